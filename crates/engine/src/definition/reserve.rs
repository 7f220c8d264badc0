//! `[reserve]`: the pieces each side holds in hand at the start, with optional
//! square-colour restrictions, and the ranks they may be dropped on.

use super::raw::RawReserve;
use crate::piece::{KindDef, PieceKind};
use crate::reserve::SlotDef;
use crate::state::MAX_SLOTS;

/// The reserve slots and the number of drop ranks (none without a reserve).
pub(super) fn reserve(
    raw: Option<&RawReserve>,
    kinds: &[KindDef],
    height: usize,
    problems: &mut Vec<String>,
) -> (Vec<SlotDef>, usize) {
    let Some(r) = raw else {
        return (Vec::new(), 0);
    };
    if r.drop_ranks == 0 || r.drop_ranks > height {
        problems.push("reserve.drop_ranks: must be between 1 and the number of ranks".into());
    }
    if r.slots.len() > MAX_SLOTS {
        problems.push(format!("reserve.slots: at most {MAX_SLOTS} slots"));
    }
    let mut reserve: Vec<SlotDef> = Vec::new();
    for (i, s) in r.slots.iter().enumerate() {
        let Some(kind) = kinds.iter().position(|k| k.label == s.piece) else {
            problems.push(format!("reserve.slots[{i}].piece: no piece '{}'", s.piece));
            continue;
        };
        let dark = match s.colour.as_deref() {
            None => None,
            Some("dark") => Some(true),
            Some("light") => Some(false),
            Some(other) => {
                problems.push(format!(
                    "reserve.slots[{i}].colour: '{other}' is not 'light' or 'dark'"
                ));
                None
            }
        };
        let label = s.label.clone().unwrap_or_else(|| s.piece.clone());
        if reserve.iter().any(|x| x.label == label) {
            problems.push(format!("reserve.slots[{i}].label: '{label}' is used twice"));
        }
        if s.count > 128 {
            problems.push(format!("reserve.slots[{i}].count: at most 128"));
        }
        if let Some(n) = s.drop_ranks
            && (n == 0 || n > r.drop_ranks.min(height))
        {
            problems.push(format!(
                "reserve.slots[{i}].drop_ranks: must be between 1 and reserve.drop_ranks"
            ));
        }
        reserve.push(SlotDef {
            kind: PieceKind::new(kind),
            label,
            count: s.count,
            dark,
            drop_ranks: s.drop_ranks,
        });
    }
    (reserve, r.drop_ranks)
}
