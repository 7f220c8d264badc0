//! Reserves: the slots of pieces a side holds in hand, and where captured pieces go.
//!
//! `captures_to_reserve`: a captured piece goes to the captor's reserve, as a piece of
//! the captor's colour (crazyhouse), into the reserve slot of its kind. Every kind
//! that can be captured needs an unrestricted slot in `[reserve]`.
//!
//! A captured promoted piece goes to the reserve as what it is now, unless
//! `promoted_revert = true`: then it goes as the piece it was promoted from, as in
//! crazyhouse (a promoted queen comes back a pawn). The position then remembers which
//! pieces are promoted (`Q~` in its text). Only a definition in which one kind promotes
//! can say what a promoted piece was, so that is required.
//!
//! With it usually comes `drops_onto_empty` with `pawn_ranks = "inner"`: pawns are
//! not dropped on their first rank or in their promotion zone.

use crate::piece::PieceKind;

/// One of a variant's reserve slots, by its place in the variant's reserve (the order
/// of `Position::in_hand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ReserveSlot(u8);

impl ReserveSlot {
    /// The slot at `index` of the reserve; at most `MAX_SLOTS` slots, which a
    /// definition keeps.
    pub(crate) fn new(index: usize) -> ReserveSlot {
        ReserveSlot(index as u8)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One kind of piece in a reserve, with an optional square-colour restriction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SlotDef {
    pub kind: PieceKind,
    /// The slot's own name in the position notation (`B` or `BL`).
    pub label: String,
    pub count: u8,
    /// `Some(true)`: only onto dark squares; `Some(false)`: only onto light ones.
    pub dark: Option<bool>,
    /// `Some(n)`: only onto the owner's first `n` ranks, a narrower zone than the
    /// reserve's (Sittuyin's rooks, dropped on the first rank only).
    pub drop_ranks: Option<usize>,
}

/// `slot_of[kind]`: the reserve slot a captured piece of that kind goes to.
#[derive(Clone, Debug)]
pub(crate) struct CapturesToReserve {
    pub slot_of: Vec<Option<u8>>,
    /// `promoted_revert`: the kind a captured promoted piece goes back to.
    pub revert_to: Option<PieceKind>,
    /// Promoted forms with no slot of their own (shogi's `+P`), which go back to hand
    /// as the kind that promotes into them whether marked or not (a bit set of kinds).
    pub forms: u64,
}

impl CapturesToReserve {
    /// The slot of each kind: the first slot of that kind without a square colour.
    pub(crate) fn new(kinds: usize, slots: &[SlotDef]) -> CapturesToReserve {
        let slot_of = (0..kinds)
            .map(|k| {
                slots
                    .iter()
                    .position(|s| s.kind.index() == k && s.dark.is_none())
                    .map(|i| i as u8)
            })
            .collect();
        CapturesToReserve {
            slot_of,
            revert_to: None,
            forms: 0,
        }
    }

    /// The slot a captured piece of `kind` goes to (as the kind that promotes when it
    /// was promoted and promoted pieces revert).
    pub(crate) fn slot_for(&self, kind: PieceKind, promoted: bool) -> Option<usize> {
        let kind = match self.revert_to {
            Some(original) if promoted && !kind.is_in(self.forms) => original,
            _ => kind,
        };
        self.slot_of
            .get(kind.index())
            .copied()
            .flatten()
            .map(usize::from)
    }
}
