//! Rule mechanics: what a definition's board, pieces and setup cannot say, each a small
//! module named for what it does, switched on and parameterised by the definition's
//! `[mechanics.<kind>]` tables (read in `schema`), several per definition.
//!
//! `Mechanics` is the compiled set. It meets the move generator through the generator's
//! hooks (`movegen::Generation`) and the legality layer's (`rules::Rules`), whose
//! defaults are orthodox behaviour; a definition with no mechanics plays orthodox rules.
//! Nothing here asks which variant it plays: only which mechanics are on. A new mechanic
//! is a module here, a table in `schema`, a sentence in `words`, and the hook methods it
//! needs overridden in `generation` (the generator's) and `turns` (the legality layer's).

mod bare_king;
mod between_boards;
mod board_transfers;
mod cannon_captures;
mod castling_across_boards;
mod castling_by_drops;
mod check_count;
mod colour_balanced_drops;
mod combinations;
mod compiled;
mod component_moves;
mod compulsory_capture;
mod enclosing_drops;
mod ends;
mod explosions;
mod extinction;
mod farthest_move;
mod flipping;
mod flying_general;
mod free_drops;
mod full_board;
mod gate_leaps;
mod gating;
mod generation;
mod guarded_pieces;
mod king_takes_checker;
pub(crate) mod mating_checks;
mod moves_per_turn;
mod must_drop;
mod own_then_opponent;
mod params;
mod passing;
mod petrifying_captures;
mod placed_promotion;
mod preclusion;
mod promotion_limits;
mod pushing_drops;
mod region_goal;
mod reserve_drops;
mod reserve_forms;
mod reversal_goal;
mod royal_capture;
pub(crate) mod schema;
mod swaps;
mod teleporting_pieces;
mod turns;
mod unstacked_drops;
mod walling;
pub(crate) mod words;

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::outcome::{Outcome, StalemateRule};
use crate::rules::Rules;
use crate::state::State;
use between_boards::BoardMechanics;
use cannon_captures::CannonCaptures;
use check_count::CheckCount;
use colour_balanced_drops::ColourBalancedDrops;
use enclosing_drops::EnclosingDrops;
use explosions::Explosions;
use extinction::Extinction;
use flipping::Flipping;
use free_drops::FreeDrops;
use full_board::FullBoard;
use gate_leaps::GateLeaps;
use guarded_pieces::GuardedPieces;
use moves_per_turn::MovesPerTurn;
use must_drop::MustDrop;
use own_then_opponent::{Judges, OwnThenOpponent};
use passing::Passing;
use petrifying_captures::PetrifyingCaptures;
use placed_promotion::PlacedPromotion;
use promotion_limits::PromotionLimits;
use region_goal::RegionGoal;
use reversal_goal::ReversalGoal;
use royal_capture::RoyalCapture;
use walling::Walling;

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
    /// With `onto_empty`: pawns not onto their first rank, not into their promotion
    /// zone (`pawn_ranks`: `inner` both, `above_first` the one, `below_zone` the other).
    pub pawns_off_first: bool,
    pub pawns_off_zone: bool,
    /// With `onto_empty`: a piece that promotes may also be dropped promoted.
    pub promoted_too: bool,
    /// With `onto_empty`: no drop of this kind on a file holding enough of it.
    pub unstacked: Option<unstacked_drops::Unstacked>,
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
    /// `mating_checks`: a mate counts only after a check by a listed kind.
    pub(crate) mating_checks: Option<mating_checks::MatingChecks>,
    /// `stalemate`: what a player left with no legal turn while not in check gets.
    pub(crate) stalemate: StalemateRule,
    /// `stalemate`'s `by_piece_count`: that result only for the side with fewer pieces;
    /// the opposite for the side with more, a draw for equal counts.
    pub(crate) stalemate_by_count: bool,
    /// `checkmate` with `result = "win"`: the checkmated player wins.
    pub(crate) checkmate_wins: bool,
    /// `compulsory_capture`: a player who can capture must.
    pub(crate) compulsory_capture: bool,
    /// `promotion_limits`: no promotion to a kind its side has enough of.
    pub(crate) promotion_limits: Option<PromotionLimits>,
    /// `checks_forbidden`: no move may give check.
    pub(crate) checks_forbidden: bool,
    /// `checks_forbidden` with `drops_only = true`: only drops may not give check.
    pub(crate) checks_forbidden_to_drops: bool,
    /// `explosions`: every capture explodes.
    pub(crate) explosions: Option<Explosions>,
    /// `guarded_pieces`: pieces a player may not leave attacked.
    pub(crate) guarded: Option<GuardedPieces>,
    /// `must_drop`: a player holding pieces drops them first.
    pub(crate) must_drop: Option<MustDrop>,
    /// `en_passant_squares`: the squares on which each side (White's first) may capture
    /// en passant; a double step over another square leaves no right.
    pub(crate) en_passant_squares: Option<[Bits; 2]>,
    pub(crate) bare_king_loses: bool,
    /// `drop_mate_loses`: kinds (a bit set) whose dropping to give checkmate loses
    /// for the side that dropped it (shogi's pawn).
    pub(crate) drop_mate_loses: u64,
    /// `gating`: moves leaving an open gate may bring a piece from the reserve.
    pub(crate) gating: bool,
    /// `gate_leaps`: pieces on their open gates have extra leaps.
    pub(crate) gate_leaps: Option<GateLeaps>,
    /// `castling_by_drops`: a drop onto a castling square completes its castlings.
    pub(crate) castling_by_drops: bool,
    /// `colour_balanced_drops`: drops keep listed kinds able to stand on both colours.
    pub(crate) colour_balanced: Option<ColourBalancedDrops>,
    /// `petrifying_captures`: listed capturers become walls.
    pub(crate) petrifying: Option<PetrifyingCaptures>,
    /// `walling`: every move is followed by a wall.
    pub(crate) walling: Option<Walling>,
    /// `enclosing_drops`: drops must close in enemy pieces, or touch own ones.
    pub(crate) enclosing: Option<EnclosingDrops>,
    /// `flipping`: an arriving piece turns enemy pieces to its side.
    pub(crate) flipping: Option<Flipping>,
    /// `placed_promotion`: pawns promote in place of a move, onto a square of their own.
    pub(crate) placed_promotion: Option<PlacedPromotion>,
    /// `free_drops`: listed kinds are dropped without being held.
    pub(crate) free_drops: Option<FreeDrops>,
    /// `full_board_ends`: a board with no empty square ends the game.
    pub(crate) full_board: Option<FullBoard>,
    /// Whether any mechanic adds moves, or can end the game by itself (`settle`): asked
    /// at every node, so orthodox play pays one test instead of one per mechanic.
    extra: bool,
    ends: bool,
    filters: bool,
    filters_drops: bool,
    /// `Generation::moves_only_carry`, noted by `settle`.
    only_carry: bool,
}

