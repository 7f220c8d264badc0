//! `enforced = false`: a definition for free play. It gives a board, pieces (their
//! drawings and names; a Betza string only describes) and a start; every submission is
//! then applied as written. What only rules of play could mean is refused, so that such
//! a definition never looks as if it enforced something.

use super::canonical::Definition;
use super::raw::{RawDef, RawPiece};
use crate::fen;
use crate::position::setup_of;
use crate::variant::{DrawRules, RepetitionResult, Variant};
use serde::Deserialize;

/// Free play has no automatic draw: results come from the players.
pub(super) const NO_DRAW_RULES: DrawRules = DrawRules {
    repetition: false,
    repetition_count: 3,
    perpetual_check_loses: false,
    repetition_result: RepetitionResult::Draw,
    fifty_move: false,
    fifty_move_count: 50,
    insufficient_material: false,
    draw_odds: None,
};

/// What the rules page says of free play, where other variants list their mechanics.
pub(super) const IN_WORDS: &str = "Rules are not enforced (free play): every move is applied \
    as written, in full notation, and the game ends only when the players say so \
    (resignation, an agreed draw, or a reported win the opponent confirms) or by the clock.";

const WHY: &str = "rules are not enforced (enforced = false)";

/// Reports each table and piece key of `raw` that sets a rule of play.
pub(super) fn check(raw: &RawDef, problems: &mut Vec<String>) {
    let tables = [
        ("reserve", raw.reserve.is_some()),
        ("castling", raw.castling.is_some()),
        ("families", !raw.families.is_empty()),
        ("mechanics", !raw.mechanics.is_empty()),
    ];
    for (table, given) in tables {
        if given {
            problems.push(format!(
                "{table}: {WHY}, so there is nothing for it to do; remove it"
            ));
        }
    }
    for (label, value) in &raw.pieces {
        let Ok(p) = RawPiece::deserialize(value.clone()) else {
            continue; // reported by `pieces`
        };
        let keys = [
            ("royal", p.royal),
            ("promotion", p.promotion.is_some()),
            ("initial_ranks", !p.initial_ranks.is_empty()),
            ("black_initial_ranks", p.black_initial_ranks.is_some()),
            ("initial_squares", !p.initial_squares.is_empty()),
            ("black_initial_squares", p.black_initial_squares.is_some()),
            (
                "resets_clock",
                p.resets_clock.is_some() || p.black_resets_clock.is_some(),
            ),
            ("region", p.region.is_some() || p.black_region.is_some()),
            ("beyond", p.beyond.is_some()),
            ("along_lines", p.along_lines.is_some()),
            ("not_over_own_kind", p.not_over_own_kind),
        ];
        for (key, given) in keys {
            if given {
                problems.push(format!(
                    "pieces.{label}.{key}: {WHY}, so no piece has a rule; remove it"
                ));
            }
        }
    }
}

/// A board for free play: boards of these widths side by side (one for most games),
/// `ranks` tall, without the squares named in `holes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreeBoard {
    pub widths: Vec<usize>,
    pub ranks: usize,
    pub holes: Vec<String>,
}

/// The free-play definition with `base`'s pieces (names, drawings, and Betza strings
/// as descriptions): on `base`'s board and from its start, or on `board` from `start`
/// (an empty board when none is given). Compile it to learn whether the board and the
/// start are good; nothing here checks them.
pub fn free_play(base: &Variant, board: Option<&FreeBoard>, start: Option<&str>) -> Definition {
    let board = board.cloned().unwrap_or_else(|| board_of(base));
    let start = match start {
        Some(text) => text.trim().to_string(),
        None if board_of(base) == board => {
            let e = base.equipment();
            placement_and_side(&fen::write(e, &setup_of(e, base.start_state())))
        }
        None => empty(&board),
    };
    let mut pieces = toml::Table::new();
    for p in base.pieces() {
        let mut piece = toml::Table::new();
        piece.insert("name".into(), p.name.into());
        piece.insert("glyph".into(), p.glyph.into());
        if !p.betza.is_empty() {
            piece.insert("betza".into(), p.betza.into());
        }
        pieces.insert(p.label, piece.into());
    }
    let mut raw_board = toml::Table::new();
    match board.widths.as_slice() {
        [files] => raw_board.insert("files".into(), (*files as i64).into()),
        widths => raw_board.insert(
            "boards".into(),
            widths.iter().map(|&w| w as i64).collect::<Vec<_>>().into(),
        ),
    };
    raw_board.insert("ranks".into(), (board.ranks as i64).into());
    if !board.holes.is_empty() {
        raw_board.insert("holes".into(), board.holes.clone().into());
    }
    let mut setup = toml::Table::new();
    setup.insert("fen".into(), start.into());
    let mut table = toml::Table::new();
    table.insert("key".into(), format!("{}-free", base.key()).into());
    table.insert(
        "name".into(),
        format!("{}, free play (rules not enforced)", base.name()).into(),
    );
    table.insert(
        "summary".into(),
        format!(
            "{}'s pieces; rules not enforced: every move is applied as written",
            base.name()
        )
        .into(),
    );
    table.insert("family".into(), base.family().key.clone().into());
    table.insert("enforced".into(), false.into());
    table.insert("board".into(), raw_board.into());
    table.insert("pieces".into(), pieces.into());
    table.insert("setup".into(), setup.into());
    Definition::from_table("free play", table)
}

fn board_of(v: &Variant) -> FreeBoard {
    let g = v.geometry();
    FreeBoard {
        widths: g.boards().iter().map(|b| b.width).collect(),
        ranks: g.height(),
        holes: g.holes().map(|sq| g.coords(sq).to_string()).collect(),
    }
}

/// The placement and side to move of a position's text: free play has no reserve,
/// castling or en passant.
fn placement_and_side(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap_or_default();
    let placement = placement.split('[').next().unwrap_or_default();
    format!("{placement} {}", fields.next().unwrap_or("w"))
}

/// An empty board's placement, White to move.
fn empty(board: &FreeBoard) -> String {
    let row: Vec<String> = board.widths.iter().map(|w| w.to_string()).collect();
    let rows = vec![row.join("|"); board.ranks.max(1)];
    format!("{} w", rows.join("/"))
}
