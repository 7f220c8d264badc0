//! Helpers the test modules share: set up a position, play turns written as a player
//! writes them, ask whether a turn is legal, run perft as the CLI does, and reach
//! positions by seeded random play.
#![allow(dead_code)]

use pigeonpost_engine::perft::{self, PerftRequest};
use pigeonpost_engine::{Position, notation, registry};

pub fn at(key: &str, fen: &str) -> Position {
    let v = registry::get(key).expect("variant is registered");
    Position::from_fen(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn start(key: &str) -> Position {
    Position::start(&registry::get(key).expect("variant is registered"))
}

/// Plays one turn written in notation, or says why not.
pub fn play(pos: &Position, text: &str) -> Result<Position, String> {
    let resolved = notation::resolve(pos, text).map_err(|e| e.to_string())?;
    pos.play(&resolved.turn).map_err(|e| e.to_string())
}

pub fn after(pos: &Position, texts: &[&str]) -> Position {
    texts.iter().fold(pos.clone(), |p, t| {
        play(&p, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    })
}

pub fn legal(pos: &Position, text: &str) -> bool {
    play(pos, text).is_ok()
}

/// Canonical texts of every legal turn.
pub fn texts(pos: &Position) -> Vec<String> {
    pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect()
}

/// The placement field of the position notation.
pub fn board(pos: &Position) -> String {
    pos.fen().split(' ').next().unwrap_or_default().to_string()
}

/// Runs `pigeonpost perft KEY DEPTH [--divide]` as the CLI does and returns its output.
pub fn perft_run(key: &str, depth: u32, fen: Option<&str>, turns: &[&str], divide: bool) -> String {
    perft::run(&PerftRequest {
        variant: key.into(),
        depth,
        fen: fen.map(str::to_string),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        divide,
    })
    .unwrap_or_else(|e| panic!("perft {key} {depth}: {e}"))
}

/// Runs `pigeonpost perft KEY DEPTH --divide` as the CLI does and returns its output.
pub fn perft_output(key: &str, depth: u32, fen: Option<&str>, turns: &[&str]) -> String {
    perft_run(key, depth, fen, turns, true)
}

/// The number on the `total:` line of perft output.
pub fn total(out: &str) -> u64 {
    out.lines()
        .find_map(|l| l.strip_prefix("total: "))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no total line in {out}"))
}

/// A small deterministic generator (xorshift64*), so random play reproduces and the
/// tests need no crate (the engine itself has no randomness).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// Positions reached by random play from every hosted variant's start, the start
/// included: `games` games of up to `plies` turns each.
pub fn random_positions(games: usize, plies: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for v in registry::all() {
        for _ in 0..games {
            let mut pos = Position::start(v);
            for _ in 0..plies {
                out.push(pos.clone());
                let turns = pos.legal_turns();
                if turns.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(&turns[rng.below(turns.len())]);
            }
        }
    }
    out
}

/// One of Fairy-Stockfish's built-in variants, imported from its section of
/// `fsf-builtins.ini` as a user's parent would be.
pub fn fsf_builtin(name: &str) -> std::sync::Arc<pigeonpost_engine::Variant> {
    let v = pigeonpost_engine::Catalogue::builtin()
        .load_file_text("fsf-builtins.ini", "", name, true)
        .unwrap_or_else(|e| panic!("{name}: {}", e.join("\n")));
    std::sync::Arc::new(v)
}

/// The legal turns' texts, sorted, to compare with another engine's list.
pub fn sorted_turn_texts(pos: &Position) -> Vec<String> {
    let mut t: Vec<String> = pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect();
    t.sort();
    t
}
