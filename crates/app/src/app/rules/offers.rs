//! The rules of offers (a draw offer, a takeback request, a report of a win): how they
//! are answered, and which of them a turn of the opponent lapses.

use crate::app::rules::record::Game;
use pigeonpost_engine::Color;

/// The opponent's answer to an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Accept,
    Decline,
}

/// Which of `offerer`'s offers a turn of their opponent lapses: the draw offer, the
/// takeback request and the report of a win (see `turn_writes`).
pub(crate) fn lapsing(game: &Game, offerer: Color) -> [bool; 3] {
    [
        game.draw_offer_by == Some(offerer),
        game.takeback_by == Some(offerer),
        game.win_report_by == Some(offerer),
    ]
}
