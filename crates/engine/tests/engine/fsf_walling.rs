//! Walls placed in play (`walling`: duck chess's duck, amazons' arrows) and pieces
//! turned to walls (`petrifying_captures`: petrified), imported from Fairy-Stockfish's
//! built-ins and checked against pyffish 0.0.90: the positions it writes, the moves it
//! counts, and the move text it writes (`e4,e5`).

use crate::support::fsf_builtin as builtin;
use crate::support::{board, play, texts};
use pigeonpost_engine::{Color, Position};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn the_duck_moves_every_turn_and_may_not_stay() {
    let start = Position::start(&builtin("duck"));
    // pyffish: 20 moves, each with the duck on any of the 32 squares left empty.
    assert_eq!(start.legal_turns().len(), 640);
    let next = play(&start, "P e2-e4; *-e5").expect("legal");
    // (Our text keeps the en-passant square that pyffish leaves out where no pawn
    // could take: the boards are compared.)
    assert_eq!(
        board(&next),
        "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR"
    );
    // pyffish: 589 = 19 moves (e7-e5 runs into the duck) x 31 squares (not e5 again).
    let replies = texts(&next);
    assert_eq!(replies.len(), 589);
    assert!(!replies.iter().any(|t| t.ends_with("*-e5")), "{replies:?}");
    assert!(
        !replies.iter().any(|t| t.starts_with("p e7-e5")),
        "{replies:?}"
    );
    let after = play(&next, "p d7-d5; *-e6").expect("legal");
    assert_eq!(
        board(&after),
        "rnbqkbnr/ppp1pppp/4*3/3p4/4P3/8/PPPP1PPP/RNBQKBNR"
    );
    // A position with the duck reads back as it is written.
    assert_eq!(at("duck", &after.fen()).fen(), after.fen());
}

#[test]
fn a_duck_turn_is_abbreviated_as_pyffish_writes_it() {
    let start = Position::start(&builtin("duck"));
    let en_passant = at("duck", "4k3/8/8/3pP*2/8/8/8/4K3 w - d6 0 2");
    let castling = at("duck", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    // pyffish's get_san for e2e4,e4e5; g1f3,f3f6; e5d6,d6d5; e1g1,g1h1.
    for (pos, full, san) in [
        (&start, "P e2-e4; *-e5", "e4,e5"),
        (&start, "N g1-f3; *-f6", "Nf3,f6"),
        (&en_passant, "P e5-d6; *-d5", "exd6,d5"),
        (&castling, "K e1-g1; *-h1", "O-O,h1"),
    ] {
        let turn = pigeonpost_engine::notation::resolve(pos, full)
            .unwrap_or_else(|e| panic!("{full}: {e}"))
            .turn;
        assert_eq!(pos.turn_san(&turn), san, "{full}");
        let read = pigeonpost_engine::notation::resolve(pos, san)
            .unwrap_or_else(|e| panic!("{san}: {e}"))
            .turn;
        assert_eq!(read, turn, "{san}");
    }
    // The wall is part of the turn: without it, or on a square it cannot go, nothing.
    assert!(play(&start, "e4").is_err());
    assert!(play(&start, "P e2-e4").is_err());
    assert!(play(&start, "e4,e2").is_ok());
    assert!(play(&start, "e4,e4").is_err());
    assert!(play(&start, "e4,d2").is_err());
}

#[test]
fn taking_the_king_ends_duck_chess() {
    // pyffish: e7e8 takes the king (a commoner), and the game is lost for Black.
    let pos = at("duck", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    let next = play(&pos, "R e7-e8; *-e7").expect("legal");
    assert!(next.legal_turns().is_empty());
    assert_eq!(next.outcome().and_then(|o| o.winner), Some(Color::White));
    // The king may step into an attack: there is no check.
    let pos = at("duck", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert_eq!(pos.legal_turns().len(), 306);
}

#[test]
fn an_amazon_shoots_its_arrow_over_the_square_it_left() {
    let start = Position::start(&builtin("amazons"));
    let next = play(&start, "Q d1-d2; *-d1").expect("legal");
    assert_eq!(
        next.fen(),
        at(
            "amazons",
            "3q2q3/10/10/q8q/10/10/Q8Q/10/3Q6/3*2Q3 b - - 1 1"
        )
        .fen()
    );
    assert_eq!(
        pigeonpost_engine::notation::resolve(&start, "Qd2,d1")
            .expect("abbreviated")
            .turn,
        pigeonpost_engine::notation::resolve(&start, "Q d1-d2; *-d1")
            .expect("full")
            .turn
    );
    // pyffish: 28 arrows after d1-d2.
    let from_d2 = texts(&start)
        .into_iter()
        .filter(|t| t.starts_with("Q d1-d2;"))
        .count();
    assert_eq!(from_d2, 28);
}

#[test]
fn a_petrified_capturer_becomes_a_wall_and_a_guarded_king_may_not_capture() {
    let pos = at("petrified", "4k3/8/8/3p4/4K3/2N5/8/8 w - - 0 1");
    // pyffish: 8 moves; the king (guarded, so never petrified) may not take d5.
    assert_eq!(pos.legal_turns().len(), 8);
    assert!(play(&pos, "K e4-d5").is_err());
    let next = play(&pos, "N c3-d5").expect("legal");
    assert_eq!(
        next.fen(),
        at("petrified", "4k3/8/8/3*4/4K3/8/8/8 b - - 0 1").fen()
    );
    assert_eq!(next.legal_turns().len(), 5);
}

#[test]
fn duck_chess_written_by_hand_counts_as_the_imported_one() {
    let ours = std::sync::Arc::new(
        pigeonpost_engine::registry::build_custom(
            "duckchess.toml",
            include_str!("../data/mechanics/duckchess.toml"),
        )
        .expect("builds"),
    );
    let imported = builtin("duck");
    // pyffish: 379440 from the start; 88500 beside a promotion.
    for (fen, depth, count) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            2,
            379440,
        ),
        ("1*2k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 2, 88500),
    ] {
        for v in [&ours, &imported] {
            let pos = Position::from_fen(v, fen).expect("reads");
            assert_eq!(pigeonpost_engine::perft::perft(&pos, depth), count, "{fen}");
        }
    }
}
