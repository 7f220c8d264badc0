//! `farthest_move`: a piece moves as far as it legally can. Of each piece's legal moves
//! only those of the largest distance (the larger of the files and ranks crossed) are
//! kept (first needed by Palindromic Chess). Today it constrains the first action of
//! `own_then_opponent`.

use crate::equipment::Equipment;
use crate::turn::Move;

/// Distance of a move: the larger of the files and ranks crossed. [RULING]
pub(crate) fn distance(e: &Equipment, m: &Move) -> usize {
    let g = e.geometry();
    let df = g.file_index(m.from).abs_diff(g.file_index(m.to));
    let dr = g.rank_index(m.from).abs_diff(g.rank_index(m.to));
    df.max(dr)
}

/// Appends to `out` those of one piece's `legal` moves that go the farthest.
pub(crate) fn keep_farthest<T: Copy>(e: &Equipment, legal: &[(Move, T)], out: &mut Vec<(Move, T)>) {
    let best = legal.iter().map(|(m, _)| distance(e, m)).max().unwrap_or(0);
    out.extend(
        legal
            .iter()
            .filter(|(m, _)| distance(e, m) == best)
            .copied(),
    );
}
