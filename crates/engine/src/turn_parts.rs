//! Turns taken apart, for a player who builds one on the board a move at a time: the
//! moves that begin a legal turn, and for one of them the moves that complete it, each
//! with the squares to light up and its canonical text. A page reads these instead of
//! the whole list of turns, which for two-move turns runs to thousands; nothing here
//! decides a rule of its own, it reads the rule hooks' narrowed answers.
//!
//! A move that puts a wall down (a duck, an arrow: `walling`) is one move, but the board
//! builds it in two stages: the move is a first part of its own, listed once, and the
//! squares its wall may go on are its completions. Listed whole, every move would come
//! once per wall square, and an amazons position has thousands.

use crate::color::Color;
use crate::notation::{self, move_parts};
use crate::position::Position;
use crate::reserve::ReserveSlot;
use crate::rules::Rules;
use crate::square::Square;
use crate::turn::{Move, Turn, flags};
use std::collections::HashSet;

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
    /// A wall is put down after this move, on a square chosen among its completions:
    /// the part is the move alone, not yet a turn.
    pub wall_follows: bool,
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
    /// game is over). A pass, which has no move, is not among them. A move followed by
    /// a wall comes once, without its wall (`Part::wall_follows`).
    pub fn first_parts(&self) -> Vec<Part> {
        let mut out: Vec<Part> = Vec::new();
        // The moves already listed without their wall: each comes once per wall square.
        let mut walled = HashSet::new();
        for m in self.legal_first_moves() {
            if !m.is(flags::WALL) {
                out.push(self.part(&m));
            } else if walled.insert(without_wall(&m)) {
                out.push(Part {
                    wall_follows: true,
                    ..self.part(&without_wall(&m))
                });
            }
        }
        out
    }

    /// The legal turns beginning with `first`; `None` when no legal turn begins with it.
    /// For a move a wall follows (given without it, as `first_parts` gives it), each
    /// turn is the move with one of its walls, and its `second` is the wall alone.
    pub fn completions(&self, first: &Move) -> Option<Completions> {
        let turns = self.legal_turns_starting(&|m| without_wall(m) == *first);
        if turns.is_empty() {
            return None;
        }
        // Played as a turn of its own, only to be drawn and to write the second move in
        // (a wall to come is not yet down, and one that moves still stands where it was).
        let between = self.play_unchecked(&Turn::single(*first));
        let turns = turns
            .iter()
            .map(|t| Completion {
                second: match t.moves().nth(1) {
                    Some(m) => Some(between.part(m)),
                    None => t
                        .first()
                        .filter(|m| m.is(flags::WALL))
                        .map(|m| self.wall(m)),
                },
                turn: *t,
                text: self.turn_text(t),
            })
            .collect();
        Some(Completions { between, turns })
    }

    /// The wall `m` puts down, as the second stage of building it: the square alone,
    /// written as the last part of `m`'s text.
    fn wall(&self, m: &Move) -> Part {
        let e = self.variant().equipment();
        Part {
            mv: *m,
            text: move_parts(e, self.state(), m).pop().unwrap_or_default(),
            from: None,
            to: m.gate,
            slot: None,
            color: m.piece.color(),
            placed: Some(m.gate),
            wall_follows: false,
        }
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
            wall_follows: false,
        }
    }
}

/// `m` without the wall it puts down, if any: the move a player makes before choosing
/// the wall's square.
fn without_wall(m: &Move) -> Move {
    let mut bare = *m;
    if bare.is(flags::WALL) {
        bare.flags &= !flags::WALL;
        bare.gate = Square::NONE;
    }
    bare
}
