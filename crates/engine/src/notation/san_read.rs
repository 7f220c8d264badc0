//! Reading abbreviated (SAN-like) notation for any variant: `e4`, `Nf3`, `exd5`,
//! `Nbd7`, `R1a3`, `Qh4e1`, `e8=Q`, `O-O`, `O-O-O`, drops `N@d2`; `+ # ! ?` are
//! ignored. Labels are upper case for both sides, and Black's may also be written in
//! lower case as Game Courier players do (`nf6`, `n@e7`): such a part has two readings
//! when its first letter is also a file (`bc6`), and resolving says which one fits. A
//! two-move turn is two of these joined by `;`. Castling that `O-O`/`O-O-O` alone cannot tell apart (Tandem-84's
//! home and drop castling) names the king's destination: `O-O/e1`.

use super::error::SyntaxError;
use super::full::{Spec, promotes_to};
use super::syntax::coord;
use super::why::Why;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;

/// One component in abbreviated notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum San {
    Castle {
        long: bool,
        king_to: Option<Square>,
    },
    Drop {
        label: String,
        to: Square,
    },
    Move {
        label: String,
        file: Option<usize>,
        rank: Option<usize>,
        to: Square,
        promo: Option<String>,
    },
    /// A move followed by a wall (`walling`), written as Fairy-Stockfish writes it:
    /// the move, a comma, the wall's square (`e4,e5`).
    Walled(Box<San>, Square),
}

