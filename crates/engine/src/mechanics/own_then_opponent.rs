//! `own_then_opponent`: a turn is two actions, a move of one of the mover's own pieces
//! and then any move of one of the opponent's pieces (first needed by Palindromic
//! Chess). Actions are not judged for check (the mechanic needs `no_check`); they are
//! judged by the constraints switched on with it: `farthest_move` (each piece only as
//! far as it can legally go) and `preclusion` (no action may make the reversal goal
//! impossible). A first action that reaches the goal ends the turn at once. A player
//! with no legal first action passes the whole turn; when the previous turn was a pass
//! too, the game is drawn instead (deadlock).

use super::farthest_move;
use super::preclusion::{Geometry64, Node, Occupancy, ReachCache};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::outcome::{Outcome, Reason};
use crate::state::State;
use crate::turn::{Move, Turn};

#[derive(Clone, Debug, Default)]
pub(crate) struct OwnThenOpponent {
    /// Each piece's first action goes the maximum distance it legally can.
    pub farthest: bool,
}

/// The tables the turn is judged with: the reversal goal's destinations, and whether
/// the preclusion test applies.
pub(crate) struct Judges<'a> {
    pub goal: Option<&'a Geometry64>,
    pub preclusion: bool,
}

/// One position of the turn tree with what the preclusion test knows of it.
#[derive(Clone, Copy)]
struct At {
    node: Option<Node>,
}

struct Walker<'a> {
    e: &'a Equipment,
    judges: &'a Judges<'a>,
    cache: ReachCache,
}

impl Walker<'_> {
    fn root(&mut self, s: &State) -> At {
        let node = match (self.judges.preclusion, self.judges.goal) {
            (true, Some(geo)) => Some(Node::new(geo, &mut self.cache, s)),
            _ => None,
        };
        At { node }
    }

    /// The position after `m`, if `m` passes the constraints.
    fn try_move(&mut self, at: &At, m: &Move) -> Option<At> {
        // Borrowed, not copied: a node is a whole occupancy, and this runs per action.
        match (&at.node, self.judges.goal) {
            (Some(node), Some(geo)) => node
                .try_move(geo, &mut self.cache, m)
                .map(|n| At { node: Some(n) }),
            _ => Some(*at),
        }
    }

    fn reaches_goal(&self, s: &State, at: &At) -> bool {
        match (self.judges.goal, &at.node) {
            (Some(geo), Some(node)) => geo.reversed(&node.occ),
            (Some(geo), None) => geo.reversed(&Occupancy::of(s)),
            _ => false,
        }
    }

    /// The legal actions of `color`'s pieces in `s`, each with the position after it,
    /// through `keep`, piece by piece, until it returns false.
    fn each_piece(
        &mut self,
        s: &State,
        color: Color,
        at: &At,
        mut keep: impl FnMut(&[(Move, At)]) -> bool,
    ) {
        let mut buf = Vec::with_capacity(32);
        let mut legal = Vec::with_capacity(32);
        for sq in s.occ[color.index()].iter() {
            let Some(p) = s.piece(sq) else { continue };
            buf.clear();
            legal.clear();
            movegen::piece_moves(self.e, s, sq, p, &mut buf);
            for m in &buf {
                if let Some(next) = self.try_move(at, m) {
                    legal.push((*m, next));
                }
            }
            if !legal.is_empty() && !keep(&legal) {
                return;
            }
        }
    }
}

impl OwnThenOpponent {
    fn first_actions(&self, w: &mut Walker, s: &State, root: &At) -> Vec<(Move, At)> {
        let mut out = Vec::new();
        let e = w.e;
        let farthest = self.farthest;
        w.each_piece(s, s.side, root, |legal| {
            if farthest {
                farthest_move::keep_farthest(e, legal, &mut out);
            } else {
                out.extend_from_slice(legal);
            }
            true
        });
        out
    }

    pub(crate) fn legal_turns<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        judges: &Judges,
        s: &State,
        out: &mut Vec<Turn>,
    ) {
        let mut w = Walker {
            e,
            judges,
            cache: ReachCache::default(),
        };
        let root = w.root(s);
        if w.reaches_goal(s, &root) {
            return;
        }
        let firsts = self.first_actions(&mut w, s, &root);
        if firsts.is_empty() {
            // [RULING] No legal first action: pass the whole turn, unless the previous
            // turn was a pass too, in which case the game is already drawn.
            if s.passes == 0 {
                out.push(Turn::pass());
            }
            return;
        }
        let opponent = s.side.opposite();
        for (a1, at1) in &firsts {
            let mut s1 = s.clone();
            r.apply_move(e, &mut s1, a1);
            if w.reaches_goal(&s1, at1) {
                // The first action reaches the goal: the game ends at once.
                out.push(Turn::single(*a1));
                continue;
            }
            let before = out.len();
            w.each_piece(&s1, opponent, at1, |legal| {
                out.extend(legal.iter().map(|(a2, _)| Turn::double(*a1, *a2)));
                true
            });
            if out.len() == before {
                // [RULING] No legal second action: a one-action turn.
                out.push(Turn::single(*a1));
            }
        }
    }

    /// Whether the side to move has any legal first action.
    fn has_first_action(&self, e: &Equipment, judges: &Judges, s: &State) -> bool {
        let mut w = Walker {
            e,
            judges,
            cache: ReachCache::default(),
        };
        let root = w.root(s);
        let mut found = false;
        w.each_piece(s, s.side, &root, |_| {
            found = true;
            false
        });
        found
    }

    /// The deadlock: a pass was just made and the side to move must pass too.
    pub(crate) fn terminal(&self, e: &Equipment, judges: &Judges, s: &State) -> Option<Outcome> {
        (s.passes > 0 && !self.has_first_action(e, judges, s))
            .then(|| Outcome::draw(Reason::Deadlock))
    }
}
