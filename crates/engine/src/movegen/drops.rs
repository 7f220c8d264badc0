//! Plain drops from the reserve: onto empty squares of the drop zone, honouring slots
//! bound to one square colour and never where the piece could not move again
//! (`no_stranded_pieces`). Drops that do more are mechanics (`pushing_drops`).

use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// Reserve drops onto empty squares of the drop zone, honouring colour-bound slots.
pub fn drops_onto_empty(e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
    // The zone's squares no piece stands on, read once for every slot.
    let open = e.drop_zone[color.index()]
        .without(&s.occ[0])
        .without(&s.occ[1]);
    for i in 0..e.reserve_slots().len() {
        if s.reserve[color.index()][i] == 0 {
            continue;
        }
        let piece = Piece::new(e.reserve_slots()[i].kind, color);
        for sq in open.iter() {
            if s.is_empty(sq) && slot_allows(e, i, sq, color) && !e.strands(piece, sq) {
                out.push(drop_move(e, color, i, sq));
            }
        }
    }
}

/// A drop of slot `slot` onto `sq`, with no side effect.
pub fn drop_move(e: &Equipment, color: Color, slot: usize, sq: Square) -> Move {
    let piece = Piece::new(e.reserve_slots()[slot].kind, color);
    let mut m = Move::new(piece, Square::NONE, sq);
    m.slot = slot as u8;
    m.flags |= flags::DROP;
    m
}

/// Whether slot `slot` of `color` may go to `sq`: the square colour it is bound to,
/// and the narrower drop zone it may have.
pub fn slot_allows(e: &Equipment, slot: usize, sq: Square, color: Color) -> bool {
    let def = &e.reserve_slots()[slot];
    let colour = match def.dark {
        None => true,
        Some(dark) => e.geometry.square_is_dark(sq) == dark,
    };
    colour
        && def
            .drop_ranks
            .is_none_or(|n| e.geometry.relative_rank(sq, color == Color::White) < n)
}
