//! The options of how a game ends beyond checkmate: extinction of piece kinds (with
//! the opponent's count it waits for, and the side to move's claim), those kinds made
//! pseudo-royal (`extinctionPseudoRoyal`, and `dupleCheck`: not all of them attacked at
//! once), and the n-move rule's count. Read beside the
//! other options, written as our `extinction` and `guarded_pieces` mechanics and
//! `[draws]`.

use super::ini::Entry;
use super::model::{Endings, Fsf};
use super::reader::Reader;
use super::text::{label, quoted};
use std::fmt::Write;

/// Reads `e` when it is one of these options; false when it is not.
pub(super) fn read(x: &mut Endings, r: &mut Reader, e: &Entry) -> bool {
    match e.key.as_str() {
        "extinctionPseudoRoyal" => x.pseudo_royal = r.flag(e),
        // Only pseudo-royal pieces are judged so; without them it does nothing.
        "dupleCheck" => x.duple = r.flag(e),
        "extinctionOpponentPieceCount" => x.opponent_count = r.number(e, 0, 64).unwrap_or(0),
        "extinctionClaim" => x.claim = r.flag(e),
        "flagPieceSafe" => x.flag_safe = r.flag(e),
        "shatarMateRule" => x.mating_checks = r.flag(e),
        "nMoveRule" => x.n_move = r.number(e, 0, 1000).unwrap_or(50),
        _ => return false,
    }
    true
}

/// The extinction mechanics: running out of a kind, and the kinds guarded meanwhile.
pub(super) fn extinction(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let Some(kinds) = &f.extinction else {
        if f.endings.pseudo_royal {
            problems.push("extinctionPseudoRoyal: needs extinction piece types and a value".into());
        }
        return;
    };
    let list: Vec<String> = kinds
        .chars()
        .filter(|c| *c != '*')
        .map(|c| quoted(&label(c)))
        .collect();
    if f.endings.pseudo_royal {
        if kinds.contains('*') || list.is_empty() {
            problems.push(
                "extinctionPseudoRoyal: only with extinction piece types named by letter".into(),
            );
            return;
        }
        // A side's extinction pieces are pseudo-royal while it has at most one more
        // than the extinction count.
        let _ = writeln!(
            out,
            "\n[mechanics.guarded_pieces]\npieces = [{}]\nwhile_at_most = {}",
            list.join(", "),
            f.extinction_count + 1
        );
        if f.endings.duple {
            let _ = writeln!(out, "not_all_attacked = true");
        }
        // Pseudo-royal pieces are never taken, so extinction never happens, except by
        // an explosion, which is the one way a capture reaches them.
        if !f.blast {
            return;
        }
    }
    let _ = writeln!(out, "\n[mechanics.extinction]");
    if !list.is_empty() {
        let _ = writeln!(out, "pieces = [{}]", list.join(", "));
    }
    if kinds.contains('*') {
        let _ = writeln!(out, "all_pieces = true");
    }
    if f.extinction_count > 0 {
        let _ = writeln!(out, "at_most = {}", f.extinction_count);
    }
    if f.extinction_result != "loss" {
        let _ = writeln!(out, "result = \"{}\"", f.extinction_result);
    }
    if f.endings.opponent_count > 0 {
        let _ = writeln!(out, "opponent_at_least = {}", f.endings.opponent_count);
    }
    if f.endings.claim {
        let _ = writeln!(out, "reply_move = true");
    }
}

/// `shatarMateRule`: the checks that make a mate count are those of Fairy-Stockfish's
/// knight, rook and bers (its dragon) types; a mate by knights alone wins for the
/// mated side.
pub(super) fn mating_checks(out: &mut String, f: &Fsf) {
    if !f.endings.mating_checks {
        return;
    }
    let of = |types: &[&str]| -> String {
        let labels: Vec<String> = f
            .kinds
            .iter()
            .filter(|k| types.contains(&k.option.as_str()))
            .map(|k| quoted(&label(k.letter)))
            .collect();
        labels.join(", ")
    };
    let _ = writeln!(
        out,
        "\n[mechanics.mating_checks]\npieces = [{}]\nnot_alone = [{}]",
        of(&["knight", "rook", "bers", "dragon"]),
        of(&["knight"])
    );
}

/// What these options add to `[draws]`.
pub(super) fn draws(out: &mut String, f: &Fsf) {
    if f.fifty_move && f.endings.n_move != 50 {
        let _ = writeln!(out, "fifty_move_count = {}", f.endings.n_move);
    }
}
