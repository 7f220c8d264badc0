//! Betza pieces beyond chess, generated from data: cannons, grasshoppers, nightriders,
//! lame leapers and skipping sliders, and the checks they give.

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, Variant};
use std::sync::Arc;

fn fairy() -> Arc<Variant> {
    let src = r#"
key = "fairy"
name = "Fairy test board"
[board]
files = 8
ranks = 8
[pieces.K]
name = "King"
betza = "K"
glyph = "king"
royal = true
[pieces.C]
name = "Cannon"
betza = "mRcpR"
glyph = "rook"
[pieces.G]
name = "Grasshopper"
betza = "gQ"
glyph = "queen"
[pieces.X]
name = "Nightrider"
betza = "NN"
glyph = "knight"
[pieces.H]
name = "Horse"
betza = "nN"
glyph = "knight"
[pieces.S]
name = "Skipper"
betza = "jR"
glyph = "rook"
[pieces.P]
name = "Pawn"
betza = "fmW"
glyph = "pawn"
[setup]
fen = "k7/8/8/8/8/8/8/7K w - - 0 1"
"#;
    Arc::new(build_custom("fairy.toml", src).unwrap())
}

/// Destinations of the piece on `from`, sorted.
fn targets(pos: &Position, from: &str) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_turns()
        .iter()
        .map(|t| pos.turn_text(t))
        .filter_map(|t| {
            let (_, squares) = t.split_once(' ')?;
            let (f, to) = squares.split_once('-')?;
            (f == from).then(|| to.to_string())
        })
        .collect();
    out.sort();
    out
}

#[test]
fn cannon_moves_like_a_rook_and_captures_over_one_screen() {
    let v = fairy();
    // Cannon d1; screen d4 (white pawn); black pawn d7 behind it; black pawn f1.
    let pos = Position::from_fen(&v, "k7/3p4/8/8/3P4/8/8/3C1p1K w - - 0 1").unwrap();
    let t = targets(&pos, "d1");
    assert_eq!(t, ["a1", "b1", "c1", "d2", "d3", "d7", "e1"]);
}

#[test]
fn cannon_gives_check_over_a_screen() {
    let v = fairy();
    let pos = Position::from_fen(&v, "k7/8/p7/8/8/8/8/C6K b - - 0 1").unwrap();
    assert!(pos.in_check());
    let pos = Position::from_fen(&v, "k7/8/8/8/8/8/8/C6K b - - 0 1").unwrap();
    assert!(!pos.in_check());
}

#[test]
fn grasshopper_lands_just_beyond_the_first_piece() {
    let v = fairy();
    let pos = Position::from_fen(&v, "k7/8/8/3p4/8/1P6/8/3G3K w - - 0 1").unwrap();
    // Up the d-file over d5 to d6; up-left over b3 to a4; nothing else to hop.
    assert_eq!(targets(&pos, "d1"), ["a4", "d6"]);
}

#[test]
fn nightrider_repeats_the_knight_leap_until_blocked() {
    let v = fairy();
    let pos = Position::from_fen(&v, "k7/8/8/8/4p3/8/8/X6K w - - 0 1").unwrap();
    let t = targets(&pos, "a1");
    assert!(t.contains(&"b3".to_string()) && t.contains(&"c5".to_string()));
    assert!(t.contains(&"d7".to_string()));
    assert!(t.contains(&"c2".to_string()) && t.contains(&"e3".to_string()));
    assert!(t.contains(&"g4".to_string()));
}

#[test]
fn lame_horse_is_blocked_on_its_long_leg() {
    let v = fairy();
    let open = Position::from_fen(&v, "k7/8/8/8/8/8/8/3H3K w - - 0 1").unwrap();
    assert_eq!(targets(&open, "d1"), ["b2", "c3", "e3", "f2"]);
    let blocked = Position::from_fen(&v, "k7/8/8/8/8/8/3P4/3H3K w - - 0 1").unwrap();
    assert_eq!(targets(&blocked, "d1"), ["b2", "f2"]);
}

#[test]
fn skipping_slider_ignores_its_first_square() {
    let v = fairy();
    // a2 is jumped although occupied; b1 is jumped although empty.
    let pos = Position::from_fen(&v, "2k5/8/8/8/8/8/P7/S6K w - - 0 1").unwrap();
    assert_eq!(
        targets(&pos, "a1"),
        [
            "a3", "a4", "a5", "a6", "a7", "a8", "c1", "d1", "e1", "f1", "g1"
        ]
    );
}
