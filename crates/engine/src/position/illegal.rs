//! Why a turn was refused: the game is over, the rules are not enforced, or which rule
//! of play the turn breaks. Worked out only for a refused turn, so legal play pays
//! nothing for it.

use crate::color::Color;
use crate::movegen::{Generation, in_check, piece_moves, pseudo_moves};
use crate::outcome::Outcome;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::Turn;
use crate::variant::Variant;

/// Why `Position::play` or `Game::play` refused a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalTurn {
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// Free play: turns are applied as written (`Game::submit`), never chosen.
    #[error("this game's rules are not enforced: a turn is applied as written")]
    RulesNotEnforced,
    #[error("it is {0}'s turn")]
    NotYourTurn(Color),
    /// No piece can make the (first) move by the rules of movement here.
    #[error("no piece can make that move here")]
    NoSuchMove,
    /// The move leaves the mover's royal piece attacked.
    #[error("that move would leave your royal piece in check")]
    LeavesCheck,
    /// The moves are possible, but do not make a turn of this variant here.
    #[error("those moves do not make a turn here")]
    NotATurn,
}

/// Why a turn `is_legal` refused is not legal in the position of `v` in state `s`,
/// whose outcome is `outcome`.
pub(super) fn why(v: &Variant, s: &State, outcome: Option<Outcome>, turn: &Turn) -> IllegalTurn {
    let (e, r) = (v.equipment(), v.rules());
    if !v.rules_enforced() {
        return IllegalTurn::RulesNotEnforced;
    }
    if let Some(o) = outcome {
        return IllegalTurn::GameOver(o);
    }
    let Some(m) = turn.first() else {
        return IllegalTurn::NotATurn;
    };
    if m.piece.color() != s.side {
        return IllegalTurn::NotYourTurn(s.side);
    }
    let mut pseudo = Vec::new();
    if !m.from.is_none() && s.piece(m.from) == Some(m.piece) {
        piece_moves(e, s, m.from, m.piece, &mut pseudo);
    }
    if !pseudo.contains(m) {
        pseudo.clear();
        pseudo_moves(e, r, s, s.side, &mut pseudo);
        if !pseudo.contains(m) {
            return IllegalTurn::NoSuchMove;
        }
    }
    if r.single_move_turns() && turn.len() == 1 {
        let mut next = s.clone();
        r.apply_move(e, &mut next, m);
        if in_check(e, r, &next, s.side) {
            return IllegalTurn::LeavesCheck;
        }
    }
    IllegalTurn::NotATurn
}
