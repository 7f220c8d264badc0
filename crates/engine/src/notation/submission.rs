//! Stage one of reading: a submission's text to a syntax value, without a position.
//!
//! Full algebraic notation (`P e2-e4`) and abbreviated notation (`e4`) are told apart by
//! shape: a part with a space, `-` or `*` (other than castling's `O-O`) is full
//! notation. Squares and labels are checked against the variant (a square off the board
//! or an unknown label is a syntax error); which turn the text names is stage two's
//! business (`Submission::resolve`).

use super::error::SyntaxError;
use super::san_read::{self, San};
use super::syntax::{self, FullParts};
use super::why::Why;
use crate::definition_hash::DefinitionHash;
use crate::equipment::Equipment;
use crate::variant::Variant;

/// A submission as read: its parts, each a component in full or abbreviated notation
/// (or a pass), and its comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// The definition of the variant it was read for: it names squares and pieces of
    /// that variant only.
    pub(super) variant: DefinitionHash,
    /// The text without its comment, trimmed, for messages.
    pub(super) body: String,
    pub(super) comment: Option<String>,
    pub(super) parts: Vec<String>,
    pub(super) reading: Reading,
}

/// What the parts read as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Reading {
    /// `pass`, a whole turn.
    Pass,
    /// Each part in abbreviated notation, with every reading it has, the likelier first.
    Abbreviated(Vec<Vec<San>>),
    Full(FullParts),
}

impl Submission {
    /// Reads `text` (full or abbreviated notation, and an optional `//` comment) in
    /// `v`'s notation.
    pub fn parse(v: &Variant, text: &str) -> Result<Submission, SyntaxError> {
        let (body, comment, parts) = split(text)?;
        read(v, body, comment, parts)
    }

    /// The comment written after `//`, if any.
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// The parts as written, trimmed.
    pub fn parts(&self) -> &[String] {
        &self.parts
    }
}

/// The body, comment and `;`-separated parts of a submission's text.
pub(super) fn split(text: &str) -> Result<(&str, Option<String>, Vec<String>), SyntaxError> {
    let (body, comment) = syntax::split_comment(text);
    let parts = syntax::split_parts(body)?;
    Ok((body, comment, parts))
}

/// Reads split parts into a submission of `v`.
pub(super) fn read(
    v: &Variant,
    body: &str,
    comment: Option<String>,
    parts: Vec<String>,
) -> Result<Submission, SyntaxError> {
    let one = parts.len() == 1;
    let reading =
        reading(v.equipment(), &parts).map_err(|e| if one { e.of_one_part() } else { e })?;
    Ok(Submission {
        variant: v.definition_hash(),
        body: body.trim().to_string(),
        comment,
        parts,
        reading,
    })
}

fn reading(e: &Equipment, parts: &[String]) -> Result<Reading, SyntaxError> {
    if parts.len() == 1 && parts[0] == "pass" {
        return Ok(Reading::Pass);
    }
    if parts.iter().any(|p| p == "pass") {
        return Err(SyntaxError::new(Why::PassWithMoves));
    }
    if parts.iter().all(|p| san_read::looks_abbreviated(p)) {
        let readings = parts
            .iter()
            .enumerate()
            .map(|(i, p)| san_read::readings(e, i, p))
            .collect::<Result<Vec<Vec<San>>, _>>()?;
        return Ok(Reading::Abbreviated(readings));
    }
    Ok(Reading::Full(syntax::parse(e, parts)?))
}
