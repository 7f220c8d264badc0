//! The words of a game's record that every layer speaks: where a game stands, its time
//! control and clock, who sits in it, the squares a turn touched. Values only: storage
//! keeps them, the use-cases decide with them, the pages show them; the rules are the
//! engine's (`pigeonpost-engine`).
#![forbid(unsafe_code)]

mod events;
mod sides;
mod squares;

pub use events::{EventFormat, EventStatus, MatchTieBreak};
pub use sides::Sides;
pub use squares::Squares;

/// Where a game stands, from invitation to result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    Invited,
    Active,
    Finished,
    Declined,
    Withdrawn,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Invited => "invited",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
            GameStatus::Withdrawn => "withdrawn",
        }
    }

    /// The status named by `as_str`, if `s` names one.
    pub fn parse(s: &str) -> Option<GameStatus> {
        Some(match s {
            "invited" => GameStatus::Invited,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "declined" => GameStatus::Declined,
            "withdrawn" => GameStatus::Withdrawn,
            _ => return None,
        })
    }
}

/// The clock a game is played with. Durations are seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    Untimed,
    /// Each move within `days` days of the opponent's.
    PerMove {
        days: i64,
        grace: i64,
    },
    /// A bank of `days` days to start, `increment` added after each move, never above `cap`.
    Bank {
        days: i64,
        increment: i64,
        cap: Option<i64>,
        grace: i64,
    },
}

impl TimeControl {
    /// (kind, days, increment, cap, grace) as stored, see migration 0002.
    pub fn columns(&self) -> (&'static str, i64, i64, Option<i64>, i64) {
        match *self {
            TimeControl::Untimed => ("none", 0, 0, None, 0),
            TimeControl::PerMove { days, grace } => ("move", days, 0, None, grace),
            TimeControl::Bank {
                days,
                increment,
                cap,
                grace,
            } => ("bank", days, increment, cap, grace),
        }
    }
}

/// The stored clock of a game: remaining banks (bank games), when the turn began, and the
/// deadline of the player to move. All `None` for an untimed game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClockState {
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    pub turn_started_at: Option<i64>,
    pub deadline: Option<i64>,
}

/// A registered player as a game names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub name: String,
}
