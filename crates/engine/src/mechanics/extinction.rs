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
        let reserve = e.reserve_slots().iter().zip(s.reserve[color.index()]);
        if self.at_most == 0 {
            // None left: which listed kinds are present at all.
            let mut present = 0u64;
            for sq in s.occ[color.index()].iter() {
                if let Some(p) = s.piece(sq) {
                    present |= p.kind().bit();
                }
            }
            for (slot, n) in reserve {
                if n > 0 {
                    present |= slot.kind.bit();
                }
            }
            return self.kinds & !present != 0 || (self.all_pieces && present == 0);
        }
        let at_most = u32::from(self.at_most);
        let mut total = 0u32;
        let mut listed = false;
        let mut kinds = self.kinds;
        while kinds != 0 && !listed {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let on_board = s.occ[color.index()]
                .iter()
                .filter(|&sq| s.piece(sq).is_some_and(|p| p.kind().index() == k))
                .count() as u32;
            let in_hand: u32 = e
                .reserve_slots()
                .iter()
                .zip(s.reserve[color.index()])
                .filter(|(slot, _)| slot.kind.index() == k)
                .map(|(_, n)| u32::from(n))
                .sum();
            listed = on_board + in_hand <= at_most;
        }
        if self.all_pieces && !listed {
            total = s.occ[color.index()].count() + reserve.map(|(_, n)| u32::from(n)).sum::<u32>();
        }
        listed || (self.all_pieces && total <= at_most)
    }
}
