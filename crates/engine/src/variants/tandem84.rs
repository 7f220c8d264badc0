//! Tandem-84's rule hooks: turns of two moves on different boards, judged for check
//! only at the end of the whole turn (shared/rules/tandem84.md, "Formal legality").
//!
//! The component moves themselves are listed by `tandem84_moves`. The rulings that may
//! change are options of the definition with constant defaults here (`GhostRule`).

use super::tandem84_moves::{Context, board_moves};
use crate::color::Color;
use crate::movegen;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use crate::variant::Variant;
use std::ops::ControlFlow;

/// How a ghost moves (README "Remaining ambiguities" 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GhostRule {
    /// The ruling: to any vacant square of its board; swaps with any friendly piece there.
    Teleport,
    /// The alternative: a non-capturing king step; swaps with an adjacent friendly piece.
    KingStep,
}

/// The ruling in force when the definition does not set `ghost`.
pub const DEFAULT_GHOST: GhostRule = GhostRule::Teleport;

/// The label of the ghost in the definition.
const GHOST_LABEL: &str = "G";

pub struct Tandem84 {
    ghost: GhostRule,
}

impl Tandem84 {
    /// Reads the `[options]` table: `ghost = "teleport" | "king-step"`.
    pub fn from_options(options: &toml::Table) -> Result<Tandem84, String> {
        let mut ghost = DEFAULT_GHOST;
        for (key, value) in options {
            match (key.as_str(), value.as_str()) {
                ("ghost", Some("teleport")) => ghost = GhostRule::Teleport,
                ("ghost", Some("king-step")) => ghost = GhostRule::KingStep,
                ("ghost", _) => {
                    return Err(format!(
                        "option 'ghost' must be \"teleport\" or \"king-step\", not {value}"
                    ));
                }
                (other, _) => return Err(format!("unknown option '{other}'")),
            }
        }
        Ok(Tandem84 { ghost })
    }

    /// Every move that may begin a turn (each still to be judged for check), and whether
    /// this is White's one-move first turn.
    fn first_moves(&self, v: &Variant, s: &State) -> (Vec<Move>, bool) {
        let cx = self.context(v, s, movegen::royal_attacked(v, s, s.side));
        let mut scratch = Vec::with_capacity(32);
        let mut firsts = Vec::with_capacity(256);
        for b in 0..v.geometry.boards().len() {
            board_moves(v, s, &cx, b, &mut scratch, &mut firsts);
        }
        (firsts, s.side == Color::White && s.fullmove == 1)
    }

    /// Hands `visit` the legal turns whose first move passes `first`, in order, until it
    /// says stop. A first move's single-move turn comes after its two-move turns, and
    /// only when it has none.
    fn walk(
        &self,
        v: &Variant,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        visit: &mut dyn FnMut(Turn) -> ControlFlow<()>,
    ) {
        let (firsts, first_turn) = self.first_moves(v, s);
        let mut seconds = Vec::with_capacity(256);
        for m1 in firsts.iter().filter(|m| first(m)) {
            let mut s1 = s.clone();
            s1.apply(v, m1);
            let check1 = movegen::royal_attacked(v, &s1, s.side);
            let after = After {
                s1: &s1,
                m1,
                check1,
            };
            if self
                .turns_after(v, &after, first_turn, &mut seconds, visit)
                .is_break()
            {
                return;
            }
        }
    }

    /// Hands `visit` each move that begins a legal turn, until it returns false. A first
    /// move that leaves the king safe always begins one (with a second move, or alone
    /// when no second move is safe), so second moves are listed only after one that
    /// leaves the king attacked.
    fn walk_firsts(&self, v: &Variant, s: &State, visit: &mut dyn FnMut(&Move) -> bool) {
        let (firsts, first_turn) = self.first_moves(v, s);
        let mut seconds = Vec::with_capacity(256);
        for m1 in &firsts {
            let mut s1 = s.clone();
            s1.apply(v, m1);
            let check1 = movegen::royal_attacked(v, &s1, s.side);
            let begins = !check1 || {
                let after = After {
                    s1: &s1,
                    m1,
                    check1,
                };
                // Stopped at the first turn: there is one.
                self.turns_after(v, &after, first_turn, &mut seconds, &mut |_| {
                    ControlFlow::Break(())
                })
                .is_break()
            };
            if begins && !visit(m1) {
                return;
            }
        }
    }

