//! A validated position of a particular variant: the public face of the engine.

use crate::color::Color;
use crate::fen::{self, FenError};
use crate::geometry::Square;
use crate::movegen;
use crate::notation::{self, NotationError, Written};
use crate::outcome::Outcome;
use crate::piece::SideLabel;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use crate::variant::Variant;
use std::sync::Arc;

/// A piece as a page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// As written in notation: `N` for White, `n` for Black.
    pub label: String,
    pub color: Color,
    pub glyph: String,
    pub name: String,
}

/// A piece as a page shows it, borrowed from its variant (`Position::piece_on`).
#[derive(Clone, Copy, Debug)]
pub struct PieceOn<'a> {
    /// As written in notation: `N` for White, `n` for Black.
    pub label: SideLabel<'a>,
    pub color: Color,
    pub glyph: &'a str,
    pub name: &'a str,
}

/// One reserve slot of a side, as a page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InHand {
    /// The slot's label in the position notation (`B`, or `BL` for a bound slot).
    pub label: String,
    /// The piece the slot holds (its `label` as written for this side).
    pub piece: PieceView,
    pub count: u32,
    /// The colour of the squares the slot's pieces may be dropped on, when bound to one.
    pub only_on: Option<Shade>,
}

/// A square colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shade {
    Light,
    Dark,
}

impl Shade {
    /// "light" or "dark".
    pub fn name(self) -> &'static str {
        match self {
            Shade::Light => "light",
            Shade::Dark => "dark",
        }
    }
}

/// Why `Position::play` or `Game::play` refused a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("that turn is not legal in this position")]
pub struct IllegalTurn;

