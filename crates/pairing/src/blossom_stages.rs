//! The second half of the matching: the stages (growing the alternating forest,
//! adjusting the duals) and the operations on blossoms they trigger (expanding,
//! augmenting along a path through them). See `blossom.rs` for the conventions.

use super::{FREE, INNER, Matcher, NONE, OUTER, Step, Weight, cyc};

impl<W: Weight> Matcher<W> {
    /// Dissolves blossom `b`; in mid-stage an inner blossom's children are relabelled
    /// along the even path from its entry child to its base.
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        for s in self.childs[b].clone() {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == INNER {
            self.relabel_expanded(b);
        }
        self.label[b] = FREE;
        self.labelend[b] = NONE;
        self.childs[b].clear();
        self.endps[b].clear();
        self.base[b] = NONE;
        self.bestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    fn relabel_expanded(&mut self, b: usize) {
        let len = self.childs[b].len();
        let entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let Some(pos) = self.childs[b].iter().position(|&c| c == entry) else {
            return;
        };
        let mut j = pos as isize;
        let (jstep, trick): (isize, usize) = if j & 1 == 1 {
            j -= len as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            let q = self.endps[b][cyc(j - trick as isize, len)];
            self.label[self.endpoint[p ^ 1]] = FREE;
            self.label[self.endpoint[q ^ trick ^ 1]] = FREE;
            self.assign_label(self.endpoint[p ^ 1], INNER, p);
            self.allowed[q / 2] = true;
            j += jstep;
            p = self.endps[b][cyc(j - trick as isize, len)] ^ trick;
            self.allowed[p / 2] = true;
            j += jstep;
        }
        let bv = self.childs[b][cyc(j, len)];
        let ep = self.endpoint[p ^ 1];
        self.label[ep] = INNER;
        self.label[bv] = INNER;
        self.labelend[ep] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while self.childs[b][cyc(j, len)] != entry {
            let bv = self.childs[b][cyc(j, len)];
            if self.label[bv] == OUTER {
                j += jstep;
                continue;
            }
            let labelled = self
                .leaves_of(bv)
                .into_iter()
                .find(|&v| self.label[v] != FREE);
            if let Some(v) = labelled {
                self.label[v] = FREE;
                let mate = self.mate[self.base[bv]];
                self.label[self.endpoint[mate]] = FREE;
                self.assign_label(v, INNER, self.labelend[v]);
            }
            j += jstep;
        }
    }

    /// Swaps matched and unmatched edges on the even path from `v` to the base of `b`,
    /// then rotates the blossom so that `v` is its new base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len();
        let Some(i) = self.childs[b].iter().position(|&c| c == t) else {
            return;
        };
        let mut j = i as isize;
        let (jstep, trick): (isize, usize) = if i & 1 == 1 {
            j -= len as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.childs[b][cyc(j, len)];
            let p = self.endps[b][cyc(j - trick as isize, len)] ^ trick;
            if t1 >= self.n {
                self.augment_blossom(t1, self.endpoint[p]);
            }
            j += jstep;
            let t2 = self.childs[b][cyc(j, len)];
            if t2 >= self.n {
                self.augment_blossom(t2, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    /// Flips the augmenting path through edge `k` between two outer roots.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (start, first) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (start, first);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    pub(super) fn solve(&mut self) {
        for _stage in 0..self.n {
            self.label.iter_mut().for_each(|l| *l = FREE);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in self.n..2 * self.n {
                self.bestedges[b] = None;
            }
            self.allowed.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..self.n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == FREE {
                    self.assign_label(v, OUTER, NONE);
                }
            }
            if !self.run_stage() {
                break;
            }
            for b in self.n..2 * self.n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == OUTER
                    && self.dual[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// Grows the forest until an augmentation (true) or the duals prove optimality
    /// (false).
    fn run_stage(&mut self) -> bool {
        loop {
            while let Some(v) = self.queue.pop() {
                if self.scan_vertex(v) {
                    return true;
                }
            }
            match self.dual_step() {
                Step::Optimal => return false,
                Step::Continue => {}
            }
        }
    }

    /// Looks at every edge of outer vertex `v`; true when it augmented the matching.
    fn scan_vertex(&mut self, v: usize) -> bool {
        for idx in 0..self.neighbend[v].len() {
            let p = self.neighbend[v][idx];
            let k = p / 2;
            let w = self.endpoint[p];
            if self.inblossom[v] == self.inblossom[w] {
                continue;
            }
            let mut kslack = W::zero();
            if !self.allowed[k] {
                kslack = self.slack(k);
                if kslack <= W::zero() {
                    self.allowed[k] = true;
                }
            }
            let bw = self.inblossom[w];
            if self.allowed[k] {
                if self.label[bw] == FREE {
                    self.assign_label(w, INNER, p ^ 1);
                } else if self.label[bw] == OUTER {
                    let base = self.scan_blossom(v, w);
                    if base != NONE {
                        self.add_blossom(base, k);
                    } else {
                        self.augment_matching(k);
                        return true;
                    }
                } else if self.label[w] == FREE {
                    self.label[w] = INNER;
                    self.labelend[w] = p ^ 1;
                }
            } else if self.label[bw] == OUTER {
                let b = self.inblossom[v];
                if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                    self.bestedge[b] = k;
                }
            } else if self.label[w] == FREE
                && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
            {
                self.bestedge[w] = k;
            }
        }
        false
    }

    /// Changes the duals by the largest amount that keeps them feasible, and acts on
    /// whatever limited it.
    fn dual_step(&mut self) -> Step {
        let n = self.n;
        // Type 1: a vertex dual reaches zero; the matching is then optimal.
        let mut kind = 1u8;
        let mut delta = self.dual[..n].iter().copied().min().unwrap_or(W::zero());
        let mut target = NONE;
        for v in 0..n {
            if self.label[self.inblossom[v]] == FREE && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    (delta, kind, target) = (d, 2, self.bestedge[v]);
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NONE && self.label[b] == OUTER && self.bestedge[b] != NONE {
                let d = self.slack(self.bestedge[b]).half();
                if d < delta {
                    (delta, kind, target) = (d, 3, self.bestedge[b]);
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == INNER
                && self.dual[b] < delta
            {
                (delta, kind, target) = (self.dual[b], 4, b);
            }
        }
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                OUTER => self.dual[v] = self.dual[v] - delta,
                INNER => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    OUTER => self.dual[b] = self.dual[b] + delta,
                    INNER => self.dual[b] = self.dual[b] - delta,
                    _ => {}
                }
            }
        }
        match kind {
            1 => return Step::Optimal,
            2 | 3 => {
                self.allowed[target] = true;
                let (mut i, j, _) = self.edges[target];
                if kind == 2 && self.label[self.inblossom[i]] == FREE {
                    i = j;
                }
                self.queue.push(i);
            }
            _ => self.expand_blossom(target, false),
        }
        Step::Continue
    }
}
