//! Fairy-Stockfish's castling options beyond on/off and the king's files: the rank
//! castling happens on, the rooks' files, the kinds that castle as the rook, and
//! Chess960's castling from any file; read here and written as our `[castling]`.

use super::ini::Entry;
use super::model::Fsf;
use super::reader::Reader;
use std::fmt::Write;

/// Reads `e` if it is one of this file's options.
pub(super) fn read(r: &mut Reader, e: &Entry, f: &mut Fsf) -> bool {
    let (files, ranks) = (f.files, f.ranks);
    let c = &mut f.castle;
    match e.key.as_str() {
        "chess960" => c.any_file = r.flag(e),
        "castlingRank" => c.rank = r.number(e, 1, ranks).unwrap_or(1),
        "castlingRookKingsideFile" => c.rook_kingside = r.file(e, files),
        "castlingRookQueensideFile" => c.rook_queenside = r.file(e, files),
        "castlingRookPieces" | "castlingRookPiece" => {
            let letters: String = e
                .value
                .chars()
                .take_while(|c| c.is_ascii_alphabetic())
                .map(|c| c.to_ascii_lowercase())
                .collect();
            if letters.is_empty() {
                r.refuse(e, "must name at least one kind");
            }
            c.rook_pieces = Some(letters);
        }
        _ => return false,
    }
    true
}

/// What the start position says of castling: how far the king's Betza `O` moves it,
/// White's rook squares, and whether the king's landing files must be named.
pub(super) struct Start {
    /// White's king square where the start position has no king on it (it comes by a
    /// drop: `castlingDroppedPiece`).
    pub king: Option<String>,
    pub distance: usize,
    pub rooks: Vec<String>,
    /// The king moves different distances each way (or starts on any file): the
    /// definition names its landing files rather than a distance.
    pub files: bool,
}

/// What the start position says of castling, or `None` without castling; `board` is
/// the start position's ranks from the top, `field` its castling field.
pub(super) fn start(f: &Fsf, board: &[Vec<Option<char>>], field: &str) -> Option<Start> {
    // Castling rights come from the start position, or (`castlingDroppedPiece`) from
    // dropping the king on the e-file and rooks on the a- and last files: without
    // either, no castling.
    let by_drops = f.placement.castling_dropped && f.drops;
    if !f.castling || (field == "-" && !by_drops) || !f.kinds.iter().any(|k| k.letter == 'k') {
        return None;
    }
    let rank = f.castle.rank.max(1);
    // The king's file, from White's castling rank, or Black's where White has no king.
    let white = board
        .get(f.ranks.checked_sub(rank)?)
        .and_then(|row| row.iter().position(|p| *p == Some('K')));
    let black = || board.get(rank - 1)?.iter().position(|p| *p == Some('k'));
    let (king, dropped) = match white.or_else(black) {
        Some(at) => (at + 1, false),
        None if by_drops => (5, true),
        None => return None,
    };
    let kingside = f.castle_kingside.abs_diff(king);
    let queenside = king.abs_diff(f.castle_queenside);
    let file = |n: usize| char::from(b'a' + (n - 1) as u8);
    // `K`/`Q` name the first partner met going in from the rook files, as
    // Fairy-Stockfish reads them (the corners may hold walls or other pieces).
    let row = board.get(f.ranks.checked_sub(rank)?)?;
    let partner_letters = f.castle.rook_pieces.as_deref().unwrap_or("r");
    let first_partner = |from: usize, step: isize| -> usize {
        let mut at = from;
        while at >= 1 && at <= f.files && at != king {
            let c = row.get(at - 1).copied().flatten();
            if c.is_some_and(|c| {
                c.is_ascii_uppercase() && partner_letters.contains(c.to_ascii_lowercase())
            }) {
                return at;
            }
            at = at.wrapping_add_signed(step);
        }
        from
    };
    let queenside_rook = first_partner(f.castle.rook_queenside.unwrap_or(1), 1);
    let kingside_rook = first_partner(f.castle.rook_kingside.unwrap_or(f.files), -1);
    Some(Start {
        king: dropped.then(|| format!("{}{rank}", file(king))),
        distance: kingside.max(queenside).max(1),
        rooks: vec![
            format!("{}{rank}", file(queenside_rook)),
            format!("{}{rank}", file(kingside_rook)),
        ],
        files: f.castle.any_file || kingside != queenside || kingside == 0,
    })
}

/// Our `[castling]` section for White's rook squares `rooks`.
pub(super) fn section(out: &mut String, f: &Fsf, start: &Start) {
    let list: Vec<String> = start.rooks.iter().map(|s| format!("\"{s}\"")).collect();
    let _ = write!(out, "\n[castling]\n");
    match f.castle.rook_pieces.as_deref() {
        Some(letters) if letters != "r" => {
            let labels: Vec<String> = letters
                .chars()
                .filter(|c| f.kinds.iter().any(|k| k.letter == *c))
                .map(|c| format!("\"{}\"", c.to_ascii_uppercase()))
                .collect();
            let _ = writeln!(out, "partners = [{}]", labels.join(", "));
        }
        _ => {
            let _ = writeln!(out, "partner = \"R\"");
        }
    }
    let _ = writeln!(out, "rooks = [{}]", list.join(", "));
    if let Some(king) = &start.king {
        let _ = writeln!(out, "king = \"{king}\"");
    }
    if start.files {
        let file = |n: usize| char::from(b'a' + (n - 1) as u8);
        let _ = writeln!(
            out,
            "kingside_file = \"{}\"\nqueenside_file = \"{}\"",
            file(f.castle_kingside),
            file(f.castle_queenside)
        );
    }
    if f.castle.any_file {
        let _ = writeln!(out, "any_file = true");
    }
}