    /// Hands `visit` the legal turns that begin with `after.m1`; returns `Break` when it said
    /// stop.
    fn turns_after(
        &self,
        v: &Variant,
        after: &After,
        first_turn: bool,
        seconds: &mut Vec<Move>,
        visit: &mut dyn FnMut(Turn) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let After { s1, m1, check1 } = *after;
        if first_turn {
            // White's first turn is one move, legal when it leaves the king safe.
            return if check1 {
                ControlFlow::Continue(())
            } else {
                visit(Turn::single(*m1))
            };
        }
        let g = &v.geometry;
        // A component move does not pass the turn: the mover is still to move in `s1`.
        let color = s1.side;
        let cx1 = self.context(v, s1, check1);
        seconds.clear();
        let mut scratch = Vec::with_capacity(32);
        let b1 = g.board_of(m1.from);
        for b in (0..g.boards().len()).filter(|&b| b != b1) {
            board_moves(v, s1, &cx1, b, &mut scratch, seconds);
        }
        let king = s1.royal[color.index()];
        let king_board = (!king.is_none()).then(|| g.board_of(king));
        let mut any = false;
        for m2 in seconds.iter() {
            if !may_follow(v, m1, m2) {
                continue;
            }
            // A move that changes nothing on the king's board leaves its check as it was.
            let safe = match king_board {
                Some(kb) if touches(v, m2, kb) => {
                    let mut s2 = s1.clone();
                    s2.apply(v, m2);
                    !movegen::royal_attacked(v, &s2, color)
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

    /// The move-generation context of `s`, whose mover is in check or not.
    fn context(&self, v: &Variant, s: &State, in_check: bool) -> Context {
        Context {
            color: s.side,
            in_check,
            ghost_kind: v.kind_by_label_any_case(GHOST_LABEL),
            ghost_rule: self.ghost,
        }
    }
}

/// A first move played: the state after it, and whether it leaves the mover's king
/// attacked.
#[derive(Clone, Copy)]
struct After<'a> {
    s1: &'a State,
    m1: &'a Move,
    check1: bool,
}

/// Whether a move changes anything on `board` (so that a check there may change).
#[inline]
fn touches(v: &Variant, m: &Move, board: usize) -> bool {
    let g = &v.geometry;
    [m.from, m.to, m.captured, m.side_from, m.side_to]
        .iter()
        .any(|&sq| !sq.is_none() && g.board_of(sq) == board)
}

/// Whether `m2` may follow `m1` in one turn (rule 2 of "Formal legality"): it begins on
/// the other board, it is not a move of the piece `m1` moved, nor of the rook `m1`
/// drop-castled.
#[inline]
fn may_follow(v: &Variant, m1: &Move, m2: &Move) -> bool {
    let g = &v.geometry;
    g.board_of(m2.from) != g.board_of(m1.from)
        && m2.from != m1.to
        && !(m1.is(flags::CASTLE) && m1.is(flags::TRANSFER) && m2.from == m1.side_to)
}

impl Rules for Tandem84 {
    fn single_move_turns(&self) -> bool {
        false
    }

    fn has_extra_attacks(&self) -> bool {
        false
    }

    fn legal_turns(&self, v: &Variant, s: &State, out: &mut Vec<Turn>) {
        self.legal_turns_starting(v, s, &|_| true, out);
    }

    fn legal_turns_starting(
        &self,
        v: &Variant,
        s: &State,
        first: &dyn Fn(&Move) -> bool,
        out: &mut Vec<Turn>,
    ) {
        self.walk(v, s, first, &mut |t| {
            out.push(t);
            ControlFlow::Continue(())
        });
    }

    fn legal_first_moves(&self, v: &Variant, s: &State, out: &mut Vec<Move>) {
        self.walk_firsts(v, s, &mut |m| {
            out.push(*m);
            true
        });
    }

    fn has_legal_turn(&self, v: &Variant, s: &State) -> bool {
        let mut any = false;
        self.walk_firsts(v, s, &mut |_| {
            any = true;
            false
        });
        any
    }
}
