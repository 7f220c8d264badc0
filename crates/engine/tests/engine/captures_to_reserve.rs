//! `captures_to_reserve` (crazyhouse): a captured piece joins the captor's reserve and
//! may be dropped; pawns not on their first or last rank; with `promoted_revert` a
//! promoted piece comes back as a pawn. Counts by hand.

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, perft};
use std::sync::Arc;

const CRAZYHOUSE: &str = r#"
inherits = "chess"
key = "crazyhouse"
name = "Crazyhouse"
[reserve]
drop_ranks = 8
slots = [{ piece = "Q", count = 0 }, { piece = "R", count = 0 }, { piece = "B", count = 0 }, { piece = "N", count = 0 }, { piece = "P", count = 0 }]
[mechanics.drops_onto_empty]
pawn_ranks = "inner"
[mechanics.captures_to_reserve]
"#;

#[test]
fn a_captured_piece_is_dropped_by_its_captor() {
    let v = Arc::new(build_custom("zh.toml", CRAZYHOUSE).unwrap());
    // K a1 in check from the pawn b2, K h8. White: K x b2, K a2, K b1 (3). Black after
    // K x b2: K g8, g7, h7 (3); after K a2: b1 promotes four ways, and the king's 3
    // (7); after K b1 the pawn is stuck: 3. Depth 2: 13.
    let pos = Position::from_fen(&v, "7k/8/8/8/8/8/1p6/K7 w - - 0 1").unwrap();
    assert_eq!(perft::perft(&pos, 1), 3);
    assert_eq!(perft::perft(&pos, 2), 13);
    // After K x b2 White holds a pawn. Below Black's three king moves, White has the 8
    // king steps and the pawn drops onto the empty squares of ranks 2-7 (48 less the
    // white king, less the black king on g7 or h7): 55 + 54 + 54 = 163 (chess: 24).
    let taken = perft::divide(&pos, 3)
        .into_iter()
        .find(|(t, _)| t.contains("b2"))
        .map(|(_, n)| n);
    assert_eq!(taken, Some(163));
    let after = pos.play_unchecked(
        &pos.legal_turns()
            .into_iter()
            .find(|t| pos.turn_text(t).contains("b2"))
            .unwrap(),
    );
    assert!(after.fen().contains("[P]"), "{}", after.fen());
}

#[test]
fn every_capturable_kind_needs_a_reserve_slot() {
    let src = CRAZYHOUSE.replace(", { piece = \"P\", count = 0 }", "");
    let e = build_custom("zh.toml", &src).unwrap_err();
    assert!(
        e.problems
            .iter()
            .any(|p| p.starts_with("mechanics.captures_to_reserve: piece 'P'")),
        "{e}"
    );
}

/// Crazyhouse proper: a captured promoted piece comes back a pawn.
fn demoting() -> Arc<pigeonpost_engine::Variant> {
    let src = format!("{CRAZYHOUSE}promoted_revert = true\n");
    Arc::new(build_custom("zh.toml", &src).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn promoted_revert_a_captured_promoted_piece_joins_the_reserve_as_a_pawn() {
    let v = demoting();
    // The promoted queen on e7 checks K e8; every other step stays next to it, so
    // K x e7 is the only move (1). White's K a1: a2, b1, b2 (3). Black then holds a
    // pawn: 8 king steps and a pawn onto the empty squares of ranks 2-7 (48 less the
    // black king, less the white king after K a2 or K b2): 54 + 55 + 54 = 163. Held as
    // a queen it could go anywhere empty: 3 * (8 + 62) = 210.
    let fen = "4k3/4Q~3/8/8/8/8/8/K7[] b - - 0 1";
    let pos = Position::from_fen(&v, fen).unwrap();
    assert_eq!(pos.fen(), fen);
    assert_eq!(perft::perft(&pos, 1), 1);
    assert_eq!(perft::perft(&pos, 2), 3);
    assert_eq!(perft::perft(&pos, 3), 163);
    let after = play(&pos, "k e8-e7");
    assert_eq!(after.fen(), "8/4k3/8/8/8/8/8/K7[p] w - - 0 2");
    // Without the mark the same queen is kept as a queen.
    let plain = Position::from_fen(&v, "4k3/4Q3/8/8/8/8/8/K7[] b - - 0 1").unwrap();
    assert!(play(&plain, "k e8-e7").fen().contains("[q]"));
    assert_eq!(perft::perft(&plain, 3), 210);
}

#[test]
fn promoted_revert_the_mark_follows_the_piece_and_is_set_by_promotion() {
    let v = demoting();
    let pos = Position::from_fen(&v, "7k/1P6/8/8/8/8/8/K7[] w - - 0 1").unwrap();
    let promoted = play(&pos, "b8=Q");
    assert_eq!(pep(&promoted), "1Q~5k/8/8/8/8/8/8/K7[]");
    let moved = play(&play(&promoted, "k h8-h7"), "Q b8-b2");
    assert_eq!(pep(&moved), "8/7k/8/8/8/8/1Q~6/K7[]");
    // The mark is only for pieces that promotion can make, and only where it counts.
    for fen in [
        "4k3/8/8/8/8/8/8/K~7[] w - - 0 1",
        "4k3/8/8/8/8/8/8/KP~6[] w - - 0 1",
    ] {
        let e = Position::from_fen(&v, fen).unwrap_err().to_string();
        assert!(e.contains("no piece promotes to"), "{e}");
    }
    let plain = Arc::new(build_custom("zh.toml", CRAZYHOUSE).unwrap());
    let e = Position::from_fen(&plain, "4k3/4Q~3/8/8/8/8/8/K7[] b - - 0 1").unwrap_err();
    assert!(
        e.to_string().contains("does not mark promoted pieces"),
        "{e}"
    );
}

#[test]
fn promoted_revert_needs_one_kind_that_promotes() {
    let src = CRAZYHOUSE.replace(
        "[mechanics.captures_to_reserve]",
        "[pieces.N]\npromotion = { ranks = [8], choices = [\"Q\"], default = \"Q\" }\n\
         [mechanics.captures_to_reserve]\npromoted_revert = true",
    );
    let e = build_custom("zh.toml", &src).unwrap_err();
    assert!(
        e.problems.iter().any(|p| p
            .starts_with("mechanics.captures_to_reserve.promoted_revert: several kinds promote")),
        "{e}"
    );
}

fn play(pos: &Position, text: &str) -> Position {
    let t = pigeonpost_engine::notation::resolve(pos, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .turn;
    pos.play(&t).unwrap()
}

/// The placement and reserve field of the position text.
fn pep(pos: &Position) -> String {
    pos.fen().split(' ').next().unwrap_or_default().to_string()
}
