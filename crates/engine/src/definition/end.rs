//! `[end]`, `[draws]` and `rules`/`[options]`: how a game ends beyond checkmate, which
//! automatic draws apply, and the rule hooks named for what data cannot say.

use super::raw::{RawDraws, RawEnd};
use crate::rules::Rules;
use crate::variant::{DrawRules, StalemateRule};
use crate::variants;

/// The end rules: stalemate's result, whether a bare king loses, the automatic draws.
pub(super) fn end_rules(
    end: &RawEnd,
    draws: &RawDraws,
    problems: &mut Vec<String>,
) -> (StalemateRule, bool, DrawRules) {
    let stalemate = match end.stalemate.as_deref() {
        None | Some("draw") => StalemateRule::Draw,
        Some("loss") => StalemateRule::Loss,
        Some(other) => {
            problems.push(format!("end.stalemate: '{other}' is not 'draw' or 'loss'"));
            StalemateRule::Draw
        }
    };
    let bare_king_loses = match end.bare_king.as_deref() {
        None | Some("none") => false,
        Some("loss") => true,
        Some(other) => {
            problems.push(format!("end.bare_king: '{other}' is not 'none' or 'loss'"));
            false
        }
    };
    let draws = DrawRules {
        repetition: draws.repetition,
        fifty_move: draws.fifty_move,
        insufficient_material: draws.insufficient_material,
    };
    (stalemate, bare_king_loses, draws)
}

/// The rule hooks named by `rules` (orthodox by default), configured by `[options]`.
pub(super) fn hooks(
    name: Option<&str>,
    options: &toml::Table,
    problems: &mut Vec<String>,
) -> Option<Box<dyn Rules>> {
    match variants::hooks(name.unwrap_or("orthodox"), options) {
        Ok(r) => Some(r),
        Err(e) => {
            problems.push(format!("rules/options: {e}"));
            None
        }
    }
}
