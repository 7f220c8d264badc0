//! Tests of the Dutch pairing: the first round, hand-checked cases, the input checks,
//! and the absolute criteria on random tournaments played out round after round (the
//! comparison with another implementation is `tests/compare.rs`).

use super::*;
use crate::player::Colour::{Black, White};

fn fresh(n: u32) -> Vec<Player> {
    (1..=n)
        .map(|number| Player {
            number,
            ..Player::default()
        })
        .collect()
}

fn boards(p: &Pairing) -> Vec<(u32, u32)> {
    p.boards.iter().map(|b| (b.white, b.black)).collect()
}

#[test]
fn first_round_is_top_half_against_bottom_half() {
    let p = pair(&fresh(7), 1, 5).unwrap();
    // S1 = 1..3 against S2 = 4..6, colours alternating from the initial colour;
    // the last player has the bye.
    assert_eq!(boards(&p), vec![(1, 4), (5, 2), (3, 6)]);
    assert_eq!(p.bye, Some(7));
    let p = pair_with_initial_colour(&fresh(6), 1, 5, Black).unwrap();
    assert_eq!(boards(&p), vec![(4, 1), (2, 5), (6, 3)]);
    assert_eq!(p.bye, None);
}

#[test]
fn second_round_pairs_winners_and_alternates_colours() {
    // After 1-3 (1 won) and 4-2 (draw).
    let mut ps = fresh(4);
    let hist = [
        (White, 3, 2, Float::None),
        (Black, 4, 1, Float::None),
        (Black, 1, 0, Float::None),
        (White, 2, 1, Float::None),
    ];
    for (p, (c, opp, s, f)) in ps.iter_mut().zip(hist) {
        p.colours = vec![Some(c)];
        p.opponents = vec![opp];
        p.score_halves = s;
        p.floats = vec![f];
    }
    let p = pair(&ps, 2, 3).unwrap();
    // 1 (2 points... in halves) meets the best of the rest he has not met: 2 (1 half)
    // via the heterogeneous bracket; 4 meets 3.
    assert_eq!(p.boards.len(), 2);
    let all: Vec<(u32, u32)> = boards(&p);
    assert!(all.contains(&(2, 1)) || all.contains(&(1, 2)), "{all:?}");
    // 1 had white: he gets black when the colours allow.
    assert!(all.contains(&(2, 1)), "{all:?}");
}

#[test]
fn input_errors_are_named() {
    assert_eq!(
        pair(&fresh(4), 0, 5),
        Err(PairingError::BadRound { round: 0, total: 5 })
    );
    assert_eq!(
        pair(&fresh(4), 6, 5),
        Err(PairingError::BadRound { round: 6, total: 5 })
    );
    let mut dup = fresh(3);
    dup[2].number = 1;
    assert_eq!(pair(&dup, 1, 3), Err(PairingError::DuplicatePlayer(1)));
    let mut unknown = fresh(2);
    unknown[0].opponents = vec![9];
    unknown[0].colours = vec![Some(White)];
    assert_eq!(
        pair(&unknown, 2, 3),
        Err(PairingError::UnknownOpponent {
            player: 1,
            opponent: 9
        })
    );
    let mut long = fresh(2);
    long[0].colours = vec![None, None];
    assert!(matches!(
        pair(&long, 2, 3),
        Err(PairingError::HistoryTooLong { .. })
    ));
}

#[test]
fn no_legal_pairing_is_an_error() {
    // Two players who have met cannot be paired again.
    let mut ps = fresh(2);
    ps[0].opponents = vec![2];
    ps[1].opponents = vec![1];
    ps[0].colours = vec![Some(White)];
    ps[1].colours = vec![Some(Black)];
    assert_eq!(
        pair(&ps, 2, 3),
        Err(PairingError::NoLegalPairing { round: 2 })
    );
    // Three players, all of whom had the bye: no one may have it.
    let mut ps = fresh(3);
    for p in &mut ps {
        p.had_bye = true;
    }
    assert_eq!(
        pair(&ps, 2, 3),
        Err(PairingError::NoLegalPairing { round: 2 })
    );
}

