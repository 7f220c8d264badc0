//! `compulsory_capture`: a player who can capture must (antichess, giveaway, losers).
//! Of the legal turns, only the captures remain when there is any; en passant counts
//! as a capture, castling does not. Check comes first: in check only the evasions are
//! legal, and among them the captures when there are any.

use crate::turn::Turn;

/// Keeps only the captures of `out[start..]`, if there is any.
pub(crate) fn keep_captures(out: &mut Vec<Turn>, start: usize) {
    let captures = |t: &Turn| t.moves().any(|m| m.is_capture());
    if out[start..].iter().any(captures) {
        crate::legal::retain_from(out, start, captures);
    }
}
