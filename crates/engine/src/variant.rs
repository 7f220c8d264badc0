//! A compiled variant: geometry, piece kinds with their move tables, setup, reserve,
//! castling, morphing families, end rules and the variant's rule mechanics.
//!
//! Built only by `definition::build` from a checked definition, so every value here
//! is known to be consistent.

use super::bits::Bits;
use super::color::Color;
use super::definition::DefinitionHash;
use super::geometry::{Geometry, Square};
use super::mechanics::Mechanics;
use super::movetable::MoveTables;
use super::piece::{Piece, PieceKind};
use super::state::State;

/// A rule the sources left open and we decided; shown on the variant's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    pub title: String,
    pub text: String,
}

/// A kind of piece as the rules page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    pub label: String,
    pub name: String,
    pub betza: String,
    pub glyph: String,
    pub notes: String,
}

/// One kind of piece in a reserve, with an optional square-colour restriction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ReserveSlot {
    pub kind: usize,
    /// The slot's own name in the position notation (`B` or `BL`).
    pub label: String,
    pub count: u8,
    /// `Some(true)`: only onto dark squares; `Some(false)`: only onto light ones.
    pub dark: Option<bool>,
}

/// A castling: king and rook squares before and after, for one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Castling {
    pub color: Color,
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
    /// Squares that must be empty (other than the king's and rook's own).
    pub empty: Vec<Square>,
    /// Squares the king stands on or crosses, none of which may be attacked.
    pub safe: Vec<Square>,
}

/// What happens to a player left with no legal turn while not in check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StalemateRule {
    Draw,
    /// The stalemated player loses.
    Loss,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    pub repetition: bool,
    pub fifty_move: bool,
    pub insufficient_material: bool,
}

pub struct Variant {
    pub(crate) key: String,
    pub(crate) name: String,
    pub(crate) summary: String,
    /// False for free play: no rule of play is checked (`written`).
    pub(crate) enforced: bool,
    pub(crate) rulings: Vec<Ruling>,
    /// The mechanics the definition switches on, one sentence each.
    pub(crate) mechanics_in_words: Vec<String>,
    pub(crate) geometry: Geometry,
    pub(crate) kinds: Vec<PieceKind>,
    pub(crate) tables: MoveTables,
    pub(crate) start: State,
    pub(crate) reserve: Vec<ReserveSlot>,
    pub(crate) drop_ranks: usize,
    pub(crate) castlings: Vec<Castling>,
    /// Squares whose "never moved" flag matters (castling kings and rooks).
    pub(crate) castling_squares: Vec<Square>,
    /// Castling rights used only by rule hooks (Tandem-84's drop-castling):
    /// (colour, king square, rook square).
    pub(crate) extra_castle_rights: Vec<(Color, Square, Square)>,
    /// The kind a king castles with (the rook).
    pub(crate) castle_partner: Option<usize>,
    /// `morph[kind * squares + sq]`: the kind a piece of `kind` becomes on `sq`.
    pub(crate) morph: Option<Vec<u8>>,
    /// Families of kinds that are one piece in different forms.
    pub(crate) families: Vec<Vec<usize>>,
    /// `promotion_zone[kind][colour]`: squares on which that piece must promote.
    pub(crate) promotion_zone: Vec<[Bits; 2]>,
    /// `initial_zone[kind][colour]`: the squares its `i` moves start from, for kinds
    /// with `initial_ranks` (`ranked_initial_mask`); the others need a piece unmoved.
    pub(crate) initial_zone: Vec<[Bits; 2]>,
    pub(crate) ranked_initial_mask: u64,
    /// Bit sets over kinds, for the generator's inner loops.
    pub(crate) royal_mask: u64,
    /// Kinds no move may capture: the royal ones, unless `royal_capture` is on.
    pub(crate) protected_mask: u64,
    pub(crate) promoting_mask: u64,
    pub(crate) stalemate: StalemateRule,
    pub(crate) bare_king_loses: bool,
    pub(crate) draws: DrawRules,
    pub(crate) rules: Mechanics,
    /// The content hash and canonical text of the definition this was compiled from.
    pub(crate) definition_hash: DefinitionHash,
    pub(crate) definition_text: std::sync::Arc<str>,
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Variant").field("key", &self.key).finish()
    }
}

