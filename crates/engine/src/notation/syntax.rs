//! Stage one for full algebraic notation: text to a syntax value.
//!
//! Follows the lexical rules of `notation.md`: split off the `//` comment, split on `;`,
//! drop whitespace next to `-` and `*`, then read each part as a move, a placement or a
//! removal. Coordinates and labels are checked against the variant (a square off the
//! board or an unknown label is a syntax error); nothing here looks at the position.

use super::error::SyntaxError;
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
        return Err(SyntaxError::new(
            "the move is empty: write a move such as “P e2-e4”",
        ));
    }
    let parts: Vec<String> = body.split(';').map(|p| p.trim().to_string()).collect();
    if let Some(i) = parts.iter().position(|p| p.is_empty()) {
        return Err(SyntaxError::new(format!(
            "part {} is empty: remove the extra “;” or write a move there",
            i + 1
        )));
    }
    Ok(parts)
}

/// Where a part went wrong, in words: "part 2 (Q-e9), at character 3: ...".
fn at(index: usize, part: &str, char_pos: usize, what: impl std::fmt::Display) -> SyntaxError {
    SyntaxError::new(what.to_string())
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
    let err = |token: &str, what: String| {
        let pos = text.find(token).map(|b| text[..b].chars().count());
        at(index, text, pos.unwrap_or(0), what)
    };
    let first = text.split_whitespace().next().unwrap_or("");
    if first == "add" || first == "capture" {
        return Err(err(
            first,
            format!(
                "the “{first}” command is not accepted here; write a promotion as a move and a \
                 placement, as in “P e7-e8; N-e8”"
            ),
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
            '=' => "“=” is not part of full notation: write a promotion as a move then a \
                    placement, as in “P e7-e8; Q-e8”"
                .to_string(),
            '+' | '#' | '!' | '?' => format!(
                "“{c}” is not part of full notation: leave it out, or write the whole move \
                 in abbreviated notation (“Nf3+”)"
            ),
            _ => format!("unexpected character “{c}”"),
        };
        return Err(err(&c.to_string(), hint));
    }
    let s = squeeze(text);
    if s.starts_with('-') {
        return Err(err(
            "-",
            "square removal is not allowed in this game (“-e4” would delete the square)".into(),
        ));
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
        return Err(err(
            body,
            "expected “label from-to”, such as “P e2-e4”; there are too many words".into(),
        ));
    }
    if let Some(l) = label
        && looks_like_coord(l)
    {
        return Err(err(
            l,
            format!("expected a piece label before the space, found the square “{l}”"),
        ));
    }
    let label_piece = |l: &str| piece_label(e, l).map_err(|e| err(l, e));
    if let Some((left, right)) = body.split_once('*') {
        if label.is_some() || left.is_empty() {
            return Err(err(
                "*",
                "a placement is written “label*square”, as in “N*d2”".into(),
            ));
        }
        let piece = label_piece(left)?;
        let to = coord(e, right).map_err(|e| err(right, e))?;
        return Ok(Part::Place { piece, to });
    }
    let Some((left, right)) = body.split_once('-') else {
        let hint = if body.contains('x') && body.len() > 3 {
            "“x” is not part of full notation: write the move with a hyphen, as in \
             “P e4-d5”"
                .to_string()
        } else {
            format!(
                "expected “from-to” (such as “e2-e4”) or a placement (such as “N-d2”), found \
                 “{body}”"
            )
        };
        return Err(err(body, hint));
    };
    if right.contains('-') {
        return Err(err(right, "a part has at most one “-”".into()));
    }
    if right.is_empty() {
        if label.is_some() {
            return Err(err(
                "-",
                "a removal is written “e5-” or “@-e5”, without a label".into(),
            ));
        }
        let sq = coord(e, left).map_err(|e| err(left, e))?;
        return Ok(Part::Remove { sq });
    }
    if left.is_empty() {
        return Err(err(
            "-",
            "square removal is not allowed in this game".into(),
        ));
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
            format!("expected a square after the label “{l}”, found “{left}”"),
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
pub(crate) fn coord(e: &Equipment, t: &str) -> Result<Square, String> {
    if t.is_empty() {
        return Err("expected a square such as “e4”".into());
    }
    if t.contains('x') && t.len() > 3 {
        return Err(format!(
            "“x” is not part of full notation: write the move with a hyphen, not “{t}”"
        ));
    }
    if looks_like_coord(t) && t.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Err(format!(
            "coordinates must be lower case: write “{}”, not “{t}”",
            t.to_lowercase()
        ));
    }
    if !looks_like_coord(t) {
        return Err(format!("expected a square such as “e4”, found “{t}”"));
    }
    let g = e.geometry();
    g.parse_square(t).ok_or_else(|| {
        let last = g
            .square_at_index(g.width() - 1, g.height() - 1)
            .map_or("?", |sq| g.name_of(sq));
        format!("“{t}” is not a square of this board (a1 to {last})")
    })
}

/// A piece label of this variant, case-sensitive.
pub(crate) fn piece_label(e: &Equipment, t: &str) -> Result<Piece, String> {
    let letters = t.strip_prefix('+').unwrap_or(t);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(format!("expected a piece label, found “{t}”"));
    }
    e.piece_by_label(t).ok_or_else(|| {
        if let Some(k) = e.kind_by_label_any_case(t) {
            let label = &e.kind(k).label;
            return format!(
                "labels are case-sensitive: write “{label}” for White and “{}” for Black, \
                 not “{t}”",
                label.to_lowercase()
            );
        }
        let known: Vec<String> = e.kinds().iter().map(|k| k.label.clone()).collect();
        format!(
            "unknown piece label “{t}”; this game's pieces are {} (lower case for Black)",
            known.join(", ")
        )
    })
}
