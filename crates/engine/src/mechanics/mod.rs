//! Rule mechanics: what a definition's board, pieces and setup cannot say, each a small
//! module named for what it does, switched on and parameterised by the definition's
//! `[mechanics.<kind>]` tables (read in `schema`), several per definition.
//!
//! `Mechanics` is the compiled set. It meets the move generator through the generator's
//! hooks (`movegen::Generation`) and the legality layer's (`rules::Rules`), whose
//! defaults are orthodox behaviour; a definition with no mechanics plays orthodox rules.
//! Nothing here asks which variant it plays: only which mechanics are on. A new mechanic
//! is a module here, a table in `schema`, a sentence in `words`, and the hook methods it
//! needs overridden below.

mod bare_king;
mod between_boards;
mod board_transfers;
mod cannon_captures;
mod castling_across_boards;
mod check_count;
mod component_moves;
mod extinction;
mod farthest_move;
mod flying_general;
mod king_takes_checker;
mod moves_per_turn;
mod own_then_opponent;
mod params;
mod passing;
mod preclusion;
mod pushing_drops;
mod region_goal;
mod reversal_goal;
mod royal_capture;
pub(crate) mod schema;
mod swaps;
mod teleporting_pieces;
pub(crate) mod words;

use crate::color::Color;
use crate::equipment::Equipment;
use crate::legal;
use crate::movegen::{self, Generation};
use crate::outcome::{Outcome, StalemateRule};
use crate::rules::Rules;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn};
use between_boards::{BoardMechanics, Context};
use cannon_captures::CannonCaptures;
use check_count::CheckCount;
use extinction::Extinction;
use moves_per_turn::MovesPerTurn;
use own_then_opponent::{Judges, OwnThenOpponent};
use passing::Passing;
use region_goal::RegionGoal;
use reversal_goal::ReversalGoal;
use royal_capture::RoyalCapture;
use std::ops::ControlFlow;

/// What a turn is.
#[derive(Debug, Default)]
pub(crate) enum TurnShape {
    /// One move (orthodox).
    #[default]
    Single,
    /// `moves_per_turn`.
    Several(MovesPerTurn),
    /// `own_then_opponent`.
    OwnThenOpponent(OwnThenOpponent),
}

/// Which drop mechanics are on. None at all means orthodox drops onto empty squares.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Drops {
    pub onto_empty: bool,
    pub onto_advancing_pawn: bool,
    pub behind_advancing_pawn: bool,
    /// With `onto_empty`: pawns not onto their first rank or their promotion zone.
    pub pawns_inner: bool,
}

/// The compiled mechanics of one variant: what its data cannot say. The mechanics that
/// only change what a move does to the position (`captures_to_reserve`,
/// `several_royals`) are compiled into the variant's data instead (`Equipment`), which
/// the state reads. The default is orthodox rules: no mechanic switched on.
#[derive(Debug, Default)]
pub(crate) struct Mechanics {
    pub(crate) turn: TurnShape,
    pub(crate) drops: Option<Drops>,
    pub(crate) cannon: Option<CannonCaptures>,
    /// `flying_general`: royal pieces may not face each other on an open line.
    pub(crate) flying_general: bool,
    /// `king_takes_checker`: in check, the royal piece moves only to take the checker.
    pub(crate) king_takes_checker: bool,
    /// `passing`: a player may pass; two passes (or a standoff) end the game.
    pub(crate) passing: Option<Passing>,
    pub(crate) boards: BoardMechanics,
    pub(crate) reversal: Option<ReversalGoal>,
    pub(crate) preclusion: bool,
    /// `no_check` (or `royal_capture`): royal pieces are never in check (and so never
    /// mated), and every pseudo-legal move is legal.
    pub(crate) no_check: bool,
    /// `royal_capture`: royal pieces are captured like any other, and a side left
    /// without one loses.
    pub(crate) royal_capture: Option<RoyalCapture>,
    pub(crate) region: Option<RegionGoal>,
    pub(crate) extinction: Option<Extinction>,
    pub(crate) check_count: Option<CheckCount>,
    /// `stalemate`: what a player left with no legal turn while not in check gets.
    pub(crate) stalemate: StalemateRule,
    pub(crate) bare_king_loses: bool,
    /// Whether any mechanic adds moves, or can end the game by itself (`settle`): asked
    /// at every node, so orthodox play pays one test instead of one per mechanic.
    extra: bool,
    ends: bool,
}

