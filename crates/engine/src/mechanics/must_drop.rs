//! `must_drop`: while a player holds a piece of a listed kind (of any kind when none is
//! listed) in the reserve, it must drop such a piece if it legally can; only when no
//! such drop is legal may it move a piece on the board. With listed kinds, pieces of
//! other kinds may not be dropped meanwhile (koedem's king comes first). A setup phase
//! (placement, sittuyin) is this with the armies in the reserve.

use crate::equipment::Equipment;
use crate::legal;
use crate::piece::PieceKind;
use crate::state::State;
use crate::turn::Turn;

#[derive(Clone, Debug)]
pub(crate) struct MustDrop {
    /// Kinds (as bits); 0: any kind.
    pub kinds: u64,
}

impl MustDrop {
    fn listed(&self, kind: PieceKind) -> bool {
        self.kinds == 0 || kind.is_in(self.kinds)
    }

    /// Whether the side to move holds a piece it must drop first.
    pub(crate) fn binds(&self, e: &Equipment, s: &State) -> bool {
        e.reserve_slots()
            .iter()
            .zip(s.reserve[s.side.index()])
            .any(|(slot, n)| n > 0 && self.listed(slot.kind))
    }

    /// Narrows the legal turns from `start` on.
    pub(crate) fn narrow(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>, start: usize) {
        if !self.binds(e, s) {
            return;
        }
        let listed = |kind: PieceKind| self.listed(kind);
        let is_drop = |t: &Turn| t.moves().next().is_some_and(|m| m.from.is_none());
        if self.kinds != 0 {
            legal::retain_from(out, start, |t| {
                !is_drop(t) || t.moves().all(|m| listed(m.piece.kind()))
            });
        }
        if out[start..].iter().any(is_drop) {
            legal::retain_from(out, start, is_drop);
        }
    }
}
