//! The bracket procedure: score brackets paired from the top, each by a sequence of
//! maximum-weight matchings over all players still unpaired.
//!
//! A first matching gives the best value of every criterion (`weights`). The Dutch
//! rules then want, among the pairings of that value, the one their generation order
//! reaches first. Each step of that order is a preference ("this moved-down player is
//! paired", "this S1 player is exchanged", "this S1 player meets the first S2 player
//! it can"): the current optimal matching is checked for it, and if it does not have
//! it, the matching is run again with a small bonus for it in the lowest field. The
//! outcome is then locked by removing the edges that contradict it, which keeps the
//! current matching optimal. Locks last for one bracket; pairs are kept.

use super::Entrant;
use super::colour;
use super::weights::{Big, EdgeFacts, Layout, Place, base_weight, bye_field};
use crate::blossom::max_weight_matching;
use crate::wide::Wide;

/// The bracket procedure's result, in indices into the ranked entrants.
pub(crate) struct Outcome {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// Pairs all brackets; `None` when no pairing satisfies the absolute criteria.
/// Why a round could not be paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unpaired {
    /// The absolute criteria leave no pairing.
    NoLegalPairing,
    /// A bracket's criteria need wider weights than the widest kept (1,024 bits).
    TooWide,
}

pub(crate) fn pair_brackets(entrants: &[Entrant], last_round: bool) -> Result<Outcome, Unpaired> {
    let n = entrants.len();
    let mut compat = vec![false; n * n];
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (&entrants[i], &entrants[j]);
            let ok = !a.opponents.contains(&b.number)
                && !b.opponents.contains(&a.number)
                && (colour::colours_allow(a, b) || (last_round && (a.topscorer || b.topscorer)));
            compat[i * n + j] = ok;
            compat[j * n + i] = ok;
        }
    }
    // Score groups as ranges of ranks (entrants are sorted by score, then number).
    let mut groups: Vec<(usize, usize)> = Vec::new();
    for i in 0..n {
        match groups.last_mut() {
            Some(g) if entrants[g.0].score == entrants[i].score => g.1 = i + 1,
            _ => groups.push((i, i + 1)),
        }
    }
    let bye_score = bye_score(entrants, &compat).ok_or(Unpaired::NoLegalPairing)?;
    let mut alive = vec![true; n];
    let mut pairs = Vec::new();
    let mut moved: Vec<usize> = Vec::new();
    for (g, &(start, end)) in groups.iter().enumerate() {
        let mut bracket = moved.clone();
        bracket.extend(start..end);
        let next = groups.get(g + 1).copied();
        if bracket.len() < 2 && next.is_some() {
            moved = bracket;
            continue;
        }
        let mut place = vec![Place::Below; n];
        for &i in &moved {
            place[i] = Place::Moved;
        }
        for p in place.iter_mut().take(end).skip(start) {
            *p = Place::Resident;
        }
        if let Some((ns, ne)) = next {
            for p in place.iter_mut().take(ne).skip(ns) {
                *p = Place::Next;
            }
        }
        let ctx = Bracket {
            entrants,
            compat: &compat,
            alive: &alive,
            place: &place,
            bye_score,
        };
        let found = ctx.solve()?.ok_or(Unpaired::NoLegalPairing)?;
        for &(a, b) in &found {
            alive[a] = false;
            alive[b] = false;
        }
        pairs.extend(found);
        moved = bracket.into_iter().filter(|&i| alive[i]).collect();
    }
    match moved.as_slice() {
        [] => Ok(Outcome { pairs, bye: None }),
        [one] if entrants[*one].bye_eligible => Ok(Outcome {
            pairs,
            bye: Some(*one),
        }),
        _ => Err(Unpaired::NoLegalPairing),
    }
}

/// With an odd number of players, the score of the player who will have the bye:
/// the lowest score of a player allowed it (C2) whom the others can be paired
/// without. `None` for an even number; the error when no one can have it.
fn bye_score(entrants: &[Entrant], compat: &[bool]) -> Option<Option<u32>> {
    let n = entrants.len();
    if n.is_multiple_of(2) {
        return Some(None);
    }
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if compat[i * n + j] {
                let (a, b) = (&entrants[i], &entrants[j]);
                let ineligible = (!a.bye_eligible) as i128 + (!b.bye_eligible) as i128;
                let w = (1i128 << 80) + (ineligible << 50) + (a.score + b.score) as i128;
                edges.push((i, j, w));
            }
        }
    }
    let mate = max_weight_matching(n, &edges);
    let left: Vec<usize> = (0..n).filter(|&i| mate[i].is_none()).collect();
    match left.as_slice() {
        [one] if entrants[*one].bye_eligible => Some(Some(entrants[*one].score)),
        _ => None,
    }
}

