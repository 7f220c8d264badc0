//! `captures_to_reserve`: a captured piece goes to the captor's reserve, as a piece of
//! the captor's colour (crazyhouse), into the reserve slot of its kind. Every kind
//! that can be captured needs an unrestricted slot in `[reserve]`. A promoted piece is
//! kept as what it is now (crazyhouse proper returns it as a pawn; that needs the
//! state to remember promotions, which it does not yet).
//!
//! With it usually comes `drops_onto_empty` with `pawn_ranks = "inner"`: pawns are
//! not dropped on their first rank or in their promotion zone.

use crate::variant::ReserveSlot;

/// `slot_of[kind]`: the reserve slot a captured piece of that kind goes to.
#[derive(Clone, Debug)]
pub(crate) struct CapturesToReserve {
    pub slot_of: Vec<Option<u8>>,
}

impl CapturesToReserve {
    /// The slot of each kind: the first slot of that kind without a square colour.
    pub(crate) fn new(kinds: usize, slots: &[ReserveSlot]) -> CapturesToReserve {
        let slot_of = (0..kinds)
            .map(|k| {
                slots
                    .iter()
                    .position(|s| s.kind == k && s.dark.is_none())
                    .map(|i| i as u8)
            })
            .collect();
        CapturesToReserve { slot_of }
    }
}
