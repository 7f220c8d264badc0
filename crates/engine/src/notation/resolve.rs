//! Resolving a submission against the legal turns: the entry point of reading.
//!
//! Full algebraic notation (`P e2-e4`) and abbreviated notation (`e4`) are told apart by
//! shape: a part with a space, `-` or `*` (other than castling's `O-O`) is full notation.
//! Either way the text is first parsed into a syntax value, then matched against every
//! legal turn; exactly one must match. Resolving is pure: the position is not changed.

use super::error::NotationError;
use super::full::{self, Spec};
use super::san_read::{self, San};
use super::syntax;
use super::{canonical, explain, explain_san};
use crate::position::Position;
use crate::turn::Turn;

/// A submission matched to exactly one legal turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    pub turn: Turn,
    pub canonical: String,
    pub comment: Option<String>,
}

/// Reads `text` (full or abbreviated notation) as one legal turn of `pos`.
///
/// Only the legal turns whose first move fits the first part written are listed: for
/// turns of several moves that is a small part of the list. The whole list is made only
/// to explain a submission that matches nothing.
pub fn resolve(pos: &Position, text: &str) -> Result<Resolved, NotationError> {
    let (body, comment) = syntax::split_comment(text);
    let parts = syntax::split_parts(body)?;
    if let Some(o) = pos.outcome() {
        return Err(NotationError::game_over(&o));
    }
    resolve_parts(pos, body, comment, &parts)
        .map_err(|e| if parts.len() == 1 { e.of_one_part() } else { e })
}

fn resolve_parts(
    pos: &Position,
    body: &str,
    comment: Option<String>,
    parts: &[String],
) -> Result<Resolved, NotationError> {
    let found: Vec<Turn> = if parts.len() == 1 && parts[0] == "pass" {
        let passes: Vec<Turn> = pos
            .legal_turns()
            .into_iter()
            .filter(|t| t.is_pass())
            .collect();
        if passes.is_empty() {
            return Err(NotationError::illegal(
                "you cannot pass: passing is allowed only when you have no legal move",
            ));
        }
        passes
    } else if parts.iter().any(|p| p == "pass") {
        return Err(NotationError::syntax(
            "“pass” is a whole turn on its own and cannot be combined with moves",
        ));
    } else if parts.iter().all(|p| san_read::looks_abbreviated(p)) {
        abbreviated(pos, parts)?
    } else {
        let sub = syntax::parse(pos.variant().equipment(), parts)?;
        let plain: Vec<_> = sub.parts.iter().map(|(p, _)| p.clone()).collect();
        let (e, s) = (pos.variant().equipment(), pos.state());
        let found: Vec<Turn> = pos
            .legal_turns_starting(&|m| Spec::new(e, s, m).consume(e, &plain, 0).is_some())
            .into_iter()
            .filter(|t| full::matches(pos, t, &plain))
            .collect();
        if found.is_empty() {
            return Err(explain::full(pos, &pos.legal_turns(), &sub));
        }
        found
    };
    match found.as_slice() {
        [turn] => Ok(Resolved {
            turn: *turn,
            canonical: canonical(pos, turn),
            comment,
        }),
        [] => Err(NotationError::illegal(format!(
            "“{}” is not a legal turn here",
            body.trim()
        ))),
        many => Err(ambiguous(pos, body.trim(), many)),
    }
}

fn ambiguous(pos: &Position, text: &str, turns: &[Turn]) -> NotationError {
    let names: Vec<String> = turns
        .iter()
        .map(|t| format!("“{}”", canonical(pos, t)))
        .collect();
    NotationError::ambiguous(format!(
        "“{text}” could mean {}; write the one you mean in full",
        names.join(" or ")
    ))
}

/// Reads each part as one component in abbreviated notation. A part with two readings
/// (`bc6`: a pawn from the b-file, or Black's bishop in lower case) may take either;
/// when both fit a legal turn the submission is ambiguous and the message says why.
fn abbreviated(pos: &Position, parts: &[String]) -> Result<Vec<Turn>, NotationError> {
    let e = pos.variant().equipment();
    let readings = parts
        .iter()
        .enumerate()
        .map(|(i, p)| san_read::readings(e, i, p))
        .collect::<Result<Vec<Vec<San>>, _>>()?;
    let s = pos.state();
    let found: Vec<Turn> = pos
        .legal_turns_starting(&|m| {
            let spec = Spec::new(e, s, m);
            readings[0]
                .iter()
                .any(|san| san_read::component_is(e, &spec, san))
        })
        .into_iter()
        .filter(|t| t.len() == readings.len() && readings_match(pos, t, &readings))
        .collect();
    if found.is_empty() {
        let likeliest: Vec<San> = readings.iter().map(|r| r[0].clone()).collect();
        return Err(explain_san::abbreviated(
            pos,
            &pos.legal_turns(),
            parts,
            &likeliest,
        ));
    }
    if found.len() > 1 {
        for (i, r) in readings.iter().enumerate().filter(|(_, r)| r.len() > 1) {
            let fits = |san: &San| {
                found.iter().any(|t| {
                    full::specs(pos, t)
                        .get(i)
                        .is_some_and(|(sp, _)| san_read::component_is(e, sp, san))
                })
            };
            if r.iter().all(fits) {
                return Err(two_readings(pos, &parts[i], r, &found));
            }
        }
    }
    Ok(found)
}

/// A part that reads both as a pawn's move and as Black's piece written in lower case.
fn two_readings(pos: &Position, text: &str, readings: &[San], turns: &[Turn]) -> NotationError {
    let label = readings
        .iter()
        .find_map(|r| match r {
            San::Move { label, .. } | San::Drop { label, .. } if san_read::is_lower(label) => {
                Some(label.len())
            }
            _ => None,
        })
        .unwrap_or(0);
    let upper = text[..label].to_ascii_uppercase() + &text[label..];
    let names: Vec<String> = turns
        .iter()
        .map(|t| format!("“{}”", canonical(pos, t)))
        .collect();
    NotationError::ambiguous(format!(
        "“{text}” can be read two ways: a lower-case letter first is a pawn's file, and it is \
         also how Black's pieces are written; it could mean {}. Write the piece letter in \
         upper case (“{upper}”) for the piece, or the move in full",
        names.join(" or ")
    ))
}

/// Whether each component of `turn` fits one reading of the matching part.
fn readings_match(pos: &Position, turn: &Turn, readings: &[Vec<San>]) -> bool {
    let e = pos.variant().equipment();
    full::specs(pos, turn)
        .iter()
        .zip(readings)
        .all(|((spec, _), r)| r.iter().any(|san| san_read::component_is(e, spec, san)))
}

/// The component `index` of each turn, for explanations.
pub(crate) fn components(pos: &Position, turns: &[Turn], index: usize) -> Vec<Spec> {
    turns
        .iter()
        .filter_map(|t| full::specs(pos, t).into_iter().nth(index).map(|(s, _)| s))
        .collect()
}
