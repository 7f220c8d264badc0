//! How the move generator meets the rule mechanics: small methods, each defaulting to
//! orthodox behaviour. `mechanics::Mechanics` implements them from the mechanics a
//! definition switched on; shared code never asks which variant it is playing.

use super::color::Color;
use super::geometry::Square;
use super::outcome::Outcome;
use super::state::State;
use super::turn::{Move, Turn};
use super::variant::{StalemateRule, Variant};
use super::{legal, movegen};

pub trait Rules: Send + Sync {
    /// Every legal turn of the side to move. Default: each single move after which the
    /// mover's royal piece is not attacked.
    fn legal_turns(&self, v: &Variant, s: &State, out: &mut Vec<Turn>) {
        legal::single_move_turns(v, s, out);
    }

    /// The legal turns whose first move passes `first`. Reading a submission asks only
    /// for the turns that can match what was written; for turns of several moves that is
    /// a small part of the list. Default: the whole list, filtered.
    fn legal_turns_starting(
        &self,
        v: &Variant,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        out: &mut Vec<Turn>,
    ) {
        let mut all = Vec::new();
        self.legal_turns(v, s, &mut all);
        out.extend(
            all.into_iter()
                .filter(|t| t.moves().next().is_some_and(first)),
        );
    }

    /// Each move that begins at least one legal turn, once (the rivals a first move is
    /// told apart from when it is written short). Default: read off the whole list.
    fn legal_first_moves(&self, v: &Variant, s: &State, out: &mut Vec<Move>) {
        let mut all = Vec::new();
        self.legal_turns(v, s, &mut all);
        for m in all.iter().filter_map(|t| t.moves().next()) {
            if out.last() != Some(m) && !out.contains(m) {
                out.push(*m);
            }
        }
    }

    /// Whether the side to move has any legal turn (whether the game goes on).
    fn has_legal_turn(&self, v: &Variant, s: &State) -> bool {
        self.count_legal_turns(v, s) > 0
    }

    /// How many legal turns there are (perft counts its last ply this way).
    fn count_legal_turns(&self, v: &Variant, s: &State) -> usize {
        if self.single_move_turns() {
            legal::count_single_move_turns(v, s)
        } else {
            let mut out = Vec::new();
            self.legal_turns(v, s, &mut out);
            out.len()
        }
    }

    /// Whether every turn is exactly one move (false for variants whose
    /// `legal_turns` builds other shapes).
    fn single_move_turns(&self) -> bool {
        true
    }

    /// Whether one turn is legal, checked on its own rather than by listing every turn
    /// when turns are single moves; otherwise by the list.
    fn is_legal_turn(&self, v: &Variant, s: &State, turn: &Turn) -> bool {
        if self.single_move_turns() {
            legal::single_move_is_legal(v, s, turn)
        } else if let Some(m) = turn.moves().next() {
            let mut out = Vec::new();
            self.legal_turns_starting(v, s, &|first| first == m, &mut out);
            out.contains(turn)
        } else {
            let mut out = Vec::new();
            self.legal_turns(v, s, &mut out);
            out.contains(turn)
        }
    }

    /// Moves the Betza tables cannot give (transfers, swaps, special captures).
    fn extra_moves(&self, _v: &Variant, _s: &State, _color: Color, _out: &mut Vec<Move>) {}

    /// Whether `extra_attack` can ever report an attack. A conservative `true` by
    /// default; hooks that add no attacks say `false` and get faster legality tests.
    fn has_extra_attacks(&self) -> bool {
        true
    }

    /// Attacks the Betza tables cannot see; they give check like any other.
    fn extra_attack(&self, _v: &Variant, _s: &State, _target: Square, _by: Color) -> bool {
        false
    }

    /// Drops from `color`'s reserve. Default: onto any empty square of the drop zone.
    fn drops(&self, v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
        movegen::drops_onto_empty(v, s, color, out);
    }

    /// Whether `color` is in check: a royal piece of its attacked (any one, with
    /// `several_royals`).
    fn in_check(&self, v: &Variant, s: &State, color: Color) -> bool {
        movegen::royal_attacked(v, s, color)
    }

    /// A finished game, whatever moves remain (a bare king, a completed reversal).
    fn terminal(&self, v: &Variant, s: &State) -> Option<Outcome> {
        if v.bare_king_loses {
            return crate::mechanics::bare_royals(v, s);
        }
        None
    }

    /// The result when the side to move has no legal turn.
    fn no_turns(&self, v: &Variant, s: &State) -> Outcome {
        let loser = s.side;
        if self.in_check(v, s, loser) {
            return Outcome::win(loser.opposite(), "checkmate");
        }
        match v.stalemate_rule() {
            StalemateRule::Draw => Outcome::draw("stalemate"),
            StalemateRule::Loss => Outcome::win(loser.opposite(), "stalemate"),
        }
    }
}
