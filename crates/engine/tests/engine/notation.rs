//! Move notation: the test table of `rules/notation.md`, abbreviated notation, error
//! messages, the round-trip property over every hosted variant, and a fuzz target.

use crate::support::{perft_run, random_positions};
use pigeonpost_engine::notation::{self, ErrorKind, NotationError, Resolved};
use pigeonpost_engine::{Game, Position, Turn, registry};
use std::collections::HashSet;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// White pawn e7, e8 empty.
const WHITE_PROMOTES: &str = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
/// Black pawn e2, e1 empty.
const BLACK_PROMOTES: &str = "4k3/8/8/8/8/8/4p3/K7 b - - 0 1";
/// Black has just played e7-e5 next to White's pawn on d5.
const EN_PASSANT: &str = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1";

fn chess(fen: &str) -> Position {
    let v = registry::get("chess").expect("chess is hosted");
    Position::from_fen(&v, fen).expect("test FEN is valid")
}

fn ok(pos: &Position, text: &str) -> Resolved {
    match notation::resolve(pos, text) {
        Ok(r) => r,
        Err(e) => panic!("`{text}` should be legal, got {:?}: {e}", e.kind()),
    }
}

fn err(pos: &Position, text: &str, kind: ErrorKind) -> NotationError {
    match notation::resolve(pos, text) {
        Ok(r) => panic!("`{text}` should be refused, resolved to {}", r.canonical),
        Err(e) => {
            assert_eq!(e.kind(), kind, "`{text}`: {e}");
            e
        }
    }
}

fn assert_says(e: &NotationError, words: &[&str]) {
    let msg = e.to_string();
    for w in words {
        assert!(msg.contains(w), "message `{msg}` should mention `{w}`");
    }
}

// ---- The table of notation.md ----

#[test]
fn table_full_move_with_label_is_recorded_canonically() {
    let r = ok(&chess(START), "P e2-e4");
    assert_eq!(r.canonical, "P e2-e4");
    assert_eq!(r.comment, None);
}

#[test]
fn table_label_is_optional() {
    let pos = chess(START);
    assert_eq!(ok(&pos, "e2-e4").turn, ok(&pos, "P e2-e4").turn);
    assert_eq!(ok(&pos, "e2-e4").canonical, "P e2-e4");
}

#[test]
fn table_wrong_label_is_refused() {
    let e = err(&chess(START), "N e2-e4", ErrorKind::Illegal);
    assert_says(&e, &["e2 holds P, not N"]);
}

#[test]
fn table_white_promotion_with_placement() {
    let r = ok(&chess(WHITE_PROMOTES), "P e7-e8; Q-e8");
    assert_eq!(r.canonical, "P e7-e8; Q-e8");
}

#[test]
fn table_black_promotion_with_placement() {
    let r = ok(&chess(BLACK_PROMOTES), "p e2-e1; q-e1");
    assert_eq!(r.canonical, "p e2-e1; q-e1");
}

#[test]
fn table_black_promotion_with_white_label_is_refused() {
    let e = err(&chess(BLACK_PROMOTES), "p e2-e1; Q-e1", ErrorKind::Illegal);
    assert_says(&e, &["Black's pieces are written in lower case", "“q”"]);
}

#[test]
fn table_promotion_defaults_to_queen() {
    let pos = chess(WHITE_PROMOTES);
    let r = ok(&pos, "P e7-e8");
    assert_eq!(r.canonical, "P e7-e8; Q-e8");
    assert_eq!(r.turn, ok(&pos, "P e7-e8; Q-e8").turn);
}

#[test]
fn table_en_passant_removal_may_be_written_either_way() {
    let pos = chess(EN_PASSANT);
    let plain = ok(&pos, "P d5-e6");
    assert_eq!(plain.canonical, "P d5-e6");
    assert_eq!(ok(&pos, "P d5-e6; e5-").turn, plain.turn);
    assert_eq!(ok(&pos, "P d5-e6; @-e5").turn, plain.turn);
    assert!(plain.turn.first().is_some_and(|m| m.is_capture()));
}

#[test]
fn table_bare_removal_is_not_a_turn() {
    let e = err(&chess(EN_PASSANT), "e4-", ErrorKind::Illegal);
    assert_says(&e, &["bare removal"]);
    err(&chess(START), "e2-", ErrorKind::Illegal);
}

#[test]
fn table_square_removal_is_not_allowed() {
    let e = err(&chess(START), "-e4", ErrorKind::Syntax);
    assert_says(&e, &["square removal is not allowed in this game"]);
}

