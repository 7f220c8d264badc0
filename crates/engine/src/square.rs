//! Squares, files and ranks. A `Square` is a place on one variant's board (an index
//! its `Geometry` gives and reads); `File`, `Rank` and `Coords` name places on any board
//! (`a` to `z`, `1` to `16`, `e4`), and a board tells which of them it has.

use std::fmt;
use std::str::FromStr;

/// A square of a particular board: an index `rank * width + file` that its `Geometry`
/// gives (`Geometry::square`, `Geometry::squares`) and reads (`Geometry::coords`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(crate) u16);

impl Square {
    /// "No square", where a move has none (a drop has no origin).
    pub(crate) const NONE: Square = Square(u16::MAX);

    /// The square's index on its board, for tables indexed by square.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) fn is_none(self) -> bool {
        self == Square::NONE
    }
}

/// A file, counted from 0 (`a`) on the left of the whole playing area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// The file `index` places from the left (`a` is 0); `None` beyond `z`.
    pub fn new(index: usize) -> Option<File> {
        (index < 26).then_some(File(index as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its letter: `a` to `z`.
    pub fn letter(self) -> char {
        (b'a' + self.0) as char
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A rank, counted from 0 (rank `1`, White's side) upwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The rank `index` places from the bottom (rank `1` is 0); `None` beyond 255.
    pub fn new(index: usize) -> Option<Rank> {
        u8::try_from(index).ok().map(Rank)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its number as written: `1` for the first rank.
    pub fn number(self) -> u32 {
        u32::from(self.0) + 1
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A place named by file and rank, on whatever board: written `e4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coords {
    pub file: File,
    pub rank: Rank,
}

impl Coords {
    pub fn new(file: File, rank: Rank) -> Coords {
        Coords { file, rank }
    }

    /// Squares are dark when file + rank (both counted from 1) is even, so a1 is dark.
    pub fn is_dark(self) -> bool {
        (self.file.index() + self.rank.index()).is_multiple_of(2)
    }
}

impl fmt::Display for Coords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank)
    }
}

/// A text that is not a square's name such as `e4` or `l10`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square such as e4")]
pub struct ParseCoordsError(pub String);

impl FromStr for Coords {
    type Err = ParseCoordsError;

    /// A lower-case file letter and a rank number without leading zero: `e4`, `p16`.
    fn from_str(text: &str) -> Result<Coords, ParseCoordsError> {
        let fail = || ParseCoordsError(text.to_string());
        let bytes = text.as_bytes();
        if bytes.len() < 2 || bytes.len() > 4 || !bytes[0].is_ascii_lowercase() {
            return Err(fail());
        }
        let digits = &text[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(fail());
        }
        let number: usize = digits.parse().map_err(|_| fail())?;
        let file = File::new((bytes[0] - b'a') as usize).ok_or_else(fail)?;
        let rank = Rank::new(number - 1).ok_or_else(fail)?;
        Ok(Coords { file, rank })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_back_as_written() {
        for text in ["a1", "e4", "z9", "j16", "p10"] {
            let c: Coords = text.parse().unwrap();
            assert_eq!(c.to_string(), text);
        }
        let e4: Coords = "e4".parse().unwrap();
        assert_eq!((e4.file.index(), e4.rank.index()), (4, 3));
        for bad in ["", "e", "E4", "e0", "e04", "4e", "e4x", "ee4"] {
            assert!(bad.parse::<Coords>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a1_is_dark_and_b1_light() {
        let a1: Coords = "a1".parse().unwrap();
        let b1: Coords = "b1".parse().unwrap();
        assert!(a1.is_dark());
        assert!(!b1.is_dark());
    }
}
