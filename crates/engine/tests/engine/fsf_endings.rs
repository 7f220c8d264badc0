//! Endings of Fairy-Stockfish's built-in variants, imported from its sections: the bare
//! king of shatranj and courier, shatranj's seventy-move rule, check shogi's first
//! check. Each position was asked of pyffish 0.0.90
//! (`is_immediate_game_end`, `legal_moves`).

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Game, Position};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn a_king_bared_against_two_pieces_loses_at_once() {
    // pyffish: the game is over, -32000 for Black (to move).
    for (name, fen) in [
        ("shatranj", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1"),
        ("courier", "5k6/12/12/12/12/12/12/RR3K6 b - - 0 1"),
    ] {
        let o = at(name, fen).outcome().expect("bare king");
        assert_eq!(o.winner, Some(Color::White), "{name}: {o}");
        assert_eq!(o.reason, "bare king", "{name}");
    }
}

#[test]
fn a_bared_king_may_bare_the_other_in_turn() {
    // White keeps one piece besides its king: Black, to move, is not lost yet
    // (pyffish: 9 moves deep 2 from here, Kxa1 among them).
    let pos = at("shatranj", "8/8/8/8/8/8/1k6/R6K b - - 0 1");
    assert!(pos.outcome().is_none());
    let t = texts(&pos);
    let take = pos
        .legal_turns()
        .into_iter()
        .find(|turn| pos.turn_text(turn).contains("a1"))
        .unwrap_or_else(|| panic!("Kxa1 is legal: {t:?}"));
    // Both kings bare: the game goes on (pyffish: no end).
    assert!(pos.play_unchecked(&take).outcome().is_none());
    // A move that does not bare White leaves Black bare after its own move: lost.
    let other = pos
        .legal_turns()
        .into_iter()
        .find(|turn| !pos.turn_text(turn).contains("a1"))
        .expect("a king move");
    let o = pos.play_unchecked(&other).outcome().expect("bare king");
    assert_eq!(o.winner, Some(Color::White), "{o}");
}

#[test]
fn chaturanga_has_no_bare_king_rule() {
    // pyffish: 635 at depth 3 from here, where shatranj's game is over.
    let pos = at("chaturanga", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1");
    assert!(pos.outcome().is_none());
}

#[test]
fn shatranj_draws_after_seventy_moves_without_progress() {
    let pos = at("shatranj", "r2k4/8/8/8/8/8/8/R3K3 w - - 138 80");
    let mut g = Game::from_position(pos);
    g.play_text("R a1-a2")
        .unwrap_or_else(|e| panic!("{e}: {:?}", texts(g.position())));
    assert!(g.outcome().is_none(), "69 moves and a half");
    g.play_text("k d8-c8")
        .unwrap_or_else(|e| panic!("{e}: {:?}", texts(g.position())));
    assert_eq!(g.outcome().unwrap().reason, "the move-count rule");
}

#[test]
fn the_first_check_wins_check_shogi() {
    // Its start position gives no check counts: one check each, as Fairy-Stockfish
    // defaults them. pyffish: after White's check (counts 0+1, Black to move) the
    // game is over, -32000 for Black.
    let start = Position::start(&builtin("checkshogi"));
    assert!(start.outcome().is_none());
    let pos = at(
        "checkshogi",
        "1n1g1g1n1/3s1s1bl/l2rp1p1p/p1ppkp1p1/1p2P2N1/PP6P/L1PPRPPP1/2S1KSG2/1NB1G3L[] b - - 0+1 47 24",
    );
    assert_eq!(pos.outcome().expect("checked").winner, Some(Color::White));
}
