//! `colour_balanced_drops`: a side's pieces of a listed kind (on the board and in the
//! reserve together) must be able to stand half on dark squares and half on light ones
//! (Fairy-Stockfish's `dropOppositeColoredBishop`: placement chess's bishops). A drop
//! of such a piece may not put more than its share on one colour; a drop of another
//! piece may not take the last square of the drop zone that a colour still needs.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::legal;
use crate::movegen::slot_allows;
use crate::piece::PieceKind;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn};

#[derive(Clone, Debug)]
pub(crate) struct ColourBalancedDrops {
    /// The kinds (as bits) kept balanced.
    pub kinds: u64,
}

impl ColourBalancedDrops {
    /// Keeps, of the turns from `start` on, those whose drop keeps every listed kind
    /// balanced.
    pub(crate) fn narrow(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>, start: usize) {
        legal::retain_from(out, start, |t| {
            t.moves().all(|m| !m.from.is_none() || self.allows(e, s, m))
        });
    }

    fn allows(&self, e: &Equipment, s: &State, m: &Move) -> bool {
        let color = m.piece.color();
        (0..e.kinds().len())
            .map(PieceKind::new)
            .filter(|k| k.is_in(self.kinds))
            .all(|kind| balanced(e, s, color, kind, m))
    }
}

/// Whether, after the drop `m`, `color`'s pieces of `kind` can still stand half on
/// each square colour.
fn balanced(e: &Equipment, s: &State, color: Color, kind: PieceKind, m: &Move) -> bool {
    let g = e.geometry();
    let on_board: Vec<Square> = s.occ[color.index()]
        .iter()
        .filter(|&sq| s.piece(sq).is_some_and(|p| p.kind() == kind))
        .collect();
    let slot = e.reserve_slots().iter().position(|sl| sl.kind == kind);
    let in_hand = slot.map_or(0, |i| usize::from(s.reserve[color.index()][i]));
    let count = on_board.len() + in_hand;
    if m.piece.kind() == kind {
        let dark = g.square_is_dark(m.to);
        let same = on_board
            .iter()
            .filter(|&&sq| g.square_is_dark(sq) == dark)
            .count();
        return same < count.div_ceil(2);
    }
    // The squares a piece of `kind` could still be dropped on, the drop's aside.
    let free = g.squares().filter(|&sq| {
        sq != m.to
            && s.is_empty(sq)
            && e.in_drop_zone(sq, color)
            && slot.is_none_or(|i| slot_allows(e, i, sq, color))
    });
    let (mut dark, mut light) = (0, 0);
    for sq in on_board.iter().copied().chain(free) {
        match g.square_is_dark(sq) {
            true => dark += 1,
            false => light += 1,
        }
    }
    dark >= count / 2 && light >= count / 2
}
