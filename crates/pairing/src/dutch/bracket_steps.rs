//! The steps of one bracket, in the order the Dutch rules generate candidates: which
//! moved-down players are paired (the highest first), their opponents (the highest
//! resident first), then the homogeneous remainder's exchanges between S1 and S2 and
//! the transpositions of S2.

use super::{Place, Solver, max_weight_matching};
use crate::wide::Wide;

impl<const N: usize> Solver<'_, N> {
    fn partner_is(&self, i: usize, want: Place) -> bool {
        self.mate[i].is_some_and(|m| self.ctx.place[m] == want)
    }

    /// Moved-down players, highest first: each is paired in the bracket if some
    /// optimal pairing allows it; then each gets the highest resident it can.
    pub(super) fn pair_moved_down(&mut self) {
        let moved = self.members(Place::Moved);
        let residents = self.members(Place::Resident);
        let mut paired = Vec::new();
        for &m in &moved {
            if !self.partner_is(m, Place::Resident) {
                let rs = residents.clone();
                self.run(&|i, j| (i == m && rs.contains(&j)) as u64);
            }
            if self.partner_is(m, Place::Resident) {
                self.must_pair[m] = true;
                for &x in &self.alive.clone() {
                    if self.ctx.place[x] != Place::Resident {
                        self.remove(m, x);
                    }
                }
                paired.push(m);
            } else {
                for &r in &residents {
                    self.remove(m, r);
                }
            }
        }
        for m in paired {
            let open: Vec<usize> = residents
                .iter()
                .copied()
                .filter(|&r| self.open(m, r))
                .collect();
            let Some(&first) = open.first() else { continue };
            if self.mate[m] != Some(first) {
                let len = open.len() as u64;
                self.run(&|i, j| {
                    if i != m {
                        return 0;
                    }
                    open.iter()
                        .position(|&r| r == j)
                        .map_or(0, |p| len - p as u64)
                });
            }
            if let Some(r) = self.mate[m] {
                self.finalize(m, r);
            }
        }
    }

    /// Whether `x` is the higher player of a pair inside the remainder (is in S1).
    fn leads(&self, x: usize, remainder: &[usize]) -> bool {
        self.mate[x].is_some_and(|m| m > x && remainder.contains(&m))
    }

    /// The remainder: S1 is as many of its highest players as it has pairs. Exchanges
    /// are as few as possible, with the smallest difference of the exchanged players'
    /// numbers (the exchange field), then the lowest S1 players leave first and the
    /// highest S2 players come first; then S1, in order, meets S2 in transposition
    /// order.
    pub(super) fn pair_remainder(&mut self) {
        let taken: Vec<usize> = self.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let remainder: Vec<usize> = self
            .members(Place::Resident)
            .into_iter()
            .filter(|r| !taken.contains(r))
            .collect();
        let pairs = remainder
            .iter()
            .filter(|&&x| self.leads(x, &remainder))
            .count();
        if pairs == 0 {
            return;
        }
        if self.natural_is_optimal(&remainder, pairs) {
            for k in 0..pairs {
                self.finalize(remainder[k], remainder[pairs + k]);
            }
            return;
        }
        self.remainder = Some((remainder.clone(), pairs));
        self.run(&|_, _| 0);
        let s1 = &remainder[..pairs];
        let s2 = &remainder[pairs..];
        let exchanges = s1.iter().filter(|&&x| !self.leads(x, &remainder)).count();
        if exchanges > 0 {
            self.choose_leaving(s1, &remainder, exchanges);
            self.choose_joining(s2, &remainder, exchanges);
        }
        let leaders: Vec<usize> = remainder
            .iter()
            .copied()
            .filter(|&x| self.leads(x, &remainder))
            .collect();
        for &h in &leaders {
            self.transpose(h, &remainder, &leaders);
        }
    }

    /// The criteria and lock weight of the edge `i`-`j`, if it is open.
    fn weight(&self, i: usize, j: usize) -> Option<Wide<N>> {
        let k = self.edge_at[i * self.n() + j];
        if k == u32::MAX || self.is_removed(i, j) {
            return None;
        }
        let mut w = self.edges[k as usize].2;
        let mut lock = Wide::<N>::ZERO;
        lock.add_shifted(
            self.must_pair[i] as u64 + self.must_pair[j] as u64,
            self.layout.lock,
        );
        w = w + lock;
        Some(w)
    }

    /// Whether the remainder's first candidate (S1 against S2 in order, no exchange)
    /// is as good by every criterion as the current optimal matching: then it is the
    /// pairing the rules choose, and the exchange and transposition steps (a matching
    /// each) are not needed. The rest of the graph is matched on its own to compare.
    fn natural_is_optimal(&self, remainder: &[usize], pairs: usize) -> bool {
        let mut candidate = Wide::<N>::ZERO;
        for k in 0..pairs {
            match self.weight(remainder[k], remainder[pairs + k]) {
                Some(w) => candidate = candidate + w,
                None => return false,
            }
        }
        let mut best = Wide::<N>::ZERO;
        for &i in &self.alive {
            if let Some(m) = self.mate[i]
                && i < m
            {
                match self.weight(i, m) {
                    Some(w) => best = best + w,
                    None => return false,
                }
            }
        }
        let taken = &remainder[..2 * pairs];
        let rest: Vec<usize> = self
            .alive
            .iter()
            .copied()
            .filter(|i| !taken.contains(i))
            .collect();
        let mut local = vec![usize::MAX; self.n()];
        for (k, &i) in rest.iter().enumerate() {
            local[i] = k;
        }
        let mut graph = Vec::new();
        for &(i, j, _) in &self.edges {
            if local[i] != usize::MAX
                && local[j] != usize::MAX
                && let Some(w) = self.weight(i, j)
            {
                graph.push((local[i], local[j], w));
            }
        }
        let mate = max_weight_matching(rest.len(), &graph);
        for (k, m) in mate.iter().enumerate() {
            if let Some(l) = *m
                && k < l
                && let Some(w) = self.weight(rest[k], rest[l])
            {
                candidate = candidate + w;
            }
        }
        candidate == best
    }

    fn lock_leading(&mut self, x: usize, remainder: &[usize]) {
        self.must_pair[x] = true;
        for &y in &self.alive.clone() {
            if !(y > x && remainder.contains(&y)) {
                self.remove(x, y);
            }
        }
    }

    fn lock_following(&mut self, x: usize, remainder: &[usize]) {
        for &y in remainder {
            if y > x {
                self.remove(x, y);
            }
        }
    }

    /// S1 players leaving for S2, the lowest first.
    fn choose_leaving(&mut self, s1: &[usize], remainder: &[usize], exchanges: usize) {
        let mut left = 0;
        for &x in s1.iter().rev() {
            if left == exchanges {
                break;
            }
            if self.leads(x, remainder) {
                self.run(&|i, j| !(i == x && remainder.contains(&j)) as u64);
            }
            if self.leads(x, remainder) {
                self.lock_leading(x, remainder);
            } else {
                self.lock_following(x, remainder);
                left += 1;
            }
        }
    }

    /// S2 players joining S1, the highest first.
    fn choose_joining(&mut self, s2: &[usize], remainder: &[usize], exchanges: usize) {
        let mut joined = 0;
        for &y in s2 {
            if joined == exchanges {
                break;
            }
            if !self.leads(y, remainder) {
                self.run(&|i, j| (i == y && j > y && remainder.contains(&j)) as u64);
            }
            if self.leads(y, remainder) {
                self.lock_leading(y, remainder);
                joined += 1;
            } else {
                self.lock_following(y, remainder);
            }
        }
    }

    /// S1 player `h` meets the first S2 player it can.
    fn transpose(&mut self, h: usize, remainder: &[usize], leaders: &[usize]) {
        let open: Vec<usize> = remainder
            .iter()
            .copied()
            .filter(|&z| z > h && !leaders.contains(&z) && self.open(h, z))
            .collect();
        let Some(&first) = open.first() else { return };
        if self.mate[h] != Some(first) {
            let len = open.len() as u64;
            self.run(&|i, j| {
                if i != h {
                    return 0;
                }
                open.iter()
                    .position(|&z| z == j)
                    .map_or(0, |p| len - p as u64)
            });
        }
        if let Some(z) = self.mate[h] {
            self.finalize(h, z);
        }
    }
}
