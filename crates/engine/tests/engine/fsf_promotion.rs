//! Promotion in Fairy-Stockfish's grand chess family, imported from its built-in
//! sections and checked on positions pyffish 0.0.90 was asked about: a pawn may stay
//! unpromoted on its eighth and ninth ranks, promotes only to a kind its side has fewer
//! of than the limit, and may not reach its last rank with nothing to promote to; and
//! the `promotion_limits` mechanic written by hand; and legan's promotion zone of
//! single squares, in the corner its pawns run to; wolf's pawn, which may also become
//! its promoted form; sittuyin's pawn, which becomes the fers in place of a move.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Catalogue, Position};
use std::sync::Arc;

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The turns of the pawn on `from`, sorted.
fn pawn_turns(pos: &Position, from: &str) -> Vec<String> {
    texts(pos)
        .into_iter()
        .filter(|t| t.starts_with(&format!("P {from}-")))
        .collect()
}

#[test]
fn a_grand_pawn_may_stay_unpromoted_on_its_eighth_rank() {
    // pyffish: a7a8 and a7a8 a b c n q r.
    let pos = at("grand", "4k5/10/10/P9/10/10/10/10/10/4K5 w - - 0 1");
    let turns = pawn_turns(&pos, "a7");
    assert_eq!(turns.len(), 7, "{turns:?}");
    assert!(turns.contains(&"P a7-a8".to_string()), "{turns:?}");
}

#[test]
fn a_grand_pawn_promotes_only_to_a_kind_its_side_has_fewer_of_than_the_limit() {
    // pyffish: with a queen on the board, a9a10 a b c n r, and no queen.
    let pos = at("grand", "4k5/P9/10/10/10/10/10/10/10/Q3K5 w - - 0 1");
    let turns = pawn_turns(&pos, "a9");
    assert_eq!(turns.len(), 5, "{turns:?}");
    assert!(!turns.iter().any(|t| t.ends_with("Q-a10")), "{turns:?}");
    // Without it the queen is a choice again.
    let pos = at("grand", "4k5/P9/10/10/10/10/10/10/10/4K5 w - - 0 1");
    assert!(pawn_turns(&pos, "a9").iter().any(|t| t.ends_with("Q-a10")));
}

#[test]
fn a_grand_pawn_with_nothing_to_promote_to_may_not_reach_its_last_rank() {
    // pyffish: a7a8 alone (no promotion), and no move at all for the pawn on a9.
    let army = "10/10/10/10/QCARRBBNN1/K9 w - - 0 1";
    let pos = at("grand", &format!("9k/10/10/P9/{army}"));
    assert_eq!(pawn_turns(&pos, "a7"), vec!["P a7-a8".to_string()]);
    let pos = at("grand", &format!("9k/P9/10/10/{army}"));
    assert!(pawn_turns(&pos, "a9").is_empty(), "{:?}", texts(&pos));
}

#[test]
fn opulent_keeps_grand_s_limits_beside_its_own() {
    // pyffish: opulent's own limits (n w l) add to grand's: still one queen.
    let pos = at("opulent", "4k5/P9/10/10/10/10/10/10/10/Q3K5 w - - 0 1");
    let turns = pawn_turns(&pos, "a9");
    assert_eq!(turns.len(), 7, "{turns:?}");
    assert!(!turns.iter().any(|t| t.ends_with("Q-a10")), "{turns:?}");
}

#[test]
fn a_legan_pawn_promotes_on_the_squares_of_its_corner() {
    // pyffish: b4a5 promotes (four choices); b2a3 does not; Black's g3h2 promotes.
    let turns = |fen: &str, from: &str| pawn_turns(&at("legan", fen), from);
    let promoting = turns("7k/8/8/8/1P6/8/8/K7 w - - 0 1", "b4");
    assert_eq!(promoting.len(), 4, "{promoting:?}");
    assert!(
        promoting.iter().all(|t| t.starts_with("P b4-a5; ")),
        "{promoting:?}"
    );
    assert_eq!(
        turns("7k/8/8/8/8/8/1P6/K7 w - - 0 1", "b2"),
        vec!["P b2-a3".to_string()]
    );
    let black = texts(&at("legan", "7k/8/8/8/8/6p1/8/K7 b - - 0 1"));
    let black: Vec<&String> = black.iter().filter(|t| t.starts_with("p g3-")).collect();
    assert_eq!(black.len(), 4, "{black:?}");
}

