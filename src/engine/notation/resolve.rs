//! Resolving a submission against the legal turns.

use super::error::NotationError;
use crate::engine::position::Position;
use crate::engine::turn::Turn;

/// A submission matched to exactly one legal turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    pub turn: Turn,
    pub canonical: String,
    pub comment: Option<String>,
}

fn squash(text: &str) -> String {
    text.split(';')
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Matches `text` against the canonical spellings of the legal turns.
pub fn resolve(pos: &Position, text: &str) -> Result<Resolved, NotationError> {
    let (body, comment) = match text.find("//") {
        Some(i) => (&text[..i], Some(text[i + 2..].trim().to_string())),
        None => (text, None),
    };
    let wanted = squash(body.trim());
    if wanted.is_empty() {
        return Err(NotationError::syntax("the move is empty"));
    }
    let turns = pos.legal_turns();
    let found: Vec<(Turn, String)> = turns
        .iter()
        .map(|t| (*t, pos.turn_text(t)))
        .filter(|(_, c)| *c == wanted)
        .collect();
    match found.as_slice() {
        [(turn, canonical)] => Ok(Resolved {
            turn: *turn,
            canonical: canonical.clone(),
            comment: comment.filter(|c| !c.is_empty()),
        }),
        [] => Err(NotationError::illegal(format!(
            "'{wanted}' is not a legal turn here"
        ))),
        _ => Err(NotationError::ambiguous(format!(
            "'{wanted}' names several turns"
        ))),
    }
}
