//! Rule mechanics: what a definition's board, pieces and setup cannot say, each a small
//! module named for what it does, switched on and parameterised by the definition's
//! `[mechanics.<kind>]` tables (read in `schema`), several per definition.
//!
//! `Mechanics` is the compiled set. It meets the move generator through the `Rules`
//! trait, whose defaults are orthodox behaviour; a definition with no mechanics plays
//! orthodox rules. Nothing here asks which variant it plays: only which mechanics are on.

mod board_transfers;
mod cannon_captures;
mod captures_to_reserve;
mod castling_across_boards;
mod check_count;
mod component_moves;
mod extinction;
mod farthest_move;
mod moves_per_turn;
mod own_then_opponent;
mod params;
mod preclusion;
mod pushing_drops;
mod region_goal;
mod reversal_goal;
mod royal_capture;
mod schema;
pub(crate) mod several_royals;
mod swaps;
mod teleporting_pieces;
mod words;

pub(crate) use schema::{Board, compile};
pub(crate) use words::in_words;

use crate::color::Color;
use crate::geometry::Square;
use crate::legal;
use crate::movegen;
use crate::outcome::Outcome;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, Turn};
use crate::variant::Variant;
use cannon_captures::CannonCaptures;
use captures_to_reserve::CapturesToReserve;
use check_count::CheckCount;
use component_moves::{BoardMechanics, Context};
use extinction::Extinction;
use moves_per_turn::MovesPerTurn;
use own_then_opponent::{Judges, OwnThenOpponent};
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

/// The compiled mechanics of one variant.
#[derive(Debug, Default)]
pub(crate) struct Mechanics {
    pub(crate) turn: TurnShape,
    pub(crate) drops: Option<Drops>,
    pub(crate) cannon: Option<CannonCaptures>,
    pub(crate) boards: BoardMechanics,
    pub(crate) reversal: Option<ReversalGoal>,
    pub(crate) preclusion: bool,
    /// `no_check` (or `royal_capture`): royal pieces are never in check (and so never
    /// mated), and every pseudo-legal move is legal.
    pub(crate) no_check: bool,
    /// `several_royals`: a side may have more than one royal piece and is in check
    /// when any of them is attacked.
    pub(crate) several_royals: bool,
    /// `royal_capture`: royal pieces are captured like any other, and a side left
    /// without one loses.
    pub(crate) royal_capture: Option<RoyalCapture>,
    pub(crate) region: Option<RegionGoal>,
    pub(crate) extinction: Option<Extinction>,
    pub(crate) check_count: Option<CheckCount>,
    pub(crate) captures_to_reserve: Option<CapturesToReserve>,
    /// `captures_to_reserve` with `promoted_revert`: the state marks promoted pieces.
    pub(crate) marks_promoted: bool,
    /// Whether any mechanic adds moves, or can end the game by itself (`settle`): asked
    /// at every node, so orthodox play pays one test instead of one per mechanic.
    extra: bool,
    ends: bool,
}

impl Mechanics {
    fn judges<'a>(&'a self, v: &'a Variant) -> Judges<'a> {
        Judges {
            goal: self.reversal.as_ref().and_then(|r| r.tables(v)),
            preclusion: self.preclusion,
        }
    }

    /// Notes which hooks have anything to do, once every mechanic is read.
    pub(crate) fn settle(&mut self, bare_king_loses: bool) {
        let single = matches!(self.turn, TurnShape::Single);
        self.extra = self.cannon.is_some() || (single && self.boards.any());
        self.ends = bare_king_loses
            || self.royal_capture.is_some()
            || self.reversal.is_some()
            || self.region.is_some()
            || self.extinction.is_some()
            || self.check_count.is_some()
            || matches!(self.turn, TurnShape::OwnThenOpponent(_));
    }

    fn add_extra_moves(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        if let Some(c) = &self.cannon {
            c.moves(v, s, color, out);
        }
        if self.single_move_turns() && self.boards.any() {
            let cx = Context {
                color,
                in_check: self.in_check(v, s, color),
                mechanics: &self.boards,
            };
            component_moves::extra_moves(v, s, &cx, out);
        }
    }

