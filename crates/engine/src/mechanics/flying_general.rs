//! `flying_general`: the two sides' royal pieces may not face each other on an open
//! file or rank (xiangqi's generals). It is said as an attack: a royal piece attacks
//! the squares along its file and rank up to the first piece. Only royal pieces care
//! whether a square is attacked, so a turn that leaves the royals facing is refused
//! like one that leaves a royal in check, and a royal may not castle across a square
//! facing the other. A position where the royals already face each other (only a
//! set-up can give one) counts as check.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::square::Square;
use crate::state::State;

/// Whether `by`'s royal piece sees `target` along an open file or rank.
pub(crate) fn sees(e: &Equipment, s: &State, target: Square, by: Color) -> bool {
    between(e, s, target, by).is_some_and(|squares| squares.into_iter().all(|i| s.board[i] == 0))
}

/// The squares (as indices) strictly between `target` and `by`'s royal piece when
/// they share a file or rank with no hole between; `None` otherwise.
fn between(
    e: &Equipment,
    s: &State,
    target: Square,
    by: Color,
) -> Option<std::iter::StepBy<std::ops::Range<usize>>> {
    let royal = s.royal[by.index()];
    if royal.is_none() || royal == target {
        return None;
    }
    let g = e.geometry();
    let step = if g.file_index(royal) == g.file_index(target) {
        g.width()
    } else if g.rank_index(royal) == g.rank_index(target) && g.board_of(royal) == g.board_of(target)
    {
        1
    } else {
        return None;
    };
    let (lo, hi) = if royal.index() < target.index() {
        (royal.index(), target.index())
    } else {
        (target.index(), royal.index())
    };
    let squares = (lo + step..hi).step_by(step);
    if squares.clone().any(|i| g.is_hole(Square(i as u16))) {
        return None;
    }
    Some(squares)
}

/// The squares `sees` reads for `target`: those between it and `by`'s royal piece.
pub(crate) fn lines_through(e: &Equipment, s: &State, target: Square, by: Color) -> Bits {
    let mut out = Bits::default();
    for i in between(e, s, target, by).into_iter().flatten() {
        out.set(Square(i as u16));
    }
    out
}
