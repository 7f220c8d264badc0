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
    /// The part the message is about (index and text as written, and where in it),
    /// named before the message only when the submission has several parts: a player
    /// who wrote one part knows which one is meant.
    part: Option<PartRef>,
    single: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct PartRef {
    index: usize,
    text: String,
    at_char: Option<usize>,
}

impl NotationError {
    pub(crate) fn syntax(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Syntax,
            message: message.into(),
            part: None,
            single: false,
        }
    }

    pub(crate) fn illegal(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Illegal,
            message: message.into(),
            part: None,
            single: false,
        }
    }

    pub(crate) fn ambiguous(message: impl Into<String>) -> NotationError {
        NotationError {
            kind: ErrorKind::Ambiguous,
            message: message.into(),
            part: None,
            single: false,
        }
    }

    pub(crate) fn game_over(o: &Outcome) -> NotationError {
        NotationError::illegal(format!("the game is over: {o}"))
    }

    /// Says which part (`index`, counted from 0, written as `text`) the message is about.
    pub(crate) fn in_part(mut self, index: usize, text: &str) -> NotationError {
        self.part = Some(PartRef {
            index,
            text: text.to_string(),
            at_char: None,
        });
        self
    }

    /// Says where in the part (a character index, counted from 0) reading stopped.
    pub(crate) fn at_char(mut self, char_pos: usize) -> NotationError {
        if let Some(p) = &mut self.part {
            p.at_char = Some(char_pos);
        }
        self
    }

    /// Marks the error as about a submission of one part, which is then not named.
    pub(crate) fn of_one_part(mut self) -> NotationError {
        self.single = true;
        self
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.part {
            Some(p) if !self.single => {
                write!(f, "part {} ({})", p.index + 1, p.text)?;
                if let Some(c) = p.at_char {
                    write!(f, ", at character {}", c + 1)?;
                }
                write!(f, ": {}", self.message)
            }
            Some(PartRef {
                at_char: Some(c), ..
            }) => write!(f, "at character {}: {}", c + 1, self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for NotationError {}
