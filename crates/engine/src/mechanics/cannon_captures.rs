//! `cannon_captures`: pieces that capture like a cannon in all eight directions (over
//! exactly one screen, which is never captured itself), optionally reaching only the
//! square directly beyond when the screen is an enemy pawn (first needed by Culverin
//! Chess). XBetza cannot say that exception, so the captures and the checks they give
//! are generated here, walking the board the same way for both. A royal piece is never
//! captured this way: it is attacked (in check) instead.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::PieceKind;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;

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

/// The capturing kinds and how an enemy pawn screen limits them.
#[derive(Clone, Debug)]
pub(crate) struct CannonCaptures {
    /// Bit set over kinds.
    pub kinds: u64,
    /// An enemy pawn as the screen lets the cannon reach only the square beyond it.
    pub short_over_enemy_pawns: bool,
}

impl CannonCaptures {
    fn is_cannon(&self, kind: PieceKind) -> bool {
        kind.is_in(self.kinds)
    }

    pub(crate) fn moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        for from in s.occ[color.index()].iter() {
            let Some(c) = s.piece(from).filter(|p| self.is_cannon(p.kind())) else {
                continue;
            };
            for dir in DIRECTIONS {
                let Some(to) = self.target(e, s, from, color, dir, None) else {
                    continue;
                };
                let Some(victim) = s.piece(to) else {
                    continue;
                };
                if victim.color() != color && !victim.kind().is_in(e.protected_mask) {
                    let mut m = Move::new(c, from, to);
                    m.captured = to;
                    out.push(m);
                }
            }
        }
    }

    pub(crate) fn attacks(&self, e: &Equipment, s: &State, sq: Square, by: Color) -> bool {
        s.occ[by.index()].iter().any(|from| {
            s.piece(from).is_some_and(|p| self.is_cannon(p.kind()))
                && DIRECTIONS
                    .iter()
                    .any(|&dir| self.target(e, s, from, by, dir, Some(sq)) == Some(sq))
        })
    }

    /// The one square a cannon of `color` on `from` could capture on in direction
    /// `dir`, if an enemy piece stood there. `probe` is a square to treat as occupied
    /// by an enemy non-pawn (the square whose attack is being tested), so that an empty
    /// square is seen the way a king standing on it would be.
    fn target(
        &self,
        e: &Equipment,
        s: &State,
        from: Square,
        color: Color,
        (df, dr): (i32, i32),
        probe: Option<Square>,
    ) -> Option<Square> {
        let g = e.geometry();
        let occupied = |sq: Square| Some(sq) == probe || !s.is_empty(sq);
        let mut sq = from;
        let screen = loop {
            sq = g.offset(sq, df, dr)?;
            if occupied(sq) {
                break sq;
            }
        };
        let enemy_pawn = self.short_over_enemy_pawns
            && Some(screen) != probe
            && s.piece(screen)
                .is_some_and(|p| p.color() != color && e.kind(p.kind()).pawn);
        if enemy_pawn {
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
}
