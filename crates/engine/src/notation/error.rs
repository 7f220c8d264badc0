//! Why a submission was refused, in words for the player.

use crate::outcome::Outcome;
use std::fmt;

/// Which stage refused the text: reading it, or matching it against the legal turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text does not parse.
    Syntax,
    /// It parses, but names no legal turn.
    Illegal,
    /// It names more than one legal turn.
    Ambiguous,
}

/// A refused submission: its kind and a message that says what was wrong and, where it
/// can, what would be legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub kind: ErrorKind,
    pub message: String,
}

impl NotationError {
    pub(crate) fn syntax(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Syntax,
            message: message.into(),
        }
    }

    pub(crate) fn illegal(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Illegal,
            message: message.into(),
        }
    }

    pub(crate) fn ambiguous(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Ambiguous,
            message: message.into(),
        }
    }

    pub(crate) fn game_over(o: &Outcome) -> NotationError {
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
