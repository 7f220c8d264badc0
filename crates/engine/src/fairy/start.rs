//! A section's start position (`startFen`) in our notation, with what it says beside
//! the pieces: the pockets (our reserve, whose slots and drop zone are written here),
//! the checks that win, and whether promoted pieces are marked.

use super::model::{Fsf, Kind};
use super::promotion::promotion_choices;
use super::ranks::relative_ranks;
use super::shogi;
use super::text::{label, quoted};
use std::fmt::Write;

/// The longest run of empty squares kept while reading a start position (a board has
/// at most 26 files).
const MAX_RUN: usize = 32;

/// The start position in our notation, and the pieces in White's pocket.
pub(super) struct Fen {
    pub(super) text: String,
    /// The castling field.
    pub(super) castling: String,
    pub(super) board: Vec<Vec<Option<char>>>,
    pub(super) pocket: String,
}

pub(super) fn fen(f: &Fsf, problems: &mut Vec<String>) -> Fen {
    let mut words = f.start_fen.split_whitespace();
    let first = words.next().unwrap_or("");
    let (board_text, pocket) = match first.split_once('[') {
        Some((b, p)) => (b, p.trim_end_matches(']').to_string()),
        None => (first, String::new()),
    };
    // `Q~` marks a promoted piece. Fairy-Stockfish's rules read the mark only when a
    // captured piece goes to the captor's hand (it comes back a pawn), the one case in
    // which our definition marks promotions too; elsewhere the mark changes nothing.
    let marks_promoted = f.drops && f.captures_to_hand && reverts(f);
    let board_text = if marks_promoted {
        board_text.to_string()
    } else {
        board_text.replace('~', "")
    };
    let board_text = board_text.as_str();
    let mut board = Vec::new();
    for row in board_text.split('/') {
        let mut squares = Vec::new();
        let mut run = 0usize;
        for c in row.chars().filter(|&c| c != '~') {
            if let Some(d) = c.to_digit(10) {
                // Only the first rank's files are read from this (for castling); the
                // definition's own check refuses a run longer than the board.
                run = run
                    .saturating_mul(10)
                    .saturating_add(d as usize)
                    .min(MAX_RUN);
            } else {
                squares.extend(std::iter::repeat_n(None, run));
                run = 0;
                squares.push(Some(c));
            }
        }
        squares.extend(std::iter::repeat_n(None, run));
        board.push(squares);
    }
    let rest: Vec<&str> = words.collect();
    let side = rest.first().copied().unwrap_or("w");
    let mut castling = "-";
    let mut ep = "-";
    let mut numbers = Vec::new();
    for w in rest.iter().skip(1) {
        if w.contains('+') {
            let want = f.check_counting.then(|| checks_needed(f)).flatten();
            let all = w.split('+').all(|n| n.parse::<usize>().ok() == want);
            if !all {
                problems.push(format!(
                    "startFen: the check counts '{w}' must both be the number of checks that win"
                ));
            }
        } else if w.parse::<u32>().is_ok() {
            numbers.push(*w);
        } else if numbers.is_empty()
            && castling == "-"
            && ep == "-"
            && !w.chars().any(|c| c.is_ascii_digit())
        {
            castling = w;
        } else {
            ep = w;
        }
    }
    let half = numbers.first().copied().unwrap_or("0");
    let full = numbers.get(1).copied().unwrap_or("1");
    let reserve = if f.drops || shogi::gates(f) {
        format!("[{pocket}]")
    } else {
        String::new()
    };
    Fen {
        text: format!("{board_text}{reserve} {side} {castling} {ep} {half} {full}"),
        castling: castling.to_string(),
        board,
        pocket,
    }
}

/// The number of checks that wins, read from the start position (`3+3`).
pub(crate) fn checks_needed(f: &Fsf) -> Option<usize> {
    match f.start_fen.split_whitespace().find(|w| w.contains('+')) {
        Some(w) => w.split('+').next().and_then(|n| n.parse().ok()),
        // Fairy-Stockfish's default where the start position gives none: one check
        // each.
        None => Some(1),
    }
}

pub(super) fn reserve(out: &mut String, f: &Fsf, fen: &Fen, problems: &mut Vec<String>) {
    let drop_ranks = match &f.drop_white {
        None => f.ranks,
        Some(_) => match relative_ranks(f, f.drop_white.as_ref(), f.drop_black.as_ref(), f.ranks) {
            Ok(ranks) if ranks.iter().copied().eq(1..=ranks.len()) => ranks.len(),
            Ok(_) => {
                problems.push(
                    "whiteDropRegion: only the first ranks of each side can be imported".into(),
                );
                f.ranks
            }
            Err(e) => {
                problems.push(format!("whiteDropRegion: {e}"));
                f.ranks
            }
        },
    };
    let in_pocket = |k: &Kind| {
        fen.pocket
            .chars()
            .filter(|c| *c == k.letter.to_ascii_uppercase())
            .count()
    };
    // A royal piece is in hand only where the start position puts it there (a
    // placement phase): it is never captured into a hand.
    let slots: Vec<String> = f
        .kinds
        .iter()
        .filter(|k| !k.royal || in_pocket(k) > 0)
        .map(|k| {
            let count = in_pocket(k);
            // `sittuyinRookDrop`: rooks only onto the first rank of the drop zone.
            let first_rank = match f.rook_drops_first_rank && k.option == "rook" {
                true => ", drop_ranks = 1",
                false => "",
            };
            format!(
                "{{ piece = {}, count = {count}{first_rank} }}",
                quoted(&label(k.letter))
            )
        })
        .collect();
    // A dropped piece never castles by having stood still: only `castlingDroppedPiece`
    // makes rights by dropping (`castling_by_drops`).
    let _ = writeln!(
        out,
        "\n[reserve]\ndrop_ranks = {drop_ranks}\ndropped_unmoved = false\nslots = [{}]",
        slots.join(", ")
    );
    let pawn_ranks = match (f.first_rank_pawn_drops, f.zone_pawn_drops) {
        (false, false) => "inner",
        (true, true) => "any",
        (true, false) => "below_zone",
        (false, true) => "above_first",
    };
    // Without drops the hand serves gating alone.
    if f.drops {
        let _ = writeln!(
            out,
            "\n[mechanics.drops_onto_empty]\npawn_ranks = \"{pawn_ranks}\""
        );
        shogi::drop_rules(out, f, problems);
    }
    if f.captures_to_hand {
        let _ = writeln!(out, "\n[mechanics.captures_to_reserve]");
        // Fairy-Stockfish puts a captured promoted piece in hand as a pawn (short of
        // `dropPromoted`, which is refused).
        if reverts(f) {
            let _ = writeln!(out, "promoted_revert = true");
        }
    }
}

/// Whether a pawn promotes at all, so that a promoted piece has something to revert to.
pub(super) fn reverts(f: &Fsf) -> bool {
    f.kinds.iter().any(|k| k.promotes) && !promotion_choices(f).is_empty() && !f.shogi.drop_loop
}
