//! Why a submission was refused, in words for the player.

use crate::outcome::Outcome;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text does not parse.
    Syntax,
    /// It parses, but names no legal turn.
    Illegal,
    /// It names more than one legal turn.
    Ambiguous,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub kind: ErrorKind,
    pub message: String,
}

impl NotationError {
    pub fn syntax(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Syntax,
            message: message.into(),
        }
    }

    pub fn illegal(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Illegal,
            message: message.into(),
        }
    }

    pub fn ambiguous(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Ambiguous,
            message: message.into(),
        }
    }

    pub fn game_over(o: &Outcome) -> NotationError {
        NotationError::illegal(format!("the game is over: {o}"))
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotationError {}
