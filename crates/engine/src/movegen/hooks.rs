//! How the move generator meets the rule mechanics: where generated moves go, and small
//! methods for what the move tables cannot say, each defaulting to orthodox behaviour.
//! A definition with no mechanics generates orthodox moves; a mechanic that adds moves,
//! drops or attacks overrides the method it needs (`mechanics::Mechanics` does, for the
//! mechanics a definition switched on). The legality layer's `Rules` builds on these.

use super::drops;
use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::square::Square;
use crate::state::State;
use crate::turn::Move;

/// Where generated moves go: a list, or a filter that counts or forwards the legal ones
/// without storing anything (perft's last ply, the legal-turn list).
pub trait MoveSink {
    fn push(&mut self, m: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, m: Move) {
        Vec::push(self, m);
    }
}

pub(crate) trait Generation {
    /// How a move changes the position. Default: as the variant's data says
    /// (`State::apply`). Every move tried or played goes through here, so a mechanic
    /// whose moves do more (an explosion round a capture) overrides it alone.
    #[inline]
    fn apply_move(&self, e: &Equipment, s: &mut State, m: &Move) {
        s.apply(e, m);
    }

    /// Whether a move that carries one piece (and takes at most one) does nothing else
    /// to the board in `apply_move`: no explosion, flip, wall or piece turned to
    /// stone. Legality then tries such a move in place and takes it back. Default:
    /// true, as `State::apply` does.
    fn moves_only_carry(&self) -> bool {
        true
    }

    /// Moves the Betza tables cannot give (transfers, swaps, special captures).
    fn extra_moves(&self, _e: &Equipment, _s: &State, _color: Color, _out: &mut Vec<Move>) {}

    /// Drops from `color`'s reserve. Default: onto any empty square of the drop zone.
    fn drops(&self, e: &Equipment, s: &State, color: Color, out: &mut Vec<Move>) {
        drops::drops_onto_empty(e, s, color, out);
    }

    /// Whether `extra_attack` can ever report an attack. A conservative `true` by
    /// default; hooks that add no attacks say `false` and get faster legality tests.
    fn has_extra_attacks(&self) -> bool {
        true
    }

    /// The squares whose contents decide whether `extra_attack` finds `by` attacking
    /// `target`, or `None` when that cannot be told (every move is then tried). Default:
    /// none without extra attacks.
    fn extra_attack_squares(
        &self,
        _e: &Equipment,
        _s: &State,
        _target: Square,
        _by: Color,
    ) -> Option<Bits> {
        (!self.has_extra_attacks()).then(Bits::default)
    }

    /// Attacks the Betza tables cannot see; they give check like any other.
    fn extra_attack(&self, _e: &Equipment, _s: &State, _target: Square, _by: Color) -> bool {
        false
    }

    /// Whether there is no check at all: royal pieces are never in check (and so never
    /// mated), and every pseudo-legal move is legal. Default: there is check.
    fn no_check(&self) -> bool {
        false
    }
}
