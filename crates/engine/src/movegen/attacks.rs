//! Attacks: whether a side attacks a square (probed backwards through the move tables,
//! forwards for captures that cannot be probed, and through the mechanics' own attacks),
//! whether a royal piece is attacked, and check.

use super::hooks::Generation;
use super::pieces::piece_moves;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;

/// Whether `by` attacks `target` with anything: table captures, forward-checked
/// exotic captures, and the variant's own extra attacks.
pub fn attacked<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    target: Square,
    by: Color,
) -> bool {
    if e.tables.probe_attack(&s.board, target, by) {
        return true;
    }
    let slow = e.tables.slow_attackers(by);
    if slow != 0 && slow_attack(e, s, target, by, slow) {
        return true;
    }
    r.extra_attack(e, s, target, by)
}

/// Attacks by kinds whose captures cannot be probed backwards: generate them forwards
/// against a stand-in enemy piece on `target` (royal pieces are never captured by
/// generation, and an empty square would not be captured at all).
fn slow_attack(e: &Equipment, s: &State, target: Square, by: Color, slow: u64) -> bool {
    let Some((stand_in, _)) = e.each_kind().find(|(_, k)| !k.royal) else {
        return false;
    };
    let mut probe = s.clone();
    probe.board[target.index()] = Piece::new(stand_in, by.opposite()).code();
    let mut buf = Vec::new();
    for sq in s.occ[by.index()].iter() {
        if let Some(p) = s.piece(sq)
            && p.kind().is_in(slow)
        {
            buf.clear();
            piece_moves(e, &probe, sq, p, &mut buf);
            if buf.iter().any(|m| m.captured == target) {
                return true;
            }
        }
    }
    false
}

/// Whether any royal piece of `color` is attacked (whether it is in check, where
/// there is check).
pub fn royal_attacked<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
) -> bool {
    if e.several_royals {
        return attacked_royal(e, r, s, color).is_some();
    }
    let royal = s.royal[color.index()];
    !royal.is_none() && attacked(e, r, s, royal, color.opposite())
}

/// Whether `color` is in check: a royal piece of its attacked (any one, with
/// `several_royals`), where there is check at all.
pub fn in_check<R: Generation + ?Sized>(e: &Equipment, r: &R, s: &State, color: Color) -> bool {
    !r.no_check() && royal_attacked(e, r, s, color)
}

/// The first of `color`'s royal pieces that is attacked.
#[cold]
#[inline(never)]
pub fn attacked_royal<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
) -> Option<Square> {
    s.royals(e, color)
        .iter()
        .find(|&sq| attacked(e, r, s, sq, color.opposite()))
}

/// Whether the king from `origin` would be safe standing on each of `squares`, tested
/// with the king moved there (its origin empty, the rook not yet moved).
pub fn king_safe_on<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    origin: Square,
    squares: &[Square],
    color: Color,
) -> bool {
    let Some(king) = s.piece(origin) else {
        return false;
    };
    let mut probe = s.clone();
    probe.remove(origin);
    for &sq in squares {
        let saved = probe.board[sq.index()];
        probe.board[sq.index()] = king.code();
        let hit = attacked(e, r, &probe, sq, color.opposite());
        probe.board[sq.index()] = saved;
        if hit {
            return false;
        }
    }
    true
}
