//! Why a setup is not a position a game could be in, every problem found at once; and
//! why a position text is refused, whether its text does not read or the position it
//! states could not arise.

use crate::color::Color;
use crate::fen::ParseFenError;
use crate::square::Coords;

/// One thing wrong with a setup.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionProblem {
    /// A setup made for another board (not read from this variant's text).
    #[error("the setup has {given} squares, and the board {expected}")]
    BoardSize { given: usize, expected: usize },
    /// A setup made for another reserve.
    #[error("the setup has {given} reserve slots a side, and the game {expected}")]
    ReserveSlots { given: usize, expected: usize },
    #[error("{square} is a hole in the board: no piece can stand there")]
    OnHole { square: Coords },
    #[error("{square}: a wall stands only on an empty square of a game whose turns place walls")]
    Wall { square: Coords },
    #[error("'{label}~': this game does not mark promoted pieces")]
    PromotionNotMarked { label: String },
    #[error("'{label}~': no piece promotes to a {label}")]
    NotPromoted { label: String },
    #[error("{square} is marked promoted, but no piece stands there")]
    PromotedEmpty { square: Coords },
    /// More than a reserve slot holds (64).
    #[error("too many reserve pieces")]
    ReserveFull,
    #[error("{color} has no castling with the piece on {rook}")]
    NoSuchCastling { color: Color, rook: Coords },
    #[error("castling right '{letter}' needs the king on {king} and the rook on {rook}")]
    CastlingRight {
        letter: char,
        king: Coords,
        rook: Coords,
    },
    #[error("'{square}' cannot be an en-passant square")]
    EnPassant { square: Coords },
    /// Checks still needed (`3+3`) in a game that does not count checks.
    #[error("this game does not count checks, so no checks can remain to be given")]
    ChecksRemaining,
    /// A second royal piece of one side, where the rules guard only one.
    #[error("{color} has royal pieces on {}: a side has at most one", join(.squares))]
    SeveralRoyals { color: Color, squares: Vec<Coords> },
    /// A piece of a family in another form than the one it takes on its square.
    #[error("a {piece} cannot stand on {square}: there it is a {form}")]
    WrongForm {
        piece: String,
        square: Coords,
        form: String,
    },
    #[error("the {piece} on {square} stands on a promotion square")]
    OnPromotionSquare { piece: String, square: Coords },
    /// The side that has just moved left its royal piece attacked.
    #[error("{waiting} is in check but it is {to_move}'s turn")]
    OppositeCheck { waiting: Color, to_move: Color },
}

fn join(squares: &[Coords]) -> String {
    let names: Vec<String> = squares.iter().map(Coords::to_string).collect();
    names.join(" and ")
}

/// Everything wrong with a setup, in the order it was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct PositionError {
    pub(crate) problems: Vec<PositionProblem>,
}

impl PositionError {
    pub fn problems(&self) -> &[PositionProblem] {
        &self.problems
    }
}

/// Why a position text was refused: it does not read, or the position it states could
/// not arise in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("invalid position: {0}")]
    Parse(#[from] ParseFenError),
    #[error("invalid position: {0}")]
    Position(#[from] PositionError),
}
