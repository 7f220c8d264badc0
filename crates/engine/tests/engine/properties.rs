//! Properties over positions reached by random play in every variant.

use super::random_positions;
use pigeonpost_engine::{Position, Turn};

#[test]
fn legal_list_and_single_turn_check_agree() {
    let positions = random_positions(3, 30, 11);
    let elsewhere = random_positions(2, 8, 99);
    for (i, pos) in positions.iter().enumerate() {
        let legal = pos.legal_turns();
        // Every listed turn where there are few; a sample where there are hundreds.
        let step = (legal.len() / 40).max(1);
        for t in legal.iter().step_by(step) {
            assert!(
                pos.is_legal(t),
                "{pos:?}: {} listed but refused",
                pos.turn_text(t)
            );
        }
        // Turns legal in another position of the same game are mostly illegal here:
        // each must agree with the list.
        let same_game: Vec<&Position> = elsewhere
            .iter()
            .filter(|p| p.variant().key() == pos.variant().key())
            .collect();
        if same_game.is_empty() {
            continue;
        }
        let other = same_game[i % same_game.len()];
        let foreign = other.legal_turns();
        let step = (foreign.len() / 40).max(1);
        for t in foreign.iter().step_by(step) {
            assert_eq!(
                pos.is_legal(t),
                legal.contains(t),
                "{pos:?}: disagreement on a foreign turn"
            );
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
        // Storage keeps a game as the text of its current position, so the text must
        // carry all that decides play: the same turns now, and after each of them.
        let turns = pos.legal_turns();
        assert_eq!(back.legal_turns(), turns, "{text}");
        for t in turns.iter().step_by((turns.len() / 10).max(1)) {
            let (a, b) = (pos.play(t), back.play(t));
            assert_eq!(a.fen(), b.fen(), "{text} then {}", pos.turn_text(t));
            assert_eq!(
                a.legal_turns(),
                b.legal_turns(),
                "{text} then {}",
                pos.turn_text(t)
            );
        }
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
