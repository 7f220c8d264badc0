//! Writing abbreviated (SAN-like) notation: `e4`, `Nf3`, `exd5`, `Nbd7`, `O-O`, `e8=Q`,
//! `N@d2`, with `+` and `#`. Labels are upper case for both sides.
//!
//! Spellings for what chess has no word for, all read back by `san_read`:
//! - a two-move turn (Tandem-84, Palindromic): the two moves joined by `; `, each
//!   disambiguated among the moves that can follow the first (`Nh3; a6`);
//! - a transfer between boards (Tandem-84 `B c2-j3`): the piece and its final square,
//!   with the usual disambiguation by origin (`Bj3`, `Bcj3`);
//! - a swap (ghost swap `G a1-b1`, drop/swap `R f1-l1`): the initiator and the partner's
//!   square (`Gb1`, `Rl1`), and `=Q` when the partner promotes;
//! - castling that `O-O`/`O-O-O` does not single out (Tandem-84 home and drop castling):
//!   the king's destination after a slash (`O-O/e1`, `O-O/h1`);
//! - a pass: `pass`;
//! - a move followed by a wall (`walling`): the move, a comma and the wall's square,
//!   as Fairy-Stockfish writes it (`e4,e5`).
//!
//! Each component is written in the shortest form that reads back as exactly that move
//! among the moves the player could make at that point.

use super::full::{Spec, specs};
use super::san_read::{self, San};
use crate::equipment::Equipment;
use crate::position::Position;
use crate::turn::{Turn, flags};

impl Position {
    /// The abbreviated (SAN-like) spelling of a legal turn.
    pub fn turn_san(&self, turn: &Turn) -> String {
        san(self, turn)
    }
}

/// The abbreviated spelling of a legal turn of `pos`: each component in the shortest
/// form that reads back as exactly that move, and `+` or `#` after a check.
pub fn san(pos: &Position, turn: &Turn) -> String {
    if turn.is_pass() {
        return "pass".into();
    }
    let e = pos.variant().equipment();
    let mine = specs(pos, turn);
    let mut parts = Vec::new();
    // The alternatives to component i: component i of every legal turn that agrees so
    // far. For the first, every move that begins a legal turn; for later ones, only the
    // turns that begin with this turn's first move need listing.
    let followers = match mine.first() {
        Some((first, _)) if mine.len() > 1 => pos.legal_turns_starting(&|m| *m == first.mv),
        _ => Vec::new(),
    };
    for (i, (spec, _)) in mine.iter().enumerate() {
        let rivals: Vec<Spec> = if i == 0 {
            pos.legal_first_moves()
                .iter()
                .map(|m| Spec::new(e, pos.state(), m))
                .collect()
        } else {
            followers
                .iter()
                .filter(|t| t.moves().take(i).eq(turn.moves().take(i)))
                .filter_map(|t| specs(pos, t).into_iter().nth(i).map(|(s, _)| s))
                .collect()
        };
        parts.push(component(e, spec, &rivals));
    }
    let after = pos.play_unchecked(turn);
    let mut text = parts.join("; ");
    if after.in_check() {
        text.push(if after.outcome().is_some() { '#' } else { '+' });
    }
    text
}

/// The first spelling that reads back as exactly this move among `rivals`, under every
/// reading of its text: a Black pawn's `bxc6` is not written when Black's bishop, typed
/// in lower case, could also take on c6 (the last form, `Pb7c6`, names the pawn).
fn component(e: &Equipment, spec: &Spec, rivals: &[Spec]) -> String {
    let unique = |written: &str| {
        let Ok(readings) = san_read::readings(e, 0, written) else {
            return false;
        };
        let mut hits: Vec<_> = rivals
            .iter()
            .filter(|r| readings.iter().any(|s| san_read::component_is(e, r, s)))
            .map(|r| r.mv)
            .collect();
        hits.dedup();
        hits.len() == 1 && hits[0] == spec.mv
    };
    let (candidates, text) = forms(e, spec);
    for written in text {
        if unique(&written) {
            return written;
        }
    }
    // Nothing shorter singles it out: the last form names origin and destination.
    candidates
        .last()
        .map(|f| write(e, f))
        .unwrap_or_else(|| "?".into())
}

