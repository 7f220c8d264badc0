//! `castling_across_boards`: castling with the rooks listed in `[castling] extra_rooks`
//! on the other board (first needed by Tandem-84's drop-castling). The king transfers
//! to its corresponding square and goes along the rank until it is next to the rook;
//! the rook jumps to the king's other side. King and rook must never have moved, the
//! king's path must be empty and unattacked, and the king not in check.

use super::between_boards::Context;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::state::State;
use crate::turn::{Move, flags};

/// The castlings across boards of a king standing on `board`.
pub(super) fn moves<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    cx: &Context,
    board: usize,
    out: &mut Vec<Move>,
) {
    if cx.in_check {
        return;
    }
    let g = &e.geometry;
    for &(color, king_sq, rook_sq) in &e.extra_castle_rights {
        if color != cx.color || g.board_of(king_sq) != board {
            continue;
        }
        if !(s.virgin.has(king_sq) && s.virgin.has(rook_sq)) {
            continue;
        }
        let (Some(king), Some(rook)) = (s.piece(king_sq), s.piece(rook_sq)) else {
            continue;
        };
        if king.color() != color || rook.color() != color || !e.kind(king.kind()).royal {
            continue;
        }
        let Some(drop) = g.corresponding(king_sq) else {
            continue;
        };
        if g.board_of(drop) != g.board_of(rook_sq) || g.rank_index(drop) != g.rank_index(rook_sq) {
            continue;
        }
        let dir: i32 = if g.file_index(rook_sq) > g.file_index(drop) {
            1
        } else {
            -1
        };
        // The king's path: from the drop square up to the square next to the rook.
        let mut path = Vec::with_capacity(6);
        let mut at = drop;
        while at != rook_sq {
            path.push(at);
            match g.offset(at, dir, 0) {
                Some(next) => at = next,
                None => break,
            }
        }
        let (Some(&king_to), true) = (path.last(), path.len() >= 2) else {
            continue;
        };
        let Some(rook_to) = g.offset(king_to, -dir, 0) else {
            continue;
        };
        if path.iter().any(|&q| !s.is_empty(q)) {
            continue;
        }
        if !movegen::king_safe_on(e, r, s, king_sq, &path, color) {
            continue;
        }
        let mut m = Move::new(king, king_sq, king_to);
        m.via = drop;
        m.side_from = rook_sq;
        m.side_to = rook_to;
        m.flags |= flags::CASTLE | flags::TRANSFER;
        out.push(m);
    }
}
