//! Compiling a definition: every section checked, the problems of all of them
//! collected; then, if there are none, the variant's data (`Equipment`) and mechanics
//! assembled and its start position read.

use super::canonical::Definition;
use super::error::DefinitionError;
use super::raw::{RawBoard, RawDef};
use super::{end, families, free_play, pieces, reserve, setup, stranded};
use crate::bits::Bits;
use crate::color::Color;
use crate::definition_hash::DefinitionHash;
use crate::equipment::Equipment;
use crate::family::Family;
use crate::game::Game;
use crate::geometry::Geometry;
use crate::mechanics::{schema, words};
use crate::movetable::MoveTables;
use crate::piece::KindDef;
use crate::variant::{Ruling, Variant};
use serde::Deserialize;
use std::sync::Arc;

impl Game {
    /// A game at the start of the variant a definition describes. The game keeps the
    /// compiled rules, which carry the definition's hash, whatever later becomes of
    /// the definition's file.
    pub fn from_definition(def: &Definition) -> Result<Game, DefinitionError> {
        let v = Arc::new(build_definition(def)?);
        Ok(Game::new(&v))
    }
}

/// Compiles a parsed definition; the variant carries its hash and canonical text.
pub(crate) fn build_definition(def: &Definition) -> Result<Variant, DefinitionError> {
    let fail = |problems: Vec<String>| DefinitionError {
        file: def.file().to_string(),
        problems,
    };
    let raw = RawDef::deserialize(toml::Value::Table(def.table().clone()))
        .map_err(|e| fail(vec![e.to_string().trim().replace('\n', " ")]))?;
    let mut v = compile(raw).map_err(fail)?;
    v.definition_hash = def.hash();
    v.definition_text = def.canonical().into();
    Ok(v)
}

/// The family a definition names, or "other".
fn family(key: Option<&str>, problems: &mut Vec<String>) -> &'static Family {
    let Some(key) = key else {
        return Family::other();
    };
    Family::find(key).unwrap_or_else(|| {
        let keys: Vec<&str> = Family::all().iter().map(|f| f.key.as_str()).collect();
        problems.push(format!("family: '{key}' is not one of {}", keys.join(", ")));
        Family::other()
    })
}

/// Checks every section, collecting the problems of all of them; then, if there are
/// none, assembles the variant and reads its setup.
fn compile(raw: RawDef) -> Result<Variant, Vec<String>> {
    let mut problems = Vec::new();
    check_key(&raw.key, &mut problems);
    let family = family(raw.family.as_deref(), &mut problems);
    let geometry = geometry(&raw.board, &mut problems)?;
    let height = geometry.height();
    if !raw.enforced {
        free_play::check(&raw, &mut problems);
    }
    let kinds = pieces::kinds(
        raw.pieces,
        &geometry,
        &raw.board.diagonal_lines,
        raw.enforced,
        &mut problems,
    );
    let (families, morph) = families::families(&raw.families, &kinds, &geometry, &mut problems);
    let (reserve, drop_ranks) =
        reserve::reserve(raw.reserve.as_ref(), &kinds, height, &mut problems);
    let draws = match raw.enforced {
        true => end::draw_rules(&raw.draws, &mut problems),
        false => free_play::NO_DRAW_RULES,
    };
    let board = schema::Board {
        geometry: &geometry,
        kinds: &kinds,
        reserve: &reserve,
    };
    let compiled = schema::compile(&raw.mechanics, &board, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let tables = MoveTables::build(&geometry, &kinds);
    let stranded = match compiled.no_stranded_pieces {
        true => stranded::stranded_squares(&tables, &geometry, kinds.len()),
        false => Vec::new(),
    };
    let choosy = |k: &KindDef| {
        k.promotion
            .as_ref()
            .is_some_and(|p| p.optional || p.leaving || p.on_capture)
    };
    let drop_zone = Color::BOTH.map(|c| {
        let mut zone = Bits::default();
        for sq in geometry.squares() {
            if geometry.relative_rank(sq, c == Color::White) < drop_ranks {
                zone.set(sq);
            }
        }
        zone
    });
    let mut equipment = Equipment {
        tables,
        royal_mask: kind_mask(&kinds, |k| k.royal),
        protected_mask: match compiled.mechanics.royal_capture {
            Some(_) => 0,
            None => kind_mask(&kinds, |k| k.royal),
        },
        promoting_mask: kind_mask(&kinds, |k| k.promotion.is_some() && !choosy(k)),
        careful_mask: kind_mask(&kinds, |k| choosy(k))
            | stranded
                .iter()
                .enumerate()
                .filter(|(_, z)| z.iter().any(|b| b.count() > 0))
                .fold(0, |m, (i, _)| m | 1 << i),
        stranded,
        promotion_zone: promotion_zones(&kinds, &geometry),
        initial_zone: initial_zones(&kinds, &geometry),
        ranked_initial_mask: kind_mask(&kinds, |k| {
            !k.initial_ranks[0].is_empty() || !k.initial_squares[0].is_empty()
        }),
        geometry,
        kinds,
        reserve,
        drop_zone,
        dropped_unmoved: raw.reserve.as_ref().is_none_or(|r| r.dropped_unmoved),
        castlings: Vec::new(),
        castling_squares: Vec::new(),
        extra_castle_rights: Vec::new(),
        rights: Vec::new(),
        castle_partners: 0,
        castling_any_file: false,
        morph,
        families,
        several_royals: compiled.several_royals,
        gating: compiled.gating,
        gates_from_hand: compiled.gates_from_hand,
        walls_in_play: compiled.mechanics.walling.is_some()
            || compiled.mechanics.petrifying.is_some(),
        to_reserve: compiled.to_reserve,
        promotion_marks_ignored: raw.setup.promotion_marks_ignored,
    };
    let mut rules = compiled.mechanics;
    let start = setup::setup(
        &mut equipment,
        &rules,
        &raw.setup.fen,
        raw.castling.as_ref(),
    )?;
    rules.read_start(&equipment, &start);
    Ok(Variant {
        key: raw.key,
        name: raw.name,
        summary: raw.summary,
        family,
        enforced: raw.enforced,
        mechanics_in_words: match raw.enforced {
            true => words::in_words(&raw.mechanics),
            false => vec![free_play::IN_WORDS.to_string()],
        },
        mechanics_given: match raw.enforced {
            true => words::given(&raw.mechanics),
            false => Vec::new(),
        },
        rulings: raw
            .rulings
            .into_iter()
            .map(|r| Ruling {
                title: r.title,
                text: r.text,
            })
            .collect(),
        equipment,
        rules,
        start,
        draws,
        definition_hash: DefinitionHash([0; 32]),
        definition_text: "".into(),
    })
}

fn check_key(key: &str, problems: &mut Vec<String>) {
    if key.is_empty()
        || !key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        problems.push("key: must be lower-case letters, digits and '-'".to_string());
    }
}