/// One bracket's context.
struct Bracket<'a> {
    entrants: &'a [Entrant],
    compat: &'a [bool],
    alive: &'a [bool],
    place: &'a [Place],
    bye_score: Option<u32>,
}

impl Bracket<'_> {
    /// Chooses the integer width the layout needs and pairs the bracket (none: no
    /// pairing); refused when even the widest would drop a criterion's bits.
    fn solve(&self) -> Result<Option<Vec<(usize, usize)>>, Unpaired> {
        let alive: Vec<usize> = (0..self.entrants.len())
            .filter(|&i| self.alive[i])
            .collect();
        let layout = Layout::new(self.entrants, &alive, self.place);
        Ok(match layout.total {
            0..=126 => Solver::<2>::new(self, alive, layout).run_bracket(),
            127..=254 => Solver::<4>::new(self, alive, layout).run_bracket(),
            255..=510 => Solver::<8>::new(self, alive, layout).run_bracket(),
            511..=1022 => Solver::<16>::new(self, alive, layout).run_bracket(),
            _ => return Err(Unpaired::TooWide),
        })
    }
}

/// The matching state of one bracket, with weights `N` words wide.
struct Solver<'a, const N: usize> {
    ctx: &'a Bracket<'a>,
    layout: Layout,
    /// Unpaired players (ranks), and each one's index in the matching graph.
    alive: Vec<usize>,
    local: Vec<usize>,
    edges: Vec<(usize, usize, Wide<N>)>,
    /// Index into `edges` by pair of ranks (`u32::MAX`: no edge).
    edge_at: Vec<u32>,
    /// Edges removed by this bracket's locks, by pair of ranks.
    removed: Vec<bool>,
    /// The remainder's players and its S1 size, once the exchange field is active.
    remainder: Option<(Vec<usize>, usize)>,
    /// Players a decision has fixed as paired (the lock field keeps them so).
    must_pair: Vec<bool>,
    /// The current optimal matching, by rank.
    mate: Vec<Option<usize>>,
    pairs: Vec<(usize, usize)>,
}

impl<'a, const N: usize> Solver<'a, N> {
    fn new(ctx: &'a Bracket<'a>, alive: Vec<usize>, layout: Layout) -> Self {
        let n = ctx.entrants.len();
        let mut local = vec![usize::MAX; n];
        for (k, &i) in alive.iter().enumerate() {
            local[i] = k;
        }
        let odd = alive.len() % 2 == 1;
        let mut edges = Vec::new();
        let mut edge_at = vec![u32::MAX; n * n];
        for (x, &i) in alive.iter().enumerate() {
            for &j in &alive[x + 1..] {
                if !ctx.compat[i * n + j] {
                    continue;
                }
                let facts = EdgeFacts {
                    a: &ctx.entrants[i],
                    b: &ctx.entrants[j],
                    pa: ctx.place[i],
                    pb: ctx.place[j],
                    odd,
                };
                let w: Big = base_weight(&layout, &facts);
                edge_at[i * n + j] = edges.len() as u32;
                edge_at[j * n + i] = edges.len() as u32;
                edges.push((i, j, w.resize::<N>()));
            }
        }
        Solver {
            ctx,
            layout,
            alive,
            local,
            edges,
            edge_at,
            removed: vec![false; n * n],
            remainder: None,
            must_pair: vec![false; n],
            mate: vec![None; n],
            pairs: Vec::new(),
        }
    }

    fn n(&self) -> usize {
        self.ctx.entrants.len()
    }

    fn is_removed(&self, i: usize, j: usize) -> bool {
        self.removed[i * self.n() + j]
    }

    fn remove(&mut self, i: usize, j: usize) {
        let n = self.n();
        self.removed[i * n + j] = true;
        self.removed[j * n + i] = true;
    }

    /// Whether `i` and `j` may still be paired in this bracket.
    fn open(&self, i: usize, j: usize) -> bool {
        self.ctx.compat[i * self.n() + j] && !self.is_removed(i, j)
    }

