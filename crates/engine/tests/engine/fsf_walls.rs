//! Walls in Fairy-Stockfish's start positions (`*`: omicron, gustav3, troitzky),
//! imported as holes of the board, checked against pyffish 0.0.90: the positions it
//! writes read back, the moves it counts, and castling with the rooks found inside the
//! corners.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::Position;

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn positions_with_walls_read_as_pyffish_writes_them() {
    // pyffish's start positions and its count of legal moves from each.
    for (name, fen, moves) in [
        (
            "omicron",
            "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
            30,
        ),
        (
            "troitzky",
            "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1",
            20,
        ),
    ] {
        let pos = at(name, fen);
        assert_eq!(pos.legal_turns().len(), moves, "{name}");
        assert_eq!(pos.fen(), Position::start(&builtin(name)).fen(), "{name}");
    }
}

#[test]
fn a_wall_must_be_a_hole_of_the_board() {
    let v = builtin("gustav3");
    // b1 is a square of the board, not a wall.
    let fen = "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/A*3K2RA w - - 0 1";
    assert!(Position::from_fen(&v, fen).is_err());
}

#[test]
fn a_gustav3_king_castles_with_the_rooks_inside_the_amazons() {
    // pyffish: f1h1 (rook i1 to g1) and f1d1 (rook b1 to e1) among 27 moves.
    let pos = at(
        "gustav3",
        "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/AR3K2RA w KQkq - 0 1",
    );
    assert_eq!(pos.legal_turns().len(), 27, "{:?}", texts(&pos));
    for (text, after) in [
        (
            "K f1-h1",
            "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/AR4RK1A b kq - 1 1",
        ),
        (
            "K f1-d1",
            "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/A2KR3RA b kq - 1 1",
        ),
    ] {
        let turn = pos
            .legal_turns()
            .into_iter()
            .find(|t| pos.turn_text(t).starts_with(text))
            .unwrap_or_else(|| panic!("{text} not in {:?}", texts(&pos)));
        let next = pos.play(&turn).expect("legal");
        assert_eq!(next.fen(), at("gustav3", after).fen(), "{text}");
    }
}
