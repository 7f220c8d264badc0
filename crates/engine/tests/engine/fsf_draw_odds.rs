//! Draw odds (Fairy-Stockfish's `materialCounting = blackdrawodds`, armageddon): every
//! game that would end drawn is won by Black, checked against pyffish 0.0.90's results
//! for stalemates, and the same written by hand.

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::{Catalogue, Color, Game, Position, Reason};
use std::sync::Arc;

#[test]
fn black_wins_an_armageddon_stalemate_whoever_is_stalemated() {
    // pyffish: a win for the stalemated Black, a loss for the stalemated White.
    for fen in [
        "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
        "8/8/8/8/8/1qk5/8/K7 w - - 0 1",
    ] {
        let pos = Position::from_fen(&builtin("armageddon"), fen).expect("fen");
        let outcome = pos.outcome().expect("stalemate");
        assert_eq!(outcome.winner, Some(Color::Black), "{fen}: {outcome}");
        assert_eq!(
            outcome.reason,
            Reason::DrawOdds {
                draw: Box::new(Reason::Stalemate),
                side: Color::Black
            },
            "{outcome}"
        );
    }
}

#[test]
fn black_wins_an_armageddon_repetition() {
    let v = builtin("armageddon");
    let mut g = Game::new(&v);
    for _ in 0..2 {
        for t in ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"] {
            g.play_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        }
    }
    let outcome = g.outcome().expect("threefold repetition");
    assert_eq!(outcome.winner, Some(Color::Black), "{outcome}");
}

const CHESS_WITH_DRAW_ODDS: &str = r#"
inherits = "chess"
key = "odds"
name = "Odds"
summary = "Chess in which White wins every draw."

[draws]
draw_odds = "white"
"#;

#[test]
fn draw_odds_are_written_by_hand() {
    let load = |text: &str| {
        Catalogue::builtin()
            .load_file_text("odds.toml", text, "odds", false)
            .map(Arc::new)
    };
    let v = load(CHESS_WITH_DRAW_ODDS).unwrap_or_else(|e| panic!("{e:?}"));
    let pos = Position::from_fen(&v, "k7/8/1QK5/8/8/8/8/8 b - - 0 1").expect("fen");
    assert_eq!(pos.outcome().expect("stalemate").winner, Some(Color::White));
    match load(&CHESS_WITH_DRAW_ODDS.replace("\"white\"", "\"green\"")) {
        Ok(_) => panic!("draw odds for green were accepted"),
        Err(problems) => assert!(
            problems.iter().any(|p| p.contains("draws.draw_odds")),
            "{problems:?}"
        ),
    }
}
