//! `[castling]`: the rooks (or other partners) each king castles with, checked against
//! the setup and compiled into the squares each castling passes.

use super::raw::RawCastling;
use crate::color::Color;
use crate::equipment::{Castling, Equipment};
use crate::geometry::Geometry;
use crate::setup::Setup;
use crate::square::Square;
use std::cmp::Reverse;

/// Castlings of both sides, read from the setup without castling rights (`bare`): the
/// king's square, its Betza castling distance, and each rook square named.
pub(super) fn castlings(
    e: &mut Equipment,
    bare: &Setup,
    raw: &RawCastling,
    problems: &mut Vec<String>,
) {
    let g = e.geometry.clone();
    e.castle_partners = partners(e, bare, raw, problems);
    let landing = match landing(&g, raw) {
        Ok(l) => l,
        Err(why) => {
            problems.push(why);
            return;
        }
    };
    e.castling_any_file = raw.any_file;
    let mirror = |list: &[String]| -> Vec<String> {
        list.iter()
            .filter_map(|s| g.parse_square(s))
            .filter_map(|sq| g.square_at_index(g.file_index(sq), g.height() - 1 - g.rank_index(sq)))
            .map(|sq| g.name_of(sq).to_string())
            .collect()
    };
    let black_rooks = raw
        .black_rooks
        .clone()
        .unwrap_or_else(|| mirror(&raw.rooks));
    let black_extra = raw
        .black_extra_rooks
        .clone()
        .unwrap_or_else(|| mirror(&raw.extra_rooks));
    let mut kingless = Vec::new();
    for (color, rooks, extra) in [
        (Color::White, &raw.rooks, &raw.extra_rooks),
        (Color::Black, &black_rooks, &black_extra),
    ] {
        // The king is the piece whose moves castle (`O` in its Betza): the royal one,
        // or a king that is not royal where there is no check (giveaway).
        let royals: Vec<Square> = g
            .all_squares()
            .filter(|&sq| {
                bare.piece_at(sq)
                    .is_some_and(|p| p.color() == color && e.kind(p.kind()).castling.is_some())
            })
            .collect();
        if e.several_royals && royals.len() > 1 {
            problems.push(format!(
                "castling: {color} has {} royal pieces; which one castles cannot be told",
                royals.len()
            ));
            continue;
        }
        // Where the rules guard one royal piece a side, a second is refused with the
        // setup; the king read last (lowest rank, then rightmost file) castles here.
        let king = royals
            .iter()
            .copied()
            .min_by_key(|&sq| (g.rank_index(sq), Reverse(g.file_index(sq))));
        // A side without a king (horde's White) has no castling; a game in which
        // neither side has one has nothing to castle.
        // Without one in the setup, the square named for a king still to come.
        let named = raw.king.as_ref().and_then(|k| {
            let sq = g.parse_square(k)?;
            match color {
                Color::White => Some(sq),
                Color::Black => {
                    g.square_at_index(g.file_index(sq), g.height() - 1 - g.rank_index(sq))
                }
            }
        });
        if raw.king.is_some() && named.is_none() {
            problems.push("castling.king: not a square of the board".into());
        }
        let Some(king) = king.or(named) else {
            kingless.push(color);
            continue;
        };
        let castling_kind = || {
            let mut kinds = e.kinds().iter().filter_map(|k| k.castling);
            match (kinds.next(), kinds.next()) {
                (Some(d), None) => Some(d),
                _ => None,
            }
        };
        let distance = match bare.piece_at(king) {
            Some(p) => e.kind(p.kind()).castling,
            None => castling_kind(),
        };
        let Some(distance) = distance else {
            problems.push("castling: the king's Betza has no O (castling) component".into());
            continue;
        };
        let landing = landing.unwrap_or(Landing::Distance(distance as i32));
        for r in rooks {
            let Some(rook) = g.parse_square(r) else {
                problems.push(format!("castling.rooks: '{r}' is not a square"));
                continue;
            };
            if raw.any_file {
                any_file(e, &g, color, rook, landing);
                continue;
            }
            match castling_for(&g, color, king, rook, landing) {
                Some(c) => {
                    e.castling_squares.extend([king, rook]);
                    e.castlings.push(c);
                }
                None => problems.push(format!(
                    "castling.rooks: a king on {} cannot castle with {r}",
                    g.coords(king)
                )),
            }
        }
        for r in extra {
            match g.parse_square(r) {
                Some(rook) => {
                    e.castling_squares.extend([king, rook]);
                    e.extra_castle_rights.push((color, king, rook));
                }
                None => problems.push(format!("castling.extra_rooks: '{r}' is not a square")),
            }
        }
    }
    if kingless.len() == 2 {
        problems.push("castling: neither king is in the setup".into());
    }
    e.list_castle_rights();
}

