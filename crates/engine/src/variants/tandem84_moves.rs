//! Tandem-84's component moves: everything one piece may do as one move of a turn,
//! listed board by board (a turn's two moves must begin on different boards).
//!
//! Normal moves come from the Betza tables. A drop move generates the piece's table
//! moves as if it stood on the corresponding square (the origin is on the other board,
//! so it blocks nothing there). Swaps, ghost moves and drop-castling are built here.
//! Whether the mover's king ends the turn safe is not judged here (see `tandem84.rs`).

use super::tandem84::GhostRule;
use crate::color::Color;
use crate::geometry::Square;
use crate::movegen;
use crate::piece::Piece;
use crate::state::State;
use crate::turn::{Move, flags};
use crate::variant::Variant;

/// What move generation needs to know about the position beyond the board.
pub(crate) struct Context {
    pub color: Color,
    /// The mover's king is in check as this move begins (rule (e), castling, swaps).
    pub in_check: bool,
    pub ghost_kind: Option<usize>,
    pub ghost_rule: GhostRule,
}

/// Every pseudo-legal move of the side to move that begins on `board`.
pub(crate) fn board_moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    board: usize,
    scratch: &mut Vec<Move>,
    out: &mut Vec<Move>,
) {
    let g = &v.geometry;
    for sq in s.occ[cx.color.index()].iter() {
        if g.board_of(sq) != board {
            continue;
        }
        let Some(p) = s.piece(sq) else { continue };
        if Some(p.kind()) == cx.ghost_kind {
            ghost_moves(v, s, cx, sq, p, out);
            continue;
        }
        movegen::piece_moves(v, s, sq, p, out);
        drop_moves(v, s, cx, sq, p, scratch, out);
    }
    let start = out.len();
    movegen::castling_moves(v, s, cx.color, out);
    // Home castling only for a king on this board (the castling list is both boards').
    let mut i = start;
    while i < out.len() {
        if g.board_of(out[i].from) != board {
            out.swap_remove(i);
        } else {
            i += 1;
        }
    }
    drop_castling(v, s, cx, board, out);
}

/// A drop to the corresponding square followed by a normal move, or a drop/swap with a
/// friendly piece standing there.
fn drop_moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    sq: Square,
    p: Piece,
    scratch: &mut Vec<Move>,
    out: &mut Vec<Move>,
) {
    let Some(corr) = v.geometry.corresponding(sq) else {
        return;
    };
    let royal = v.kind(p.kind()).royal;
    // Rule (e): a king in check makes no drop move of any kind.
    if royal && cx.in_check {
        return;
    }
    match s.piece(corr) {
        None => {
            scratch.clear();
            movegen::piece_moves(v, s, corr, p, scratch);
            for m in scratch.iter() {
                let mut m = *m;
                m.from = sq;
                m.via = corr;
                m.flags |= flags::TRANSFER;
                out.push(m);
            }
        }
        Some(partner) if partner.color() == cx.color => {
            if swap_allowed(v, cx, p, partner, true) {
                push_swap(v, out, p, sq, corr, corr, partner, sq);
            }
        }
        Some(_) => {}
    }
}

/// Whether `mover` may swap with `partner` (the same-type ban, and no king carried to the
/// other board while it is in check).
fn swap_allowed(v: &Variant, cx: &Context, mover: Piece, partner: Piece, across: bool) -> bool {
    if mover.kind() == partner.kind() {
        return false;
    }
    let king_crosses = v.kind(mover.kind()).royal || v.kind(partner.kind()).royal;
    !(across && king_crosses && cx.in_check)
}

/// Pushes a swap: `mover` goes from `from` (through `via` if it drops) to `to`, and the
/// partner from `to` to `back`. A pawn partner may not land on its own first rank and
/// promotes (each choice a move) when it lands on its last rank.
#[allow(clippy::too_many_arguments)]
fn push_swap(
    v: &Variant,
    out: &mut Vec<Move>,
    mover: Piece,
    from: Square,
    via: Square,
    to: Square,
    partner: Piece,
    back: Square,
) {
    let g = &v.geometry;
    let mut m = Move::new(mover, from, to);
    m.via = via;
    m.side_from = to;
    m.side_to = back;
    m.flags |= flags::SWAP;
    if !via.is_none() {
        m.flags |= flags::TRANSFER;
    }
    let kind = v.kind(partner.kind());
    if kind.pawn {
        let rel = g.relative_rank(back, partner.color() == Color::White);
        if rel == 0 {
            return;
        }
    }
    movegen::push_promotions_of(v, out, m, partner, back);
}