#[test]
fn table_comment_is_kept() {
    let r = ok(&chess(START), "P e2-e4 // book");
    assert_eq!(r.canonical, "P e2-e4");
    assert_eq!(r.comment.as_deref(), Some("book"));
}

#[test]
fn table_empty_part_is_refused() {
    let e = err(&chess(START), "P e2-e4;", ErrorKind::Syntax);
    assert_says(&e, &["part 2 is empty"]);
}

#[test]
fn table_upper_case_coordinates_are_refused() {
    let e = err(&chess(START), "P E2-E4", ErrorKind::Syntax);
    assert_says(&e, &["lower case", "“e2”", "at character 3"]);
    assert!(!e.to_string().contains("part 1"), "{e}");
}

// ---- Further rules of the grammar ----

#[test]
fn whitespace_around_operators_is_tolerated() {
    let pos = chess(START);
    assert_eq!(ok(&pos, "  P e2 - e4  ").canonical, "P e2-e4");
    let promo = chess(WHITE_PROMOTES);
    assert_eq!(ok(&promo, "P e7 -e8 ;  N - e8").canonical, "P e7-e8; N-e8");
    assert_eq!(ok(&promo, "P e7-e8; N * e8").canonical, "P e7-e8; N-e8");
}

#[test]
fn under_promotion_and_wrong_promotion_piece() {
    let pos = chess(WHITE_PROMOTES);
    assert_eq!(ok(&pos, "e7-e8; R-e8").canonical, "P e7-e8; R-e8");
    let e = err(&pos, "P e7-e8; K-e8", ErrorKind::Illegal);
    assert_says(&e, &["cannot become a king", "Q, R, B, N"]);
}

#[test]
fn castling_with_or_without_the_rook_part() {
    let pos = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = ok(&pos, "K e1-g1");
    assert_eq!(short.canonical, "K e1-g1");
    assert_eq!(ok(&pos, "K e1-g1; R h1-f1").turn, short.turn);
    assert_eq!(ok(&pos, "O-O").turn, short.turn);
    assert_eq!(ok(&pos, "O-O-O").turn, ok(&pos, "K e1-c1; R a1-d1").turn);
    err(&pos, "K e1-g1; R a1-d1", ErrorKind::Illegal);
}