/// `[board]`: one board of `files`, or `boards` side by side. A board that cannot be
/// built ends the checking there: everything after it depends on the squares.
fn geometry(board: &RawBoard, problems: &mut Vec<String>) -> Result<Geometry, Vec<String>> {
    let widths = match (&board.boards, board.files) {
        (Some(b), None) => b.clone(),
        (None, Some(f)) => vec![f],
        _ => {
            problems.push("board: give either 'files' or 'boards'".into());
            vec![8]
        }
    };
    let g = Geometry::new(&widths, board.ranks).map_err(|e| vec![format!("board: {e}")])?;
    let mut holes = Vec::new();
    for name in &board.holes {
        match g.parse_square(name) {
            Some(sq) if !holes.contains(&sq) => holes.push(sq),
            Some(_) => problems.push(format!("board.holes: '{name}' is given twice")),
            None => problems.push(format!(
                "board.holes: '{name}' is not a square of the board"
            )),
        }
    }
    if !holes.is_empty() && holes.len() == g.num_squares() {
        problems.push("board.holes: a board needs at least one square".into());
    }
    Ok(g.with_holes(&holes))
}

/// The set of kinds (as bits) that have a property, for the generator's inner loops.
fn kind_mask(kinds: &[KindDef], has: impl Fn(&KindDef) -> bool) -> u64 {
    kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| has(k))
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// `zone[kind][colour]`: the squares whose rank, counted from that colour's side, is one
/// of that colour's `ranks(kind)` (none when it gives none).
fn rank_zones(
    kinds: &[KindDef],
    geometry: &Geometry,
    ranks: impl Fn(&KindDef) -> Option<&[Vec<usize>; 2]>,
) -> Vec<[Bits; 2]> {
    kinds
        .iter()
        .map(|k| {
            let mut zone = [Bits::default(); 2];
            if let Some(ranks) = ranks(k) {
                for color in Color::BOTH {
                    for sq in geometry.squares() {
                        let rel = geometry.relative_rank(sq, color == Color::White);
                        if ranks[color.index()].contains(&rel) {
                            zone[color.index()].set(sq);
                        }
                    }
                }
            }
            zone
        })
        .collect()
}

/// Where each kind promotes: its zone's ranks and single squares, by colour.
fn promotion_zones(kinds: &[KindDef], geometry: &Geometry) -> Vec<[Bits; 2]> {
    let mut zones = rank_zones(kinds, geometry, |k| {
        k.promotion.as_ref().map(|p| &p.relative_ranks)
    });
    for (zone, k) in zones.iter_mut().zip(kinds) {
        for (color, squares) in k
            .promotion
            .iter()
            .flat_map(|p| p.squares.iter().enumerate())
        {
            for &sq in squares {
                zone[color].set(sq);
            }
        }
    }
    zones
}

/// Where each kind's `i` moves start: its initial ranks and single squares, by colour.
fn initial_zones(kinds: &[KindDef], geometry: &Geometry) -> Vec<[Bits; 2]> {
    let mut zones = rank_zones(kinds, geometry, |k| Some(&k.initial_ranks));
    for (zone, k) in zones.iter_mut().zip(kinds) {
        for (color, squares) in k.initial_squares.iter().enumerate() {
            for &sq in squares {
                zone[color].set(sq);
            }
        }
    }
    zones
}
