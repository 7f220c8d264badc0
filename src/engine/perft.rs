//! Perft: the number of leaf nodes of the legal-turn tree, the standard test of a
//! move generator. A finished game has no turns; the draw rules that need history are
//! ignored; every promotion choice is its own turn; the last ply is counted in bulk.

use super::position::Position;
use super::state::State;
use super::turn::Turn;
use super::variant::Variant;

pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Turn>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    count(pos.variant(), pos.state(), depth, &mut buffers)
}

/// Per root turn: its canonical text and the perft of the position after it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_turns()
        .iter()
        .map(|t| (pos.turn_text(t), perft(&pos.play(t), depth - 1)))
        .collect()
}

fn turns(v: &Variant, s: &State, out: &mut Vec<Turn>) {
    out.clear();
    if v.rules().terminal(v, s).is_none() {
        v.rules().legal_turns(v, s, out);
    }
}

fn count(v: &Variant, s: &State, depth: u32, buffers: &mut [Vec<Turn>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        if v.rules().terminal(v, s).is_some() {
            return 0;
        }
        return v.rules().count_legal_turns(v, s) as u64;
    }
    let (mine, rest) = buffers.split_first_mut().unwrap_or_else(|| unreachable!());
    turns(v, s, mine);
    let mut total = 0;
    for t in mine.iter() {
        let mut next = s.clone();
        next.play_turn(v, t);
        total += count(v, &next, depth - 1, rest);
    }
    total
}
