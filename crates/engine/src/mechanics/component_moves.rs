//! The component moves of one side, board by board: the Betza moves, castling, and the
//! moves of the mechanics that act between or across boards (`board_transfers`,
//! `swaps_across_boards`, `teleporting_pieces`, `castling_across_boards`). A turn of
//! several moves asks for them per board (`moves_per_turn` with `different_boards`);
//! a one-move turn takes all boards at once. Whether the mover's royal piece ends the
//! turn safe is not judged here.

use super::teleporting_pieces::Teleporting;
use super::{board_transfers, castling_across_boards, teleporting_pieces};
use crate::color::Color;
use crate::movegen;
use crate::state::State;
use crate::turn::Move;
use crate::variant::Variant;

/// Which between-board mechanics a definition switched on.
#[derive(Clone, Debug, Default)]
pub(crate) struct BoardMechanics {
    /// A piece may drop to the corresponding square of the other board and move on.
    pub transfers: bool,
    /// A piece may exchange places with an own piece on the corresponding square.
    pub swaps: bool,
    pub teleporting: Option<Teleporting>,
    /// Castling with the rooks of `[castling] extra_rooks`, the king crossing boards.
    pub castling_across: bool,
}

impl BoardMechanics {
    pub(crate) fn any(&self) -> bool {
        self.transfers || self.swaps || self.teleporting.is_some() || self.castling_across
    }
}

/// What move generation needs to know about the position beyond the board.
pub(crate) struct Context<'a> {
    pub color: Color,
    /// The mover's royal piece is attacked as this move begins (no royal transfer or
    /// swap across, no castling).
    pub in_check: bool,
    pub mechanics: &'a BoardMechanics,
}

/// Every pseudo-legal move of the side to move that begins on `board`.
pub(crate) fn board_moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    board: usize,
    scratch: &mut Vec<Move>,
    out: &mut Vec<Move>,
) {
    let g = &v.geometry;
    for sq in s.occ[cx.color.index()].iter() {
        if g.board_of(sq) != board {
            continue;
        }
        let Some(p) = s.piece(sq) else { continue };
        if let Some(t) = &cx.mechanics.teleporting
            && t.moves_kind(p.kind())
        {
            teleporting_pieces::moves(v, s, cx, t, sq, p, out);
            continue;
        }
        movegen::piece_moves(v, s, sq, p, out);
        board_transfers::moves(v, s, cx, sq, p, scratch, out);
    }
    let start = out.len();
    movegen::castling_moves(v, s, cx.color, out);
    // Castling only for a king on this board (the castling list is every board's).
    let mut i = start;
    while i < out.len() {
        if g.board_of(out[i].from) != board {
            out.swap_remove(i);
        } else {
            i += 1;
        }
    }
    if cx.mechanics.castling_across {
        castling_across_boards::moves(v, s, cx, board, out);
    }
}

/// The between-board moves of every board, for a one-move turn (the Betza moves and
/// castling come from the ordinary generator; teleporting pieces move only here).
pub(crate) fn extra_moves(v: &Variant, s: &State, cx: &Context, out: &mut Vec<Move>) {
    let mut scratch = Vec::new();
    for sq in s.occ[cx.color.index()].iter() {
        let Some(p) = s.piece(sq) else { continue };
        if let Some(t) = &cx.mechanics.teleporting
            && t.moves_kind(p.kind())
        {
            // The ordinary generator has already listed this piece's Betza moves; a
            // teleport to a square one of them reaches is that move, listed once.
            scratch.clear();
            movegen::piece_moves(v, s, sq, p, &mut scratch);
            let start = out.len();
            teleporting_pieces::moves(v, s, cx, t, sq, p, out);
            let mut i = start;
            while i < out.len() {
                if scratch.contains(&out[i]) {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
            continue;
        }
        board_transfers::moves(v, s, cx, sq, p, &mut scratch, out);
    }
    if cx.mechanics.castling_across {
        for board in 0..v.geometry.boards().len() {
            castling_across_boards::moves(v, s, cx, board, out);
        }
    }
}
