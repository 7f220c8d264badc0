//! Tie-break tests: a published crosstable's figures, and hand-worked cases for the
//! rules on unplayed rounds, cuts, direct encounter and Koya.

use super::*;
use crate::berger;

/// The 2020 Candidates Tournament (Yekaterinburg) after its first half, 7 rounds,
/// as published when it was suspended: 1 Vachier-Lagrave 4.5, 2 Nepomniachtchi 4.5,
/// 3 Caruana 3.5, 4 Giri 3.5, 5 Wang Hao 3.5, 6 Grischuk 3.5, 7 Ding Liren 2.5,
/// 8 Alekseenko 2.5. Results by row (points of the row's player against 1..8), from
/// the standings table with Sonneborn-Berger reprinted at
/// https://www.yottachess.com/notice/the-keys-to-the-restart-of-the-candidates-tournament
/// and the win/loss/draw counts at https://www.chessgames.com/perl/chess.pl?tid=98742.
const CANDIDATES_2020: [[u8; 8]; 8] = [
    // halves; 9 marks the diagonal
    [9, 2, 1, 1, 1, 1, 2, 1],
    [0, 9, 1, 2, 2, 1, 2, 1],
    [1, 1, 9, 1, 1, 1, 0, 2],
    [1, 0, 1, 9, 1, 1, 1, 2],
    [1, 0, 1, 1, 9, 1, 2, 1],
    [1, 1, 1, 1, 1, 9, 1, 1],
    [0, 0, 2, 1, 0, 1, 9, 1],
    [1, 1, 0, 0, 1, 1, 1, 9],
];

/// The crosstable of a round robin given by its result matrix, the rounds and
/// colours taken from the Berger table (the tie-breaks tested do not depend on them).
fn round_robin(results: &[[u8; 8]; 8]) -> Crosstable {
    let schedule = berger::schedule(8, 1).unwrap();
    let mut rows: Vec<Row> = (1..=8)
        .map(|n| Row {
            number: n,
            rounds: Vec::new(),
        })
        .collect();
    for round in &schedule {
        for b in &round.boards {
            let (w, bl) = (b.white as usize, b.black as usize);
            let outcome = |h: u8| match h {
                2 => Outcome::Win,
                1 => Outcome::Draw,
                _ => Outcome::Loss,
            };
            rows[w - 1].rounds.push(Entry::Game {
                opponent: b.black,
                colour: Colour::White,
                outcome: outcome(results[w - 1][bl - 1]),
            });
            rows[bl - 1].rounds.push(Entry::Game {
                opponent: b.white,
                colour: Colour::Black,
                outcome: outcome(results[bl - 1][w - 1]),
            });
        }
    }
    Crosstable { rows }
}

#[test]
fn candidates_2020_first_half_as_published() {
    let table = round_robin(&CANDIDATES_2020);
    let list = [
        TieBreak::SonnebornBerger,
        TieBreak::GamesWon,
        TieBreak::Buchholz,
        TieBreak::Koya,
    ];
    let s = compute(&table, &list).unwrap();
    let scores: Vec<u32> = s.iter().map(|x| x.score_halves).collect();
    assert_eq!(scores, vec![9, 9, 7, 7, 7, 7, 5, 5]);
    // Published SB for the first five: 15.25, 14.25, 12.25, 11.25, 11.25 (quarters).
    let sb: Vec<i64> = s.iter().map(|x| x.values[0]).collect();
    assert_eq!(&sb[..5], &[61, 57, 49, 45, 45]);
    // Published +wins: 2, 3, 1, 1, 1, 0, 1 (Ding), 0 (Alekseenko).
    let won: Vec<i64> = s.iter().map(|x| x.values[1]).collect();
    assert_eq!(won, vec![2, 3, 1, 1, 1, 0, 1, 0]);
    // In a complete round robin Buchholz is the others' total: 28 - own score.
    for x in &s {
        assert_eq!(x.values[2], 56 - x.score_halves as i64);
    }
    // Koya: points against the players on 3.5 or more (50% of 7), in halves:
    // Vachier-Lagrave 1 + 4 draws = 3 points; Ding 0 + 0 + 1 + ½ + 0 + ½ = 2.
    assert_eq!(s[0].values[3], 6);
    assert_eq!(s[6].values[3], 4);
}

