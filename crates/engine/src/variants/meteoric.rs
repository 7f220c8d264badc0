//! Meteoric Chess (M. Winther, 2007): orthodox chess with most pieces in a reserve.
//!
//! A reserve piece is dropped onto an empty square of the player's drop zone (the
//! definition's `reserve.drop_ranks`: 4, or 3 in `meteoric-3rank`), or onto a friendly
//! pawn standing in the zone, which is relocated one square straight forward into an
//! empty square. The two reserve bishops are colour-bound slots (`BL`, `BD`), so the
//! shared `slot_allows` keeps each on its own colour. Everything else is FIDE; the only
//! other override keeps castling to rooks (a queen dropped on an empty corner is
//! "unmoved" too, but castling is with a rook).

use crate::color::Color;
use crate::geometry::Square;
use crate::movegen;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, flags};
use crate::variant::Variant;

/// The rule hooks of every Meteoric key.
pub struct Meteoric;

impl Rules for Meteoric {
    fn has_extra_attacks(&self) -> bool {
        false
    }

    fn drops(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        movegen::drops_onto_empty(v, s, color, out);
        relocation_drops(v, s, color, out);
    }
}

/// Drops onto a friendly pawn inside the drop zone: the pawn steps one square
/// forward, which must be empty; the dropped piece takes the pawn's square.
fn relocation_drops(v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
    let g = v.geometry();
    let forward = if color == Color::White { 1 } else { -1 };
    for pawn_sq in s.occ[color.index()].iter() {
        let Some(pawn) = s.piece(pawn_sq) else {
            continue;
        };
        // Clarification: the pawn, not the square ahead, must be in the zone.
        if !v.kind(pawn.kind()).pawn || !v.in_drop_zone(pawn_sq, color) {
            continue;
        }
        let Some(ahead) = g.offset(pawn_sq, 0, forward) else {
            continue;
        };
        if !s.is_empty(ahead) {
            continue;
        }
        for slot in 0..v.reserve_slots().len() {
            if s.reserve[color.index()][slot] == 0 || !movegen::slot_allows(v, slot, pawn_sq) {
                continue;
            }
            out.push(relocating_drop(v, color, slot, pawn_sq, pawn_sq, ahead));
        }
    }
}

/// A drop onto `to` that pushes the friendly pawn on `pawn_from` one square forward to
/// `pawn_to` (no capture, and no en-passant right: a one-square step). In Meteoric the
/// pawn stood on `to`; in Culverin it stood directly in front of it.
pub(crate) fn relocating_drop(
    v: &Variant,
    color: Color,
    slot: usize,
    to: Square,
    pawn_from: Square,
    pawn_to: Square,
) -> Move {
    let mut m = movegen::drop_move(v, color, slot, to);
    m.side_from = pawn_from;
    m.side_to = pawn_to;
    m.flags |= flags::RELOCATE;
    m
}
