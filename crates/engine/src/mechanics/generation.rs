//! How the compiled mechanics meet the move generator (`Generation`): what a move does
//! besides moving (explosions, walls, flips, ...), the moves they add, and the drops.

use super::between_boards::Context;
use super::{
    Mechanics, castling_by_drops, component_moves, flying_general, gating, pushing_drops,
    reserve_drops,
};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::rules::Rules;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;

impl Mechanics {
    fn add_extra_moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        if let Some(c) = &self.cannon {
            c.moves(e, s, color, out);
        }
        if self.gating {
            let pawns = self
                .drops
                .is_some_and(|d| d.onto_empty && !d.pawns_off_first);
            gating::moves(e, self, s, color, pawns, out);
        }
        if let Some(g) = &self.gate_leaps {
            g.moves(e, s, color, || movegen::in_check(e, self, s, color), out);
        }
        if let Some(p) = &self.placed_promotion {
            p.moves(e, s, color, out);
        }
        if let Some(f) = self.free_drops {
            let start = out.len();
            f.drops(e, s, color, out);
            if let Some(x) = &self.enclosing {
                x.narrow(e, s, out, start);
            }
        }
        if self.single_move_turns() && self.boards.any() {
            let cx = Context {
                color,
                in_check: movegen::in_check(e, self, s, color),
                mechanics: &self.boards,
            };
            component_moves::extra_moves(e, self, s, &cx, out);
        }
    }

    /// The drops the drop mechanics make (or orthodox drops onto empty squares).
    fn reserve_drops(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let Some(d) = self.drops else {
            movegen::drops_onto_empty(e, s, color, out);
            return;
        };
        if d.onto_empty && (d.pawns_off_first || d.pawns_off_zone) {
            let start = out.len();
            match d.unstacked {
                Some(u) => u.drops(e, s, color, out),
                None => movegen::drops_onto_empty(e, s, color, out),
            }
            let mut i = start;
            while i < out.len() {
                if reserve_drops::pawn_barred(e, &d, &out[i]) {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
        } else if let (true, Some(u)) = (d.onto_empty, d.unstacked) {
            u.drops(e, s, color, out);
        } else if d.onto_empty {
            movegen::drops_onto_empty(e, s, color, out);
        }
        if d.promoted_too {
            reserve_drops::promoted_drops(e, s, color, out);
        }
        if d.onto_advancing_pawn {
            pushing_drops::onto_pawn(e, s, color, out);
        }
        if d.behind_advancing_pawn {
            pushing_drops::behind_pawn(e, s, color, out);
        }
    }
}

impl Generation for Mechanics {
    #[inline]
    fn apply_move(&self, e: &Equipment, s: &mut State, m: &Move) {
        s.apply(e, m);
        if let Some(x) = &self.explosions {
            x.explode(e, s, m);
        }
        if let Some(p) = &self.petrifying {
            p.petrify(s, m);
        }
        if let Some(g) = &self.gate_leaps {
            g.close_aimed(e, s, m);
        }
        if self.castling_by_drops {
            castling_by_drops::after_drop(e, s, m);
        }
        if let Some(w) = &self.walling {
            w.place(s, m);
        }
        if let Some(f) = self.flipping {
            f.flip(e, s, m);
        }
        if let Some(squares) = &self.en_passant_squares
            && !m.ep_square.is_none()
            && !squares[m.piece.color().opposite().index()].has(m.ep_square)
        {
            s.ep_new.remove(m.ep_square);
        }
    }

    #[inline]
    fn moves_only_carry(&self) -> bool {
        self.only_carry
    }

    #[inline]
    fn extra_moves(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        if self.extra {
            self.add_extra_moves(e, s, color, out);
        }
    }

    fn drops(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        let start = out.len();
        self.reserve_drops(e, s, color, out);
        if let Some(x) = &self.enclosing {
            x.narrow(e, s, out, start);
        }
    }

    #[inline]
    fn has_extra_attacks(&self) -> bool {
        self.cannon.is_some() || self.flying_general
    }

    #[inline]
    fn extra_attack_squares(
        &self,
        e: &Equipment,
        s: &State,
        target: Square,
        by: Color,
    ) -> Option<crate::bits::Bits> {
        match (&self.cannon, self.flying_general) {
            (Some(_), _) => None,
            (None, true) => Some(flying_general::lines_through(e, s, target, by)),
            (None, false) => Some(crate::bits::Bits::default()),
        }
    }

    #[inline]
    fn extra_attack(&self, e: &Equipment, s: &State, target: Square, by: Color) -> bool {
        (self.flying_general && flying_general::sees(e, s, target, by))
            || self
                .cannon
                .as_ref()
                .is_some_and(|c| c.attacks(e, s, target, by))
    }

    #[inline]
    fn no_check(&self) -> bool {
        self.no_check
    }
}
