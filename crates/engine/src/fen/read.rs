//! Reading a position text into a `Setup`: each field in turn, the first that does not
//! read refused with what is wrong with it.

use super::castling;
use super::error::{ParseFenError, number};
use super::tagged;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::setup::Setup;

/// The longest position text read (the widest board with every square labelled and
/// a full reserve is well under it).
const MAX_TEXT: usize = 2000;

/// Reads position notation into a setup. Only the text is checked here, against the
/// variant's board, labels, reserve and castlings.
pub(crate) fn read(e: &Equipment, text: &str) -> Result<Setup, ParseFenError> {
    if text.len() > MAX_TEXT {
        return Err(ParseFenError::Text("the text is too long".into()));
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(ParseFenError::Text("it is empty".into()));
    }
    let (placement, reserve) = match fields[0].find('[') {
        Some(i) => {
            let Some(body) = fields[0][i + 1..].strip_suffix(']') else {
                return Err(ParseFenError::Reserve(
                    "the reserve must end with ']'".into(),
                ));
            };
            (&fields[0][..i], Some(body))
        }
        None => (fields[0], None),
    };
    let mut s = Setup::empty(e.geometry.num_squares());
    s.turn = side_field(fields.get(1).copied())?;
    read_placement(e, &mut s, placement)?;
    s.reserves = match reserve {
        Some(body) => read_reserve(e, body)?,
        // No reserve written: the variant's full starting reserve.
        None => {
            let full: Vec<u32> = e.reserve_slots().iter().map(|s| s.count.into()).collect();
            [full.clone(), full]
        }
    };
    let castling_field = fields.get(2).copied().unwrap_or("-");
    s.castling = castling::read(e, &s, castling_field)?;
    s.gates = castling::read_gates(e, &s, castling_field, &s.castling);
    read_en_passant(e, &mut s, fields.get(3).copied().unwrap_or("-"))?;
    // Fairy-Stockfish's check counts (the checks each side still needs) stand between
    // the en-passant field and the counters.
    let mut counters = 4;
    if let Some(field) = fields.get(4).filter(|f| f.contains('+')) {
        s.checks_remaining = Some(checks_remaining(field)?);
        counters = 5;
    }
    s.halfmoves = number(
        fields.get(counters).copied().unwrap_or("0"),
        "halfmove clock",
    )?;
    s.fullmoves = number(
        fields.get(counters + 1).copied().unwrap_or("1"),
        "move number",
    )?
    .max(1);
    for field in fields.iter().skip(counters + 2) {
        tagged::read(&mut s, field)?;
    }
    if fields.len() > counters + 4 {
        return Err(ParseFenError::Text("too many fields".into()));
    }
    Ok(s)
}

/// The side to move a position text names (its second field; White when it has none).
pub(crate) fn side_to_move(text: &str) -> Result<Color, ParseFenError> {
    side_field(text.split_whitespace().nth(1))
}

fn side_field(field: Option<&str>) -> Result<Color, ParseFenError> {
    match field.unwrap_or("w") {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        other => Err(ParseFenError::Side(other.to_string())),
    }
}

