//! `[setup]`: the start position, read in the variant's own position notation once the
//! pieces are known, with the castlings it makes possible.

use super::castling::castlings;
use super::raw::RawCastling;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::fen;
use crate::limits::MAX_PIECES;
use crate::mechanics::Mechanics;
use crate::movegen::in_check;
use crate::state::State;

/// Reads the start position, compiling the castlings into `e` on the way: the setup is
/// read once without castling rights to find the kings, then again in full.
pub(super) fn setup(
    e: &mut Equipment,
    rules: &Mechanics,
    text: &str,
    castling: Option<&RawCastling>,
) -> Result<State, Vec<String>> {
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() > 2 {
        fields[2] = "-";
    }
    let bare = match fen::parse(e, &fields.join(" ")) {
        Ok(s) => s,
        Err(err) => return Err(vec![format!("setup.fen: {}", err.0)]),
    };
    let mut problems = Vec::new();
    if let Some(c) = castling {
        castlings(e, &bare, c, &mut problems);
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let start = match fen::parse(e, text) {
        Ok(s) => s,
        Err(err) => return Err(vec![format!("setup.fen: {}", err.0)]),
    };
    let pieces = start.count(Color::White) as usize
        + start.count(Color::Black) as usize
        + start
            .reserve
            .iter()
            .flatten()
            .map(|&n| n as usize)
            .sum::<usize>();
    if pieces > MAX_PIECES {
        return Err(vec![format!(
            "setup.fen: {pieces} pieces (board and reserves); at most {MAX_PIECES}"
        )]);
    }
    if let Some(p) = fen::misplaced(e, &start) {
        return Err(vec![format!("setup.fen: {p}")]);
    }
    // The start must be a position the game could be in, as `Position::from_fen` asks of
    // any other: otherwise its own text would not read back.
    let waiting = start.side.opposite();
    if in_check(e, rules, &start, waiting) {
        return Err(vec![format!(
            "setup.fen: {waiting} is in check but it is {}'s turn",
            start.side
        )]);
    }
    Ok(start)
}
