//! Position texts as Fairy-Stockfish writes them (pyffish's FENs), read by our engine:
//! the check counts of n-check games (the checks each side still needs) and the
//! en-passant field of custom pawns (the squares passed and the pawn's own square).

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::{Position, Variant};
use std::sync::Arc;

/// A Fairy-Stockfish built-in variant, imported as a section of our own would be.
fn at(v: &Arc<Variant>, fen: &str) -> Position {
    Position::from_fen(v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn ours(v: &Arc<Variant>, fen: &str) -> String {
    at(v, fen).fen()
}

#[test]
fn fairy_stockfish_check_counts_are_the_checks_each_side_still_needs() {
    let v = builtin("3check");
    let fsf = "rnb1kbnr/ppp1pppp/8/3p1q2/8/2NPP3/PPP1QPPP/R1B1KBNR b KQkq - 3+1 4 4";
    let given = "rnb1kbnr/ppp1pppp/8/3p1q2/8/2NPP3/PPP1QPPP/R1B1KBNR b KQkq - 4 4 checks0+2";
    assert_eq!(ours(&v, fsf), given);
    assert_eq!(at(&v, fsf), at(&v, given));
    // In five-check the same text means other counts.
    let five = builtin("5check");
    assert!(
        ours(&five, fsf).ends_with(" 4 4 checks2+4"),
        "{}",
        ours(&five, fsf)
    );
}

#[test]
fn the_check_that_leaves_none_needed_wins() {
    let v = builtin("3check");
    // Black needs one check more: every checking move ends the game.
    let pos = at(
        &v,
        "rnb1kbnr/ppp1pppp/8/3p1q2/8/2NPP3/PPP1QPPP/R1B1KBNR b KQkq - 3+1 4 4",
    );
    let mut checks = 0;
    for turn in pos.legal_turns() {
        let next = pos.play(&turn).expect("legal");
        if next.in_check() {
            checks += 1;
            assert!(next.outcome().is_some(), "{}", pos.turn_text(&turn));
        }
    }
    assert!(checks > 0);
}

#[test]
fn a_check_count_is_refused_where_checks_are_not_counted() {
    let v = builtin("chess");
    let e = Position::from_fen(
        &v,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
    )
    .expect_err("refused");
    assert!(e.to_string().contains("does not count checks"), "{e}");
    assert!(Position::from_fen(&builtin("3check"), "8/8/8/8/8/8/8/K6k w - - 3+x 0 1").is_err());
}

#[test]
fn a_berolina_pawn_that_stepped_twice_diagonally_is_taken_en_passant() {
    let v = builtin("berolina");
    // White's pawn went a2-c4 over b3, as Fairy-Stockfish writes it: the square passed
    // and the pawn's own square.
    let pos = at(
        &v,
        "rnbqkbnr/pppp1ppp/8/8/1pP5/8/1PPPPPPP/RNBQKBNR b KQkq b3c4 0 1",
    );
    assert!(pos.fen().contains(" b3,c4 "), "{}", pos.fen());
    let taken = pos
        .legal_turns()
        .into_iter()
        .map(|t| pos.play(&t).expect("legal"))
        .find(|next| next.fen().starts_with("rnbqkbnr/pppp1ppp/8/8/8/1p6/"))
        .expect("b4-b3 takes the pawn on c4");
    assert!(
        taken
            .fen()
            .starts_with("rnbqkbnr/pppp1ppp/8/8/8/1p6/1PPPPPPP/")
    );
    // Our own text, which names the pawn's square too, reads back to the same position.
    assert_eq!(at(&v, &pos.fen()), pos);
}

#[test]
fn a_sideways_pawns_en_passant_field_names_the_pawn_after_the_square_passed() {
    let v = builtin("pawnsideways");
    let fsf = "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1";
    assert_eq!(
        ours(&v, fsf),
        "rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
}