#[test]
fn a_promotion_zone_takes_single_squares_on_the_board() {
    let text = r#"
inherits = "chess"
key = "corner"
name = "Corner"
summary = "Pawns promote on a8 too."

[pieces.P]
name = "Pawn"
betza = "fmWfceFifmnD"
glyph = "pawn"
pawn = true
initial_ranks = [2]
promotion = { ranks = [8], squares = ["a7", "z9"], choices = ["Q"], default = "Q" }
"#;
    let v = Catalogue::builtin()
        .load_file_text(
            "corner.toml",
            &text.replace(", \"z9\"", ""),
            "corner",
            false,
        )
        .map(Arc::new)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let pos = Position::from_fen(&v, "7k/8/P7/8/8/8/8/K7 w - - 0 1").expect("fen");
    assert_eq!(pawn_turns(&pos, "a6"), vec!["P a6-a7; Q-a7".to_string()]);
    match Catalogue::builtin().load_file_text("corner.toml", text, "corner", false) {
        Ok(_) => panic!("a square off the board was accepted"),
        Err(problems) => assert!(
            problems.iter().any(|p| p.contains("'z9' is not a square")),
            "{problems:?}"
        ),
    }
}

const HAND_WRITTEN: &str = include_str!("../data/mechanics/onequeen.toml");

#[test]
fn promotion_limits_are_written_by_hand() {
    let v = Catalogue::builtin()
        .load_file_text("onequeen.toml", HAND_WRITTEN, "onequeen", false)
        .map(Arc::new)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let pos = Position::from_fen(&v, "4k3/P7/8/8/8/8/8/Q3K3 w - - 0 1").expect("fen");
    let turns = pawn_turns(&pos, "a7");
    assert_eq!(turns.len(), 3, "{turns:?}");
    assert!(!turns.iter().any(|t| t.contains("Q-a8")), "{turns:?}");
    let unknown = HAND_WRITTEN.replace("Q = 1", "Z = 1");
    match Catalogue::builtin().load_file_text("onequeen.toml", &unknown, "onequeen", false) {
        Ok(_) => panic!("a limit on a piece the game lacks was accepted"),
        Err(problems) => assert!(
            problems.iter().any(|p| p.contains("no piece 'Z'")),
            "{problems:?}"
        ),
    }
}

#[test]
fn a_wolf_pawn_arriving_may_also_promote_shogi_style_to_an_elephant() {
    // pyffish legal_moves('wolf', 'k9/4P5/...'): e9e10 b f q r w and e9e10+ (the
    // elephant, written `+P` in the position pyffish gives back); the sergeant beside
    // has the five pawn-style choices only.
    let pos = at("wolf", "k7/4P3/8/8/8/8/8/8/8/K7 w - - 0 1");
    let turns = pawn_turns(&pos, "e9");
    assert_eq!(turns.len(), 6, "{turns:?}");
    let sergeant = at("wolf", "k7/4S3/8/8/8/8/8/8/8/K7 w - - 0 1");
    let sergeant: Vec<String> = texts(&sergeant)
        .into_iter()
        .filter(|t| t.starts_with("S e9-e10"))
        .collect();
    assert_eq!(sergeant.len(), 5, "{sergeant:?}");
    // pyffish get_fen after e9e10+: k3+P3/8/8/8/8/8/8/8/8/K7 b - - 0 1; the elephant
    // moves as a nightrider and queen (NNQ). pyffish: 2 moves for Black (a10a9,
    // a10b9: the elephant's rank holds the king).
    let elephant = at("wolf", "k3+P3/8/8/8/8/8/8/8/8/K7 b - - 0 1");
    assert_eq!(elephant.legal_turns().len(), 2);
    let promoted = pos
        .legal_turns()
        .into_iter()
        .map(|t| pos.play(&t).expect("legal"))
        .find(|p| p.fen().starts_with("k3+P3/"));
    assert!(promoted.is_some(), "no promotion writes +P");
}

