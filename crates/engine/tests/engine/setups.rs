//! A position text reads into an unchecked `Setup`; only `Position::from_setup` makes a
//! position of one, and it reports every problem at once. Text that does not read and a
//! position no game can reach are different errors; a refused turn says why.

use super::support::{at, start};
use pigeonpost_engine::registry::{self, build_custom};
use pigeonpost_engine::{
    Color, FenError, IllegalTurn, ParseFenError, Position, PositionProblem, Reason, Setup, Turn,
};
use std::sync::Arc;

#[test]
fn a_setup_writes_back_to_its_text_and_makes_the_same_position() {
    for v in registry::all() {
        let pos = Position::start(v);
        let text = pos.fen();
        let setup = Setup::parse(v, &text).unwrap_or_else(|e| panic!("{}: {e}", v.key()));
        assert_eq!(setup.text(v), text, "{}", v.key());
        assert_eq!(pos.setup(), setup, "{}", v.key());
        assert_eq!(
            Position::from_setup(v, &setup).as_ref(),
            Ok(&pos),
            "{}",
            v.key()
        );
    }
}

#[test]
fn every_problem_of_a_setup_is_reported_at_once() {
    let v = registry::get("chess").unwrap();
    // Two white kings, a pawn on its last rank, a castling right without its king, an
    // en-passant square with no pawn behind it, and Black in check on White's turn.
    let e = Position::from_fen(&v, "kR5P/8/8/8/8/8/8/K6K w K h1 0 1").unwrap_err();
    let FenError::Position(e) = e else {
        panic!("the text reads: {e}");
    };
    let p = e.problems();
    assert_eq!(p.len(), 5, "{e}");
    assert!(
        matches!(p[0], PositionProblem::CastlingRight { letter: 'K', .. }),
        "{e}"
    );
    assert!(matches!(p[1], PositionProblem::EnPassant { .. }), "{e}");
    assert!(
        matches!(&p[2], PositionProblem::SeveralRoyals { color: Color::White, squares } if squares.len() == 2),
        "{e}"
    );
    assert!(
        matches!(p[3], PositionProblem::OnPromotionSquare { .. }),
        "{e}"
    );
    assert!(
        matches!(
            p[4],
            PositionProblem::OppositeCheck {
                waiting: Color::Black,
                to_move: Color::White
            }
        ),
        "{e}"
    );
    let text = e.to_string();
    for words in [
        "castling right 'K' needs the king on e1 and the rook on h1",
        "'h1' cannot be an en-passant square",
        "white has royal pieces on a1 and h1",
        "the pawn on h8 stands on a promotion square",
        "black is in check but it is white's turn",
    ] {
        assert!(text.contains(words), "{text}");
    }
}

#[test]
fn text_that_does_not_read_is_another_error_than_a_position_no_game_reaches() {
    let v = registry::get("chess").unwrap();
    let fail = |text: &str| Position::from_fen(&v, text).unwrap_err();
    assert!(matches!(
        fail("8/8/8 w - - 0 1"),
        FenError::Parse(ParseFenError::Board(_))
    ));
    assert!(matches!(
        fail("8/8/8/8/8/8/8/K6k x - - 0 1"),
        FenError::Parse(ParseFenError::Side(_))
    ));
    assert!(matches!(
        fail("4k3/8/8/8/8/8/8/4K3 w - - x 1"),
        FenError::Parse(ParseFenError::Number("halfmove clock", _))
    ));
    let position = fail("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(position, FenError::Position(_)));
    for e in [fail("not a fen"), position] {
        assert!(e.to_string().starts_with("invalid position: "), "{e}");
    }
    // The unchecked setup of a position no game reaches still reads.
    let setup = Setup::parse(&v, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(setup.turn, Color::White);
    assert!(Position::from_setup(&v, &setup).is_err());
}

#[test]
fn a_setup_for_another_board_is_refused_not_read_out_of_bounds() {
    let v = registry::get("chess").unwrap();
    let mut setup = Position::start(&v).setup();
    setup.board.truncate(10);
    let e = Position::from_setup(&v, &setup).unwrap_err();
    assert!(matches!(
        e.problems()[0],
        PositionProblem::BoardSize {
            given: 10,
            expected: 64
        }
    ));
}

#[test]
fn a_piece_on_a_hole_is_a_problem_of_the_position() {
    let src = "inherits = \"chess\"\nkey = \"holey\"\nname = \"Holey\"\n[board]\nfiles = 8\nranks = 8\nholes = [\"d4\"]\n";
    let v = Arc::new(build_custom("holey.toml", src).unwrap());
    let e = Position::from_fen(&v, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1").unwrap_err();
    assert!(
        matches!(&e, FenError::Position(p) if matches!(p.problems(), [PositionProblem::OnHole { .. }])),
        "{e}"
    );
}

/// A legal turn of `pos`, found by its text.
fn turn(pos: &Position, text: &str) -> Turn {
    *pos.legal_turns()
        .iter()
        .find(|t| pos.turn_text(t) == text)
        .unwrap_or_else(|| panic!("{text} is legal in {pos:?}"))
}

#[test]
fn a_refused_turn_says_why() {
    let chess = start("chess");
    let after_e4 = at(
        "chess",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    );
    let blacks = turn(&after_e4, "p e7-e5");
    assert_eq!(
        chess.play(&blacks),
        Err(IllegalTurn::NotYourTurn(Color::White))
    );
    let open = at(
        "chess",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    );
    let queen_out = turn(&open, "Q d1-h5");
    assert_eq!(chess.play(&queen_out), Err(IllegalTurn::NoSuchMove));
    let free = at("chess", "4k3/8/8/8/8/8/4B3/4K3 w - - 0 1");
    let pinned = at("chess", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    assert_eq!(
        pinned.play(&turn(&free, "B e2-d3")),
        Err(IllegalTurn::LeavesCheck)
    );
    let mated = at(
        "chess",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    let e = mated.play(&queen_out).unwrap_err();
    assert!(
        matches!(&e, IllegalTurn::GameOver(o) if o.reason == Reason::Checkmate),
        "{e}"
    );
    let v = registry::get("chess").unwrap();
    let free_play = pigeonpost_engine::Catalogue::builtin()
        .compile(&pigeonpost_engine::free_play(&v, None, None))
        .unwrap();
    let free_pos = Position::start(&Arc::new(free_play));
    assert_eq!(
        free_pos.play(&turn(&chess, "P e2-e4")),
        Err(IllegalTurn::RulesNotEnforced)
    );
}
