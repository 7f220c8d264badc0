//! `preclusion`: no action may make the reversal goal (`reversal_goal`) impossible
//! (first needed by Palindromic Chess, as ruled in `palindromic.md`): frozen pieces,
//! reachability on an otherwise empty board, and a perfect matching per (colour, type)
//! class. Also the reversal test itself, on the same square sets.
//!
//! Everything is on 64-bit square sets, so the mechanic needs at most 64 squares and
//! `KINDS` piece kinds. A class is `colour * KINDS + kind`. Moves must be monotone
//! (forward, or sideways in one fixed direction), so the move graph is acyclic and a
//! slide is a chain of one-square slides: the squares a piece can reach are one pass
//! over a fixed topological order per class, combining the one-step targets that are
//! not frozen. The table depends only on the frozen set, which almost never changes
//! between candidate moves, so it is computed once per frozen set.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::PieceKind;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;

/// The most piece kinds the bitset layout allows.
pub const KINDS: usize = 8;
pub const CLASSES: usize = 2 * KINDS;

#[inline]
fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

/// Per-variant data, built once: destinations, one-step targets and evaluation orders.
pub struct Geometry64 {
    /// `dest[class]`: the squares that class must end on (the start squares of the same
    /// type of enemy piece).
    pub dest: [u64; CLASSES],
    /// `steps[class * 64 + sq]`: squares one step (the first square of each path) away.
    steps: Vec<u64>,
    /// `order[class]`: squares such that every step target comes before its source.
    order: Vec<Vec<u8>>,
}

/// Class of a piece.
#[inline]
pub fn class_of(kind: PieceKind, color: Color) -> usize {
    color.index() * KINDS + kind.index()
}

impl Geometry64 {
    /// `None` when the variant does not fit the bitset layout (more than 64 squares or
    /// more than `KINDS` kinds).
    pub fn new(e: &Equipment, start: &State) -> Option<Geometry64> {
        let g = e.geometry();
        let n = g.num_squares();
        if n > 64 || e.kinds().len() > KINDS {
            return None;
        }
        let mut dest = [0u64; CLASSES];
        for sq in g.squares() {
            if let Some(p) = start.piece(sq) {
                // A piece of the other colour and the same type must end here.
                dest[class_of(p.kind(), p.color().opposite())] |= bit(sq);
            }
        }
        let mut steps = vec![0u64; CLASSES * 64];
        let mut order = vec![Vec::new(); CLASSES];
        for (kind, _) in e.each_kind() {
            for color in Color::BOTH {
                let c = class_of(kind, color);
                for sq in g.squares() {
                    let mut m = 0;
                    for path in e.tables.paths(kind, color, sq) {
                        if path.moves {
                            for &first in e.tables.first_steps(path) {
                                m |= 1u64 << first;
                            }
                        }
                    }
                    steps[c * 64 + sq.index()] = m;
                }
                order[c] = topological(&steps[c * 64..c * 64 + 64], n);
            }
        }
        Some(Geometry64 { dest, steps, order })
    }

    /// The squares reachable by each class from each square, with `frozen` as the
    /// only obstacles. A square's own bit is never set (moves are monotone).
    pub fn reach_table(&self, frozen: u64) -> Box<[u64; CLASSES * 64]> {
        let mut t = Box::new([0u64; CLASSES * 64]);
        for c in 0..CLASSES {
            let steps = &self.steps[c * 64..c * 64 + 64];
            for &sq in &self.order[c] {
                let mut targets = steps[sq as usize] & !frozen;
                let mut r = targets;
                while targets != 0 {
                    let to = targets.trailing_zeros() as usize;
                    targets &= targets - 1;
                    r |= t[c * 64 + to];
                }
                t[c * 64 + sq as usize] = r;
            }
        }
        t
    }

    /// Whether `occ` is the reversed starting position.
    pub fn reversed(&self, occ: &Occupancy) -> bool {
        occ.0 == self.dest
    }

    /// The frozen pieces of `occ`: those standing on one of their own destinations.
    pub fn frozen(&self, occ: &Occupancy) -> u64 {
        occ.0
            .iter()
            .zip(self.dest.iter())
            .fold(0, |f, (o, d)| f | (o & d))
    }

    /// Whether `class` can still be matched to its destinations.
    pub fn class_ok(&self, occ: &Occupancy, class: usize, frozen: u64, reach: &[u64]) -> bool {
        let pieces = occ.0[class];
        let dest = self.dest[class];
        // Frozen pieces take the destination they stand on.
        let free_dest = dest & !(pieces & dest);
        let mut movers = pieces & !frozen;
        let n = movers.count_ones();
        if n == 0 {
            return true;
        }
        if n > free_dest.count_ones() {
            return false;
        }
        let mut adj = [0u64; 64];
        let mut len = 0;
        let mut union = 0;
        while movers != 0 {
            let sq = movers.trailing_zeros() as usize;
            movers &= movers - 1;
            let a = reach[class * 64 + sq] & free_dest;
            if a == 0 {
                return false;
            }
            union |= a;
            adj[len] = a;
            len += 1;
        }
        if union.count_ones() < n {
            return false;
        }
        if len == 1 {
            return true;
        }
        perfect_matching(&adj[..len])
    }

