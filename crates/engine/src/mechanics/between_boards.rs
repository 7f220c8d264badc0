//! What the mechanics acting between or across boards share: which of them a definition
//! switched on, and what generating their moves needs to know beyond the board.

use crate::color::Color;
use crate::piece::PieceKind;

/// How far a teleporting piece goes (`teleporting_pieces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Any square of its own board.
    Board,
    /// One king step.
    KingStep,
}

/// `teleporting_pieces`: which kinds teleport, and how far.
#[derive(Clone, Debug)]
pub(crate) struct Teleporting {
    /// Bit set over kinds.
    pub kinds: u64,
    pub reach: Reach,
}

impl Teleporting {
    pub(crate) fn moves_kind(&self, kind: PieceKind) -> bool {
        kind.is_in(self.kinds)
    }
}

/// Which between-board mechanics a definition switched on.
#[derive(Clone, Debug, Default)]
pub(crate) struct BoardMechanics {
    /// A piece may drop to the corresponding square of the other board and move on.
    pub transfers: bool,
    /// A piece may exchange places with an own piece on the corresponding square.
    pub swaps: bool,
    pub teleporting: Option<Teleporting>,
    /// Castling with the rooks of `[castling] extra_rooks`, the king crossing boards.
    pub castling_across: bool,
}

impl BoardMechanics {
    pub(crate) fn any(&self) -> bool {
        self.transfers || self.swaps || self.teleporting.is_some() || self.castling_across
    }
}

/// What move generation needs to know about the position beyond the board.
pub(crate) struct Context<'a> {
    pub color: Color,
    /// The mover's royal piece is attacked as this move begins (no royal transfer or
    /// swap across, no castling).
    pub in_check: bool,
    pub mechanics: &'a BoardMechanics,
}
