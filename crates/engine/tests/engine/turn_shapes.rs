//! `moves_per_turn` on one board: Marseillais chess (one move on White's first turn,
//! then two per turn, check judged at the end of the turn). The reference counts Black's
//! two-move turns with orthodox chess, whose generator the perft tables check: Black's
//! first move, then (Black to move again) each orthodox move.

use pigeonpost_engine::registry::{self, build_custom};
use pigeonpost_engine::{Position, perft};
use std::sync::Arc;

const MARSEILLAIS: &str = "inherits = \"chess\"\nkey = \"marseillais\"\nname = \"Marseillais\"\n[mechanics.moves_per_turn]\nmoves = 2\nfirst = 1\n";

/// The position's text with Black to move and no en-passant right: Black moves again.
fn black_again(pos: &Position) -> String {
    let mut fields: Vec<String> = pos.fen().split(' ').map(str::to_string).collect();
    fields[1] = "b".into();
    fields[3] = "-".into();
    fields.join(" ")
}

#[test]
fn marseillais_white_opens_with_one_move() {
    let v = Arc::new(build_custom("m.toml", MARSEILLAIS).unwrap());
    assert_eq!(perft::perft(&Position::start(&v), 1), 20);
}

#[test]
fn marseillais_black_answers_with_two_moves_counted_by_orthodox_chess() {
    let v = Arc::new(build_custom("m.toml", MARSEILLAIS).unwrap());
    let chess = registry::get("chess").unwrap();
    let start = Position::start(&chess);
    let mut expected = 0u64;
    for w in start.legal_turns() {
        let after_w = start.play_unchecked(&w);
        for b1 in after_w.legal_turns() {
            let again = Position::from_fen(&chess, &black_again(&after_w.play_unchecked(&b1)))
                .expect("a position Black may move in again");
            expected += again.legal_turns().len() as u64;
        }
    }
    // No check is possible within these three moves, so every pair is a turn.
    assert_eq!(perft::perft(&Position::start(&v), 2), expected);
    assert!(expected > 20 * 400, "{expected}");
}
