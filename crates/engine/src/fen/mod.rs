//! Position notation: FEN for orthodox chess, extended for every variant.
//!
//! `<ranks>[<reserve>] <side> <castling> <en passant> <halfmove> <fullmove> [passes]`
//!
//! - Ranks run from the top, separated by `/`; runs of empty squares are numbers (which
//!   may exceed 9 on wide boards); a label longer than one letter is written in
//!   parentheses, `(RR)` / `(rr)`; `|` separates sub-boards on multi-board variants.
//! - A promoted piece is marked `~` (`Q~`) where a captured promoted piece reverts to
//!   what it was promoted from (`captures_to_reserve`'s `promoted_revert`).
//! - The reserve, for variants that have one, follows in brackets: `[QNN(BL)(BD)qnn(bl)(bd)]`.
//! - Castling is `KQkq` where each side has at most one castling each way, otherwise
//!   the files of the rooks that may still castle (`FGfg`), White's in upper case.
//! - En passant lists the skipped squares, comma-separated (Tandem-84 can have two).
//! - Tagged fields follow when they are not zero: consecutive passes (`pass1`), and the
//!   checks each side has given, White's first (`checks2+1`, for `checks_to_win`).

use super::color::Color;
use super::equipment::Equipment;
use super::geometry::Square;
use super::state::State;
use std::fmt::Write;

mod castling;
mod misplaced;

pub use castling::castling_text;
use castling::parse_castling;
pub use misplaced::misplaced;

/// Why a text is not a position of the variant: what is wrong, in words a player reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid position: {0}")]
pub struct FenError(pub(crate) String);

fn err<T>(msg: impl Into<String>) -> Result<T, FenError> {
    Err(FenError(msg.into()))
}

/// Parses position notation into a raw state. Only shape is checked here;
/// `Position::from_fen` adds the checks that need the rules (the side not to move
/// must not be in check).
pub fn parse(e: &Equipment, text: &str) -> Result<State, FenError> {
    if text.len() > 2000 {
        return err("the text is too long");
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return err("it is empty");
    }
    let (placement, reserve) = match fields[0].find('[') {
        Some(i) => {
            let Some(body) = fields[0][i + 1..].strip_suffix(']') else {
                return err("the reserve must end with ']'");
            };
            (&fields[0][..i], Some(body))
        }
        None => (fields[0], None),
    };
    let side = side_field(fields.get(1).copied())?;
    let mut s = State::empty(side);
    parse_placement(e, &mut s, placement)?;
    if let Some(body) = reserve {
        parse_reserve(e, &mut s, body)?;
    } else if !e.reserve_slots().is_empty() {
        // No reserve written: the variant's full starting reserve.
        for c in Color::BOTH {
            for (i, slot) in e.reserve_slots().iter().enumerate() {
                s.reserve[c.index()][i] = slot.count;
            }
        }
    }
    parse_castling(e, &mut s, fields.get(2).copied().unwrap_or("-"))?;
    parse_ep(e, &mut s, fields.get(3).copied().unwrap_or("-"))?;
    s.halfmove = number(fields.get(4).copied().unwrap_or("0"), "halfmove clock")?;
    s.fullmove = number(fields.get(5).copied().unwrap_or("1"), "move number")?.max(1);
    for p in fields.iter().skip(6) {
        if let Some(n) = p.strip_prefix("pass") {
            s.passes = number(n, "pass count")?.min(255) as u8;
        } else if let Some(counts) = p.strip_prefix("checks") {
            let Some((w, b)) = counts.split_once('+') else {
                return err(format!("'{p}' is not a check count such as 'checks2+1'"));
            };
            s.checks = [
                number(w, "check count")?.min(255) as u8,
                number(b, "check count")?.min(255) as u8,
            ];
        } else {
            return err(format!("unexpected field '{p}'"));
        }
    }
    if fields.len() > 8 {
        return err("too many fields");
    }
    Ok(s)
}

fn number(text: &str, what: &str) -> Result<u16, FenError> {
    text.parse()
        .map_err(|_| FenError(format!("the {what} must be a number, not '{text}'")))
}

/// The side to move a position text names (its second field; White when it has none).
pub(crate) fn side_to_move(text: &str) -> Result<Color, FenError> {
    side_field(text.split_whitespace().nth(1))
}

fn side_field(field: Option<&str>) -> Result<Color, FenError> {
    match field.unwrap_or("w") {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        other => err(format!("side to move must be 'w' or 'b', not '{other}'")),
    }
}

