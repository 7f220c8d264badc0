//! `teleporting_pieces`: pieces that move without capturing to any vacant square of
//! their own board (`reach = "board"`) or one king step (`reach = "king_step"`), and
//! swap with an own piece on such a square (first needed by Tandem-84's ghosts). With
//! `board_transfers` they may also transfer first and teleport on the other board; with
//! `swaps_across_boards` they swap with an own piece on the corresponding square.
//! Their Betza moves are not used in a turn of moves per board.

use super::component_moves::Context;
use super::swaps;
use crate::geometry::Square;
use crate::piece::Piece;
use crate::state::State;
use crate::turn::{Move, flags};
use crate::variant::Variant;

/// How far a teleporting piece goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Any square of its own board.
    Board,
    /// One king step.
    KingStep,
}

#[derive(Clone, Debug)]
pub(crate) struct Teleporting {
    /// Bit set over kinds.
    pub kinds: u64,
    pub reach: Reach,
}

impl Teleporting {
    pub(super) fn moves_kind(&self, kind: usize) -> bool {
        self.kinds >> kind & 1 == 1
    }
}

/// The squares a teleporting piece on `sq` may go to on its own board; never `sq`.
fn targets(v: &Variant, reach: Reach, sq: Square, out: &mut Vec<Square>) {
    let g = &v.geometry;
    out.clear();
    match reach {
        Reach::Board => {
            let part = g.boards()[g.board_of(sq)];
            for rank in 0..g.height() {
                for file in part.first_file..part.first_file + part.files {
                    if let Some(t) = g.square(file, rank)
                        && t != sq
                        && !g.is_hole(t)
                    {
                        out.push(t);
                    }
                }
            }
        }
        Reach::KingStep => {
            for df in -1..=1 {
                for dr in -1..=1 {
                    if (df, dr) != (0, 0)
                        && let Some(t) = g.offset(sq, df, dr)
                    {
                        out.push(t);
                    }
                }
            }
        }
    }
}

/// A teleporting piece's moves: on its own board; a swap with the own piece on the
/// corresponding square; or a transfer followed by a teleport on the other board.
pub(super) fn moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    t: &Teleporting,
    sq: Square,
    p: Piece,
    out: &mut Vec<Move>,
) {
    let mut squares = Vec::with_capacity(42);
    targets(v, t.reach, sq, &mut squares);
    target_moves(v, s, cx, p, sq, Square::NONE, &squares, out);
    let Some(corr) = v.geometry.corresponding(sq) else {
        return;
    };
    match s.piece(corr) {
        None if cx.mechanics.transfers => {
            targets(v, t.reach, corr, &mut squares);
            target_moves(v, s, cx, p, sq, corr, &squares, out);
        }
        Some(partner)
            if cx.mechanics.swaps
                && partner.color() == cx.color
                && swaps::allowed(v, cx, p, partner, true) =>
        {
            swaps::push(v, out, p, sq, corr, corr, partner, sq);
        }
        _ => {}
    }
}

/// The piece from `from` (having transferred to `via`, or `NONE`) onto each target.
#[allow(clippy::too_many_arguments)]
fn target_moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    p: Piece,
    from: Square,
    via: Square,
    squares: &[Square],
    out: &mut Vec<Move>,
) {
    for &t in squares {
        match s.piece(t) {
            None => {
                let mut m = Move::new(p, from, t);
                if !via.is_none() {
                    m.via = via;
                    m.flags |= flags::TRANSFER;
                }
                out.push(m);
            }
            Some(partner) if partner.color() == cx.color => {
                if swaps::allowed(v, cx, p, partner, !via.is_none()) {
                    swaps::push(v, out, p, from, via, t, partner, from);
                }
            }
            Some(_) => {}
        }
    }
}
