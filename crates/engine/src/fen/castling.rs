//! The castling field of the position notation: `KQkq` where each side has at most
//! one castling each way, otherwise the files of the rooks that may still castle.

use super::error::ParseFenError;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::setup::{CastlingRight, Setup};
use crate::square::Square;

/// Whether K/Q letters name each right unambiguously.
fn uses_kq(e: &Equipment, rights: &[(Color, Square, Square)]) -> bool {
    if e.castling_any_file {
        return false;
    }
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

/// The rights a castling field names, on the board `setup` holds.
pub(super) fn read(
    e: &Equipment,
    setup: &Setup,
    text: &str,
) -> Result<Vec<CastlingRight>, ParseFenError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    if e.castling_any_file {
        return read_any_file(e, setup, text);
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
                    // With gates, a file letter beside `KQ` is a gate (`H`: the rook
                    // that may no longer castle has not moved yet).
                    _ if kq && e.gating => false,
                    f => g.file(r.2).letter() == f,
                }
        });
        let Some(&(_, _, rook)) = right else {
            if gate_file(e, c).is_some() {
                continue;
            }
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

/// `gating`: the file a letter of the castling field names as a gate (`B`, `c`).
fn gate_file(e: &Equipment, c: char) -> Option<usize> {
    let f = usize::from((c.to_ascii_lowercase() as u8).wrapping_sub(b'a'));
    (e.gating && c.is_ascii_alphabetic() && f < e.geometry.width()).then_some(f)
}

/// `gating`: the open gates a castling field names: its file letters that are no
/// castling right, and the king's and rook's squares of every right it holds.
pub(super) fn read_gates(
    e: &Equipment,
    setup: &Setup,
    text: &str,
    rights: &[CastlingRight],
) -> Vec<Square> {
    if !e.gating {
        return Vec::new();
    }
    let g = &e.geometry;
    let mut out = Vec::new();
    for &(color, king, rook) in e.castle_rights() {
        if rights.contains(&CastlingRight { color, rook }) {
            out.extend([king, rook]);
        }
    }
    let named = read(e, setup, text).unwrap_or_default();
    for c in text.chars().filter(|c| *c != '-') {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let is_right = named
            .iter()
            .any(|r| r.color == color && letter(e, *r).is_some_and(|l| l == c));
        if is_right {
            continue;
        }
        if let Some(f) = gate_file(e, c) {
            let rank = match color {
                Color::White => 0,
                Color::Black => g.height() - 1,
            };
            if let Some(sq) = g.square_at_index(f, rank) {
                out.push(sq);
            }
        }
    }
    out.sort();
    out.dedup();
    out
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
pub(super) fn write(e: &Equipment, held: &[CastlingRight], gates: &[Square]) -> String {
    let rights = e.castle_rights();
    // Gates the rights held do not imply, by file: White's then Black's.
    let implied: Vec<Square> = rights
        .iter()
        .filter(|&&(color, _, rook)| held.contains(&CastlingRight { color, rook }))
        .flat_map(|&(_, king, rook)| [king, rook])
        .collect();
    let g = &e.geometry;
    let mut own_gates: Vec<(bool, char)> = gates
        .iter()
        .filter(|sq| !implied.contains(sq))
        .map(|&sq| {
            let black = g.relative_rank(sq, true) != 0;
            let letter = g.file(sq).letter();
            (
                black,
                if black {
                    letter
                } else {
                    letter.to_ascii_uppercase()
                },
            )
        })
        .collect();
    own_gates.sort();
    if held.is_empty() && own_gates.is_empty() {
        return "-".into();
    }
    let kq = uses_kq(e, rights);
    let mut out: Vec<char> = rights
        .iter()
        .filter(|&&(color, _, rook)| held.contains(&CastlingRight { color, rook }))
        .map(|&(color, king, rook)| letter_of(e, kq, color, king, rook))
        .collect();
    if kq {
        out.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
    } else if e.castling_any_file {
        // Each rook's right once (it is listed for every king file), and the kingside
        // one first as Fairy-Stockfish writes them: the higher file first.
        out.sort_by_key(|c| {
            (
                c.is_ascii_lowercase(),
                std::cmp::Reverse(c.to_ascii_lowercase()),
            )
        });
        out.dedup();
    }
    // Fairy-Stockfish's order: White's rights and gates, then Black's.
    let black_from = out
        .iter()
        .position(|c| c.is_ascii_lowercase())
        .unwrap_or(out.len());
    let white_gates = own_gates.iter().filter(|(b, _)| !b).map(|(_, c)| *c);
    let black_gates = own_gates.iter().filter(|(b, _)| *b).map(|(_, c)| *c);
    let mut out: Vec<char> = out[..black_from]
        .iter()
        .copied()
        .chain(white_gates)
        .chain(out[black_from..].iter().copied())
        .chain(black_gates)
        .collect();
    out.dedup();
    if out.is_empty() {
        "-".into()
    } else {
        out.into_iter().collect()
    }
}

/// `any_file` (Chess960): the rights named by the partners' files (Shredder-FEN), or by
/// `K`/`Q` for the outermost partner on that side of the king (X-FEN).
fn read_any_file(
    e: &Equipment,
    setup: &Setup,
    text: &str,
) -> Result<Vec<CastlingRight>, ParseFenError> {
    let g = &e.geometry;
    let rights = e.castle_rights();
    let mut out = Vec::new();
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let own = |sq: Square, partner: bool| {
            setup.piece_at(sq).is_some_and(|p| {
                p.color() == color
                    && match partner {
                        true => e.is_castle_partner(p.kind()),
                        false => e.kind(p.kind()).castling.is_some(),
                    }
            })
        };
        let rook = match c.to_ascii_lowercase() {
            side @ ('k' | 'q') => {
                let king = rights.iter().find(|r| r.0 == color && own(r.1, false));
                king.and_then(|&(_, king, _)| {
                    let outward = |sq: &Square| match side {
                        'k' => g.file(*sq) > g.file(king),
                        _ => g.file(*sq) < g.file(king),
                    };
                    let partners = rights
                        .iter()
                        .filter(|r| r.0 == color && r.1 == king && outward(&r.2) && own(r.2, true))
                        .map(|r| r.2);
                    match side {
                        'k' => partners.max_by_key(|sq| g.file(*sq)),
                        _ => partners.min_by_key(|sq| g.file(*sq)),
                    }
                })
            }
            f => rights
                .iter()
                .find(|r| r.0 == color && g.file(r.2).letter() == f)
                .map(|r| r.2),
        };
        let Some(rook) = rook else {
            return Err(ParseFenError::Castling(format!(
                "'{c}' is not a castling right of this position"
            )));
        };
        out.push(CastlingRight { color, rook });
    }
    out.sort();
    out.dedup();
    Ok(out)
}
