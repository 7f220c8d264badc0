//! The crate's one error type. Its messages are written for a tournament organiser:
//! they name the players by pairing number and say what is wrong with the input or why
//! no pairing exists, so the server can show them as they are.

use thiserror::Error;

/// Everything that can go wrong when pairing, scheduling or scoring.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Two players were given the same pairing number.
    #[error("pairing number {0} is given to more than one player")]
    DuplicatePlayer(u32),
    /// Pairing numbers start at 1.
    #[error("pairing number 0 is not allowed: pairing numbers start at 1")]
    ZeroPairingNumber,
    /// A player's history names an opponent who is not in the tournament.
    #[error("player {player} is recorded as having met player {opponent}, who is not entered")]
    UnknownOpponent { player: u32, opponent: u32 },
    /// Round numbers start at 1 and cannot exceed the planned number of rounds.
    #[error("round {round} cannot be paired in a tournament of {total} rounds")]
    BadRound { round: u32, total: u32 },
    /// A player's colour or float history is longer than the rounds already played.
    #[error("player {player} has a history of {len} rounds, but only {played} rounds were played")]
    HistoryTooLong {
        player: u32,
        len: usize,
        played: u32,
    },
    /// The absolute criteria (no rematch, bye rules, colour limits) leave no pairing.
    #[error(
        "no pairing of round {round} satisfies the rules: \
         the players cannot all be paired without a rematch, a second bye or a forbidden colour"
    )]
    NoLegalPairing { round: u32 },
    /// The field is too large and varied for the pairing's weights: refused rather than
    /// paired by criteria cut short.
    #[error(
        "round {round} has too many score groups in one bracket to be paired exactly by this program"
    )]
    TooWide { round: u32 },
    /// Berger tables need at least two players.
    #[error("a round robin needs at least 2 players, not {0}")]
    TooFewPlayers(u32),
    /// A round robin is played once or twice over.
    #[error("a round robin has 1 or 2 cycles, not {0}")]
    BadCycles(u32),
    /// The organiser listed a tie-break twice.
    #[error("the tie-break {0} is listed twice")]
    DuplicateTieBreak(String),
    /// A crosstable entry is inconsistent (opponent out of range, or the two sides disagree).
    #[error("the crosstable is inconsistent: {0}")]
    BadCrosstable(String),
    /// A knockout needs at least two entrants.
    #[error("a knockout needs at least 2 entrants, not {0}")]
    TooFewEntrants(usize),
}
