//! Properties over positions reached by random play in every variant.

use crate::support::random_positions;
use pigeonpost_engine::{Game, IllegalTurn, Position};

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
            let (a, b) = (pos.play_unchecked(t), back.play_unchecked(t));
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

/// `Game::play` is checked: a turn that is not legal now (one legal in another position
/// of the same variant), or any turn once the game is over, is refused and leaves the
/// game exactly as it was; a legal one is played as `play_unchecked` plays it, and
/// `Position::play` agrees.
#[test]
fn refused_turns_leave_the_game_alone() {
    let positions = random_positions(1, 20, 3);
    let elsewhere = random_positions(1, 20, 77);
    let mut refused = 0;
    for (i, pos) in positions.iter().enumerate() {
        let mut game = Game::from_position(pos.clone());
        let legal = pos.legal_turns();
        let same_variant: Vec<&Position> = elsewhere
            .iter()
            .filter(|p| p.variant().key() == pos.variant().key())
            .collect();
        let other = same_variant[i % same_variant.len()];
        // Each checked play lists the legal turns again: ten tries a position suffice.
        let foreign = other.legal_turns();
        for t in foreign.iter().step_by((foreign.len() / 10).max(1)) {
            if legal.contains(t) {
                continue;
            }
            let before = game.clone();
            let refusal = game.play(t).expect_err("a foreign turn is refused");
            assert_eq!(game, before, "{pos:?}: a refused turn changed the game");
            assert_eq!(pos.play(t), Err(refusal.clone()), "{pos:?}: {t:?}");
            assert!(
                !matches!(
                    refusal,
                    IllegalTurn::GameOver(_) | IllegalTurn::RulesNotEnforced
                ),
                "{pos:?}: {t:?} refused as {refusal:?}"
            );
            refused += 1;
        }
        if let Some(t) = legal.first() {
            let mut unchecked = game.clone();
            unchecked.play_unchecked(t);
            assert_eq!(game.play(t), Ok(()));
            assert_eq!(game, unchecked);
            assert_eq!(game.ply(), 1);
            assert_eq!(pos.play(t).as_ref(), Ok(game.position()));
        }
    }
    assert!(refused > 100, "only {refused} foreign turns tried");
    // A game that has ended refuses even a turn its position would allow.
    let v = pigeonpost_engine::registry::get("chess").expect("chess is hosted");
    let mut game = Game::new(&v);
    for t in ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"].repeat(2) {
        game.play_text(t).expect("legal");
    }
    assert!(game.outcome().is_some(), "threefold repetition");
    let t = game.position().legal_turns()[0];
    let before = game.clone();
    assert!(matches!(game.play(&t), Err(IllegalTurn::GameOver(_))));
    assert_eq!(game, before);
}

#[test]
fn the_side_to_move_read_alone_is_the_one_the_whole_text_gives() {
    let positions = random_positions(3, 30, 17);
    assert!(
        positions
            .iter()
            .any(|p| p.side_to_move() == pigeonpost_engine::Color::Black)
    );
    for pos in &positions {
        let text = pos.fen();
        assert_eq!(
            Position::side_to_move_in(&text),
            Ok(pos.side_to_move()),
            "{text}"
        );
    }
    assert!(Position::side_to_move_in("8/8/8/8/8/8/8/8 x - - 0 1").is_err());
}
