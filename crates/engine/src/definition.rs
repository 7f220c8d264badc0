//! Variant definitions: TOML files with inheritance, checked strictly and compiled
//! into a `Variant`.
//!
//! A definition names its board, pieces (as Betza strings), setup, reserve, castling
//! rooks, morphing families, end and draw rules, rulings, and the name of its rule
//! hooks with their options. `inherits = "chess"` starts from another definition and
//! overrides tables key by key. Every problem found is reported, each naming the file,
//! the key and the reason.

use super::betza;
use super::bits::Bits;
use super::color::Color;
use super::fen;
use super::geometry::{Geometry, Square};
use super::movetable::MoveTables;
use super::piece::{PieceKind, Promotion};
use super::state::{MAX_SLOTS, State};
use super::variant::{Castling, DrawRules, ReserveSlot, Ruling, StalemateRule, Variant};
use super::variants;
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDef {
    key: String,
    name: String,
    #[serde(default)]
    summary: String,
    #[serde(default)]
    rules: Option<String>,
    board: RawBoard,
    pieces: toml::Table,
    setup: RawSetup,
    #[serde(default)]
    reserve: Option<RawReserve>,
    #[serde(default)]
    castling: Option<RawCastling>,
    #[serde(default)]
    families: Vec<RawFamily>,
    #[serde(default)]
    end: RawEnd,
    #[serde(default)]
    draws: RawDraws,
    #[serde(default)]
    rulings: Vec<RawRuling>,
    #[serde(default)]
    options: toml::Table,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    #[serde(default)]
    files: Option<usize>,
    #[serde(default)]
    boards: Option<Vec<usize>>,
    ranks: usize,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPiece {
    name: String,
    betza: String,
    glyph: String,
    #[serde(default)]
    notes: String,
    #[serde(default)]
    royal: bool,
    #[serde(default)]
    pawn: bool,
    #[serde(default)]
    minor: bool,
    /// Ranks counted from the owner's side, 1-based.
    #[serde(default)]
    initial_ranks: Vec<usize>,
    #[serde(default)]
    promotion: Option<RawPromotion>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPromotion {
    ranks: Vec<usize>,
    choices: Vec<String>,
    default: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    fen: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReserve {
    slots: Vec<RawSlot>,
    drop_ranks: usize,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    piece: String,
    count: u8,
    #[serde(default)]
    label: Option<String>,
    #[serde(default)]
    colour: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCastling {
    /// The label of the piece a king castles with (default: the piece on the first
    /// castling square of the setup).
    #[serde(default)]
    partner: Option<String>,
    rooks: Vec<String>,
    #[serde(default)]
    black_rooks: Option<Vec<String>>,
    #[serde(default)]
    extra_rooks: Vec<String>,
    #[serde(default)]
    black_extra_rooks: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFamily {
    by: String,
    #[serde(default)]
    light: Option<String>,
    #[serde(default)]
    dark: Option<String>,
    #[serde(default)]
    odd: Option<String>,
    #[serde(default)]
    even: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawEnd {
    #[serde(default)]
    stalemate: Option<String>,
    #[serde(default)]
    bare_king: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDraws {
    #[serde(default = "yes")]
    repetition: bool,
    #[serde(default = "yes")]
    fifty_move: bool,
    #[serde(default)]
    insufficient_material: bool,
}

fn yes() -> bool {
    true
}

impl Default for RawDraws {
    fn default() -> Self {
        RawDraws {
            repetition: true,
            fifty_move: true,
            insufficient_material: false,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuling {
    title: String,
    text: String,
}

/// Merges `child` over `parent`: tables key by key, anything else replaced.
fn merge(parent: &mut toml::Table, child: toml::Table) {
    for (k, v) in child {
        match (parent.get_mut(&k), v) {
            (Some(toml::Value::Table(p)), toml::Value::Table(c)) => merge(p, c),
            (_, v) => {
                parent.insert(k, v);
            }
        }
    }
}

/// Resolves `inherits` through `lookup` (file name -> source) and returns the merged
/// table. Cycles and missing parents are errors.
pub fn resolve_inheritance(
    file: &str,
    source: &str,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<toml::Table, DefinitionError> {
    let fail = |p: String| DefinitionError {
        file: file.to_string(),
        problems: vec![p],
    };
    let mut chain = vec![file.to_string()];
    let mut table: toml::Table = toml::from_str(source).map_err(|e| fail(e.to_string()))?;
    let mut layers = Vec::new();
    while let Some(parent) = table.remove("inherits") {
        let Some(parent) = parent.as_str().map(str::to_string) else {
            return Err(fail(
                "inherits: must be the key of another definition".into(),
            ));
        };
        if chain.contains(&parent) {
            return Err(fail(format!("inherits: '{parent}' leads to a cycle")));
        }
        let Some(text) = lookup(&parent) else {
            return Err(fail(format!("inherits: no definition '{parent}'")));
        };
        let parent_table: toml::Table = toml::from_str(&text)
            .map_err(|e| fail(format!("inherits: '{parent}' does not parse: {e}")))?;
        chain.push(parent);
        layers.push(std::mem::replace(&mut table, parent_table));
    }
    while let Some(layer) = layers.pop() {
        merge(&mut table, layer);
    }
    Ok(table)
}

/// Builds a variant from a definition's text.
pub fn build(
    file: &str,
    source: &str,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<Variant, DefinitionError> {
    let table = resolve_inheritance(file, source, lookup)?;
    let fail = |problems: Vec<String>| DefinitionError {
        file: file.to_string(),
        problems,
    };
    let raw = RawDef::deserialize(toml::Value::Table(table))
        .map_err(|e| fail(vec![e.to_string().trim().replace('\n', " ")]))?;
    compile(raw).map_err(fail)
}

fn compile(raw: RawDef) -> Result<Variant, Vec<String>> {
    let mut problems = Vec::new();
    if raw.key.is_empty()
        || !raw
            .key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        problems.push("key: must be lower-case letters, digits and '-'".to_string());
    }
    let widths = match (&raw.board.boards, raw.board.files) {
        (Some(b), None) => b.clone(),
        (None, Some(f)) => vec![f],
        _ => {
            problems.push("board: give either 'files' or 'boards'".into());
            vec![8]
        }
    };
    let geometry = match Geometry::new(&widths, raw.board.ranks) {
        Ok(g) => g,
        Err(e) => return Err(vec![format!("board: {e}")]),
    };
    let height = geometry.height();

    // Pieces: labels first, so promotions and families can refer to any of them.
    let mut raw_pieces = Vec::new();
    for (label, value) in raw.pieces {
        match RawPiece::deserialize(value) {
            Ok(p) => raw_pieces.push((label, p)),
            Err(e) => problems.push(format!("pieces.{label}: {}", e.to_string().trim())),
        }
    }
    let labels: Vec<String> = raw_pieces.iter().map(|(l, _)| l.clone()).collect();
    if labels.len() > 60 {
        problems.push("pieces: at most 60 kinds".into());
    }
    for l in &labels {
        if l.is_empty() || l.len() > 3 || !l.chars().all(|c| c.is_ascii_uppercase()) {
            problems.push(format!(
                "pieces.{l}: a label is 1 to 3 upper-case letters (Black's is the lower-case form)"
            ));
        }
    }
    let find = |l: &str| labels.iter().position(|x| x == l);
    let mut kinds = Vec::new();
    for (label, p) in &raw_pieces {
        let components = match betza::parse(&p.betza) {
            Ok(c) => c,
            Err(e) => {
                problems.push(format!("pieces.{label}.betza: '{}' {e}", p.betza));
                Vec::new()
            }
        };
        let castling = components.iter().find_map(|c| c.castling);
        let rel = |r: usize, what: &str, problems: &mut Vec<String>| {
            if r == 0 || r > height {
                problems.push(format!(
                    "pieces.{label}.{what}: rank {r} is not on the board"
                ));
            }
            r.saturating_sub(1)
        };
        let initial_ranks = p
            .initial_ranks
            .iter()
            .map(|&r| rel(r, "initial_ranks", &mut problems))
            .collect();
        let promotion =
            p.promotion.as_ref().map(|pr| {
                let relative_ranks = pr
                    .ranks
                    .iter()
                    .map(|&r| rel(r, "promotion.ranks", &mut problems))
                    .collect();
                let mut choices = Vec::new();
                for c in &pr.choices {
                    match find(c) {
                        Some(k) if raw_pieces[k].1.royal => problems
                            .push(format!("pieces.{label}.promotion.choices: '{c}' is royal")),
                        Some(k) => choices.push(k),
                        None => problems
                            .push(format!("pieces.{label}.promotion.choices: no piece '{c}'")),
                    }
                }
                let default = match find(&pr.default) {
                    Some(k) if choices.contains(&k) => k,
                    _ => {
                        problems.push(format!(
                            "pieces.{label}.promotion.default: '{}' is not one of the choices",
                            pr.default
                        ));
                        0
                    }
                };
                Promotion {
                    relative_ranks,
                    choices,
                    default,
                }
            });
        if p.glyph.trim().is_empty() {
            problems.push(format!("pieces.{label}.glyph: must name a drawing"));
        }
        kinds.push(PieceKind {
            label: label.clone(),
            name: p.name.clone(),
            betza: p.betza.clone(),
            glyph: p.glyph.clone(),
            notes: p.notes.clone(),
            royal: p.royal,
            pawn: p.pawn,
            minor: p.minor,
            initial_ranks,
            promotion,
            castling,
            components,
        });
    }

    // Families and the morph table.
    let mut families = Vec::new();
    let n_sq = geometry.num_squares();
    let mut morph: Vec<u8> = (0..kinds.len())
        .flat_map(|k| std::iter::repeat_n(k as u8, n_sq))
        .collect();
    for (i, f) in raw.families.iter().enumerate() {
        let (a, b) = match f.by.as_str() {
            "colour" | "color" => (&f.light, &f.dark),
            "rank" => (&f.odd, &f.even),
            other => {
                problems.push(format!(
                    "families[{i}].by: '{other}' is not 'colour' or 'rank'"
                ));
                continue;
            }
        };
        let (Some(a), Some(b)) = (a.as_deref().and_then(find), b.as_deref().and_then(find)) else {
            problems.push(format!(
                "families[{i}]: both forms must name pieces ({} needs {})",
                f.by,
                if f.by == "rank" {
                    "odd and even"
                } else {
                    "light and dark"
                }
            ));
            continue;
        };
        families.push(vec![a, b]);
        for sq in geometry.squares() {
            let second = match f.by.as_str() {
                "rank" => geometry.rank(sq) % 2 == 1,
                _ => geometry.square_is_dark(sq),
            };
            let target = if second { b } else { a } as u8;
            morph[a * n_sq + sq.index()] = target;
            morph[b * n_sq + sq.index()] = target;
        }
    }

    // Reserve.
    let mut reserve = Vec::new();
    let mut drop_ranks = 0;
    if let Some(r) = &raw.reserve {
        drop_ranks = r.drop_ranks;
        if r.drop_ranks == 0 || r.drop_ranks > height {
            problems.push("reserve.drop_ranks: must be between 1 and the number of ranks".into());
        }
        if r.slots.len() > MAX_SLOTS {
            problems.push(format!("reserve.slots: at most {MAX_SLOTS} slots"));
        }
        for (i, s) in r.slots.iter().enumerate() {
            let Some(kind) = find(&s.piece) else {
                problems.push(format!("reserve.slots[{i}].piece: no piece '{}'", s.piece));
                continue;
            };
            let dark = match s.colour.as_deref() {
                None => None,
                Some("dark") => Some(true),
                Some("light") => Some(false),
                Some(other) => {
                    problems.push(format!(
                        "reserve.slots[{i}].colour: '{other}' is not 'light' or 'dark'"
                    ));
                    None
                }
            };
            let label = s.label.clone().unwrap_or_else(|| s.piece.clone());
            if reserve.iter().any(|x: &ReserveSlot| x.label == label) {
                problems.push(format!("reserve.slots[{i}].label: '{label}' is used twice"));
            }
            if s.count > 64 {
                problems.push(format!("reserve.slots[{i}].count: at most 64"));
            }
            reserve.push(ReserveSlot {
                kind,
                label,
                count: s.count,
                dark,
            });
        }
    }

    let stalemate = match raw.end.stalemate.as_deref() {
        None | Some("draw") => StalemateRule::Draw,
        Some("loss") => StalemateRule::Loss,
        Some(other) => {
            problems.push(format!("end.stalemate: '{other}' is not 'draw' or 'loss'"));
            StalemateRule::Draw
        }
    };
    let bare_king_loses = match raw.end.bare_king.as_deref() {
        None | Some("none") => false,
        Some("loss") => true,
        Some(other) => {
            problems.push(format!("end.bare_king: '{other}' is not 'none' or 'loss'"));
            false
        }
    };
    let rules_name = raw.rules.clone().unwrap_or_else(|| "orthodox".into());
    let rules = match variants::hooks(&rules_name, &raw.options) {
        Ok(r) => Some(r),
        Err(e) => {
            problems.push(format!("rules/options: {e}"));
            None
        }
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let Some(rules) = rules else {
        return Err(vec!["rules: missing".into()]);
    };
    let tables = MoveTables::build(&geometry, &kinds);
    let royal_mask: u64 = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| k.royal)
        .fold(0, |m, (i, _)| m | 1 << i);
    let promoting_mask: u64 = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| k.promotion.is_some())
        .fold(0, |m, (i, _)| m | 1 << i);
    let promotion_zone = kinds
        .iter()
        .map(|k| {
            let mut zone = [Bits::default(); 2];
            if let Some(p) = &k.promotion {
                for color in Color::BOTH {
                    for sq in geometry.squares() {
                        let rel = geometry.relative_rank(sq, color == Color::White);
                        if p.relative_ranks.contains(&rel) {
                            zone[color.index()].set(sq);
                        }
                    }
                }
            }
            zone
        })
        .collect();
    let mut v = Variant {
        key: raw.key,
        name: raw.name,
        summary: raw.summary,
        rulings: raw
            .rulings
            .into_iter()
            .map(|r| Ruling {
                title: r.title,
                text: r.text,
            })
            .collect(),
        geometry,
        kinds,
        tables,
        start: State::empty(Color::White),
        reserve,
        drop_ranks,
        castlings: Vec::new(),
        castling_squares: Vec::new(),
        extra_castle_rights: Vec::new(),
        castle_partner: None,
        morph: (!families.is_empty()).then_some(morph),
        families,
        royal_mask,
        promoting_mask,
        promotion_zone,
        stalemate,
        bare_king_loses,
        draws: DrawRules {
            repetition: raw.draws.repetition,
            fifty_move: raw.draws.fifty_move,
            insufficient_material: raw.draws.insufficient_material,
        },
        rules,
    };

    // The setup, read once without castling rights to find the kings.
    let mut fields: Vec<&str> = raw.setup.fen.split_whitespace().collect();
    if fields.len() > 2 {
        fields[2] = "-";
    }
    let bare = match fen::parse(&v, &fields.join(" ")) {
        Ok(s) => s,
        Err(e) => return Err(vec![format!("setup.fen: {}", e.0)]),
    };
    if let Some(c) = &raw.castling {
        castlings(&mut v, &bare, c, &mut problems);
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    match fen::parse(&v, &raw.setup.fen) {
        Ok(s) => v.start = s,
        Err(e) => return Err(vec![format!("setup.fen: {}", e.0)]),
    }
    if let Some(p) = fen::misplaced(&v, &v.start) {
        return Err(vec![format!("setup.fen: {p}")]);
    }
    Ok(v)
}

fn castlings(v: &mut Variant, bare: &State, raw: &RawCastling, problems: &mut Vec<String>) {
    let g = v.geometry.clone();
    let first_rook = raw.rooks.first().and_then(|r| g.parse_square(r));
    let partner = match &raw.partner {
        Some(label) => v.kinds.iter().position(|k| &k.label == label),
        None => first_rook.and_then(|sq| bare.piece(sq)).map(|p| p.kind()),
    };
    match partner {
        Some(k) => v.castle_partner = Some(k),
        None => problems.push(
            "castling.partner: name the piece kings castle with (no piece stands on the first rook square)"
                .into(),
        ),
    }
    let mirror = |list: &[String]| -> Vec<String> {
        list.iter()
            .filter_map(|s| g.parse_square(s))
            .map(|sq| g.square_name(g.file(sq), g.height() - 1 - g.rank(sq)))
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
    for (color, rooks, extra) in [
        (Color::White, &raw.rooks, &raw.extra_rooks),
        (Color::Black, &black_rooks, &black_extra),
    ] {
        let king = bare.royal[color.index()];
        if king.is_none() {
            problems.push(format!("castling: the {color} king is not in the setup"));
            continue;
        }
        let Some(distance) = bare.piece(king).and_then(|p| v.kinds[p.kind()].castling) else {
            problems.push("castling: the king's Betza has no O (castling) component".into());
            continue;
        };
        for r in rooks {
            let Some(rook) = g.parse_square(r) else {
                problems.push(format!("castling.rooks: '{r}' is not a square"));
                continue;
            };
            match castling_for(&g, color, king, rook, distance as i32) {
                Some(c) => {
                    v.castling_squares.extend([king, rook]);
                    v.castlings.push(c);
                }
                None => problems.push(format!(
                    "castling.rooks: a king on {} cannot castle with {r}",
                    g.name(king)
                )),
            }
        }
        for r in extra {
            match g.parse_square(r) {
                Some(rook) => {
                    v.castling_squares.extend([king, rook]);
                    v.extra_castle_rights.push((color, king, rook));
                }
                None => problems.push(format!("castling.extra_rooks: '{r}' is not a square")),
            }
        }
    }
}

/// The king moves `distance` squares towards the rook; the rook lands on the square
/// next to the king on the side it came from.
fn castling_for(
    g: &Geometry,
    color: Color,
    king: Square,
    rook: Square,
    distance: i32,
) -> Option<Castling> {
    if g.rank(king) != g.rank(rook) || g.board_of(king) != g.board_of(rook) || king == rook {
        return None;
    }
    let dir = if g.file(rook) > g.file(king) { 1 } else { -1 };
    let king_to = g.offset(king, dir * distance, 0)?;
    let rook_to = g.offset(king_to, -dir, 0)?;
    let span = |a: Square, b: Square| {
        let (lo, hi) = (g.file(a).min(g.file(b)), g.file(a).max(g.file(b)));
        (lo..=hi)
            .filter_map(|f| g.square(f, g.rank(a)))
            .collect::<Vec<_>>()
    };
    let mut empty: Vec<Square> = span(king, rook);
    empty.extend(span(king_to, rook_to));
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
