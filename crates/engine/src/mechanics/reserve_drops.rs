//! Drops the reserve offers beyond plain ones onto empty squares: a promoting piece
//! dropped in its promoted form, and the pawn drops a drop mechanic bars.

use super::Drops;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::state::State;
use crate::turn::Move;

/// `promoted_too`: a piece in hand that promotes may also be dropped as its promoted
/// form (Fairy-Stockfish's `dropPromoted`) on any empty square of the drop zone where
/// that form could move on.
pub(super) fn promoted_drops(e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
    for slot in 0..e.reserve_slots().len() {
        if s.reserve[color.index()][slot] == 0 {
            continue;
        }
        let Some(promo) = &e.kind(e.reserve_slots()[slot].kind).promotion else {
            continue;
        };
        for sq in e.geometry().squares() {
            if !s.is_empty(sq)
                || !e.in_drop_zone(sq, color)
                || !movegen::slot_allows(e, slot, sq, color)
            {
                continue;
            }
            for &choice in promo.choices_for(color) {
                let m = movegen::drop_move(e, color, slot, sq);
                if !e.strands(m.piece.with_kind(choice), sq) {
                    let mut pm = m;
                    pm.promote = choice.index() as u8 + 1;
                    out.push(pm);
                }
            }
        }
    }
}

/// A pawn drop onto its own first rank or into its promotion zone, where `d` bars it.
pub(super) fn pawn_barred(e: &Equipment, d: &Drops, m: &Move) -> bool {
    let g = e.geometry();
    e.kind(m.piece.kind()).pawn
        && ((d.pawns_off_first && g.relative_rank(m.to, m.piece.color() == Color::White) == 0)
            || (d.pawns_off_zone && e.promotes_on(m.piece, m.to)))
}