/// The spellings to try, shortest first, with their text.
fn forms(e: &Equipment, spec: &Spec) -> (Vec<San>, Vec<String>) {
    let m = &spec.mv;
    let g = e.geometry();
    let kind = e.kind(spec.piece.kind());
    let mut out = Vec::new();
    if m.is(flags::CASTLE) && !m.side_from.is_none() {
        let long = g.file_index(m.side_from) < g.file_index(m.from);
        out.push(San::Castle {
            long,
            king_to: None,
        });
        out.push(San::Castle {
            long,
            king_to: Some(m.to),
        });
    } else if m.from.is_none() {
        out.push(San::Drop {
            label: kind.label.clone(),
            to: m.to,
        });
    } else {
        let label = if kind.pawn {
            String::new()
        } else {
            kind.label.clone()
        };
        let promo = spec
            .promo
            .map(|(_, appears, _)| e.kind(appears.kind()).label.clone());
        let (f, r) = (g.file_index(m.from), g.rank_index(m.from));
        let levels: &[(bool, bool)] = if kind.pawn && m.is_capture() {
            &[(true, false), (true, true)]
        } else {
            &[(false, false), (true, false), (false, true), (true, true)]
        };
        for &(use_file, use_rank) in levels {
            out.push(San::Move {
                label: label.clone(),
                file: use_file.then_some(f),
                rank: use_rank.then_some(r),
                to: m.to,
                promo: promo.clone(),
            });
        }
        if kind.pawn {
            // Several pawn kinds (Morphomania's P and S): name the kind as well.
            out.push(San::Move {
                label: kind.label.clone(),
                file: Some(f),
                rank: Some(r),
                to: m.to,
                promo,
            });
        }
    }
    let capture = m.is_capture();
    let text = out
        .iter()
        .map(|f| {
            let t = write(e, f);
            let t = if capture && matches!(f, San::Move { .. }) {
                insert_x(e, &t, f)
            } else {
                t
            };
            match spec.wall {
                Some(w) => format!("{t},{}", g.coords(w)),
                None => t,
            }
        })
        .collect();
    let out = match spec.wall {
        Some(w) => out
            .into_iter()
            .map(|f| San::Walled(Box::new(f), w))
            .collect(),
        None => out,
    };
    (out, text)
}

fn write(e: &Equipment, f: &San) -> String {
    let g = e.geometry();
    match f {
        San::Walled(inner, w) => format!("{},{}", write(e, inner), g.coords(*w)),
        San::Castle { long, king_to } => {
            let base = if *long { "O-O-O" } else { "O-O" };
            match king_to {
                Some(k) => format!("{base}/{}", g.coords(*k)),
                None => base.into(),
            }
        }
        San::Drop { label, to } => format!("{label}@{}", g.coords(*to)),
        San::Move {
            label,
            file,
            rank,
            to,
            promo,
        } => {
            let mut s = label.clone();
            if let Some(f) = file {
                s.push((b'a' + *f as u8) as char);
            }
            if let Some(r) = rank {
                s.push_str(&(r + 1).to_string());
            }
            s.push_str(&g.coords(*to).to_string());
            if let Some(p) = promo {
                s.push('=');
                s.push_str(p);
            }
            s
        }
    }
}

/// Puts the capture mark before the destination: `Nxd5`, `exd5`.
fn insert_x(e: &Equipment, text: &str, f: &San) -> String {
    let San::Move { to, promo, .. } = f else {
        return text.into();
    };
    let tail =
        e.geometry().coords(*to).to_string().len() + promo.as_ref().map_or(0, |p| p.len() + 1);
    let cut = text.len().saturating_sub(tail);
    format!("{}x{}", &text[..cut], &text[cut..])
}
