//! How the compiled mechanics judge turns (`Rules`): which turns are legal, with the
//! mechanics that narrow them or add walls after them; how a turn is played; when the
//! game is over, and what having no turn is worth.

use super::mating_checks::CheckWorth;
use super::{Mechanics, TurnShape, compulsory_capture, king_takes_checker};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::legal;
use crate::movegen;
use crate::outcome::{Outcome, Reason, StalemateRule};
use crate::piece::PieceKind;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, Turn};
use std::ops::ControlFlow;

impl Rules for Mechanics {
    fn legal_turns(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>) {
        match &self.turn {
            TurnShape::Single if self.filters_turns(s) || self.passing.is_some() => {
                self.narrowed_turns(e, s, out)
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
        crate::rules::first_moves_of(&all, out);
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

    fn turn_is_one_move(&self, s: &State) -> bool {
        match &self.turn {
            // A pass is a turn of no move; the checker-taking rule only filters moves.
            TurnShape::Single => true,
            TurnShape::Several(m) => m.is_shortened(s),
            TurnShape::OwnThenOpponent(_) => false,
        }
    }

    fn single_move_turns(&self) -> bool {
        matches!(self.turn, TurnShape::Single) && self.passing.is_none() && !self.king_takes_checker
    }

    fn count_legal_turns(&self, e: &Equipment, s: &State) -> usize {
        match (&self.turn, &self.passing) {
            _ if self.filters_turns(s) => {
                let mut out = Vec::with_capacity(64);
                self.legal_turns(e, s, &mut out);
                out.len()
            }
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

    fn is_legal_turn(&self, e: &Equipment, s: &State, turn: &Turn) -> bool {
        if self.filters_turns(s) {
            let mut out = Vec::new();
            self.legal_turns(e, s, &mut out);
            return out.contains(turn);
        }
        crate::rules::is_legal_by_shape(self, e, s, turn)
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
            return Outcome::draw(Reason::Deadlock);
        }
        let stuck = s.side;
        let guarded_attacked = || {
            self.guarded
                .as_ref()
                .is_some_and(|g| g.exposed(e, self, s, stuck))
        };
        if movegen::in_check(e, self, s, stuck) || guarded_attacked() {
            if s.dropped != 0 && PieceKind::new(s.dropped as usize - 1).is_in(self.drop_mate_loses)
            {
                return Outcome::win(stuck, Reason::CheckmateByPawnDrop);
            }
            if let Some(worth) = self
                .mating_checks
                .as_ref()
                .and_then(|mc| mc.worth(e, self, s, stuck))
            {
                match worth {
                    CheckWorth::Alone => return Outcome::win(stuck, Reason::MateByNonMatingPieces),
                    CheckWorth::Plain => return Outcome::draw(Reason::MateWithoutMatingCheck),
                    CheckWorth::Mating => {}
                }
            }
            return self.checkmate(stuck);
        }
        let rule = match self.stalemate_by_count {
            true => match fewer_pieces(s, stuck) {
                Some(true) => self.stalemate,
                Some(false) => self.stalemate.opposite(),
                None => StalemateRule::Draw,
            },
            false => self.stalemate,
        };
        match rule {
            StalemateRule::Draw => Outcome::draw(Reason::Stalemate),
            StalemateRule::Loss => Outcome::win(stuck.opposite(), Reason::Stalemate),
            StalemateRule::Win => Outcome::win(stuck, Reason::Stalemate),
        }
    }
}

impl Mechanics {
    /// The single-move turns narrowed by the mechanics that take some out (and walls
    /// added after them).
    fn narrowed_turns(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>) {
        let start = out.len();
        // While the mover holds a piece it must drop, the turns are the drops that
        // survive the narrowing, if any does: those are listed alone first, and the
        // pieces on the board walked only when none survives. Every narrowing before
        // `must_drop` judges a turn by itself, so a drop survives alone as it would
        // among all turns; compulsory captures and passes weigh the whole list.
        let drops_first = !self.compulsory_capture
            && self.passing.is_none()
            && self.must_drop.as_ref().is_some_and(|d| d.binds(e, s));
        if drops_first {
            legal::single_move_drops(e, self, s, out);
            self.narrow(e, s, out, start);
            if out.len() == start {
                legal::single_move_turns(e, self, s, out);
                self.narrow(e, s, out, start);
            }
        } else {
            match &self.passing {
                Some(p) => p.legal_turns(e, self, s, out),
                None => legal::single_move_turns(e, self, s, out),
            }
            self.narrow(e, s, out, start);
        }
        if let Some(w) = &self.walling {
            w.add_walls(e, self, s, out, start);
        }
        if let Some(p) = &self.passing {
            p.pass_when_stuck(e, self, s, out, start);
        }
    }

    /// Takes out of `out[start..]` the turns the mechanics forbid, up to `must_drop`'s.
    fn narrow(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>, start: usize) {
        if let Some(x) = &self.explosions {
            legal::retain_from(out, start, |t| !t.moves().any(|m| x.forbids(s, m)));
        }
        if let Some(l) = &self.promotion_limits {
            legal::retain_from(out, start, |t| !t.moves().any(|m| l.forbids(s, m)));
        }
        if let Some(g) = &self.guarded {
            legal::retain_from(out, start, |t| t.moves().all(|m| g.allows(e, self, s, m)));
        }
        let mut checks = None;
        let mut gives_check = |t: &Turn| {
            checks
                .get_or_insert_with(|| legal::CheckTest::new(e, self, s))
                .gives_check(t)
        };
        if self.checks_forbidden {
            let exempt = |t: &Turn| {
                self.checks_forbidden_to_drops
                    && !t.moves().next().is_some_and(|m| m.from.is_none())
            };
            legal::retain_from(out, start, |t| exempt(t) || !gives_check(t));
        }
        if let Some(p) = &self.placed_promotion {
            legal::retain_from(out, start, |t| {
                !t.moves().any(|m| p.is_placed(m)) || !gives_check(t)
            });
        }
        if self.compulsory_capture {
            compulsory_capture::keep_captures(out, start);
        }
        if let Some(c) = &self.colour_balanced {
            c.narrow(e, s, out, start);
        }
        if let Some(d) = &self.must_drop {
            d.narrow(e, s, out, start);
        }
    }

    /// What being checkmated is worth to `stuck`, once the mate counts.
    pub(crate) fn checkmate(&self, stuck: Color) -> Outcome {
        match self.checkmate_wins {
            true => Outcome::win(stuck, Reason::BeingCheckmated),
            false => Outcome::win(stuck.opposite(), Reason::Checkmate),
        }
    }
}

/// Whether `color` has fewer pieces on the board than its opponent (`None`: as many).
fn fewer_pieces(s: &State, color: Color) -> Option<bool> {
    let own = s.occ[color.index()].count();
    let theirs = s.occ[color.opposite().index()].count();
    (own != theirs).then_some(own < theirs)
}
