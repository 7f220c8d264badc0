//! Pieces: a kind (which of the variant's pieces) and a colour, packed in a byte; and
//! what a kind of piece is (its label, names, moves, and the rules it keeps).

use crate::betza::Component;
use crate::bits::Bits;
use crate::color::Color;
use crate::limits::MAX_KINDS;
use crate::square::Square;
use std::fmt::Write as _;

/// One of a variant's kinds of piece, by its place in the variant's list of pieces
/// (`Variant::pieces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(u8);

impl PieceKind {
    /// The kind at `index` of the list; at most `MAX_KINDS` kinds, which a definition
    /// keeps.
    pub(crate) const fn new(index: usize) -> PieceKind {
        debug_assert!(index < MAX_KINDS);
        PieceKind(index as u8)
    }

    /// Its place in the variant's list of pieces.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The kind as a member of a bit set over kinds (a `u64`, as `MAX_KINDS` allows).
    #[inline]
    pub(crate) const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Whether the bit set `set` holds this kind.
    #[inline]
    pub(crate) const fn is_in(self, set: u64) -> bool {
        set & self.bit() != 0
    }
}

/// The board byte of a wall (`walling`): a square that is occupied, so that it blocks
/// every line and every landing, yet holds no piece, so that nothing captures it. It
/// is the code a kind beyond `MAX_KINDS` would have, which no kind set names: the
/// attack tables, reading it as a piece, find no attacker in it.
pub(crate) const WALL: u8 = 2 * 62 + 1;
const _: () = assert!(MAX_KINDS < 62);

/// Board codes there can be: every kind's two colours and the wall.
pub(crate) const PIECE_CODES: usize = 128;
const _: () = assert!((WALL as usize) < PIECE_CODES);

/// A piece on the board or in hand: a kind and a colour. `0` is reserved for "no
/// piece" in board arrays, `WALL` for a wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece(u8);

impl Piece {
    pub fn new(kind: PieceKind, color: Color) -> Piece {
        Piece(kind.0 * 2 + color as u8 + 1)
    }

    /// Decodes a board byte; `None` for an empty square or a wall.
    #[inline]
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        (code != 0 && code != WALL).then_some(Piece(code))
    }

    pub(crate) fn code(self) -> u8 {
        self.0
    }

    pub fn kind(self) -> PieceKind {
        PieceKind((self.0 - 1) >> 1)
    }

    pub fn color(self) -> Color {
        if (self.0 - 1) & 1 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The same colour's piece of another kind.
    pub(crate) fn with_kind(self, kind: PieceKind) -> Piece {
        Piece::new(kind, self.color())
    }
}

/// Promotion of a piece kind: where and into what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Promotion {
    /// Ranks counted from the owner's side (0 = own first rank) on which the piece
    /// promotes, White's and Black's (the same unless the definition gives Black's).
    pub relative_ranks: [Vec<usize>; 2],
    /// Squares of the zone besides those ranks, White's and Black's.
    pub squares: [Vec<Square>; 2],
    /// White's and Black's choices, and the default of each.
    pub choices: [Vec<PieceKind>; 2],
    pub default: [PieceKind; 2],
    /// The piece may also stay as it is (shogi): a move into the zone offers the
    /// promotion beside the plain move.
    pub optional: bool,
    /// A move that starts in the zone promotes too, not only one that ends there
    /// (shogi's zone is entered, crossed or left).
    pub leaving: bool,
    /// Only a capture promotes (micro shogi); other moves stay as they are.
    pub on_capture: bool,
}

impl Promotion {
    /// What a piece of `color` may promote to.
    pub fn choices_for(&self, color: Color) -> &[PieceKind] {
        &self.choices[color.index()]
    }

    pub fn default_for(&self, color: Color) -> PieceKind {
        self.default[color.index()]
    }
}

/// Everything the engine knows about one kind of piece.
#[derive(Clone, Debug)]
pub(crate) struct KindDef {
    /// White's label (`N`, `RR`); Black's is the lower-case form.
    pub label: String,
    pub name: String,
    pub betza: String,
    /// The name of the drawing used for this kind in the piece set.
    pub glyph: String,
    pub notes: String,
    pub royal: bool,
    pub pawn: bool,
    /// Its moves restart the fifty-move count (a pawn's, unless a definition says not),
    /// White's and Black's.
    pub resets_clock: [bool; 2],
    /// Counts as a minor piece for the insufficient-material rule.
    pub minor: bool,
    /// Ranks (from the owner's side) on which `i` moves are allowed, White's and
    /// Black's; none for White means "only while the piece has never moved".
    pub initial_ranks: [Vec<usize>; 2],
    /// Squares `i` moves start from besides those ranks, White's and Black's.
    pub initial_squares: [Vec<Square>; 2],
    pub promotion: Option<Promotion>,
    pub castling: Option<u8>,
    pub components: Vec<Component>,
    /// The squares the piece may move to, White's and Black's (a palace); `None`: the
    /// whole board. A piece also attacks only the squares of its region.
    pub region: Option<[Bits; 2]>,
    /// From this rank on (0-based, counted from the owner's side), the piece moves as
    /// these components say instead (a soldier across the river).
    pub beyond: Option<(usize, Vec<Component>)>,
    /// The board's diagonal lines and the moves the piece has along them, from one of
    /// their squares to another (janggi's palace diagonals).
    pub along_lines: Option<(Bits, Vec<Component>)>,
    /// Its hops go neither over nor onto a piece of its own kind (the janggi cannon).
    pub not_over_own_kind: bool,
}

impl KindDef {
    pub fn label_for(&self, color: Color) -> String {
        self.label_as(color).to_string()
    }

    /// The label as `color` writes it, to be written without a string of its own.
    pub fn label_as(&self, color: Color) -> SideLabel<'_> {
        SideLabel {
            label: &self.label,
            color,
        }
    }
}

/// A kind's label as one side writes it: White's as it is, Black's in lower case.
#[derive(Clone, Copy, Debug)]
pub struct SideLabel<'a> {
    label: &'a str,
    color: Color,
}

impl std::fmt::Display for SideLabel<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.color {
            Color::White => f.write_str(self.label),
            Color::Black if self.label.is_ascii() => {
                for b in self.label.bytes() {
                    f.write_char(b.to_ascii_lowercase() as char)?;
                }
                Ok(())
            }
            Color::Black => f.write_str(&self.label.to_lowercase()),
        }
    }
}
