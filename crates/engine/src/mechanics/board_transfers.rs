//! `board_transfers` and `swaps_across_boards`: a piece drops to the corresponding
//! square of the other board (same file and rank within its board) and makes a normal
//! move from there, the origin blocking nothing on that board; or, when an own piece
//! stands on the corresponding square, the two exchange places (first needed by
//! Tandem-84). A royal piece that is attacked makes neither.

use super::between_boards::Context;
use super::swaps;
use crate::equipment::Equipment;
use crate::movegen;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// A transfer to the corresponding square followed by a normal move, or a swap with an
/// own piece standing there.
pub(super) fn moves(
    e: &Equipment,
    s: &State,
    cx: &Context,
    sq: Square,
    p: Piece,
    scratch: &mut Vec<Move>,
    out: &mut Vec<Move>,
) {
    let m = cx.mechanics;
    if !m.transfers && !m.swaps {
        return;
    }
    let Some(corr) = e.geometry.corresponding(sq) else {
        return;
    };
    // A royal piece in check makes no transfer of any kind.
    if e.kind(p.kind()).royal && cx.in_check {
        return;
    }
    match s.piece(corr) {
        None if m.transfers => {
            scratch.clear();
            movegen::piece_moves(e, s, corr, p, scratch);
            for m in scratch.iter() {
                let mut m = *m;
                m.from = sq;
                m.via = corr;
                m.flags |= flags::TRANSFER;
                out.push(m);
            }
        }
        Some(partner)
            if m.swaps
                && partner.color() == cx.color
                && swaps::allowed(e, cx, p, partner, true) =>
        {
            swaps::push(e, out, p, sq, corr, corr, partner, sq);
        }
        _ => {}
    }
}
