//! Turns taken apart, for a player who builds one on the board a move at a time: the
//! moves that begin a legal turn, and for one of them the moves that complete it, each
//! with the squares to light up and its canonical text. A page reads these instead of
//! the whole list of turns, which for two-move turns runs to thousands; nothing here
//! decides a rule of its own, it reads the rule hooks' narrowed answers.

use crate::color::Color;
use crate::notation;
use crate::position::Position;
use crate::reserve::ReserveSlot;
use crate::rules::Rules;
use crate::square::Square;
use crate::turn::{Move, Turn, flags};

/// One component move of a turn, as a board shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The move itself, to ask for its completions (`Position::completions`).
    pub mv: Move,
    /// Its canonical text alone, exactly as it is written within the whole turn's text.
    pub text: String,
    /// The square it starts on; `None` for a drop from the reserve.
    pub from: Option<Square>,
    pub to: Square,
    /// For a drop: the reserve slot it comes from (`InHand::slot`).
    pub slot: Option<ReserveSlot>,
    /// Whose piece moves (a second action may move the opponent's piece).
    pub color: Color,
    /// Where the move puts a piece besides its own: the wall it places (a duck) or the
    /// piece it gates in from the reserve.
    pub placed: Option<Square>,
}

/// A legal turn that begins with a chosen first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The second move, in the position after the first; `None` when the first move is
    /// the whole turn.
    pub second: Option<Part>,
    pub turn: Turn,
    /// The whole turn's canonical text.
    pub text: String,
}

/// The turns that begin with one first move, and the position part-way through them.
#[derive(Clone, Debug)]
pub struct Completions {
    /// The pieces after the first move only, for drawing and for writing the second move
    /// (its side to move and counters are not those of a real position).
    pub between: Position,
    pub turns: Vec<Completion>,
}

impl Position {
    /// Whether every legal turn of this variant is exactly one move, so that the first
    /// parts are the whole turns.
    pub fn turns_are_single_moves(&self) -> bool {
        self.variant().rules().single_move_turns()
    }

    /// Whether every legal turn from this position is one move (or a pass): so in every
    /// position of a variant whose turns are single moves, and on a turn its rules
    /// shorten (White's first turn of Tandem-84).
    pub fn turn_is_one_move(&self) -> bool {
        self.variant().rules().turn_is_one_move(self.state())
    }

    /// Each move that begins a legal turn, once, in the engine's order (none when the
    /// game is over). A pass, which has no move, is not among them.
    pub fn first_parts(&self) -> Vec<Part> {
        self.legal_first_moves()
            .iter()
            .map(|m| self.part(m))
            .collect()
    }

    /// The legal turns beginning with `first`; `None` when no legal turn begins with it.
    pub fn completions(&self, first: &Move) -> Option<Completions> {
        let turns = self.legal_turns_starting(&|m| m == first);
        if turns.is_empty() {
            return None;
        }
        // Played as a turn of its own, only to be drawn and to write the second move in.
        let between = self.play_unchecked(&Turn::single(*first));
        let turns = turns
            .iter()
            .map(|t| Completion {
                second: t.moves().nth(1).map(|m| between.part(m)),
                turn: *t,
                text: self.turn_text(t),
            })
            .collect();
        Some(Completions { between, turns })
    }

    /// A move of this position as a board shows it.
    fn part(&self, m: &Move) -> Part {
        let from = m.from();
        Part {
            mv: *m,
            text: notation::canonical(self, &Turn::single(*m)),
            from,
            to: m.to(),
            // A free drop (`free_drops`) comes from no slot of the reserve.
            slot: (from.is_none()
                && usize::from(m.slot) < self.variant().equipment.reserve_slots().len())
            .then(|| ReserveSlot::new(usize::from(m.slot))),
            color: m.piece.color(),
            placed: (m.flags & (flags::GATE | flags::WALL) != 0).then_some(m.gate),
        }
    }
}
