//! Stage one for full algebraic notation: text to a syntax value.
//!
//! Follows the lexical rules of `notation.md`: split off the `//` comment, split on `;`,
//! drop whitespace next to `-` and `*`, then read each part as a move, a placement or a
//! removal. Coordinates and labels are checked against the variant (a square off the
//! board or an unknown label is a syntax error); nothing here looks at the position.

use super::error::SyntaxError;
use super::why::Why;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;

/// One `;`-separated part of a full-notation submission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    /// `[label ]from-to`.
    Move {
        label: Option<Piece>,
        from: Square,
        to: Square,
    },
    /// `label-sq` or `label*sq`.
    Place { piece: Piece, to: Square },
    /// `@-sq` or `sq-`.
    Remove { sq: Square },
    /// `*-sq`: a wall comes onto the square (`walling`).
    Wall { to: Square },
}

/// A full-notation submission read part by part, each with its trimmed text for
/// messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FullParts {
    pub parts: Vec<(Part, String)>,
}

/// Splits off the `//` comment: (body, comment). An empty comment is no comment.
pub(crate) fn split_comment(text: &str) -> (&str, Option<String>) {
    match text.find("//") {
        Some(i) => {
            let comment = text[i + 2..].trim();
            (
                &text[..i],
                (!comment.is_empty()).then(|| comment.to_string()),
            )
        }
        None => (text, None),
    }
}

/// Splits a body on `;` into trimmed parts; an empty part is an error.
pub(crate) fn split_parts(body: &str) -> Result<Vec<String>, SyntaxError> {
    let body = body.trim();
    if body.is_empty() {
        return Err(SyntaxError::new(Why::EmptyMove));
    }
    let parts: Vec<String> = body.split(';').map(|p| p.trim().to_string()).collect();
    if let Some(i) = parts.iter().position(|p| p.is_empty()) {
        return Err(SyntaxError::new(Why::EmptyPart { part: i }));
    }
    Ok(parts)
}

/// Where a part went wrong, in words: "part 2 (Q-e9), at character 3: ...".
fn at(index: usize, part: &str, char_pos: usize, what: Why) -> SyntaxError {
    SyntaxError::new(what)
        .in_part(index, part)
        .at_char(char_pos)
}

/// Removes whitespace directly next to `-` and `*` (lexical rule 2).
fn squeeze(part: &str) -> String {
    let chars: Vec<char> = part.chars().collect();
    // `next[i]`: the first non-whitespace character from `i` on. Precomputed, so that
    // a long run of spaces costs its length, not its square.
    let mut next = vec![None; chars.len() + 1];
    for i in (0..chars.len()).rev() {
        next[i] = if chars[i].is_whitespace() {
            next[i + 1]
        } else {
            Some(chars[i])
        };
    }
    let mut prev = None;
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_whitespace() {
            if matches!(prev, Some('-' | '*')) || matches!(next[i + 1], Some('-' | '*')) {
                continue;
            }
        } else {
            prev = Some(c);
        }
        out.push(c);
    }
    out
}

/// Reads the parts of a full-notation submission.
pub(crate) fn parse(e: &Equipment, parts: &[String]) -> Result<FullParts, SyntaxError> {
    let mut out = Vec::new();
    for (i, text) in parts.iter().enumerate() {
        out.push((parse_part(e, i, text)?, text.clone()));
    }
    Ok(FullParts { parts: out })
}

