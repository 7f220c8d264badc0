//! Castling: for each castling the variant defines, whether its conditions hold (king
//! and partner unmoved, the squares between empty, a royal king safe on every square it
//! stands on or crosses).

use super::attacks::king_safe_on;
use super::hooks::{Generation, MoveSink};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::state::State;
use crate::turn::{Move, flags};

/// Castlings for `color` whose conditions hold: both pieces unmoved, the squares
/// between empty, and the king safe on every square it stands on or crosses.
pub fn castling_moves<R: Generation + ?Sized, S: MoveSink>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
    out: &mut S,
) {
    for c in e.castlings_for(color) {
        if !(s.virgin.has(c.king_from) && s.virgin.has(c.rook_from)) {
            continue;
        }
        let (Some(king), Some(rook)) = (s.piece(c.king_from), s.piece(c.rook_from)) else {
            continue;
        };
        let kind = e.kind(king.kind());
        if king.color() != color
            || rook.color() != color
            || kind.castling.is_none()
            || !e.is_castle_partner(rook.kind())
        {
            continue;
        }
        if c.empty.iter().any(|&sq| !s.is_empty(sq)) {
            continue;
        }
        // A king that is not royal is never in check, so it may castle through attack.
        if kind.royal && !king_safe_on(e, r, s, c.king_from, &c.safe, color) {
            continue;
        }
        let mut m = Move::new(king, c.king_from, c.king_to);
        m.side_from = c.rook_from;
        m.side_to = c.rook_to;
        m.flags |= flags::CASTLE;
        out.push(m);
    }
}
