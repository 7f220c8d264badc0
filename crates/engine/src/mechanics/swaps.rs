//! Swaps with own pieces: the mover and an own piece exchange squares (a move of the
//! mover; the partner goes back to where the mover started). Used by
//! `swaps_across_boards` and by `teleporting_pieces`. Two pieces of the same kind never
//! swap (it would amount to passing), a swap never carries an attacked royal piece
//! across boards, and a pawn partner may not land on its own first rank; it promotes
//! when it lands in its promotion zone.

use super::between_boards::Context;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::piece::Piece;
use crate::square::Square;
use crate::turn::{Move, flags};

/// Whether `mover` may swap with `partner` (`across`: the swap crosses boards).
pub(super) fn allowed(
    e: &Equipment,
    cx: &Context,
    mover: Piece,
    partner: Piece,
    across: bool,
) -> bool {
    if mover.kind() == partner.kind() {
        return false;
    }
    let royal_crosses = e.kind(mover.kind()).royal || e.kind(partner.kind()).royal;
    !(across && royal_crosses && cx.in_check)
}

/// Pushes a swap: `mover` goes from `from` (through `via` if it transfers) to `to`,
/// and the partner from `to` to `back`, with each promotion choice of a pawn partner.
#[allow(clippy::too_many_arguments)]
pub(super) fn push(
    e: &Equipment,
    out: &mut Vec<Move>,
    mover: Piece,
    from: Square,
    via: Square,
    to: Square,
    partner: Piece,
    back: Square,
) {
    let g = &e.geometry;
    let mut m = Move::new(mover, from, to);
    m.via = via;
    m.side_from = to;
    m.side_to = back;
    m.flags |= flags::SWAP;
    if !via.is_none() {
        m.flags |= flags::TRANSFER;
    }
    if e.kind(partner.kind()).pawn && g.relative_rank(back, partner.color() == Color::White) == 0 {
        return;
    }
    movegen::push_promotions_of(e, out, m, partner, back);
}
