//! Drops that push an own pawn one square forward: onto the pawn's square
//! (`drops_onto_advancing_pawn`, first needed by Meteoric Chess) or onto the empty
//! square directly behind it (`drops_behind_advancing_pawn`, first needed by Culverin
//! Chess). Either way the square ahead of the pawn must be empty, and the pushed pawn
//! makes a one-square step (no capture, no en-passant right).

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

fn forward(color: Color) -> i32 {
    if color == Color::White { 1 } else { -1 }
}

/// Drops onto an own pawn standing inside the drop zone: the pawn steps one square
/// forward, which must be empty; the dropped piece takes the pawn's square.
pub(crate) fn onto_pawn(e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
    let g = e.geometry();
    for pawn_sq in s.occ[color.index()].iter() {
        let Some(pawn) = s.piece(pawn_sq) else {
            continue;
        };
        // The pawn, not the square ahead, must be in the zone.
        if !e.kind(pawn.kind()).pawn || !e.in_drop_zone(pawn_sq, color) {
            continue;
        }
        let Some(ahead) = g.offset(pawn_sq, 0, forward(color)) else {
            continue;
        };
        if !s.is_empty(ahead) {
            continue;
        }
        for slot in 0..e.reserve_slots().len() {
            if s.reserve[color.index()][slot] == 0 || !movegen::slot_allows(e, slot, pawn_sq, color)
            {
                continue;
            }
            out.push(relocating_drop(e, color, slot, pawn_sq, pawn_sq, ahead));
        }
    }
}

/// Drops onto an empty square of the drop zone directly behind an own pawn, which is
/// pushed one square forward into an empty square.
pub(crate) fn behind_pawn(e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
    let g = e.geometry();
    for slot in 0..e.reserve_slots().len() {
        if s.reserve[color.index()][slot] == 0 {
            continue;
        }
        for sq in g.squares() {
            if !s.is_empty(sq) || !e.in_drop_zone(sq, color) {
                continue;
            }
            let Some(pawn_sq) = g.offset(sq, 0, forward(color)) else {
                continue;
            };
            let Some(ahead) = g.offset(pawn_sq, 0, forward(color)) else {
                continue;
            };
            let own_pawn = s
                .piece(pawn_sq)
                .is_some_and(|p| p.color() == color && e.kind(p.kind()).pawn);
            if own_pawn && s.is_empty(ahead) && movegen::slot_allows(e, slot, sq, color) {
                out.push(relocating_drop(e, color, slot, sq, pawn_sq, ahead));
            }
        }
    }
}

/// A drop onto `to` that pushes the own pawn on `pawn_from` one square forward to
/// `pawn_to`.
fn relocating_drop(
    e: &Equipment,
    color: Color,
    slot: usize,
    to: Square,
    pawn_from: Square,
    pawn_to: Square,
) -> Move {
    let mut m = movegen::drop_move(e, color, slot, to);
    m.side_from = pawn_from;
    m.side_to = pawn_to;
    m.flags |= flags::RELOCATE;
    m
}
