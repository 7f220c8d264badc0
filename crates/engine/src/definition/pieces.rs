//! `[pieces.X]`: each kind of piece with its label, Betza string (parsed here, once),
//! drawing, ranks for initial moves and promotion, the region it may move in and the
//! moves it gains beyond a rank.

use super::raw::{RawBeyond, RawPiece, RawPromotion};
use crate::betza::{self, Component};
use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::limits::{MAX_DIRECTIONS, MAX_KINDS};
use crate::piece::{KindDef, PieceKind, Promotion};
use crate::square::Square;
use serde::Deserialize;

/// The pieces of a definition, in the order of its table. Labels are read first so that
/// a promotion may name any piece; a piece whose table does not deserialize is left out
/// (and reported).
pub(super) fn kinds(
    table: toml::Table,
    geometry: &Geometry,
    diagonal_lines: &[String],
    enforced: bool,
    problems: &mut Vec<String>,
) -> Vec<KindDef> {
    let mut lines = Bits::default();
    for name in diagonal_lines {
        match geometry.parse_square(name) {
            Some(sq) => lines.set(sq),
            None => problems.push(format!(
                "board.diagonal_lines: '{name}' is not a square of the board"
            )),
        }
    }
    let mut raw_pieces = Vec::new();
    for (label, value) in table {
        match RawPiece::deserialize(value) {
            Ok(p) => raw_pieces.push((label, p)),
            Err(e) => problems.push(format!("pieces.{label}: {}", e.to_string().trim())),
        }
    }
    if raw_pieces.len() > MAX_KINDS {
        problems.push(format!("pieces: at most {MAX_KINDS} kinds"));
    }
    for (l, _) in &raw_pieces {
        // `+P`: a promoted form, written as shogi positions write it.
        let letters = l.strip_prefix('+').unwrap_or(l);
        if letters.is_empty()
            || letters.len() > 3
            || !letters.chars().all(|c| c.is_ascii_uppercase())
        {
            problems.push(format!(
                "pieces.{l}: a label is 1 to 3 upper-case letters, with '+' before them for a promoted form (Black's is the lower-case form)"
            ));
        }
    }
    raw_pieces
        .iter()
        .map(|(label, p)| kind(label, p, &raw_pieces, geometry, &lines, enforced, problems))
        .collect()
}

fn kind(
    label: &str,
    p: &RawPiece,
    all: &[(String, RawPiece)],
    geometry: &Geometry,
    lines: &Bits,
    enforced: bool,
    problems: &mut Vec<String>,
) -> KindDef {
    let height = geometry.height();
    let components = match betza::parse(&p.betza) {
        Ok(_) if p.immobile => {
            problems.push(format!(
                "pieces.{label}.betza: {} an immobile piece has no moves to describe",
                quoted(&p.betza)
            ));
            Vec::new()
        }
        Ok(c) => c,
        Err(_) if p.immobile && p.betza.is_empty() => Vec::new(),
        // In free play a piece's moves are only described, never checked.
        Err(_) if !enforced && p.betza.is_empty() => Vec::new(),
        Err(e) => {
            problems.push(format!("pieces.{label}.betza: {} {e}", quoted(&p.betza)));
            Vec::new()
        }
    };
    let directions: usize = components.iter().map(|c| c.vectors.len()).sum();
    if directions > MAX_DIRECTIONS {
        problems.push(format!(
            "pieces.{label}.betza: {} moves in {directions} directions; at most {MAX_DIRECTIONS}",
            quoted(&p.betza)
        ));
    }
    let castling = components.iter().find_map(|c| c.castling);
    let white = ranks(label, &p.initial_ranks, "initial_ranks", height, problems);
    let black = match &p.black_initial_ranks {
        Some(_) if white.is_empty() => {
            problems.push(format!(
                "pieces.{label}.black_initial_ranks: give White's initial_ranks too"
            ));
            Vec::new()
        }
        Some(b) => ranks(label, b, "black_initial_ranks", height, problems),
        None => white.clone(),
    };
    let initial_ranks = [white, black];
    let initial_squares = squares(
        label,
        (&p.initial_squares, "initial_squares"),
        (&p.black_initial_squares, "black_initial_squares"),
        geometry,
        problems,
    );
    let promotion = p
        .promotion
        .as_ref()
        .map(|pr| promotion(label, pr, all, geometry, problems));
    // No glyph is allowed (the piece is drawn as its letter); a misspelt one is not.
    if !p.glyph.is_empty() && !crate::glyphs::is_glyph(&p.glyph) {
        let names: Vec<&str> = crate::glyphs::GLYPHS.iter().map(|(g, _)| *g).collect();
        problems.push(format!(
            "pieces.{label}.glyph: the piece set has no drawing '{}'; choose one of {}",
            p.glyph,
            names.join(", ")
        ));
    }
    let region = region(label, p, geometry, &components, problems);
    let beyond = p
        .beyond
        .as_ref()
        .map(|b| beyond(label, b, height, problems));
    if let (Some(_), Some((_, more))) = (&region, &beyond)
        && more.iter().any(|c| c.range != 1)
    {
        problems.push(format!(
            "pieces.{label}.beyond: a piece with a region only leaps (no riders)"
        ));
    }
    let along_lines = p.along_lines.as_ref().map(|text| {
        let what = "along_lines";
        if lines.count() == 0 {
            problems.push(format!(
                "pieces.{label}.{what}: the board has no diagonal_lines to move along"
            ));
        }
        (*lines, extra_moves(label, what, text, problems))
    });
    KindDef {
        label: label.to_string(),
        name: p.name.clone(),
        betza: p.betza.clone(),
        glyph: p.glyph.clone(),
        notes: p.notes.clone(),
        royal: p.royal,
        pawn: p.pawn,
        resets_clock: {
            let white = p.resets_clock.unwrap_or(p.pawn);
            [white, p.black_resets_clock.unwrap_or(white)]
        },
        minor: p.minor,
        initial_ranks,
        initial_squares,
        promotion,
        castling,
        components,
        region,
        beyond,
        along_lines,
        not_over_own_kind: p.not_over_own_kind,
    }
}

