//! Check, mate, stalemate and the draw rules as a game sees them.

use pigeonpost_engine::{Color, Game, Position, Reason, Square, registry};

fn square(pos: &Position, name: &str) -> Square {
    pos.variant()
        .geometry()
        .parse_square(name)
        .expect("a square")
}

fn chess(fen: &str) -> Position {
    Position::from_fen(&registry::get("chess").unwrap(), fen).unwrap()
}

#[test]
fn fools_mate_is_checkmate() {
    let v = registry::get("chess").unwrap();
    let mut g = Game::new(&v);
    for t in ["P f2-f3", "p e7-e5", "P g2-g4", "q d8-h4"] {
        g.play_text(t).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Checkmate);
    assert!(g.position().in_check());
    assert!(g.play_text("P a2-a3").is_err(), "no move after the end");
}

#[test]
fn stalemate_is_a_draw_in_chess() {
    let pos = chess("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = pos.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, Reason::Stalemate);
}

#[test]
fn a_position_with_the_waiting_side_in_check_is_refused() {
    let v = registry::get("chess").unwrap();
    assert!(Position::from_fen(&v, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1").is_err());
    assert!(Position::from_fen(&v, "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").is_ok());
}

#[test]
fn threefold_repetition_draws() {
    let v = registry::get("chess").unwrap();
    let mut g = Game::new(&v);
    let shuffle = ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"];
    for t in shuffle.iter().chain(shuffle.iter()) {
        assert!(g.outcome().is_none());
        g.play_text(t).unwrap();
    }
    assert_eq!(g.outcome().unwrap().reason, Reason::ThreefoldRepetition);
}

#[test]
fn fifty_move_rule_draws() {
    let v = registry::get("chess").unwrap();
    let start = Position::from_fen(&v, "4k3/8/8/8/8/8/8/R3K3 w - - 98 80").unwrap();
    let mut g = Game::from_position(start);
    g.play_text("R a1-a2").unwrap();
    assert!(g.outcome().is_none());
    g.play_text("k e8-d8").unwrap();
    assert_eq!(g.outcome().unwrap().reason, Reason::FiftyMoveRule);
}

#[test]
fn insufficient_material_draws() {
    let mut g = Game::from_position(chess("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"));
    assert_eq!(g.outcome().unwrap().reason, Reason::InsufficientMaterial);
    g = Game::from_position(chess("4k3/8/8/8/8/8/8/3RK3 w - - 0 1"));
    assert!(g.outcome().is_none());
}

#[test]
fn castling_through_check_is_refused() {
    // The black rook on f8 covers f1: no kingside castling; queenside is fine.
    let pos = chess("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let texts: Vec<String> = pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect();
    assert!(!texts.contains(&"K e1-g1".to_string()));
    assert!(texts.contains(&"K e1-c1".to_string()));
}

#[test]
fn en_passant_is_offered_for_one_turn_only() {
    let v = registry::get("chess").unwrap();
    let mut g = Game::new(&v);
    for t in ["P e2-e4", "p a7-a6", "P e4-e5", "p d7-d5"] {
        g.play_text(t).unwrap();
    }
    assert!(g.position().fen().contains(" d6 "));
    let mut later = g.clone();
    g.play_text("P e5-d6").unwrap();
    assert!(
        g.position().piece_at(square(g.position(), "d5")).is_none(),
        "the d5 pawn is taken"
    );
    later.play_text("N g1-f3").unwrap();
    later.play_text("p a6-a5").unwrap();
    assert!(later.play_text("P e5-d6").is_err());
}

#[test]
fn a_resumed_game_counts_repetitions_from_its_stored_keys() {
    // Two knight round trips repeat the start position a third time; a game resumed
    // before the last turn, from the keys a replay gave, must see the same ending.
    let v = registry::get("chess").unwrap();
    let texts: Vec<String> = [
        "N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8", "N g1-f3", "n g8-f6", "N f3-g1",
    ]
    .iter()
    .map(|t| t.to_string())
    .collect();
    let mut keys = vec![Position::start(&v).repetition_key()];
    let mut g = Game::new(&v);
    for t in &texts {
        g.play_text(t).unwrap();
        keys.push(g.repetition_key().to_string());
    }
    assert!(g.outcome().is_none());
    let mut resumed = Game::resume(g.position().clone(), texts.len(), keys.clone()).unwrap();
    resumed.play_text("n f6-g8").unwrap();
    assert_eq!(resumed.ply(), 8);
    assert_eq!(
        resumed.outcome().map(|o| o.reason),
        Some(Reason::ThreefoldRepetition)
    );
    // Without the earlier keys the repetition cannot be seen: the keys matter.
    assert!(Game::resume(g.position().clone(), texts.len(), keys[..3].to_vec()).is_err());
}
