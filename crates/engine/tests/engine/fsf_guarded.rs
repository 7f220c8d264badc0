//! Pieces a player may not leave attacked (Fairy-Stockfish's pseudo-royal pieces),
//! imported from its built-in sections: atomic's king, beside explosions; every queen
//! of coregal; shoshogi's last king; spartan's two kings, not both attacked at once,
//! and its hoplites, Black's pawn kind. Each position was asked of pyffish 0.0.90,
//! whose legal moves (UCI) are quoted.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Position, Reason};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn an_atomic_king_may_not_take_nor_stay_attacked() {
    // pyffish: e1d1 e1f1 e1f2. Kxd2 would blow up its own king, and every knight move
    // leaves the pawn's attack on e1.
    let pos = at("atomic", "4k3/8/8/8/8/8/3pN3/4K3 w - - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 3, "{t:?}");
    assert!(t.iter().all(|t| t.starts_with('K')), "{t:?}");
    assert!(!t.iter().any(|t| t.contains("d2")), "{t:?}");
}

#[test]
fn atomic_kings_side_by_side_do_not_attack_each_other() {
    // pyffish: d5c4 d5c5 d5c6 d5d4 d5d6 d5e4 d5e6: the rook's file is safe beside
    // White's king.
    let pos = at("atomic", "8/8/8/3kK3/8/8/8/3R4 b - - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 7, "{t:?}");
    assert!(t.iter().any(|t| t.contains("d4")), "{t:?}");
    assert!(t.iter().any(|t| t.contains("e4")), "{t:?}");
}

#[test]
fn blowing_up_the_other_king_answers_check() {
    // pyffish: b5d7 e1d2 e1e2 e1f2. Bxd7 leaves e1 attacked, but the explosion takes
    // Black's king, which ends the game.
    let pos = at("atomic", "3qk3/3p4/8/1B6/8/8/8/r3K3 w - - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 4, "{t:?}");
    let bxd7 = pos
        .legal_turns()
        .into_iter()
        .find(|turn| pos.turn_text(turn).contains("d7"))
        .expect("Bxd7 is legal");
    let after = pos.play_unchecked(&bxd7);
    assert_eq!(after.outcome().expect("over").winner, Some(Color::White));
}

#[test]
fn an_attacked_atomic_king_without_a_move_is_checkmated() {
    // pyffish: no legal move, game result -32000 (the side to move loses).
    let pos = at("atomic", "k7/8/8/8/8/8/8/RR5K b - - 0 1");
    let o = pos.outcome().expect("no move: the game is over");
    assert_eq!(o.winner, Some(Color::White), "{o}");
    assert_eq!(o.reason, Reason::Checkmate, "{o}");
}

#[test]
fn every_coregal_queen_is_guarded_and_taking_one_is_no_escape() {
    // pyffish: a8b7 a8b8 a8c6 a8c8 a8e4 a8g2 a8h1. Qxa1 would leave Black's queen
    // attacked by the other white queen: taking a guarded piece excuses nothing.
    let pos = at("coregal", "q3k3/8/8/8/8/8/8/Q2QK3 b - - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 7, "{t:?}");
    assert!(!t.iter().any(|t| t.contains("a1")), "{t:?}");
}

#[test]
fn shoshogi_s_last_king_is_guarded_while_a_crown_prince_lives() {
    // With a king alone, it may not be left attacked (pyffish: e1d2 e1e2 e1f2).
    let pos = at("shoshogi", "4k4/9/4E4/9/9/9/9/9/r3K4 w - - 0 1");
    assert_eq!(texts(&pos).len(), 3, "{:?}", texts(&pos));
    // With a king and a crown prince, neither is guarded: 50 moves at depth 2 for
    // pyffish, from a position where Black's two could be left attacked.
    let two = at("shoshogi", "4k4/9/9/9/9/9/9/9/3K1K3 b - - 0 1");
    let count: usize = two
        .legal_turns()
        .iter()
        .map(|t| two.play_unchecked(t).legal_turns().len())
        .sum();
    assert_eq!(count, 50);
}

#[test]
fn spartan_kings_may_not_both_be_left_attacked() {
    // pyffish: both black kings attacked by the rooks, Black must part them from one:
    // a8b7 a8b8 h8g7 h8g8 (not a8a7, which leaves both on their files).
    let both = at("spartan", "k6k/8/8/8/8/8/8/R3K2R b - - 0 1");
    let t = texts(&both);
    assert_eq!(t.len(), 4, "{t:?}");
    assert!(!t.iter().any(|t| t.ends_with("a8-a7")), "{t:?}");
    // pyffish: with one rook, one king may stay attacked: a8a7 a8b7 a8b8 h8g7 h8g8
    // h8h7.
    let one = at("spartan", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert_eq!(texts(&one).len(), 6);
}

#[test]
fn a_spartan_hoplite_promotes_to_a_king_only_while_black_has_one() {
    // pyffish: d2c1 c g k l w (a second king allowed), and the king's five.
    let one_king = at("spartan", "4k3/8/8/8/8/8/3h4/4K3 b - - 0 1");
    let t = texts(&one_king);
    assert_eq!(t.len(), 10, "{t:?}");
    // pyffish: with two kings, d2c1 and d2e1 to c g l w only.
    let two_kings = at("spartan", "3k3k/8/8/8/8/8/3h4/K7 b - - 0 1");
    let t: Vec<String> = texts(&two_kings)
        .into_iter()
        .filter(|t| t.starts_with("h d2-"))
        .collect();
    assert_eq!(t.len(), 8, "{t:?}");
    // pyffish: a white hoplite (White's pawn kinds are the pawn alone) reaches the
    // last rank as it is: d7c8 and the king's five.
    let white = at("spartan", "4k3/3H4/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(texts(&white).len(), 6);
    // pyffish: the pawn kind promotes for Black too (d2d1 and d2e1 to c g k l w).
    let pawn = at("spartan", "4k3/8/8/8/8/8/3p4/4K3 b - - 0 1");
    assert_eq!(texts(&pawn).len(), 15);
}
