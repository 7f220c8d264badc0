//! The component moves of one side, board by board: the Betza moves, castling, and the
//! moves of the mechanics that act between or across boards (`board_transfers`,
//! `swaps_across_boards`, `teleporting_pieces`, `castling_across_boards`). A turn of
//! several moves asks for them per board (`moves_per_turn` with `different_boards`);
//! a one-move turn takes all boards at once. Whether the mover's royal piece ends the
//! turn safe is not judged here.

use super::between_boards::Context;
use super::{board_transfers, castling_across_boards, teleporting_pieces};
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::state::State;
use crate::turn::Move;

/// Every pseudo-legal move of the side to move that begins on `board`.
pub(crate) fn board_moves<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    cx: &Context,
    board: usize,
    scratch: &mut Vec<Move>,
    out: &mut Vec<Move>,
) {
    let g = &e.geometry;
    for sq in s.occ[cx.color.index()].iter() {
        if g.board_of(sq) != board {
            continue;
        }
        let Some(p) = s.piece(sq) else { continue };
        if let Some(t) = &cx.mechanics.teleporting
            && t.moves_kind(p.kind())
        {
            teleporting_pieces::moves(e, s, cx, t, sq, p, out);
            continue;
        }
        movegen::piece_moves(e, s, sq, p, out);
        board_transfers::moves(e, s, cx, sq, p, scratch, out);
    }
    let start = out.len();
    movegen::castling_moves(e, r, s, cx.color, out);
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
        castling_across_boards::moves(e, r, s, cx, board, out);
    }
}

/// The between-board moves of every board, for a one-move turn (the Betza moves and
/// castling come from the ordinary generator; teleporting pieces move only here).
pub(crate) fn extra_moves<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    cx: &Context,
    out: &mut Vec<Move>,
) {
    let mut scratch = Vec::new();
    for sq in s.occ[cx.color.index()].iter() {
        let Some(p) = s.piece(sq) else { continue };
        if let Some(t) = &cx.mechanics.teleporting
            && t.moves_kind(p.kind())
        {
            // The ordinary generator has already listed this piece's Betza moves; a
            // teleport to a square one of them reaches is that move, listed once.
            scratch.clear();
            movegen::piece_moves(e, s, sq, p, &mut scratch);
            let start = out.len();
            teleporting_pieces::moves(e, s, cx, t, sq, p, out);
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
        board_transfers::moves(e, s, cx, sq, p, &mut scratch, out);
    }
    if cx.mechanics.castling_across {
        for board in 0..e.geometry.boards().len() {
            castling_across_boards::moves(e, r, s, cx, board, out);
        }
    }
}