#[test]
fn absent_players_are_not_paired() {
    let mut ps = fresh(5);
    ps[0].absent = true;
    let p = pair(&ps, 1, 3).unwrap();
    // E.5 goes by pairing number: 2 is even, so the higher player of board 1 has black.
    assert_eq!(boards(&p), vec![(4, 2), (3, 5)]);
    assert_eq!(p.bye, None);
}

/// A xorshift generator: the random tournaments are reproducible.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Plays `rounds` rounds with random results and checks every pairing against the
/// absolute criteria: no rematch, no second bye, nobody twice, everybody paired but
/// one at most, and, on boards without a topscorer of the last round, no third colour
/// in a row and no colour difference beyond 2.
fn play_and_check(rng: &mut Rng, n: u32, rounds: u32) {
    let mut ps = fresh(n);
    for round in 1..=rounds {
        let Ok(p) = pair(&ps, round, rounds) else {
            // Small fields can run out of legal pairings late; that must be reported,
            // and it was.
            return;
        };
        let before = ps.clone();
        let mut seen = std::collections::HashSet::new();
        for b in &p.boards {
            assert!(
                seen.insert(b.white) && seen.insert(b.black),
                "a player twice"
            );
            let (w, bl) = (&before[b.white as usize - 1], &before[b.black as usize - 1]);
            assert!(
                !w.opponents.contains(&b.black),
                "rematch {}-{}",
                b.white,
                b.black
            );
            // C3 binds non-topscorers meeting each other; a topscorer's board may not.
            let top = |pl: &Player| round == rounds && pl.score_halves > round - 1;
            let relaxed = top(w) || top(bl);
            for (pl, c) in [(w, White), (bl, Black)] {
                let mut played: Vec<Colour> = pl.colours.iter().flatten().copied().collect();
                played.push(c);
                let cd = colour::colour_difference(&played);
                let k = played.len();
                let three =
                    k >= 3 && played[k - 1] == played[k - 2] && played[k - 2] == played[k - 3];
                assert!(
                    relaxed || (cd.abs() <= 2 && !three),
                    "colours of {} in round {round}",
                    pl.number
                );
            }
        }
        if let Some(bye) = p.bye {
            assert!(!before[bye as usize - 1].had_bye, "second bye for {bye}");
            assert!(seen.insert(bye));
        }
        assert_eq!(seen.len() as u32, n, "someone unpaired in round {round}");
        record(&mut ps, &before, &p, rng);
    }
}

/// Adds a round's random results (white wins 2 in 5, draws 1 in 5) and the bye.
fn record(ps: &mut [Player], before: &[Player], p: &Pairing, rng: &mut Rng) {
    for b in &p.boards {
        let r = rng.below(5);
        let (hw, hb) = match r {
            0 | 1 => (2, 0),
            2 => (1, 1),
            _ => (0, 2),
        };
        let (sw, sb) = (
            before[b.white as usize - 1].score_halves,
            before[b.black as usize - 1].score_halves,
        );
        let fw = if sw > sb {
            Float::Down
        } else if sw < sb {
            Float::Up
        } else {
            Float::None
        };
        let fb = if sb > sw {
            Float::Down
        } else if sb < sw {
            Float::Up
        } else {
            Float::None
        };
        for (who, opp, c, h, f) in [
            (b.white, b.black, White, hw, fw),
            (b.black, b.white, Black, hb, fb),
        ] {
            let pl = &mut ps[who as usize - 1];
            pl.colours.push(Some(c));
            pl.opponents.push(opp);
            pl.score_halves += h;
            pl.floats.push(f);
        }
    }
    if let Some(bye) = p.bye {
        let pl = &mut ps[bye as usize - 1];
        pl.colours.push(None);
        pl.score_halves += 2;
        pl.floats.push(Float::Down);
        pl.had_bye = true;
    }
}

#[test]
fn random_tournaments_keep_the_absolute_criteria() {
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    for case in 0..60 {
        let n = 4 + rng.below(37) as u32;
        let rounds = 3 + rng.below(7) as u32;
        let rounds = rounds.min(n - 1);
        let _ = case;
        play_and_check(&mut rng, n, rounds);
    }
}
