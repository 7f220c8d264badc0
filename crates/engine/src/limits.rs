//! The bounds every accepted definition keeps, so that move generation on it stays fast
//! whatever a player writes (the `worst_definition` benchmark measures the worst case
//! these allow). Each is checked where its section is read; the board's own bounds are
//! in `geometry` (at most 26 files, 16 ranks and 256 squares), Betza's in `betza` (at
//! most 100 characters, ranges of at most 32), and a reserve slot holds at most 128.

/// Piece kinds in one definition (kinds are bit sets of a `u64` in the generator).
pub(crate) const MAX_KINDS: usize = 60;

/// Move directions of one piece kind, over all its Betza components: each is a path
/// on every square, walked for every piece of that kind. The queen has 8, an amazon
/// 16; 64 leaves room for compound fairy pieces.
pub(crate) const MAX_DIRECTIONS: usize = 64;

/// Pieces in the setup, on the board and in both reserves together, the reserves
/// counted only up to the empty squares they could fill. Play never adds pieces, so no
/// position of a game has more on its board.
pub(crate) const MAX_PIECES: usize = 128;

/// Squares of a board whose turns are several moves or actions (`moves_per_turn`,
/// `own_then_opponent`), or a move and a wall (`walling`): the turn list grows as the
/// square of the moves (or as the moves times the squares), so these turn shapes are
/// kept to boards of at most this size. Turns have at most two moves.
pub(crate) const MAX_SQUARES_SEVERAL_MOVES: usize = 128;
