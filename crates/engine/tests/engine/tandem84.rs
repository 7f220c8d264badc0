//! Tandem-84: one test per row of the rules file's test table (shared/rules/tandem84.md),
//! plus the rulings, position notation, outcomes and perft. The comparisons with the
//! independent brute-force generator need the engine's internals, so they are unit
//! tests inside the crate (`src/variants/tandem84_deep.rs`).
//!
//! Positions are written in the position notation: ranks 7 to 1, each `left|right`
//! (files a-f | g-l). Move number 2 or more means "not White's first turn".

use crate::support::{perft_run, texts, total};
use pigeonpost_engine::notation::resolve;
use pigeonpost_engine::{Color, Position, Variant, registry};
use std::sync::Arc;

fn tandem() -> Arc<Variant> {
    registry::get("tandem84").expect("tandem84 is registered")
}

fn pos(fen: &str) -> Position {
    Position::from_fen(&tandem(), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn start() -> Position {
    Position::start(&tandem())
}

fn legal(p: &Position, text: &str) -> bool {
    resolve(p, text).is_ok()
}

fn play(p: &Position, text: &str) -> Position {
    let r = resolve(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
    p.play(&r.turn).expect("a resolved turn is legal")
}

/// Legal turns whose first move is spelled `first` and that go on with a second move.
fn continuations(p: &Position, first: &str) -> Vec<String> {
    let prefix = format!("{first}; ");
    texts(p)
        .into_iter()
        .filter(|t| t.starts_with(&prefix))
        .collect()
}

/// The placement field of a position, for checking where pieces stand.
fn placement(p: &Position) -> String {
    p.fen().split(' ').next().unwrap_or_default().to_string()
}

fn label_at(p: &Position, sq: &str) -> Option<String> {
    let g = p.variant().geometry();
    let s = g.parse_square(sq).expect("square");
    p.piece_at(s).map(|v| v.label)
}

// ---- T1, T2: turn structure -------------------------------------------------------

#[test]
fn t1_white_first_turn_is_one_move() {
    let p = start();
    assert!(legal(&p, "P a2-a4"));
    assert!(p.legal_turns().iter().all(|t| t.len() == 1));
}

#[test]
fn t1b_white_first_turn_cannot_have_two_moves() {
    assert!(!legal(&start(), "P a2-a4; P g2-g4"));
}

#[test]
fn t2_two_moves_must_begin_on_different_boards_and_are_compulsory() {
    let p = play(&start(), "P a2-a3");
    assert!(
        !legal(&p, "p a6-a5; p b6-b5"),
        "both moves on the left board"
    );
    assert!(legal(&p, "p a6-a5; p g6-g5"));
    assert!(!legal(&p, "p a6-a5"), "a second move is available");
    assert!(p.legal_turns().iter().all(|t| t.len() == 2));
}

// ---- T3-T6: drop moves and check --------------------------------------------------

const T3: &str = "6|5k/6|6/6|6/6|6/6|6/2B3|6/K5|6 w - - 0 2";

#[test]
fn t3_drop_then_move_never_stopping_on_the_drop_square() {
    let p = pos(T3);
    // No other white piece on the right board, so the drop is the whole turn.
    assert!(legal(&p, "B c2-j3"));
    assert!(texts(&p).iter().all(|t| !t.starts_with("B c2-i2")));
    let after = play(&p, "B c2-j3");
    assert_eq!(label_at(&after, "j3").as_deref(), Some("B"));
    assert_eq!(label_at(&after, "i2"), None);
    // A black piece on the drop square stops the drop.
    let blocked = pos("6|5k/6|6/6|6/6|6/6|6/2B3|2n3/K5|6 w - - 0 2");
    assert!(texts(&blocked).iter().all(|t| !t.starts_with("B c2-j3")));
}

const T4: &str = "6|3k2/6|6/6|6/6|6/6|1nn3/6|1P4/1R4|K5 w - - 0 2";

#[test]
fn t4_check_resolved_by_the_second_move_and_order_matters() {
    let p = pos(T4);
    assert!(p.in_check());
    assert!(legal(&p, "P h2-i3; R b1-h3"));
    assert!(!legal(&p, "R b1-h3; P h2-i3"), "h2 blocks the rook");
    assert!(!legal(&p, "P h2-i3"), "a second move exists");
    let after = play(&p, "P h2-i3; R b1-h3");
    assert_eq!(label_at(&after, "h3").as_deref(), Some("R"));
    assert!(!after.in_check());
}

#[test]
fn t5_check_only_from_the_kings_own_board() {
    let p = pos("6|5k/6|6/6|3r2/6|6/6|6/6|6/3K2|6 w - - 0 2");
    assert!(!p.in_check());
    let b = pos("6|5k/6|6/6|3r2/6|6/6|6/6|6/3K2|6 b - - 0 2");
    let all = texts(&b);
    assert!(!all.is_empty());
    assert!(all.iter().all(|t| !t.contains("r j5-d1")));
}

const T6: &str = "6|5k/3r2|6/6|6/6|3R2/6|6/6|6/3K2|6 w - - 0 2";

#[test]
fn t6_king_may_not_drop_while_in_check() {
    let p = pos(T6);
    assert!(p.in_check());
    assert!(
        legal(&p, "R j4-d6; K d1-k1"),
        "the check is gone when the king drops"
    );
    assert!(
        !legal(&p, "K d1-k1; R j4-d6"),
        "the king drops while in check"
    );
    let after = play(&p, "R j4-d6; K d1-k1");
    assert_eq!(label_at(&after, "k1").as_deref(), Some("K"));
    assert_eq!(label_at(&after, "d6").as_deref(), Some("R"));
}

// ---- T7: drop/swap -------------------------------------------------------------------

#[test]
fn t7_drop_swap_exchanges_the_pieces() {
    let after = play(&start(), "R f1-l1");
    assert_eq!(label_at(&after, "l1").as_deref(), Some("R"));
    assert_eq!(label_at(&after, "f1").as_deref(), Some("G"));
    // The rook changed square: its castling right is gone, the others stay.
    assert_eq!(after.fen().split(' ').nth(2), Some("Gfg"));
}

#[test]
fn t7b_no_swap_of_two_pieces_of_the_same_type() {
    assert!(!legal(&start(), "P a2-g2"));
}

#[test]
fn t7c_pawn_swapped_along_its_second_rank_keeps_the_double_step() {
    let p = pos("6|5k/4p1|6/6|6/6|6/6|6/1P4|1N4/K5|6 w - - 0 2");
    let p = play(&p, "P b2-h2");
    assert_eq!(label_at(&p, "b2").as_deref(), Some("N"));
    let p = play(&p, "p e6-e5; k l7-k7");
    assert!(!continuations(&p, "P h2-h4").is_empty());
}

// ---- T8: castling ------------------------------------------------------------------

#[test]
fn t8_home_castling_needs_both_parts() {
    let p = pos("6|2k3/6|6/6|6/6|6/6|6/6|5P/3K1R|6 w F - 0 2");
    let after = play(&p, "K d1-e1; R f1-d1; P l2-l3");
    assert_eq!(label_at(&after, "e1").as_deref(), Some("K"));
    assert_eq!(label_at(&after, "d1").as_deref(), Some("R"));
    assert_eq!(after.fen().split(' ').nth(2), Some("-"));
    // The bare king move is the ordinary step: the rook stays.
    let step = play(&p, "K d1-e1; P l2-l3");
    assert_eq!(label_at(&step, "f1").as_deref(), Some("R"));
    // With e1 attacked, no castling.
    let attacked = pos("4r1|2k3/6|6/6|6/6|6/6|6/6|5P/3K1R|6 w F - 0 2");
    assert!(!legal(&attacked, "K d1-e1; R f1-d1; P l2-l3"));
}

const T8B: &str = "k5|6/6|6/6|6/6|6/6|4N1/6|6/3K2|R5 w G - 0 2";

#[test]
fn t8b_drop_castled_rook_may_not_move_again() {
    let p = pos(T8B);
    let after_castle = continuations(&p, "K d1-h1");
    assert!(!after_castle.is_empty());
    assert!(after_castle.iter().all(|t| !t.contains("R i1-")));
    assert!(after_castle.iter().any(|t| t.contains("N k3-")));
    assert!(!legal(&p, "K d1-h1; R i1-i3"));
    let after = play(&p, "K d1-h1; N k3-j5");
    assert_eq!(label_at(&after, "h1").as_deref(), Some("K"));
    assert_eq!(label_at(&after, "i1").as_deref(), Some("R"));
    assert_eq!(label_at(&after, "d1"), None);
    // An attacked square on the king's path (i1, by a rook on i7) forbids it.
    let attacked = pos("k5|2r3/6|6/6|6/6|6/6|4N1/6|6/3K2|R5 w G - 0 2");
    assert!(continuations(&attacked, "K d1-h1").is_empty());
}

#[test]
fn t8c_black_drop_castles_to_e7() {
    let p = pos("5r|2k3/1p4|6/6|6/6|6/6|6/6|6/K5|6 b f - 0 2");
    assert!(!continuations(&p, "k i7-e7").is_empty());
    let after = play(&p, "k i7-e7; p b6-b5");
    assert!(placement(&after).starts_with("3rk1|6/"));
}

// ---- T9: en passant across the boards ------------------------------------------------

const T9: &str = "6|5k/4p1|6/1p4|1p4/6|2p3/6|6/1P4|6/K5|6 w - - 0 2";

#[test]
fn t9_en_passant_after_a_drop_and_by_a_dropping_pawn() {
    let p = play(&pos(T9), "P b2-h4");
    assert_eq!(label_at(&p, "h4").as_deref(), Some("P"));
    assert_eq!(p.fen().split(' ').nth(3), Some("h3"));
    // A black pawn on that board takes en passant.
    let taken = play(&p, "p i4-h3; p e6-e5");
    assert_eq!(label_at(&taken, "h4"), None);
    assert_eq!(label_at(&taken, "h3").as_deref(), Some("p"));
    // The right lasts one turn only.
    let waited = play(&p, "p e6-e5; k l7-k7");
    assert_eq!(waited.fen().split(' ').nth(3), Some("-"));
    let next = play(&waited, "K a1-a2");
    assert!(texts(&next).iter().all(|t| !t.contains("p i4-h3")));
    // A black pawn on c4 drops to i4 and takes en passant on h3.
    let b = play(
        &pos("6|5k/4p1|6/1p4|1p4/2p3|6/6|6/1P4|6/K5|6 w - - 0 2"),
        "P b2-h4",
    );
    let taken = play(&b, "p c4-h3; k l7-k7");
    assert_eq!(label_at(&taken, "h4"), None);
    assert_eq!(label_at(&taken, "c4"), None);
    assert_eq!(label_at(&taken, "h3").as_deref(), Some("p"));
}

// ---- T10, T11: ghosts and promotion ---------------------------------------------------

#[test]
fn t10_ghost_swap_but_no_pawn_onto_its_first_rank() {
    let p = pos("6|5k/6|6/6|6/6|6/6|4N1/P5|6/GB3K|6 w - - 0 2");
    let after = play(&p, "G a1-b1; N k3-j5");
    assert_eq!(label_at(&after, "b1").as_deref(), Some("G"));
    assert_eq!(label_at(&after, "a1").as_deref(), Some("B"));
    assert!(texts(&p).iter().all(|t| !t.starts_with("G a1-a2")));
}

#[test]
fn t10b_ghost_on_the_last_rank_promotes_the_pawn_it_swaps_with() {
    let p = pos("G5|3k2/6|6/2P3|6/6|6/6|4N1/6|6/5K|5G w - - 0 2");
    let after = play(&p, "G a7-c5; Q-a7; N k3-j5");
    assert_eq!(label_at(&after, "a7").as_deref(), Some("Q"));
    assert_eq!(label_at(&after, "c5").as_deref(), Some("G"));
    // Every choice is a turn; no swap with the other ghost.
    for choice in ["Q", "M", "C", "R", "B", "N", "G"] {
        assert!(!continuations(&p, &format!("G a7-c5; {choice}-a7")).is_empty());
    }
    let two = pos("G5|3k2/6|6/2P3|6/6|6/6|4N1/6|6/4GK|6 w - - 0 2");
    assert!(texts(&two).iter().all(|t| !t.starts_with("G a7-e1")));
    assert!(texts(&two).iter().all(|t| !t.starts_with("G e1-a7")));
}

#[test]
fn t11_promotion_to_any_piece_but_king_and_pawn() {
    let p = pos("6|5k/2P3|6/6|6/6|6/6|6/6|6/K5|6 w - - 0 2");
    assert!(legal(&p, "P c6-c7; M-c7"));
    assert!(!legal(&p, "P c6-c7; K-c7"));
    assert!(!legal(&p, "P c6-c7; P-c7"));
    let after = play(&p, "P c6-c7; M-c7");
    assert_eq!(label_at(&after, "c7").as_deref(), Some("M"));
}

// ---- Further rulings -----------------------------------------------------------------

#[test]
fn swap_may_not_carry_the_king_across_while_in_check() {
    // White K d1 in check from r d6; M j1 could swap with it.
    let p = pos("6|5k/3r2|6/6|6/6|6/6|6/6|6/3K2|3M2 w - - 0 2");
    assert!(p.in_check());
    assert!(texts(&p).iter().all(|t| !t.contains("M j1-d1")));
    assert!(texts(&p).iter().all(|t| !t.contains("K d1-j1")));
    let quiet = pos("6|5k/6|6/6|6/6|6/6|6/6|6/3K2|3M2 w - - 0 2");
    assert!(texts(&quiet).iter().any(|t| t.starts_with("M j1-d1")));
}

#[test]
fn ghost_may_swap_with_its_king_on_the_same_board_out_of_check() {
    // K d1 in check from r d6; the ghost on a3 swaps with it: K a3, G d1 blocks nothing
    // but the king is off the file.
    let p = pos("6|5k/3r2|6/6|6/6|6/G5|6/6|6/3K2|6 w - - 0 2");
    assert!(p.in_check());
    let after = play(&p, "G a3-d1");
    assert_eq!(label_at(&after, "a3").as_deref(), Some("K"));
    assert!(!after.in_check());
}

#[test]
fn checkmate_loses_and_stalemate_draws() {
    let mate = pos("1r4|5k/6|6/6|6/6|6/6|6/1q4|6/K5|6 w - - 0 2");
    let o = mate.outcome().expect("mate");
    assert_eq!(o.winner, Some(Color::Black));
    // Not in check, the king has no safe square and its drop square is held by a knight.
    let stale = pos("6|5k/6|6/6|6/6|6/6|6/2q3|6/K5|n5 w - - 0 2");
    assert!(!stale.in_check());
    let o = stale.outcome().expect("stalemate");
    assert_eq!(o.winner, None);
    // Without the knight the king drops to g1 and moves on.
    let free = pos("6|5k/6|6/6|6/6|6/6|6/2q3|6/K5|6 w - - 0 2");
    assert!(free.outcome().is_none());
}

#[test]
fn position_notation_round_trips_with_both_boards_and_all_rights() {
    let p = play(&play(&start(), "P a2-a4"), "p b6-b4; p h6-h4");
    let fen = p.fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    assert_eq!(fields[3], "b5,h5", "two en-passant rights");
    assert_eq!(fields[2], "FGfg", "one right per rook");
    assert!(fields[0].contains('|'));
    let back = Position::from_fen(&tandem(), &fen).expect("reads back");
    // (Position equality would also compare stale slots of the en-passant sets.)
    assert_eq!(back.fen(), fen);
    assert_eq!(back.legal_turns(), p.legal_turns());
    // And for a castled, swapped middlegame position.
    let q = play(&play(&p, "R f1-l1; P g2-g3"), "r g7-a7; p a6-a5");
    let back = Position::from_fen(&tandem(), &q.fen()).expect("reads back");
    assert_eq!(back.fen(), q.fen());
    assert_eq!(back.legal_turns(), q.legal_turns());
}

#[test]
fn every_ruling_is_on_the_rules_page() {
    let v = tandem();
    let titles: Vec<&str> = v.rulings().iter().map(|r| r.title.as_str()).collect();
    for t in [
        "Ghost movement",
        "No swap between two pieces of the same type",
        "En passant",
    ] {
        assert!(titles.contains(&t), "{t}");
    }
}

#[test]
fn every_turn_text_resolves_to_its_turn() {
    for p in [
        play(&start(), "P c2-c4"),
        pos(T4),
        pos(T8B),
        play(&pos(T9), "P b2-h4"),
    ] {
        for t in p.legal_turns() {
            let text = p.turn_text(&t);
            let r = resolve(&p, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(r.turn, t);
        }
    }
}

// ---- Perft ---------------------------------------------------------------------------

/// Deep counts run in release builds only (`cargo test --release -p pigeonpost-engine`);
/// debug builds stop at depth 1.
const DEEP: bool = cfg!(not(debug_assertions));

fn perft(fen: Option<&str>, turns: &[&str], depth: u32) -> u64 {
    total(&perft_run("tandem84", depth, fen, turns, true))
}

/// Positions reached with --turn that exercise the special moves (the same lines are
/// compared with the brute-force generator in `src/variants/tandem84_deep.rs`).
const LINES: &[&[&str]] = &[
    // Drops and drop/swaps.
    &["N e1-f3", "p c6-c5; n h7-i5"],
    // Ghost swaps on both boards, with a drop/swap.
    &["G a1-d1", "g l7-j7; p a6-a4", "P b2-b4; R g1-a1"],
    // Cross-board en passant pending: the white pawn on b4 may drop to h4 and take i5.
    &["P b2-b4", "p i6-i4; p a6-a5"],
];

#[test]
fn mirrored_positions_have_the_same_perft() {
    // The setup is point-symmetric; so must the rules be. Mirror = rotate the board by
    // 180 degrees and swap the colours.
    for line in LINES {
        let p = line.iter().fold(start(), |p, t| play(&p, t));
        let m = pos(&mirror_fen(&p.fen()));
        let depth = if DEEP { 2 } else { 1 };
        assert_eq!(
            perft(None, line, depth),
            perft(Some(&m.fen()), &[], depth),
            "{line:?}"
        );
    }
}

/// The position rotated by 180 degrees with the colours swapped (Tandem-84's setup is
/// point-symmetric, so the rules must treat the two positions alike).
fn mirror_fen(fen: &str) -> String {
    let f: Vec<&str> = fen.split(' ').collect();
    let mut expanded = String::new();
    let mut digits = String::new();
    for c in f[0].chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            expanded.push_str(&".".repeat(digits.parse().expect("number")));
            digits.clear();
        }
        expanded.push(c);
    }
    if !digits.is_empty() {
        expanded.push_str(&".".repeat(digits.parse().expect("number")));
    }
    let swapped: String = expanded
        .chars()
        .rev()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    let mut placement = String::new();
    let mut run = 0;
    for c in swapped.chars() {
        if c == '.' {
            run += 1;
            continue;
        }
        if run > 0 {
            placement.push_str(&run.to_string());
            run = 0;
        }
        placement.push(c);
    }
    if run > 0 {
        placement.push_str(&run.to_string());
    }
    let side = if f[1] == "w" { "b" } else { "w" };
    let castling: String = if f[2] == "-" {
        "-".into()
    } else {
        f[2].chars()
            .map(|c| match c {
                'F' => 'g',
                'G' => 'f',
                'f' => 'G',
                'g' => 'F',
                other => other,
            })
            .collect()
    };
    let ep: String = if f[3] == "-" {
        "-".into()
    } else {
        f[3].split(',')
            .map(|s| {
                let b = s.as_bytes();
                let file = (b'a' + 11 - (b[0] - b'a')) as char;
                let rank = 8 - (b[1] - b'0');
                format!("{file}{rank}")
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    format!("{placement} {side} {castling} {ep} {} {}", f[4], f[5])
}
