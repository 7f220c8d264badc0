//! The options of the reversi family (flipersi, flipello, ataxx): drops that must close
//! in enemy pieces or touch own ones (`enclosingDrop`, `enclosingDropStart`), pieces
//! turned by an arrival (`flipEnclosedPieces`), a pass only for a player with no move
//! (`passOnStalemate`), the end on a full board (`adjudicateFullBoard`), and stones
//! dropped without being held (`freeDrops`, ours: Fairy-Stockfish sets it only for its
//! built-in ataxx and reads no option for it). Read beside the other options, written
//! as our `enclosing_drops`, `flipping`, `passing` (`only_when_stuck`),
//! `full_board_ends` and `free_drops` mechanics; `materialCounting = unweighted`
//! (read with the other counts in `regions`) decides the last two endings by piece
//! count.

use super::ini::Entry;
use super::model::{Enclosing, Fsf};
use super::reader::Reader;
use super::text::{label, quoted, squares};
use std::fmt::Write;

/// Reads `e` when it is one of these options; false when it is not.
pub(super) fn read(
    x: &mut Enclosing,
    r: &mut Reader,
    e: &Entry,
    files: usize,
    ranks: usize,
) -> bool {
    let rule = |r: &mut Reader, ours: [&'static str; 2]| match e.value.as_str() {
        "none" => None,
        "reversi" => Some(ours[0]),
        "ataxx" => Some(ours[1]),
        _ => {
            r.refuse(e, "only reversi, ataxx or none can be imported");
            None
        }
    };
    match e.key.as_str() {
        "enclosingDrop" => x.drop_rule = rule(r, ["line", "touching"]),
        "enclosingDropStart" => x.start = r.region(e, files, ranks).unwrap_or_default(),
        "flipEnclosedPieces" => x.flip = rule(r, ["lines", "touching"]),
        "passOnStalemate" => {
            x.pass_white = r.flag(e);
            x.pass_black = x.pass_white;
        }
        "passOnStalemateWhite" => x.pass_white = r.flag(e),
        "passOnStalemateBlack" => x.pass_black = r.flag(e),
        "adjudicateFullBoard" => x.full_board = r.flag(e),
        "freeDrops" => x.free_drops = r.flag(e),
        _ => return false,
    }
    true
}

/// The mechanics these options switch on.
pub(super) fn mechanics(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let x = &f.enclosing;
    let unweighted = f.regions.unweighted;
    if let (Some(rule), true) = (x.drop_rule, f.drops) {
        let _ = writeln!(
            out,
            "\n[mechanics.enclosing_drops]\nrule = {}",
            quoted(rule)
        );
        if !x.start.is_empty() {
            let _ = writeln!(out, "start = {}", squares(&x.start));
        }
    }
    if let Some(rule) = x.flip {
        if f.kinds.iter().any(|k| k.royal) {
            problems.push("flipEnclosedPieces: not with a king, which would change sides".into());
        }
        let _ = writeln!(out, "\n[mechanics.flipping]\nrule = {}", quoted(rule));
    }
    if x.pass_white != x.pass_black {
        problems.push("passOnStalemate: only the same for both sides can be imported".into());
    } else if x.pass_white && f.regions.pass {
        problems.push("passOnStalemate: not with pass = true".into());
    } else if x.pass_white {
        let _ = writeln!(
            out,
            "\n[mechanics.passing]\nonly_when_stuck = true\nby_piece_count = {unweighted}"
        );
    }
    if x.full_board {
        let _ = writeln!(
            out,
            "\n[mechanics.full_board_ends]\nby_piece_count = {unweighted}"
        );
    }
    // Counting pieces turns a drawn stalemate into a result; where the stalemate is
    // already decided by piece count (and not drawn), it changes nothing there.
    let stalemate_counted = f.stalemate_by_count && f.stalemate != "draw";
    if unweighted && !stalemate_counted {
        problems.push(
            "materialCounting = unweighted: only with stalematePieceCount = true and a stalemate value of loss or win can be imported"
                .into(),
        );
    }
    if x.free_drops {
        if !f.drops {
            problems.push("freeDrops: needs pieceDrops = true".into());
        }
        if f.drop_white.is_some() || f.drop_black.is_some() {
            problems.push("freeDrops: drops go anywhere; not with drop regions".into());
        }
        let kinds: Vec<String> = f.kinds.iter().map(|k| quoted(&label(k.letter))).collect();
        let _ = writeln!(
            out,
            "\n[mechanics.free_drops]\npieces = [{}]",
            kinds.join(", ")
        );
    }
}