    fn ending(&self, v: &Variant, s: &State) -> Option<Outcome> {
        if v.bare_king_loses
            && let Some(o) = bare_royals(v, s)
        {
            return Some(o);
        }
        if let Some(o) = self.royal_capture.as_ref().and_then(|r| r.terminal(v, s)) {
            return Some(o);
        }
        if let Some(r) = &self.reversal
            && let Some(o) = r.terminal(v, s)
        {
            return Some(o);
        }
        if let Some(o) = self.region.as_ref().and_then(|r| r.terminal(v, s)) {
            return Some(o);
        }
        if let Some(o) = self.extinction.as_ref().and_then(|e| e.terminal(v, s)) {
            return Some(o);
        }
        if let Some(o) = self.check_count.as_ref().and_then(|c| c.terminal(s)) {
            return Some(o);
        }
        if let TurnShape::OwnThenOpponent(o) = &self.turn {
            return o.terminal(v, &self.judges(v), s);
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

impl Rules for Mechanics {
    fn legal_turns(&self, v: &Variant, s: &State, out: &mut Vec<Turn>) {
        match &self.turn {
            TurnShape::Single => legal::single_move_turns(v, s, out),
            TurnShape::Several(_) => self.legal_turns_starting(v, s, &|_| true, out),
            TurnShape::OwnThenOpponent(o) => o.legal_turns(v, &self.judges(v), s, out),
        }
    }

    fn legal_turns_starting(
        &self,
        v: &Variant,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        out: &mut Vec<Turn>,
    ) {
        if let Some(m) = self.several() {
            m.walk(v, s, &self.boards, first, &mut |t| {
                out.push(t);
                ControlFlow::Continue(())
            });
            return;
        }
        let mut all = Vec::new();
        self.legal_turns(v, s, &mut all);
        out.extend(
            all.into_iter()
                .filter(|t| t.moves().next().is_some_and(first)),
        );
    }

    fn legal_first_moves(&self, v: &Variant, s: &State, out: &mut Vec<Move>) {
        if let Some(m) = self.several() {
            m.walk_firsts(v, s, &self.boards, &mut |m| {
                out.push(*m);
                true
            });
            return;
        }
        let mut all = Vec::new();
        self.legal_turns(v, s, &mut all);
        for m in all.iter().filter_map(|t| t.moves().next()) {
            if out.last() != Some(m) && !out.contains(m) {
                out.push(*m);
            }
        }
    }

    fn has_legal_turn(&self, v: &Variant, s: &State) -> bool {
        if let Some(m) = self.several() {
            let mut any = false;
            m.walk_firsts(v, s, &self.boards, &mut |_| {
                any = true;
                false
            });
            return any;
        }
        self.count_legal_turns(v, s) > 0
    }

    fn single_move_turns(&self) -> bool {
        matches!(self.turn, TurnShape::Single)
    }

    #[inline]
    fn extra_moves(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        if self.extra {
            self.add_extra_moves(v, s, color, out);
        }
    }

    fn has_extra_attacks(&self) -> bool {
        self.cannon.is_some()
    }

    fn extra_attack(&self, v: &Variant, s: &State, target: Square, by: Color) -> bool {
        self.cannon
            .as_ref()
            .is_some_and(|c| c.attacks(v, s, target, by))
    }

    fn drops(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        let Some(d) = self.drops else {
            movegen::drops_onto_empty(v, s, color, out);
            return;
        };
        if d.onto_empty && d.pawns_inner {
            let start = out.len();
            movegen::drops_onto_empty(v, s, color, out);
            let mut i = start;
            while i < out.len() {
                if pawn_outside_inner_ranks(v, &out[i]) {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
        } else if d.onto_empty {
            movegen::drops_onto_empty(v, s, color, out);
        }
        if d.onto_advancing_pawn {
            pushing_drops::onto_pawn(v, s, color, out);
        }
        if d.behind_advancing_pawn {
            pushing_drops::behind_pawn(v, s, color, out);
        }
    }

    fn in_check(&self, v: &Variant, s: &State, color: Color) -> bool {
        !self.no_check && movegen::royal_attacked(v, s, color)
    }

    #[inline]
    fn terminal(&self, v: &Variant, s: &State) -> Option<Outcome> {
        if self.ends { self.ending(v, s) } else { None }
    }

    fn no_turns(&self, v: &Variant, s: &State) -> Outcome {
        if matches!(self.turn, TurnShape::OwnThenOpponent(_)) {
            // Only reached after a pass: the side to move must pass again.
            return Outcome::draw(own_then_opponent::DEADLOCK);
        }
        let loser = s.side;
        if self.in_check(v, s, loser) {
            return Outcome::win(loser.opposite(), "checkmate");
        }
        match v.stalemate_rule() {
            crate::variant::StalemateRule::Draw => Outcome::draw("stalemate"),
            crate::variant::StalemateRule::Loss => Outcome::win(loser.opposite(), "stalemate"),
        }
    }
}

/// `bare_king_loses`: a side with nothing left on the board but its royal pieces (its
/// one king, as a rule) loses.
pub(crate) fn bare_royals(v: &Variant, s: &State) -> Option<Outcome> {
    Color::BOTH
        .into_iter()
        .find(|&c| s.count(c) > 0 && s.count(c) == s.royals(v, c).count())
        .map(|c| Outcome::win(c.opposite(), "bare king"))
}

/// A pawn drop onto its own first rank or into its promotion zone.
fn pawn_outside_inner_ranks(v: &Variant, m: &Move) -> bool {
    let g = v.geometry();
    v.kind(m.piece.kind()).pawn
        && (g.relative_rank(m.to, m.piece.color() == Color::White) == 0
            || v.promotes_on(m.piece, m.to))
}
