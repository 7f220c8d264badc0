//! Racing kings as Fairy-Stockfish plays it (imported from its built-in section): no
//! move may give check, and White's king on the last rank wins unless Black's king can
//! answer by arriving too, which draws. Positions checked with pyffish 0.0.90.

use crate::support::texts;
use pigeonpost_engine::{Catalogue, Color, Position, Variant};
use std::sync::Arc;

fn racing(fen: &str) -> Position {
    let v: Arc<Variant> = Arc::new(
        Catalogue::builtin()
            .load_file_text("v.ini", "", "racingkings", true)
            .unwrap_or_else(|e| panic!("{}", e.join("\n"))),
    );
    Position::from_fen(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn no_move_may_give_check() {
    let pos = racing("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
    let t = texts(&pos);
    // pyffish: 21 moves; Ne2-c3 would check the king on a2.
    assert_eq!(t.len(), 21, "{t:?}");
    assert!(!t.iter().any(|t| t.contains("e2-c3")), "{t:?}");
}

#[test]
fn black_may_answer_white_s_arrival_and_draw() {
    let pos = racing("7K/k7/8/8/8/8/8/8 b - - 0 1");
    assert!(pos.outcome().is_none(), "Black can still arrive");
    let mut draws = 0;
    let mut white_wins = 0;
    for turn in pos.legal_turns() {
        let next = pos.play(&turn).expect("legal");
        match next.outcome().expect("over either way").winner {
            None => draws += 1,
            Some(Color::White) => white_wins += 1,
            Some(Color::Black) => panic!("{}", pos.turn_text(&turn)),
        }
    }
    // pyffish: a7a8 and a7b8 draw, the three others lose.
    assert_eq!((draws, white_wins), (2, 3));
}

#[test]
fn white_wins_when_black_cannot_answer() {
    let pos = racing("7K/8/8/8/8/8/k7/8 b - - 0 1");
    assert_eq!(pos.outcome().expect("over").winner, Some(Color::White));
}
