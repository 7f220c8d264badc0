//! TRF16 tests: a tournament written out reads back to the same players' state.

use super::*;
use crate::tiebreaks::{Crosstable, Entry, Outcome, Row};

fn table() -> Crosstable {
    use Colour::{Black as B, White as W};
    let game = |opponent, colour, outcome| Entry::Game {
        opponent,
        colour,
        outcome,
    };
    Crosstable {
        rows: vec![
            Row {
                number: 1,
                rounds: vec![
                    game(2, W, Outcome::Win),
                    Entry::Forfeit {
                        opponent: 3,
                        won: true,
                    },
                ],
            },
            Row {
                number: 2,
                rounds: vec![game(1, B, Outcome::Loss), Entry::PairingBye],
            },
            Row {
                number: 3,
                rounds: vec![
                    Entry::Bye { halves: 1 },
                    Entry::Forfeit {
                        opponent: 1,
                        won: false,
                    },
                ],
            },
        ],
    }
}

#[test]
fn written_reports_read_back() {
    let players: Vec<ExportPlayer> = (1..=3)
        .map(|n| ExportPlayer {
            number: n,
            name: format!("Player {n}"),
            rating: Some(2000 - n),
            rank: n,
        })
        .collect();
    let text = write("Test Open", 2, &players, &table()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "012 Test Open");
    assert_eq!(&lines[3][..8], "001    1");
    assert_eq!(&lines[3][80..84], " 2.0");
    assert_eq!(&lines[3][91..99], "0002 w 1");
    let t = parse(&text).unwrap();
    assert_eq!(t.total_rounds, Some(2));
    let after = t.players_before(3).unwrap();
    assert_eq!(
        after.iter().map(|p| p.score_halves).collect::<Vec<_>>(),
        vec![4, 2, 1]
    );
    assert_eq!(after[0].opponents, vec![2]);
    assert!(after[0].had_bye, "a forfeit win bars the bye");
    assert!(after[1].had_bye);
    assert_eq!(after[0].colours, vec![Some(Colour::White), None]);
}

#[test]
fn players_before_a_round_ignore_later_rounds_and_mark_absences() {
    let line = |n: u32, rounds: &str| format!("{:<91}{rounds}", format!("001 {n:>4}      P{n}"));
    let text = format!(
        "XXR 3\n{}\n{}\n",
        line(1, "0002 w 1  0000 - H  "),
        line(2, "0001 b 0  0000 - U  ")
    );
    let text = text.as_str();
    let t = parse(text).unwrap();
    let ps = t.players_before(2).unwrap();
    assert_eq!(ps[0].score_halves, 2);
    assert!(ps[0].absent, "a half-point bye in round 2: not paired");
    assert!(
        !ps[1].absent,
        "the pairing-allocated bye is the pairing's own"
    );
    assert_eq!(t.initial_colour(), Colour::White);
}