/// `region` and `black_region`: the squares each side's piece may move to. Only a
/// leaping piece may be kept in a region: a slider would have to pass squares it may
/// not stop on, which the move tables do not say.
fn region(
    label: &str,
    p: &RawPiece,
    g: &Geometry,
    components: &[Component],
    problems: &mut Vec<String>,
) -> Option<[Bits; 2]> {
    if p.region.is_none() && p.black_region.is_none() {
        return None;
    }
    if components
        .iter()
        .any(|c| c.range != 1 && c.castling.is_none())
    {
        problems.push(format!(
            "pieces.{label}.region: only a piece that leaps (no riders) may be kept in a region"
        ));
    }
    let read = |what: &str, names: &[String], problems: &mut Vec<String>| {
        let mut bits = Bits::default();
        for name in names {
            match g.parse_square(name) {
                Some(sq) => bits.set(sq),
                None => problems.push(format!(
                    "pieces.{label}.{what}: '{name}' is not a square of the board"
                )),
            }
        }
        bits
    };
    let white = read("region", p.region.as_deref().unwrap_or_default(), problems);
    let black = match &p.black_region {
        Some(names) => read("black_region", names, problems),
        None => {
            let mut bits = Bits::default();
            for sq in white.iter() {
                let turned = g.square_at_index(
                    g.width() - 1 - g.file_index(sq),
                    g.height() - 1 - g.rank_index(sq),
                );
                if let Some(t) = turned {
                    bits.set(t);
                }
            }
            bits
        }
    };
    Some([white, black])
}

/// `beyond`: the rank (checked, made 0-based) and the parsed moves.
fn beyond(
    label: &str,
    b: &RawBeyond,
    height: usize,
    problems: &mut Vec<String>,
) -> (usize, Vec<Component>) {
    let rank = relative_rank(label, b.rank, "beyond.rank", height, problems);
    (rank, extra_moves(label, "beyond.betza", &b.betza, problems))
}

/// A player's Betza text as a problem quotes it: whole when short, else its start and
/// its length, so that a message stays short whatever was written.
fn quoted(text: &str) -> String {
    const SHOWN: usize = 40;
    let length = text.chars().count();
    if length <= SHOWN {
        return format!("'{text}'");
    }
    let start: String = text.chars().take(SHOWN).collect();
    format!("'{start}...' ({length} characters)")
}

/// Moves a piece has besides its Betza (`beyond`, `along_lines`): no castling.
fn extra_moves(label: &str, what: &str, text: &str, problems: &mut Vec<String>) -> Vec<Component> {
    match betza::parse(text) {
        Ok(c) if c.iter().all(|c| c.castling.is_none()) => c,
        Ok(_) => {
            problems.push(format!(
                "pieces.{label}.{what}: {} castling is not a move here",
                quoted(text)
            ));
            Vec::new()
        }
        Err(e) => {
            problems.push(format!("pieces.{label}.{what}: {} {e}", quoted(text)));
            Vec::new()
        }
    }
}

