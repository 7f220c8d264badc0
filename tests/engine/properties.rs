//! Properties over positions reached by random play in every variant.

use super::{Rng, random_positions};
use pigeonpost::engine::{Position, Turn};

#[test]
fn legal_list_and_single_turn_check_agree() {
    let mut rng = Rng(7);
    for pos in random_positions(3, 30, 11) {
        let legal = pos.legal_turns();
        for t in &legal {
            assert!(
                pos.is_legal(t),
                "{pos:?}: {} listed but refused",
                pos.turn_text(t)
            );
        }
        // Turns legal elsewhere are mostly illegal here: each must agree with the list.
        let other = random_positions(1, 1 + rng.below(6), rng.next())
            .into_iter()
            .find(|p| p.variant().key() == pos.variant().key());
        if let Some(other) = other {
            for t in other.legal_turns() {
                assert_eq!(
                    pos.is_legal(&t),
                    legal.contains(&t),
                    "{pos:?}: disagreement on a foreign turn"
                );
            }
        }
    }
}

#[test]
fn position_notation_round_trips() {
    for pos in random_positions(3, 40, 5) {
        let text = pos.fen();
        let back =
            Position::from_fen(pos.variant(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back.fen(), text);
        assert_eq!(back.legal_turns(), pos.legal_turns(), "{text}");
    }
}

#[test]
fn playing_never_changes_the_original() {
    for pos in random_positions(1, 20, 3) {
        let before = pos.fen();
        let turns: Vec<Turn> = pos.legal_turns();
        if let Some(t) = turns.first() {
            let _ = pos.play(t);
        }
        assert_eq!(pos.fen(), before);
    }
}
