//! Which pseudo-legal moves are legal: the single-move turn list of orthodox-style
//! variants, perft's bulk count, and the check of one submitted turn.
//!
//! Generation pushes into a `LegalFilter` sink, so nothing is stored for moves that are
//! only counted, and a move that can be judged without playing it (outside check, not
//! the king, not a pinned piece) never copies the state.

use crate::bits::Bits;
use crate::equipment::Equipment;
use crate::movegen::{Generation, MoveSink, attacked, in_check, piece_moves, pseudo_moves};
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn, flags};

/// The orthodox turn list: one move each, legal when the mover is not left in check.
pub fn single_move_turns<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    out: &mut Vec<Turn>,
) {
    for_each_legal_single_move(e, r, s, |m| out.push(Turn::single(*m)));
}

/// How many single-move turns are legal (perft's last ply, without building them).
pub fn count_single_move_turns<R: Generation + ?Sized>(e: &Equipment, r: &R, s: &State) -> usize {
    let mut n = 0;
    for_each_legal_single_move(e, r, s, |_| n += 1);
    n
}

fn for_each_legal_single_move<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    f: impl FnMut(&Move),
) {
    let side = s.side;
    let enemy = side.opposite();
    let (king, pins) = if r.no_check() {
        // Nothing is judged for check: every pseudo-legal move is legal.
        (Square::NONE, Some(Bits::default()))
    } else if e.several_royals {
        // Pins are found against one royal piece: with several, every move is tried.
        (Square::NONE, None)
    } else {
        // Outside check, with only plain attacks, a move that neither moves the king
        // nor starts on a pinned piece's square cannot leave the king attacked. The
        // probes see every attack here, so "not attacked" is "not in check".
        let king = s.royal[side.index()];
        let plain = e.tables.attacks_are_plain(enemy) && !r.has_extra_attacks();
        let pins = if !king.is_none() && plain {
            e.tables.pins_if_safe(&s.board, king, enemy)
        } else {
            None
        };
        (king, pins)
    };
    let mut shortcut = pins.is_some();
    let mut pinned = pins.unwrap_or_default();
    let mut by_squares = false;
    if !shortcut && !king.is_none() && !r.no_check() && !e.several_royals {
        // Hoppers, lame leaps or the mechanics' own attacks: no pins to list, but a
        // move that touches none of the squares the attacks on the king read cannot
        // expose it. `pinned` then holds those squares.
        if let Some(squares) = sensitive(e, r, s, king) {
            shortcut = true;
            by_squares = true;
            pinned = squares;
        }
    }
    let mut filter = LegalFilter {
        e,
        r,
        s,
        king,
        shortcut,
        by_squares,
        pinned,
        f,
    };
    pseudo_moves(e, r, s, side, &mut filter);
}

/// Passes on the pseudo-legal moves that do not leave the mover's king attacked.
struct LegalFilter<'a, R: ?Sized, F> {
    e: &'a Equipment,
    r: &'a R,
    s: &'a State,
    king: Square,
    shortcut: bool,
    /// `pinned` holds the squares a move may not touch at all (`sensitive`), not
    /// only the pinned pieces' squares.
    by_squares: bool,
    pinned: Bits,
    f: F,
}

impl<R: Generation + ?Sized, F> LegalFilter<'_, R, F> {
    /// The full test, out of line: most moves never need it.
    #[inline(never)]
    fn leaves_king_safe(&self, m: &Move) -> bool {
        let mut next = self.s.clone();
        self.r.apply_move(self.e, &mut next, &safety_probe(m));
        !in_check(self.e, self.r, &next, self.s.side)
    }
}

/// The squares whose contents decide whether the side to move's `king` is attacked,
/// when it is not attacked now and they can all be told (see
/// `MoveTables::sensitive_squares`): a move that changes none of them keeps it safe.
fn sensitive<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    king: Square,
) -> Option<Bits> {
    let enemy = s.side.opposite();
    if e.tables.slow_attackers(enemy) != 0 {
        return None;
    }
    let mut squares = r.extra_attack_squares(e, s, king, enemy)?;
    if attacked(e, r, s, king, enemy) {
        return None;
    }
    e.tables
        .sensitive_squares(&s.board, king, enemy, &mut squares);
    Some(squares)
}

impl<R: Generation + ?Sized, F: FnMut(&Move)> MoveSink for LegalFilter<'_, R, F> {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        let simple = m.flags & !flags::DROP == 0 && m.via.is_none() && m.from != self.king;
        // With pins, a move off a pinned square needs the test; with sensitive
        // squares (`sensitive`), so does a move onto one.
        let untouched = (m.from.is_none() || !self.pinned.has(m.from))
            && (!self.by_squares || !self.pinned.has(m.to));
        let safe = self.shortcut && simple && untouched;
        if safe || self.leaves_king_safe(&m) {
            (self.f)(&m);
        }
    }
}

/// Checks one single-move turn without listing the others: the mover's own moves
/// (or castlings, drops and hook moves when it is one of those) must include it, and
/// the mover must not be left in check.
pub fn single_move_is_legal<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    turn: &Turn,
) -> bool {
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
        piece_moves(e, s, m.from, m.piece, &mut candidates);
    }
    if !candidates.contains(m) {
        // Castlings, drops and moves only a rule hook knows.
        candidates.clear();
        pseudo_moves(e, r, s, s.side, &mut candidates);
        if !candidates.contains(m) {
            return false;
        }
    }
    let mut next = s.clone();
    r.apply_move(e, &mut next, &safety_probe(m));
    !in_check(e, r, &next, s.side)
}

/// The move whose result is judged for the mover's safety: the move itself, but for a
/// gated piece (`gating`), which shields nothing: as Fairy-Stockfish judges it, a
/// pinned piece may not leave its gate even when the piece brought in would block.
fn safety_probe(m: &Move) -> Move {
    let mut probe = *m;
    probe.flags &= !flags::GATE;
    probe
}

/// Keeps, of the turns in `out[start..]`, those `keep` accepts, in their order: how a
/// mechanic narrows the turns the generator listed.
pub(crate) fn retain_from(out: &mut Vec<Turn>, start: usize, mut keep: impl FnMut(&Turn) -> bool) {
    let mut kept = start;
    for i in start..out.len() {
        if keep(&out[i]) {
            out.swap(kept, i);
            kept += 1;
        }
    }
    out.truncate(kept);
}
