//! `[draws]`: which automatic draws apply. (How a game ends otherwise, stalemate and
//! bare king included, is a matter of `[mechanics]`.)

use super::raw::RawDraws;
use crate::variant::DrawRules;

/// The automatic draws.
pub(super) fn draw_rules(draws: &RawDraws) -> DrawRules {
    DrawRules {
        repetition: draws.repetition,
        repetition_count: draws.repetition_count,
        perpetual_check_loses: draws.perpetual_check_loses,
        fifty_move: draws.fifty_move,
        insufficient_material: draws.insufficient_material,
    }
}