fn game(opponent: u32, outcome: Outcome, colour: Colour) -> Entry {
    Entry::Game {
        opponent,
        colour,
        outcome,
    }
}

/// A three-round Swiss fragment with a forfeit and a bye:
/// 1 beats 2, beats 3 by forfeit, draws 4; 2 loses to 1, has the bye, beats 3;
/// 3 gets the forfeit loss, loses to 2, draws... see the rows.
fn small_swiss() -> Crosstable {
    use Colour::{Black as B, White as W};
    use Outcome::*;
    Crosstable {
        rows: vec![
            Row {
                number: 1,
                rounds: vec![
                    game(2, Win, W),
                    Entry::Forfeit {
                        opponent: 3,
                        won: true,
                    },
                    game(4, Draw, B),
                ],
            },
            Row {
                number: 2,
                rounds: vec![game(1, Loss, B), Entry::PairingBye, game(3, Win, W)],
            },
            Row {
                number: 3,
                rounds: vec![
                    game(4, Draw, W),
                    Entry::Forfeit {
                        opponent: 1,
                        won: false,
                    },
                    game(2, Loss, B),
                ],
            },
            Row {
                number: 4,
                rounds: vec![game(3, Draw, B), Entry::Bye { halves: 1 }, game(1, Draw, W)],
            },
        ],
    }
}

#[test]
fn unplayed_rounds_follow_article_16() {
    let t = small_swiss();
    let list = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::BuchholzMedian1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::GamesWon,
    ];
    let s = compute(&t, &list).unwrap();
    // Scores (halves): 1: 5, 2: 4, 3: 1, 4: 3.
    assert_eq!(
        s.iter().map(|x| x.score_halves).collect::<Vec<_>>(),
        vec![5, 4, 1, 3]
    );
    // Adjusted scores (unplayed rounds as draws): 1: 2+1+1=4, 2: 0+1+2=3, 3: 1+1+0=2,
    // 4: 1+1+1=3.
    // Player 1: vs 2 (3), forfeit = dummy with his own 5, vs 4 (3): BH 11.
    assert_eq!(s[0].values[0], 11);
    // Cut-1 drops the unplayed round first: 3 + 3.
    assert_eq!(s[0].values[1], 6);
    // Median-1 drops the unplayed round and the highest remaining: 3.
    assert_eq!(s[0].values[2], 3);
    // SB: 3·2 + 5·2 + 3·1 = 19 quarters.
    assert_eq!(s[0].values[3], 19);
    // WIN counts the forfeit win, WON only the game.
    assert_eq!((s[0].values[4], s[0].values[5]), (2, 1));
    // Player 2: vs 1 (4), bye = own 4, vs 3 (2): BH 10; the bye is a WIN, not a WON.
    assert_eq!(s[1].values[0], 10);
    assert_eq!((s[1].values[4], s[1].values[5]), (2, 1));
}

#[test]
fn direct_encounter_among_the_tied() {
    use Colour::{Black as B, White as W};
    use Outcome::*;
    // 1 and 2 tie on 1 point; 2 beat 1.
    let t = Crosstable {
        rows: vec![
            Row {
                number: 1,
                rounds: vec![game(2, Loss, W), game(3, Win, B)],
            },
            Row {
                number: 2,
                rounds: vec![game(1, Win, B), game(4, Loss, W)],
            },
            Row {
                number: 3,
                rounds: vec![game(4, Draw, W), game(1, Loss, W)],
            },
            Row {
                number: 4,
                rounds: vec![game(3, Draw, B), game(2, Win, B)],
            },
        ],
    };
    let s = compute(&t, &[TieBreak::DirectEncounter]).unwrap();
    assert_eq!(
        s.iter().map(|x| x.values[0]).collect::<Vec<_>>(),
        vec![0, 2, 0, 0]
    );
}

#[test]
fn refuses_duplicates_and_inconsistent_tables() {
    let t = small_swiss();
    assert_eq!(
        compute(
            &t,
            &[TieBreak::Buchholz, TieBreak::Koya, TieBreak::Buchholz]
        ),
        Err(PairingError::DuplicateTieBreak("BH".into()))
    );
    let mut bad = small_swiss();
    bad.rows[1].rounds[0] = game(1, Outcome::Win, Colour::Black);
    assert!(matches!(
        compute(&bad, &[TieBreak::Buchholz]),
        Err(PairingError::BadCrosstable(_))
    ));
}
