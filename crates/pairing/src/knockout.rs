//! Knockout brackets: the first round seeded so that the best seeds meet as late as
//! possible (1 against the lowest seed, 2 against the second lowest, 1 and 2 in
//! opposite halves, and so on down), with the byes of an entry short of a power of two
//! going to the top seeds; later rounds pair the winners of neighbouring matches.

use crate::error::PairingError;

/// A match of the first round, in bracket order: `low` is `None` for a bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match {
    pub high: u32,
    pub low: Option<u32>,
}

/// The first round for `entrants` seeds (1 the best). The bracket has the next power
/// of two of places; the seeds that would meet a missing entrant have a bye.
pub fn first_round(entrants: usize) -> Result<Vec<Match>, PairingError> {
    if entrants < 2 {
        return Err(PairingError::TooFewEntrants(entrants));
    }
    let size = entrants.next_power_of_two();
    // Places in bracket order: each doubling puts seed s beside 2·len + 1 - s, so the
    // two halves of any section hold its two best seeds apart.
    let mut order: Vec<usize> = vec![1];
    while order.len() < size {
        let len = order.len();
        order = order.iter().flat_map(|&s| [s, 2 * len + 1 - s]).collect();
    }
    Ok(order
        .chunks(2)
        .map(|pair| {
            let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            Match {
                high: a as u32,
                low: (b <= entrants).then_some(b as u32),
            }
        })
        .collect())
}

/// The next round from the winners of the previous one, in bracket order: the winner
/// of match 1 meets the winner of match 2, and so on.
pub fn next_round(winners: &[u32]) -> Vec<(u32, u32)> {
    winners.chunks_exact(2).map(|w| (w[0], w[1])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_seeds_keep_the_best_apart() {
        let m = first_round(8).unwrap();
        let pairs: Vec<(u32, Option<u32>)> = m.iter().map(|m| (m.high, m.low)).collect();
        assert_eq!(
            pairs,
            vec![(1, Some(8)), (4, Some(5)), (2, Some(7)), (3, Some(6))]
        );
        // Favourites win: 1-4 and 2-3 in the semi-finals, 1-2 in the final.
        assert_eq!(next_round(&[1, 4, 2, 3]), vec![(1, 4), (2, 3)]);
        assert_eq!(next_round(&[1, 2]), vec![(1, 2)]);
    }

    #[test]
    fn byes_go_to_the_top_seeds() {
        let m = first_round(6).unwrap();
        let byes: Vec<u32> = m
            .iter()
            .filter(|m| m.low.is_none())
            .map(|m| m.high)
            .collect();
        assert_eq!(byes, vec![1, 2]);
        assert_eq!(m.len(), 4);
        let m = first_round(5).unwrap();
        let mut byes: Vec<u32> = m
            .iter()
            .filter(|m| m.low.is_none())
            .map(|m| m.high)
            .collect();
        byes.sort();
        assert_eq!(byes, vec![1, 2, 3]);
    }

    #[test]
    fn every_seed_appears_once() {
        for n in 2..=70 {
            let m = first_round(n).unwrap();
            let mut seen: Vec<u32> = m
                .iter()
                .flat_map(|m| [Some(m.high), m.low])
                .flatten()
                .collect();
            seen.sort();
            assert_eq!(seen, (1..=n as u32).collect::<Vec<_>>());
        }
        assert_eq!(first_round(1), Err(PairingError::TooFewEntrants(1)));
    }
}
