//! Morphomania (`../shared/rules/morphomania.md`): one test per rule of the rules file's
//! test table (here), perft from the start and from positions that exercise morphing,
//! speedpawn captures, castling and promotion, and properties on random play
//! (`perft.rs`).
//!
//! The deeper perft figures are checked against `Brute` (`brute.rs`), an independent
//! move counter written from the rules file (plain arrays of labels, hand-written move
//! patterns, no Betza and no engine types), and the two are compared move by move on
//! positions reached by random play.

mod brute;
mod perft;

use crate::support;
use pigeonpost_engine::{Color, Position, Reason, Variant, registry};
use std::collections::BTreeMap;
use std::sync::Arc;

fn variant() -> Arc<Variant> {
    registry::get("morphomania").expect("morphomania is registered")
}

fn start() -> Position {
    Position::start(&variant())
}

fn at_fen(fen: &str) -> Position {
    Position::from_fen(&variant(), fen).expect("test position is valid")
}

/// Plays a turn written in canonical notation; `Err` when it is not legal.
fn play(pos: &Position, text: &str) -> Result<Position, String> {
    support::play(pos, text)
}

fn play_all(pos: &Position, texts: &[&str]) -> Position {
    texts.iter().fold(pos.clone(), |p, t| {
        play(&p, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    })
}

/// The label on a square such as `e6`, if any.
fn at(pos: &Position, square: &str) -> Option<String> {
    let sq = pos
        .variant()
        .geometry()
        .parse_square(square)
        .expect("square");
    pos.piece_at(sq).map(|p| p.label)
}

fn legal(pos: &Position, text: &str) -> bool {
    play(pos, text).is_ok()
}

// ---------------------------------------------------------------------------------
// The rules file's test table.

#[test]
fn mo1_knight_leaping_to_a_dark_square_becomes_an_archbishop() {
    let after = play(&start(), "N b1-c3").expect("N b1-c3 is legal");
    assert_eq!(at(&after, "c3").as_deref(), Some("A"));
    assert_eq!(at(&after, "b1"), None);
}

#[test]
fn mo2_speedpawn_steps_two_pawn_steps_one_and_pawns_change_form() {
    let pos = start();
    let after = play(&pos, "S b2-b4").expect("S b2-b4 is legal");
    assert_eq!(at(&after, "b4").as_deref(), Some("S"));
    assert!(!legal(&pos, "P a2-a4"), "a pawn moves one square");
    let after = play(&pos, "P a2-a3").expect("P a2-a3 is legal");
    assert_eq!(at(&after, "a3").as_deref(), Some("S"), "a3 is dark");
}

#[test]
fn mo3_pawn_captures_two_squares_straight_ahead_and_keeps_its_form() {
    let pos = at_fen("8k/9/9/4n4/9/4P4/9/9/K8 w - - 0 1");
    let after = play(&pos, "P e4-e6").expect("P e4-e6 is a legal capture");
    assert_eq!(at(&after, "e6").as_deref(), Some("P"));
    assert_eq!(at(&after, "e4"), None);
}

#[test]
fn mo3b_pawns_have_no_diagonal_capture() {
    let pos = at_fen("8k/9/9/9/3n5/4P4/9/9/K8 w - - 0 1");
    assert!(!legal(&pos, "P e4-d5"));
    assert!(!legal(&pos, "P e4-f5"));
    // The ordinary step is there, so the refusal is about the capture.
    assert!(legal(&pos, "P e4-e5"));
}

#[test]
fn mo3c_pawn_reaches_two_speedpawn_three_and_a_capture_changes_form() {
    let pos = at_fen("8k/9/3na4/9/9/3SP4/9/9/K8 w - - 0 1");
    assert_eq!(at(&pos, "e7").as_deref(), Some("a"));
    assert!(!legal(&pos, "P e4-e7"), "a pawn captures at most two ahead");
    let after = play(&pos, "S d4-d7").expect("S d4-d7 is legal");
    assert_eq!(at(&after, "d7").as_deref(), Some("P"), "d7 is light");
    // The speedpawn's path must be empty: block d5 and the capture is gone.
    let blocked = at_fen("8k/9/3na4/9/3N5/3SP4/9/9/K8 w - - 0 1");
    assert!(!legal(&blocked, "S d4-d7"));
}

#[test]
fn mo4_bishop_becomes_dragon_horse_on_even_rank_and_bishop_again_on_odd() {
    let pos = play_all(&start(), &["S d2-d4", "p a8-a7", "B c1-d2"]);
    assert_eq!(at(&pos, "d2").as_deref(), Some("H"));
    let pos = play(&pos, "s a7-a6").expect("black replies");
    let after = play(&pos, "H d2-d3").expect("the wazir step is legal");
    assert_eq!(at(&after, "d3").as_deref(), Some("B"));
}

#[test]
fn mo5_queen_on_a_dark_square_becomes_an_amazon_with_knight_moves() {
    let pos = play_all(&start(), &["S d2-d4", "p a8-a7", "Q d1-d2"]);
    assert_eq!(at(&pos, "d2").as_deref(), Some("Z"));
    let pos = play(&pos, "s a7-a6").expect("black replies");
    // A knight leap only an amazon has; c4 is light, so it is a queen again.
    let after = play(&pos, "Z d2-c4").expect("the amazon leaps like a knight");
    assert_eq!(at(&after, "c4").as_deref(), Some("Q"));
}

#[test]
fn mo6_king_castles_three_squares_and_the_rook_lands_beside_it() {
    let pos = at_fen("4k4/p8/9/9/9/9/9/9/4K3R w K - 0 1");
    let after = play(&pos, "K e1-h1").expect("castling is legal");
    assert_eq!(at(&after, "h1").as_deref(), Some("K"));
    assert_eq!(
        at(&after, "g1").as_deref(),
        Some("R"),
        "g1 is dark: still a rook"
    );
    assert_eq!(at(&after, "i1"), None);
    assert!(!legal(&pos, "K e1-g1"));
    // Queen side: the king goes to b1, the rook from a1 to c1.
    let pos = at_fen("r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1");
    let after = play(&pos, "K e1-b1").expect("queen-side castling is legal");
    assert_eq!(at(&after, "b1").as_deref(), Some("K"));
    assert_eq!(at(&after, "c1").as_deref(), Some("R"));
    assert!(legal(&after, "k e9-h9"), "Black castles likewise");
    // A crossed square under attack forbids it (a black rook on g9 sees g1).
    let pos = at_fen("4k1r2/9/9/9/9/9/9/9/4K3R w K - 0 1");
    assert!(!legal(&pos, "K e1-h1"));
}

#[test]
fn mo7_leaving_the_opponent_a_bare_king_wins_at_once() {
    let pos = at_fen("7k1/9/9/9/R2n5/9/9/9/K8 w - - 0 1");
    let after = play(&pos, "R a5-d5").expect("the capture is legal");
    assert_eq!(at(&after, "d5").as_deref(), Some("C"), "d5 is light");
    let outcome = after.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, Reason::BareKing);
    assert!(after.legal_turns().is_empty(), "no turns after a bare king");
}