impl Mechanics {
    fn judges(&self) -> Judges<'_> {
        Judges {
            goal: self.reversal.as_ref().and_then(|r| r.tables()),
            preclusion: self.preclusion,
        }
    }

    /// Notes which hooks have anything to do, once every mechanic is read.
    pub(crate) fn settle(&mut self) {
        let single = matches!(self.turn, TurnShape::Single);
        self.extra = self.cannon.is_some() || (single && self.boards.any());
        self.ends = self.passing.is_some()
            || self.bare_king_loses
            || self.royal_capture.is_some()
            || self.reversal.is_some()
            || self.region.is_some()
            || self.extinction.is_some()
            || self.check_count.is_some()
            || matches!(self.turn, TurnShape::OwnThenOpponent(_));
    }

    /// Builds what needs the start position (the reversal goal's square sets), once
    /// it is read.
    pub(crate) fn read_start(&mut self, e: &Equipment, start: &State) {
        if let Some(r) = &mut self.reversal {
            r.read_start(e, start);
        }
    }

    fn add_extra_moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        if let Some(c) = &self.cannon {
            c.moves(e, s, color, out);
        }
        if self.single_move_turns() && self.boards.any() {
            let cx = Context {
                color,
                in_check: movegen::in_check(e, self, s, color),
                mechanics: &self.boards,
            };
            component_moves::extra_moves(e, self, s, &cx, out);
        }
    }

    fn ending(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        if let Some(o) = self.passing.as_ref().and_then(|p| p.terminal(e, s)) {
            return Some(o);
        }
        if self.bare_king_loses
            && let Some(o) = bare_king::bare_royals(e, s)
        {
            return Some(o);
        }
        if let Some(o) = self.royal_capture.as_ref().and_then(|r| r.terminal(e, s)) {
            return Some(o);
        }
        if let Some(r) = &self.reversal
            && let Some(o) = r.terminal(s)
        {
            return Some(o);
        }
        if let Some(o) = self.region.as_ref().and_then(|r| r.terminal(e, s)) {
            return Some(o);
        }
        if let Some(o) = self.extinction.as_ref().and_then(|x| x.terminal(e, s)) {
            return Some(o);
        }
        if let Some(o) = self.check_count.as_ref().and_then(|c| c.terminal(s)) {
            return Some(o);
        }
        if let TurnShape::OwnThenOpponent(o) = &self.turn {
            return o.terminal(e, &self.judges(), s);
        }
        None
    }

    /// The multi-move walk's listing, for the turn shapes that have one.
    fn several(&self) -> Option<&MovesPerTurn> {
        match &self.turn {
            TurnShape::Several(m) => Some(m),
            _ => None,
        }
    }
}

