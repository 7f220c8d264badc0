//! Abbreviated (SAN-like) notation: `e4`, `Nf3`, `exd5`, `O-O`, `e8=Q`, `N@d2`, with
//! `+` and `#`.

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::turn::{Move, Turn, flags};

pub fn san(pos: &Position, turn: &Turn) -> String {
    if turn.is_pass() {
        return "pass".into();
    }
    let v = pos.variant();
    let mut before = pos.clone();
    let mut parts = Vec::new();
    for m in turn.moves() {
        parts.push(move_san(&before, turn, m));
        let mut state = before.state().clone();
        state.apply(v, m);
        before = Position::from_state(v, state);
    }
    let after = pos.play(turn);
    let mut text = parts.join("; ");
    if after.in_check() {
        text.push(if after.outcome().is_some() { '#' } else { '+' });
    }
    text
}

fn move_san(pos: &Position, turn: &Turn, m: &Move) -> String {
    let v = pos.variant();
    let g = v.geometry();
    let kind = v.kind(m.piece.kind());
    let letter = kind.label.clone();
    let to = g.name(m.to).to_string();
    if m.from.is_none() {
        return format!("{letter}@{to}");
    }
    if m.is(flags::CASTLE) && kind.royal {
        let long = (g.file(m.side_from) as i32 - g.file(m.from) as i32).abs()
            > (g.file(m.side_from) as i32 - g.file(m.to) as i32).abs() + 1;
        let kingside = g.file(m.side_from) > g.file(m.from);
        let _ = long;
        return if kingside {
            "O-O".into()
        } else {
            "O-O-O".into()
        };
    }
    let mut out = String::new();
    let capture = if m.is_capture() { "x" } else { "" };
    if kind.pawn {
        if m.is_capture() {
            out.push((b'a' + g.file(m.from) as u8) as char);
        }
    } else {
        out.push_str(&letter);
        // Disambiguate among other pieces of the same kind reaching the same square,
        // counting only first moves of turns (the component being written).
        let rivals: Vec<Move> = pos
            .legal_turns()
            .iter()
            .filter_map(|t| t.first().copied())
            .filter(|o| o.piece == m.piece && o.to == m.to && o.from != m.from && !o.from.is_none())
            .collect();
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|o| g.file(o.from) == g.file(m.from));
            let same_rank = rivals.iter().any(|o| g.rank(o.from) == g.rank(m.from));
            if !same_file {
                out.push((b'a' + g.file(m.from) as u8) as char);
            } else if !same_rank {
                out.push_str(&(g.rank(m.from) + 1).to_string());
            } else {
                out.push_str(&g.name(m.from).to_string());
            }
        }
    }
    out.push_str(capture);
    out.push_str(&to);
    if let Some(k) = m.promotion() {
        let piece = v.morph(
            m.piece.with_kind(k),
            if m.is(flags::SWAP) { m.side_to } else { m.to },
        );
        out.push('=');
        out.push_str(&v.kind(piece.kind()).label);
    }
    let _ = (turn, Color::White);
    out
}
