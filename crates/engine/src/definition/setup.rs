//! `[setup]`: the start position, read in the variant's own position notation once the
//! pieces are known, with the castlings it makes possible.

use super::castling::castlings;
use super::limits::MAX_PIECES;
use super::raw::RawCastling;
use crate::fen;
use crate::rules::Rules;
use crate::variant::Variant;

/// Reads the start position into `v`, compiling the castlings on the way: the setup is
/// read once without castling rights to find the kings, then again in full.
pub(super) fn setup(
    v: &mut Variant,
    text: &str,
    castling: Option<&RawCastling>,
) -> Result<(), Vec<String>> {
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() > 2 {
        fields[2] = "-";
    }
    let bare = match fen::parse(v, &fields.join(" ")) {
        Ok(s) => s,
        Err(e) => return Err(vec![format!("setup.fen: {}", e.0)]),
    };
    let mut problems = Vec::new();
    if let Some(c) = castling {
        castlings(v, &bare, c, &mut problems);
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    match fen::parse(v, text) {
        Ok(s) => v.start = s,
        Err(e) => return Err(vec![format!("setup.fen: {}", e.0)]),
    }
    let pieces = v.start.count(crate::color::Color::White) as usize
        + v.start.count(crate::color::Color::Black) as usize
        + v.start
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
    if let Some(p) = fen::misplaced(v, &v.start) {
        return Err(vec![format!("setup.fen: {p}")]);
    }
    // The start must be a position the game could be in, as `Position::from_fen` asks of
    // any other: otherwise its own text would not read back.
    let waiting = v.start.side.opposite();
    if v.rules().in_check(v, &v.start, waiting) {
        return Err(vec![format!(
            "setup.fen: {waiting} is in check but it is {}'s turn",
            v.start.side
        )]);
    }
    Ok(())
}
