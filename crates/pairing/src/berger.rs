//! Round-robin schedules by the Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! With `n` players (an odd number plays as `n + 1`, the extra number being the bye),
//! player `n` is fixed and the others turn around him: in round `r` he meets player
//! `a = 1 + ((r - 1) · n/2 mod (n - 1))`, with black in odd rounds and white in even
//! ones, and on the other boards `a + k` (white) meets `a - k` (numbers taken modulo
//! `n - 1` in `1..n-1`). This reproduces FIDE's printed tables exactly, board order
//! included (the fixed player's board first). A double round robin plays the same
//! rounds again with the colours reversed.

use crate::error::PairingError;
use crate::player::Board;

/// One round of a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// From 1, across both cycles.
    pub round: u32,
    pub boards: Vec<Board>,
    /// The player who sits out (odd number of players).
    pub bye: Option<u32>,
}

/// The schedule of a round robin of `players` players, played `cycles` times (1 or 2).
pub fn schedule(players: u32, cycles: u32) -> Result<Vec<Round>, PairingError> {
    if players < 2 {
        return Err(PairingError::TooFewPlayers(players));
    }
    if !(1..=2).contains(&cycles) {
        return Err(PairingError::BadCycles(cycles));
    }
    let n = players + players % 2;
    let first: Vec<Round> = (1..n).map(|r| berger_round(n, players, r)).collect();
    let mut all = first.clone();
    if cycles == 2 {
        for r in &first {
            all.push(Round {
                round: r.round + n - 1,
                boards: r
                    .boards
                    .iter()
                    .map(|b| Board {
                        white: b.black,
                        black: b.white,
                    })
                    .collect(),
                bye: r.bye,
            });
        }
    }
    Ok(all)
}

/// Round `r` of the table for `n` (even) numbers; numbers above `players` are byes.
fn berger_round(n: u32, players: u32, r: u32) -> Round {
    let m = n - 1;
    // Player numbers 1..=m on a circle.
    let wrap = |x: i64| (x - 1).rem_euclid(m as i64) as u32 + 1;
    let a = wrap(1 + ((r - 1) as i64 * (n / 2) as i64));
    let mut pairs = Vec::with_capacity(n as usize / 2);
    pairs.push(if r % 2 == 1 { (a, n) } else { (n, a) });
    for k in 1..n / 2 {
        pairs.push((wrap(a as i64 + k as i64), wrap(a as i64 - k as i64)));
    }
    let mut bye = None;
    let mut boards = Vec::new();
    for (white, black) in pairs {
        if white > players {
            bye = Some(black);
        } else if black > players {
            bye = Some(white);
        } else {
            boards.push(Board { white, black });
        }
    }
    Round {
        round: r,
        boards,
        bye,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn pairs(r: &Round) -> Vec<(u32, u32)> {
        r.boards.iter().map(|b| (b.white, b.black)).collect()
    }

    #[test]
    fn six_players_as_fide_prints_them() {
        // FIDE Handbook C.05 Annex 1, the table for 5 or 6 players.
        let s = schedule(6, 1).unwrap();
        let want = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (r, w) in s.iter().zip(want.iter()) {
            assert_eq!(&pairs(r), w, "round {}", r.round);
        }
    }

    #[test]
    fn eight_players_second_round() {
        // The table for 7 or 8 players, round 2: 8-5 6-4 7-3 1-2.
        let s = schedule(8, 1).unwrap();
        assert_eq!(pairs(&s[0]), vec![(1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(pairs(&s[1]), vec![(8, 5), (6, 4), (7, 3), (1, 2)]);
    }

    #[test]
    fn five_players_sit_out_in_turn() {
        let s = schedule(5, 1).unwrap();
        assert_eq!(s.len(), 5);
        assert_eq!(s[0].bye, Some(1));
        assert_eq!(pairs(&s[0]), vec![(2, 5), (3, 4)]);
        let mut byes: Vec<u32> = s.iter().filter_map(|r| r.bye).collect();
        byes.sort();
        assert_eq!(byes, vec![1, 2, 3, 4, 5]);
    }

    #[test]
    fn every_pair_meets_once_per_cycle_with_balanced_colours() {
        for players in 2..=21 {
            for cycles in 1..=2 {
                let s = schedule(players, cycles).unwrap();
                let mut met: HashMap<(u32, u32), u32> = HashMap::new();
                let mut whites = vec![0i32; players as usize + 1];
                for r in &s {
                    let mut seen = vec![false; players as usize + 1];
                    for b in &r.boards {
                        *met.entry((b.white.min(b.black), b.white.max(b.black)))
                            .or_default() += 1;
                        whites[b.white as usize] += 1;
                        whites[b.black as usize] -= 1;
                        assert!(!seen[b.white as usize] && !seen[b.black as usize]);
                        seen[b.white as usize] = true;
                        seen[b.black as usize] = true;
                    }
                }
                assert_eq!(met.len() as u32, players * (players - 1) / 2);
                assert!(met.values().all(|&c| c == cycles), "{players} players");
                let limit = if cycles == 2 { 0 } else { 1 };
                for (p, w) in whites.iter().enumerate().skip(1) {
                    assert!(w.abs() <= limit, "{players} players, player {p}: {w}");
                }
            }
        }
    }

    #[test]
    fn refuses_what_is_not_a_round_robin() {
        assert_eq!(schedule(1, 1), Err(PairingError::TooFewPlayers(1)));
        assert_eq!(schedule(4, 3), Err(PairingError::BadCycles(3)));
    }
}
