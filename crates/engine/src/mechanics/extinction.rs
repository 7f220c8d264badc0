//! `extinction`: a player left with too few pieces of one of the listed kinds, on the
//! board and in the reserve, has run out (Fairy-Stockfish's extinction pieces: e.g.
//! every piece of a kind captured), and that ends the game: a loss for that player,
//! or a win where running out is the goal (antichess). `all_pieces` counts every piece
//! of the side together (a side with nothing left). A "capture the king" game with a
//! royal king is `royal_capture`; with a king that is not royal it is this, on the
//! king's kind.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::outcome::Outcome;
use crate::state::State;

/// Why the game ended, after "White wins by ...".
pub const EXTINCT: &str = "extinction";
/// Why the game ended where running out wins.
pub const RAN_OUT: &str = "losing all pieces";

#[derive(Clone, Debug)]
pub(crate) struct Extinction {
    /// Bit set over kinds.
    pub kinds: u64,
    /// Every piece of the side counted together, as one more listed kind.
    pub all_pieces: bool,
    /// A side with at most this many of a listed kind has run out.
    pub at_most: u8,
    /// Running out wins instead of losing.
    pub wins: bool,
}

impl Extinction {
    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        // The side that has just moved first, as Fairy-Stockfish looks.
        for color in [s.side.opposite(), s.side] {
            if self.extinct(e, s, color) {
                return Some(match self.wins {
                    true => Outcome::win(color, RAN_OUT),
                    false => Outcome::win(color.opposite(), EXTINCT),
                });
            }
        }
        None
    }

    /// Whether `color` has at most `at_most` pieces of some listed kind (or of all).
    fn extinct(&self, e: &Equipment, s: &State, color: Color) -> bool {
        let mut counts = [0u32; 64];
        let mut total = 0u32;
        for sq in s.occ[color.index()].iter() {
            if let Some(p) = s.piece(sq) {
                counts[p.kind().index() % 64] += 1;
                total += 1;
            }
        }
        for (slot, n) in e.reserve_slots().iter().zip(s.reserve[color.index()]) {
            counts[slot.kind.index() % 64] += u32::from(n);
            total += u32::from(n);
        }
        let at_most = u32::from(self.at_most);
        let listed = (0..64)
            .filter(|k| self.kinds & (1 << k) != 0)
            .any(|k| counts[k] <= at_most);
        listed || (self.all_pieces && total <= at_most)
    }
}