impl Variant {
    pub fn key(&self) -> &str {
        &self.key
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the rules of play are checked. A variant whose rules are not enforced is
    /// free play: every submission is applied as written, and no position ends the game.
    pub fn rules_enforced(&self) -> bool {
        self.enforced
    }

    pub fn summary(&self) -> &str {
        &self.summary
    }

    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The mechanics the definition switches on, one sentence each with its
    /// parameters (empty for orthodox rules).
    pub fn mechanics_in_words(&self) -> &[String] {
        &self.mechanics_in_words
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn pieces(&self) -> Vec<PieceInfo> {
        self.kinds
            .iter()
            .map(|k| PieceInfo {
                label: k.label.clone(),
                name: k.name.clone(),
                betza: k.betza.clone(),
                glyph: k.glyph.clone(),
                notes: k.notes.clone(),
            })
            .collect()
    }

    /// The content hash of the definition: what a stored game names its rules by.
    pub fn definition_hash(&self) -> DefinitionHash {
        self.definition_hash
    }

    /// The canonical text of the definition, which rebuilds this variant exactly.
    pub fn definition_text(&self) -> &str {
        &self.definition_text
    }

    pub fn stalemate_rule(&self) -> StalemateRule {
        self.stalemate
    }

    pub fn draw_rules(&self) -> DrawRules {
        self.draws
    }

    pub(crate) fn kind(&self, k: usize) -> &PieceKind {
        &self.kinds[k]
    }

    pub(crate) fn kinds(&self) -> &[PieceKind] {
        &self.kinds
    }

    /// The kind whose label (in either colour's case) is `label`, with that colour.
    pub(crate) fn piece_by_label(&self, label: &str) -> Option<Piece> {
        self.kinds.iter().enumerate().find_map(|(k, kind)| {
            if kind.label == label {
                Some(Piece::new(k, Color::White))
            } else if lower_case_of(&kind.label, label) {
                Some(Piece::new(k, Color::Black))
            } else {
                None
            }
        })
    }

    /// The kind whose label matches `label` ignoring case (for "wrong case" hints).
    pub(crate) fn kind_by_label_any_case(&self, label: &str) -> Option<usize> {
        self.kinds
            .iter()
            .position(|k| k.label.eq_ignore_ascii_case(label))
    }

    pub(crate) fn label(&self, p: Piece) -> String {
        self.kinds[p.kind()].label_for(p.color())
    }

    #[inline]
    pub(crate) fn promotes_on(&self, p: Piece, sq: Square) -> bool {
        self.promotion_zone[p.kind()][p.color().index()].has(sq)
    }

    /// The form a piece takes on `sq` (itself unless the variant morphs pieces).
    #[inline]
    pub(crate) fn morph(&self, p: Piece, sq: Square) -> Piece {
        match &self.morph {
            None => p,
            Some(table) => {
                p.with_kind(table[p.kind() * self.geometry.num_squares() + sq.index()] as usize)
            }
        }
    }

    /// The kinds that are forms of the same piece as `kind` (Morphomania's families).
    pub(crate) fn family_of(&self, kind: usize) -> Option<&[usize]> {
        self.families
            .iter()
            .find(|f| f.contains(&kind))
            .map(|f| f.as_slice())
    }

    pub(crate) fn castlings_for(&self, color: Color) -> impl Iterator<Item = &Castling> {
        self.castlings.iter().filter(move |c| c.color == color)
    }

    pub(crate) fn rules(&self) -> &Mechanics {
        &self.rules
    }

    pub(crate) fn start_state(&self) -> &State {
        &self.start
    }

    pub(crate) fn reserve_slots(&self) -> &[ReserveSlot] {
        &self.reserve
    }

    /// Whether `sq` is within `color`'s drop zone (its first `drop_ranks` ranks).
    pub(crate) fn in_drop_zone(&self, sq: Square, color: Color) -> bool {
        self.geometry.relative_rank(sq, color == Color::White) < self.drop_ranks
    }
}

/// Whether `lower` is `label` in lower case, as Black writes it.
fn lower_case_of(label: &str, lower: &str) -> bool {
    match label.is_ascii() {
        true => {
            label.len() == lower.len()
                && label
                    .bytes()
                    .zip(lower.bytes())
                    .all(|(a, b)| a.to_ascii_lowercase() == b)
        }
        false => label.chars().flat_map(char::to_lowercase).eq(lower.chars()),
    }
}
