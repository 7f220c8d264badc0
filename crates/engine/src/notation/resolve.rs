//! Stage two of reading: a submission matched against the legal turns, exactly one of
//! which must match; and `resolve`, both stages in one call, the entry point of reading.
//! Resolving is pure: the position is not changed.

use super::error::{NotationError, ResolveError};
use super::full::{self, Spec};
use super::san_read::{self, San};
use super::submission::{self, Reading, Submission};
use super::syntax::FullParts;
use super::why::Why;
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

/// Reads `text` (full or abbreviated notation) as one legal turn of `pos`: both stages
/// in one call. A finished game refuses any text that splits into parts, before its
/// parts are read.
pub fn resolve(pos: &Position, text: &str) -> Result<Resolved, NotationError> {
    let (body, comment, parts) = submission::split(text)?;
    let one = parts.len() == 1;
    let single = |e: ResolveError| if one { e.of_one_part() } else { e };
    if let Some(o) = pos.outcome() {
        return Err(single(ResolveError::game_over(&o)).into());
    }
    let sub = submission::read(pos.variant(), body, comment, parts)?;
    Ok(sub.resolve_open(pos).map_err(single)?)
}

impl Submission {
    /// Stage two: the one legal turn of `pos` this submission names.
    ///
    /// Only the legal turns whose first move fits the first part written are listed:
    /// for turns of several moves that is a small part of the list. The whole list is
    /// made only to explain a submission that matches nothing.
    pub fn resolve(&self, pos: &Position) -> Result<Resolved, ResolveError> {
        let game_over = pos.outcome().map(|o| ResolveError::game_over(&o));
        let one = self.parts.len() == 1;
        match game_over {
            Some(e) => Err(e),
            None => self.resolve_open(pos),
        }
        .map_err(|e| if one { e.of_one_part() } else { e })
    }

    /// Stage two in a game known not to be over (its outcome, which lists turns to be
    /// found, is asked once).
    fn resolve_open(&self, pos: &Position) -> Result<Resolved, ResolveError> {
        if pos.variant().definition_hash() != self.variant {
            return Err(ResolveError::illegal(Why::OtherVariant));
        }
        let found: Vec<Turn> = match &self.reading {
            Reading::Pass => {
                let passes: Vec<Turn> = pos
                    .legal_turns()
                    .into_iter()
                    .filter(|t| t.is_pass())
                    .collect();
                if passes.is_empty() {
                    return Err(ResolveError::illegal(Why::CannotPass));
                }
                passes
            }
            Reading::Abbreviated(readings) => abbreviated(pos, &self.parts, readings)?,
            Reading::Full(sub) => full_turns(pos, sub)?,
        };
        match found.as_slice() {
            [turn] => Ok(Resolved {
                turn: *turn,
                canonical: canonical(pos, turn),
                comment: self.comment.clone(),
            }),
            [] => Err(ResolveError::illegal(Why::NotLegal {
                written: self.body.clone(),
            })),
            many => Err(ambiguous(pos, &self.body, many)),
        }
    }
}

/// The legal turns a full-notation submission describes exactly.
fn full_turns(pos: &Position, sub: &FullParts) -> Result<Vec<Turn>, ResolveError> {
    let plain: Vec<_> = sub.parts.iter().map(|(p, _)| p.clone()).collect();
    let (e, s) = (pos.variant().equipment(), pos.state());
    let found: Vec<Turn> = pos
        .legal_turns_starting(&|m| Spec::new(e, s, m).consume(e, &plain, 0).is_some())
        .into_iter()
        .filter(|t| full::matches(pos, t, &plain))
        .collect();
    if found.is_empty() {
        return Err(explain::full(pos, &pos.legal_turns(), sub));
    }
    Ok(found)
}

fn ambiguous(pos: &Position, text: &str, turns: &[Turn]) -> ResolveError {
    ResolveError::ambiguous(Why::CouldMean {
        written: text.to_string(),
        turns: turns.iter().map(|t| canonical(pos, t)).collect(),
    })
}

/// Reads each part as one component in abbreviated notation. A part with two readings
/// (`bc6`: a pawn from the b-file, or Black's bishop in lower case) may take either;
/// when both fit a legal turn the submission is ambiguous and the message says why.
fn abbreviated(
    pos: &Position,
    parts: &[String],
    readings: &[Vec<San>],
) -> Result<Vec<Turn>, ResolveError> {
    let e = pos.variant().equipment();
    let s = pos.state();
    let found: Vec<Turn> = pos
        .legal_turns_starting(&|m| {
            let spec = Spec::new(e, s, m);
            readings[0]
                .iter()
                .any(|san| san_read::component_is(e, &spec, san))
        })
        .into_iter()
        .filter(|t| t.len() == readings.len() && readings_match(pos, t, readings))
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
fn two_readings(pos: &Position, text: &str, readings: &[San], turns: &[Turn]) -> ResolveError {
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
    ResolveError::ambiguous(Why::TwoReadings {
        written: text.to_string(),
        upper,
        turns: turns.iter().map(|t| canonical(pos, t)).collect(),
    })
}

/// Whether each component of `turn` fits one reading of the matching part.
fn readings_match(pos: &Position, turn: &Turn, readings: &[Vec<San>]) -> bool {
    let e = pos.variant().equipment();
    full::specs(pos, turn)
        .iter()
        .zip(readings)
        .all(|((spec, _), r)| r.iter().any(|san| san_read::component_is(e, spec, san)))
}