    /// Whether every class of `occ` can still be matched.
    pub fn all_ok(&self, occ: &Occupancy, frozen: u64, reach: &[u64]) -> bool {
        (0..CLASSES).all(|c| self.class_ok(occ, c, frozen, reach))
    }
}

/// Depth-first post-order over the step graph: targets before sources.
fn topological(steps: &[u64], n: usize) -> Vec<u8> {
    let mut done = 0u64;
    let mut order = Vec::with_capacity(n);
    fn visit(sq: usize, steps: &[u64], done: &mut u64, order: &mut Vec<u8>) {
        if *done & (1 << sq) != 0 {
            return;
        }
        // Marked before the recursion so that a cycle (which Palindromic's monotone
        // pieces cannot make) would end the walk instead of looping.
        *done |= 1 << sq;
        let mut t = steps[sq];
        while t != 0 {
            let to = t.trailing_zeros() as usize;
            t &= t - 1;
            visit(to, steps, done, order);
        }
        order.push(sq as u8);
    }
    for sq in 0..n {
        visit(sq, steps, &mut done, &mut order);
    }
    order
}

/// Kuhn's augmenting paths: can every piece (row of `adj`) get its own destination?
fn perfect_matching(adj: &[u64]) -> bool {
    let mut owner = [u8::MAX; 64];
    fn augment(i: usize, adj: &[u64], seen: &mut u64, owner: &mut [u8; 64]) -> bool {
        let mut cand = adj[i] & !*seen;
        while cand != 0 {
            let d = cand.trailing_zeros() as usize;
            cand &= cand - 1;
            *seen |= 1 << d;
            if owner[d] == u8::MAX || augment(owner[d] as usize, adj, seen, owner) {
                owner[d] = i as u8;
                return true;
            }
        }
        false
    }
    (0..adj.len()).all(|i| {
        let mut seen = 0;
        augment(i, adj, &mut seen, &mut owner)
    })
}

/// The squares of every class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy(pub [u64; CLASSES]);

impl Occupancy {
    pub fn of(s: &State) -> Occupancy {
        let mut o = [0u64; CLASSES];
        for color in Color::BOTH {
            for sq in s.occ[color.index()].iter() {
                if let Some(p) = s.piece(sq)
                    && sq.index() < 64
                {
                    o[class_of(p.kind(), p.color())] |= bit(sq);
                }
            }
        }
        Occupancy(o)
    }

    /// The occupancy after a plain (non-capturing) move.
    #[inline]
    pub fn after(&self, m: &Move) -> Occupancy {
        let mut o = *self;
        let c = class_of(m.piece.kind(), m.piece.color());
        o.0[c] = (o.0[c] & !bit(m.from)) | bit(m.to);
        o
    }
}

/// The preclusion test for one node of the turn tree: a position, its frozen set, which
/// classes already pass, and reach tables cached by frozen set.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub occ: Occupancy,
    frozen: u64,
    ok: u32,
}

/// Reach tables by frozen set. The frozen set changes only when a piece arrives home.
#[derive(Default)]
pub struct ReachCache {
    tables: Vec<(u64, Box<[u64; CLASSES * 64]>)>,
}

impl ReachCache {
    fn get(&mut self, geo: &Geometry64, frozen: u64) -> &[u64; CLASSES * 64] {
        let i = match self.tables.iter().position(|(f, _)| *f == frozen) {
            Some(i) => i,
            None => {
                if self.tables.len() >= 64 {
                    // Keep the first (the root's) table; drop the oldest of the rest.
                    self.tables.remove(1);
                }
                self.tables.push((frozen, geo.reach_table(frozen)));
                self.tables.len() - 1
            }
        };
        &self.tables[i].1
    }
}

impl Node {
    pub fn new(geo: &Geometry64, cache: &mut ReachCache, s: &State) -> Node {
        let occ = Occupancy::of(s);
        let frozen = geo.frozen(&occ);
        let reach = cache.get(geo, frozen);
        let ok = (0..CLASSES)
            .filter(|&c| geo.class_ok(&occ, c, frozen, reach))
            .fold(0u32, |m, c| m | 1 << c);
        Node { occ, frozen, ok }
    }

    /// The node after `m`, if `m` passes the preclusion test for both colours.
    pub fn try_move(&self, geo: &Geometry64, cache: &mut ReachCache, m: &Move) -> Option<Node> {
        let occ = self.occ.after(m);
        let c = class_of(m.piece.kind(), m.piece.color());
        let frozen = (self.frozen & !bit(m.from)) | (bit(m.to) & geo.dest[c]);
        let all = (1u32 << CLASSES) - 1;
        if frozen == self.frozen {
            // Nothing else's reach changed: only the mover's class needs a new look.
            if self.ok | (1 << c) != all {
                return None;
            }
            let reach = cache.get(geo, frozen);
            geo.class_ok(&occ, c, frozen, reach).then_some(Node {
                occ,
                frozen,
                ok: all,
            })
        } else {
            let reach = cache.get(geo, frozen);
            geo.all_ok(&occ, frozen, reach).then_some(Node {
                occ,
                frozen,
                ok: all,
            })
        }
    }
}
