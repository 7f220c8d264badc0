//! Why a submission was refused: a typed reason (`Why`) and the part it is about
//! (`Place`), written in English by `Display`. Reading is two stages, each
//! with its own error: the text does not read (`SyntaxError`), or what it reads as names
//! no legal turn or several (`ResolveError`). `NotationError` is either, for reading and
//! resolving in one call.

use super::why::Why;
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

/// The part a message is about (index and text as written, and where in it), named
/// before the message only when the submission has several parts: a player who wrote
/// one part knows which one is meant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    part: Option<PartRef>,
    single: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct PartRef {
    index: usize,
    text: String,
    at_char: Option<usize>,
}

/// Where a message says it is about, as it is shown before the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown<'a> {
    /// Nothing is named: the whole submission, or its one part.
    Nowhere,
    /// A character (counted from 0) of the one part written.
    AtChar(usize),
    /// Part `index` (counted from 0), written as `text`, and the character where reading
    /// stopped in it, when known.
    Part {
        index: usize,
        text: &'a str,
        at_char: Option<usize>,
    },
}

impl Place {
    /// What is named before the message.
    pub fn shown(&self) -> Shown<'_> {
        match &self.part {
            Some(p) if !self.single => Shown::Part {
                index: p.index,
                text: &p.text,
                at_char: p.at_char,
            },
            Some(PartRef {
                at_char: Some(c), ..
            }) => Shown::AtChar(*c),
            _ => Shown::Nowhere,
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, why: &Why) -> fmt::Result {
        match self.shown() {
            Shown::Part {
                index,
                text,
                at_char,
            } => {
                write!(f, "part {} ({text})", index + 1)?;
                if let Some(c) = at_char {
                    write!(f, ", at character {}", c + 1)?;
                }
                write!(f, ": {why}")
            }
            Shown::AtChar(c) => write!(f, "at character {}: {why}", c + 1),
            Shown::Nowhere => write!(f, "{why}"),
        }
    }

    fn in_part(&mut self, index: usize, text: &str) {
        self.part = Some(PartRef {
            index,
            text: text.to_string(),
            at_char: None,
        });
    }
}

/// A submission whose text does not read: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    // Boxed: a reason carries several names, and errors travel in every `Result`.
    why: Box<Why>,
    place: Place,
}

impl SyntaxError {
    pub(crate) fn new(why: Why) -> SyntaxError {
        SyntaxError {
            why: Box::new(why),
            place: Place::default(),
        }
    }

    /// Says which part (`index`, counted from 0, written as `text`) the message is about.
    pub(crate) fn in_part(mut self, index: usize, text: &str) -> SyntaxError {
        self.place.in_part(index, text);
        self
    }

    /// Says where in the part (a character index, counted from 0) reading stopped.
    pub(crate) fn at_char(mut self, char_pos: usize) -> SyntaxError {
        if let Some(p) = &mut self.place.part {
            p.at_char = Some(char_pos);
        }
        self
    }

    /// Marks the error as about a submission of one part, which is then not named.
    pub(crate) fn of_one_part(mut self) -> SyntaxError {
        self.place.single = true;
        self
    }

    /// What is wrong.
    pub fn why(&self) -> &Why {
        &self.why
    }

    /// Where it is wrong.
    pub fn place(&self) -> &Place {
        &self.place
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.place.write(f, &self.why)
    }
}

impl std::error::Error for SyntaxError {}

/// A submission that reads, but names no legal turn (saying what was wrong and, where
/// it can, what would be legal) or several (naming them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolveError {
    ambiguous: bool,
    why: Box<Why>,
    place: Place,
}

impl ResolveError {
    pub(crate) fn illegal(why: Why) -> ResolveError {
        ResolveError {
            ambiguous: false,
            why: Box::new(why),
            place: Place::default(),
        }
    }

    pub(crate) fn ambiguous(why: Why) -> ResolveError {
        ResolveError {
            ambiguous: true,
            ..ResolveError::illegal(why)
        }
    }

    pub(crate) fn game_over(o: &Outcome) -> ResolveError {
        ResolveError::illegal(Why::GameOver { outcome: o.clone() })
    }

    /// Says which part (`index`, counted from 0, written as `text`) the message is about.
    pub(crate) fn in_part(mut self, index: usize, text: &str) -> ResolveError {
        self.place.in_part(index, text);
        self
    }

    /// Marks the error as about a submission of one part, which is then not named.
    pub(crate) fn of_one_part(mut self) -> ResolveError {
        self.place.single = true;
        self
    }

    /// `Illegal` or `Ambiguous`.
    pub fn kind(&self) -> ErrorKind {
        match self.ambiguous {
            true => ErrorKind::Ambiguous,
            false => ErrorKind::Illegal,
        }
    }

    /// What is wrong.
    pub fn why(&self) -> &Why {
        &self.why
    }

    /// Where it is wrong.
    pub fn place(&self) -> &Place {
        &self.place
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.place.write(f, &self.why)
    }
}

impl std::error::Error for ResolveError {}

/// A refused submission, read and resolved in one call: its text does not read, or it
/// names no legal turn or several.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    #[error(transparent)]
    Resolve(#[from] ResolveError),
}

impl NotationError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            NotationError::Syntax(_) => ErrorKind::Syntax,
            NotationError::Resolve(e) => e.kind(),
        }
    }

    /// What is wrong.
    pub fn why(&self) -> &Why {
        match self {
            NotationError::Syntax(e) => e.why(),
            NotationError::Resolve(e) => e.why(),
        }
    }

    /// Where it is wrong.
    pub fn place(&self) -> &Place {
        match self {
            NotationError::Syntax(e) => e.place(),
            NotationError::Resolve(e) => e.place(),
        }
    }
}
