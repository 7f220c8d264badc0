//! Moves and turns. A turn is everything a player does before the opponent moves:
//! one component move in most variants, two in Tandem-84 and Palindromic, none for a pass.

use super::piece::{Piece, PieceKind};
use crate::square::Square;

/// Flags describing what a component move is, for notation and for applying it.
pub(crate) mod flags {
    pub const DROP: u8 = 1;
    pub const CASTLE: u8 = 2;
    pub const EN_PASSANT: u8 = 4;
    /// The mover and the piece on `to` exchange squares.
    pub const SWAP: u8 = 8;
    /// A drop from the reserve that pushes a pawn (Meteoric, Culverin).
    pub const RELOCATE: u8 = 16;
    /// The mover first transfers to the corresponding square of the other board (`via`).
    pub const TRANSFER: u8 = 32;
    /// A piece from the reserve (`slot`) comes onto `gate` as the move is made.
    pub const GATE: u8 = 64;
    /// A wall comes onto `gate` once the move is made (`walling`).
    pub const WALL: u8 = 128;
}

/// One component move. Squares not used are `Square::NONE`. Users read a move through
/// its accessors and `Position::turn_text`; only the engine builds one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The mover as it stood (or as it comes out of the reserve).
    pub(crate) piece: Piece,
    /// Origin; `NONE` for a drop from the reserve.
    pub(crate) from: Square,
    /// The square a transferring piece passes through on the other board.
    pub(crate) via: Square,
    pub(crate) to: Square,
    /// The square of the captured piece (differs from `to` for en passant).
    pub(crate) captured: Square,
    /// A second piece that changes square: the castling rook, a relocated pawn, or the
    /// swap partner.
    pub(crate) side_from: Square,
    pub(crate) side_to: Square,
    /// Promotion kind + 1, or 0. For a swap it promotes the partner.
    pub(crate) promote: u8,
    /// Reserve slot of a drop.
    pub(crate) slot: u8,
    pub(crate) flags: u8,
    /// For a double step: the skipped square an enemy pawn may take en passant.
    pub(crate) ep_square: Square,
    /// `GATE`: the square the piece from the reserve comes onto; `WALL`: the square
    /// the wall comes onto.
    pub(crate) gate: Square,
}

impl Move {
    pub(crate) fn new(piece: Piece, from: Square, to: Square) -> Move {
        Move {
            piece,
            from,
            via: Square::NONE,
            to,
            captured: Square::NONE,
            side_from: Square::NONE,
            side_to: Square::NONE,
            promote: 0,
            slot: 0,
            flags: 0,
            ep_square: Square::NONE,
            gate: Square::NONE,
        }
    }

    pub(crate) fn is(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }

    /// The square the move starts on; none for a drop from the reserve.
    pub fn from(&self) -> Option<Square> {
        (!self.from.is_none()).then_some(self.from)
    }

    /// The square the moving piece ends on.
    pub fn to(&self) -> Square {
        self.to
    }

    /// The piece that moves, as it stood (or as it comes out of the reserve).
    pub fn piece(&self) -> Piece {
        self.piece
    }

    /// Whether the move takes an enemy piece.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_none()
    }

    pub(crate) fn promotion(&self) -> Option<PieceKind> {
        (self.promote != 0).then(|| PieceKind::new(self.promote as usize - 1))
    }
}

/// A turn: zero (a pass), one or two component moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    moves: [Option<Move>; 2],
}

impl Turn {
    pub(crate) fn pass() -> Turn {
        Turn {
            moves: [None, None],
        }
    }

    pub(crate) fn single(m: Move) -> Turn {
        Turn {
            moves: [Some(m), None],
        }
    }

    pub(crate) fn double(a: Move, b: Move) -> Turn {
        Turn {
            moves: [Some(a), Some(b)],
        }
    }

    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        self.moves.iter().flatten()
    }

    pub fn len(&self) -> usize {
        self.moves.iter().flatten().count()
    }

    pub fn is_pass(&self) -> bool {
        self.moves[0].is_none()
    }

    pub fn is_empty(&self) -> bool {
        self.is_pass()
    }

    pub fn first(&self) -> Option<&Move> {
        self.moves[0].as_ref()
    }
}
