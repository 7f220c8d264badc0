//! `checks_to_win`: a player who has given check `count` times wins (three-check with
//! 3). A check is counted once per turn, when the turn ends with the opponent's royal
//! piece attacked. The counts live in the state and in the position notation
//! (`checks2+1`, White's first).

use crate::color::Color;
use crate::outcome::{Outcome, Reason};
use crate::state::State;

#[derive(Clone, Copy, Debug)]
pub(crate) struct CheckCount {
    pub count: u8,
}

impl CheckCount {
    pub(crate) fn terminal(&self, s: &State) -> Option<Outcome> {
        Color::BOTH
            .into_iter()
            .find(|c| s.checks[c.index()] >= self.count)
            .map(|c| Outcome::win(c, Reason::Checks))
    }
}
