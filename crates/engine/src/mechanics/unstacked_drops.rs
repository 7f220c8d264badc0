//! `drops_onto_empty` with `unstacked`: a piece of that kind may not be dropped on a
//! file that already holds `unstacked_count` of its side's pieces of the kind (shogi's
//! two pawns on a file; a promoted pawn is another kind and does not count).

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::piece::PieceKind;
use crate::state::State;
use crate::turn::Move;

/// The most files a board has, for the per-file counts.
const FILES: usize = 32;

/// The rule's parameters: the kind, and how many of it on a file bar a drop there.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Unstacked {
    pub kind: PieceKind,
    pub count: u8,
}

impl Unstacked {
    /// Drops onto empty squares, without those this rule forbids.
    pub(crate) fn drops(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let start = out.len();
        movegen::drops_onto_empty(e, s, color, out);
        if !out[start..].iter().any(|m| m.piece().kind() == self.kind) {
            return;
        }
        let g = e.geometry();
        let mut per_file = [0u8; FILES];
        for sq in s.occ[color.index()].iter() {
            if s.piece(sq).is_some_and(|p| p.kind() == self.kind) {
                let file = g.file_index(sq).min(FILES - 1);
                per_file[file] = per_file[file].saturating_add(1);
            }
        }
        let mut i = start;
        while i < out.len() {
            let m = &out[i];
            let file = g.file_index(m.to()).min(FILES - 1);
            if m.piece().kind() == self.kind && per_file[file] >= self.count {
                out.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }
}
