//! `royal_capture`: "capture the king". There is no check: a move may leave a royal
//! piece attacked, royal pieces are captured like any other piece, and a side left
//! without a royal piece on the board loses. Every pseudo-legal move is legal, so there
//! is no checkmate either; a side with no move at all is stalemated.
//!
//! With `several_royals` too, a side loses when its last royal piece is taken (as
//! Fairy-Stockfish's extinction of a piece type does); each royal piece is not vital
//! on its own, since without check nothing protects it.
//!
//! Castling keeps its own condition (the king may not start on, cross or land on an
//! attacked square): that belongs to the castling, not to check.

use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::state::State;

#[derive(Clone, Debug)]
pub(crate) struct RoyalCapture {
    /// "capturing the king": why the game ended, after "White wins by".
    pub reason: Reason,
}

impl RoyalCapture {
    /// The reason names the royal piece (`king` unless the definition says otherwise).
    pub(crate) fn new(royal_name: Option<&str>) -> RoyalCapture {
        let name = royal_name.unwrap_or("king").to_lowercase();
        RoyalCapture {
            reason: Reason::RoyalCapture(name.to_string()),
        }
    }

    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        // The side to move is the one that can just have lost its royal piece.
        [s.side, s.side.opposite()]
            .into_iter()
            .find(|&c| s.royals(e, c).count() == 0)
            .map(|c| Outcome::win(c.opposite(), self.reason.clone()))
    }
}
