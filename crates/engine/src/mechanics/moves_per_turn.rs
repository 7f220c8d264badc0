//! `moves_per_turn`: a turn is a fixed number of component moves (`moves`, 2 today),
//! with another count on White's first turn (`first`), judged for check only at the
//! end of the whole turn (first needed by Tandem-84). With `different_boards` the moves
//! of one turn begin on different boards; unless `same_piece_twice`, the second move
//! may not move the piece the first one moved (nor the rook it castled). A first move
//! after which no second move is legal is a turn of its own when it leaves the royal
//! piece safe. Marseillais chess adds two parameters: `check_each_move` (the first move
//! must leave the royal piece safe too) and `check_ends_turn` (a first move that gives
//! check is the whole turn).

use super::between_boards::{BoardMechanics, Context};
use super::component_moves::board_moves;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use std::ops::ControlFlow;

#[derive(Clone, Debug)]
pub(crate) struct MovesPerTurn {
    /// Moves in White's first turn (1 or `moves`).
    pub first: u8,
    /// Moves in every other turn.
    pub moves: u8,
    pub different_boards: bool,
    pub same_piece_twice: bool,
    /// Each move, not only the turn, must leave the mover's royal piece safe.
    pub check_each_move: bool,
    /// A first move that gives check ends the turn.
    pub check_ends_turn: bool,
}

/// A first move played: the state after it, and whether it leaves the mover's royal
/// piece attacked.
#[derive(Clone, Copy)]
struct After<'a> {
    s1: &'a State,
    m1: &'a Move,
    check1: bool,
}

impl MovesPerTurn {
    /// Every move that may begin a turn (each still to be judged for check), and whether
    /// this turn is a one-move first turn.
    fn first_moves<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        bm: &BoardMechanics,
    ) -> (Vec<Move>, bool) {
        let cx = Context {
            color: s.side,
            in_check: movegen::royal_attacked(e, r, s, s.side),
            mechanics: bm,
        };
        let mut scratch = Vec::with_capacity(32);
        let mut firsts = Vec::with_capacity(256);
        for b in 0..e.geometry.boards().len() {
            board_moves(e, r, s, &cx, b, &mut scratch, &mut firsts);
        }
        (firsts, self.is_shortened(s))
    }

    /// Whether the turn from `s` is White's first, when it is shorter than the others
    /// (one move, as `first` is 1 or `moves`).
    pub(crate) fn is_shortened(&self, s: &State) -> bool {
        self.first < self.moves && s.side == Color::White && s.fullmove == 1
    }

    /// Hands `visit` the legal turns whose first move passes `first`, in order, until it
    /// says stop. A first move's one-move turn comes after its longer turns, and only
    /// when it has none. Generic in `visit`, which is called once per turn listed.
    pub(crate) fn walk<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        bm: &BoardMechanics,
        first: &dyn Fn(&Move) -> bool,
        visit: &mut impl FnMut(Turn) -> ControlFlow<()>,
    ) {
        let (firsts, first_turn) = self.first_moves(e, r, s, bm);
        let mut seconds = Vec::with_capacity(256);
        for m1 in firsts.iter().filter(|m| first(m)) {
            let mut s1 = s.clone();
            r.apply_move(e, &mut s1, m1);
            let check1 = movegen::royal_attacked(e, r, &s1, s.side);
            let after = After {
                s1: &s1,
                m1,
                check1,
            };
            if self
                .turns_after(e, r, bm, &after, first_turn, &mut seconds, visit)
                .is_break()
            {
                return;
            }
        }
    }

    /// Hands `visit` each move that begins a legal turn, until it returns false. A first
    /// move that leaves the royal piece safe always begins one, so second moves are
    /// listed only after one that leaves it attacked.
    pub(crate) fn walk_firsts<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        bm: &BoardMechanics,
        visit: &mut dyn FnMut(&Move) -> bool,
    ) {
        let (firsts, first_turn) = self.first_moves(e, r, s, bm);
        let mut seconds = Vec::with_capacity(256);
        for m1 in &firsts {
            let mut s1 = s.clone();
            r.apply_move(e, &mut s1, m1);
            let check1 = movegen::royal_attacked(e, r, &s1, s.side);
            let begins = !check1 || {
                let after = After {
                    s1: &s1,
                    m1,
                    check1,
                };
                // Stopped at the first turn: there is one.
                self.turns_after(e, r, bm, &after, first_turn, &mut seconds, &mut |_| {
                    ControlFlow::Break(())
                })
                .is_break()
            };
            if begins && !visit(m1) {
                return;
            }
        }
    }

    /// Hands `visit` the legal turns that begin with `after.m1`; `Break` when it said
    /// stop.
    #[allow(clippy::too_many_arguments)]
    fn turns_after<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        bm: &BoardMechanics,
        after: &After,
        first_turn: bool,
        seconds: &mut Vec<Move>,
        visit: &mut impl FnMut(Turn) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let After { s1, m1, check1 } = *after;
        if check1 && self.check_each_move {
            return ControlFlow::Continue(());
        }
        let gives_check =
            || self.check_ends_turn && movegen::royal_attacked(e, r, s1, s1.side.opposite());
        if first_turn || gives_check() {
            // A one-move turn is legal when it leaves the royal piece safe.
            return if check1 {
                ControlFlow::Continue(())
            } else {
                visit(Turn::single(*m1))
            };
        }
        let g = &e.geometry;
        // A component move does not pass the turn: the mover is still to move in `s1`.
        let color = s1.side;
        let cx1 = Context {
            color,
            in_check: check1,
            mechanics: bm,
        };
        seconds.clear();
        let mut scratch = Vec::with_capacity(32);
        let b1 = g.board_of(m1.from);
        for b in 0..g.boards().len() {
            if !(self.different_boards && b == b1) {
                board_moves(e, r, s1, &cx1, b, &mut scratch, seconds);
            }
        }
        let king = s1.royal[color.index()];
        let king_board = (!king.is_none()).then(|| g.board_of(king));
        let mut any = false;
        for m2 in seconds.iter() {
            if !self.may_follow(e, m1, m2) {
                continue;
            }
            // A move that changes nothing on the royal piece's board leaves its check
            // as it was (pieces attack only on their own board).
            let safe = match king_board {
                Some(kb) if touches(e, m2, kb) => {
                    let mut s2 = s1.clone();
                    r.apply_move(e, &mut s2, m2);
                    !movegen::royal_attacked(e, r, &s2, color)
                }
                _ => !check1,
            };
            if safe {
                any = true;
                visit(Turn::double(*m1, *m2))?;
            }
        }
        if !any && !check1 {
            return visit(Turn::single(*m1));
        }
        ControlFlow::Continue(())
    }

    /// Whether `m2` may follow `m1` in one turn.
    #[inline]
    fn may_follow(&self, e: &Equipment, m1: &Move, m2: &Move) -> bool {
        let g = &e.geometry;
        if self.different_boards && g.board_of(m2.from) == g.board_of(m1.from) {
            return false;
        }
        self.same_piece_twice
            || (m2.from != m1.to
                && !(m1.is(flags::CASTLE) && m1.is(flags::TRANSFER) && m2.from == m1.side_to))
    }
}

/// Whether a move changes anything on `board` (so that a check there may change).
#[inline]
fn touches(e: &Equipment, m: &Move, board: usize) -> bool {
    let g = &e.geometry;
    [m.from, m.to, m.captured, m.side_from, m.side_to]
        .iter()
        .any(|&sq| !sq.is_none() && g.board_of(sq) == board)
}