    /// Runs the matching with the criteria weights, the exchange field when active,
    /// and `bump(i, j)` (for `i` ranked above `j`) in the preference field.
    fn run(&mut self, bump: &dyn Fn(usize, usize) -> u64) {
        let exch_pos = self.remainder.as_ref().map(|(r, s1)| {
            let mut pos = vec![usize::MAX; self.n()];
            for (k, &i) in r.iter().enumerate() {
                pos[i] = k;
            }
            (pos, r.len(), *s1)
        });
        let mut graph = Vec::with_capacity(self.edges.len());
        for &(i, j, w) in &self.edges {
            if self.is_removed(i, j) {
                continue;
            }
            let mut extra = Wide::<N>::ZERO;
            if let Some((pos, len, s1)) = &exch_pos
                && pos[i] != usize::MAX
                && pos[j] != usize::MAX
            {
                let count = (pos[i] < *s1) as u64;
                extra.add_shifted(count, self.layout.exch + self.layout.exch_count);
                extra.add_shifted((len - pos[i]) as u64, self.layout.exch);
                let off_diagonal = (pos[j] as i64 - pos[i] as i64 - *s1 as i64).unsigned_abs();
                extra.add_shifted(
                    (*len as u64).saturating_sub(off_diagonal),
                    self.layout.diagonal,
                );
            }
            extra.add_shifted(bump(i, j), self.layout.pref);
            let locked = self.must_pair[i] as u64 + self.must_pair[j] as u64;
            extra.add_shifted(locked, self.layout.lock);
            graph.push((self.local[i], self.local[j], w + extra));
        }
        let mate = max_weight_matching(self.alive.len(), &graph);
        self.mate = vec![None; self.n()];
        for (k, m) in mate.into_iter().enumerate() {
            self.mate[self.alive[k]] = m.map(|l| self.alive[l]);
        }
    }

    fn members(&self, want: Place) -> Vec<usize> {
        self.alive
            .iter()
            .copied()
            .filter(|&i| self.ctx.place[i] == want)
            .collect()
    }

    /// Keeps only the pair `a`-`b` among the edges of `a` and `b`.
    fn finalize(&mut self, a: usize, b: usize) {
        self.must_pair[a] = true;
        self.must_pair[b] = true;
        for k in 0..self.alive.len() {
            let x = self.alive[k];
            if x != b {
                self.remove(a, x);
            }
            if x != a {
                self.remove(b, x);
            }
        }
        self.pairs.push((a.min(b), a.max(b)));
    }

    fn run_bracket(mut self) -> Option<Vec<(usize, usize)>> {
        self.run(&|_, _| 0);
        let unmatched = self
            .alive
            .iter()
            .filter(|&&i| self.mate[i].is_none())
            .count();
        if unmatched > self.alive.len() % 2 {
            return None;
        }
        if let Some(score) = self.ctx.bye_score
            && self.single_downfloater_gets_bye()
        {
            self.add_bye_field(score);
            self.run(&|_, _| 0);
        }
        self.pair_moved_down();
        self.pair_remainder();
        Some(self.pairs)
    }
}

impl<const N: usize> Solver<'_, N> {
    fn in_bracket(&self, i: usize) -> bool {
        matches!(self.ctx.place[i], Place::Moved | Place::Resident)
    }

    /// Whether the bracket leaves exactly one player unpaired, and he is the one left
    /// without an opponent at all (the bye).
    fn single_downfloater_gets_bye(&self) -> bool {
        let floaters: Vec<usize> = self
            .alive
            .iter()
            .copied()
            .filter(|&i| self.in_bracket(i))
            .filter(|&i| !self.mate[i].is_some_and(|m| self.in_bracket(m)))
            .collect();
        matches!(floaters.as_slice(), [one] if self.mate[*one].is_none())
    }

    fn add_bye_field(&mut self, score: u32) {
        let (entrants, place) = (self.ctx.entrants, self.ctx.place);
        for edge in &mut self.edges {
            let (i, j) = (edge.0, edge.1);
            let players = [(&entrants[i], place[i]), (&entrants[j], place[j])];
            let extra = bye_field(&self.layout, players, score);
            edge.2 = edge.2 + extra.resize::<N>();
        }
    }
}

#[path = "bracket_steps.rs"]
mod steps;
