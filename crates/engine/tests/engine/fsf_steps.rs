//! Double steps from single squares besides whole ranks (Fairy-Stockfish's
//! double-step regions that are not whole ranks, as wolf's), imported and written by
//! hand, checked against pyffish 0.0.90's moves.

use pigeonpost_engine::{Catalogue, Position};
use std::sync::Arc;

const INI: &str = "[squaresteps:chess]
doubleStepRegionWhite = *2 b3 g3
doubleStepRegionBlack = *7 c6
";

fn double_steps(pos: &Position) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_turns()
        .iter()
        .map(|t| pos.turn_text(t))
        .filter(|t| {
            let b = t.as_bytes();
            t.len() == 7 && b[0].eq_ignore_ascii_case(&b'p') && (b[3] as i8 - b[6] as i8).abs() == 2
        })
        .collect();
    out.sort();
    out
}

#[test]
fn pawns_step_twice_from_the_squares_of_the_region() {
    let v = Catalogue::builtin()
        .load_file_text("v.ini", INI, "squaresteps", true)
        .map(Arc::new)
        .unwrap_or_else(|e| panic!("{e:?}"));
    // pyffish: b3b5 and g3g5 besides the second rank's pawns; Black's c6c4.
    let pos = Position::from_fen(
        &v,
        "rnbqkbnr/pppppp1p/2p5/8/8/1P4P1/P1PPPP1P/RNBQKBNR w KQkq - 0 1",
    )
    .expect("fen");
    let steps = double_steps(&pos);
    for t in ["P b3-b5", "P g3-g5", "P a2-a4", "P h2-h4"] {
        assert!(steps.contains(&t.to_string()), "{steps:?}");
    }
    assert_eq!(steps.len(), 8, "{steps:?}");
    let pos = Position::from_fen(
        &v,
        "rnbqkbnr/pppppp1p/2p5/8/8/PP4P1/2PPPP1P/RNBQKBNR b KQkq - 0 1",
    )
    .expect("fen");
    assert!(double_steps(&pos).contains(&"p c6-c4".to_string()));
}

#[test]
fn an_initial_square_must_be_on_the_board() {
    let text = r#"
inherits = "chess"
key = "steps"
name = "Steps"
summary = "Pawns step twice from b3 too."

[pieces.P]
name = "Pawn"
betza = "fmWfceFifmnD"
glyph = "pawn"
pawn = true
initial_ranks = [2]
initial_squares = ["b3", "q3"]
promotion = { ranks = [8], choices = ["Q"], default = "Q" }
"#;
    match Catalogue::builtin().load_file_text("steps.toml", text, "steps", false) {
        Ok(_) => panic!("a square off the board was accepted"),
        Err(problems) => assert!(
            problems.iter().any(|p| p.contains("initial_squares: 'q3'")),
            "{problems:?}"
        ),
    }
}
