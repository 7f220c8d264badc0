//! Worked examples of how to write each kind of turn a variant has (a plain move, a
//! capture, a drop, a relocation, a promotion, castling, a turn of two parts...), taken
//! from real legal turns: those of the start position and of short lines played from it.
//!
//! The lines are played by a fixed, seeded rule (no randomness at run time), so a
//! variant's examples are the same on every call. What a variant has is read off its
//! legal turns, never off its name: a kind that never turns up within the budget is
//! simply not shown.

use super::{canonical, san};
use crate::position::Position;
use crate::turn::{Move, Turn, flags};
use std::collections::BTreeMap;

/// One kind of turn, in the order the examples are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TurnKind {
    /// A piece moves to an empty square.
    Move,
    /// A piece takes an enemy piece.
    Capture,
    /// A piece from the reserve is put on the board.
    Drop,
    /// A drop that pushes a pawn a square forward.
    Relocation,
    /// A pawn becomes another piece.
    Promotion,
    /// King and rook move together.
    Castling,
    /// A piece crosses to the corresponding square of another board and moves on.
    Transfer,
    /// Two pieces exchange squares.
    Swap,
    /// A turn made of two moves.
    TwoParts,
}

impl TurnKind {
    /// A heading for the example, in words for a player.
    pub fn title(self) -> &'static str {
        match self {
            TurnKind::Move => "A move",
            TurnKind::Capture => "A capture",
            TurnKind::Drop => "A drop from the reserve",
            TurnKind::Relocation => "A drop that pushes a pawn forward",
            TurnKind::Promotion => "A promotion",
            TurnKind::Castling => "Castling",
            TurnKind::Transfer => "A move by way of the other board",
            TurnKind::Swap => "A swap",
            TurnKind::TwoParts => "A turn of two moves",
        }
    }
}

/// A legal turn of the kind, the line of play that leads to it (canonical texts from
/// the start position; empty for the start position itself), and the turn in full and
/// in abbreviated notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    pub kind: TurnKind,
    pub line: Vec<String>,
    pub full: String,
    pub abbreviated: String,
}

/// The kinds one turn shows.
pub fn kinds(turn: &Turn) -> Vec<TurnKind> {
    let mut out = Vec::new();
    if turn.len() > 1 {
        out.push(TurnKind::TwoParts);
    }
    for m in turn.moves() {
        out.extend(move_kinds(m));
    }
    out.sort();
    out.dedup();
    out
}

fn move_kinds(m: &Move) -> Vec<TurnKind> {
    let mut out = Vec::new();
    if m.is(flags::RELOCATE) {
        out.push(TurnKind::Relocation);
    } else if m.from.is_none() {
        out.push(TurnKind::Drop);
    }
    if m.is(flags::CASTLE) {
        out.push(TurnKind::Castling);
    }
    if m.is(flags::TRANSFER) {
        out.push(TurnKind::Transfer);
    }
    if m.is(flags::SWAP) {
        out.push(TurnKind::Swap);
    }
    if m.is_capture() {
        out.push(TurnKind::Capture);
    }
    if m.promotion().is_some() {
        out.push(TurnKind::Promotion);
    }
    if out.is_empty() {
        out.push(TurnKind::Move);
    }
    out
}

/// The longest line played in search of examples, in turns.
const LINE: usize = 60;
/// Lines played at most.
const LINES: u64 = 24;

/// One example of each kind of turn found within `budget` legal turns looked at: the
/// one reached by the shortest line, and among those the turn that shows the fewest
/// other kinds at once.
pub fn examples(start: &Position, budget: usize) -> Vec<Example> {
    // kind -> ((line length, kinds shown), example)
    let mut best: BTreeMap<TurnKind, ((usize, usize), Example)> = BTreeMap::new();
    let mut spent = 0;
    'lines: for seed in 1..=LINES {
        let mut rng = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut pos = start.clone();
        let mut line: Vec<String> = Vec::new();
        while line.len() < LINE && pos.outcome().is_none() {
            let turns = pos.legal_turns();
            spent += turns.len();
            for t in turns.iter().filter(|t| !t.is_pass()) {
                let ks = kinds(t);
                for &k in &ks {
                    let score = (line.len(), ks.len());
                    if best.get(&k).is_none_or(|(s, _)| score < *s) {
                        let example = Example {
                            kind: k,
                            line: line.clone(),
                            full: canonical(&pos, t),
                            abbreviated: san(&pos, t),
                        };
                        best.insert(k, (score, example));
                    }
                }
            }
            let Some(next) = choose(&pos, &turns, &mut rng) else {
                break;
            };
            line.push(canonical(&pos, &next));
            pos = pos.play_unchecked(&next);
            if spent > budget {
                break 'lines;
            }
        }
    }
    best.into_values().map(|(_, e)| e).collect()
}

/// The next turn of a line: a pawn's move half of the time when there is one (pawns
/// that advance meet, capture and promote sooner), otherwise any turn.
fn choose(pos: &Position, turns: &[Turn], rng: &mut Pick) -> Option<Turn> {
    let e = pos.variant().equipment();
    let pawn_moves: Vec<&Turn> = turns
        .iter()
        .filter(|t| {
            t.first()
                .is_some_and(|m| !m.from.is_none() && e.kind(m.piece.kind()).pawn)
        })
        .collect();
    if !pawn_moves.is_empty() && rng.below(2) == 0 {
        return Some(*pawn_moves[rng.below(pawn_moves.len())]);
    }
    (!turns.is_empty()).then(|| turns[rng.below(turns.len())])
}

/// A small fixed generator (xorshift64*): the same lines on every call.
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}
