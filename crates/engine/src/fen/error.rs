//! Why a text is not a position text of the variant: what is wrong with which field, in
//! words a player reads. Whether the position it states could arise in a game is
//! another question (`PositionError`).

/// A position text that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseFenError {
    /// The whole text (too long, empty, too many fields).
    #[error("{0}")]
    Text(String),
    /// The placement of the pieces.
    #[error("{0}")]
    Board(String),
    /// The pieces in hand.
    #[error("{0}")]
    Reserve(String),
    #[error("side to move must be 'w' or 'b', not '{0}'")]
    Side(String),
    #[error("{0}")]
    Castling(String),
    #[error("{0}")]
    EnPassant(String),
    /// A counter that is not a number: what it counts, and the text.
    #[error("the {0} must be a number, not '{1}'")]
    Number(&'static str, String),
    /// A tagged field after the counters.
    #[error("{0}")]
    Tagged(String),
}

/// A counter of the text (`what` it counts, for the error): a whole number a position
/// can hold.
pub(super) fn number(text: &str, what: &'static str) -> Result<u32, ParseFenError> {
    text.parse::<u16>()
        .map(u32::from)
        .map_err(|_| ParseFenError::Number(what, text.to_string()))
}
