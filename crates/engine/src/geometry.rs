//! Board geometry: files, ranks, sub-boards side by side, square names and colours.
//!
//! A square is an index `rank * width + file`. A board may be made of several
//! sub-boards placed side by side (Tandem-84 is two 6x7 boards); each has its own
//! edges, so a step that would cross from one sub-board to the next leaves the board.
//! A board may have holes: squares that do not exist. No piece stands on one, and no
//! step or slide reaches or crosses one (`offset` gives none), so the move tables, drops
//! and every other generator see them as the edge of the board.

use crate::square::{Coords, File, Rank, Square};

/// The largest board we host: 26 files, 16 ranks, 256 squares in all sub-boards
/// together.
pub(crate) const MAX_FILES: usize = 26;
pub(crate) const MAX_RANKS: usize = 16;
pub(crate) const MAX_SQUARES: usize = 256;

/// One of the boards that make up the playing area: its leftmost file and its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPart {
    pub first_file: File,
    /// Its number of files.
    pub width: usize,
}

impl BoardPart {
    /// Its files, from the left.
    pub fn files(&self) -> impl DoubleEndedIterator<Item = File> + Clone + use<> {
        let first = self.first_file.index();
        (first..first + self.width).filter_map(File::new)
    }

    /// Its rightmost file.
    pub fn last_file(&self) -> File {
        File::new(self.first_file.index() + self.width - 1).unwrap_or(self.first_file)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    width: usize,
    height: usize,
    parts: Vec<BoardPart>,
    part_of_file: Vec<u8>,
    /// `hole[sq]`, or empty when the board has none.
    hole: Vec<bool>,
    /// Every square's name by index (holes too), written once: pages name every square.
    names: Vec<String>,
}

impl Geometry {
    /// A geometry of sub-boards of the given widths, side by side, all `height` ranks tall.
    pub(crate) fn new(part_widths: &[usize], height: usize) -> Result<Geometry, String> {
        let width: usize = part_widths.iter().sum();
        if part_widths.is_empty() || part_widths.contains(&0) {
            return Err("every board needs at least one file".into());
        }
        if !(1..=MAX_RANKS).contains(&height) {
            return Err(format!("ranks must be between 1 and {MAX_RANKS}"));
        }
        if width > MAX_FILES || width * height > MAX_SQUARES {
            return Err(format!(
                "{width}x{height} is too large (at most {MAX_FILES} files and {MAX_SQUARES} squares)"
            ));
        }
        let mut parts = Vec::new();
        let mut part_of_file = Vec::new();
        let mut first = 0;
        for (i, &w) in part_widths.iter().enumerate() {
            parts.push(BoardPart {
                first_file: coords_at(first, 0).file,
                width: w,
            });
            part_of_file.extend(std::iter::repeat_n(i as u8, w));
            first += w;
        }
        let names = (0..width * height)
            .map(|i| coords_at(i % width, i / width).to_string())
            .collect();
        Ok(Geometry {
            width,
            height,
            parts,
            part_of_file,
            hole: Vec::new(),
            names,
        })
    }

    /// Removes these squares from the board.
    pub(crate) fn with_holes(mut self, holes: &[Square]) -> Geometry {
        if !holes.is_empty() {
            self.hole = vec![false; self.num_squares()];
            for sq in holes {
                self.hole[sq.index()] = true;
            }
        }
        self
    }

    /// Whether `sq` is a hole: inside the rectangle, but not a square of the board.
    #[inline]
    pub fn is_hole(&self, sq: Square) -> bool {
        !self.hole.is_empty() && self.hole[sq.index()]
    }

    /// The holes, in square order.
    pub fn holes(&self) -> impl Iterator<Item = Square> + '_ {
        self.all_squares().filter(|&sq| self.is_hole(sq))
    }

    /// The number of files of the whole playing area.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of ranks.
    pub fn height(&self) -> usize {
        self.height
    }

    pub fn boards(&self) -> &[BoardPart] {
        &self.parts
    }

    pub fn num_squares(&self) -> usize {
        self.width * self.height
    }