/// Whether a part has the shape of abbreviated notation rather than full notation.
pub(crate) fn looks_abbreviated(part: &str) -> bool {
    // A wall after the move (`O-O,h1`) says nothing of the move's shape.
    let part = part.split_once(',').map_or(part, |(m, _)| m);
    let core = part.trim_end_matches(['+', '#', '!', '?']);
    let castle = core.split('/').next().unwrap_or("");
    if matches!(castle, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    !part.contains(['-', '*', ' ', '\t'])
}

/// Every reading of one abbreviated component, the likelier first: the part as written
/// and, when it starts with a lower-case piece letter, as a move of Black's piece. The
/// error of the part as written when no reading works.
pub(crate) fn readings(e: &Equipment, index: usize, text: &str) -> Result<Vec<San>, SyntaxError> {
    if let Some((core, wall)) = text.split_once(',') {
        let wall = wall.trim_end_matches(['+', '#', '!', '?']);
        let wall = coord(e, wall).map_err(|w| SyntaxError::new(w).in_part(index, text))?;
        let inner = readings(e, index, core)?;
        return Ok(inner
            .into_iter()
            .map(|san| San::Walled(Box::new(san), wall))
            .collect());
    }
    let written = parse(e, index, text);
    let black = black_piece_reading(e, index, text);
    let first_is_file = text.chars().next().is_some_and(|c| {
        c.is_ascii_lowercase() && (c as usize - 'a' as usize) < e.geometry().width()
    });
    match (written, black) {
        (Ok(w), Some(b)) if first_is_file => Ok(vec![w, b]),
        (Ok(w), Some(b)) => Ok(vec![b, w]),
        (Ok(w), None) => Ok(vec![w]),
        (Err(_), Some(b)) => Ok(vec![b]),
        (Err(e), None) => Err(e),
    }
}

/// The part read as a Black piece's move or drop written in lower case (`nf6`, `n@e7`):
/// the longest run of leading lower-case letters that is a piece label in upper case.
fn black_piece_reading(e: &Equipment, index: usize, text: &str) -> Option<San> {
    let run = text
        .find(|c: char| !c.is_ascii_lowercase())
        .unwrap_or(text.len());
    (1..=run).rev().find_map(|n| {
        let upper = text[..n].to_ascii_uppercase();
        let kind = e.kinds().iter().find(|k| k.label == upper)?;
        if kind.pawn {
            return None;
        }
        let lower = text[..n].to_string();
        match parse(e, index, &format!("{upper}{}", &text[n..])).ok()? {
            San::Move {
                file,
                rank,
                to,
                promo,
                ..
            } => Some(San::Move {
                label: lower,
                file,
                rank,
                to,
                promo,
            }),
            San::Drop { to, .. } => Some(San::Drop { label: lower, to }),
            San::Castle { .. } | San::Walled(..) => None,
        }
    })
}

/// Whether a label was written in lower case, for Black's piece.
pub(crate) fn is_lower(label: &str) -> bool {
    label.chars().any(|c| c.is_ascii_lowercase())
}

/// Reads one abbreviated component.
pub(crate) fn parse(e: &Equipment, index: usize, text: &str) -> Result<San, SyntaxError> {
    let err = |what: Why| SyntaxError::new(what).in_part(index, text);
    let core = text.trim_end_matches(['+', '#', '!', '?']);
    let (castle, king_to) = match core.split_once('/') {
        Some((c, sq)) => (c, Some(coord(e, sq).map_err(err)?)),
        None => (core, None),
    };
    match castle {
        "O-O" | "0-0" => {
            return Ok(San::Castle {
                long: false,
                king_to,
            });
        }
        "O-O-O" | "0-0-0" => {
            return Ok(San::Castle {
                long: true,
                king_to,
            });
        }
        _ if king_to.is_some() => {
            return Err(err(Why::SlashAfterCastlingOnly));
        }
        _ => {}
    }
    if let Some((label, sq)) = core.split_once('@') {
        check_label(label).map_err(err)?;
        let to = coord(e, sq).map_err(err)?;
        return Ok(San::Drop {
            label: label.to_string(),
            to,
        });
    }
    let label_len = core
        .find(|c: char| !c.is_ascii_uppercase())
        .unwrap_or(core.len());
    let (label, rest) = core.split_at(label_len);
    let (body, promo) = match rest.split_once('=') {
        Some((b, p)) => {
            check_label(p).map_err(err)?;
            if p.is_empty() {
                return Err(err(Why::ExpectedPromotionLetter));
            }
            (b, Some(p.to_string()))
        }
        None => (rest, None),
    };
    // The destination is the last letter-and-digits run.
    let digits = body.len() - body.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let Some((split, _)) = body[..body.len() - digits].char_indices().last() else {
        return Err(err(Why::ExpectedMove {
            found: text.to_string(),
        }));
    };
    if digits == 0 {
        return Err(err(Why::ExpectedMove {
            found: text.to_string(),
        }));
    }
    let (head, dest) = body.split_at(split);
    let to = coord(e, dest).map_err(err)?;
    let head = head.strip_suffix('x').unwrap_or(head);
    let mut chars = head.chars().peekable();
    let file = match chars.peek() {
        Some(c) if c.is_ascii_lowercase() => {
            let f = *c as usize - 'a' as usize;
            chars.next();
            Some(f)
        }
        _ => None,
    };
    let rank_text: String = chars.collect();
    let rank = if rank_text.is_empty() {
        None
    } else {
        match rank_text.parse::<usize>() {
            Ok(r) if r >= 1 && rank_text.chars().all(|c| c.is_ascii_digit()) => Some(r - 1),
            _ => {
                return Err(err(Why::UnreadableOrigin {
                    head: head.to_string(),
                    dest: dest.to_string(),
                }));
            }
        }
    };
    Ok(San::Move {
        label: label.to_string(),
        file,
        rank,
        to,
        promo,
    })
}

fn check_label(label: &str) -> Result<(), Why> {
    if label.chars().all(|c| c.is_ascii_uppercase()) {
        Ok(())
    } else {
        Err(Why::LowerCaseLetter {
            found: label.to_string(),
        })
    }
}

/// Whether a written label names this piece: its letter, or nothing for a pawn; a
/// letter in lower case names only Black's piece.
fn label_names(e: &Equipment, label: &str, piece: Piece) -> bool {
    let kind = e.kind(piece.kind());
    if label.is_empty() {
        kind.pawn
    } else if is_lower(label) {
        piece.color() == crate::color::Color::Black && kind.label.to_lowercase() == label
    } else {
        kind.label == label
    }
}

/// Whether a component move is described by `san`.
pub(crate) fn component_is(e: &Equipment, spec: &Spec, san: &San) -> bool {
    match san {
        San::Walled(inner, wall) => spec.wall == Some(*wall) && move_is(e, spec, inner),
        _ => spec.wall.is_none() && move_is(e, spec, san),
    }
}

/// Whether a component move, its wall aside, is described by `san`.
pub(crate) fn move_is(e: &Equipment, spec: &Spec, san: &San) -> bool {
    let m = &spec.mv;
    let g = e.geometry();
    let castle = m.is(crate::turn::flags::CASTLE);
    match san {
        San::Walled(..) => false,
        San::Castle { long, king_to } => {
            castle
                && !m.side_from.is_none()
                && (g.file_index(m.side_from) < g.file_index(m.from)) == *long
                && king_to.is_none_or(|k| k == m.to)
        }
        San::Drop { label, to } => {
            m.from.is_none() && m.to == *to && label_names(e, label, spec.piece)
        }
        San::Move {
            label,
            file,
            rank,
            to,
            promo,
        } => {
            !castle
                && !m.from.is_none()
                && m.to == *to
                && label_names(e, label, spec.piece)
                && file.is_none_or(|f| g.file_index(m.from) == f)
                && rank.is_none_or(|r| g.rank_index(m.from) == r)
                && match (promo, spec.promo) {
                    (None, None) => true,
                    (None, Some((_, _, default))) => default,
                    (Some(_), None) => false,
                    (Some(p), Some((sq, appears, _))) => e.kind_by_label(p).is_some_and(|k| {
                        promotes_to(e, Piece::new(k, appears.color()), appears, sq)
                    }),
                }
        }
    }
}
