//! What the `[mechanics]` table compiles into, and what reading it needs to know of the
//! rest of the definition: shared by the readers of the table (`schema`, `ends`) and
//! its checks of combinations (`combinations`).

use super::Mechanics;
use crate::geometry::Geometry;
use crate::piece::KindDef;
use crate::reserve::{CapturesToReserve, SlotDef};

/// The mechanics, with what they compile into the variant's data (`Equipment`): the
/// mechanics that change only what a move does to the position, which the state reads.
pub(crate) struct Compiled {
    pub mechanics: Mechanics,
    pub several_royals: bool,
    pub to_reserve: Option<CapturesToReserve>,
    /// `no_stranded_pieces`: no piece may arrive unpromoted where it could never move.
    pub no_stranded_pieces: bool,
    /// `gating`: the position text lists gates, which the state keeps.
    pub gating: bool,
    /// `gating` (from the reserve): a gate serves only while its side holds pieces.
    pub gates_from_hand: bool,
}

/// What the schema needs to know of the rest of the definition.
pub(crate) struct Board<'a> {
    pub geometry: &'a Geometry,
    pub kinds: &'a [KindDef],
    pub reserve: &'a [SlotDef],
}
