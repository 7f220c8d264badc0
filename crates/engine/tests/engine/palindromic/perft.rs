//! Palindromic's perft: by hand, after winning positions, and against the reference
//! implementation at the root and at sampled children.

use super::reference;
use super::{P2, P3, P5B, P7, P7_BOTH, P8, at, start, texts};
use crate::support::{perft_run, total};
use pigeonpost_engine::{Game, Position, perft, registry};

fn cli(fen: Option<&str>, turns: &[&str], depth: u32, divide: bool) -> String {
    perft_run("palindromic", depth, fen, turns, divide)
}

#[test]
fn perft_start() {
    // Depth 1 by hand. White's first actions: the a- and h-pawns have 2 forward steps,
    // the six others 3 (22); each knight has 2 leaps (d2/e2 are occupied): 4. Everything
    // else is blocked. 26 first actions, all of maximum distance for their piece and none
    // touching the other side, and for each of them Black's pieces have the same 26
    // forward moves for action 2: 26 * 26 = 676.
    let out = cli(None, &[], 1, true);
    assert_eq!(total(&out), 676);
    assert_eq!(out.lines().count(), 677);
    // Depth 2 is checked against the reference implementation on a sample of children
    // in `perft_matches_the_reference`; the total is kept as a regression value.
    assert_eq!(perft::perft(&start(), 2), 464_308);
}

#[test]
fn perft_after_turns_and_winning_positions() {
    // P7 (winning action): one turn, then the game is over.
    assert_eq!(total(&cli(Some(P7), &[], 1, true)), 1);
    assert_eq!(total(&cli(Some(P7), &[], 2, true)), 0);
    // P7 with Black to move: pass, then White's winning move.
    let p7b = P7.replace(" w ", " b ");
    assert_eq!(total(&cli(Some(&p7b), &[], 1, true)), 1);
    assert_eq!(total(&cli(Some(&p7b), &[], 2, true)), 1);
    assert_eq!(total(&cli(Some(&p7b), &["pass"], 1, true)), 1);
    // P8: pass, then Black's winning first action.
    assert_eq!(total(&cli(Some(P8), &[], 2, false)), 1);
}

#[test]
fn perft_matches_the_reference() {
    // Positions reached with --turn and --fen exercising the maximum-distance rule, the
    // handed rooks, the preclusion test and winning actions: the engine's turn list must
    // be exactly the reference's, at the root and at sampled children (depth 2).
    let cases: Vec<(Option<&str>, Vec<&str>)> = vec![
        (None, vec![]),
        (None, vec!["N g1-h3; p a7-a6", "n g8-f6; P h2-g3"]),
        (Some(P2), vec![]),
        (Some(P3), vec![]),
        (Some(P5B), vec![]),
        (Some(P5B), vec!["LR h3-a3; p h7-h6"]),
        (Some(P7_BOTH), vec![]),
        (
            Some("1Nbkqbn(rr)/2pppppp/1P6/ppn5/7(lr)/8/P1PPPPPP/(RR)1BQKBN(LR) w - - 0 1"),
            vec![],
        ),
    ];
    for (fen, turns) in cases {
        let v = registry::get("palindromic").expect("registered");
        let mut game = Game::from_position(match fen {
            Some(f) => at(f),
            None => Position::start(&v),
        });
        for t in &turns {
            game.play_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        }
        let pos = game.position().clone();
        let out = cli(fen, &turns, 2, true);
        let mut sum = 0;
        let turns_here = pos.legal_turns();
        assert_eq!(
            sorted(texts(&pos)),
            reference::turns(&pos),
            "root of {fen:?} {turns:?}"
        );
        for (i, t) in turns_here.iter().enumerate() {
            let child = pos.play_unchecked(t);
            let n = perft::perft(&child, 1);
            sum += n;
            if i % 53 == 0 || n < 3 {
                let want = reference::turns(&child);
                assert_eq!(sorted(texts(&child)), want, "child {}", pos.turn_text(t));
            }
        }
        assert_eq!(total(&out), sum);
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}
