//! Variant definitions: TOML files with inheritance, checked strictly and compiled
//! into a `Variant`.
//!
//! A definition names its board, pieces (as Betza strings), setup, reserve, castling
//! rooks, morphing families, draw rules, rulings, and the rule mechanics it switches on
//! with their parameters (`[mechanics.<kind>]`). `inherits = "chess"` starts from another definition and
//! overrides tables key by key. Every problem found is reported, each naming the file,
//! the key and the reason.
//!
//! One file per section: `raw` (the file's shape), `inherit`, `pieces`, `families`,
//! `reserve`, `end` (draw rules), `limits` (the bounds of any definition), `castling` and `setup`; `compile`
//! here runs them in order and assembles the variant.

mod canonical;
mod castling;
mod end;
mod families;
mod free_play;
mod inherit;
pub(crate) mod limits;
mod locate;
mod pieces;
mod raw;
mod reserve;
mod setup;

use crate::bits::Bits;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::mechanics;
use crate::movetable::MoveTables;
use crate::piece::PieceKind;
use crate::state::State;
use crate::variant::{Ruling, Variant};
use raw::{RawBoard, RawDef};
use serde::Deserialize;
use std::fmt;

/// Everything wrong with one definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionError {
    pub file: String,
    pub problems: Vec<String>,
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.file)?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(p)?;
        }
        Ok(())
    }
}

impl std::error::Error for DefinitionError {}

pub use canonical::{Definition, DefinitionHash};
pub use free_play::{FreeBoard, free_play};
pub use locate::{Location, locate};

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

/// Checks every section, collecting the problems of all of them; then, if there are
/// none, assembles the variant and reads its setup.
fn compile(raw: RawDef) -> Result<Variant, Vec<String>> {
    let mut problems = Vec::new();
    check_key(&raw.key, &mut problems);
    let geometry = geometry(&raw.board, &mut problems)?;
    let height = geometry.height();
    if !raw.enforced {
        free_play::check(&raw, &mut problems);
    }
    let kinds = pieces::kinds(raw.pieces, height, raw.enforced, &mut problems);
    let (families, morph) = families::families(&raw.families, &kinds, &geometry, &mut problems);
    let (reserve, drop_ranks) =
        reserve::reserve(raw.reserve.as_ref(), &kinds, height, &mut problems);
    let draws = match raw.enforced {
        true => end::draw_rules(&raw.draws),
        false => free_play::NO_DRAW_RULES,
    };
    let board = mechanics::Board {
        geometry: &geometry,
        kinds: &kinds,
        reserve: &reserve,
    };
    let compiled = mechanics::compile(&raw.mechanics, &board, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut v = Variant {
        key: raw.key,
        name: raw.name,
        summary: raw.summary,
        enforced: raw.enforced,
        mechanics_in_words: match raw.enforced {
            true => mechanics::in_words(&raw.mechanics),
            false => vec![free_play::IN_WORDS.to_string()],
        },
        rulings: raw
            .rulings
            .into_iter()
            .map(|r| Ruling {
                title: r.title,
                text: r.text,
            })
            .collect(),
        tables: MoveTables::build(&geometry, &kinds),
        royal_mask: kind_mask(&kinds, |k| k.royal),
        protected_mask: match compiled.mechanics.royal_capture {
            Some(_) => 0,
            None => kind_mask(&kinds, |k| k.royal),
        },
        promoting_mask: kind_mask(&kinds, |k| k.promotion.is_some()),
        promotion_zone: rank_zones(&kinds, &geometry, |k| {
            k.promotion.as_ref().map(|p| p.relative_ranks.as_slice())
        }),
        initial_zone: rank_zones(&kinds, &geometry, |k| Some(k.initial_ranks.as_slice())),
        ranked_initial_mask: kind_mask(&kinds, |k| !k.initial_ranks.is_empty()),
        geometry,
        kinds,
        start: State::empty(Color::White),
        reserve,
        drop_ranks,
        castlings: Vec::new(),
        castling_squares: Vec::new(),
        extra_castle_rights: Vec::new(),
        castle_partner: None,
        morph,
        families,
        stalemate: compiled.stalemate,
        bare_king_loses: compiled.bare_king_loses,
        draws,
        rules: compiled.mechanics,
        definition_hash: DefinitionHash([0; 32]),
        definition_text: "".into(),
    };
    setup::setup(&mut v, &raw.setup.fen, raw.castling.as_ref())?;
    Ok(v)
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
fn kind_mask(kinds: &[PieceKind], has: impl Fn(&PieceKind) -> bool) -> u64 {
    kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| has(k))
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// `zone[kind][colour]`: the squares whose rank, counted from that colour's side, is one
/// of `ranks(kind)` (none when it gives none).
fn rank_zones(
    kinds: &[PieceKind],
    geometry: &Geometry,
    ranks: impl Fn(&PieceKind) -> Option<&[usize]>,
) -> Vec<[Bits; 2]> {
    kinds
        .iter()
        .map(|k| {
            let mut zone = [Bits::default(); 2];
            if let Some(ranks) = ranks(k) {
                for color in Color::BOTH {
                    for sq in geometry.squares() {
                        let rel = geometry.relative_rank(sq, color == Color::White);
                        if ranks.contains(&rel) {
                            zone[color.index()].set(sq);
                        }
                    }
                }
            }
            zone
        })
        .collect()
}
