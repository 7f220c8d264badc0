//! Berger tables (FIDE Handbook C.05, Annex 1): the rounds of a round robin by pairing
//! number. With an odd number of entrants a dummy number completes the table and whoever
//! meets it sits the round out. A double round robin plays the table twice, colours
//! reversed in the second cycle.

/// One board: (White's number, Black's number).
pub type Board = (i64, i64);

/// The rounds of a round robin of `players` (from 1) played `cycles` times; each round's
/// boards in the table's order, and who sits it out (odd `players`).
pub fn schedule(players: i64, cycles: i64) -> Vec<(Vec<Board>, Option<i64>)> {
    let n = players + players % 2;
    if n < 2 {
        return Vec::new();
    }
    let m = n - 1;
    // Residues of the circle from 1 to n-1.
    let wrap = |x: i64| (x - 1).rem_euclid(m) + 1;
    let mut first = Vec::new();
    for r in 1..=m {
        // The number that meets n this round: twice it is r + 1 on the circle.
        let k = (1..=m).find(|&k| wrap(2 * k) == wrap(r + 1)).unwrap_or(1);
        let mut boards = Vec::with_capacity((n / 2) as usize);
        // n is Black in odd rounds, White in even ones.
        boards.push(if r % 2 == 1 { (k, n) } else { (n, k) });
        for b in 1..n / 2 {
            let (i, j) = (wrap(k + b), wrap(k - b));
            let (lo, hi) = (i.min(j), i.max(j));
            // An odd sum gives White to the lower number, an even one to the higher.
            boards.push(if (lo + hi) % 2 == 1 {
                (lo, hi)
            } else {
                (hi, lo)
            });
        }
        first.push(boards);
    }
    let mut rounds = Vec::new();
    for cycle in 0..cycles.max(1) {
        for boards in &first {
            let mut played = Vec::new();
            let mut out = None;
            for &(w, b) in boards {
                if w > players || b > players {
                    out = Some(w.min(b));
                    continue;
                }
                played.push(if cycle % 2 == 0 { (w, b) } else { (b, w) });
            }
            rounds.push((played, out));
        }
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE C.05 Annex 1, the table for 5 or 6 players, as published.
    #[test]
    fn the_published_table_for_six() {
        let expected: [[Board; 3]; 5] = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let got = schedule(6, 1);
        assert_eq!(got.len(), 5);
        for (round, want) in got.iter().zip(expected) {
            assert_eq!(round.0, want.to_vec());
            assert_eq!(round.1, None);
        }
    }

    /// FIDE C.05 Annex 1, the table for 3 or 4 players.
    #[test]
    fn the_published_table_for_four() {
        let got: Vec<Vec<Board>> = schedule(4, 1).into_iter().map(|r| r.0).collect();
        assert_eq!(
            got,
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
    }

    /// Everyone meets everyone once a cycle, nobody twice in a round, colours within one
    /// of even; with an odd count each sits out once a cycle.
    #[test]
    fn every_pair_meets_once_a_cycle_with_balanced_colours() {
        for players in 3..=24 {
            for cycles in 1..=2 {
                let rounds = schedule(players, cycles);
                let mut met = std::collections::HashMap::new();
                let mut whites = vec![0i64; players as usize + 1];
                let mut out = vec![0i64; players as usize + 1];
                for (boards, sits) in &rounds {
                    let mut seen = std::collections::HashSet::new();
                    for &(w, b) in boards {
                        assert!(
                            seen.insert(w) && seen.insert(b),
                            "{players}: twice in a round"
                        );
                        *met.entry((w.min(b), w.max(b))).or_insert(0) += 1;
                        whites[w as usize] += 1;
                    }
                    if let Some(p) = sits {
                        out[*p as usize] += 1;
                    }
                }
                for a in 1..=players {
                    for b in a + 1..=players {
                        assert_eq!(met.get(&(a, b)), Some(&cycles), "{players}: {a}-{b}");
                    }
                    let games = (players - 1) * cycles;
                    assert!(
                        (2 * whites[a as usize] - games).abs() <= 1,
                        "{players}: {a}'s colours"
                    );
                    assert_eq!(out[a as usize], (players % 2) * cycles);
                }
            }
        }
    }
}
