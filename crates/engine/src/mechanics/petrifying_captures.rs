//! `petrifying_captures`: a piece of a listed kind that captures turns to stone on the
//! square it took: a wall, which holds no piece, blocks every line and is never taken
//! (Fairy-Stockfish's petrification). A guarded piece (`guarded_pieces`) that would
//! petrify so would no longer stand, so it may not capture at all.

use crate::state::State;
use crate::turn::Move;

#[derive(Clone, Debug)]
pub(crate) struct PetrifyingCaptures {
    /// The kinds (as bits) that turn to stone when they capture.
    pub kinds: u64,
}

impl PetrifyingCaptures {
    /// Turns the capturer of `m`, just played, into a wall.
    #[inline]
    pub(crate) fn petrify(&self, s: &mut State, m: &Move) {
        if m.is_capture() && m.piece.kind().is_in(self.kinds) {
            s.remove(m.to);
            s.put_wall(m.to);
        }
    }
}
