//! Boards beyond one rectangle: holes (squares that do not exist), a 16x16 board, and
//! three boards side by side. Counts by hand, in the comments.

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, perft};
use std::sync::Arc;

fn variant(board: &str, pieces: &str, fen: &str) -> Arc<pigeonpost_engine::Variant> {
    let src = format!(
        "key = \"b\"\nname = \"B\"\n[board]\n{board}\n{pieces}\n[setup]\nfen = \"{fen}\"\n"
    );
    Arc::new(build_custom("b.toml", &src).unwrap_or_else(|e| panic!("{e}")))
}

const KING_ROOK: &str = "[pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\nroyal = true\n[pieces.R]\nname = \"Rook\"\nbetza = \"R\"\nglyph = \"rook\"\n[pieces.N]\nname = \"Knight\"\nbetza = \"N\"\nglyph = \"knight\"\n";

#[test]
fn a_slider_neither_stops_on_nor_passes_through_a_hole() {
    // 5x5 with a hole on c3. R c1: c2 only up the file (c3 is a hole), b1, d1, e1
    // along the rank; K a1: a2, b1... b1 is the rook's, so a2, b2, b1: the king's three
    // (b1 empty: the rook is on c1). White: 4 + 3 = 7 (without the hole: 10).
    // Black's K e5: after R d1 only e4 (d-file attacked); after R e1 (check) d5, d4;
    // after R c2, R b1 and the three king steps: 3 each. Depth 2: 1 + 2 + 3 + 3 + 9 = 18.
    let fen = "4k/5/5/5/K1R2 w - - 0 1";
    let holed = variant("files = 5\nranks = 5\nholes = [\"c3\"]", KING_ROOK, fen);
    let whole = variant("files = 5\nranks = 5", KING_ROOK, fen);
    let pos = Position::from_fen(&holed, fen).unwrap();
    assert_eq!(perft::perft(&pos, 1), 7);
    assert_eq!(perft::perft(&pos, 2), 18);
    assert_eq!(
        perft::perft(&Position::from_fen(&whole, fen).unwrap(), 1),
        10
    );
}

#[test]
fn a_leaper_does_not_land_on_a_hole_and_no_piece_stands_on_one() {
    // N a1 on a 5x5 board with a hole on b3: only c2. K e1: d1, d2, e2. 1 + 3 = 4.
    let fen = "4k/5/5/5/N3K w - - 0 1";
    let v = variant("files = 5\nranks = 5\nholes = [\"b3\"]", KING_ROOK, fen);
    assert_eq!(perft::perft(&Position::from_fen(&v, fen).unwrap(), 1), 4);
    assert!(Position::from_fen(&v, "4k/5/1N3/5/4K w - - 0 1").is_err());
    let e = build_custom(
        "b.toml",
        &format!("key = \"b\"\nname = \"B\"\n[board]\nfiles = 5\nranks = 5\nholes = [\"z9\"]\n{KING_ROOK}[setup]\nfen = \"{fen}\"\n"),
    )
    .unwrap_err();
    assert!(
        e.problems
            .iter()
            .any(|p| p.starts_with("board.holes: 'z9'")),
        "{e}"
    );
}

#[test]
fn a_sixteen_by_sixteen_board() {
    // R a1, K p1 against K p16. Rook: a2..a16 (15), b1..o1 (14); king o1, o2, p2: 32.
    // Black: R a16 gives check along rank 16 (o15, p15: 2); R a15 covers rank 15 (o16:
    // 1); R o1 covers the o-file (p15: 1); the other 13 + 13 rook moves and the 3 king
    // moves leave o16, o15, p15 (3 each: 87). Depth 2: 2 + 1 + 1 + 87 = 91.
    let fen = "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R14K w - - 0 1";
    let v = variant("files = 16\nranks = 16", KING_ROOK, fen);
    let pos = Position::from_fen(&v, fen).unwrap();
    assert_eq!(perft::perft(&pos, 1), 32);
    assert_eq!(perft::perft(&pos, 2), 91);
}

#[test]
fn three_boards_side_by_side_each_with_its_own_edges() {
    // Three 3x3 boards (a-c, d-f, g-i). K a1 on the first: a2, b1, b2; R d1 on the
    // second: d2, d3, e1, f1 (not c1: that is the first board's edge). Black's K i3 on
    // the third: h3, h2, i2 after each of the 7. Depth 2: 21.
    let fen = "3|3|2k/3|3|3/K2|R2|3 w - - 0 1";
    let v = variant("boards = [3, 3, 3]\nranks = 3", KING_ROOK, fen);
    let pos = Position::from_fen(&v, fen).unwrap();
    assert_eq!(perft::perft(&pos, 1), 7);
    assert_eq!(perft::perft(&pos, 2), 21);
}
