//! Free play: definitions whose rules are not enforced, and submissions applied as
//! written (Game Courier's own mode).

use super::support::board;
use pigeonpost_engine::notation::ErrorKind;
use pigeonpost_engine::registry::{self, build_custom};
use pigeonpost_engine::{Catalogue, FreeBoard, Game, Position, Variant, free_play};
use std::sync::Arc;

fn compiled(base: &str, board: Option<&FreeBoard>, start: Option<&str>) -> Arc<Variant> {
    let base = registry::get(base).unwrap();
    let def = free_play(&base, board, start);
    Arc::new(
        Catalogue::empty()
            .compile(&def)
            .unwrap_or_else(|e| panic!("{}: {e}", def.canonical())),
    )
}

fn chess_free() -> Position {
    Position::start(&compiled("chess", None, None))
}

fn written(pos: &Position, text: &str) -> Position {
    pos.play_as_written(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .0
}

#[test]
fn free_play_on_a_variants_board_starts_from_its_placement_with_no_rules() {
    let pos = chess_free();
    assert!(!pos.variant().rules_enforced());
    assert_eq!(board(&pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert!(pos.legal_turns().is_empty());
    assert_eq!(pos.outcome(), None);
    assert_eq!(
        pos.variant().name(),
        "Chess, free play (rules not enforced)"
    );
    let glyphs: Vec<String> = pos
        .variant()
        .pieces()
        .into_iter()
        .map(|p| p.glyph)
        .collect();
    assert!(glyphs.contains(&"knight".to_string()), "{glyphs:?}");
}

#[test]
fn moves_no_rule_allows_are_applied_as_written() {
    let pos = chess_free();
    // The king leaps down the board onto Black's queen, taking it.
    let (after, w) = pos.play_as_written("e1-d8").unwrap();
    assert_eq!(w.canonical, "K e1-d8");
    let squares: Vec<String> = w.squares.iter().map(ToString::to_string).collect();
    assert_eq!(squares, ["e1", "d8"]);
    assert_eq!(board(&after), "rnbKkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR");
    assert_eq!(after.side_to_move(), pigeonpost_engine::Color::Black);
    // Black places a knight from nowhere, removes a pawn both ways, and promotes by
    // a move and a placement.
    let after = written(&after, "n-e4; @-a2; b2-; p a7-a1; q-a1 // all at once");
    assert_eq!(
        board(&after),
        "rnbKkbnr/1ppppppp/8/8/4n3/8/2PPPPPP/qNBQ1BNR"
    );
    assert_eq!(after.side_to_move(), pigeonpost_engine::Color::White);
    assert_eq!(after.outcome(), None);
}

#[test]
fn only_the_text_is_checked_and_a_refusal_changes_nothing() {
    let pos = chess_free();
    let refused = |text: &str| pos.play_as_written(text).unwrap_err();
    let e = refused("Nf3");
    assert_eq!(e.kind(), ErrorKind::Syntax);
    assert!(e.to_string().contains("full notation"), "{e}");
    assert!(refused("e4-e5").to_string().contains("e4 is empty"));
    assert!(refused("N e2-e4").to_string().contains("is “P”, not “N”"));
    assert!(refused("Z-e4").to_string().contains("unknown piece label"));
    assert!(refused("e2-e9").to_string().contains("not a square"));
    assert!(refused("@-e5").to_string().contains("nothing to remove"));
    // A later part's error refuses the earlier parts too.
    assert!(refused("e2-e4; e5-e6").to_string().starts_with("part 2"));
    assert_eq!(board(&pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
}

#[test]
fn a_board_with_holes_from_a_given_start() {
    let holes = FreeBoard {
        widths: vec![10],
        ranks: 10,
        holes: vec!["a1".into(), "j1".into(), "a10".into(), "j10".into()],
    };
    let v = compiled(
        "chess",
        Some(&holes),
        Some("1k8/10/10/10/10/10/10/10/10/4K5 w"),
    );
    assert_eq!(v.geometry().holes().count(), 4);
    let pos = Position::start(&v);
    let pos = written(&pos, "K e1-i9");
    let pos = written(&pos, "k b10-b1");
    let b1 = v.geometry().parse_square("b1").unwrap();
    assert_eq!(pos.piece_at(b1).map(|p| p.label), Some("k".to_string()));
    let e = pos.play_as_written("Q-a1").unwrap_err();
    assert!(e.to_string().contains("not a square"), "{e}");
    // No start: an empty board, for players who place their pieces.
    let v = compiled("chess", Some(&holes), None);
    assert_eq!(Position::start(&v).variant().geometry().width(), 10);
    assert_eq!(board(&Position::start(&v)).matches("10").count(), 10);
}

#[test]
fn several_boards_keep_their_shape() {
    let v = compiled("tandem84", None, None);
    let pos = Position::start(&v);
    let after = written(&pos, "P a2-l5");
    assert_eq!(after.side_to_move(), pigeonpost_engine::Color::Black);
    assert!(after.fen().contains('|'), "{}", after.fen());
}

#[test]
fn a_bad_board_or_start_is_a_definition_error() {
    let chess = registry::get("chess").unwrap();
    let bad = FreeBoard {
        widths: vec![8],
        ranks: 8,
        holes: vec!["z9".into()],
    };
    let e = Catalogue::empty()
        .compile(&free_play(&chess, Some(&bad), None))
        .unwrap_err()
        .to_string();
    assert!(e.contains("board.holes"), "{e}");
    let e = Catalogue::empty()
        .compile(&free_play(&chess, None, Some("8/8 w")))
        .unwrap_err()
        .to_string();
    assert!(e.contains("setup.fen"), "{e}");
}

#[test]
fn a_free_play_definition_reads_back_from_its_canonical_text() {
    let chess = registry::get("chess").unwrap();
    let def = free_play(&chess, None, None);
    let again = Catalogue::empty().parse("stored", def.canonical()).unwrap();
    assert_eq!(again.hash(), def.hash());
    assert!(def.canonical().contains("enforced = false"));
}

#[test]
fn a_game_of_free_play_never_ends_by_itself() {
    let v = compiled("chess", None, None);
    let mut game = Game::new(&v);
    // Six times back and forth: no repetition draw, no fifty-move rule, no mate.
    for _ in 0..6 {
        for text in ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"] {
            let played = game.submit(text).unwrap();
            assert_eq!(played.san, played.canonical);
        }
    }
    // Both kings taken: still no result, which only the players give.
    game.submit("@-e8").unwrap();
    game.submit("@-e1").unwrap();
    assert_eq!(game.outcome(), None);
    let replayed = Game::replay(&v, None, game.texts()).unwrap();
    assert_eq!(replayed.position(), game.position());
}

#[test]
fn a_written_definition_without_rules_needs_no_moves_and_refuses_rules() {
    let free = r#"
key = "blank"
name = "Blank"
enforced = false
[board]
files = 4
ranks = 4
[pieces.S]
name = "Stone"
[setup]
fen = "4/1s2/2S1/4 w"
"#;
    let v = build_custom("blank.toml", free).unwrap();
    assert!(!v.rules_enforced());
    assert!(v.mechanics_in_words()[0].starts_with("Rules are not enforced"));
    let ruled = format!("{free}\n[castling]\nrooks = [\"a1\"]\n")
        .replace("name = \"Stone\"", "name = \"Stone\"\nroyal = true");
    let e = build_custom("blank.toml", &ruled).unwrap_err().to_string();
    assert!(e.contains("castling: rules are not enforced"), "{e}");
    assert!(e.contains("pieces.S.royal"), "{e}");
    // Where rules are enforced a piece still needs its moves.
    let e = build_custom("blank.toml", &free.replace("enforced = false\n", ""))
        .unwrap_err()
        .to_string();
    assert!(e.contains("pieces.S.betza"), "{e}");
}

#[test]
fn a_variant_with_rules_refuses_a_submission_as_written() {
    let pos = Position::start(&registry::get("chess").unwrap());
    assert!(pos.play_as_written("e2-e5").is_err());
}
