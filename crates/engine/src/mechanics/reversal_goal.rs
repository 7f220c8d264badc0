//! `reversal_goal`: whoever completes the reversal of the starting position wins at
//! once (every piece on a start square of the same type of the other colour; first
//! needed by Palindromic Chess). The destinations are the `preclusion` module's square
//! sets, built once the start position is read (the mechanics are compiled before it).

use super::preclusion::{Geometry64, Occupancy};
use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::state::State;

#[derive(Default)]
pub(crate) struct ReversalGoal {
    geo: Option<Geometry64>,
}

impl std::fmt::Debug for ReversalGoal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReversalGoal")
    }
}

impl ReversalGoal {
    /// Builds the square sets from the variant's data and start (none beyond 64
    /// squares or `KINDS` kinds, which the definition check refuses).
    pub(crate) fn read_start(&mut self, e: &Equipment, start: &State) {
        self.geo = Geometry64::new(e, start);
    }

    pub(crate) fn tables(&self) -> Option<&Geometry64> {
        self.geo.as_ref()
    }

    pub(crate) fn terminal(&self, s: &State) -> Option<Outcome> {
        let geo = self.tables()?;
        // Whoever completed the reversal has just ended their turn.
        geo.reversed(&Occupancy::of(s))
            .then(|| Outcome::win(s.side.opposite(), Reason::Reversal))
    }
}
