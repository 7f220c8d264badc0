//! `teleporting_pieces`: pieces that move without capturing to any vacant square of
//! their own board (`reach = "board"`) or one king step (`reach = "king_step"`), and
//! swap with an own piece on such a square (first needed by Tandem-84's ghosts). With
//! `board_transfers` they may also transfer first and teleport on the other board; with
//! `swaps_across_boards` they swap with an own piece on the corresponding square.
//! Their Betza moves are not used in a turn of moves per board.

use super::between_boards::{Context, Reach, Teleporting};
use super::swaps;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// The squares a teleporting piece on `sq` may go to on its own board; never `sq`.
fn targets(e: &Equipment, reach: Reach, sq: Square, out: &mut Vec<Square>) {
    let g = &e.geometry;
    out.clear();
    match reach {
        Reach::Board => {
            let part = g.boards()[g.board_of(sq)];
            for rank in g.ranks() {
                for file in part.files() {
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
    e: &Equipment,
    s: &State,
    cx: &Context,
    t: &Teleporting,
    sq: Square,
    p: Piece,
    out: &mut Vec<Move>,
) {
    let mut squares = Vec::with_capacity(42);
    targets(e, t.reach, sq, &mut squares);
    target_moves(e, s, cx, p, sq, Square::NONE, &squares, out);
    let Some(corr) = e.geometry.corresponding(sq) else {
        return;
    };
    match s.piece(corr) {
        None if cx.mechanics.transfers => {
            targets(e, t.reach, corr, &mut squares);
            target_moves(e, s, cx, p, sq, corr, &squares, out);
        }
        Some(partner)
            if cx.mechanics.swaps
                && partner.color() == cx.color
                && swaps::allowed(e, cx, p, partner, true) =>
        {
            swaps::push(e, out, p, sq, corr, corr, partner, sq);
        }
        _ => {}
    }
}

/// The piece from `from` (having transferred to `via`, or `NONE`) onto each target.
#[allow(clippy::too_many_arguments)]
fn target_moves(
    e: &Equipment,
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
                if swaps::allowed(e, cx, p, partner, !via.is_none()) {
                    swaps::push(e, out, p, from, via, t, partner, from);
                }
            }
            Some(_) => {}
        }
    }
}
