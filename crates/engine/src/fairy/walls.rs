//! Walls in a Fairy-Stockfish variant: those of the start position (`*`), and those
//! its turns place (`wallingRule`). Without walls placed in play, the start position's
//! walls are holes of our board: squares that are not there, which nothing stands on,
//! lands on or passes through (our position text reads `*` on a hole, as
//! Fairy-Stockfish writes it). With them, they are walls of the position like those
//! the turns place, and the rule is our `walling` mechanic: `duck` its `moved` wall,
//! `arrow` a wall `shot` from the moved piece, `past` the `vacated` square, `static`
//! a wall `anywhere`, `edge` the `edge`; `wallingRegion*` its squares per side.
//! Pieces that turn into walls when they capture (`petrifyOnCaptureTypes`) are our
//! `petrifying_captures`.

use super::ini::Entry;
use super::model::{Fsf, Region, Walling};
use super::reader::Reader;
use super::text::{label, quoted, squares};
use std::fmt::Write;

/// Reads `e` when it is one of the walling options; false when it is not.
pub(super) fn read(x: &mut Walling, r: &mut Reader, e: &Entry, files: usize, ranks: usize) -> bool {
    match e.key.as_str() {
        "wallingRule" => {
            x.rule = match e.value.as_str() {
                "none" => None,
                "duck" => Some("moved"),
                "arrow" => Some("shot"),
                "past" => Some("vacated"),
                "static" => Some("anywhere"),
                "edge" => Some("edge"),
                _ => {
                    r.refuse(e, "must be one of arrow, duck, edge, past, static, none");
                    None
                }
            }
        }
        "wallingRegion" => {
            x.white = r.region(e, files, ranks);
            x.black = x.white.clone();
        }
        "wallingRegionWhite" => x.white = r.region(e, files, ranks),
        "wallingRegionBlack" => x.black = r.region(e, files, ranks),
        // Either a move or a wall, never both: a turn of another shape.
        "wallOrMove" => r.only(e, &["false"]),
        "petrifyOnCaptureTypes" => {
            x.petrify = e
                .value
                .chars()
                .take_while(|c| c.is_ascii_alphabetic())
                .map(|c| c.to_ascii_lowercase())
                .collect()
        }
        // Pieces blown up becoming walls too: only with explosions, which petrifying
        // captures are not imported beside.
        "petrifyBlastPieces" => r.only(e, &["false"]),
        _ => return false,
    }
    true
}

/// The start position's walls (`*`) as holes of our board, where no turn places walls
/// (where turns do, the position text keeps them as walls).
pub(super) fn holes(out: &mut String, f: &Fsf, board: &[Vec<Option<char>>]) {
    if f.walling.rule.is_some() {
        return;
    }
    let mut holes = Vec::new();
    for (i, row) in board.iter().enumerate() {
        for (j, c) in row.iter().enumerate() {
            if *c == Some('*') {
                let rank = f.ranks.saturating_sub(i);
                holes.push(format!("\"{}{rank}\"", char::from(b'a' + j.min(25) as u8)));
            }
        }
    }
    if !holes.is_empty() {
        let _ = writeln!(out, "holes = [{}]", holes.join(", "));
    }
}

/// The `walling` mechanic, where turns place walls, and `petrifying_captures`.
pub(super) fn mechanics(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let x = &f.walling;
    petrifying(out, f, problems);
    let Some(rule) = x.rule else {
        return;
    };
    if f.drops {
        problems.push(
            "wallingRule: walls follow moves on the board, not drops (pieceDrops = true)".into(),
        );
        return;
    }
    if f.kinds.iter().any(|k| k.royal) {
        // Fairy-Stockfish judges check without the wall being placed (or moved away);
        // how that meets a royal king is not imported.
        problems.push("wallingRule with a royal king cannot be imported: use a commoner and extinction, as duck chess does".into());
        return;
    }
    let _ = writeln!(out, "\n[mechanics.walling]\nrule = \"{rule}\"");
    let all: Region = (1..=f.ranks)
        .flat_map(|rank| (1..=f.files).map(move |file| (file, rank)))
        .collect();
    if x.white.is_some() || x.black.is_some() {
        let white = x.white.as_ref().unwrap_or(&all);
        let black = x.black.as_ref().unwrap_or(&all);
        let _ = writeln!(out, "squares = {}", squares(white));
        let _ = writeln!(out, "black_squares = {}", squares(black));
    }
}

/// `petrifyOnCaptureTypes`: the listed kinds the section has, as `petrifying_captures`.
fn petrifying(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let listed: Vec<String> = f
        .kinds
        .iter()
        .filter(|k| f.walling.petrify.contains(k.letter))
        .map(|k| quoted(&label(k.letter)))
        .collect();
    if listed.is_empty() {
        return;
    }
    if f.blast || f.captures_to_hand {
        problems.push(
            "petrifyOnCaptureTypes with blastOnCapture or capturesToHand cannot be imported".into(),
        );
        return;
    }
    let _ = writeln!(
        out,
        "\n[mechanics.petrifying_captures]\npieces = [{}]",
        listed.join(", ")
    );
}
