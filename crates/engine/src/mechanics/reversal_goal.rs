//! `reversal_goal`: whoever completes the reversal of the starting position wins at
//! once (every piece on a start square of the same type of the other colour; first
//! needed by Palindromic Chess). The destinations are the `preclusion` module's square
//! sets, built on first use since mechanics are compiled before the variant they serve.

use super::preclusion::{Geometry64, Occupancy};
use crate::outcome::Outcome;
use crate::state::State;
use crate::variant::Variant;
use std::sync::OnceLock;

/// Why the game ended, as a player reads it after "White wins by ...".
pub const REVERSAL: &str = "completing the reversal";

#[derive(Default)]
pub(crate) struct ReversalGoal {
    geo: OnceLock<Option<Geometry64>>,
}

impl std::fmt::Debug for ReversalGoal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReversalGoal")
    }
}

impl ReversalGoal {
    /// The square sets of `v` (`None` beyond 64 squares or `KINDS` kinds, which the
    /// definition check refuses).
    pub(crate) fn tables(&self, v: &Variant) -> Option<&Geometry64> {
        self.geo.get_or_init(|| Geometry64::new(v)).as_ref()
    }

    pub(crate) fn terminal(&self, v: &Variant, s: &State) -> Option<Outcome> {
        let geo = self.tables(v)?;
        // Whoever completed the reversal has just ended their turn.
        geo.reversed(&Occupancy::of(s))
            .then(|| Outcome::win(s.side.opposite(), REVERSAL))
    }
}
