//! A validated position of a particular variant: the public face of the engine. Made
//! from a `Setup` (or a position text, which reads into one) by a constructor that
//! checks it against the variant's rules and reports every problem at once, or by
//! playing a turn. What a page shows of it (pieces, hands, material) is `view`; its
//! turns written and read are the notation's (`notation`, `turn_text`, `turn_san`).

mod error;
mod illegal;
mod setup_state;
pub(crate) mod view;

pub use error::{FenError, PositionError, PositionProblem};
pub use illegal::IllegalTurn;
pub(crate) use setup_state::{setup_of, state_of};

use crate::color::Color;
use crate::fen::{self, ParseFenError};
use crate::movegen;
use crate::outcome::Outcome;
use crate::rules::Rules;
use crate::setup::Setup;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use crate::variant::Variant;
use std::sync::Arc;

/// A position a game of its variant can be in: made only by `start`, `from_setup` and
/// `from_fen` (which check it) or by playing a turn, so its rules always apply to it.
#[derive(Clone)]
pub struct Position {
    variant: Arc<Variant>,
    state: State,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant.key(), self.fen())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.variant.key() == other.variant.key() && self.state == other.state
    }
}

impl Position {
    pub fn start(v: &Arc<Variant>) -> Position {
        Position {
            variant: v.clone(),
            state: v.start_state().clone(),
        }
    }

    /// The position `setup` states, if a game of `v` could be in it; otherwise every
    /// problem with it.
    pub fn from_setup(v: &Arc<Variant>, setup: &Setup) -> Result<Position, PositionError> {
        let mut state = state_of(v.equipment(), v.rules(), setup)?;
        // A right where this side may not take en passant is no right.
        if let Some(squares) = &v.rules().en_passant_squares {
            let allowed = squares[state.side.index()];
            let rights: Vec<Square> = state.ep.iter().map(|(skipped, _)| skipped).collect();
            for skipped in rights.into_iter().filter(|&sq| !allowed.has(sq)) {
                state.ep.remove(skipped);
            }
        }
        if let Some(remaining) = setup.checks_remaining {
            let Some(count) = v.rules().check_count.map(|c| c.count) else {
                return Err(PositionError {
                    problems: vec![PositionProblem::ChecksRemaining],
                });
            };
            state.checks = remaining.map(|n| count.saturating_sub(n.min(255) as u8));
        }
        Ok(Position {
            variant: v.clone(),
            state,
        })
    }

    /// Reads position notation and checks it is a position the game could be in.
    pub fn from_fen(v: &Arc<Variant>, text: &str) -> Result<Position, FenError> {
        let setup = fen::read(v.equipment(), text)?;
        Ok(Position::from_setup(v, &setup)?)
    }

    /// The side to move that a position text names, read without reading the rest:
    /// for a list of stored games, which `from_fen` checked when they were stored.
    pub fn side_to_move_in(text: &str) -> Result<Color, ParseFenError> {
        fen::side_to_move(text)
    }

    /// The position as a setup: what its text states.
    pub fn setup(&self) -> Setup {
        setup_of(self.variant.equipment(), &self.state)
    }

    /// The position's text, which `from_fen` reads back to it.
    pub fn fen(&self) -> String {
        let e = self.variant.equipment();
        fen::write(e, &setup_of(e, &self.state))
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    /// Another state of this position's variant, reached by the notation's own means
    /// (free play's board edits, a turn taken apart).
    pub(crate) fn with_state(&self, state: State) -> Position {
        Position {
            variant: self.variant.clone(),
            state,
        }
    }

    pub fn side_to_move(&self) -> Color {
        self.state.side
    }

    /// Completed turns of both players, counting from 1 as FEN does.
    pub fn fullmove(&self) -> u32 {
        u32::from(self.state.fullmove)
    }

    /// Turns since the last capture, pawn move or drop.
    pub fn halfmove_clock(&self) -> u32 {
        u32::from(self.state.halfmove)
    }

    pub fn in_check(&self) -> bool {
        let v = &self.variant;
        movegen::in_check(v.equipment(), v.rules(), &self.state, self.state.side)
    }

    /// With `mating_checks`, whether the side to move is in check by a kind whose
    /// check makes a mate count (`None`: not in check, or no such rule).
    pub(crate) fn mating_check(&self) -> Option<bool> {
        let (e, r) = (self.variant.equipment(), self.variant.rules());
        r.mating_checks
            .as_ref()?
            .mating(e, r, &self.state, self.state.side)
    }

    /// The squares of royal pieces in check, for marking on the board: each attacked
    /// one, where a side has several.
    pub fn checked_kings(&self) -> Vec<Square> {
        let (e, r, s) = (self.variant.equipment(), self.variant.rules(), &self.state);
        Color::BOTH
            .into_iter()
            .filter(|&c| movegen::in_check(e, r, s, c))
            .flat_map(|c| {
                s.royals(e, c)
                    .iter()
                    .filter(move |&sq| movegen::attacked(e, r, s, sq, c.opposite()))
            })
            .collect()
    }

    /// Whether the rules of play apply and the game has not ended by a rule that needs
    /// no list of turns: only then are there turns to list.
    fn turns_open(&self) -> bool {
        self.variant.enforced && self.terminal().is_none()
    }

    /// Every legal turn; none when the game is over, and none in free play.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let v = &self.variant;
        let mut out = Vec::new();
        if self.turns_open() {
            v.rules().legal_turns(v.equipment(), &self.state, &mut out);
        }
        out
    }

