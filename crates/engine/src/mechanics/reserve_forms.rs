//! What a captured piece goes back to the reserve as (`captures_to_reserve`): a
//! promoted form without a slot of its own reverts to the one kind that promotes into
//! it, and with `promoted_revert` a promoted piece to the one kind that promotes.

use super::params::Params;
use crate::piece::{KindDef, PieceKind};
use crate::reserve::CapturesToReserve;

/// A promoted form without a reserve slot of its own (shogi's `+P`) goes to the
/// reserve as the one kind that promotes into it.
pub(super) fn promoted_forms_revert(
    p: &mut Params,
    kinds: &[KindDef],
    to_reserve: &mut CapturesToReserve,
) {
    for k in 0..kinds.len() {
        if to_reserve.slot_of[k].is_some() {
            continue;
        }
        let origins: Vec<usize> = (0..kinds.len())
            .filter(|&j| {
                to_reserve.slot_of[j].is_some()
                    && kinds[j]
                        .promotion
                        .as_ref()
                        .is_some_and(|pr| pr.choices.iter().any(|c| c.contains(&PieceKind::new(k))))
            })
            .collect();
        match origins[..] {
            [j] => {
                to_reserve.slot_of[k] = to_reserve.slot_of[j];
                to_reserve.forms |= PieceKind::new(k).bit();
            }
            [] => {}
            _ => p.problem(
                "",
                &format!(
                    "piece '{}' has no reserve slot, and several kinds promote into it: which one it reverts to cannot be told",
                    kinds[k].label
                ),
            ),
        }
    }
}

/// The kind a captured promoted piece reverts to: the one kind that promotes.
pub(super) fn revert_kind(p: &mut Params, kinds: &[KindDef]) -> Option<PieceKind> {
    // Shogi-style promotions (into forms of their own) are not marked.
    let promoting: Vec<usize> = (0..kinds.len())
        .filter(|&k| kinds[k].promotion.as_ref().is_some_and(|p| !p.leaving))
        .collect();
    match promoting[..] {
        [k] => Some(PieceKind::new(k)),
        [] => {
            p.problem("promoted_revert", "no piece promotes");
            None
        }
        _ => {
            let labels: Vec<&str> = promoting.iter().map(|&k| kinds[k].label.as_str()).collect();
            p.problem(
                "promoted_revert",
                &format!(
                    "several kinds promote ({}): which one a promoted piece reverts to cannot be told",
                    labels.join(", ")
                ),
            );
            None
        }
    }
}
