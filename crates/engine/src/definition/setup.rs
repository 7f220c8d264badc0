//! `[setup]`: the start position, read in the variant's own position notation once the
//! pieces are known, with the castlings it makes possible, and checked as any other
//! position is.

use super::castling::castlings;
use super::raw::RawCastling;
use crate::equipment::Equipment;
use crate::fen;
use crate::limits::MAX_PIECES;
use crate::mechanics::Mechanics;
use crate::position::state_of;
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
    let bare = fen::read(e, &fields.join(" ")).map_err(|err| vec![format!("setup.fen: {err}")])?;
    let mut problems = Vec::new();
    if let Some(c) = castling {
        castlings(e, &bare, c, &mut problems);
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let start = fen::read(e, text).map_err(|err| vec![format!("setup.fen: {err}")])?;
    let on_board = start.board.iter().flatten().count();
    let in_reserve = start
        .reserves
        .iter()
        .flatten()
        .map(|&n| n as usize)
        .sum::<usize>();
    let pieces = on_board + in_reserve;
    // What generation pays for is pieces on the board, which the board's empty squares
    // bound however many wait in the reserves (reversi's stones).
    let empty = e.geometry.squares().count().saturating_sub(on_board);
    if on_board + in_reserve.min(empty) > MAX_PIECES {
        return Err(vec![format!(
            "setup.fen: {pieces} pieces (board and reserves); at most {MAX_PIECES}"
        )]);
    }
    // The start must be a position the game could be in, as `Position::from_setup` asks
    // of any other: otherwise its own text would not read back.
    state_of(e, rules, &start).map_err(|err| {
        err.problems()
            .iter()
            .map(|p| format!("setup.fen: {p}"))
            .collect()
    })
}
