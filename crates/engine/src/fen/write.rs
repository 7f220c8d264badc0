//! Writing a `Setup` as position notation, which `read` reads back to it.

use super::{castling, tagged};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::setup::Setup;
use std::fmt::Write;

fn write_label(out: &mut String, label: &str) {
    // One letter, or a promoted form as shogi positions write it (`+P`).
    let letters = label.strip_prefix('+').unwrap_or(label);
    if letters.chars().count() == 1 {
        out.push_str(label);
    } else {
        let _ = write!(out, "({label})");
    }
}

pub(crate) fn write(e: &Equipment, s: &Setup) -> String {
    let g = &e.geometry;
    let mut out = String::new();
    for rank in g.ranks().rev() {
        let mut empty = 0;
        for file in g.files() {
            if file.index() > 0 && g.boards().iter().any(|b| b.first_file == file) {
                if empty > 0 {
                    let _ = write!(out, "{empty}");
                    empty = 0;
                }
                out.push('|');
            }
            let Some(sq) = g.square(file, rank) else {
                continue;
            };
            match s.piece_at(sq) {
                None if s.walls.contains(&sq) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push('*');
                }
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    write_label(&mut out, &e.label(p));
                    if s.promoted.contains(&sq) {
                        out.push('~');
                    }
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank.index() > 0 {
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
                let count = s.reserves[color.index()].get(i).copied().unwrap_or(0);
                for _ in 0..count {
                    write_label(&mut out, &label);
                }
            }
        }
        out.push(']');
    }
    let ep: Vec<&str> = s.en_passant.iter().map(|&sk| g.name_of(sk)).collect();
    let _ = write!(
        out,
        " {} {} {} {} {}",
        s.turn.letter(),
        castling::write(e, &s.castling, &s.gates),
        if ep.is_empty() {
            "-".to_string()
        } else {
            ep.join(",")
        },
        s.halfmoves,
        s.fullmoves
    );
    tagged::write(s, &mut out);
    out
}
