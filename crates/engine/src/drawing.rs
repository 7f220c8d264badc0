//! What a board's drawing shows beside its squares, as the players of its family draw
//! it: pieces on the points where lines cross, the palaces (where the royal piece is
//! kept) and the river (the rank a piece's moves change beyond). Each is read off the
//! rules, so a definition that moves its palace moves the drawing with it.

use crate::color::Color;
use crate::family::DrawnOn;
use crate::square::Coords;
use crate::variant::Variant;

/// The lines of a board drawn on points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardDrawing {
    pub drawn_on: DrawnOn,
    /// The first rank (0-based, from White's side) beyond the river: it runs between
    /// that rank and the one below.
    pub river: Option<usize>,
    /// Each palace as its lower-left and upper-right corners (from White's side).
    pub palaces: Vec<(Coords, Coords)>,
}

impl Variant {
    pub fn board_drawing(&self) -> BoardDrawing {
        let e = self.equipment();
        let g = self.geometry();
        let h = g.height();
        let mut palaces = Vec::new();
        for (_, kind) in e.each_kind().filter(|(_, k)| k.royal) {
            let Some(regions) = &kind.region else {
                continue;
            };
            for color in Color::BOTH {
                let squares: Vec<Coords> = regions[color.index()]
                    .iter()
                    .map(|sq| g.coords(sq))
                    .collect();
                let corner = |pick: fn(usize, usize) -> usize, init| {
                    squares.iter().fold(init, |(f, r), c| {
                        (pick(f, c.file.index()), pick(r, c.rank.index()))
                    })
                };
                let (lo, hi) = (
                    corner(usize::min, (usize::MAX, usize::MAX)),
                    corner(usize::max, (0, 0)),
                );
                let (Some(lo), Some(hi)) = (coords(lo), coords(hi)) else {
                    continue;
                };
                if !palaces.contains(&(lo, hi)) {
                    palaces.push((lo, hi));
                }
            }
        }
        // A piece that moves otherwise from the middle rank on, counted from either
        // side, has crossed a river there.
        let river = e
            .each_kind()
            .filter_map(|(_, k)| k.beyond.as_ref().map(|(rank, _)| *rank))
            .find(|&rank| rank * 2 == h);
        BoardDrawing {
            drawn_on: self.family().drawn_on,
            river,
            palaces,
        }
    }
}

fn coords((f, r): (usize, usize)) -> Option<Coords> {
    Some(Coords::new(
        crate::square::File::new(f)?,
        crate::square::Rank::new(r)?,
    ))
}