/// 1-based ranks counted from the owner's side, as the 0-based ranks the engine uses.
fn ranks(
    label: &str,
    given: &[usize],
    what: &str,
    height: usize,
    problems: &mut Vec<String>,
) -> Vec<usize> {
    given
        .iter()
        .map(|&r| relative_rank(label, r, what, height, problems))
        .collect()
}

/// A 1-based rank counted from the owner's side, as the 0-based rank the engine uses.
fn relative_rank(
    label: &str,
    rank: usize,
    what: &str,
    height: usize,
    problems: &mut Vec<String>,
) -> usize {
    if rank == 0 || rank > height {
        problems.push(format!(
            "pieces.{label}.{what}: rank {rank} is not on the board"
        ));
    }
    rank.saturating_sub(1)
}

/// The kinds a piece may promote to, and the default among them (`prefix`: `black_`
/// for Black's own).
fn choices(
    label: &str,
    prefix: &str,
    given: &[String],
    default: &str,
    all: &[(String, RawPiece)],
    problems: &mut Vec<String>,
) -> (Vec<PieceKind>, PieceKind) {
    let find = |l: &str| all.iter().position(|(x, _)| x == l);
    let mut choices = Vec::new();
    for c in given {
        match find(c) {
            Some(k) if all[k].1.royal => problems.push(format!(
                "pieces.{label}.promotion.{prefix}choices: '{c}' is royal"
            )),
            Some(k) => choices.push(PieceKind::new(k)),
            None => problems.push(format!(
                "pieces.{label}.promotion.{prefix}choices: no piece '{c}'"
            )),
        }
    }
    let default = match find(default).map(PieceKind::new) {
        Some(k) if choices.contains(&k) => k,
        _ => {
            problems.push(format!(
                "pieces.{label}.promotion.{prefix}default: '{default}' is not one of the choices"
            ));
            PieceKind::new(0)
        }
    };
    (choices, default)
}

fn promotion(
    label: &str,
    pr: &RawPromotion,
    all: &[(String, RawPiece)],
    geometry: &Geometry,
    problems: &mut Vec<String>,
) -> Promotion {
    let height = geometry.height();
    let squares = squares(
        label,
        (&pr.squares, "promotion.squares"),
        (&pr.black_squares, "promotion.black_squares"),
        geometry,
        problems,
    );
    let black_ranks = pr.black_ranks.as_ref().is_some_and(|b| !b.is_empty());
    if pr.ranks.is_empty() && pr.squares.is_empty() && !black_ranks {
        problems.push(format!(
            "pieces.{label}.promotion: give the zone's ranks or squares"
        ));
    }
    let white = ranks(label, &pr.ranks, "promotion.ranks", height, problems);
    let black = match &pr.black_ranks {
        Some(b) => ranks(label, b, "promotion.black_ranks", height, problems),
        None => white.clone(),
    };
    let relative_ranks = [white, black];
    let white = choices(label, "", &pr.choices, &pr.default, all, problems);
    let black = match (&pr.black_choices, &pr.black_default) {
        (Some(c), Some(d)) => choices(label, "black_", c, d, all, problems),
        (None, None) => white.clone(),
        _ => {
            problems.push(format!(
                "pieces.{label}.promotion: give black_choices and black_default together"
            ));
            white.clone()
        }
    };
    Promotion {
        relative_ranks,
        squares,
        choices: [white.0, black.0],
        default: [white.1, black.1],
        optional: pr.optional,
        leaving: pr.leaving,
        on_capture: pr.on_capture,
    }
}

/// Single squares by colour (a promotion zone's, or where `i` moves start), Black's by
/// default White's mirrored, as ranks are.
fn squares(
    label: &str,
    (white, white_key): (&[String], &str),
    (black, black_key): (&Option<Vec<String>>, &str),
    g: &Geometry,
    problems: &mut Vec<String>,
) -> [Vec<Square>; 2] {
    let mut parse = |names: &[String], what: &str| -> Vec<Square> {
        names
            .iter()
            .filter_map(|name| {
                let sq = g.parse_square(name);
                if sq.is_none() {
                    problems.push(format!(
                        "pieces.{label}.{what}: '{name}' is not a square of the board"
                    ));
                }
                sq
            })
            .collect()
    };
    let white = parse(white, white_key);
    let black = match black {
        Some(names) => parse(names, black_key),
        None => white
            .iter()
            .filter_map(|&sq| {
                g.square_at_index(g.file_index(sq), g.height() - 1 - g.rank_index(sq))
            })
            .collect(),
    };
    [white, black]
}
