//! The plain values the pairing rules work on: a player's state before a round, and
//! the pairing of a round. The server builds them from its stored games; nothing here
//! knows about storage or time.

/// A colour a player had (or gets) in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How a player floated in a round (FIDE C.04.3 A.4): down when paired with a lower
/// score (or, as bbpPairings and the checker count it, when scoring a win without
/// playing: a bye or a forfeit win), up when paired with a higher score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Float {
    #[default]
    None,
    Down,
    Up,
}

/// One player's state before the round to be paired.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Player {
    /// Pairing number: the rank in the initial ranking list, from 1.
    pub number: u32,
    /// Score in half points (a win is 2, a draw 1), byes and forfeits included.
    pub score_halves: u32,
    /// Per round played so far, the colour of the game actually played, or `None` when
    /// the player did not play over the board (bye, forfeit, absence). Forfeited games
    /// do not count for colours (C.04.1 and the Dutch rules' colour history).
    pub colours: Vec<Option<Colour>>,
    /// Per round played so far, the float the player received.
    pub floats: Vec<Float>,
    /// Pairing numbers of the opponents already met over the board (C1: no rematch).
    /// A forfeited game is not a meeting: the two may be paired again.
    pub opponents: Vec<u32>,
    /// Whether the player already had a pairing-allocated bye or a win by forfeit
    /// (C2: such a player is not given the bye).
    pub had_bye: bool,
    /// Not to be paired this round (withdrawn, or excused for the round).
    pub absent: bool,
}

/// One board of a round: the two players by pairing number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// The pairing of one round: boards in FIDE board order, and the player given the
/// pairing-allocated bye, if the number of players to pair is odd.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}