/// The kinds kings castle with: those `partner` or `partners` name, or the piece on
/// the first rook square.
fn partners(e: &Equipment, bare: &Setup, raw: &RawCastling, problems: &mut Vec<String>) -> u64 {
    let g = &e.geometry;
    let mut labels: Vec<&String> = raw.partners.iter().collect();
    labels.extend(raw.partner.iter());
    if raw.partner.is_some() && !raw.partners.is_empty() {
        problems.push("castling: name the partners either by partner or by partners".into());
    }
    if labels.is_empty() {
        let first_rook = raw.rooks.first().and_then(|r| g.parse_square(r));
        return match first_rook.and_then(|sq| bare.piece_at(sq)) {
            Some(p) => p.kind().bit(),
            None => {
                problems.push(
                    "castling.partner: name the piece kings castle with (no piece stands on the first rook square)"
                        .into(),
                );
                0
            }
        };
    }
    let mut set = 0;
    for label in labels {
        match e.kind_by_label(label) {
            Some(k) => set |= k.bit(),
            None => problems.push(format!(
                "castling.partner: '{label}' is no piece of this game"
            )),
        }
    }
    set
}

/// Where a castling king lands: a distance from where it stands, or a file each way.
#[derive(Clone, Copy)]
enum Landing {
    Distance(i32),
    Files { kingside: usize, queenside: usize },
}

/// The landing files `kingside_file` and `queenside_file` name (`None`: neither, the
/// king's `O` distance counts); `any_file` needs them.
fn landing(g: &Geometry, raw: &RawCastling) -> Result<Option<Landing>, String> {
    let file = |name: &str, text: &Option<String>| -> Result<Option<usize>, String> {
        let Some(text) = text else { return Ok(None) };
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c @ 'a'..='z'), None) if ((c as u8 - b'a') as usize) < g.width() => {
                Ok(Some((c as u8 - b'a') as usize))
            }
            _ => Err(format!(
                "castling.{name}: '{text}' is not a file of the board"
            )),
        }
    };
    let kingside = file("kingside_file", &raw.kingside_file)?;
    let queenside = file("queenside_file", &raw.queenside_file)?;
    match (kingside, queenside) {
        (Some(kingside), Some(queenside)) => Ok(Some(Landing::Files {
            kingside,
            queenside,
        })),
        (None, None) if !raw.any_file => Ok(None),
        _ => Err(
            "castling: kingside_file and queenside_file go together (and any_file needs them)"
                .into(),
        ),
    }
}

/// `any_file`: a castling for the king on each file of `rook`'s rank with a partner on
/// each other file; the position says which king and partners are there.
fn any_file(e: &mut Equipment, g: &Geometry, color: Color, rook: Square, landing: Landing) {
    let rank: Vec<Square> = g
        .all_squares()
        .filter(|&sq| g.rank(sq) == g.rank(rook) && g.board_of(sq) == g.board_of(rook))
        .collect();
    for &king in &rank {
        for &partner in &rank {
            if let Some(c) = castling_for(g, color, king, partner, landing)
                && !e.castlings.contains(&c)
            {
                e.castling_squares.extend([king, partner]);
                e.castlings.push(c);
            }
        }
    }
}

/// The king moves `distance` squares towards the rook, or to the landing file on the
/// rook's side; the rook lands on the square next to the king on the side it came from.
fn castling_for(
    g: &Geometry,
    color: Color,
    king: Square,
    rook: Square,
    landing: Landing,
) -> Option<Castling> {
    if g.rank(king) != g.rank(rook) || g.board_of(king) != g.board_of(rook) || king == rook {
        return None;
    }
    let dir = if g.file(rook) > g.file(king) { 1 } else { -1 };
    let king_to = match landing {
        Landing::Distance(distance) => g.offset(king, dir * distance, 0)?,
        Landing::Files {
            kingside,
            queenside,
        } => {
            let file = if dir > 0 { kingside } else { queenside };
            g.offset(king, file as i32 - g.file_index(king) as i32, 0)?
        }
    };
    let rook_to = g.offset(king_to, -dir, 0)?;
    let span = |a: Square, b: Square| {
        let (lo, hi) = (g.file(a).min(g.file(b)), g.file(a).max(g.file(b)));
        g.files()
            .filter(|f| (lo..=hi).contains(f))
            .filter_map(|f| g.square(f, g.rank(a)))
            .collect::<Vec<_>>()
    };
    // Every square either piece crosses or lands on (the king may pass its rook).
    let mut empty: Vec<Square> = span(king, king_to);
    empty.extend(span(rook, rook_to));
    empty.retain(|&s| s != king && s != rook);
    empty.sort();
    empty.dedup();
    Some(Castling {
        color,
        king_from: king,
        king_to,
        rook_from: rook,
        rook_to,
        empty,
        safe: span(king, king_to),
    })
}
