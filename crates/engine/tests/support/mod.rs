//! Helpers the variant rule tests share: set up a position, play turns written as a
//! player writes them, and ask whether a turn is legal.
#![allow(dead_code)]

use pigeonpost_engine::perft::{self, PerftRequest};
use pigeonpost_engine::{Position, notation, registry};

pub fn at(key: &str, fen: &str) -> Position {
    let v = registry::get(key).expect("variant is registered");
    Position::from_fen(&v, fen).expect("test position is valid")
}

pub fn start(key: &str) -> Position {
    Position::start(&registry::get(key).expect("variant is registered"))
}

/// Plays one turn written in notation, or says why not.
pub fn play(pos: &Position, text: &str) -> Result<Position, String> {
    notation::resolve(pos, text)
        .map(|r| pos.play(&r.turn))
        .map_err(|e| e.to_string())
}

pub fn after(pos: &Position, texts: &[&str]) -> Position {
    texts.iter().fold(pos.clone(), |p, t| {
        play(&p, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    })
}

pub fn legal(pos: &Position, text: &str) -> bool {
    play(pos, text).is_ok()
}

/// The placement field of the position notation.
pub fn board(pos: &Position) -> String {
    pos.fen().split(' ').next().unwrap_or_default().to_string()
}

/// Runs `pigeonpost perft KEY DEPTH --divide` as the CLI does and returns its output.
pub fn perft_output(key: &str, depth: u32, fen: Option<&str>, turns: &[&str]) -> String {
    perft::run(&PerftRequest {
        variant: key.into(),
        depth,
        fen: fen.map(str::to_string),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        divide: true,
    })
    .expect("perft runs")
}

/// The number on the `total:` line of perft output.
pub fn total(out: &str) -> u64 {
    out.lines()
        .find_map(|l| l.strip_prefix("total: "))
        .and_then(|n| n.parse().ok())
        .expect("a total line")
}
