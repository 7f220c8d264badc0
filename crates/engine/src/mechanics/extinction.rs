//! `extinction`: a player left with no piece of one of the listed kinds, on the board
//! or in the reserve, loses (Fairy-Stockfish's extinction pieces: e.g. every piece of
//! a kind captured). A "capture the king" game with a royal king is `royal_capture`;
//! with a king that is not royal it is this, on the king's kind.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::outcome::Outcome;
use crate::state::State;

/// Why the game ended, after "White wins by ...".
pub const EXTINCT: &str = "extinction";

#[derive(Clone, Debug)]
pub(crate) struct Extinction {
    /// Bit set over kinds.
    pub kinds: u64,
}

impl Extinction {
    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        // The side to move has just lost a piece, so it is looked at first.
        for color in [s.side, s.side.opposite()] {
            if self.extinct(e, s, color) {
                return Some(Outcome::win(color.opposite(), EXTINCT));
            }
        }
        None
    }

    /// Whether `color` has no piece left of some listed kind.
    fn extinct(&self, e: &Equipment, s: &State, color: Color) -> bool {
        let mut present = 0u64;
        for sq in s.occ[color.index()].iter() {
            if let Some(p) = s.piece(sq) {
                present |= p.kind().bit();
            }
        }
        for (slot, n) in e.reserve_slots().iter().zip(s.reserve[color.index()]) {
            if n > 0 {
                present |= slot.kind.bit();
            }
        }
        self.kinds & !present != 0
    }
}
