//! Which moves restart the fifty-move count in Fairy-Stockfish's imports
//! (`nMoveRuleTypes`), checked against pyffish 0.0.90's position texts: pawnback's
//! pawns, which can step back, restart nothing; a promotion restarts it whatever the
//! piece; a kind listed that could step back is refused.

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::{Catalogue, Position};

fn after(name: &str, fen: &str, text: &str) -> String {
    let pos = Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| pos.turn_text(t).starts_with(text))
        .unwrap_or_else(|| panic!("{text} is not legal in {fen}"));
    pos.play(&turn).expect("legal").fen()
}

#[test]
fn a_pawnback_pawn_move_does_not_restart_the_count() {
    // pyffish: e3e4 and e3e2 both leave the count at 6.
    let fen = "4k3/8/8/8/8/4P3/8/4K3 w - - 5 10";
    assert_eq!(
        after("pawnback", fen, "P e3-e4"),
        "4k3/8/8/8/4P3/8/8/4K3 b - - 6 10"
    );
    assert_eq!(
        after("pawnback", fen, "P e3-e2"),
        "4k3/8/8/8/8/8/4P3/4K3 b - - 6 10"
    );
    // A chess pawn's step restarts it.
    assert_eq!(
        after("chess", fen, "P e3-e4"),
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 10"
    );
}

#[test]
fn a_pawnback_promotion_restarts_the_count() {
    // pyffish: e7e8q gives 0.
    let fen = "k7/4P3/8/8/8/8/8/4K3 w - - 5 10";
    assert_eq!(
        after("pawnback", fen, "P e7-e8; Q"),
        "k3Q3/8/8/8/8/8/8/4K3 b - - 0 10"
    );
}

#[test]
fn a_listed_kind_that_can_step_back_is_refused() {
    let ini = "[pbtest:pawnback]\nnMoveRuleTypes = p\n";
    match Catalogue::builtin().load_file_text("v.ini", ini, "pbtest", true) {
        Ok(_) => panic!("accepted"),
        Err(problems) => assert!(
            problems.iter().any(|p| p.contains("nMoveRuleTypes")),
            "{problems:?}"
        ),
    }
}
