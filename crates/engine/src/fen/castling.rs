//! The castling field of the position notation: `KQkq` where each side has at most
//! one castling each way, otherwise the files of the rooks that may still castle.

use super::error::ParseFenError;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::setup::CastlingRight;
use crate::square::Square;

/// Whether K/Q letters name each right unambiguously.
fn uses_kq(e: &Equipment, rights: &[(Color, Square, Square)]) -> bool {
    let g = &e.geometry;
    Color::BOTH.iter().all(|&c| {
        let sides: Vec<bool> = rights
            .iter()
            .filter(|r| r.0 == c)
            .map(|r| g.file(r.2) > g.file(r.1))
            .collect();
        sides.iter().filter(|&&k| k).count() <= 1 && sides.iter().filter(|&&k| !k).count() <= 1
    })
}

/// The rights a castling field names.
pub(super) fn read(e: &Equipment, text: &str) -> Result<Vec<CastlingRight>, ParseFenError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let g = &e.geometry;
    let rights = e.castle_rights();
    let kq = uses_kq(e, rights);
    let mut out = Vec::new();
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let lower = c.to_ascii_lowercase();
        let right = rights.iter().find(|r| {
            r.0 == color
                && match lower {
                    'k' if kq => g.file(r.2) > g.file(r.1),
                    'q' if kq => g.file(r.2) < g.file(r.1),
                    f => g.file(r.2).letter() == f,
                }
        });
        let Some(&(_, _, rook)) = right else {
            return Err(ParseFenError::Castling(format!(
                "'{c}' is not a castling right of this game"
            )));
        };
        out.push(CastlingRight { color, rook });
    }
    // A set of rights: in the variant's order, each once, however it was written.
    out.sort();
    out.dedup();
    Ok(out)
}

/// The letter a right is written with: `K`/`Q` (`k`/`q` for Black) where those tell
/// each right apart, otherwise the file of its rook; `None` for a right the variant
/// does not have.
pub(crate) fn letter(e: &Equipment, right: CastlingRight) -> Option<char> {
    let rights = e.castle_rights();
    let &(color, king, rook) = rights
        .iter()
        .find(|r| r.0 == right.color && r.2 == right.rook)?;
    Some(letter_of(e, uses_kq(e, rights), color, king, rook))
}

/// The letter of the right of `color` with king and rook on these squares, `kq` when
/// the variant's rights are written `KQkq`.
fn letter_of(e: &Equipment, kq: bool, color: Color, king: Square, rook: Square) -> char {
    let g = &e.geometry;
    let letter = if !kq {
        g.file(rook).letter()
    } else if g.file(rook) > g.file(king) {
        'k'
    } else {
        'q'
    };
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

/// The castling field of these rights, in the order of the variant's rights (`K`
/// before `Q` where those letters are used), or `-` for none.
pub(super) fn write(e: &Equipment, held: &[CastlingRight]) -> String {
    if held.is_empty() {
        return "-".into();
    }
    let rights = e.castle_rights();
    let kq = uses_kq(e, rights);
    let mut out: Vec<char> = rights
        .iter()
        .filter(|&&(color, _, rook)| held.contains(&CastlingRight { color, rook }))
        .map(|&(color, king, rook)| letter_of(e, kq, color, king, rook))
        .collect();
    if kq {
        out.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
    }
    if out.is_empty() {
        "-".into()
    } else {
        out.into_iter().collect()
    }
}