/// A sittuyin position with empty hands (the setup phase over).
fn sittuyin(board: &str) -> Position {
    at("sittuyin", &format!("{board}[] w - - 0 40"))
}

#[test]
fn a_sittuyin_pawn_on_its_diagonal_becomes_the_fers_in_place_of_a_move() {
    // pyffish legal_moves: c6c6f (in place) c6b5f c6b7f c6d5f c6d7f, c6c7 (a step, no
    // promotion) and the king's three; get_fen after c6c6f puts F on c6.
    let pos = sittuyin("8/8/2P5/8/8/8/8/k1K5");
    let turns = pawn_turns(&pos, "c6");
    assert_eq!(turns.len(), 6, "{turns:?}");
    assert!(turns.contains(&"P c6-c6; F-c6".to_string()), "{turns:?}");
    assert!(turns.contains(&"P c6-c7".to_string()), "{turns:?}");
    let placed = crate::support::play(&pos, "P c6-c6; F-c6").expect("legal");
    assert!(placed.fen().starts_with("8/8/2F5/"), "{}", placed.fen());
    // pyffish's own spelling reads too.
    assert!(crate::support::play(&pos, "c6d7=F").is_ok());
}

#[test]
fn a_placed_fers_attacks_no_enemy_piece_and_gives_no_check() {
    // pyffish: with a black knight on b7 the fers may not stay on c6, from where it
    // would attack it: c6b5f c6d5f c6d7f, the step c6c7 and the capture c6b7.
    let knight = sittuyin("8/1n6/2P5/8/8/8/8/k1K5");
    let turns = pawn_turns(&knight, "c6");
    assert_eq!(turns.len(), 5, "{turns:?}");
    assert!(!turns.iter().any(|t| t.ends_with("F-c6")), "{turns:?}");
    // pyffish: a rook on a8 forbids b7 (the fers would attack it): c6b5f c6c6f c6d5f
    // c6d7f c6c7.
    let rook = sittuyin("r7/8/2P5/8/8/8/8/k1K5");
    assert_eq!(pawn_turns(&rook, "c6").len(), 5);
    // pyffish: c6c6f and c6c7 only. Leaving c6 for b5 or b7 would uncover the rook's
    // check on e6 (d5 and d7 attack the king themselves).
    let discovered = sittuyin("8/8/R1P1k3/8/8/8/8/2K5");
    assert_eq!(
        pawn_turns(&discovered, "c6"),
        vec!["P c6-c6; F-c6".to_string(), "P c6-c7".to_string()]
    );
}

#[test]
fn only_the_last_sittuyin_pawn_promotes_off_the_diagonal_and_only_without_a_fers() {
    // pyffish: the last pawn, on f4, promotes there (f4f4f e3 e5 g3 g5); with a second
    // pawn on c6, only c6 does (f4f5 alone); with a fers on the board, none does.
    assert_eq!(pawn_turns(&sittuyin("8/8/8/8/5P2/8/8/k1K5"), "f4").len(), 6);
    assert_eq!(
        pawn_turns(&sittuyin("8/8/2P5/8/5P2/8/8/k1K5"), "f4"),
        vec!["P f4-f5".to_string()]
    );
    assert_eq!(
        pawn_turns(&sittuyin("8/8/2PF4/8/8/8/8/k1K5"), "c6"),
        vec!["P c6-c7".to_string()]
    );
}