fn read_placement(e: &Equipment, s: &mut Setup, text: &str) -> Result<(), ParseFenError> {
    let err = |what: String| Err(ParseFenError::Board(what));
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
                let Ok(n) = row[k..k + digits].parse::<usize>() else {
                    return err("bad number of empty squares".into());
                };
                k += digits;
                if n == 0 {
                    return err("zero empty squares makes no sense".into());
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
            // Fairy-Stockfish's wall: one of the board's holes, or a wall placed in
            // play where turns place walls.
            if c == '*' {
                let at = g.square_at_index(file, rank);
                let hole = at.is_some_and(|sq| g.is_hole(sq));
                if let Some(sq) = at.filter(|_| e.walls_in_play && !hole) {
                    s.walls.push(sq);
                } else if !hole {
                    return err(format!(
                        "'*' marks a hole, but file {} of rank {} is a square of the board",
                        file + 1,
                        rank + 1
                    ));
                }
                file += 1;
                k += 1;
                continue;
            }
            if c == '|' {
                if !g
                    .boards()
                    .iter()
                    .any(|b| b.first_file.index() == file && file > 0)
                {
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
                    return err("a '(' is not closed".into());
                };
                let label = &row[k + 1..k + end];
                k += end + 1;
                label
            } else if c.is_ascii_alphabetic() {
                k += 1;
                &row[k - 1..k]
            } else if c == '+' && row[k + 1..].starts_with(|l: char| l.is_ascii_alphabetic()) {
                // A promoted form, as shogi positions write it: `+p`.
                k += 2;
                &row[k - 2..k]
            } else {
                return err(format!("unexpected character '{c}' on rank {}", rank + 1));
            };
            let Some(piece) = e.piece_by_label(label) else {
                return err(format!("there is no piece '{label}' in this game"));
            };
            let Some(sq) = g.square_at_index(file, rank) else {
                return err(format!("rank {} is too long", rank + 1));
            };
            s.board[sq.index()] = Some(piece);
            if row[k..].starts_with('~') {
                k += 1;
                s.promoted.push(sq);
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

/// The reserve's body (between the brackets): counts per slot, White's and Black's.
fn read_reserve(e: &Equipment, text: &str) -> Result<[Vec<u32>; 2], ParseFenError> {
    let err = |what: &str| Err(ParseFenError::Reserve(what.to_string()));
    let slots = e.reserve_slots();
    let mut counts = [vec![0; slots.len()], vec![0; slots.len()]];
    if slots.is_empty() {
        if text.is_empty() {
            return Ok(counts);
        }
        return err("this game has no reserve");
    }
    // `[-]`: an empty reserve, as Fairy-Stockfish may write it.
    let text = if text == "-" { "" } else { text };
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
        let found = slots.iter().enumerate().find_map(|(i, slot)| {
            if slot.label == label {
                Some((i, Color::White))
            } else if slot.label.to_lowercase() == label {
                Some((i, Color::Black))
            } else {
                None
            }
        });
        let Some((i, color)) = found else {
            return Err(ParseFenError::Reserve(format!(
                "'{label}' is not a reserve piece of this game"
            )));
        };
        counts[color.index()][i] += 1;
    }
    Ok(counts)
}

/// `W+B`: the checks White and Black still need to win.
fn checks_remaining(field: &str) -> Result<[u32; 2], ParseFenError> {
    match field.split_once('+') {
        Some((w, b)) => Ok([
            number(w, "checks remaining")?,
            number(b, "checks remaining")?,
        ]),
        None => Err(ParseFenError::Text(format!(
            "'{field}' is not a check count such as '3+3'"
        ))),
    }
}

/// The en-passant squares, comma-separated, or run together as Fairy-Stockfish writes
/// them (`e5d6`: a square and the square of the pawn that may be taken).
fn read_en_passant(e: &Equipment, s: &mut Setup, text: &str) -> Result<(), ParseFenError> {
    if text == "-" {
        return Ok(());
    }
    for part in text.split(',').flat_map(run_together) {
        let Some(skipped) = e.geometry.parse_square(part) else {
            return Err(ParseFenError::EnPassant(format!(
                "'{part}' is not an en-passant square of this board"
            )));
        };
        s.en_passant.push(skipped);
    }
    Ok(())
}

/// The squares of `text` written one after another (`e3e4`): each ends where a digit
/// is followed by a letter.
fn run_together(text: &str) -> impl Iterator<Item = &str> {
    let b = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            i += 1;
            if i == b.len() || (b[i - 1].is_ascii_digit() && b[i].is_ascii_alphabetic()) {
                let part = &text[start..i];
                start = i;
                return Some(part);
            }
        }
        None
    })
}
