//! `enclosing_drops`: where a drop may go, by the pieces around the square. With the
//! rule `line` (reversi) a drop must close at least one line of enemy pieces against
//! one of the dropper's own, along a file, rank or diagonal, with no gap; with the rule
//! `touching` (ataxx) it must stand next to one of the dropper's own pieces. While any
//! of the `start` squares is empty, drops go there and nowhere else, whatever the rule
//! (reversi's four centre squares).

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;

/// The eight directions of a king's step, as (file, rank) offsets.
pub(crate) const AROUND: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// What a drop must do to be allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Enclosing {
    Line,
    Touching,
}

impl Enclosing {
    /// The rules by their names in a definition.
    pub(crate) const NAMES: &'static [&'static str] = &["line", "touching"];

    pub(crate) fn from_name(name: &str) -> Option<Enclosing> {
        match name {
            "line" => Some(Enclosing::Line),
            "touching" => Some(Enclosing::Touching),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct EnclosingDrops {
    pub rule: Enclosing,
    /// The squares that fill first; empty: none.
    pub start: Bits,
}

impl EnclosingDrops {
    /// Keeps, of the moves from `start` on, the board moves and the drops allowed.
    pub(crate) fn narrow(&self, e: &Equipment, s: &State, out: &mut Vec<Move>, start: usize) {
        let filling = self.start.iter().any(|sq| s.is_empty(sq));
        let mut i = start;
        while i < out.len() {
            let m = &out[i];
            let allowed = !m.from.is_none()
                || match filling {
                    true => self.start.has(m.to),
                    false => self.encloses(e, s, m.to, m.piece.color()),
                };
            if allowed {
                i += 1;
            } else {
                out.swap_remove(i);
            }
        }
    }

    /// Whether a piece of `color` on `sq` meets the rule.
    fn encloses(&self, e: &Equipment, s: &State, sq: Square, color: Color) -> bool {
        match self.rule {
            Enclosing::Touching => AROUND.iter().any(|&(df, dr)| {
                e.geometry
                    .offset(sq, df, dr)
                    .is_some_and(|n| s.piece(n).is_some_and(|p| p.color() == color))
            }),
            Enclosing::Line => AROUND
                .iter()
                .any(|&(df, dr)| enclosed_line(e, s, sq, color, (df, dr)).count() > 0),
        }
    }
}

/// The enemy pieces a piece of `color` on `sq` closes in along one direction: an
/// unbroken run of `color`'s opponent's pieces from the next square on, ended by one
/// of `color`'s own (none if the run ends anywhere else).
pub(crate) fn enclosed_line(
    e: &Equipment,
    s: &State,
    sq: Square,
    color: Color,
    (df, dr): (i32, i32),
) -> Bits {
    let mut run = Bits::default();
    let mut at = sq;
    while let Some(next) = e.geometry.offset(at, df, dr) {
        match s.piece(next) {
            Some(p) if p.color() != color => run.set(next),
            Some(_) => return run,
            None => break,
        }
        at = next;
    }
    Bits::default()
}