/// A position a game of its variant can be in: made only by `start`, `from_fen` (which
/// checks the text) or by playing a turn, so its rules always apply to it.
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

    /// Reads position notation and checks it is a position the game could be in.
    pub fn from_fen(v: &Arc<Variant>, text: &str) -> Result<Position, FenError> {
        let e = v.equipment();
        let state = fen::parse(e, text)?;
        if let Some(problem) = fen::misplaced(e, &state) {
            return Err(FenError(problem));
        }
        let waiting = state.side.opposite();
        if movegen::in_check(e, v.rules(), &state, waiting) {
            return Err(FenError(format!(
                "{waiting} is in check but it is {}'s turn",
                state.side
            )));
        }
        Ok(Position {
            variant: v.clone(),
            state,
        })
    }

    /// The side to move that a position text names, read without reading the rest:
    /// for a list of stored games, which `from_fen` checked when they were stored.
    pub fn side_to_move_in(text: &str) -> Result<Color, FenError> {
        fen::side_to_move(text)
    }

    pub fn fen(&self) -> String {
        fen::write(self.variant.equipment(), &self.state)
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    pub fn side_to_move(&self) -> Color {
        self.state.side
    }

    /// Completed turns of both players, counting from 1 as FEN does.
    pub fn fullmove(&self) -> u32 {
        self.state.fullmove as u32
    }

    pub fn piece_at(&self, file: usize, rank: usize) -> Option<PieceView> {
        self.piece_on(file, rank).map(|p| PieceView {
            label: p.label.to_string(),
            color: p.color,
            glyph: p.glyph.to_string(),
            name: p.name.to_string(),
        })
    }

    /// The piece at (file, rank), borrowed from the variant: for drawing every square of
    /// a board without copying each piece's words.
    pub fn piece_on(&self, file: usize, rank: usize) -> Option<PieceOn<'_>> {
        let sq = self.variant.geometry().square(file, rank)?;
        let p = self.state.piece(sq)?;
        let kind = self.variant.equipment().kind(p.kind());
        Some(PieceOn {
            label: kind.label_as(p.color()),
            color: p.color(),
            glyph: &kind.glyph,
            name: &kind.name,
        })
    }

    /// `color` has nothing left but royal pieces (a bare king), on the board or in hand.
    /// Used by time controls: running out of time against a bare king is a draw.
    pub fn only_royal(&self, color: Color) -> bool {
        let g = self.variant.geometry();
        let mut royal = 0;
        for rank in 0..g.height() {
            for file in 0..g.width() {
                let Some(sq) = g.square(file, rank) else {
                    continue;
                };
                if let Some(p) = self.state.piece(sq) {
                    if p.color() != color {
                        continue;
                    }
                    if !p.kind().is_in(self.variant.equipment().royal_mask) {
                        return false;
                    }
                    royal += 1;
                }
            }
        }
        royal > 0 && self.reserve(color).iter().all(|(_, n)| *n == 0)
    }

    /// What `color` holds in hand, slot by slot, with the piece each slot holds.
    pub fn in_hand(&self, color: Color) -> Vec<InHand> {
        let counts = self.reserve(color);
        let e = self.variant.equipment();
        e.reserve_slots()
            .iter()
            .zip(counts)
            .map(|(slot, (label, count))| {
                let kind = e.kind(slot.kind);
                InHand {
                    label,
                    piece: PieceView {
                        label: kind.label_for(color),
                        color,
                        glyph: kind.glyph.clone(),
                        name: kind.name.clone(),
                    },
                    count,
                    only_on: slot
                        .dark
                        .map(|dark| if dark { Shade::Dark } else { Shade::Light }),
                }
            })
            .collect()
    }

    /// What `color` holds in hand, by reserve slot label.
    pub fn reserve(&self, color: Color) -> Vec<(String, u32)> {
        self.variant
            .equipment()
            .reserve_slots()
            .iter()
            .enumerate()
            .map(|(i, slot)| {
                let label = match color {
                    Color::White => slot.label.clone(),
                    Color::Black => slot.label.to_lowercase(),
                };
                (label, self.state.reserve[color.index()][i] as u32)
            })
            .collect()
    }

    pub fn in_check(&self) -> bool {
        let v = &self.variant;
        movegen::in_check(v.equipment(), v.rules(), &self.state, self.state.side)
    }

    /// Squares (file, rank) of royal pieces in check, for marking on the board: each
    /// attacked one, where a side has several.
    pub fn checked_kings(&self) -> Vec<(usize, usize)> {
        let (e, r, s) = (self.variant.equipment(), self.variant.rules(), &self.state);
        Color::BOTH
            .into_iter()
            .filter(|&c| movegen::in_check(e, r, s, c))
            .flat_map(|c| {
                s.royals(e, c)
                    .iter()
                    .filter(move |&sq| movegen::attacked(e, r, s, sq, c.opposite()))
            })
            .map(|sq| self.coords(sq))
            .collect()
    }

    /// (file, rank) of a square.
    pub fn coords(&self, sq: Square) -> (usize, usize) {
        let g = self.variant.geometry();
        (g.file(sq), g.rank(sq))
    }

    /// The squares a component move starts and ends on, as (file, rank); a drop from
    /// the reserve has no start.
    pub fn move_squares(&self, m: &Move) -> (Option<(usize, usize)>, (usize, usize)) {
        let from = (!m.from.is_none()).then(|| self.coords(m.from));
        (from, self.coords(m.to))
    }

    /// Applies a submission as written, for free play (a variant whose rules are not
    /// enforced; see `Variant::rules_enforced`): only the text is checked. A variant
    /// with rules refuses this; read its turns with `notation::resolve`.
    pub fn play_as_written(&self, text: &str) -> Result<(Position, Written), NotationError> {
        if self.variant.rules_enforced() {
            return Err(NotationError::illegal(
                "this game's rules are enforced: a submission is read against its legal turns",
            ));
        }
        let (state, written) = notation::written::apply(self, text)?;
        Ok((
            Position {
                variant: self.variant.clone(),
                state,
            },
            written,
        ))
    }

    /// Every legal turn; none when the game is over, and none in free play.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let v = &self.variant;
        let (e, r) = (v.equipment(), v.rules());
        let mut out = Vec::new();
        if v.enforced && r.terminal(e, &self.state).is_none() {
            r.legal_turns(e, &self.state, &mut out);
        }
        out
    }

    /// The legal turns whose first move passes `first` (none when the game is over).
    pub(crate) fn legal_turns_starting(&self, first: &dyn Fn(&Move) -> bool) -> Vec<Turn> {
        let v = &self.variant;
        let (e, r) = (v.equipment(), v.rules());
        let mut out = Vec::new();
        if v.enforced && r.terminal(e, &self.state).is_none() {
            r.legal_turns_starting(e, &self.state, first, &mut out);
        }
        out
    }

    /// Each move that begins a legal turn, once (none when the game is over).
    pub(crate) fn legal_first_moves(&self) -> Vec<Move> {
        let v = &self.variant;
        let (e, r) = (v.equipment(), v.rules());
        let mut out = Vec::new();
        if v.enforced && r.terminal(e, &self.state).is_none() {
            r.legal_first_moves(e, &self.state, &mut out);
        }
        out
    }

    /// Whether one turn is legal, checked without listing every turn where the
    /// variant allows it.
    pub fn is_legal(&self, turn: &Turn) -> bool {
        let v = &self.variant;
        let (e, r) = (v.equipment(), v.rules());
        v.enforced && r.terminal(e, &self.state).is_none() && r.is_legal_turn(e, &self.state, turn)
    }

    /// Plays a turn after checking it is legal. On error nothing is played: `self` is
    /// the position the turn was refused in.
    pub fn play(&self, turn: &Turn) -> Result<Position, IllegalTurn> {
        if self.is_legal(turn) {
            Ok(self.play_unchecked(turn))
        } else {
            Err(IllegalTurn)
        }
    }

    /// Plays a turn known to be legal (one from `legal_turns`, or one `play` or
    /// `notation::resolve` accepted) without checking it again: the fast path for
    /// search and replay. An illegal turn gives a position the rules cannot reach.
    pub fn play_unchecked(&self, turn: &Turn) -> Position {
        let mut state = self.state.clone();
        let v = &self.variant;
        v.rules().play_turn(v.equipment(), &mut state, turn);
        Position {
            variant: self.variant.clone(),
            state,
        }
    }

    /// The end of the game by the rules of play (not by draw rules that need history).
    /// The end by a rule that needs no list of turns (a bare king where that loses).
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
        if let Some(o) = r.terminal(e, &self.state) {
            return Some(o);
        }
        (!r.has_legal_turn(e, &self.state)).then(|| r.no_turns(e, &self.state))
    }

    /// The canonical full-algebraic spelling of a legal turn.
    pub fn turn_text(&self, turn: &Turn) -> String {
        notation::canonical(self, turn)
    }

    /// The abbreviated (SAN-like) spelling of a legal turn.
    pub fn turn_san(&self, turn: &Turn) -> String {
        notation::san(self, turn)
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

    /// Turns since the last capture, pawn move or drop.
    pub fn halfmove_clock(&self) -> u32 {
        self.state.halfmove as u32
    }

    /// Whether neither side can possibly mate (FIDE dead positions of the simple kind).
    pub fn insufficient_material(&self) -> bool {
        let v = self.variant.equipment();
        // Pieces in hand can still be dropped.
        if self.state.reserve.iter().any(|r| r.iter().any(|&n| n > 0)) {
            return false;
        }
        let mut minors = [Vec::new(), Vec::new()];
        for sq in v.geometry().squares() {
            let Some(p) = self.state.piece(sq) else {
                continue;
            };
            let kind = v.kind(p.kind());
            if kind.royal {
                continue;
            }
            if !kind.minor {
                return false;
            }
            minors[p.color().index()].push((kind.betza.clone(), v.geometry().square_is_dark(sq)));
        }
        let (w, b) = (&minors[0], &minors[1]);
        match (w.len(), b.len()) {
            (0, 0) | (1, 0) | (0, 1) => true,
            // Bishops only, all on one colour.
            _ => {
                let all: Vec<_> = w.iter().chain(b.iter()).collect();
                all.iter().all(|(betza, _)| betza == "B")
                    && all.iter().all(|(_, dark)| *dark == all[0].1)
            }
        }
    }
}

#[cfg(test)]
#[path = "position_narrowing_tests.rs"]
mod narrowing_tests;
