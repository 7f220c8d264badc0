//! Fuzzing the engine's text inputs: move notation (full and abbreviated), position
//! notation, Betza strings and variant definitions. Each target mutates valid inputs
//! (see `mutate`) for `PIGEONPOST_FUZZ_SECS` seconds (3 in debug builds, 60 in
//! release) with a per-input time limit, and asserts that nothing panics or hangs and
//! that whatever is accepted behaves: a resolved move plays, a read position writes
//! back to the same text, a built variant starts and moves. The seed is printed and
//! `PIGEONPOST_FUZZ_SEED` replays it; inputs it found are pinned in `regressions`.
//!
//! A long run, all four at once: `PIGEONPOST_FUZZ_SECS=600 cargo test --release
//! -p pigeonpost-engine --test engine fuzz -- --nocapture --test-threads=4`.

mod definitions;
mod fairy_ini;
mod harness;
mod mutate;
mod regressions;

use crate::support::{Rng, random_positions};
use harness::{Tracker, fuzz};
use mutate::{mutate, tokens};
use pigeonpost_engine::{Position, Turn, Variant, notation};
use std::collections::HashSet;
use std::sync::Arc;

/// Resolving accepts a text only as a legal turn, which plays, and whose canonical text
/// resolves to the same turn; refusing it only explains.
fn check_resolve(pos: &Position, text: &str) {
    match notation::resolve(pos, text) {
        Ok(r) => {
            let after = pos.play(&r.turn);
            assert!(after.is_ok(), "{text:?} resolved to an illegal turn");
            let again = notation::resolve(pos, &r.canonical)
                .unwrap_or_else(|e| panic!("canonical {:?} refused: {e}", r.canonical));
            assert_eq!(again.turn, r.turn, "canonical {:?}", r.canonical);
        }
        Err(e) => {
            let _ = (e.to_string(), e.kind());
        }
    }
}

/// A position the engine accepted is sound: its text reads back to itself, it lists
/// its turns, and a few of them write, read back and play.
fn check_position(pos: &Position, rng: &mut Rng) {
    let text = pos.fen();
    let back = Position::from_fen(pos.variant(), &text)
        .unwrap_or_else(|e| panic!("written text {text:?} refused: {e}"));
    assert_eq!(back.fen(), text, "written text reads back differently");
    let _ = (pos.outcome(), pos.in_check(), pos.repetition_key());
    let turns = pos.legal_turns();
    // The text carries all that decides play (storage keeps a game as its text).
    assert_eq!(
        back.legal_turns(),
        turns,
        "{text}: other turns once read back"
    );
    let distinct: HashSet<&Turn> = turns.iter().collect();
    assert_eq!(distinct.len(), turns.len(), "{text}: a turn listed twice");
    for _ in 0..turns.len().min(3) {
        let turn = &turns[rng.below(turns.len())];
        let full = pos.turn_text(turn);
        let san = pos.turn_san(turn);
        // Known and left: a piece that both moves to an empty square and takes en
        // passant there has two turns with one text (see `regressions`).
        if turns.iter().filter(|t| pos.turn_text(t) == full).count() > 1 {
            continue;
        }
        for written in [&full, &san] {
            let r = notation::resolve(pos, written)
                .unwrap_or_else(|e| panic!("{text}: own text {written:?} refused: {e}"));
            assert_eq!(&r.turn, turn, "{text}: {written:?} read as another turn");
        }
        let _ = pos.play_unchecked(turn).fen();
    }
}

struct Corpus {
    /// Positions of every variant (Tandem-84 and the drop variants included), each with
    /// the full and abbreviated texts of some of its legal turns.
    positions: Vec<(Position, Vec<String>)>,
    pool: Vec<String>,
}

fn move_corpus(rng: &mut Rng) -> Corpus {
    let mut positions = Vec::new();
    let mut pool: Vec<String> = ["pass", "O-O", "O-O-O", "//", "; ", "=", "@", "*", "-", "x"]
        .map(String::from)
        .to_vec();
    for pos in random_positions(1, 16, rng.0) {
        let turns = pos.legal_turns();
        let mut texts = Vec::new();
        for t in turns.iter().step_by((turns.len() / 12).max(1)) {
            texts.push(pos.turn_text(t));
            texts.push(pos.turn_san(t));
        }
        for t in &texts {
            pool.extend(tokens(t));
        }
        pool.extend(texts.iter().cloned());
        positions.push((pos, texts));
    }
    pool.sort();
    pool.dedup();
    Corpus { positions, pool }
}

#[test]
fn fuzz_move_notation() {
    fuzz(
        "moves",
        move_corpus,
        |c: &mut Corpus, rng, tracker: &Tracker| {
            let (pos, texts) = &c.positions[rng.below(c.positions.len())];
            // Mostly this position's own turns; sometimes another's, so squares and
            // labels of other boards and variants turn up too.
            let base = if texts.is_empty() || rng.below(4) == 0 {
                let (_, other) = &c.positions[rng.below(c.positions.len())];
                other
                    .get(rng.below(other.len().max(1)))
                    .cloned()
                    .unwrap_or_default()
            } else {
                texts[rng.below(texts.len())].clone()
            };
            let text = mutate(rng, &base, &c.pool);
            tracker.input(&format!("{} | {text}", pos.fen()));
            check_resolve(pos, &text);
        },
    );
}

fn position_corpus(rng: &mut Rng) -> (Vec<(Arc<Variant>, String)>, Vec<String>) {
    let entries: Vec<(Arc<Variant>, String)> = random_positions(1, 24, rng.0)
        .into_iter()
        .map(|p| (p.variant().clone(), p.fen()))
        .collect();
    let mut pool: Vec<String> = entries.iter().flat_map(|(_, f)| tokens(f)).collect();
    pool.extend(["[", "]", "(", ")", "|", "pass1", "-", "KQkq", "w", "b"].map(String::from));
    pool.sort();
    pool.dedup();
    (entries, pool)
}

#[test]
fn fuzz_position_notation() {
    fuzz(
        "positions",
        position_corpus,
        |(entries, pool), rng, tracker| {
            let (variant, own) = &entries[rng.below(entries.len())];
            let base = if rng.below(6) == 0 {
                &entries[rng.below(entries.len())].1
            } else {
                own
            };
            let text = mutate(rng, base, pool);
            tracker.input(&format!("{}: {text}", variant.key()));
            if let Ok(pos) = Position::from_fen(variant, &text) {
                check_position(&pos, rng);
            }
        },
    );
}
