//! Culverin Chess (M. Winther): orthodox chess plus one or two Culverins in reserve.
//!
//! A Culverin enters only by a drop on the player's first rank onto an empty square
//! directly behind a friendly pawn, which is pushed one square forward into an empty
//! square. On the board it steps like a king without capturing (`mK` in the
//! definition) and captures like a cannon in all eight directions, except that an
//! enemy pawn as the screen lets it reach only the square directly beyond. XBetza
//! cannot say that exception, so the captures and the checks they give live here, in
//! `extra_moves` and `extra_attack`, walking the board the same way for both.

use super::meteoric::relocating_drop;
use crate::color::Color;
use crate::geometry::Square;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::Move;
use crate::variant::Variant;

/// The label of the Culverin in the definition ([RULING] `C`/`c`).
pub const LABEL: &str = "C";

const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The rule hooks of `culverin` and `culverin2` (the reserve size is data).
pub struct Culverin;

impl Rules for Culverin {
    fn drops(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        let g = v.geometry();
        let forward = if color == Color::White { 1 } else { -1 };
        for slot in 0..v.reserve_slots().len() {
            if s.reserve[color.index()][slot] == 0 {
                continue;
            }
            for sq in g.squares() {
                // First rank only (the definition's drop zone is one rank deep).
                if !s.is_empty(sq) || !v.in_drop_zone(sq, color) {
                    continue;
                }
                let Some(pawn_sq) = g.offset(sq, 0, forward) else {
                    continue;
                };
                let Some(ahead) = g.offset(pawn_sq, 0, forward) else {
                    continue;
                };
                let own_pawn = s
                    .piece(pawn_sq)
                    .is_some_and(|p| p.color() == color && v.kind(p.kind()).pawn);
                if own_pawn && s.is_empty(ahead) {
                    out.push(relocating_drop(v, color, slot, sq, pawn_sq, ahead));
                }
            }
        }
    }

    fn extra_moves(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        let Some(kind) = culverin_kind(v) else {
            return;
        };
        for from in s.occ[color.index()].iter() {
            let Some(c) = s.piece(from).filter(|p| p.kind() == kind) else {
                continue;
            };
            for dir in DIRECTIONS {
                let Some(to) = target(v, s, from, color, dir, None) else {
                    continue;
                };
                let Some(victim) = s.piece(to) else {
                    continue;
                };
                if victim.color() != color && !v.kind(victim.kind()).royal {
                    let mut m = Move::new(c, from, to);
                    m.captured = to;
                    out.push(m);
                }
            }
        }
    }

    fn extra_attack(&self, v: &Variant, s: &State, sq: Square, by: Color) -> bool {
        let Some(kind) = culverin_kind(v) else {
            return false;
        };
        s.occ[by.index()].iter().any(|from| {
            s.piece(from).is_some_and(|p| p.kind() == kind)
                && DIRECTIONS
                    .iter()
                    .any(|&dir| target(v, s, from, by, dir, Some(sq)) == Some(sq))
        })
    }
}

fn culverin_kind(v: &Variant) -> Option<usize> {
    v.kinds().iter().position(|k| k.label == LABEL)
}

/// The one square a Culverin of `color` on `from` could capture on in direction `dir`,
/// if an enemy piece stood there. `probe` is a square to treat as occupied by an
/// enemy non-pawn (the square whose attack is being tested), so that an empty square
/// is seen the way a king standing on it would be.
fn target(
    v: &Variant,
    s: &State,
    from: Square,
    color: Color,
    (df, dr): (i32, i32),
    probe: Option<Square>,
) -> Option<Square> {
    let g = v.geometry();
    let occupied = |sq: Square| Some(sq) == probe || !s.is_empty(sq);
    let mut sq = from;
    // The screen: the first occupied square. Never captured itself.
    let screen = loop {
        sq = g.offset(sq, df, dr)?;
        if occupied(sq) {
            break sq;
        }
    };
    let enemy_pawn = Some(screen) != probe
        && s.piece(screen)
            .is_some_and(|p| p.color() != color && v.kind(p.kind()).pawn);
    if enemy_pawn {
        // Only the square directly beyond an enemy pawn.
        let beyond = g.offset(screen, df, dr)?;
        return occupied(beyond).then_some(beyond);
    }
    sq = screen;
    loop {
        sq = g.offset(sq, df, dr)?;
        if occupied(sq) {
            return Some(sq);
        }
    }
}
