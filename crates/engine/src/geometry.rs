//! Board geometry: files, ranks, sub-boards side by side, square names and colours.
//!
//! A square is an index `rank * width + file`. A board may be made of several
//! sub-boards placed side by side (Tandem-84 is two 6x7 boards); each has its own
//! edges, so a step that would cross from one sub-board to the next leaves the board.
//! A board may have holes: squares that do not exist. No piece stands on one, and no
//! step or slide reaches or crosses one (`offset` gives none), so the move tables, drops
//! and every other generator see them as the edge of the board.

use std::fmt;

/// The largest board we host: 16 files by 16 ranks, in all sub-boards together.
pub(crate) const MAX_FILES: usize = 26;
pub(crate) const MAX_RANKS: usize = 16;
pub(crate) const MAX_SQUARES: usize = 256;

/// A square index on a particular geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(crate) u16);

impl Square {
    pub(crate) const NONE: Square = Square(u16::MAX);

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) fn is_none(self) -> bool {
        self == Square::NONE
    }
}

/// One of the boards that make up the playing area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPart {
    pub first_file: usize,
    pub files: usize,
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
                first_file: first,
                files: w,
            });
            part_of_file.extend(std::iter::repeat_n(i as u8, w));
            first += w;
        }
        let names = (0..width * height)
            .map(|i| SquareName::at(i % width, i / width).to_string())
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

    pub fn width(&self) -> usize {
        self.width
    }

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

    pub fn square(&self, file: usize, rank: usize) -> Option<Square> {
        (file < self.width && rank < self.height).then(|| Square((rank * self.width + file) as u16))
    }

    pub fn file(&self, sq: Square) -> usize {
        sq.index() % self.width
    }

    pub fn rank(&self, sq: Square) -> usize {
        sq.index() / self.width
    }

    /// Which sub-board a square is on.
    pub fn board_of(&self, sq: Square) -> usize {
        self.part_of_file[self.file(sq)] as usize
    }

    /// The square `(df, dr)` away on the same sub-board, if there is one.
    pub fn offset(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let f = self.file(sq) as i32 + df;
        let r = self.rank(sq) as i32 + dr;
        if f < 0 || r < 0 || f >= self.width as i32 || r >= self.height as i32 {
            return None;
        }
        let to = self.square(f as usize, r as usize)?;
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
        let local = self.file(sq) - part.first_file;
        if local >= other.files {
            return None;
        }
        self.square(other.first_file + local, self.rank(sq))
            .filter(|&to| !self.is_hole(to))
    }

    /// Squares are dark when file + rank (both counted from 1) is even, so a1 is dark.
    pub fn is_dark(&self, file: usize, rank: usize) -> bool {
        (file + rank).is_multiple_of(2)
    }

    pub fn square_is_dark(&self, sq: Square) -> bool {
        self.is_dark(self.file(sq), self.rank(sq))
    }

    pub fn square_name(&self, file: usize, rank: usize) -> String {
        self.name_at(file, rank).to_string()
    }

    /// The name of (file, rank) (`e4`), for writing without a string of its own; also of
    /// a hole, and of a place off the board ("?").
    pub fn name_at(&self, file: usize, rank: usize) -> &str {
        match file < self.width {
            true => self.names.get(rank * self.width + file).map_or("?", |n| n),
            false => "?",
        }
    }

    /// The name of `sq` (`e4`), for writing without a string of its own.
    pub fn name_of(&self, sq: Square) -> &str {
        self.names.get(sq.index()).map_or("?", |n| n)
    }

    pub fn name(&self, sq: Square) -> SquareName {
        SquareName {
            file: self.file(sq) as u8,
            rank: self.rank(sq) as u8,
        }
    }

    /// Parses a lower-case square name such as `e4` or `l7` that exists on this board.
    pub fn parse_square(&self, text: &str) -> Option<Square> {
        let (file, rank) = parse_coord(text)?;
        self.square(file, rank).filter(|&sq| !self.is_hole(sq))
    }

    /// A rank counted from the given side's own first rank (0-based).
    pub fn relative_rank(&self, sq: Square, white: bool) -> usize {
        let r = self.rank(sq);
        if white { r } else { self.height - 1 - r }
    }
}

/// Splits `e4` into 0-based (file, rank) without reference to a board.
pub(crate) fn parse_coord(text: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    if bytes.len() < 2 || bytes.len() > 3 || !bytes[0].is_ascii_lowercase() {
        return None;
    }
    let digits = &text[1..];
    if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let rank: usize = digits.parse().ok()?;
    Some(((bytes[0] - b'a') as usize, rank - 1))
}

/// A printable square name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareName {
    pub file: u8,
    pub rank: u8,
}

impl SquareName {
    fn at(file: usize, rank: usize) -> SquareName {
        SquareName {
            file: file as u8,
            rank: rank as u8,
        }
    }
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_run_to_two_digit_ranks() {
        let g = Geometry::new(&[26], 9).unwrap();
        assert_eq!(g.square_name(0, 0), "a1");
        assert_eq!(g.name_at(25, 8), "z9");
        let tall = Geometry::new(&[10], 16).unwrap();
        assert_eq!(tall.name_at(4, 9), "e10");
        assert_eq!(tall.name_at(9, 15), "j16");
        assert_eq!(tall.name_at(10, 0), "?");
        assert_eq!(tall.name_at(0, 16), "?");
    }

    #[test]
    fn a1_is_dark_and_b1_light() {
        let g = Geometry::new(&[8], 8).unwrap();
        assert!(g.is_dark(0, 0));
        assert!(!g.is_dark(1, 0));
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
    }

    #[test]
    fn parses_two_digit_ranks_and_wide_files() {
        let g = Geometry::new(&[16], 16).unwrap();
        let sq = g.parse_square("p16").unwrap();
        assert_eq!((g.file(sq), g.rank(sq)), (15, 15));
        assert_eq!(g.name(sq).to_string(), "p16");
        assert_eq!(g.parse_square("a0"), None);
        assert_eq!(g.parse_square("a17"), None);
        assert_eq!(g.parse_square("E4"), None);
    }
}
