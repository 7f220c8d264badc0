//! `gating` (Seirawan chess): a piece leaving an open gate (a square of its side's
//! first rank it has not left yet, listed in the position text) may bring a piece from
//! the reserve onto the square it left, in the same move; a castling may gate on the
//! king's square or on the rook's. The gate closes when its piece leaves or is taken
//! (`State::apply`).

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{Generation, castling_moves, piece_moves};
use crate::state::State;
use crate::turn::{Move, flags};

/// The gated moves of `color`: each move leaving a gate, once per kind in hand that
/// may stand there (a pawn comes onto its first rank only where it may be dropped
/// there: `pawns_on_first_rank`).
pub(super) fn moves<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
    pawns_on_first_rank: bool,
    out: &mut Vec<Move>,
) {
    let hand = &s.reserve[color.index()];
    if s.gates[color.index()] == 0 || hand.iter().all(|&n| n == 0) {
        return;
    }
    let mut leaving = Vec::new();
    for sq in s.occ[color.index()].iter() {
        if s.is_gate(e, sq, color)
            && let Some(p) = s.piece(sq)
        {
            piece_moves(e, s, sq, p, &mut leaving);
        }
    }
    let mut castlings = Vec::new();
    castling_moves(e, r, s, color, &mut castlings);
    leaving.extend(
        castlings
            .into_iter()
            .filter(|m| s.is_gate(e, m.from, color) || s.is_gate(e, m.side_from, color)),
    );
    for m in leaving {
        let squares = [m.from, m.side_from];
        for gate in squares {
            if gate.is_none() || !s.is_gate(e, gate, color) {
                continue;
            }
            // The castling king or rook may end on the gate itself (Chess960).
            if m.is(flags::CASTLE) && (gate == m.to || gate == m.side_to) {
                continue;
            }
            for (slot, &n) in hand.iter().enumerate().take(e.reserve_slots().len()) {
                let kind = e.reserve_slots()[slot].kind;
                if n == 0 || (e.kind(kind).pawn && !pawns_on_first_rank) {
                    continue;
                }
                let mut gm = m;
                gm.flags |= flags::GATE;
                gm.slot = slot as u8;
                gm.gate = gate;
                out.push(gm);
            }
        }
    }
}
