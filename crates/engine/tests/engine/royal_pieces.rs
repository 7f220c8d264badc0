//! How many royal pieces, as mechanics: `several_royals` (a side may have more than
//! one; it is in check when any is attacked, and no move may leave any attacked) and
//! `royal_capture` (no check at all; capturing the royal piece wins). Counts by hand,
//! in the comments.
//!
//! The position text is read from the top rank down, so of two kings of one colour the
//! one written first is the one a single kept royal square would forget: the positions
//! below put the king that matters there.

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Color, Game, Position, Reason, notation, perft};
use std::sync::Arc;

fn chess_with(key: &str, mechanics: &str) -> Arc<pigeonpost_engine::Variant> {
    let src = format!(
        "inherits = \"chess\"\nkey = \"{key}\"\nname = \"X\"\n[draws]\ninsufficient_material = false\n{mechanics}"
    );
    Arc::new(build_custom("x.toml", &src).unwrap_or_else(|e| panic!("{e}")))
}

const SEVERAL: &str = "[mechanics.several_royals]\n";
const CAPTURE: &str = "[mechanics.royal_capture]\n";

/// Kings and rooks on a 4x4 board, set up as `fen`, with `mechanics` on.
fn small(fen: &str, mechanics: &str) -> Arc<pigeonpost_engine::Variant> {
    let src = format!(
        "key = \"small\"\nname = \"Small\"\n[board]\nfiles = 4\nranks = 4\n\
         [pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\nroyal = true\n\
         [pieces.R]\nname = \"Rook\"\nbetza = \"R\"\nglyph = \"rook\"\n\
         [setup]\nfen = \"{fen}\"\n[draws]\ninsufficient_material = false\n{mechanics}"
    );
    Arc::new(build_custom("small.toml", &src).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn several_royals_a_move_that_leaves_the_second_king_attacked_is_refused() {
    let v = chess_with("two-kings", SEVERAL);
    // K a1 and K h1, the bishop on a2 shielding a1 from the rook on a8. The bishop is
    // pinned: none of its 7 diagonal moves is legal. K a1: b1, b2; K h1: g1, g2, h2.
    // Depth 1: 5 (12 if only the h1 king were guarded).
    let pos = Position::from_fen(&v, "r6k/8/8/8/8/8/B7/K6K w - - 0 1").unwrap();
    let refused = notation::resolve(&pos, "B a2-b3").unwrap_err().to_string();
    assert!(refused.contains("a1"), "{refused}");
    assert_eq!(perft::perft(&pos, 1), 5);
    // Black after each: the rook 6 along the rank and 5 down the file plus R x a2
    // (12); K h8: g7, h7 (g8 is on the bishop's diagonal). 5 * 14 = 70.
    assert_eq!(perft::perft(&pos, 2), 70);
}

#[test]
fn several_royals_a_side_is_in_check_when_any_royal_piece_is_attacked() {
    let v = chess_with("two-kings", SEVERAL);
    // K a8 in check from the knight on b6 (b8 covered by the rook on h8; a7 and b7 its
    // own pawns); White's other king on g1 is free, but every move leaves a8 attacked.
    let pos = Position::from_fen(&v, "K6r/PP6/1n6/8/4k3/8/8/6K1 w - - 0 1").unwrap();
    assert!(pos.in_check());
    assert_eq!(
        pos.checked_kings(),
        vec![v.geometry().parse_square("a8").unwrap()]
    );
    assert_eq!(perft::perft(&pos, 1), 0);
    let end = pos.outcome().expect("the game is over");
    assert_eq!(end.winner, Some(Color::Black));
    assert_eq!(end.reason, Reason::Checkmate);
    // The same attack with Black to move is a position no game can reach.
    assert!(Position::from_fen(&v, "K6r/8/8/8/4k3/8/8/6K1 b - - 0 1").is_err());
}

#[test]
fn several_royals_are_refused_without_the_mechanic_and_with_castling() {
    let chess = chess_with("plain", "");
    assert!(Position::from_fen(&chess, "r6k/8/8/8/8/8/B7/K6K w - - 0 1").is_err());
    // Chess castles: with two kings a side, which one castles cannot be told.
    let src = format!(
        "inherits = \"chess\"\nkey = \"x\"\nname = \"X\"\n[setup]\n\
         fen = \"rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1\"\n{SEVERAL}"
    );
    let e = build_custom("x.toml", &src).unwrap_err();
    assert!(
        e.problems.iter().any(|p| p.contains("which one castles")),
        "{e}"
    );
}

#[test]
fn several_royals_start_position_counts() {
    // 4x4: K a1, R b1, K d1 against K a4, R c4, K d4 (the same army turned round).
    // White: R b1 to b2, b3, b4, c1 (4); K a1 to a2, b2 (2); K d1 only to d2, since c1
    // and c2 are on the black rook's file (1). Depth 1: 7.
    // Black's replies, with the same 7 at the start: after R b2, 7 (K a4 still only to
    // a3); after R b3, 5 (R 4, K a4 x b3, K d4 boxed in by the rook's rank); after R b4
    // the a4 king is in check: K x b4, K a3, R x b4 (3; K d4's moves leave it in
    // check); after R c1, 8 (R 4 with R x c1, K d4 to d3, K a4 to a3, b3, b4); after
    // K a2, 6 (K a4 cannot move); after K b2, 6 (K a4 to b4, K d4 to d3); after K d2,
    // 5 (K d4 cannot move). Depth 2: 7 + 5 + 3 + 8 + 6 + 6 + 5 = 40.
    let v = small("k1rk/4/4/KR1K w - - 0 1", SEVERAL);
    let pos = Position::start(&v);
    assert_eq!(perft::perft(&pos, 1), 7);
    assert_eq!(perft::perft(&pos, 2), 40);
}

#[test]
fn royal_capture_a_king_may_be_left_attacked_and_capturing_it_wins() {
    let v = chess_with("capture-king", CAPTURE);
    // Black's king stands on the rook's file with White to move: no game of chess
    // reaches that, but without check it is an ordinary position.
    let fen = "4k3/8/8/8/8/8/8/K3R3 w - - 0 1";
    assert!(Position::from_fen(&chess_with("plain", ""), fen).is_err());
    let pos = Position::from_fen(&v, fen).unwrap();
    assert!(!pos.in_check());
    // R e1: up the file e2..e7 and R x e8 (7), along the rank b1, c1, d1, f1, g1, h1
    // (6); K a1: a2, b1, b2 (3). Depth 1: 16.
    assert_eq!(perft::perft(&pos, 1), 16);
    // After R x e8 the game is over; after each of the other 15, K e8 has its 5 steps,
    // attacked or not (on e7, K x e7): 75.
    assert_eq!(perft::perft(&pos, 2), 75);
    let mut g = Game::from_position(pos);
    g.play_text("K a1-a2")
        .expect("leaving the enemy king alone is legal");
    g.play_text("k e8-e7")
        .expect("stepping onto an attacked square is legal");
    assert_eq!(g.outcome(), None);
    g.play_text("R e1-e7").unwrap();
    let end = g.outcome().expect("the game is over");
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(end.reason, Reason::RoyalCapture("king".into()));
}

#[test]
fn royal_capture_start_position_counts() {
    // 4x4: K b1, R d1 against K c4, R a4, nothing royal protected. White: R d1 to
    // d2, d3, d4 and c1 (4); K b1 to a1, a2, b2, c2, c1, attacked or not (5). Depth 1: 9.
    // Black, 9 at the start (R a4 to a3, a2, a1, b4; K c4 to b4, b3, c3, d3, d4),
    // still 9 after each White move (a white piece in the way is captured instead)
    // except K a2, which stops the rook's file there (R x a2 wins): 8 * 9 + 8 = 80.
    let v = small("r1k1/4/4/1K1R w - - 0 1", CAPTURE);
    let pos = Position::start(&v);
    assert_eq!(perft::perft(&pos, 1), 9);
    assert_eq!(perft::perft(&pos, 2), 80);
}

#[test]
fn royal_capture_agrees_with_a_king_that_is_not_royal_and_whose_extinction_loses() {
    // The same game said the other way (Fairy-Stockfish's way: a king that is an
    // ordinary piece, and losing the last one loses): every count must agree. Without
    // castling, which needs a royal king. (Checked against Fairy-Stockfish itself, its
    // `commoner = k` with `extinctionPieceTypes = k`, to depth 4 on these positions.)
    let royal = chess_with("capture-king", CAPTURE);
    let pieces = "[pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\n\
                  [pieces.Q]\nname = \"Queen\"\nbetza = \"Q\"\nglyph = \"queen\"\n\
                  [pieces.R]\nname = \"Rook\"\nbetza = \"R\"\nglyph = \"rook\"\n\
                  [pieces.B]\nname = \"Bishop\"\nbetza = \"B\"\nglyph = \"bishop\"\n\
                  [pieces.N]\nname = \"Knight\"\nbetza = \"N\"\nglyph = \"knight\"\n\
                  [pieces.P]\nname = \"Pawn\"\nbetza = \"fmWfceFifmnD\"\nglyph = \"pawn\"\n\
                  pawn = true\ninitial_ranks = [2]\n\
                  promotion = { ranks = [8], choices = [\"Q\", \"R\", \"B\", \"N\"], default = \"Q\" }\n";
    let src = format!(
        "key = \"commoner\"\nname = \"Commoner king\"\n[board]\nfiles = 8\nranks = 8\n{pieces}\
         [setup]\nfen = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"\n\
         [draws]\ninsufficient_material = false\n[mechanics.extinction]\npieces = [\"K\"]\n"
    );
    let commoner = Arc::new(build_custom("commoner.toml", &src).unwrap_or_else(|e| panic!("{e}")));
    for (fen, depth) in [
        ("4k3/8/8/8/8/8/8/K3R3 w - - 0 1", 3),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
            2,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3),
        ("4k3/4q3/8/8/8/8/3P4/4K3 w - - 0 1", 3),
    ] {
        let a = Position::from_fen(&royal, fen).unwrap();
        let b = Position::from_fen(&commoner, fen).unwrap();
        assert_eq!(perft::perft(&a, depth), perft::perft(&b, depth), "{fen}");
    }
}

#[test]
fn royal_capture_with_several_royals_ends_with_the_last_one() {
    let v = small(
        "k1rk/4/4/KR1K w - - 0 1",
        &format!("{SEVERAL}[mechanics.royal_capture]\n"),
    );
    let mut g = Game::from_position(Position::start(&v));
    for t in ["R b1-b4", "r c4-c1", "R b4-a4", "r c1-d1"] {
        g.play_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(g.outcome(), None, "after {t}");
    }
    g.play_text("R a4-a3").unwrap();
    g.play_text("k d4-d3").unwrap();
    g.play_text("R a3-d3").unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
}

#[test]
fn royal_capture_needs_a_royal_piece_and_one_move_turns() {
    let e = build_custom(
        "x.toml",
        "key = \"x\"\nname = \"X\"\n[board]\nfiles = 4\nranks = 4\n\
         [pieces.R]\nname = \"Rook\"\nbetza = \"R\"\nglyph = \"rook\"\n\
         [setup]\nfen = \"r3/4/4/3R w - - 0 1\"\n[mechanics.royal_capture]\n",
    )
    .unwrap_err();
    assert!(
        e.problems
            .iter()
            .any(|p| p.starts_with("mechanics.royal_capture:")),
        "{e}"
    );
    // Turns of several moves judge one royal piece's safety themselves.
    let src = "inherits = \"chess\"\nkey = \"x\"\nname = \"X\"\n\
               [mechanics.moves_per_turn]\n[mechanics.royal_capture]\n";
    let e = build_custom("x.toml", src).unwrap_err();
    assert!(
        e.problems
            .iter()
            .any(|p| p.starts_with("mechanics.royal_capture:")),
        "{e}"
    );
}

#[test]
fn the_definitions_compared_with_fairy_stockfish_build() {
    // `scripts/fsf-compare.py` counts these against Fairy-Stockfish (references.ini).
    // From either start each side has its 16 pawn moves and 4 knight moves, and no
    // first move changes the other side's: 20 and 20 * 20.
    for (file, text) in [
        (
            "capture-king.toml",
            include_str!("../data/fairy/capture-king.toml"),
        ),
        (
            "two-kings.toml",
            include_str!("../data/fairy/two-kings.toml"),
        ),
    ] {
        let v = Arc::new(build_custom(file, text).unwrap_or_else(|e| panic!("{e}")));
        assert_eq!(perft::perft(&Position::start(&v), 1), 20, "{file}");
        assert_eq!(perft::perft(&Position::start(&v), 2), 400, "{file}");
    }
}