/// The squares a ghost on `sq` may go to on its own board (teleport: all of them;
/// king-step: its neighbours). `sq` itself is never included.
fn ghost_targets(v: &Variant, rule: GhostRule, sq: Square, out: &mut Vec<Square>) {
    let g = &v.geometry;
    out.clear();
    match rule {
        GhostRule::Teleport => {
            let part = g.boards()[g.board_of(sq)];
            for rank in 0..g.height() {
                for file in part.first_file..part.first_file + part.files {
                    if let Some(t) = g.square(file, rank)
                        && t != sq
                    {
                        out.push(t);
                    }
                }
            }
        }
        GhostRule::KingStep => {
            for df in -1..=1 {
                for dr in -1..=1 {
                    if (df, dr) != (0, 0)
                        && let Some(t) = g.offset(sq, df, dr)
                    {
                        out.push(t);
                    }
                }
            }
        }
    }
}

/// A ghost's moves: to a vacant square, or swapping with a friendly piece, on its own
/// board; a drop/swap; or a drop followed by either of those on the other board.
fn ghost_moves(v: &Variant, s: &State, cx: &Context, sq: Square, p: Piece, out: &mut Vec<Move>) {
    let mut targets = Vec::with_capacity(42);
    ghost_targets(v, cx.ghost_rule, sq, &mut targets);
    ghost_targets_moves(v, s, cx, p, sq, Square::NONE, &targets, out);
    let Some(corr) = v.geometry.corresponding(sq) else {
        return;
    };
    match s.piece(corr) {
        None => {
            ghost_targets(v, cx.ghost_rule, corr, &mut targets);
            ghost_targets_moves(v, s, cx, p, sq, corr, &targets, out);
        }
        Some(partner) if partner.color() == cx.color => {
            if swap_allowed(v, cx, p, partner, true) {
                push_swap(v, out, p, sq, corr, corr, partner, sq);
            }
        }
        Some(_) => {}
    }
}

/// The ghost from `from` (having dropped to `via`, or `NONE`) onto each target.
#[allow(clippy::too_many_arguments)]
fn ghost_targets_moves(
    v: &Variant,
    s: &State,
    cx: &Context,
    p: Piece,
    from: Square,
    via: Square,
    targets: &[Square],
    out: &mut Vec<Move>,
) {
    for &t in targets {
        match s.piece(t) {
            None => {
                let mut m = Move::new(p, from, t);
                if !via.is_none() {
                    m.via = via;
                    m.flags |= flags::TRANSFER;
                }
                out.push(m);
            }
            Some(partner) if partner.color() == cx.color => {
                if swap_allowed(v, cx, p, partner, !via.is_none()) {
                    push_swap(v, out, p, from, via, t, partner, from);
                }
            }
            Some(_) => {}
        }
    }
}

/// Drop-castling of a king standing on `board`: the king drops to its corresponding
/// square and goes along the rank until it is next to the rook; the rook jumps to the
/// king's other side.
fn drop_castling(v: &Variant, s: &State, cx: &Context, board: usize, out: &mut Vec<Move>) {
    if cx.in_check {
        return;
    }
    let g = &v.geometry;
    for &(color, king_sq, rook_sq) in &v.extra_castle_rights {
        if color != cx.color || g.board_of(king_sq) != board {
            continue;
        }
        if !(s.virgin.has(king_sq) && s.virgin.has(rook_sq)) {
            continue;
        }
        let (Some(king), Some(rook)) = (s.piece(king_sq), s.piece(rook_sq)) else {
            continue;
        };
        if king.color() != color || rook.color() != color || !v.kind(king.kind()).royal {
            continue;
        }
        let Some(drop) = g.corresponding(king_sq) else {
            continue;
        };
        if g.board_of(drop) != g.board_of(rook_sq) || g.rank(drop) != g.rank(rook_sq) {
            continue;
        }
        let dir: i32 = if g.file(rook_sq) > g.file(drop) {
            1
        } else {
            -1
        };
        // The king's path: from the drop square up to the square next to the rook.
        let mut path = Vec::with_capacity(6);
        let mut at = drop;
        while at != rook_sq {
            path.push(at);
            match g.offset(at, dir, 0) {
                Some(next) => at = next,
                None => break,
            }
        }
        let (Some(&king_to), true) = (path.last(), path.len() >= 2) else {
            continue;
        };
        let Some(rook_to) = g.offset(king_to, -dir, 0) else {
            continue;
        };
        if path.iter().any(|&q| !s.is_empty(q)) {
            continue;
        }
        if !movegen::king_safe_on(v, s, king_sq, &path, color) {
            continue;
        }
        let mut m = Move::new(king, king_sq, king_to);
        m.via = drop;
        m.side_from = rook_sq;
        m.side_to = rook_to;
        m.flags |= flags::CASTLE | flags::TRANSFER;
        out.push(m);
    }
}
