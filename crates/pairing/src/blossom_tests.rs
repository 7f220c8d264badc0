//! Tests of the matching against an exhaustive search on small random graphs, and a
//! few hand-made graphs whose optimum needs blossoms (odd cycles) to be found.

// Index loops over the adjacency matrix read more plainly than iterator chains.
#![allow(clippy::needless_range_loop)]

use super::*;
use crate::wide::Wide;

/// A small deterministic generator (xorshift), so the random graphs are reproducible
/// without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The best total weight over all matchings, by trying every choice for the lowest
/// free vertex.
fn brute(n: usize, w: &[Vec<i64>], used: &mut Vec<bool>) -> i64 {
    let Some(v) = (0..n).find(|&v| !used[v]) else {
        return 0;
    };
    used[v] = true;
    let mut best = brute(n, w, used);
    for u in 0..n {
        if !used[u] && w[v][u] > 0 {
            used[u] = true;
            best = best.max(w[v][u] + brute(n, w, used));
            used[u] = false;
        }
    }
    used[v] = false;
    best
}

/// Checks that `mate` is a matching of the graph and returns its weight.
fn weight_of(mate: &[Option<usize>], w: &[Vec<i64>]) -> i64 {
    let mut total = 0;
    for (v, m) in mate.iter().enumerate() {
        if let Some(u) = *m {
            assert_eq!(mate[u], Some(v), "matching is not symmetric");
            assert!(w[v][u] > 0, "matched along a missing edge {v}-{u}");
            if v < u {
                total += w[v][u];
            }
        }
    }
    total
}

fn random_case(rng: &mut Rng, n: usize, density: u64, max_w: u64) -> Vec<Vec<i64>> {
    let mut w = vec![vec![0i64; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            if rng.below(100) < density {
                let x = 1 + rng.below(max_w) as i64;
                w[i][j] = x;
                w[j][i] = x;
            }
        }
    }
    w
}

fn edges_of(w: &[Vec<i64>]) -> Vec<(usize, usize, i64)> {
    let n = w.len();
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if w[i][j] > 0 {
                edges.push((i, j, w[i][j]));
            }
        }
    }
    edges
}

#[test]
fn agrees_with_brute_force_on_random_graphs() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for case in 0..3000 {
        let n = 1 + rng.below(10) as usize;
        let density = [20, 50, 80, 100][case % 4];
        let max_w = [1, 3, 10, 1000][(case / 4) % 4];
        let w = random_case(&mut rng, n, density, max_w);
        let mate = max_weight_matching(n, &edges_of(&w));
        let got = weight_of(&mate, &w);
        let want = brute(n, &w, &mut vec![false; n]);
        assert_eq!(got, want, "case {case}: graph {w:?}");
    }
}

#[test]
fn wide_weights_give_the_same_optimum() {
    let mut rng = Rng(12345);
    for case in 0..500 {
        let n = 2 + rng.below(9) as usize;
        let w = random_case(&mut rng, n, 60, 50);
        let edges = edges_of(&w);
        // The same weights shifted far up: the matching must not change its optimum.
        let wide: Vec<(usize, usize, Wide<4>)> = edges
            .iter()
            .map(|&(i, j, x)| {
                let mut v = Wide::ZERO;
                v.add_shifted(x as u64, 150);
                (i, j, v)
            })
            .collect();
        let mate = max_weight_matching(n, &wide);
        assert_eq!(
            weight_of(&mate, &w),
            brute(n, &w, &mut vec![false; n]),
            "case {case}"
        );
    }
}

#[test]
fn finds_augmenting_paths_through_blossoms() {
    // A triangle 0-1-2 with a tail on each side: the optimum uses the tails and one
    // triangle edge, reachable only by shrinking the triangle.
    let edges = vec![
        (0, 1, 6i64),
        (1, 2, 6),
        (0, 2, 6),
        (0, 3, 5),
        (2, 4, 5),
        (1, 5, 1),
    ];
    let mate = max_weight_matching(6, &edges);
    let w = {
        let mut w = vec![vec![0i64; 6]; 6];
        for &(i, j, x) in &edges {
            w[i][j] = x;
            w[j][i] = x;
        }
        w
    };
    assert_eq!(weight_of(&mate, &w), brute(6, &w, &mut vec![false; 6]));
}

#[test]
fn empty_and_degenerate_graphs() {
    assert_eq!(max_weight_matching::<i64>(0, &[]), vec![]);
    assert_eq!(
        max_weight_matching::<i64>(3, &[(0, 0, 5), (1, 9, 2), (1, 2, 0)]),
        vec![None; 3]
    );
    assert_eq!(
        max_weight_matching(2, &[(0, 1, 7i64)]),
        vec![Some(1), Some(0)]
    );
}
