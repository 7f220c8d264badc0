//! `royal_reaches_region`: a player whose royal piece stands on one of the region's
//! squares wins at once (king of the hill: the four centre squares; racing kings: the
//! last rank). Each colour has its own region, the same squares unless
//! `black_squares` is given.

use crate::bits::Bits;
use crate::equipment::Equipment;
use crate::outcome::Outcome;
use crate::state::State;

/// Why the game ended, after "White wins by ...".
pub const REACHED: &str = "reaching the goal region";

#[derive(Clone, Debug)]
pub(crate) struct RegionGoal {
    pub squares: [Bits; 2],
}

impl RegionGoal {
    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        // The player who just moved first: their arrival ends the game. With
        // `several_royals`, any one of them arriving is enough.
        for color in [s.side.opposite(), s.side] {
            let goal = &self.squares[color.index()];
            if s.royals(e, color).iter().any(|sq| goal.has(sq)) {
                return Some(Outcome::win(color, REACHED));
            }
        }
        None
    }
}