    /// The legal turns whose first move passes `first` (none when the game is over).
    pub(crate) fn legal_turns_starting(&self, first: &dyn Fn(&Move) -> bool) -> Vec<Turn> {
        let v = &self.variant;
        let mut out = Vec::new();
        if self.turns_open() {
            v.rules()
                .legal_turns_starting(v.equipment(), &self.state, first, &mut out);
        }
        out
    }

    /// Each move that begins a legal turn, once (none when the game is over).
    pub(crate) fn legal_first_moves(&self) -> Vec<Move> {
        let v = &self.variant;
        let mut out = Vec::new();
        if self.turns_open() {
            v.rules()
                .legal_first_moves(v.equipment(), &self.state, &mut out);
        }
        out
    }

    /// Whether one turn is legal, checked without listing every turn where the
    /// variant allows it.
    pub fn is_legal(&self, turn: &Turn) -> bool {
        let v = &self.variant;
        self.turns_open() && v.rules().is_legal_turn(v.equipment(), &self.state, turn)
    }

    /// Plays a turn after checking it is legal. On error nothing is played: `self` is
    /// the position the turn was refused in, and the error says why.
    pub fn play(&self, turn: &Turn) -> Result<Position, IllegalTurn> {
        if self.is_legal(turn) {
            Ok(self.play_unchecked(turn))
        } else {
            Err(illegal::why(
                &self.variant,
                &self.state,
                self.outcome(),
                turn,
            ))
        }
    }

    /// Plays a turn known to be legal (one from `legal_turns`, or one `play` or
    /// `notation::resolve` accepted) without checking it again: the fast path for
    /// search and replay. An illegal turn gives a position the rules cannot reach.
    pub fn play_unchecked(&self, turn: &Turn) -> Position {
        let mut state = self.state.clone();
        let v = &self.variant;
        v.rules().play_turn(v.equipment(), &mut state, turn);
        self.with_state(state)
    }

    /// The end of the game by a rule that needs no list of turns (a bare king where
    /// that loses), not by draw rules that need history.
    pub(crate) fn terminal(&self) -> Option<Outcome> {
        let v = &self.variant;
        v.rules().terminal(v.equipment(), &self.state)
    }

    /// The end of the game by the rules of play; never in free play, where results
    /// come from the players.
    pub fn outcome(&self) -> Option<Outcome> {
        let v = &self.variant;
        if !v.enforced {
            return None;
        }
        let (e, r) = (v.equipment(), v.rules());
        let outcome = match r.terminal(e, &self.state) {
            Some(o) => o,
            None if !r.has_legal_turn(e, &self.state) => r.no_turns(e, &self.state),
            None => return None,
        };
        Some(v.draw_rules().settle(outcome))
    }

    /// The key under which repetitions are counted: placement, reserve, side,
    /// castling rights, and en-passant rights only when one can be used.
    pub fn repetition_key(&self) -> String {
        let fen = self.fen();
        let fields: Vec<&str> = fen.split_whitespace().collect();
        // Only a position with en-passant rights needs its turns listed to see whether
        // one can be used; most have none, and listing Tandem-84's turns is not cheap.
        let ep_usable = self.state.ep.iter().next().is_some()
            && self
                .legal_turns()
                .iter()
                .any(|t| t.moves().any(|m| m.is(flags::EN_PASSANT)));
        // Check counts (`checks_to_win`) tell otherwise equal positions apart.
        let checks = fields.iter().find(|f| f.starts_with("checks"));
        format!(
            "{} {} {} {}{}",
            fields[0],
            fields[1],
            fields[2],
            if ep_usable { fields[3] } else { "-" },
            checks.map(|c| format!(" {c}")).unwrap_or_default()
        )
    }
}
