//! Listing Palindromic Chess's legal turns (target: under 20 ms per position).
//!
//! The mid-game positions are reached from the start by a fixed walk (turn number
//! `i * 31 % n` of the `n` legal ones at ply `i`), so they are real positions of play.

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost_engine::{Position, registry};
use std::hint::black_box;

fn walk(plies: usize) -> Position {
    let v = registry::get("palindromic").expect("palindromic is registered");
    let mut pos = Position::start(&v);
    for i in 0..plies {
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&turns[(i * 31 + 7) % turns.len()]);
    }
    pos
}

fn legal_turns(c: &mut Criterion) {
    for (name, plies) in [("start", 0), ("midgame-8", 8), ("midgame-16", 16)] {
        let pos = walk(plies);
        eprintln!("{name}: {} ({} turns)", pos.fen(), pos.legal_turns().len());
        c.bench_function(&format!("palindromic legal_turns {name}"), |b| {
            b.iter(|| black_box(&pos).legal_turns())
        });
    }
}

criterion_group!(benches, legal_turns);
criterion_main!(benches);
