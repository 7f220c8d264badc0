//! `castling_by_drops`: a king dropped on its castling square may castle with the
//! partners standing on theirs, and a partner dropped on its castling square may castle
//! with the king standing on its own, whatever either did before (Fairy-Stockfish's
//! `castlingDroppedPiece`: placement chess). Without it a dropped piece has not moved,
//! so it may castle, but the piece it castles with must not have moved either.

use crate::equipment::Equipment;
use crate::state::State;
use crate::turn::Move;

/// After the drop `m`, gives back the castlings it completes.
pub(crate) fn after_drop(e: &Equipment, s: &mut State, m: &Move) {
    if !m.from.is_none() {
        return;
    }
    let color = m.piece.color();
    for &(c, king, rook) in e.castle_rights() {
        if c != color || (m.to != king && m.to != rook) {
            continue;
        }
        let king_here = s
            .piece(king)
            .is_some_and(|p| p.color() == c && e.kind(p.kind()).castling.is_some());
        let rook_here = s
            .piece(rook)
            .is_some_and(|p| p.color() == c && e.is_castle_partner(p.kind()));
        if king_here && rook_here {
            s.virgin.set(king);
            s.virgin.set(rook);
        }
    }
}
