//! Which pseudo-legal moves are legal: the single-move turn list of orthodox-style
//! variants, perft's bulk count, and the check of one submitted turn.
//!
//! Generation pushes into a `LegalFilter` sink, so nothing is stored for moves that are
//! only counted, and a move that can be judged without playing it (outside check, not
//! the king, not a pinned piece) never copies the state.

use super::bits::Bits;
use super::geometry::Square;
use super::movegen::{MoveSink, piece_moves, pseudo_moves};
use super::state::State;
use super::turn::{Move, Turn, flags};
use super::variant::Variant;
use crate::rules::Rules;

/// The orthodox turn list: one move each, legal when the mover is not left in check.
pub fn single_move_turns(v: &Variant, s: &State, out: &mut Vec<Turn>) {
    for_each_legal_single_move(v, s, |m| out.push(Turn::single(*m)));
}

/// How many single-move turns are legal (perft's last ply, without building them).
pub fn count_single_move_turns(v: &Variant, s: &State) -> usize {
    let mut n = 0;
    for_each_legal_single_move(v, s, |_| n += 1);
    n
}

fn for_each_legal_single_move(v: &Variant, s: &State, f: impl FnMut(&Move)) {
    let side = s.side;
    let enemy = side.opposite();
    let rules = v.rules();
    let (king, pins) = if rules.no_check {
        // Nothing is judged for check: every pseudo-legal move is legal.
        (Square::NONE, Some(Bits::default()))
    } else if rules.several_royals {
        // Pins are found against one royal piece: with several, every move is tried.
        (Square::NONE, None)
    } else {
        // Outside check, with only plain attacks, a move that neither moves the king
        // nor starts on a pinned piece's square cannot leave the king attacked. The
        // probes see every attack here, so "not attacked" is "not in check".
        let king = s.royal[side.index()];
        let plain = v.tables.attacks_are_plain(enemy) && !rules.has_extra_attacks();
        let pins = if !king.is_none() && plain {
            v.tables.pins_if_safe(&s.board, king, enemy)
        } else {
            None
        };
        (king, pins)
    };
    let shortcut = pins.is_some();
    let pinned = pins.unwrap_or_default();
    let mut filter = LegalFilter {
        v,
        s,
        king,
        shortcut,
        pinned,
        f,
    };
    pseudo_moves(v, s, side, &mut filter);
}

/// Passes on the pseudo-legal moves that do not leave the mover's king attacked.
struct LegalFilter<'a, F> {
    v: &'a Variant,
    s: &'a State,
    king: Square,
    shortcut: bool,
    pinned: Bits,
    f: F,
}

impl<F> LegalFilter<'_, F> {
    /// The full test, out of line: most moves never need it.
    #[inline(never)]
    fn leaves_king_safe(&self, m: &Move) -> bool {
        let mut next = self.s.clone();
        next.apply(self.v, m);
        !self.v.rules().in_check(self.v, &next, self.s.side)
    }
}

impl<F: FnMut(&Move)> MoveSink for LegalFilter<'_, F> {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        let simple = m.flags & !flags::DROP == 0 && m.via.is_none() && m.from != self.king;
        let safe = self.shortcut && simple && (m.from.is_none() || !self.pinned.has(m.from));
        if safe || self.leaves_king_safe(&m) {
            (self.f)(&m);
        }
    }
}

/// Checks one single-move turn without listing the others: the mover's own moves
/// (or castlings, drops and hook moves when it is one of those) must include it, and
/// the mover must not be left in check.
pub fn single_move_is_legal(v: &Variant, s: &State, turn: &Turn) -> bool {
    if turn.len() != 1 {
        return false;
    }
    let Some(m) = turn.first() else {
        return false;
    };
    if m.piece.color() != s.side {
        return false;
    }
    let mut candidates = Vec::new();
    if m.flags == 0 && m.via.is_none() && !m.from.is_none() && s.piece(m.from) == Some(m.piece) {
        piece_moves(v, s, m.from, m.piece, &mut candidates);
    }
    if !candidates.contains(m) {
        // Castlings, drops and moves only a rule hook knows.
        candidates.clear();
        pseudo_moves(v, s, s.side, &mut candidates);
        if !candidates.contains(m) {
            return false;
        }
    }
    let mut next = s.clone();
    next.apply(v, m);
    !v.rules().in_check(v, &next, s.side)
}
