//! `free_drops`: a player may drop a piece of a listed kind on any empty square
//! without holding one: the supply never runs out and is not kept in the
//! position (ataxx, whose every turn may bring a new stone). A free drop names no
//! reserve slot (`FREE_SLOT`), so playing it takes nothing from a reserve.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::{Piece, PieceKind};
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// The slot a free drop names: none of the reserve's.
pub(crate) const FREE_SLOT: u8 = u8::MAX;

#[derive(Clone, Copy, Debug)]
pub(crate) struct FreeDrops {
    /// Kinds (as bits).
    pub kinds: u64,
}

impl FreeDrops {
    pub(crate) fn drops(self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let empty: Bits = {
            let mut b = Bits::default();
            for sq in e.geometry.squares() {
                if s.is_empty(sq) {
                    b.set(sq);
                }
            }
            b
        };
        for k in 0..64usize {
            if self.kinds & (1u64 << k) == 0 || k >= e.kinds().len() {
                continue;
            }
            let piece = Piece::new(PieceKind::new(k), color);
            for sq in empty.iter() {
                if !e.strands(piece, sq) {
                    out.push(free_drop(piece, sq));
                }
            }
        }
    }
}

fn free_drop(piece: Piece, sq: Square) -> Move {
    let mut m = Move::new(piece, Square::NONE, sq);
    m.slot = FREE_SLOT;
    m.flags |= flags::DROP;
    m
}
