//! Tandem-84 checked against its independent brute-force generator (`tandem84_brute`):
//! whole turn lists compared turn for turn (the same component moves, field by field),
//! and perft counts.
//!
//! The brute takes about 40 ms for a position with thousands of turns (release), so the
//! full depth-2 trees after the special lines (some 12,600 positions, 456 s) are too
//! slow for CI. Release builds (`cargo test --release -p pigeonpost-engine`, gated on
//! `debug_assertions`, about 30 s of CPU here) compare instead:
//! - the whole depth-2 tree from the start, and from the rules file's positions T4, T6,
//!   T8b and T11 (perft against the brute's own count);
//! - at each special line's position, every root turn, and at depth 2 the whole turn
//!   list after one root turn in `CHILD_STRIDE` (about 440 positions);
//! - every position of `GAMES` seeded random games of `PLIES` turns that prefer
//!   captures and promotions (about 940 positions, through checks, promotions, swaps,
//!   drops, castling and en passant; `brute_agrees_over_random_games` pins that).
//!
//! Debug builds compare the roots, depth 1, and the first turns of one game.

use super::tandem84_brute as brute;
use crate::notation::resolve;
use crate::perft::{PerftRequest, run};
use crate::position::Position;
use crate::registry;
use crate::turn::{Turn, flags};
use crate::variant::Variant;
use std::collections::HashMap;
use std::sync::Arc;

/// Deep comparisons run in release builds only.
const DEEP: bool = cfg!(not(debug_assertions));

/// Depth 2 after each special line: one child in this many is compared whole.
const CHILD_STRIDE: usize = if DEEP { 29 } else { 1000 };

/// Random games compared position by position, and their length in turns.
const GAMES: u64 = if DEEP { 12 } else { 1 };
const PLIES: usize = if DEEP { 80 } else { 4 };

fn tandem() -> Arc<Variant> {
    registry::get("tandem84").expect("tandem84 is registered")
}

