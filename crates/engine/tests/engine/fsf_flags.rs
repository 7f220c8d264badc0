//! Pieces that win by reaching a region without being royal (Fairy-Stockfish's flag
//! pieces), imported from its built-in sections: dobutsu's lion, which must stand
//! there unattacked, breakthrough's pawns, and the fox of fox and hounds (whose hounds
//! have no region), and jesonmor's knights, which win on the centre only once they
//! have stood there through the opponent's answer. Each position was asked of pyffish
//! 0.0.90.

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::{Color, Position};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn a_lion_on_the_far_rank_wins_once_it_is_safe() {
    // Black's lion on c1, attacked by nothing: Black wins (pyffish +32000 for Black
    // to move, no legal move).
    let safe = at("dobutsu", "g1E/ECL/C2/2l[g] b - - 1 9");
    assert_eq!(safe.outcome().expect("the try").winner, Some(Color::Black));
    // The same lion with White's lion beside it on c2: play goes on (pyffish: ten
    // moves, the lion's own escapes among them).
    let attacked = at("dobutsu", "g1E/EC1/C1L/2l[g] b - - 1 9");
    assert!(attacked.outcome().is_none());
    assert_eq!(attacked.legal_turns().len(), 10);
}

#[test]
fn a_breakthrough_pawn_on_the_last_rank_wins() {
    // Black's b2a1 (pyffish: the game is over, -32000 for White to move).
    let pos = at(
        "breakthrough",
        "p1p1p1p1/3p1ppp/ppP1ppp1/4p3/1P2p2P/1PPP2P1/P1P2P1P/p3PP1P w - - 10 21",
    );
    assert_eq!(pos.outcome().expect("arrived").winner, Some(Color::Black));
}

#[test]
fn the_fox_wins_on_arriving_and_only_then() {
    // The fox has just reached f8... g8: pyffish -32000 for Black to move.
    let arrived = at("fox-and-hounds", "1h1h1hFh/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        arrived.outcome().expect("arrived").winner,
        Some(Color::White)
    );
    // A fox standing on the last rank with White to move has not just arrived: play
    // goes on (pyffish: a8b7 alone).
    let standing = at("fox-and-hounds", "Fh1h1h1h/8/8/8/8/8/8/8 w - - 0 1");
    assert!(standing.outcome().is_none());
    assert_eq!(standing.legal_turns().len(), 1);
}

#[test]
fn a_jesonmor_knight_wins_once_it_survives_on_the_centre() {
    // White's knight has just reached e5: Black may still answer (pyffish: 4 moves,
    // no end).
    let arrived = at("jesonmor", "4n4/9/9/9/4N4/9/9/9/4N4 b - - 0 1");
    assert!(arrived.outcome().is_none());
    assert_eq!(arrived.legal_turns().len(), 4);
    // At White's next turn the knight still stands there: White wins (pyffish
    // +32000 for White to move).
    let stood = at("jesonmor", "4n4/9/9/9/4N4/9/9/9/4N4 w - - 0 1");
    assert_eq!(
        stood.outcome().expect("survived").winner,
        Some(Color::White)
    );
}
