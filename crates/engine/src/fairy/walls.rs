//! Walls in a Fairy-Stockfish start position (`*`): squares no piece stands on, moves
//! onto or passes through, written as the holes of our board (our position text reads
//! `*` on a hole, as Fairy-Stockfish writes it).

use super::model::Fsf;
use std::fmt::Write;

/// The start position's walls (`*`) as holes of our board: squares that are not there,
/// which nothing stands on, lands on or passes through.
pub(super) fn holes(out: &mut String, f: &Fsf, board: &[Vec<Option<char>>]) {
    let mut holes = Vec::new();
    for (i, row) in board.iter().enumerate() {
        for (j, c) in row.iter().enumerate() {
            if *c == Some('*') {
                let rank = f.ranks.saturating_sub(i);
                holes.push(format!("\"{}{rank}\"", char::from(b'a' + j.min(25) as u8)));
            }
        }
    }
    if !holes.is_empty() {
        let _ = writeln!(out, "holes = [{}]", holes.join(", "));
    }
}
