//! A compiled variant: its name and description, its data (`Equipment`: board, pieces
//! with their move tables, reserve, castling, forms and zones), its rule mechanics
//! (`Mechanics`), its start position and its draw rules.
//!
//! Built only by `definition` from a checked definition, so every value here is known
//! to be consistent.

use crate::color::Color;
use crate::definition_hash::DefinitionHash;
use crate::equipment::Equipment;
use crate::family::Family;
use crate::mechanics::Mechanics;
use crate::outcome::{Outcome, Reason, StalemateRule};
use crate::state::State;

/// A rule the sources left open and we decided; shown on the variant's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    pub title: String,
    pub text: String,
}

pub use crate::mechanics::words::MechanicInfo;

/// A kind of piece as the rules page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    pub label: String,
    pub name: String,
    pub betza: String,
    pub glyph: String,
    pub notes: String,
}

/// What ending a game by repetition gives (`[draws] repetition_result`): a draw, or a
/// win for the side to move at the repeated position, or its loss, or a win for one
/// colour whoever moves (minishogi: the first player loses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionResult {
    Draw,
    SideToMoveWins,
    SideToMoveLoses,
    WhiteWins,
    BlackWins,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    pub repetition: bool,
    /// How many times a position must occur for the repetition rule (3: threefold).
    pub repetition_count: u8,
    /// At a repetition, a side that gave check on every turn since the first of the
    /// repeated positions loses (both: a draw), as in shogi.
    pub perpetual_check_loses: bool,
    /// What a repetition is worth.
    pub repetition_result: RepetitionResult,
    pub fifty_move: bool,
    /// The moves of each side after which `fifty_move` draws (50: the fifty-move rule).
    pub fifty_move_count: u16,
    pub insufficient_material: bool,
    /// The side that wins every game that would end drawn (armageddon: Black).
    pub draw_odds: Option<Color>,
}

impl DrawRules {
    /// `outcome`, with a draw given to the side with draw odds.
    pub fn settle(&self, outcome: Outcome) -> Outcome {
        match (outcome.winner, self.draw_odds) {
            (None, Some(side)) => Outcome::win(
                side,
                Reason::DrawOdds {
                    draw: Box::new(outcome.reason),
                    side,
                },
            ),
            _ => outcome,
        }
    }
}

pub struct Variant {
    pub(crate) key: String,
    pub(crate) name: String,
    pub(crate) summary: String,
    pub(crate) family: &'static Family,
    /// False for free play: no rule of play is checked (`written`).
    pub(crate) enforced: bool,
    pub(crate) rulings: Vec<Ruling>,
    /// The mechanics the definition switches on, one sentence each.
    pub(crate) mechanics_in_words: Vec<String>,
    /// The same mechanics as data (none for free play).
    pub(crate) mechanics_given: Vec<MechanicInfo>,
    pub(crate) equipment: Equipment,
    pub(crate) rules: Mechanics,
    pub(crate) start: State,
    pub(crate) draws: DrawRules,
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

    /// The family the catalogue shows it in.
    pub fn family(&self) -> &'static Family {
        self.family
    }

    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The mechanics the definition switches on, one sentence each with its
    /// parameters (empty for orthodox rules).
    pub fn mechanics_in_words(&self) -> &[String] {
        &self.mechanics_in_words
    }

    /// The mechanics the definition switches on, with their parameters, in the order of
    /// `mechanics_in_words` (empty for orthodox rules, and for free play).
    pub fn mechanics_given(&self) -> &[MechanicInfo] {
        &self.mechanics_given
    }

    pub fn geometry(&self) -> &crate::geometry::Geometry {
        &self.equipment.geometry
    }

    pub fn pieces(&self) -> Vec<PieceInfo> {
        self.equipment
            .kinds
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
        self.rules.stalemate
    }

    pub fn draw_rules(&self) -> DrawRules {
        self.draws
    }

    /// The variant's data, as the generator reads it.
    pub(crate) fn equipment(&self) -> &Equipment {
        &self.equipment
    }

    /// The compiled mechanics, through which the generator and the legality filter
    /// meet the rules the data cannot say.
    pub(crate) fn rules(&self) -> &Mechanics {
        &self.rules
    }

    pub(crate) fn start_state(&self) -> &State {
        &self.start
    }
}
