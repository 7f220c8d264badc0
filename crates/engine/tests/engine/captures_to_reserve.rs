//! `captures_to_reserve` (crazyhouse): a captured piece joins the captor's reserve and
//! may be dropped; pawns not on their first or last rank. Counts by hand.

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
