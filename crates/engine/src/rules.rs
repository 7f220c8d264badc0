//! How the legality layer meets the rule mechanics: which turns are legal, how a turn is
//! played, and when the game is over, in small methods that each default to orthodox
//! behaviour (one move a turn, legal when it leaves the mover's royal piece safe;
//! checkmate and stalemate). `mechanics::Mechanics` implements them from the mechanics a
//! definition switched on; shared code never asks which variant it is playing.

use crate::equipment::Equipment;
use crate::legal;
use crate::movegen::{Generation, in_check};
use crate::outcome::{Outcome, Reason};
use crate::state::State;
use crate::turn::{Move, Turn};
use std::collections::HashSet;

/// Plays each move of `turn` through `r`'s `apply_move`, then hands the move to the
/// opponent: what every turn does, whatever a mechanic adds.
pub(crate) fn play_moves<R: Generation + ?Sized>(e: &Equipment, r: &R, s: &mut State, turn: &Turn) {
    let mover = s.side;
    let mut resets = false;
    for m in turn.moves() {
        r.apply_move(e, s, m);
        resets |= State::resets_clock(e, m);
    }
    s.finish_turn(mover, resets, turn.is_pass());
}

pub(crate) trait Rules: Generation {
    /// Every legal turn of the side to move. Default: each single move after which the
    /// mover's royal piece is not attacked.
    fn legal_turns(&self, e: &Equipment, s: &State, out: &mut Vec<Turn>) {
        legal::single_move_turns(e, self, s, out);
    }

    /// The legal turns whose first move passes `first`. Reading a submission asks only
    /// for the turns that can match what was written; for turns of several moves that is
    /// a small part of the list. Default: the whole list, filtered.
    fn legal_turns_starting(
        &self,
        e: &Equipment,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        out: &mut Vec<Turn>,
    ) {
        let mut all = Vec::new();
        self.legal_turns(e, s, &mut all);
        out.extend(
            all.into_iter()
                .filter(|t| t.moves().next().is_some_and(first)),
        );
    }

    /// Each move that begins at least one legal turn, once (the rivals a first move is
    /// told apart from when it is written short). Default: read off the whole list.
    fn legal_first_moves(&self, e: &Equipment, s: &State, out: &mut Vec<Move>) {
        let mut all = Vec::new();
        self.legal_turns(e, s, &mut all);
        first_moves_of(&all, out);
    }

    /// Whether the side to move has any legal turn (whether the game goes on).
    fn has_legal_turn(&self, e: &Equipment, s: &State) -> bool {
        self.count_legal_turns(e, s) > 0
    }

    /// How many legal turns there are (perft counts its last ply this way).
    fn count_legal_turns(&self, e: &Equipment, s: &State) -> usize {
        if self.single_move_turns() {
            legal::count_single_move_turns(e, self, s)
        } else {
            let mut out = Vec::new();
            self.legal_turns(e, s, &mut out);
            out.len()
        }
    }

    /// Whether every turn is exactly one move (false for variants whose
    /// `legal_turns` builds other shapes).
    fn single_move_turns(&self) -> bool {
        true
    }

    /// Whether every turn from `s` is one move (or none, a pass): always where turns are
    /// single moves, and on a turn the rules make shorter than the others.
    fn turn_is_one_move(&self, _s: &State) -> bool {
        self.single_move_turns()
    }

    /// Whether one turn is legal, checked on its own rather than by listing every turn
    /// when turns are single moves; otherwise by the list.
    fn is_legal_turn(&self, e: &Equipment, s: &State, turn: &Turn) -> bool {
        is_legal_by_shape(self, e, s, turn)
    }

    /// Plays a turn and hands the move to the opponent. Default: each move through
    /// `apply_move` (`play_moves`); a mechanic that keeps a count across turns adds to
    /// it here.
    fn play_turn(&self, e: &Equipment, s: &mut State, turn: &Turn) {
        play_moves(e, self, s, turn);
    }

    /// A finished game, whatever moves remain (a bare king, a completed reversal). A
    /// position that is terminal has no legal turns, and is a leaf for perft. Default:
    /// none (the game ends only when the side to move has no legal turn).
    fn terminal(&self, _e: &Equipment, _s: &State) -> Option<Outcome> {
        None
    }

    /// The result when the side to move has no legal turn. Default: checkmate when it
    /// is in check, else a drawn stalemate.
    fn no_turns(&self, e: &Equipment, s: &State) -> Outcome {
        let loser = s.side;
        if in_check(e, self, s, loser) {
            return Outcome::win(loser.opposite(), Reason::Checkmate);
        }
        Outcome::draw(Reason::Stalemate)
    }
}

/// Whether `turn` is legal, asked as the turn's shape allows: a single move is tested
/// alone; a turn of several moves is looked for among the turns that start with its
/// first move; a turn of no move among all.
pub(crate) fn is_legal_by_shape<R: Rules + ?Sized>(
    r: &R,
    e: &Equipment,
    s: &State,
    turn: &Turn,
) -> bool {
    if r.single_move_turns() {
        legal::single_move_is_legal(e, r, s, turn)
    } else if let Some(m) = turn.moves().next() {
        let mut out = Vec::new();
        r.legal_turns_starting(e, s, &|first| first == m, &mut out);
        out.contains(turn)
    } else {
        let mut out = Vec::new();
        r.legal_turns(e, s, &mut out);
        out.contains(turn)
    }
}

/// The first move of each of `turns`, once, in their order, onto `out`.
pub(crate) fn first_moves_of(turns: &[Turn], out: &mut Vec<Move>) {
    // A set rather than a search of `out`: a position of amazons has thousands of turns,
    // and a search of each in the others' list is millions of comparisons.
    let mut seen: HashSet<Move> = out.iter().copied().collect();
    for m in turns.iter().filter_map(|t| t.moves().next()) {
        if seen.insert(*m) {
            out.push(*m);
        }
    }
}
