//! `placed_promotion`: a pawn of a listed kind standing in its side's zone (or a side's
//! last such pawn, anywhere) may, instead of moving, become one of the `choices`: on
//! its own square, or on an empty square the new piece could move to from there. The
//! new piece may attack no enemy piece from where it stands, and the turn may not give
//! check. A pawn arriving in the zone by a move does not promote (sittuyin's fers).
//! Such a turn is a move of the pawn from its square to the new piece's, with the
//! promotion; in place, from its square to the same square.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::piece_moves;
use crate::piece::{Piece, PieceKind};
use crate::state::State;
use crate::turn::Move;

#[derive(Clone, Debug)]
pub(crate) struct PlacedPromotion {
    /// The pawn kinds (as bits).
    pub pawns: u64,
    /// What they may become, in order.
    pub choices: Vec<PieceKind>,
    /// Each side's zone, White's first.
    pub zones: [Bits; 2],
}

impl PlacedPromotion {
    /// The placed promotions of `color`'s pawns (before judging check).
    pub(crate) fn moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let pawns: Vec<_> = s.occ[color.index()]
            .iter()
            .filter(|&sq| s.piece(sq).is_some_and(|p| p.kind().is_in(self.pawns)))
            .collect();
        let last = pawns.len() == 1;
        for &from in &pawns {
            let Some(pawn) = s.piece(from) else { continue };
            if !last && !self.zones[color.index()].has(from) {
                continue;
            }
            let mut lifted = s.clone();
            lifted.remove(from);
            for &kind in &self.choices {
                let piece = Piece::new(kind, color);
                let mut reach = Vec::new();
                piece_moves(e, &lifted, from, piece, &mut reach);
                let targets = std::iter::once(from)
                    .chain(reach.iter().filter(|m| !m.is_capture()).map(|m| m.to));
                for to in targets {
                    if !attacks_enemy(e, &lifted, to, piece) {
                        let mut m = Move::new(pawn, from, to);
                        m.promote = kind.index() as u8 + 1;
                        out.push(m);
                    }
                }
            }
        }
    }

    /// Whether `m` is a placed promotion (a listed pawn's move that promotes: a pawn
    /// with this mechanic promotes no other way).
    pub(crate) fn is_placed(&self, m: &Move) -> bool {
        m.promote != 0 && !m.from.is_none() && m.piece.kind().is_in(self.pawns)
    }
}

/// Whether `piece` on `sq` of `s` would attack an enemy piece.
fn attacks_enemy(e: &Equipment, s: &State, sq: crate::square::Square, piece: Piece) -> bool {
    let mut out = Vec::new();
    piece_moves(e, s, sq, piece, &mut out);
    out.iter().any(|m| m.is_capture())
}