impl Mechanics {
    fn judges(&self) -> Judges<'_> {
        Judges {
            goal: self.reversal.as_ref().and_then(|r| r.tables()),
            preclusion: self.preclusion,
        }
    }

    /// Whether some legal single moves are taken out of the list afterwards (captures
    /// made compulsory, captures forbidden), so that the list is always built. The
    /// mechanics that judge only drops from the reserve (`narrows_drops`) are not
    /// among them: they narrow only where the mover holds something.
    fn narrows_turns(&self) -> bool {
        self.compulsory_capture
            || self.promotion_limits.is_some()
            || self.checks_forbidden
            || self.guarded.is_some()
            || self.walling.is_some()
            || self.enclosing.is_some()
            || self.placed_promotion.is_some()
            || self.passing.as_ref().is_some_and(|p| p.only_when_stuck)
            || (self.narrows_drops() && self.free_drops.is_some())
            || self
                .explosions
                .as_ref()
                .is_some_and(|x| x.mutually_immune != 0)
    }

    /// Whether some legal drops from the reserve are taken out of the list afterwards
    /// (a held piece that must be dropped first, drops kept balanced on both square
    /// colours): with nothing in the mover's reserve there is nothing to take out.
    fn narrows_drops(&self) -> bool {
        self.must_drop.is_some() || self.colour_balanced.is_some()
    }

    /// Whether the legal-turn list is built in `s` to be narrowed: always where a
    /// mechanic narrows every list (`narrows_turns`), and where the mover holds pieces
    /// when one narrows drops (both noted by `settle`). Asked at every node.
    #[inline]
    fn filters_turns(&self, s: &State) -> bool {
        self.filters || (self.filters_drops && s.reserve[s.side.index()].iter().any(|&n| n > 0))
    }

    /// Notes which hooks have anything to do, once every mechanic is read.
    pub(crate) fn settle(&mut self) {
        let single = matches!(self.turn, TurnShape::Single);
        self.filters = self.narrows_turns();
        self.filters_drops = self.narrows_drops();
        // What `apply_move` adds to `State::apply` for a plain move, besides rights.
        self.only_carry = self.explosions.is_none()
            && self.petrifying.is_none()
            && self.gate_leaps.is_none()
            && !self.castling_by_drops
            && self.walling.is_none()
            && self.flipping.is_none();
        self.extra = self.cannon.is_some()
            || (single && self.boards.any())
            || self.gating
            || self.gate_leaps.is_some()
            || self.free_drops.is_some()
            || self.placed_promotion.is_some();
        self.ends = self.passing.is_some()
            || self.full_board.is_some()
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

    fn ending(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        if let Some(o) = self.passing.as_ref().and_then(|p| p.terminal(e, s)) {
            return Some(o);
        }
        if let Some(o) = self.full_board.and_then(|f| f.terminal(e, s)) {
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
        if let Some(r) = &self.region {
            let follows = || {
                let mut out = Vec::new();
                self.legal_turns(e, s, &mut out);
                out.iter().flat_map(|t| t.moves()).any(|m| {
                    m.piece.kind().is_in(e.royal_mask) && r.squares[Color::Black.index()].has(m.to)
                })
            };
            let attacked = |sq, by| movegen::attacked(e, self, s, sq, by);
            if let Some(o) = r.terminal(e, s, follows, attacked) {
                return Some(o);
            }
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