fn parse_part(e: &Equipment, index: usize, text: &str) -> Result<Part, SyntaxError> {
    let err = |token: &str, what: Why| {
        let pos = text.find(token).map(|b| text[..b].chars().count());
        at(index, text, pos.unwrap_or(0), what)
    };
    let first = text.split_whitespace().next().unwrap_or("");
    if first == "add" || first == "capture" {
        return Err(err(
            first,
            Why::CommandNotAccepted {
                command: first.to_string(),
            },
        ));
    }
    // `+P`: a promoted form's label, where the variant has such labels (shogi).
    let promoted_labels = e.kinds().iter().any(|k| k.label.starts_with('+'));
    let chars: Vec<char> = text.chars().collect();
    let label_plus =
        |i: usize| promoted_labels && chars.get(i + 1).is_some_and(|n| n.is_ascii_alphabetic());
    if let Some((_, &c)) = chars.iter().enumerate().find(|&(i, c)| {
        !(c.is_ascii_alphanumeric()
            || c.is_whitespace()
            || "-*@".contains(*c)
            || (*c == '+' && label_plus(i)))
    }) {
        let hint = match c {
            '=' => Why::EqualsInFullNotation,
            '+' | '#' | '!' | '?' => Why::MarkInFullNotation { mark: c },
            _ => Why::UnexpectedCharacter { character: c },
        };
        return Err(err(&c.to_string(), hint));
    }
    let s = squeeze(text);
    if s.starts_with('-') {
        return Err(err("-", Why::SquareRemovalWritten));
    }
    if let Some(rest) = s.strip_prefix("@-") {
        let sq = coord(e, rest).map_err(|e| err(rest, e))?;
        return Ok(Part::Remove { sq });
    }
    if let Some(rest) = s.strip_prefix("*-") {
        let to = coord(e, rest).map_err(|e| err(rest, e))?;
        return Ok(Part::Wall { to });
    }
    let (label, body) = match s.split_once(char::is_whitespace) {
        Some((l, b)) => (Some(l), b.trim()),
        None => (None, s.as_str()),
    };
    if body.contains(char::is_whitespace) {
        return Err(err(body, Why::TooManyWords));
    }
    if let Some(l) = label
        && looks_like_coord(l)
    {
        return Err(err(
            l,
            Why::SquareBeforeSpace {
                square: l.to_string(),
            },
        ));
    }
    let label_piece = |l: &str| piece_label(e, l).map_err(|e| err(l, e));
    if let Some((left, right)) = body.split_once('*') {
        if label.is_some() || left.is_empty() {
            return Err(err("*", Why::PlacementForm));
        }
        let piece = label_piece(left)?;
        let to = coord(e, right).map_err(|e| err(right, e))?;
        return Ok(Part::Place { piece, to });
    }
    let Some((left, right)) = body.split_once('-') else {
        let hint = if body.contains('x') && body.len() > 3 {
            Why::CaptureMark
        } else {
            Why::ExpectedFromTo {
                found: body.to_string(),
            }
        };
        return Err(err(body, hint));
    };
    if right.contains('-') {
        return Err(err(right, Why::TwoHyphens));
    }
    if right.is_empty() {
        if label.is_some() {
            return Err(err("-", Why::LabelledRemoval));
        }
        let sq = coord(e, left).map_err(|e| err(left, e))?;
        return Ok(Part::Remove { sq });
    }
    if left.is_empty() {
        return Err(err("-", Why::SquareRemoval));
    }
    let is_label = left
        .strip_prefix('+')
        .unwrap_or(left)
        .chars()
        .all(|c| c.is_ascii_alphabetic());
    if looks_like_coord(left) || !is_label {
        let from = coord(e, left).map_err(|e| err(left, e))?;
        let to = coord(e, right).map_err(|e| err(right, e))?;
        let label = match label {
            Some(l) => Some(label_piece(l)?),
            None => None,
        };
        return Ok(Part::Move { label, from, to });
    }
    if let Some(l) = label {
        return Err(err(
            left,
            Why::SquareAfterLabel {
                label: l.to_string(),
                found: left.to_string(),
            },
        ));
    }
    let piece = label_piece(left)?;
    let to = coord(e, right).map_err(|e| err(right, e))?;
    Ok(Part::Place { piece, to })
}

/// A letter followed by digits (in either case): meant as a square.
fn looks_like_coord(t: &str) -> bool {
    let mut chars = t.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.clone().next().is_some()
        && chars.all(|c| c.is_ascii_digit())
}

/// A lower-case coordinate naming a square of this board.
pub(crate) fn coord(e: &Equipment, t: &str) -> Result<Square, Why> {
    if t.is_empty() {
        return Err(Why::ExpectedSquare);
    }
    if t.contains('x') && t.len() > 3 {
        return Err(Why::CaptureMarkInSquare {
            written: t.to_string(),
        });
    }
    if looks_like_coord(t) && t.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Err(Why::UpperCaseSquare {
            write: t.to_lowercase(),
            not: t.to_string(),
        });
    }
    if !looks_like_coord(t) {
        return Err(Why::ExpectedSquareFound {
            found: t.to_string(),
        });
    }
    let g = e.geometry();
    g.parse_square(t).ok_or_else(|| {
        let last = g
            .square_at_index(g.width() - 1, g.height() - 1)
            .map_or("?", |sq| g.name_of(sq));
        Why::OffBoard {
            square: t.to_string(),
            last: last.to_string(),
        }
    })
}

/// A piece label of this variant, case-sensitive.
pub(crate) fn piece_label(e: &Equipment, t: &str) -> Result<Piece, Why> {
    let letters = t.strip_prefix('+').unwrap_or(t);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(Why::ExpectedLabel {
            found: t.to_string(),
        });
    }
    e.piece_by_label(t).ok_or_else(|| {
        if let Some(k) = e.kind_by_label_any_case(t) {
            let label = &e.kind(k).label;
            return Why::LabelCase {
                white: label.clone(),
                black: label.to_lowercase(),
                not: t.to_string(),
            };
        }
        let known: Vec<String> = e.kinds().iter().map(|k| k.label.clone()).collect();
        Why::UnknownLabel {
            label: t.to_string(),
            known,
        }
    })
}