impl Generation for Mechanics {
    #[inline]
    fn extra_moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        if self.extra {
            self.add_extra_moves(e, s, color, out);
        }
    }

    fn drops(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let Some(d) = self.drops else {
            movegen::drops_onto_empty(e, s, color, out);
            return;
        };
        if d.onto_empty && d.pawns_inner {
            let start = out.len();
            movegen::drops_onto_empty(e, s, color, out);
            let mut i = start;
            while i < out.len() {
                if pawn_outside_inner_ranks(e, &out[i]) {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
        } else if d.onto_empty {
            movegen::drops_onto_empty(e, s, color, out);
        }
        if d.onto_advancing_pawn {
            pushing_drops::onto_pawn(e, s, color, out);
        }
        if d.behind_advancing_pawn {
            pushing_drops::behind_pawn(e, s, color, out);
        }
    }

    fn has_extra_attacks(&self) -> bool {
        self.cannon.is_some() || self.flying_general
    }

    fn extra_attack_squares(
        &self,
        e: &Equipment,
        s: &State,
        target: Square,
        by: Color,
    ) -> Option<crate::bits::Bits> {
        match (&self.cannon, self.flying_general) {
            (Some(_), _) => None,
            (None, true) => Some(flying_general::lines_through(e, s, target, by)),
            (None, false) => Some(crate::bits::Bits::default()),
        }
    }

    fn extra_attack(&self, e: &Equipment, s: &State, target: Square, by: Color) -> bool {
        (self.flying_general && flying_general::sees(e, s, target, by))
            || self
                .cannon
                .as_ref()
                .is_some_and(|c| c.attacks(e, s, target, by))
    }

    fn no_check(&self) -> bool {
        self.no_check
    }
}

impl Rules for Mechanics {
    fn legal_turns(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>) {
        match &self.turn {
            TurnShape::Single if self.passing.is_some() => {
                if let Some(p) = &self.passing {
                    p.legal_turns(e, self, s, out);
                }
            }
            TurnShape::Single if self.king_takes_checker => {
                king_takes_checker::legal_turns(e, self, s, out)
            }
            TurnShape::Single => legal::single_move_turns(e, self, s, out),
            TurnShape::Several(_) => self.legal_turns_starting(e, s, &|_| true, out),
            TurnShape::OwnThenOpponent(o) => o.legal_turns(e, self, &self.judges(), s, out),
        }
    }

    fn legal_turns_starting(
        &self,
        e: &Equipment,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        out: &mut Vec<Turn>,
    ) {
        if let Some(m) = self.several() {
            m.walk(e, self, s, &self.boards, first, &mut |t| {
                out.push(t);
                ControlFlow::Continue(())
            });
            return;
        }
        let mut all = Vec::new();
        self.legal_turns(e, s, &mut all);
        out.extend(
            all.into_iter()
                .filter(|t| t.moves().next().is_some_and(first)),
        );
    }

    fn legal_first_moves(&self, e: &Equipment, s: &State, out: &mut Vec<Move>) {
        if let Some(m) = self.several() {
            m.walk_firsts(e, self, s, &self.boards, &mut |m| {
                out.push(*m);
                true
            });
            return;
        }
        let mut all = Vec::new();
        self.legal_turns(e, s, &mut all);
        for m in all.iter().filter_map(|t| t.moves().next()) {
            if out.last() != Some(m) && !out.contains(m) {
                out.push(*m);
            }
        }
    }

    fn has_legal_turn(&self, e: &Equipment, s: &State) -> bool {
        if let Some(m) = self.several() {
            let mut any = false;
            m.walk_firsts(e, self, s, &self.boards, &mut |_| {
                any = true;
                false
            });
            return any;
        }
        self.count_legal_turns(e, s) > 0
    }

    fn count_legal_turns(&self, e: &Equipment, s: &State) -> usize {
        match (&self.turn, &self.passing) {
            (TurnShape::Single, Some(p)) => p.count_legal_turns(e, self, s),
            (TurnShape::Single, None) if !self.king_takes_checker => {
                legal::count_single_move_turns(e, self, s)
            }
            _ => {
                let mut out = Vec::new();
                self.legal_turns(e, s, &mut out);
                out.len()
            }
        }
    }

    fn single_move_turns(&self) -> bool {
        matches!(self.turn, TurnShape::Single) && self.passing.is_none() && !self.king_takes_checker
    }

    fn play_turn(&self, e: &Equipment, s: &mut State, turn: &Turn) {
        let mover = s.side;
        crate::rules::play_moves(e, self, s, turn);
        if self.check_count.is_some() && movegen::royal_attacked(e, self, s, s.side) {
            let n = &mut s.checks[mover.index()];
            *n = n.saturating_add(1);
        }
    }

    #[inline]
    fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        if self.ends { self.ending(e, s) } else { None }
    }

    fn no_turns(&self, e: &Equipment, s: &State) -> Outcome {
        if matches!(self.turn, TurnShape::OwnThenOpponent(_)) {
            // Only reached after a pass: the side to move must pass again.
            return Outcome::draw(own_then_opponent::DEADLOCK);
        }
        let loser = s.side;
        if movegen::in_check(e, self, s, loser) {
            return Outcome::win(loser.opposite(), "checkmate");
        }
        match self.stalemate {
            StalemateRule::Draw => Outcome::draw("stalemate"),
            StalemateRule::Loss => Outcome::win(loser.opposite(), "stalemate"),
        }
    }
}

/// A pawn drop onto its own first rank or into its promotion zone.
fn pawn_outside_inner_ranks(e: &Equipment, m: &Move) -> bool {
    let g = e.geometry();
    e.kind(m.piece.kind()).pawn
        && (g.relative_rank(m.to, m.piece.color() == Color::White) == 0
            || e.promotes_on(m.piece, m.to))
}
