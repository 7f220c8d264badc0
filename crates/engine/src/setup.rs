//! A position as its text states it, not yet checked against the rules: what stands on
//! each square, what each side holds in hand, whose turn it is, which castlings and
//! en-passant captures are still possible, and the counters. A position text parses
//! into a `Setup` (`Setup::parse`) and a `Setup` writes back to the same text
//! (`Setup::text`); only `Position::from_setup` makes a position of it, reporting
//! every problem at once. What a mechanic keeps in the position text beside the pieces
//! (promoted marks, passes, checks given) has its field here, read and written as a
//! tagged field of the text.

use crate::color::Color;
use crate::piece::Piece;
use crate::square::Square;

/// A castling right still held: the side, and the square of the piece its king castles
/// with (the rook), which tells the variant's castlings apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CastlingRight {
    pub color: Color,
    pub rook: Square,
}

/// A position as stated, unchecked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each square, by `Square::index` (every index of the board's
    /// rectangle, holes included).
    pub board: Vec<Option<Piece>>,
    /// The squares of pieces that reached them by promotion (`Q~` in the text), where
    /// a captured promoted piece reverts to what it was promoted from.
    pub promoted: Vec<Square>,
    /// What each side holds in hand, White's first: a count per reserve slot, in the
    /// order of the variant's reserve.
    pub reserves: [Vec<u32>; 2],
    pub turn: Color,
    pub castling: Vec<CastlingRight>,
    /// The squares skipped by a double step, where the pawn that made it may be taken
    /// en passant (more than one where a turn has several moves).
    pub en_passant: Vec<Square>,
    /// Turns since the last capture, pawn move, drop or relocation.
    pub halfmoves: u32,
    /// The move number, from 1, counted up after each of Black's turns.
    pub fullmoves: u32,
    /// Turns passed in a row (`own_then_opponent`).
    pub passes: u32,
    /// The checks each side has given, White's first (`checks_to_win`).
    pub checks: [u32; 2],
    /// The checks each side still needs to win, White's first, where the text gives
    /// them as Fairy-Stockfish writes them (`3+2` after the en-passant field): they
    /// replace `checks` once the variant's count is known (`Position::from_setup`).
    pub checks_remaining: Option<[u32; 2]>,
    /// Open gates (`gating`): squares of a side's first rank whose piece has not moved,
    /// onto which a piece from hand may come as it leaves.
    pub gates: Vec<Square>,
    /// Walls placed in play (`walling`, `*` in the text): squares of the board that
    /// hold no piece and that nothing enters or passes.
    pub walls: Vec<Square>,
}

impl Setup {
    /// An empty board of `squares` squares and no reserve, White to move.
    pub fn empty(squares: usize) -> Setup {
        Setup {
            board: vec![None; squares],
            promoted: Vec::new(),
            reserves: [Vec::new(), Vec::new()],
            turn: Color::White,
            castling: Vec::new(),
            en_passant: Vec::new(),
            halfmoves: 0,
            fullmoves: 1,
            passes: 0,
            checks: [0, 0],
            checks_remaining: None,
            gates: Vec::new(),
            walls: Vec::new(),
        }
    }

    /// The piece on `sq`, if any (none off the board).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq.index()).copied().flatten()
    }
}
