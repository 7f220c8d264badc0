//! Position notation: FEN for orthodox chess, extended for every variant. A text is
//! read into a `Setup` and a `Setup` written back, with the variant's board, labels,
//! reserve and castlings; nothing here looks at the rules (`Position::from_setup`
//! does).
//!
//! `<ranks>[<reserve>] <side> <castling> <en passant> <halfmove> <fullmove> [tagged]`
//!
//! - Ranks run from the top, separated by `/`; runs of empty squares are numbers (which
//!   may exceed 9 on wide boards); a label longer than one letter is written in
//!   parentheses, `(RR)` / `(rr)`; `|` separates sub-boards on multi-board variants.
//! - A promoted piece is marked `~` (`Q~`) where a captured promoted piece reverts to
//!   what it was promoted from (`captures_to_reserve`'s `promoted_revert`).
//! - The reserve, for variants that have one, follows in brackets: `[QNN(BL)(BD)qnn(bl)(bd)]`.
//! - Castling is `KQkq` where each side has at most one castling each way, otherwise
//!   the files of the rooks that may still castle (`FGfg`), White's in upper case.
//! - En passant lists the skipped squares, comma-separated (Tandem-84 can have two).
//! - Tagged fields follow when they are not zero, each a tag and its value: consecutive
//!   passes (`pass1`), and the checks each side has given, White's first (`checks2+1`,
//!   for `checks_to_win`). What a new mechanic keeps in the position is a new tag
//!   (`tagged`).

mod castling;
mod error;
mod read;
mod tagged;
mod write;

pub(crate) use castling::letter;
pub use error::ParseFenError;
pub(crate) use read::{read, side_to_move};
pub(crate) use write::write;

use crate::setup::Setup;
use crate::variant::Variant;

impl Setup {
    /// Reads a position text of `v` (its board, labels, reserve and castlings); the
    /// rules are not looked at (`Position::from_setup` checks them).
    pub fn parse(v: &Variant, text: &str) -> Result<Setup, ParseFenError> {
        read(v.equipment(), text)
    }

    /// The position text of this setup in `v`, which `parse` reads back to it.
    pub fn text(&self, v: &Variant) -> String {
        write(v.equipment(), self)
    }
}
