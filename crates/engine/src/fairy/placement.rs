//! The options of what drops must and may not do: `mustDrop` and `mustDropType` (a
//! setup phase with the armies in hand, or koedem's king first), `dropChecks` (no drop
//! may give check), `dropOppositeColoredBishop` (drops keep the bishops able to stand
//! on both colours), `castlingDroppedPiece`. Read beside the other options, written as
//! our `must_drop`, `checks_forbidden` and `colour_balanced_drops` mechanics.

use super::ini::Entry;
use super::model::{Fsf, Placement};
use super::reader::Reader;
use super::text::{label, quoted};
use std::fmt::Write;

/// Reads `e` when it is one of these options; false when it is not.
pub(super) fn read(x: &mut Placement, r: &mut Reader, e: &Entry) -> bool {
    match e.key.as_str() {
        "mustDrop" => x.must_drop = r.flag(e),
        "dropChecks" => x.no_drop_checks = !r.flag(e),
        "dropOppositeColoredBishop" => x.bishops_balanced = r.flag(e),
        "castlingDroppedPiece" => x.castling_dropped = r.flag(e),
        "mustDropType" => {
            x.must_drop_type = e
                .value
                .chars()
                .next()
                .filter(|c| *c != '*')
                .map(|c| c.to_ascii_lowercase());
        }
        _ => return false,
    }
    true
}

/// The mechanics these options switch on.
pub(super) fn mechanics(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let x = &f.placement;
    if x.castling_dropped && f.drops && f.castling {
        let _ = writeln!(out, "\n[mechanics.castling_by_drops]");
    }
    if x.bishops_balanced
        && f.drops
        && let Some(bishop) = f.kinds.iter().find(|k| k.option == "bishop")
    {
        let _ = writeln!(
            out,
            "\n[mechanics.colour_balanced_drops]\npieces = [{}]",
            quoted(&label(bishop.letter))
        );
    }
    // Without check at all (`checking = false`) drops are covered already.
    if x.no_drop_checks && f.checking && f.drops {
        let _ = writeln!(out, "\n[mechanics.checks_forbidden]\ndrops_only = true");
    }
    if !x.must_drop {
        return;
    }
    if !f.drops {
        // Nothing is ever dropped: the rule never applies.
        return;
    }
    let _ = writeln!(out, "\n[mechanics.must_drop]");
    if let Some(letter) = x.must_drop_type {
        if !f.kinds.iter().any(|k| k.letter == letter) {
            problems.push(format!("mustDropType = {letter}: no piece has that letter"));
            return;
        }
        let _ = writeln!(out, "pieces = [{}]", quoted(&label(letter)));
    }
}
