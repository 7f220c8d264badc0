//! The castling field of the position notation: `KQkq` where each side has at most
//! one castling each way, otherwise the files of the rooks that may still castle.

use super::{FenError, err};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::geometry::Square;
use crate::state::State;

/// The castling rights of a variant: (colour, king square, rook square).
fn castle_rights(e: &Equipment) -> Vec<(Color, Square, Square)> {
    let mut out: Vec<(Color, Square, Square)> = e
        .castlings
        .iter()
        .map(|c| (c.color, c.king_from, c.rook_from))
        .collect();
    out.extend(e.extra_castle_rights.iter().copied());
    out.sort_by_key(|&(c, _, r)| (c, r));
    out.dedup();
    out
}

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

pub(super) fn parse_castling(e: &Equipment, s: &mut State, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let g = &e.geometry;
    let rights = castle_rights(e);
    let kq = uses_kq(e, &rights);
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
                    f => g.file(r.2) == (f as u8).wrapping_sub(b'a') as usize,
                }
        });
        let Some(&(_, king, rook)) = right else {
            return err(format!("'{c}' is not a castling right of this game"));
        };
        let present = |sq: Square| s.piece(sq).is_some_and(|p| p.color() == color);
        let rook_ok = s
            .piece(rook)
            .is_some_and(|p| p.color() == color && e.castle_partner == Some(p.kind()))
            || awaits_rook(e, s, color, rook);
        if !present(king) || !rook_ok {
            return err(format!(
                "castling right '{c}' needs the king on {} and the rook on {}",
                g.name(king),
                g.name(rook)
            ));
        }
        s.virgin.set(king);
        s.virgin.set(rook);
    }
    Ok(())
}

/// A castling right kept for a rook still in the reserve (Meteoric's rooks in reserve):
/// its square is empty and the side still holds a rook to drop there. Without a
/// reserve an empty rook square never carries a right, as in orthodox FEN.
fn awaits_rook(e: &Equipment, s: &State, color: Color, rook: Square) -> bool {
    s.is_empty(rook)
        && e.reserve_slots()
            .iter()
            .enumerate()
            .any(|(i, slot)| Some(slot.kind) == e.castle_partner && s.reserve[color.index()][i] > 0)
}

/// The castling field of a state.
pub fn castling_text(e: &Equipment, s: &State) -> String {
    let g = &e.geometry;
    let rights = castle_rights(e);
    let kq = uses_kq(e, &rights);
    let mut out = String::new();
    for &(color, king, rook) in &rights {
        let held = s.virgin.has(king)
            && s.virgin.has(rook)
            && s.piece(king)
                .is_some_and(|p| p.color() == color && e.kind(p.kind()).royal)
            && (s
                .piece(rook)
                .is_some_and(|p| p.color() == color && e.castle_partner == Some(p.kind()))
                || awaits_rook(e, s, color, rook));
        if !held {
            continue;
        }
        let letter = if kq {
            if g.file(rook) > g.file(king) {
                'k'
            } else {
                'q'
            }
        } else {
            (b'a' + g.file(rook) as u8) as char
        };
        out.push(if color == Color::White {
            letter.to_ascii_uppercase()
        } else {
            letter
        });
    }
    // K before Q, as FEN writes them.
    if kq {
        let mut chars: Vec<char> = out.chars().collect();
        chars.sort_by_key(|c| (c.is_ascii_lowercase(), *c != 'K' && *c != 'k'));
        out = chars.into_iter().collect();
    }
    if out.is_empty() { "-".into() } else { out }
}