fn pos(fen: &str) -> Position {
    Position::from_fen(&tandem(), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn start() -> Position {
    Position::start(&tandem())
}

fn play(p: &Position, text: &str) -> Position {
    let r = resolve(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
    p.play_unchecked(&r.turn)
}

/// Canonical texts of every legal turn.
fn texts(p: &Position) -> Vec<String> {
    p.legal_turns().iter().map(|t| p.turn_text(t)).collect()
}

/// Legal turns whose first move is spelled `first` and that go on with a second move.
fn continuations(p: &Position, first: &str) -> Vec<String> {
    let prefix = format!("{first}; ");
    texts(p)
        .into_iter()
        .filter(|t| t.starts_with(&prefix))
        .collect()
}

fn perft(fen: Option<&str>, turns: &[&str], depth: u32) -> u64 {
    let out = run(&PerftRequest {
        variant: "tandem84".into(),
        depth,
        fen: fen.map(str::to_string),
        turns: turns.iter().map(|s| s.to_string()).collect(),
        divide: true,
    })
    .expect("perft runs");
    let total = out.lines().last().unwrap_or_default();
    total
        .strip_prefix("total: ")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no total in {out}"))
}

/// The engine's legal turns and the brute's are the same multiset of turns (the same
/// component moves, field for field, not only the same texts); says which differ.
fn assert_same_turns(p: &Position, context: &str) {
    let engine = p.legal_turns();
    let reference = brute::turns(p.variant(), p.state(), false);
    let mut counts: HashMap<Turn, i64> = HashMap::new();
    for t in &engine {
        *counts.entry(*t).or_default() += 1;
    }
    for t in &reference {
        *counts.entry(*t).or_default() -= 1;
    }
    let text = |t: &Turn| p.turn_text(t);
    let only_engine: Vec<String> = counts
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|(t, _)| text(t))
        .collect();
    let only_brute: Vec<String> = counts
        .iter()
        .filter(|(_, n)| **n < 0)
        .map(|(t, _)| text(t))
        .collect();
    assert!(
        only_engine.is_empty() && only_brute.is_empty(),
        "{context}: {}\nonly the engine: {only_engine:?}\nonly the brute: {only_brute:?}",
        p.fen()
    );
}

// The rules file's test positions (as in `tests/engine/tandem84.rs`).
const T3: &str = "6|5k/6|6/6|6/6|6/6|6/2B3|6/K5|6 w - - 0 2";
const T4: &str = "6|3k2/6|6/6|6/6|6/6|1nn3/6|1P4/1R4|K5 w - - 0 2";
const T6: &str = "6|5k/3r2|6/6|6/6|3R2/6|6/6|6/3K2|6 w - - 0 2";
const T8B: &str = "k5|6/6|6/6|6/6|6/6|4N1/6|6/3K2|R5 w G - 0 2";
const T9: &str = "6|5k/4p1|6/1p4|1p4/6|2p3/6|6/1P4|6/K5|6 w - - 0 2";

/// Positions reached with --turn that exercise the special moves.
const LINES: &[&[&str]] = &[
    // Drops and drop/swaps.
    &["N e1-f3", "p c6-c5; n h7-i5"],
    // Ghost swaps on both boards, with a drop/swap.
    &["G a1-d1", "g l7-j7; p a6-a4", "P b2-b4; R g1-a1"],
    // Cross-board en passant pending: the white pawn on b4 may drop to h4 and take i5.
    &["P b2-b4", "p i6-i4; p a6-a5"],
];

#[test]
fn king_step_ghost_option() {
    let src = "inherits = \"tandem84\"\nkey = \"tandem84-ks\"\nname = \"T\"\n[mechanics.teleporting_pieces]\nreach = \"king_step\"\n";
    let v = Arc::new(registry::build_custom("ks.toml", src).expect("builds"));
    // Start, depth 1 (see `perft_from_the_start`): each ghost now has one swap on its
    // board (a1: B b1; l1: B k1; pawn swaps would land on rank 1), 23 - 1 = 22 fewer each.
    let p = Position::start(&v);
    assert_eq!(p.legal_turns().len(), 90 - 2 * 22);
    let q = play(&play(&p, "P b2-b4"), "p i6-i4; p a6-a5");
    let mut engine = texts(&q);
    let mut reference: Vec<String> = brute::turns(&v, q.state(), true)
        .iter()
        .map(|t| q.turn_text(t))
        .collect();
    engine.sort();
    reference.sort();
    assert_eq!(engine, reference);
    let bad = "inherits = \"tandem84\"\nkey = \"x\"\nname = \"T\"\n[mechanics.teleporting_pieces]\nreach = \"fly\"\n";
    assert!(registry::build_custom("bad.toml", bad).is_err());
}

#[test]
fn perft_from_the_start() {
    // Depth 1 by hand. Left board: pawns 6x2 = 12; ghost a1 to the 18 empty squares of
    // ranks 3-5 plus swaps with B, Q, K, N, R (pawns would land on rank 1) = 23; knight
    // e1-d3/f3 = 2; drop/swaps a1-g1, b1-h1, c1-i1, d1-j1, e1-k1, f1-l1 = 6 (pawn pairs
    // are the same type): 43. Right board: pawns 12; knights/jumpers h1 (g3, i3), C i1
    // (h3, j3), M j1 (i3, k3) = 6; ghost l1 23; the six drop/swaps back = 6: 47.
    assert_eq!(perft(None, &[], 1), 90);
    // Depth 2: Black's two-move replies to each first move, the whole tree by `brute`.
    if DEEP {
        assert_eq!(perft(None, &[], 2), brute::perft(&start(), 2));
    }
}

#[test]
fn perft_after_special_moves() {
    for (i, line) in LINES.iter().enumerate() {
        let p = line.iter().fold(start(), |p, t| play(&p, t));
        assert_eq!(
            perft(None, line, 1),
            brute::perft(&p, 1),
            "{line:?} depth 1"
        );
        assert_same_turns(&p, &format!("{line:?}"));
        // Depth 2, sampled: the brute's whole list after one root turn in CHILD_STRIDE
        // (a different residue per line, so the sample covers different move kinds).
        let turns = p.legal_turns();
        let mut compared = 0;
        for t in turns
            .iter()
            .skip(i * 7 % CHILD_STRIDE)
            .step_by(CHILD_STRIDE)
        {
            let child = p.play_unchecked(t);
            assert_same_turns(&child, &format!("{line:?} then {}", p.turn_text(t)));
            compared += 1;
        }
        assert!(compared >= turns.len() / CHILD_STRIDE, "{line:?}");
    }
}

#[test]
fn perft_small_positions_by_hand() {
    // T6: White K d1 (in check from d6), R j4. After `R j4-d6` (a drop to d4, then up,
    // capturing) the second move must begin on the left board: only the king, now out of
    // check, so it steps to c1 c2 d2 e1 e2 (5) or drops to j1 and goes on to i1 i2 j2 k1
    // k2 (5); the black king on l7 guards none of them: 10 turns.
    let p = pos(T6);
    let after_capture = continuations(&p, "R j4-d6");
    assert_eq!(after_capture.len(), 10);
    assert_eq!(perft(Some(T6), &[], 1), brute::perft(&p, 1));
    if DEEP {
        assert_eq!(perft(Some(T6), &[], 2), brute::perft(&p, 2));
    }
    // Check resolved by either move (T4) and drop-castling (T8b): against `brute`.
    for fen in [T4, T8B] {
        for depth in 1..=if DEEP { 2 } else { 1 } {
            assert_eq!(perft(Some(fen), &[], depth), brute::perft(&pos(fen), depth));
        }
    }
    // T11: one white pawn and the king on the left board only, so every turn is one move:
    // K a1: a2, b1, b2 = 3, drop to g1 then g2, h1, h2 = 3; P c6-c7 x 7 choices, and the
    // drop to i6 then i7 x 7: 3 + 3 + 7 + 7 = 20.
    let t11 = "6|5k/2P3|6/6|6/6|6/6|6/6|6/K5|6 w - - 0 2";
    assert_eq!(perft(Some(t11), &[], 1), 20);
    if DEEP {
        assert_eq!(perft(Some(t11), &[], 2), brute::perft(&pos(t11), 2));
    }
}

#[test]
fn brute_agrees_with_the_engine() {
    let mut positions = vec![start(), pos(T3), pos(T4), pos(T6), pos(T8B), pos(T9)];
    for line in LINES {
        positions.push(line.iter().fold(start(), |p, t| play(&p, t)));
    }
    for p in positions {
        let mut engine = texts(&p);
        let mut reference = brute::turn_texts(&p);
        engine.sort();
        reference.sort();
        assert_eq!(engine, reference, "{}", p.fen());
    }
}

/// A fixed, seeded sequence (xorshift64*), so a failing game reproduces.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// Whether a turn captures or promotes. Random games prefer these, to reach the
/// positions where the rules are subtle: checks across boards, promoted pieces, thinned
/// boards, the end of the game.
fn sharp(t: &Turn) -> bool {
    t.moves().any(|m| m.is_capture() || m.promotion().is_some())
}

/// What the random games went through, to show (and pin) what they cover.
#[derive(Debug, Default)]
struct Seen {
    positions: usize,
    in_check: usize,
    no_turns: usize,
    captures: usize,
    promotions: usize,
    swaps: usize,
    drops: usize,
    castlings: usize,
    en_passant: usize,
}

#[test]
fn brute_agrees_over_random_games() {
    let mut rng = Rng(0x7a4d_e184);
    let mut seen = Seen::default();
    for game in 0..GAMES {
        let mut p = match game % 4 {
            0 => start(),
            i => LINES[i as usize - 1]
                .iter()
                .fold(start(), |p, t| play(&p, t)),
        };
        for ply in 0..PLIES {
            assert_same_turns(&p, &format!("game {game} ply {ply}"));
            seen.positions += 1;
            seen.in_check += usize::from(p.in_check());
            let turns = p.legal_turns();
            if turns.is_empty() {
                seen.no_turns += 1;
                break;
            }
            // Half the time a capture or promotion, when there is one.
            let sharp: Vec<&Turn> = turns.iter().filter(|t| sharp(t)).collect();
            let t = if !sharp.is_empty() && rng.below(2) == 0 {
                *sharp[rng.below(sharp.len())]
            } else {
                turns[rng.below(turns.len())]
            };
            for m in t.moves() {
                seen.captures += usize::from(m.is_capture());
                seen.promotions += usize::from(m.promotion().is_some());
                seen.swaps += usize::from(m.is(flags::SWAP));
                seen.drops += usize::from(m.is(flags::TRANSFER));
                seen.castlings += usize::from(m.is(flags::CASTLE));
                seen.en_passant += usize::from(m.is(flags::EN_PASSANT));
            }
            p = p.play_unchecked(&t);
        }
    }
    if DEEP {
        // 12 games of 80 turns: about 940 positions, 90 of them in check, 480 captures,
        // 50 promotions, 170 swaps, 630 drops, a few castlings and en-passant captures.
        let s = &seen;
        let covered = s.positions > 900
            && s.in_check > 50
            && s.captures > 300
            && s.promotions > 20
            && s.swaps > 100
            && s.drops > 300
            && s.castlings > 0
            && s.en_passant > 0;
        assert!(
            covered,
            "the random games cover less than they did: {seen:?}"
        );
    }
}
