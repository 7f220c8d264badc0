//! The mechanics Fairy-Stockfish's imports use, written by hand in our own TOML on a
//! chess board: pieces a player may not leave attacked (`guarded_pieces`), the
//! move-count rule's count (`[draws] fifty_move_count`), and the checks their
//! combinations get.

use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Game, Position, Reason};
use std::sync::Arc;

fn chess_with(extra: &str) -> Result<Arc<pigeonpost_engine::Variant>, Vec<String>> {
    let src = format!("inherits = \"chess\"\nkey = \"x\"\nname = \"X\"\n{extra}");
    build_custom("x.toml", &src)
        .map(Arc::new)
        .map_err(|e| e.problems)
}

fn refused(extra: &str) -> Vec<String> {
    match chess_with(extra) {
        Ok(_) => panic!("accepted: {extra}"),
        Err(p) => p,
    }
}

#[test]
fn guarded_queens_may_not_be_left_attacked_even_by_taking_one() {
    // Coregal written by hand: every queen guarded. Fairy-Stockfish (coregal) lists
    // 7 moves here, Qxa1 not among them (the other white queen would take back).
    let v = chess_with("[mechanics.guarded_pieces]\npieces = [\"Q\"]\nwhile_at_most = 65\n")
        .unwrap_or_else(|p| panic!("{p:?}"));
    let pos = Position::from_fen(&v, "q3k3/8/8/8/8/8/8/Q2QK3 b - - 0 1").unwrap();
    let t = texts(&pos);
    assert_eq!(t.len(), 7, "{t:?}");
    assert!(!t.iter().any(|t| t.contains("a1")), "{t:?}");
    // Guarded only while one: Black's lone queen still may not take, but with a
    // second black queen neither is guarded, and Qxa1 is back.
    let v = chess_with("[mechanics.guarded_pieces]\npieces = [\"Q\"]\n").unwrap();
    let lone = Position::from_fen(&v, "q3k3/8/8/8/8/8/8/Q2QK3 b - - 0 1").unwrap();
    assert!(!texts(&lone).iter().any(|t| t.contains("a1")));
    let two = Position::from_fen(&v, "q3k2q/8/8/8/8/8/8/Q2QK3 b - - 0 1").unwrap();
    assert!(
        texts(&two).iter().any(|t| t.contains("a8-a1")),
        "{:?}",
        texts(&two)
    );
}

#[test]
fn guarded_pieces_judge_turns_of_one_move_only() {
    let p = refused(
        "[mechanics.guarded_pieces]\npieces = [\"Q\"]\n[mechanics.moves_per_turn]\nmoves = 2\n",
    );
    assert!(
        p.iter().any(|x| x.starts_with("mechanics.guarded_pieces:")),
        "{p:?}"
    );
    let p = refused("[mechanics.guarded_pieces]\npieces = [\"Z\"]\n");
    assert!(p.iter().any(|x| x.contains("no piece 'Z'")), "{p:?}");
}

#[test]
fn the_move_count_rule_draws_at_its_own_count() {
    let v = chess_with("[draws]\nfifty_move_count = 70\n").unwrap();
    let start = Position::from_fen(&v, "4k3/8/8/8/8/8/8/R3K3 w - - 138 80").unwrap();
    let mut g = Game::from_position(start);
    g.play_text("R a1-a2").unwrap();
    assert!(g.outcome().is_none());
    g.play_text("k e8-d8").unwrap();
    assert_eq!(g.outcome().unwrap().reason, Reason::MoveCountRule);
    let p = refused("[draws]\nfifty_move_count = 0\n");
    assert!(
        p.iter().any(|x| x.starts_with("draws.fifty_move_count")),
        "{p:?}"
    );
}
