//! `bare_king_loses`: a side with nothing left on the board but its royal pieces (its
//! one king, as a rule) loses.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::state::State;

/// The side left bare, if one is.
pub(crate) fn bare_royals(e: &Equipment, s: &State) -> Option<Outcome> {
    Color::BOTH
        .into_iter()
        .find(|&c| s.count(c) > 0 && s.count(c) == s.royals(e, c).count())
        .map(|c| Outcome::win(c.opposite(), Reason::BareKing))
}