#[test]
fn castling_refusals_say_which_condition_fails() {
    let through = chess("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    let through = through.play_unchecked(&ok(&through, "r h8-f8").turn);
    let e = err(&through, "K e1-g1", ErrorKind::Illegal);
    assert_says(&e, &["f1, which is attacked"]);
    let blocked = chess("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1");
    let e = err(&blocked, "O-O", ErrorKind::Illegal);
    assert_says(&e, &["castling is not possible now"]);
    let e = err(&blocked, "K e1-g1", ErrorKind::Illegal);
    assert_says(&e, &["f1 is occupied"]);
    let moved = chess("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    let e = err(&moved, "K e1-g1", ErrorKind::Illegal);
    assert_says(&e, &["the rook on h1 has moved"]);
    let checked = chess("r3k2r/8/8/8/8/8/8/R3K1rR w KQkq - 0 1");
    let e = err(&checked, "K e1-c1", ErrorKind::Illegal);
    assert_says(&e, &["out of check"]);
}

#[test]
fn drops_are_refused_where_there_is_no_reserve() {
    let e = err(&chess(START), "N-d4", ErrorKind::Illegal);
    assert_says(&e, &["cannot be dropped in this game"]);
    err(&chess(START), "N*d4", ErrorKind::Illegal);
}

#[test]
fn syntax_errors_name_part_and_hint() {
    let pos = chess(START);
    assert_says(
        &err(&pos, "P e7-e8=Q", ErrorKind::Syntax),
        &["“P e7-e8; Q-e8”"],
    );
    assert_says(&err(&pos, "P e2xe4", ErrorKind::Syntax), &["“x”"]);
    assert_says(
        &err(&pos, "P e2-e4; Z a1-a2", ErrorKind::Syntax),
        &["part 2", "unknown piece label “Z”"],
    );
    assert_says(
        &err(&pos, "P e2-e9", ErrorKind::Syntax),
        &["“e9”", "not a square"],
    );
    assert_says(
        &err(&pos, "add N a8; capture a7", ErrorKind::Syntax),
        &["“add”"],
    );
    assert_says(&err(&pos, "", ErrorKind::Syntax), &["empty"]);
    assert_says(&err(&pos, "P e2-e4-e5", ErrorKind::Syntax), &["one “-”"]);
}

#[test]
fn illegal_moves_say_why_and_what_is_legal() {
    let pos = chess(START);
    let e = err(&pos, "N g1-e5", ErrorKind::Illegal);
    assert_says(
        &e,
        &["the knight on g1 cannot reach e5", "it can go to f3, h3"],
    );
    let e = err(&pos, "e3-e4", ErrorKind::Illegal);
    assert_says(&e, &["there is no piece on e3"]);
    let e = err(&pos, "p e7-e5", ErrorKind::Illegal);
    assert_says(&e, &["the pawn on e7 is Black's", "White is to move"]);
    // Pinned bishop: the rook on e8 would give check.
    let pinned = chess("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    let e = err(&pinned, "B e2-d3", ErrorKind::Illegal);
    assert_says(
        &e,
        &["your king on e1 would be in check from the rook on e8"],
    );
    assert_says(&e, &["has no legal move"]);
    let e = err(&pinned, "K e1-e2", ErrorKind::Illegal);
    assert_says(
        &e,
        &[
            "e2 is occupied by your own bishop",
            "it can go to d1, f1, d2, f2",
        ],
    );
}

#[test]
fn king_walking_into_check_names_the_attacker() {
    let pos = chess("3r2k1/8/8/8/8/8/8/4K3 w - - 0 1");
    let e = err(&pos, "K e1-d2", ErrorKind::Illegal);
    assert_says(
        &e,
        &[
            "your king on d2 would be in check from the rook on d8",
            "e2",
        ],
    );
}

#[test]
fn wrong_colour_label_on_a_move() {
    let e = err(&chess(START), "p e2-e4", ErrorKind::Illegal);
    assert_says(&e, &["White's pieces are written in upper case", "“P”"]);
}

#[test]
fn pass_is_refused_when_moves_exist() {
    err(&chess(START), "pass", ErrorKind::Illegal);
}

/// A game is `&mut`, so a submission that is refused could change it before saying no:
/// it must not, whatever stage refuses it, and an accepted one must change it.
#[test]
fn refused_submissions_leave_the_game_alone() {
    let v = registry::get("chess").expect("chess is hosted");
    let mut game = Game::new(&v);
    for t in ["P e2-e4", "p e7-e5", "N g1-f3", "n b8-c6", "B f1-c4"] {
        game.play_text(t).expect("legal");
    }
    let refusals = [
        ("P e2-e4;", ErrorKind::Syntax),
        ("n g1-e5", ErrorKind::Illegal),
        ("N g1-e5", ErrorKind::Illegal),
        ("p d7-d4", ErrorKind::Illegal),
        ("Ne7", ErrorKind::Ambiguous),
    ];
    for (text, kind) in refusals {
        let before = game.clone();
        let turns = game.position().legal_turns();
        let e = game.play_text(text).expect_err(text);
        assert_eq!(e.kind(), kind, "`{text}`: {e}");
        assert_eq!(game, before, "`{text}` changed the game");
        assert_eq!(game.position().fen(), before.position().fen());
        assert_eq!(game.ply(), 5);
        assert_eq!(game.texts(), before.texts());
        assert_eq!(game.repetition_key(), before.repetition_key());
        assert_eq!(game.position().legal_turns(), turns);
    }
    // The comparison sees a change: an accepted submission makes one.
    let before = game.clone();
    game.play_text("n g8-e7").expect("legal");
    assert_ne!(game, before);
    assert_eq!(game.ply(), 6);
    // After the end, every submission is refused and nothing moves.
    let mut mated = Game::new(&v);
    for t in ["P f2-f3", "p e7-e5", "P g2-g4", "q d8-h4"] {
        mated.play_text(t).expect("legal");
    }
    let before = mated.clone();
    assert!(mated.outcome().is_some());
    assert!(mated.play_text("K e1-f2").is_err());
    assert_eq!(mated, before);
}

// ---- Abbreviated notation ----

#[test]
fn abbreviated_moves_are_read() {
    let pos = chess(START);
    assert_eq!(ok(&pos, "e4").canonical, "P e2-e4");
    assert_eq!(ok(&pos, "Nf3").canonical, "N g1-f3");
    assert_eq!(ok(&pos, "Nf3+!?").canonical, "N g1-f3");
    assert_eq!(ok(&pos, "Ng1f3").canonical, "N g1-f3");
    let cap = chess("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(ok(&cap, "exd5").canonical, "P e4-d5");
    let knights = chess("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(ok(&knights, "Nbd2").canonical, "N b1-d2");
    let e = err(&knights, "Nd2", ErrorKind::Ambiguous);
    assert_says(&e, &["“N b1-d2”", "“N f1-d2”"]);
    let rooks = chess("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1");
    assert_eq!(ok(&rooks, "R1a2").canonical, "R a1-a2");
    assert_eq!(ok(&rooks, "R3a2").canonical, "R a3-a2");
    let promo = chess(WHITE_PROMOTES);
    assert_eq!(ok(&promo, "e8=N").canonical, "P e7-e8; N-e8");
    assert_eq!(ok(&promo, "e8").canonical, "P e7-e8; Q-e8");
    let black = chess(BLACK_PROMOTES);
    assert_eq!(ok(&black, "e1=Q").canonical, "p e2-e1; q-e1");
}

#[test]
fn abbreviated_errors_explain() {
    let pos = chess(START);
    assert_says(&err(&pos, "Ne5", ErrorKind::Illegal), &["e5", "f3"]);
    assert_says(&err(&pos, "O-O", ErrorKind::Illegal), &["castling"]);
    assert_says(&err(&pos, "N@d4", ErrorKind::Illegal), &["dropped"]);
    assert_says(
        &err(&pos, "e4; e5", ErrorKind::Illegal),
        &["already complete"],
    );
    err(&pos, "nf3", ErrorKind::Illegal);
}

#[test]
fn san_writer_spells_chess_as_usual() {
    let pos = chess(START);
    let e4 = ok(&pos, "P e2-e4").turn;
    assert_eq!(notation::san(&pos, &e4), "e4");
    let castle = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        notation::san(&castle, &ok(&castle, "K e1-c1").turn),
        "O-O-O"
    );
    let cap = chess("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(notation::san(&cap, &ok(&cap, "P e4-d5").turn), "exd5");
    let knights = chess("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(
        notation::san(&knights, &ok(&knights, "N b1-d2").turn),
        "Nbd2"
    );
    let promo = chess(WHITE_PROMOTES);
    assert_eq!(notation::san(&promo, &ok(&promo, "P e7-e8").turn), "e8=Q+");
}

// ---- Properties over every hosted variant ----

/// The seed of the random games this module reads turns in.
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

#[test]
fn every_legal_turn_round_trips_through_canonical_and_san() {
    assert!(registry::errors().is_empty(), "{:?}", registry::errors());
    let positions = random_positions(3, 30, SEED);
    assert!(positions.len() >= registry::all().len() * 30);
    let mut checked = 0;
    for pos in &positions {
        let turns = pos.legal_turns();
        let texts: HashSet<String> = turns.iter().map(|t| notation::canonical(pos, t)).collect();
        assert_eq!(texts.len(), turns.len(), "{pos:?}: canonical texts collide");
        // Reading back costs a pass over every legal turn: where there are thousands
        // (Tandem-84, Palindromic) an even sample of them is read.
        let step = (turns.len() / 25).max(1);
        for t in turns.iter().step_by(step) {
            let text = notation::canonical(pos, t);
            let back = notation::resolve(pos, &text)
                .unwrap_or_else(|e| panic!("{pos:?}: canonical `{text}` refused: {e}"));
            assert_eq!(back.turn, *t, "{pos:?}: `{text}`");
            assert_eq!(back.canonical, text);
            let san = notation::san(pos, t);
            let back = notation::resolve(pos, &san)
                .unwrap_or_else(|e| panic!("{pos:?}: SAN `{san}` of `{text}` refused: {e}"));
            assert_eq!(back.turn, *t, "{pos:?}: SAN `{san}` of `{text}`");
            checked += 1;
        }
    }
    assert!(checked > 1000);
}

#[test]
fn perft_cli_plays_turns_in_either_notation() {
    assert_eq!(
        perft_run("chess", 1, None, &["e4", "p e7-e5"], false),
        "total: 29\n"
    );
    let bad = pigeonpost_engine::perft::PerftRequest {
        variant: "chess".into(),
        depth: 1,
        turns: vec!["N e2-e4".into()],
        ..Default::default()
    };
    let msg = pigeonpost_engine::perft::run(&bad).unwrap_err();
    assert!(msg.contains("e2 holds P, not N"), "{msg}");
}

// ---- Fuzzing: no input panics ----

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    fn positions() -> Vec<Position> {
        let mut out = vec![
            chess(START),
            chess(WHITE_PROMOTES),
            chess(BLACK_PROMOTES),
            chess(EN_PASSANT),
            chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        ];
        out.extend(random_positions(1, 12, SEED).into_iter().step_by(5));
        out
    }

    /// Valid texts to mutate: canonical and SAN spellings of legal turns.
    fn seeds(pos: &Position) -> Vec<String> {
        let turns: Vec<Turn> = pos.legal_turns().into_iter().take(20).collect();
        turns
            .iter()
            .flat_map(|t| [notation::canonical(pos, t), notation::san(pos, t)])
            .collect()
    }

    thread_local! {
        static POSITIONS: Vec<Position> = positions();
        static SEEDS: Vec<String> = positions().iter().flat_map(seeds).collect();
    }

    fn check(text: &str) {
        POSITIONS.with(|ps| {
            for pos in ps {
                if let Ok(r) = notation::resolve(pos, text) {
                    assert!(pos.is_legal(&r.turn));
                    assert_eq!(r.canonical, notation::canonical(pos, &r.turn));
                }
            }
        });
    }

    proptest! {
        #[test]
        fn arbitrary_strings_never_panic(text in "\\PC{0,40}") {
            check(&text);
        }

        #[test]
        fn notation_alphabet_never_panics(text in "[a-lA-Z0-9@*;/ =x+#OPNBRQKpnbrqk-]{0,24}") {
            check(&text);
        }

        #[test]
        fn mutated_valid_moves_never_panic(
            pick in any::<usize>(),
            edits in proptest::collection::vec((any::<usize>(), any::<char>(), 0u8..3), 1..4),
        ) {
            let seed = SEEDS.with(|s| s.get(pick % s.len().max(1)).cloned());
            prop_assume!(seed.is_some());
            let mut chars: Vec<char> = seed.unwrap_or_default().chars().collect();
            for (at, c, op) in edits {
                let i = at % (chars.len() + 1);
                match op {
                    0 => chars.insert(i, c),
                    1 if i < chars.len() => { chars.remove(i); }
                    _ if i < chars.len() => chars[i] = c,
                    _ => chars.push(c),
                }
            }
            let text: String = chars.into_iter().collect();
            check(&text);
        }
    }
}

// ---- The two stages, each with its own error ----

/// Parsing reads the text without a position; resolving matches what was read against
/// the legal turns. Each has its own error, and reading in one call says what the two
/// stages say.
#[test]
fn parsing_and_resolving_are_separate_stages_with_separate_errors() {
    use pigeonpost_engine::notation::{ResolveError, Submission, SyntaxError};
    let v = registry::get("chess").expect("chess is hosted");
    let pos = chess(START);
    let knights = chess("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let syntax: SyntaxError = Submission::parse(&v, "P e2-e9").expect_err("e9 is off the board");
    assert!(
        syntax.to_string().contains("not a square of this board"),
        "{syntax}"
    );
    let illegal: ResolveError = Submission::parse(&v, "N e2-e4")
        .expect("the text reads")
        .resolve(&pos)
        .expect_err("no knight on e2");
    assert_eq!(illegal.kind(), ErrorKind::Illegal);
    let ambiguous = Submission::parse(&v, "Nd2").unwrap().resolve(&knights);
    assert_eq!(ambiguous.map_err(|e| e.kind()), Err(ErrorKind::Ambiguous));
    let sub = Submission::parse(&v, "e4 // the centre").unwrap();
    assert_eq!(sub.comment(), Some("the centre"));
    assert_eq!(sub.resolve(&pos).unwrap().canonical, "P e2-e4");
    for (text, at) in [
        ("P e2-e9", &pos),
        ("P e2-e4; Z a1-a2", &pos),
        ("N e2-e4", &pos),
        ("e4; e5", &pos),
        ("Nd2", &knights),
        ("pass", &pos),
    ] {
        let both = notation::resolve(at, text).expect_err(text);
        let staged = match Submission::parse(&v, text) {
            Err(e) => NotationError::Syntax(e),
            Ok(sub) => NotationError::Resolve(sub.resolve(at).expect_err(text)),
        };
        assert_eq!(both, staged, "`{text}`");
    }
}

#[test]
fn a_submission_read_for_one_variant_names_no_turn_of_another() {
    use pigeonpost_engine::notation::Submission;
    let capablanca = registry::get("capablanca").expect("capablanca is hosted");
    let sub = Submission::parse(&capablanca, "C h1-i3").expect("a chancellor move reads");
    let e = sub
        .resolve(&chess(START))
        .expect_err("chess has no chancellor");
    assert_eq!(e.kind(), ErrorKind::Illegal);
}
