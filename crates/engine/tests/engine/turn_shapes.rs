//! `moves_per_turn` on one board: Marseillais chess (one move on White's first turn,
//! then two per turn; the first move must leave the king safe, and one that gives check
//! ends the turn). The reference counts the two-move turns with orthodox chess, whose
//! generator the perft tables check: each orthodox first move, then, with the same side
//! to move again, each orthodox move.

use pigeonpost_engine::registry::{self, build_custom};
use pigeonpost_engine::{Position, perft};
use std::sync::Arc;

const MARSEILLAIS: &str = "inherits = \"chess\"\nkey = \"marseillais\"\nname = \"Marseillais\"\n[mechanics.moves_per_turn]\nmoves = 2\nfirst = 1\ncheck_each_move = true\ncheck_ends_turn = true\n";

/// The position's text with `side` to move and no en-passant right: it moves again.
fn again(pos: &Position, side: &str) -> String {
    let mut fields: Vec<String> = pos.fen().split(' ').map(str::to_string).collect();
    fields[1] = side.into();
    fields[3] = "-".into();
    fields.join(" ")
}

fn black_again(pos: &Position) -> String {
    again(pos, "b")
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

#[test]
fn marseillais_a_check_ends_the_turn_and_each_move_keeps_the_king_safe() {
    // Perft position 3 of the chess programming wiki, White to move in turn 2 (so two
    // moves): R x f4 and g2-g3 give check, each a turn of its own.
    let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 2";
    let v = Arc::new(build_custom("m.toml", MARSEILLAIS).unwrap());
    let chess = registry::get("chess").unwrap();
    let start = Position::from_fen(&chess, fen).unwrap();
    let (mut expected, mut checks) = (0u64, 0);
    for m1 in start.legal_turns() {
        let after = start.play_unchecked(&m1);
        if after.in_check() {
            checks += 1;
            expected += 1;
            continue;
        }
        let seconds = Position::from_fen(&chess, &again(&after, "w"))
            .expect("White may move again")
            .legal_turns()
            .len() as u64;
        // No safe second move: the first is a turn of its own.
        expected += seconds.max(1);
    }
    assert_eq!(checks, 2);
    assert_eq!(
        perft::perft(&Position::from_fen(&v, fen).unwrap(), 1),
        expected
    );
}
