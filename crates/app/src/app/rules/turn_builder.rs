//! The turn builder the game page offers the player to move: the moves that begin a
//! legal turn and, once one is chosen, the moves that complete it. The engine decides
//! what is legal and how it is written; the page only shows it, so neither the template
//! nor `board.js` knows a rule. Two-move turns run to thousands (Tandem-84), so the
//! completions are listed for the chosen first move only.

use pigeonpost_engine::{Completions, Part, Position};

/// What the player to move can build now.
#[derive(Debug, Clone)]
pub struct TurnBuilder {
    /// Every legal turn from this position is one move (or a pass), so the first parts
    /// are the whole turns.
    pub single_moves: bool,
    /// Each move that begins a legal turn, in the engine's order.
    pub firsts: Vec<Part>,
    /// The first move the player chose, with the turns it begins.
    pub chosen: Option<Chosen>,
    /// What the player asked to begin with when no legal turn begins with it (the game
    /// moved on, or the text was never a first move).
    pub not_a_first: Option<String>,
    /// The texts of legal turns of no move at all (a pass), shown as they are, beside
    /// the moves or as the only turn.
    pub moveless: Vec<String>,
    /// The player sends a turn as soon as the board's clicks complete it.
    pub one_click: bool,
}

/// A chosen first move and what may follow it.
#[derive(Debug, Clone)]
pub struct Chosen {
    pub first: Part,
    pub completions: Completions,
}

/// The builder for `position`, with `first` (a first move's canonical text) chosen.
pub fn build(position: &Position, first: Option<&str>, one_click: bool) -> TurnBuilder {
    let firsts = position.first_parts();
    // A pass is offered beside the moves where a turn is one move (janggi's, at any
    // time); where turns are longer, only a player with no move has one to find.
    let moveless = if firsts.is_empty() || position.turn_is_one_move() {
        position
            .legal_turns()
            .iter()
            .filter(|t| t.is_pass())
            .map(|t| position.turn_text(t))
            .collect()
    } else {
        Vec::new()
    };
    let wanted = first.map(str::trim).filter(|t| !t.is_empty());
    let chosen = wanted.and_then(|text| {
        let part = firsts.iter().find(|p| p.text == text)?;
        Some(Chosen {
            first: part.clone(),
            completions: position.completions(&part.mv)?,
        })
    });
    TurnBuilder {
        single_moves: position.turn_is_one_move(),
        not_a_first: wanted
            .filter(|_| chosen.is_none())
            .map(|t| t.chars().take(100).collect()),
        firsts,
        chosen,
        moveless,
        one_click,
    }
}
