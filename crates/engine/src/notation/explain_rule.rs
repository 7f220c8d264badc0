//! Naming the rule behind a refusal. Each reason is found the same way: compare what
//! the piece may legally do with what it could do under looser conditions (by its own
//! movement alone, as the first move of the turn, from any reserve slot, onto any free
//! square of the drop zone), and say which condition makes the difference. Nothing here
//! asks which variant is being played; the rule shows in the shape of the legal moves.

use super::canonical::move_parts;
use super::full::Spec;
use super::why::Why;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen;
use crate::movegen::Generation;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;
use crate::variant::Variant;

fn name(e: &Equipment, p: Piece) -> String {
    e.kind(p.kind()).name.to_lowercase()
}

fn sq(e: &Equipment, s: Square) -> String {
    e.geometry().coords(s).to_string()
}

/// The moves the piece on `from` could make by its own movement (and the hooks' extra
/// moves), before any turn structure or legality filter.
pub(super) fn own_moves(v: &Variant, s: &State, piece: Piece, from: Square) -> Vec<Move> {
    let e = v.equipment();
    let mut pseudo = Vec::new();
    movegen::piece_moves(e, s, from, piece, &mut pseudo);
    v.rules().extra_moves(e, s, piece.color(), &mut pseudo);
    pseudo.retain(|m| m.from == from);
    pseudo
}

/// How far a move goes: the larger of the files and the ranks it crosses.
fn distance(e: &Equipment, from: Square, to: Square) -> usize {
    let g = e.geometry();
    g.file_index(from)
        .abs_diff(g.file_index(to))
        .max(g.rank_index(from).abs_diff(g.rank_index(to)))
}

/// The piece could go to `to`, but every legal move of it goes the same, longer
/// distance: the piece must move as far as it legally can.
pub(super) fn not_far_enough(
    v: &Variant,
    s: &State,
    piece: Piece,
    from: Square,
    to: Square,
    dests: &[Square],
) -> Option<Why> {
    let e = v.equipment();
    let far = distance(e, from, *dests.first()?);
    let written = distance(e, from, to);
    if written >= far
        || dests.iter().any(|&d| distance(e, from, d) != far)
        || !own_moves(v, s, piece, from).iter().any(|m| m.to == to)
    {
        return None;
    }
    Some(Why::MustGoFurther {
        piece: name(e, piece),
        from: sq(e, from),
        to: sq(e, to),
        far,
        written,
    })
}

/// The piece has moves of its own, but none may follow the earlier parts of the turn.
/// Says which condition of the turn's structure the legal continuations show: another
/// board, or another piece.
pub(super) fn not_after(
    v: &Variant,
    s: &State,
    prev: &Spec,
    continuations: &[Spec],
    piece: Piece,
    from: Square,
) -> Option<Why> {
    let e = v.equipment();
    if own_moves(v, s, piece, from).is_empty() {
        return None;
    }
    let earlier = move_parts(e, s, &prev.mv).join("; ");
    if prev.mv.to == from {
        return Some(Why::MovedTwice {
            piece: name(e, piece),
            square: sq(e, from),
            earlier,
        });
    }
    let g = e.geometry();
    let start = |sp: &Spec| {
        let f = if sp.mv.from.is_none() {
            sp.mv.to
        } else {
            sp.mv.from
        };
        g.board_of(f)
    };
    let here = g.board_of(from);
    if g.boards().len() > 1
        && start(prev) == here
        && !continuations.is_empty()
        && continuations.iter().all(|sp| start(sp) != here)
    {
        let board = |b: usize| {
            let part = g.boards()[b];
            (part.first_file.to_string(), part.last_file().to_string())
        };
        let other = start(&continuations[0]);
        return Some(Why::OtherBoard {
            earlier,
            began: board(here),
            next: board(other),
        });
    }
    Some(Why::CannotFollow {
        piece: name(e, piece),
        square: sq(e, from),
        earlier,
    })
}

/// The reserve still holds this piece, but only in slots bound to the other square
/// colour than `to`'s.
pub(super) fn wrong_square_colour(
    e: &Equipment,
    s: &State,
    piece: Piece,
    to: Square,
) -> Option<Why> {
    let color = piece.color();
    let dark = e.geometry().square_is_dark(to);
    let slots: Vec<(usize, Option<bool>)> = e
        .reserve_slots()
        .iter()
        .enumerate()
        .filter(|(_, slot)| slot.kind == piece.kind())
        .map(|(i, slot)| (i, slot.dark))
        .collect();
    let held = |i: usize| s.reserve[color.index()][i] > 0;
    let left: Vec<Option<bool>> = slots
        .iter()
        .filter(|(i, _)| held(*i))
        .map(|&(_, d)| d)
        .collect();
    if left.is_empty() || left.iter().any(|d| d.is_none_or(|d| d == dark)) {
        return None;
    }
    Some(Why::BoundToSquareColour {
        piece: name(e, piece),
        square: sq(e, to),
        dark,
        gone: slots.iter().any(|&(i, d)| !held(i) && d == Some(dark)),
    })
}

/// The reserve holds the piece but it has no legal drop anywhere: say so, and why the
/// drop zone offers no square.
pub(super) fn no_drop_anywhere(v: &Variant, s: &State, piece: Piece, to: Square) -> Option<Why> {
    let e = v.equipment();
    let color = piece.color();
    let held = e
        .reserve_slots()
        .iter()
        .enumerate()
        .any(|(i, slot)| slot.kind == piece.kind() && s.reserve[color.index()][i] > 0);
    if !held {
        return None;
    }
    let g = e.geometry();
    // The zone of the piece's own slots where they have a narrower one (rooks on the
    // first rank only).
    let own_ranks = e
        .reserve_slots()
        .iter()
        .enumerate()
        .filter(|(i, slot)| slot.kind == piece.kind() && s.reserve[color.index()][*i] > 0)
        .map(|(_, slot)| slot.drop_ranks.unwrap_or(usize::MAX))
        .max()
        .unwrap_or(usize::MAX);
    let zone: Vec<Square> = g
        .squares()
        .filter(|&x| {
            e.in_drop_zone(x, color) && g.relative_rank(x, color == Color::White) < own_ranks
        })
        .collect();
    let ranks = zone
        .iter()
        .map(|&x| g.relative_rank(x, color == Color::White))
        .max()
        .map_or(0, |r| r + 1);
    let piece = name(e, piece);
    let free = zone.iter().filter(|&&x| s.is_empty(x)).count();
    let occupied = (!s.is_empty(to)).then(|| sq(e, to));
    Some(if free == 0 {
        Why::DropZoneFull {
            occupied,
            piece,
            ranks,
        }
    } else if movegen::in_check(e, v.rules(), s, color) {
        Why::DropCannotAnswerCheck { occupied, piece }
    } else {
        Why::DropZoneRefuses {
            occupied,
            piece,
            ranks,
        }
    })
}