    /// Every square of the board (holes left out).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.all_squares().filter(|&sq| !self.is_hole(sq))
    }

    /// Every index of the rectangle, holes included (for tables indexed by square).
    pub(crate) fn all_squares(&self) -> impl Iterator<Item = Square> + use<> {
        (0..self.num_squares()).map(|i| Square(i as u16))
    }

    /// The files of the whole playing area, from the left.
    pub fn files(&self) -> impl DoubleEndedIterator<Item = File> + Clone + use<> {
        (0..self.width).filter_map(File::new)
    }

    /// The ranks, from White's side.
    pub fn ranks(&self) -> impl DoubleEndedIterator<Item = Rank> + Clone + use<> {
        (0..self.height).filter_map(Rank::new)
    }

    /// The square at `file` and `rank` (a hole too; see `is_hole`), if the board
    /// reaches that far.
    pub fn square(&self, file: File, rank: Rank) -> Option<Square> {
        self.square_at_index(file.index(), rank.index())
    }

    /// The square named by `coords`, as `square` gives it.
    pub fn square_at(&self, coords: Coords) -> Option<Square> {
        self.square(coords.file, coords.rank)
    }

    pub(crate) fn square_at_index(&self, file: usize, rank: usize) -> Option<Square> {
        (file < self.width && rank < self.height).then(|| Square((rank * self.width + file) as u16))
    }

    pub fn file(&self, sq: Square) -> File {
        File::new(self.file_index(sq))
            .unwrap_or_else(|| unreachable!("boards have at most 26 files"))
    }

    pub fn rank(&self, sq: Square) -> Rank {
        Rank::new(self.rank_index(sq))
            .unwrap_or_else(|| unreachable!("boards have at most 16 ranks"))
    }

    /// The file and rank of `sq`, which name it (`e4`).
    pub fn coords(&self, sq: Square) -> Coords {
        Coords::new(self.file(sq), self.rank(sq))
    }

    /// The file of `sq` counted from 0, for arithmetic on squares.
    #[inline]
    pub(crate) fn file_index(&self, sq: Square) -> usize {
        sq.index() % self.width
    }

    /// The rank of `sq` counted from 0, for arithmetic on squares.
    #[inline]
    pub(crate) fn rank_index(&self, sq: Square) -> usize {
        sq.index() / self.width
    }

    /// Which sub-board a square is on.
    pub fn board_of(&self, sq: Square) -> usize {
        self.part_of_file[self.file_index(sq)] as usize
    }

    /// The square `(df, dr)` away on the same sub-board, if there is one.
    pub fn offset(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let f = self.file_index(sq) as i32 + df;
        let r = self.rank_index(sq) as i32 + dr;
        if f < 0 || r < 0 || f >= self.width as i32 || r >= self.height as i32 {
            return None;
        }
        let to = self.square_at_index(f as usize, r as usize)?;
        (self.board_of(to) == self.board_of(sq) && !self.is_hole(to)).then_some(to)
    }

    /// The same square on the next sub-board (cyclically): `c2` <-> `i2` on Tandem-84.
    pub fn corresponding(&self, sq: Square) -> Option<Square> {
        if self.parts.len() < 2 {
            return None;
        }
        let b = self.board_of(sq);
        let part = self.parts[b];
        let other = self.parts[(b + 1) % self.parts.len()];
        let local = self.file_index(sq) - part.first_file.index();
        if local >= other.width {
            return None;
        }
        self.square_at_index(other.first_file.index() + local, self.rank_index(sq))
            .filter(|&to| !self.is_hole(to))
    }

    /// Squares are dark when file + rank (both counted from 1) is even, so a1 is dark.
    pub fn square_is_dark(&self, sq: Square) -> bool {
        self.coords(sq).is_dark()
    }

    /// The name of the square at `file` and `rank` (`e4`), for writing without a
    /// string of its own; also of a hole, and of a place off the board ("?").
    pub fn name_at(&self, file: File, rank: Rank) -> &str {
        match self.square(file, rank) {
            Some(sq) => self.name_of(sq),
            None => "?",
        }
    }

    /// The name of `sq` (`e4`), for writing without a string of its own.
    pub fn name_of(&self, sq: Square) -> &str {
        self.names.get(sq.index()).map_or("?", |n| n)
    }

    /// Parses a lower-case square name such as `e4` or `l7` that exists on this board.
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let coords: Coords = text.parse().ok()?;
        self.square_at(coords).filter(|&sq| !self.is_hole(sq))
    }

    /// A rank counted from the given side's own first rank (0-based).
    pub(crate) fn relative_rank(&self, sq: Square, white: bool) -> usize {
        let r = self.rank_index(sq);
        if white { r } else { self.height - 1 - r }
    }
}

/// The coordinates at file and rank indexes known to be on a board.
fn coords_at(file: usize, rank: usize) -> Coords {
    match (File::new(file), Rank::new(rank)) {
        (Some(f), Some(r)) => Coords::new(f, r),
        _ => unreachable!("a board is at most 26 files by 16 ranks"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(g: &Geometry, file: usize, rank: usize) -> &str {
        g.name_at(File::new(file).unwrap(), Rank::new(rank).unwrap())
    }

    #[test]
    fn square_names_run_to_two_digit_ranks() {
        let g = Geometry::new(&[26], 9).unwrap();
        assert_eq!(at(&g, 0, 0), "a1");
        assert_eq!(at(&g, 25, 8), "z9");
        let tall = Geometry::new(&[10], 16).unwrap();
        assert_eq!(at(&tall, 4, 9), "e10");
        assert_eq!(at(&tall, 9, 15), "j16");
        assert_eq!(at(&tall, 10, 0), "?");
        assert_eq!(at(&tall, 0, 16), "?");
    }

    #[test]
    fn sub_board_edges_stop_steps() {
        let g = Geometry::new(&[6, 6], 7).unwrap();
        let f1 = g.parse_square("f1").unwrap();
        assert_eq!(g.offset(f1, 1, 0), None);
        assert_eq!(g.offset(f1, -1, 0), g.parse_square("e1"));
        let c2 = g.parse_square("c2").unwrap();
        assert_eq!(g.corresponding(c2), g.parse_square("i2"));
        assert_eq!(g.corresponding(g.parse_square("i2").unwrap()), Some(c2));
        let second = g.boards()[1];
        assert_eq!(second.first_file.to_string(), "g");
        assert_eq!(second.last_file().to_string(), "l");
        assert_eq!(second.files().count(), 6);
    }

    #[test]
    fn parses_two_digit_ranks_and_wide_files() {
        let g = Geometry::new(&[16], 16).unwrap();
        let sq = g.parse_square("p16").unwrap();
        assert_eq!((g.file(sq).index(), g.rank(sq).index()), (15, 15));
        assert_eq!(g.coords(sq).to_string(), "p16");
        assert_eq!(g.parse_square("a0"), None);
        assert_eq!(g.parse_square("a17"), None);
        assert_eq!(g.parse_square("E4"), None);
    }
}
