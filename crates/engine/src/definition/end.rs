//! `[draws]`: which automatic draws apply. (How a game ends otherwise, stalemate and
//! bare king included, is a matter of `[mechanics]`.)

use super::raw::RawDraws;
use crate::color::Color;
use crate::variant::{DrawRules, RepetitionResult};

/// The automatic draws, and what a repetition is worth.
pub(super) fn draw_rules(draws: &RawDraws, problems: &mut Vec<String>) -> DrawRules {
    if draws.repetition_count < 2 {
        problems.push("draws.repetition_count: a position occurs at least twice to repeat".into());
    }
    if draws.fifty_move_count == 0 {
        problems.push("draws.fifty_move_count: at least one move (or fifty_move = false)".into());
    }
    let repetition_result = match draws.repetition_result.as_deref() {
        None | Some("draw") => RepetitionResult::Draw,
        Some("side_to_move_wins") => RepetitionResult::SideToMoveWins,
        Some("side_to_move_loses") => RepetitionResult::SideToMoveLoses,
        Some("white_wins") => RepetitionResult::WhiteWins,
        Some("black_wins") => RepetitionResult::BlackWins,
        Some(other) => {
            problems.push(format!(
                "draws.repetition_result: '{other}' is none of draw, side_to_move_wins, side_to_move_loses, white_wins, black_wins"
            ));
            RepetitionResult::Draw
        }
    };
    let draw_odds = match draws.draw_odds.as_deref() {
        None => None,
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        Some(other) => {
            problems.push(format!(
                "draws.draw_odds: '{other}' is neither white nor black"
            ));
            None
        }
    };
    DrawRules {
        draw_odds,
        repetition: draws.repetition,
        repetition_count: draws.repetition_count,
        repetition_result,
        perpetual_check_loses: draws.perpetual_check_loses,
        fifty_move: draws.fifty_move,
        fifty_move_count: draws.fifty_move_count,
        insufficient_material: draws.insufficient_material,
    }
}
