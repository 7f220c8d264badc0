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
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};

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
    let Ok(n) = metered(pos, depth, &mut Unmetered);
    n
}

/// A bound on the work of one perft: the turns it may generate or count in all (a
/// position's work is its number of turns, whatever the depth), and a flag its caller
/// sets when the answer is no longer wanted. Both are looked at after each position's
/// turns, so a run overshoots by at most one position's turns.
#[derive(Debug)]
pub struct Budget<'a> {
    turns_left: u64,
    spent: u64,
    stop: &'a AtomicBool,
}

/// Why a bounded perft ended without its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stopped {
    #[error("the work allowed ran out")]
    Exhausted,
    #[error("the count was called off")]
    Cancelled,
}

impl<'a> Budget<'a> {
    pub fn new(turns: u64, stop: &'a AtomicBool) -> Budget<'a> {
        Budget {
            turns_left: turns,
            spent: 0,
            stop,
        }
    }

    /// The turns generated or counted so far, across every run on this budget.
    pub fn spent(&self) -> u64 {
        self.spent
    }
}

/// As `perft`, within `budget` (shared by successive calls, e.g. one per depth).
pub fn perft_within(pos: &Position, depth: u32, budget: &mut Budget) -> Result<u64, Stopped> {
    metered(pos, depth, budget)
}

/// What a count reports its work to. Plain perft's meter never stops it, and compiles
/// away: the same counting code serves both.
trait Meter {
    type Stop;
    fn spend(&mut self, turns: usize) -> Result<(), Self::Stop>;
}

struct Unmetered;

impl Meter for Unmetered {
    type Stop = Infallible;
    #[inline(always)]
    fn spend(&mut self, _: usize) -> Result<(), Infallible> {
        Ok(())
    }
}

impl Meter for Budget<'_> {
    type Stop = Stopped;
    fn spend(&mut self, turns: usize) -> Result<(), Stopped> {
        let turns = turns as u64;
        self.spent = self.spent.saturating_add(turns);
        if self.stop.load(Ordering::Relaxed) {
            return Err(Stopped::Cancelled);
        }
        if turns > self.turns_left {
            self.turns_left = 0;
            return Err(Stopped::Exhausted);
        }
        self.turns_left -= turns;
        Ok(())
    }
}

fn metered<M: Meter>(pos: &Position, depth: u32, meter: &mut M) -> Result<u64, M::Stop> {
    let mut buffers: Vec<Vec<Turn>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    let v = pos.variant();
    count(
        v.equipment(),
        v.rules(),
        pos.state(),
        depth,
        &mut buffers,
        meter,
    )
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

fn count<R: Rules, M: Meter>(
    e: &Equipment,
    r: &R,
    s: &State,
    depth: u32,
    buffers: &mut [Vec<Turn>],
    meter: &mut M,
) -> Result<u64, M::Stop> {
    if depth == 0 {
        return Ok(1);
    }
    if depth == 1 {
        if r.terminal(e, s).is_some() {
            return Ok(0);
        }
        let n = r.count_legal_turns(e, s);
        meter.spend(n)?;
        return Ok(n as u64);
    }
    let (mine, rest) = buffers.split_first_mut().unwrap_or_else(|| unreachable!());
    turns(e, r, s, mine);
    meter.spend(mine.len())?;
    let mut total = 0;
    for t in mine.iter() {
        let mut next = s.clone();
        r.play_turn(e, &mut next, t);
        total += count(e, r, &next, depth - 1, rest, meter)?;
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess() -> Position {
        Position::start(&registry::get("chess").expect("built in"))
    }

    #[test]
    fn a_budget_that_suffices_gives_the_plain_count_and_what_it_cost() {
        let stop = AtomicBool::new(false);
        let mut budget = Budget::new(10_000, &stop);
        assert_eq!(perft_within(&chess(), 3, &mut budget), Ok(8902));
        // 20 root turns, 400 below them, 8902 counted at the leaves' parents.
        assert_eq!(budget.spent(), 20 + 400 + 8902);
    }

    #[test]
    fn a_budget_runs_out_within_one_position_of_its_limit() {
        let stop = AtomicBool::new(false);
        let mut budget = Budget::new(1_000, &stop);
        assert_eq!(
            perft_within(&chess(), 4, &mut budget),
            Err(Stopped::Exhausted)
        );
        assert!(
            budget.spent() > 1_000 && budget.spent() < 1_000 + 60,
            "{}",
            budget.spent()
        );
        // A spent budget stops the next run at once.
        assert_eq!(
            perft_within(&chess(), 1, &mut budget),
            Err(Stopped::Exhausted)
        );
    }

    #[test]
    fn a_called_off_count_stops_at_its_next_position() {
        let stop = AtomicBool::new(true);
        let mut budget = Budget::new(u64::MAX, &stop);
        assert_eq!(
            perft_within(&chess(), 5, &mut budget),
            Err(Stopped::Cancelled)
        );
        assert_eq!(budget.spent(), 20);
    }
}
