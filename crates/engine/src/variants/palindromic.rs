//! Palindromic Chess (D. Howe, 2000), rules of record in `palindromic.md`.
//!
//! A turn is two actions: the mover's own piece, as far as that piece legally can go,
//! then any legal move of an opponent's piece. A move is legal when it passes the
//! preclusion test (`palindromic_preclusion.rs`) for both colours. Completing the
//! reversal of the starting position wins at once, for whoever made that action.
//! A player with no legal first action passes the whole turn; a second pass in
//! succession is not played: the game is then a draw (deadlock).

use super::palindromic_preclusion::{Geometry64, Node, ReachCache};
use crate::color::Color;
use crate::movegen;
use crate::outcome::Outcome;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, Turn};
use crate::variant::Variant;
use std::sync::OnceLock;

/// Why the game ended, as a player reads it after "White wins by ...".
pub const REVERSAL: &str = "completing the reversal";
/// [RULING] Both players had to pass in succession without a reversal.
pub const DEADLOCK: &str = "deadlock (both players must pass)";

/// The rule hooks. The per-variant tables are built on first use, since hooks are
/// made before the variant they serve.
#[derive(Default)]
pub struct Palindromic {
    geo: OnceLock<Option<Geometry64>>,
}

impl Palindromic {
    fn geo(&self, v: &Variant) -> Option<&Geometry64> {
        self.geo.get_or_init(|| Geometry64::new(v)).as_ref()
    }
}

/// Distance of a move: the larger of the files and ranks crossed. [RULING]
fn distance(v: &Variant, m: &Move) -> usize {
    let g = v.geometry();
    let df = g.file(m.from).abs_diff(g.file(m.to));
    let dr = g.rank(m.from).abs_diff(g.rank(m.to));
    df.max(dr)
}

/// The legal moves of `color`'s pieces in `s` (every table move that passes the
/// preclusion test), each with the node after it, through `keep`, piece by piece.
fn each_piece_moves(
    v: &Variant,
    s: &State,
    color: Color,
    mut keep: impl FnMut(&[(Move, Node)]) -> bool,
    geo: &Geometry64,
    cache: &mut ReachCache,
    node: &Node,
) {
    let mut buf = Vec::with_capacity(32);
    let mut legal = Vec::with_capacity(32);
    for sq in s.occ[color.index()].iter() {
        let Some(p) = s.piece(sq) else { continue };
        buf.clear();
        legal.clear();
        movegen::piece_moves(v, s, sq, p, &mut buf);
        for m in &buf {
            if let Some(next) = node.try_move(geo, cache, m) {
                legal.push((*m, next));
            }
        }
        if !legal.is_empty() && !keep(&legal) {
            return;
        }
    }
}

/// First actions of the side to move: per piece, its legal moves of maximum distance.
fn first_actions(
    v: &Variant,
    s: &State,
    geo: &Geometry64,
    cache: &mut ReachCache,
    root: &Node,
) -> Vec<(Move, Node)> {
    let mut out = Vec::new();
    each_piece_moves(
        v,
        s,
        s.side,
        |legal| {
            let best = legal.iter().map(|(m, _)| distance(v, m)).max().unwrap_or(0);
            out.extend(
                legal
                    .iter()
                    .filter(|(m, _)| distance(v, m) == best)
                    .map(|(m, n)| (*m, *n)),
            );
            true
        },
        geo,
        cache,
        root,
    );
    out
}

/// Whether the side to move has any legal first action.
fn has_first_action(v: &Variant, s: &State, geo: &Geometry64) -> bool {
    let mut cache = ReachCache::default();
    let root = Node::new(geo, &mut cache, s);
    let mut found = false;
    each_piece_moves(
        v,
        s,
        s.side,
        |_| {
            found = true;
            false
        },
        geo,
        &mut cache,
        &root,
    );
    found
}

impl Rules for Palindromic {
    fn single_move_turns(&self) -> bool {
        false
    }

    fn legal_turns(&self, v: &Variant, s: &State, out: &mut Vec<Turn>) {
        let Some(geo) = self.geo(v) else { return };
        let mut cache = ReachCache::default();
        let root = Node::new(geo, &mut cache, s);
        if geo.reversed(&root.occ) {
            return;
        }
        let firsts = first_actions(v, s, geo, &mut cache, &root);
        if firsts.is_empty() {
            // [RULING] No legal first action: pass the whole turn, unless the previous
            // turn was a pass too, in which case the game is already drawn.
            if s.passes == 0 {
                out.push(Turn::pass());
            }
            return;
        }
        let opponent = s.side.opposite();
        for (a1, node1) in &firsts {
            if geo.reversed(&node1.occ) {
                // The first action completes the reversal: the game ends at once.
                out.push(Turn::single(*a1));
                continue;
            }
            let mut s1 = s.clone();
            s1.apply(v, a1);
            let before = out.len();
            each_piece_moves(
                v,
                &s1,
                opponent,
                |legal| {
                    out.extend(legal.iter().map(|(a2, _)| Turn::double(*a1, *a2)));
                    true
                },
                geo,
                &mut cache,
                node1,
            );
            if out.len() == before {
                // [RULING] No legal second action: a one-action turn.
                out.push(Turn::single(*a1));
            }
        }
    }

    fn in_check(&self, _v: &Variant, _s: &State, _color: Color) -> bool {
        false
    }

    fn terminal(&self, v: &Variant, s: &State) -> Option<Outcome> {
        let geo = self.geo(v)?;
        let occ = super::palindromic_preclusion::Occupancy::of(s);
        if geo.reversed(&occ) {
            // Whoever completed the reversal has just ended their turn.
            return Some(Outcome::win(s.side.opposite(), REVERSAL));
        }
        if s.passes > 0 && !has_first_action(v, s, geo) {
            return Some(Outcome::draw(DEADLOCK));
        }
        None
    }

    fn no_turns(&self, _v: &Variant, _s: &State) -> Outcome {
        Outcome::draw(DEADLOCK)
    }
}
