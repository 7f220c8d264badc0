//! `flying_general`: the two sides' royal pieces may not face each other on an open
//! file or rank (xiangqi's generals). It is said as an attack: a royal piece attacks
//! the squares along its file and rank up to the first piece. Only royal pieces care
//! whether a square is attacked, so a turn that leaves the royals facing is refused
//! like one that leaves a royal in check, and a royal may not castle across a square
//! facing the other. A position where the royals already face each other (only a
//! set-up can give one) counts as check.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::square::Square;
use crate::state::State;

/// Whether `by`'s royal piece sees `target` along an open file or rank.
pub(crate) fn sees(e: &Equipment, s: &State, target: Square, by: Color) -> bool {
    let royal = s.royal[by.index()];
    if royal.is_none() || royal == target {
        return false;
    }
    let g = e.geometry();
    let (rf, rr) = (g.file_index(royal) as i32, g.rank_index(royal) as i32);
    let (tf, tr) = (g.file_index(target) as i32, g.rank_index(target) as i32);
    if rf != tf && rr != tr {
        return false;
    }
    let (df, dr) = ((rf - tf).signum(), (rr - tr).signum());
    let mut at = target;
    loop {
        match g.offset(at, df, dr) {
            Some(next) if next == royal => return true,
            Some(next) if s.piece(next).is_none() => at = next,
            _ => return false,
        }
    }
}
