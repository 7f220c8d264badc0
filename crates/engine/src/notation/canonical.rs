//! The canonical (stored) spelling of a turn, as `notation.md` defines it.

use crate::equipment::Equipment;
use crate::movegen::Generation;
use crate::piece::Piece;
use crate::position::Position;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use std::borrow::Cow;
use std::fmt::{self, Write};

impl Position {
    /// The canonical full-algebraic spelling of a legal turn.
    pub fn turn_text(&self, turn: &Turn) -> String {
        canonical(self, turn)
    }
}

/// `P e2-e4`, `K e1-g1`, `N-d2`, `P e7-e8; Q-e8`, two moves joined by `; `, or `pass`.
pub fn canonical(pos: &Position, turn: &Turn) -> String {
    if turn.is_pass() {
        return "pass".into();
    }
    let e = pos.variant().equipment();
    let mut out = String::with_capacity(16);
    // The state is copied only for a move that has another after it: most turns are
    // one move, and a page writes one text for each legal first move.
    let mut state = Cow::Borrowed(pos.state());
    let mut moves = turn.moves().peekable();
    while let Some(m) = moves.next() {
        parts_of(e, &state, m, |part| {
            if !out.is_empty() {
                out.push_str("; ");
            }
            let _ = out.write_fmt(part);
        });
        if moves.peek().is_some() {
            pos.variant().rules().apply_move(e, state.to_mut(), m);
        }
    }
    out
}

/// The parts of one component move, in the state before it.
pub(crate) fn move_parts(e: &Equipment, s: &State, m: &Move) -> Vec<String> {
    let mut parts = Vec::new();
    parts_of(e, s, m, |part| parts.push(part.to_string()));
    parts
}

/// Gives `part` each part of one component move, in the state before it: the move,
/// then the rook of a castling that names it, then a promotion, a gated piece, a wall.
fn parts_of(e: &Equipment, s: &State, m: &Move, mut part: impl FnMut(fmt::Arguments<'_>)) {
    let g = e.geometry();
    let label = |p: Piece| e.kind(p.kind()).label_as(p.color());
    if m.from.is_none() {
        part(format_args!("{}-{}", label(m.piece), g.name_of(m.to)));
    } else {
        part(format_args!(
            "{} {}-{}",
            label(m.piece),
            g.name_of(m.from),
            g.name_of(m.to)
        ));
    }
    if m.is(flags::CASTLE)
        && castle_needs_rook_part(e, m)
        && let Some(rook) = s.piece(m.side_from)
    {
        part(format_args!(
            "{} {}-{}",
            label(rook),
            g.name_of(m.side_from),
            g.name_of(m.side_to)
        ));
    }
    if let Some(kind) = m.promotion() {
        let square = if m.is(flags::SWAP) { m.side_to } else { m.to };
        let piece = e.morph(m.piece.with_kind(kind), square);
        part(format_args!("{}-{}", label(piece), g.name_of(square)));
    }
    if m.is(flags::GATE) {
        let gated = m.piece.with_kind(e.reserve_slots()[m.slot as usize].kind);
        part(format_args!("{}-{}", label(gated), g.name_of(m.gate)));
    }
    if m.is(flags::WALL) {
        part(format_args!("*-{}", g.name_of(m.gate)));
    }
}

/// A castling whose bare king move is also an ordinary one-square king step (Tandem-84's
/// home castling) must name the rook as well.
pub(crate) fn castle_needs_rook_part(e: &Equipment, m: &Move) -> bool {
    let g = e.geometry();
    m.via.is_none()
        && g.board_of(m.from) == g.board_of(m.to)
        && (g.file_index(m.from) as i32 - g.file_index(m.to) as i32).abs() <= 1
}
