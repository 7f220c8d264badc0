//! `no_stranded_pieces`: the squares from which a kind of piece could never move again,
//! read off its compiled move tables, for each colour. A piece may not arrive there
//! unpromoted, by a move or a drop (a shogi pawn or lance on the last rank, a knight
//! on the last two).

use crate::betza::PathKind;
use crate::bits::Bits;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::movetable::MoveTables;
use crate::piece::PieceKind;

/// `stranded[kind][colour]`: the squares where a piece of `kind` has no move at all
/// on an empty board. Moves that need another piece (hops, jumps) and initial moves do
/// not count: on an empty board there is nothing to hop over, and a piece that arrived
/// has moved.
pub(super) fn stranded_squares(
    tables: &MoveTables,
    geometry: &Geometry,
    kinds: usize,
) -> Vec<[Bits; 2]> {
    (0..kinds)
        .map(|k| {
            let mut zone = [Bits::default(); 2];
            for color in Color::BOTH {
                for sq in geometry.squares() {
                    let can_move = tables
                        .paths(PieceKind::new(k), color, sq)
                        .iter()
                        .any(|path| {
                            path.moves
                                && !path.initial
                                && !matches!(
                                    path.kind,
                                    PathKind::Hop | PathKind::Grasshopper | PathKind::MustJump
                                )
                                && !tables.squares_of(path).is_empty()
                        });
                    if !can_move {
                        zone[color.index()].set(sq);
                    }
                }
            }
            zone
        })
        .collect()
}
