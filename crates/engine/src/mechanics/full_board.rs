//! `full_board_ends`: the game ends as soon as no square of the board is empty (reversi
//! and ataxx, whose every turn fills a square): a draw, or with `by_piece_count` won
//! by the side with more pieces on the board (as many: a draw).

use super::passing::by_piece_count;
use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::state::State;

#[derive(Clone, Copy, Debug)]
pub(crate) struct FullBoard {
    pub by_piece_count: bool,
}

impl FullBoard {
    pub(crate) fn terminal(self, e: &Equipment, s: &State) -> Option<Outcome> {
        if e.geometry.squares().any(|sq| s.is_empty(sq)) {
            return None;
        }
        Some(match self.by_piece_count {
            true => by_piece_count(s, Reason::FullBoard),
            false => Outcome::draw(Reason::FullBoard),
        })
    }
}
