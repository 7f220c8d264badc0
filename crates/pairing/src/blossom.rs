//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its
//! primal-dual form, O(n³) (Galil, "Efficient algorithms for finding maximum matching
//! in graphs", 1986, with the per-blossom "best edge" lists that keep each stage O(n²)).
//!
//! The Dutch pairing asks one question of a graph again and again: of all sets of
//! pairs, which has the greatest total weight? The weights encode the FIDE criteria
//! lexicographically (see `dutch::weights`), so they are wide integers; the algorithm is
//! generic over the [`Weight`] type and works on doubled weights so that every dual
//! variable stays an integer (with integer weights they are otherwise half-integers).
//!
//! Layout: vertices are `0..n`, non-trivial blossoms `n..2n`. Edge `k` joins
//! `endpoint[2k]` and `endpoint[2k+1]`; an "endpoint index" `p` names one end, and
//! `p ^ 1` the other. A vertex's `mate` is the endpoint index of its partner.

use std::ops::{Add, Sub};

/// The arithmetic the matching needs of a weight: a totally ordered ring fragment
/// with halving of even values.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    /// The additive identity.
    fn zero() -> Self;
    /// Exact half of an even value.
    fn half(self) -> Self;
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self >> 1
    }
}

impl Weight for i128 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self >> 1
    }
}

impl<const N: usize> Weight for crate::wide::Wide<N> {
    fn zero() -> Self {
        Self::ZERO
    }
    fn half(self) -> Self {
        crate::wide::Wide::half(self)
    }
}

const NONE: usize = usize::MAX;

/// Labels of the alternating forest: free, outer (S), inner (T); `MARK` tags an outer
/// blossom while two paths are traced back to find their common base.
const FREE: u8 = 0;
const OUTER: u8 = 1;
const INNER: u8 = 2;
const MARK: u8 = 4;

/// Returns, for each vertex, its partner in a matching of maximum total weight (not
/// necessarily of maximum cardinality). Edges of weight zero or less are ignored, as
/// are self-loops and edges naming a vertex outside `0..n`.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    let kept: Vec<(usize, usize, W)> = edges
        .iter()
        .filter(|&&(i, j, w)| i != j && i < n && j < n && w > W::zero())
        .map(|&(i, j, w)| (i, j, w + w))
        .collect();
    if kept.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, kept);
    m.solve();
    (0..n)
        .map(|v| (m.mate[v] != NONE).then(|| m.endpoint[m.mate[v]]))
        .collect()
}

/// The algorithm's state; see the module comment for the indexing conventions.
struct Matcher<W: Weight> {
    n: usize,
    edges: Vec<(usize, usize, W)>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    bestedges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

/// Index into a blossom's cyclic child list with a possibly negative position.
fn cyc(j: isize, len: usize) -> usize {
    j.rem_euclid(len as isize) as usize
}

impl<W: Weight> Matcher<W> {
    fn new(n: usize, edges: Vec<(usize, usize, W)>) -> Self {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        let mut maxw = W::zero();
        for (k, &(i, j, w)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
            maxw = maxw.max(w);
        }
        let mut dual = vec![maxw; n];
        dual.extend(std::iter::repeat_n(W::zero(), n));
        let nedges = edges.len();
        Matcher {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![FREE; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            bestedges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowed: vec![false; nedges],
            queue: Vec::new(),
        }
    }

    /// Reduced cost of edge `k` (twice its weight taken from its ends' duals).
    fn slack(&self, k: usize) -> W {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - (w + w)
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// Labels the top blossom of `w` with `t`, reached through endpoint `p`; an inner
    /// blossom's mate becomes outer in turn.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == OUTER {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let mate = self.mate[self.base[b]];
            self.assign_label(self.endpoint[mate], OUTER, mate ^ 1);
        }
    }

    /// Traces back from two outer vertices; returns the base of the new blossom if the
    /// paths meet, or `NONE` if they reach two different roots (an augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let (mut v, mut w) = (v, w);
        let mut path = Vec::new();
        let mut found = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & MARK != 0 {
                found = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = OUTER | MARK;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = OUTER;
        }
        found
    }

    /// Shrinks the odd cycle closed by edge `k` into a new outer blossom.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else { return };
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        self.label[b] = OUTER;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::zero();
        for leaf in self.leaves_of(b) {
            if self.label[self.inblossom[leaf]] == INNER {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        self.merge_best_edges(b, &path);
    }

    /// The new blossom's least-slack edges to each neighbouring outer blossom.
    fn merge_best_edges(&mut self, b: usize, path: &[usize]) {
        let mut best_to = vec![NONE; 2 * self.n];
        for &bv in path {
            let lists: Vec<Vec<usize>> = match self.bestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == OUTER
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.bestedges[b] = Some(list);
    }
}

/// What a dual adjustment led to.
enum Step {
    Optimal,
    Continue,
}

#[path = "blossom_stages.rs"]
mod stages;

#[cfg(test)]
#[path = "blossom_tests.rs"]
mod tests;