fn parse_placement(e: &Equipment, s: &mut State, text: &str) -> Result<(), FenError> {
    let g = &e.geometry;
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != g.height() {
        return err(format!(
            "the board has {} ranks, but {} were given",
            g.height(),
            rows.len()
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = g.height() - 1 - i;
        let mut file = 0usize;
        // `k` is a byte offset into `row`, always on a character boundary.
        let mut k = 0;
        while let Some(c) = row[k..].chars().next() {
            if c.is_ascii_digit() {
                let digits = row[k..]
                    .find(|d: char| !d.is_ascii_digit())
                    .unwrap_or(row.len() - k);
                let n: usize = row[k..k + digits]
                    .parse()
                    .map_err(|_| FenError("bad number of empty squares".into()))?;
                k += digits;
                if n == 0 {
                    return err("zero empty squares makes no sense");
                }
                // A count beyond the board is refused before it can overflow the sum.
                file = match file.checked_add(n) {
                    Some(f) if f <= g.width() => f,
                    _ => {
                        return err(format!(
                            "rank {} has more than {} squares",
                            rank + 1,
                            g.width()
                        ));
                    }
                };
                continue;
            }
            if c == '|' {
                if !g.boards().iter().any(|b| b.first_file == file && file > 0) {
                    return err(format!(
                        "'|' on rank {} is not between two boards",
                        rank + 1
                    ));
                }
                k += 1;
                continue;
            }
            let label = if c == '(' {
                let Some(end) = row[k..].find(')') else {
                    return err("a '(' is not closed");
                };
                let label = &row[k + 1..k + end];
                k += end + 1;
                label
            } else if c.is_ascii_alphabetic() {
                k += 1;
                &row[k - 1..k]
            } else {
                return err(format!("unexpected character '{c}' on rank {}", rank + 1));
            };
            let Some(piece) = e.piece_by_label(label) else {
                return err(format!("there is no piece '{label}' in this game"));
            };
            let Some(sq) = g.square(file, rank) else {
                return err(format!("rank {} is too long", rank + 1));
            };
            if g.is_hole(sq) {
                return err(format!(
                    "{} is a hole in the board: no piece can stand there",
                    g.square_name(file, rank)
                ));
            }
            s.put(e, sq, piece);
            if row[k..].starts_with('~') {
                k += 1;
                mark_promoted(e, s, sq, label)?;
            }
            file += 1;
        }
        if file != g.width() {
            return err(format!(
                "rank {} has {file} squares, but the board is {} wide",
                rank + 1,
                g.width()
            ));
        }
    }
    Ok(())
}

/// `Q~`: the piece on `sq` was promoted, so it reverts when captured.
fn mark_promoted(e: &Equipment, s: &mut State, sq: Square, label: &str) -> Result<(), FenError> {
    if !e.marks_promoted() {
        return err(format!(
            "'{label}~': this game does not mark promoted pieces"
        ));
    }
    let kind = e.piece_by_label(label).map(|p| p.kind());
    let promoted_to = |k: &crate::piece::KindDef| {
        k.promotion
            .as_ref()
            .is_some_and(|p| kind.is_some_and(|kind| p.choices.contains(&kind)))
    };
    if !e.kinds().iter().any(promoted_to) {
        return err(format!("'{label}~': no piece promotes to a {label}"));
    }
    s.promoted.set(sq);
    Ok(())
}

fn parse_reserve(e: &Equipment, s: &mut State, text: &str) -> Result<(), FenError> {
    if e.reserve_slots().is_empty() {
        if text.is_empty() {
            return Ok(());
        }
        return err("this game has no reserve");
    }
    let chars: Vec<char> = text.chars().collect();
    let mut k = 0;
    while k < chars.len() {
        let label = if chars[k] == '(' {
            let Some(end) = chars[k..].iter().position(|&x| x == ')') else {
                return err("a '(' in the reserve is not closed");
            };
            let label: String = chars[k + 1..k + end].iter().collect();
            k += end + 1;
            label
        } else {
            k += 1;
            chars[k - 1].to_string()
        };
        let found = e.reserve_slots().iter().enumerate().find_map(|(i, slot)| {
            if slot.label == label {
                Some((i, Color::White))
            } else if slot.label.to_lowercase() == label {
                Some((i, Color::Black))
            } else {
                None
            }
        });
        let Some((i, color)) = found else {
            return err(format!("'{label}' is not a reserve piece of this game"));
        };
        let n = &mut s.reserve[color.index()][i];
        if *n >= 64 {
            return err("too many reserve pieces");
        }
        *n += 1;
    }
    Ok(())
}

fn parse_ep(e: &Equipment, s: &mut State, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let g = &e.geometry;
    // The pawn that double-stepped belongs to the side that just moved.
    let dir: i32 = if s.side == Color::White { -1 } else { 1 };
    for part in text.split(',') {
        let Some(skipped) = g.parse_square(part) else {
            return err(format!(
                "'{part}' is not an en-passant square of this board"
            ));
        };
        let Some(victim) = g.offset(skipped, 0, dir) else {
            return err(format!("'{part}' cannot be an en-passant square"));
        };
        s.ep.push(skipped, victim);
    }
    Ok(())
}

fn write_label(out: &mut String, label: &str) {
    if label.chars().count() == 1 {
        out.push_str(label);
    } else {
        let _ = write!(out, "({label})");
    }
}

pub fn write(e: &Equipment, s: &State) -> String {
    let g = &e.geometry;
    let mut out = String::new();
    for rank in (0..g.height()).rev() {
        let mut empty = 0;
        for file in 0..g.width() {
            if file > 0 && g.boards().iter().any(|b| b.first_file == file) {
                if empty > 0 {
                    let _ = write!(out, "{empty}");
                    empty = 0;
                }
                out.push('|');
            }
            let sq = Square((rank * g.width() + file) as u16);
            match s.piece(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    write_label(&mut out, &e.label(p));
                    if s.promoted.has(sq) {
                        out.push('~');
                    }
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    if !e.reserve_slots().is_empty() {
        out.push('[');
        for color in Color::BOTH {
            for (i, slot) in e.reserve_slots().iter().enumerate() {
                let label = match color {
                    Color::White => slot.label.clone(),
                    Color::Black => slot.label.to_lowercase(),
                };
                for _ in 0..s.reserve[color.index()][i] {
                    write_label(&mut out, &label);
                }
            }
        }
        out.push(']');
    }
    let ep: Vec<String> = s.ep.iter().map(|(sk, _)| g.name(sk).to_string()).collect();
    let _ = write!(
        out,
        " {} {} {} {} {}",
        s.side.letter(),
        castling_text(e, s),
        if ep.is_empty() {
            "-".to_string()
        } else {
            ep.join(",")
        },
        s.halfmove,
        s.fullmove
    );
    if s.passes > 0 {
        let _ = write!(out, " pass{}", s.passes);
    }
    if s.checks != [0, 0] {
        let _ = write!(out, " checks{}+{}", s.checks[0], s.checks[1]);
    }
    out
}
