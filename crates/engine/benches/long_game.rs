//! What the server's move path asks of the engine, at ply 10, 100 and 200 of one long
//! recorded Tandem-84 game (the load tool's `long-game` data): resume from the stored
//! position and keys, read the submitted text, play it, name it in both notations, and
//! find whether the game has ended. The cost should not grow with the game's length.

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost_engine::{Game, Position, registry};
use std::hint::black_box;

const GAME: &str = include_str!("../../load/data/tandem84-long.txt");

fn turns() -> Vec<&'static str> {
    GAME.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

fn decide(c: &mut Criterion) {
    let v = registry::get("tandem84").expect("tandem84");
    let texts = turns();
    let mut game = Game::from_position(Position::start(&v));
    let mut keys = vec![game.repetition_key().to_string()];
    let mut at = Vec::new();
    for (ply, text) in texts.iter().enumerate() {
        if [10, 100, 200].contains(&ply) {
            at.push((ply, game.position().clone(), keys.clone(), *text));
        }
        game.play_text(text).expect("the recorded game replays");
        keys.push(game.repetition_key().to_string());
    }
    for (ply, position, keys, text) in at {
        eprintln!("ply {ply}: {} legal turns", position.legal_turns().len());
        c.bench_function(&format!("tandem84 decide at ply {ply}"), |b| {
            b.iter(|| {
                let before = position.clone();
                let mut g = Game::resume(before.clone(), ply, keys.clone()).expect("resume");
                let resolved = g.play_text(black_box(text)).expect("legal");
                black_box(before.turn_san(&resolved.turn));
                black_box(g.position().fen());
                black_box(g.repetition_key());
                black_box(g.outcome())
            })
        });
    }
}

criterion_group!(benches, decide);
criterion_main!(benches);
