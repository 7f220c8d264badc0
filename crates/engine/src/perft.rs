//! Perft: the number of leaf nodes of the legal-turn tree, the standard test of a
//! move generator. A finished game has no turns; the draw rules that need history are
//! ignored; every promotion choice is its own turn; the last ply is counted in bulk.

use crate::equipment::Equipment;
use crate::game::Game;
use crate::position::Position;
use crate::registry;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::Turn;
use crate::variant::Variant;

/// A perft run as a user asks for it: a variant, a depth, where to start, and turns to
/// play first in either notation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PerftRequest {
    pub variant: String,
    pub depth: u32,
    pub fen: Option<String>,
    pub turns: Vec<String>,
    /// One line per legal root turn with its count.
    pub divide: bool,
}

/// Runs a perft request and returns its report (the last line is always `total: N`),
/// or a message for the user.
pub fn run(req: &PerftRequest) -> Result<String, String> {
    let Some(v) = registry::get(&req.variant) else {
        return Err(format!(
            "unknown variant '{}'; known: {}",
            req.variant,
            registry::keys().join(", ")
        ));
    };
    run_on(&v, req)
}

/// As `run`, on a variant the caller has (one defined in a file, say); `req.variant`
/// is not looked up.
pub fn run_on(v: &std::sync::Arc<Variant>, req: &PerftRequest) -> Result<String, String> {
    use std::fmt::Write;
    let v = v.clone();
    let start = match &req.fen {
        Some(f) => Position::from_fen(&v, f).map_err(|e| e.to_string())?,
        None => Position::start(&v),
    };
    let mut game = Game::from_position(start);
    for (i, t) in req.turns.iter().enumerate() {
        game.play_text(t)
            .map_err(|e| format!("--turn {} ('{t}'): {e}", i + 1))?;
    }
    let pos = game.position();
    let mut out = String::new();
    let total = if req.divide {
        let mut total = 0;
        for (text, n) in divide(pos, req.depth) {
            let _ = writeln!(out, "{text}: {n}");
            total += n;
        }
        if req.depth == 0 { 1 } else { total }
    } else {
        perft(pos, req.depth)
    };
    let _ = writeln!(out, "total: {total}");
    Ok(out)
}

/// The number of leaf nodes `depth` turns below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Turn>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    let v = pos.variant();
    count(v.equipment(), v.rules(), pos.state(), depth, &mut buffers)
}

/// Per root turn: its canonical text and the perft of the position after it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_turns()
        .iter()
        .map(|t| (pos.turn_text(t), perft(&pos.play_unchecked(t), depth - 1)))
        .collect()
}

/// The legal turns of `s`; none in a finished game, which is a leaf.
fn turns<R: Rules>(e: &Equipment, r: &R, s: &State, out: &mut Vec<Turn>) {
    out.clear();
    if r.terminal(e, s).is_none() {
        r.legal_turns(e, s, out);
    }
}

fn count<R: Rules>(e: &Equipment, r: &R, s: &State, depth: u32, buffers: &mut [Vec<Turn>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        if r.terminal(e, s).is_some() {
            return 0;
        }
        return r.count_legal_turns(e, s) as u64;
    }
    let (mine, rest) = buffers.split_first_mut().unwrap_or_else(|| unreachable!());
    turns(e, r, s, mine);
    let mut total = 0;
    for t in mine.iter() {
        let mut next = s.clone();
        r.play_turn(e, &mut next, t);
        total += count(e, r, &next, depth - 1, rest);
    }
    total
}
