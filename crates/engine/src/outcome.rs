//! How a game ended, and what stalemate is worth.

use super::color::Color;
use std::fmt;

/// The end of a game: who won (none for a draw) and why, in words a player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: String,
}

impl Outcome {
    pub fn win(winner: Color, reason: &str) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason: reason.to_string(),
        }
    }

    pub fn draw(reason: &str) -> Outcome {
        Outcome {
            winner: None,
            reason: reason.to_string(),
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// What happens to a player left with no legal turn while not in check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StalemateRule {
    #[default]
    Draw,
    /// The stalemated player loses.
    Loss,
    /// The stalemated player wins (antichess).
    Win,
}

impl StalemateRule {
    /// The result for the other player.
    pub fn opposite(self) -> StalemateRule {
        match self {
            StalemateRule::Draw => StalemateRule::Draw,
            StalemateRule::Loss => StalemateRule::Win,
            StalemateRule::Win => StalemateRule::Loss,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins by {}", self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}