#[test]
fn mo8_stalemate_is_a_win_for_the_side_that_stalemates() {
    // The black knight is pinned by the rook, the chancellor covers b8 and b9.
    let pos = at_fen("k8/n8/9/9/4K4/9/9/9/RC7 b - - 0 1");
    assert!(!pos.in_check());
    assert!(pos.legal_turns().is_empty());
    let outcome = pos.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, Reason::Stalemate);
}

#[test]
fn mo9_promotion_gives_the_family_form_of_the_promotion_square() {
    let pos = at_fen("8k/p3P4/9/9/9/9/9/9/4K4 w - - 0 1");
    let knight = play(&pos, "P e8-e9; A-e9").expect("knight family on dark e9");
    assert_eq!(at(&knight, "e9").as_deref(), Some("A"));
    let queen = play(&pos, "P e8-e9; Z-e9").expect("queen family on dark e9");
    assert_eq!(at(&queen, "e9").as_deref(), Some("Z"));
    // Exactly the four families, each in its e9 form.
    let mut texts: Vec<String> = pos
        .legal_turns()
        .iter()
        .map(|t| pos.turn_text(t))
        .filter(|t| t.starts_with("P e8-e9"))
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        [
            "P e8-e9; A-e9",
            "P e8-e9; B-e9",
            "P e8-e9; R-e9",
            "P e8-e9; Z-e9"
        ]
    );
    // Black promotes on rank 1; a speedpawn on d2 reaching light d1 gives a queen.
    let pos = at_fen("8k/9/9/9/9/9/9/3s4P/K8 b - - 0 1");
    let after = play(&pos, "s d2-d1; q-d1").expect("black promotes");
    assert_eq!(at(&after, "d1").as_deref(), Some("q"));
}

#[test]
fn mo9_promotion_accepts_any_family_label_and_defaults_to_the_queen() {
    let pos = at_fen("8k/p3P4/9/9/9/9/9/9/4K4 w - - 0 1");
    let knight = play(&pos, "P e8-e9; N-e9").expect("N names the knight family");
    assert_eq!(at(&knight, "e9").as_deref(), Some("A"));
    let default = play(&pos, "P e8-e9").expect("the queen is the default");
    assert_eq!(at(&default, "e9").as_deref(), Some("Z"));
}

#[test]
fn clarification_a_position_with_a_bare_king_has_no_turns() {
    let pos = at_fen("8k/9/9/9/9/4Q4/9/9/K8 b - - 0 1");
    assert!(pos.legal_turns().is_empty());
    assert_eq!(
        pos.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), Reason::BareKing))
    );
}

#[test]
fn definition_names_pieces_glyphs_and_every_ruling() {
    let v = variant();
    let glyphs: BTreeMap<String, String> =
        v.pieces().into_iter().map(|p| (p.label, p.glyph)).collect();
    let expected = [
        ("K", "king"),
        ("Q", "queen"),
        ("Z", "queen-knight"),
        ("R", "rook"),
        ("C", "rook-knight"),
        ("B", "bishop"),
        ("H", "bishop-wazir"),
        ("N", "knight"),
        ("A", "bishop-knight"),
        ("P", "pawn"),
        ("S", "speedpawn"),
    ];
    assert_eq!(glyphs.len(), expected.len());
    for (label, glyph) in expected {
        assert_eq!(
            glyphs.get(label).map(String::as_str),
            Some(glyph),
            "{label}"
        );
    }
    let text: String = v
        .rulings()
        .iter()
        .map(|r| format!("{} {}\n", r.title, r.text))
        .collect();
    for needle in [
        "no diagonal capture",
        "queen by default",
        "N or A, Q or Z, R or C, B or H",
        "bare king",
        "no legal turns",
        "third occurrence",
        "50 turns",
    ] {
        assert!(text.contains(needle), "rulings lack '{needle}'");
    }
    assert!(registry::errors().is_empty(), "{:?}", registry::errors());
}
