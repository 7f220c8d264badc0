//! The capture games Fairy-Stockfish plays (antichess, giveaway, suicide, losers,
//! codrus, misère, extinction and its kin), imported from its built-in sections: each
//! rule checked on a position where pyffish 0.0.90 was asked what it does.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Position, notation};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn a_player_who_can_capture_must() {
    // 1.e3 b5: White's only legal move is Bxb5 (pyffish: f1b5 alone).
    let pos = at(
        "antichess",
        "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2",
    );
    let turns = pos.legal_turns();
    assert_eq!(turns.len(), 1, "{:?}", texts(&pos));
    assert!(pos.turn_text(&turns[0]).contains("b5"), "{:?}", texts(&pos));
    // Where nothing can be taken, every move is legal.
    assert_eq!(pos.variant().key(), "antichess");
    let start = Position::start(pos.variant());
    assert_eq!(start.legal_turns().len(), 20);
}

#[test]
fn a_non_capture_is_refused_while_a_capture_is_possible() {
    let pos = at(
        "antichess",
        "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2",
    );
    assert!(notation::resolve(&pos, "a3").is_err());
    assert!(notation::resolve(&pos, "Bxb5").is_ok());
}

#[test]
fn a_stalemated_player_wins_antichess() {
    let pos = at("antichess", "8/8/8/8/8/p7/P7/7k w - - 0 1");
    let o = pos.outcome().expect("no move: the game is over");
    assert_eq!(o.winner, Some(Color::White), "{o}");
}

#[test]
fn suicide_stalemate_is_won_by_the_side_with_fewer_pieces() {
    // White (one piece) is stalemated against two: White wins (pyffish +32000).
    let fewer = at("suicide", "8/8/8/8/8/p7/P7/7k w - - 0 1");
    assert_eq!(fewer.outcome().expect("over").winner, Some(Color::White));
    // As many pieces: a draw (pyffish 0).
    let equal = at("suicide", "8/8/8/8/8/p7/P7/8 w - - 0 1");
    let o = equal.outcome().expect("over");
    assert_eq!(o.winner, None, "{o}");
    // More pieces: the stalemated side loses.
    let more = at("suicide", "8/8/8/8/8/p7/P7/K7 w - - 0 1");
    let o = more.outcome();
    assert!(o.is_none() || o.unwrap().winner == Some(Color::Black));
}

#[test]
fn losing_every_piece_wins_antichess() {
    // Black takes White's last piece: White, left with nothing, has won.
    let pos = at("antichess", "8/8/8/8/8/8/1p6/B7 b - - 0 1");
    let after = pos
        .legal_turns()
        .into_iter()
        .map(|t| pos.play(&t).expect("legal"))
        .find(|p| p.fen().starts_with("8/8/8/8/8/8/8/"))
        .expect("bxa1");
    assert_eq!(after.outcome().expect("over").winner, Some(Color::White));
}

#[test]
fn being_checkmated_wins_misere() {
    // The fool's mate: White is mated, and wins (pyffish +32000 for the side to move).
    let pos = at(
        "misere",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    assert!(pos.in_check());
    assert_eq!(pos.outcome().expect("mated").winner, Some(Color::White));
}

#[test]
fn a_king_that_is_not_royal_castles_through_attack() {
    // Giveaway: the black queen on c3 attacks e1; White still castles both ways
    // (pyffish lists 26 moves, e1g1 and e1c1 among them).
    let pos = at("giveaway", "4k3/8/8/8/8/2q5/8/R3K2R w KQ - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 26, "{t:?}");
    assert!(t.contains(&"K e1-g1".to_string()), "{t:?}");
    assert!(t.contains(&"K e1-c1".to_string()), "{t:?}");
}

#[test]
fn losing_the_king_wins_codrus() {
    // Black must take White's king (compulsory capture), and so White wins.
    let pos = at("codrus", "4k3/8/8/8/8/8/3Q4/4K1q1 b - - 0 1");
    let turns = pos.legal_turns();
    assert_eq!(turns.len(), 1, "only the capture of the king");
    let after = pos.play(&turns[0]).expect("legal");
    assert_eq!(after.outcome().expect("over").winner, Some(Color::White));
}

#[test]
fn three_kings_is_lost_with_the_first_king() {
    let pos = at("threekings", "k3k2k/8/8/8/8/8/8/K2K1K1Q w - - 0 1");
    let take = pos
        .legal_turns()
        .into_iter()
        .map(|t| pos.play(&t).expect("legal"))
        .find(|p| p.fen().starts_with("k3k2Q/"))
        .expect("Qxh8");
    assert_eq!(take.outcome().expect("over").winner, Some(Color::White));
}

/// The position after the move from `from` to `to`, among the legal turns of `pos`.
fn after_move(pos: &Position, from: &str, to: &str) -> Position {
    let text = pos
        .legal_turns()
        .into_iter()
        .map(|t| pos.turn_text(&t))
        .find(|t| t.contains(&format!("{from}-{to}")) || t.contains(&format!("{from}x{to}")))
        .unwrap_or_else(|| panic!("{from}-{to} not in {:?}", texts(pos)));
    let turn = notation::resolve(pos, &text).expect("listed").turn;
    pos.play(&turn).expect("legal")
}

#[test]
fn a_capture_explodes_every_piece_around_it_but_pawns() {
    // Nxd4: the knight, the queen and the king on c5 go; the pawn on e4 stays, and
    // Black, without a king, has lost (pyffish -32000 for Black to move).
    let pos = at("nocheckatomic", "8/8/8/2k5/3qp3/5N2/8/4K3 w - - 0 1");
    let next = after_move(&pos, "f3", "d4");
    assert_eq!(next.fen(), "8/8/8/8/4p3/8/8/4K3 b - - 0 1");
    assert_eq!(next.outcome().expect("over").winner, Some(Color::White));
}

#[test]
fn an_immune_king_survives_the_explosion_and_may_not_take_a_king() {
    let pos = at("atomar", "8/8/8/2k5/3qp3/5N2/8/4K3 w - - 0 1");
    let next = after_move(&pos, "f3", "d4");
    assert_eq!(next.fen(), "8/8/8/2k5/4p3/8/8/4K3 b - - 0 1");
    assert!(next.outcome().is_none());
    // Kings side by side: neither takes the other (pyffish: d1c1 d1c2 d1e1 d1e2).
    let kings = at("atomar", "4k3/8/8/8/8/8/3k4/3K4 w - - 0 1");
    assert_eq!(kings.legal_turns().len(), 4, "{:?}", texts(&kings));
}
