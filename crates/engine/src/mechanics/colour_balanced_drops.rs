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
    /// balanced. What a drop is judged against (each listed kind's pieces by square
    /// colour, the free squares of each colour) is read off the position once, not
    /// once per drop.
    pub(crate) fn narrow(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>, start: usize) {
        let mut shares: [Option<Vec<Share>>; 2] = [None, None];
        legal::retain_from(out, start, |t| {
            t.moves().all(|m| {
                if !m.from.is_none() {
                    return true;
                }
                let color = m.piece.color();
                shares[color.index()]
                    .get_or_insert_with(|| self.shares(e, s, color))
                    .iter()
                    .all(|share| share.allows(e, s, m))
            })
        });
    }

    fn shares(&self, e: &Equipment, s: &State, color: Color) -> Vec<Share> {
        (0..e.kinds().len())
            .map(PieceKind::new)
            .filter(|k| k.is_in(self.kinds))
            .map(|kind| Share::of(e, s, color, kind))
            .collect()
    }
}

/// How `color`'s pieces of one kept kind stand: on each square colour, in all, and
/// how many free squares of each colour they could still be dropped on.
struct Share {
    kind: PieceKind,
    slot: Option<usize>,
    color: Color,
    /// On dark and on light squares.
    on_board: [usize; 2],
    count: usize,
    /// Free squares of the drop zone (dark, light) where a piece of the kind may land.
    free: [usize; 2],
}

impl Share {
    fn of(e: &Equipment, s: &State, color: Color, kind: PieceKind) -> Share {
        let g = e.geometry();
        let mut on_board = [0; 2];
        for sq in s.occ[color.index()].iter() {
            if s.piece(sq).is_some_and(|p| p.kind() == kind) {
                on_board[shade(g.square_is_dark(sq))] += 1;
            }
        }
        let slot = e.reserve_slots().iter().position(|sl| sl.kind == kind);
        let in_hand = slot.map_or(0, |i| usize::from(s.reserve[color.index()][i]));
        let mut share = Share {
            kind,
            slot,
            color,
            on_board,
            count: on_board[0] + on_board[1] + in_hand,
            free: [0; 2],
        };
        for sq in g.squares() {
            if share.could_land(e, s, sq) {
                share.free[shade(g.square_is_dark(sq))] += 1;
            }
        }
        share
    }

    /// Whether a piece of the kind could still be dropped on `sq`.
    fn could_land(&self, e: &Equipment, s: &State, sq: Square) -> bool {
        s.is_empty(sq)
            && e.in_drop_zone(sq, self.color)
            && self.slot.is_none_or(|i| slot_allows(e, i, sq, self.color))
    }

    /// Whether, after the drop `m`, the pieces of the kind can still stand half on
    /// each square colour.
    fn allows(&self, e: &Equipment, s: &State, m: &Move) -> bool {
        let on = shade(e.geometry().square_is_dark(m.to));
        if m.piece.kind() == self.kind {
            return self.on_board[on] < self.count.div_ceil(2);
        }
        // The squares a piece of the kind could still be dropped on, the drop's aside.
        let mut free = self.free;
        if self.could_land(e, s, m.to) {
            free[on] -= 1;
        }
        (0..2).all(|c| self.on_board[c] + free[c] >= self.count / 2)
    }
}

/// The index of a square colour: dark 0, light 1.
fn shade(dark: bool) -> usize {
    usize::from(!dark)
}
