//! Goals as mechanics: a royal piece reaching a region (king of the hill), n checks
//! (three-check), and extinction of a kind. Counts by hand, in the comments.

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Color, Game, Position, perft};
use std::sync::Arc;

fn chess_with(key: &str, mechanics: &str) -> Arc<pigeonpost_engine::Variant> {
    let src = format!("inherits = \"chess\"\nkey = \"{key}\"\nname = \"X\"\n{mechanics}");
    Arc::new(build_custom("x.toml", &src).unwrap())
}

const HILL: &str = "[mechanics.royal_reaches_region]\nsquares = [\"d4\", \"e4\", \"d5\", \"e5\"]\n[draws]\ninsufficient_material = false\n";

#[test]
fn king_of_the_hill_a_king_on_the_centre_wins_at_once() {
    let v = chess_with("hill", HILL);
    // K c3 has 8 steps; after K d4 the game is over, after the other 7 the king on h8
    // has g8, g7, h7: 7 * 3 = 21 (orthodox chess: 8 * 3 = 24).
    let pos = Position::from_fen(&v, "7k/8/8/8/8/2K5/8/8 w - - 0 1").unwrap();
    assert_eq!(perft::perft(&pos, 1), 8);
    assert_eq!(perft::perft(&pos, 2), 21);
    let mut g = Game::from_position(pos);
    g.play_text("K c3-d4").unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
}

#[test]
fn n_checks_the_game_ends_with_the_nth_check() {
    // K a1, R b1 against K a8. White: rook 7 up the file + 6 along the rank, king a2,
    // b2: 15. Black's replies: R b2..b6 leave only a7 (5 x 1); R b7: K x b7 (1);
    // R c1..h1: a7, b7, b8 (6 x 3); K a2: a7 (1); K b2 blocks the file: 3. With one
    // check to win, R b8+ ends the game: 5 + 1 + 18 + 1 + 3 = 28. With three, R b8+
    // has two replies (K x b8, K a7): 30.
    let fen = "k7/8/8/8/8/8/8/KR6 w - - 0 1";
    let one = chess_with("one-check", "[mechanics.checks_to_win]\ncount = 1\n");
    let three = chess_with("three-check", "[mechanics.checks_to_win]\ncount = 3\n");
    let p1 = Position::from_fen(&one, fen).unwrap();
    let p3 = Position::from_fen(&three, fen).unwrap();
    assert_eq!(perft::perft(&p1, 1), 15);
    assert_eq!(perft::perft(&p1, 2), 28);
    assert_eq!(perft::perft(&p3, 2), 30);
}

#[test]
fn n_checks_are_counted_across_turns() {
    let two = chess_with("two-check", "[mechanics.checks_to_win]\ncount = 2\n");
    let mut g =
        Game::from_position(Position::from_fen(&two, "k7/8/8/8/8/8/8/KR6 w - - 0 1").unwrap());
    g.play_text("R b1-b8").unwrap();
    assert_eq!(g.outcome(), None);
    g.play_text("k a8-a7").unwrap();
    g.play_text("R b8-b7").unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
}

#[test]
fn extinction_losing_the_last_piece_of_a_kind_loses() {
    // Q a1, K e1 against Q a8, K e8. White: queen 7 on the file (x a8 included), 3 on
    // the rank, 7 on the long diagonal; king d1, d2, e2, f2, f1: 22. Q x a8 leaves
    // Black without a queen: no reply (in orthodox chess, 3: K d7, e7, f7).
    let v = chess_with("no-queen", "[mechanics.extinction]\npieces = [\"Q\"]\n");
    let chess = pigeonpost_engine::registry::get("chess").unwrap();
    let fen = "q3k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
    let pos = Position::from_fen(&v, fen).unwrap();
    assert_eq!(perft::perft(&pos, 1), 22);
    let capture = |p: &Position| {
        perft::divide(p, 2)
            .into_iter()
            .find(|(t, _)| t.contains("a8"))
            .map(|(_, n)| n)
    };
    assert_eq!(capture(&pos), Some(0));
    assert_eq!(capture(&Position::from_fen(&chess, fen).unwrap()), Some(3));
    let mut g = Game::from_position(pos);
    g.play_text("Q a1-a8").unwrap();
    assert_eq!(g.outcome().and_then(|o| o.winner), Some(Color::White));
}

const NO_ROYALS: &str = r#"
key = "capture-the-king"
name = "Capture the king"
[board]
files = 4
ranks = 4
[pieces.K]
name = "King"
betza = "K"
glyph = "king"
[pieces.R]
name = "Rook"
betza = "R"
glyph = "rook"
[setup]
fen = "k2r/4/4/R2K w - - 0 1"
"#;

#[test]
fn with_no_royal_piece_the_king_is_captured_and_its_extinction_loses() {
    // 4x4, R a1 and K d1 against K a4 and R d4, no piece royal: no check at all.
    // White: R a2, a3, x a4, b1, c1 and K c1, c2, d2: 8. Black's replies: the king's
    // three steps (x a3 included) and the rook's d3, d2, x d1 (or d1), c4, b4: 8 after
    // each white move but K d2 (rook d3, x d2, c4, b4: 7) and R x a4, after which Black
    // has no king: 0 with extinction; without it, the rook's d3, d2, x d1, c4, b4 and
    // x a4 (the white rook now stands there): 6.
    let plain = Arc::new(build_custom("c.toml", NO_ROYALS).unwrap());
    let src = format!("{NO_ROYALS}[mechanics.extinction]\npieces = [\"K\"]\n");
    let extinct = Arc::new(build_custom("c.toml", &src).unwrap());
    assert_eq!(perft::perft(&Position::start(&extinct), 1), 8);
    assert_eq!(perft::perft(&Position::start(&extinct), 2), 55);
    assert_eq!(perft::perft(&Position::start(&plain), 2), 61);
}

#[test]
fn n_checks_the_counts_are_part_of_the_position_text() {
    let two = chess_with("two-check", "[mechanics.checks_to_win]\ncount = 2\n");
    let mut g =
        Game::from_position(Position::from_fen(&two, "k7/8/8/8/8/8/8/KR6 w - - 0 1").unwrap());
    g.play_text("R b1-b8").unwrap();
    let fen = g.position().fen();
    assert!(fen.ends_with(" checks1+0"), "{fen}");
    // Read back, one more check wins.
    let mut again = Game::from_position(Position::from_fen(&two, &fen).unwrap());
    again.play_text("k a8-a7").unwrap();
    again.play_text("R b8-b7").unwrap();
    assert_eq!(again.outcome().and_then(|o| o.winner), Some(Color::White));
    assert!(Position::from_fen(&two, "k7/8/8/8/8/8/8/KR6 w - - 0 1 checks1").is_err());
}
