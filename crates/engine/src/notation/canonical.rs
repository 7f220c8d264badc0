//! The canonical (stored) spelling of a turn, as `notation.md` defines it.

use crate::position::Position;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use crate::variant::Variant;

/// `P e2-e4`, `K e1-g1`, `N-d2`, `P e7-e8; Q-e8`, two moves joined by `; `, or `pass`.
pub fn canonical(pos: &Position, turn: &Turn) -> String {
    if turn.is_pass() {
        return "pass".into();
    }
    let v = pos.variant();
    let mut state = pos.state().clone();
    let mut parts = Vec::new();
    for m in turn.moves() {
        parts.extend(move_parts(v, &state, m));
        state.apply(v, m);
    }
    parts.join("; ")
}

/// The parts of one component move, in the state before it.
pub(crate) fn move_parts(v: &Variant, s: &State, m: &Move) -> Vec<String> {
    let g = v.geometry();
    let label = v.label(m.piece);
    let mut parts = Vec::new();
    if m.from.is_none() {
        parts.push(format!("{label}-{}", g.name(m.to)));
    } else {
        parts.push(format!("{label} {}-{}", g.name(m.from), g.name(m.to)));
    }
    if m.is(flags::CASTLE)
        && castle_needs_rook_part(v, m)
        && let Some(rook) = s.piece(m.side_from)
    {
        parts.push(format!(
            "{} {}-{}",
            v.label(rook),
            g.name(m.side_from),
            g.name(m.side_to)
        ));
    }
    if let Some(kind) = m.promotion() {
        let square = if m.is(flags::SWAP) { m.side_to } else { m.to };
        let piece = v.morph(m.piece.with_kind(kind), square);
        parts.push(format!("{}-{}", v.label(piece), g.name(square)));
    }
    parts
}

/// A castling whose bare king move is also an ordinary one-square king step (Tandem-84's
/// home castling) must name the rook as well.
pub(crate) fn castle_needs_rook_part(v: &Variant, m: &Move) -> bool {
    let g = v.geometry();
    m.via.is_none()
        && g.board_of(m.from) == g.board_of(m.to)
        && (g.file(m.from) as i32 - g.file(m.to) as i32).abs() <= 1
}
