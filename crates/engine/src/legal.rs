//! Which pseudo-legal moves are legal: the single-move turn list of orthodox-style
//! variants, perft's bulk count, and the check of one submitted turn.
//!
//! Generation pushes into a `LegalFilter` sink, so nothing is stored for moves that are
//! only counted, and a move that can be judged without playing it (outside check, not
//! the king, not a pinned piece) never copies the state.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{
    Generation, MoveSink, attacked, in_check, piece_moves, pseudo_drops, pseudo_moves,
    royal_attacked,
};
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
    for_each_legal_single_move(e, r, s, Part::All, |m| out.push(Turn::single(*m)));
}

/// The legal single-move turns that are drops (`movegen::pseudo_drops`), in the order
/// `single_move_turns` lists them.
pub fn single_move_drops<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    out: &mut Vec<Turn>,
) {
    for_each_legal_single_move(e, r, s, Part::Drops, |m| out.push(Turn::single(*m)));
}

/// How many single-move turns are legal (perft's last ply, without building them).
pub fn count_single_move_turns<R: Generation + ?Sized>(e: &Equipment, r: &R, s: &State) -> usize {
    let mut n = 0;
    for_each_legal_single_move(e, r, s, Part::All, |_| n += 1);
    n
}

/// Which of the pseudo-legal moves are judged.
#[derive(Clone, Copy)]
enum Part {
    /// All of them (`pseudo_moves`).
    All,
    /// The drops alone (`pseudo_drops`).
    Drops,
}

/// The moves of `part` that leave the mover's royal piece safe, each passed to `f`.
fn for_each_legal_single_move<R: Generation + ?Sized, F: FnMut(&Move)>(
    e: &Equipment,
    r: &R,
    s: &State,
    part: Part,
    f: F,
) {
    let side = s.side;
    let enemy = side.opposite();
    let no_royal = !r.no_check() && !e.several_royals && s.royal[side.index()].is_none();
    let (king, pins) = if r.no_check() {
        // Nothing is judged for check: every pseudo-legal move is legal.
        (Square::NONE, Some(Bits::default()))
    } else if no_royal {
        // No royal piece to attack: only a move that brings one (`brings_royal`) is
        // tried.
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
    let mut entered = Bits::default();
    if !shortcut && !king.is_none() && !r.no_check() && !e.several_royals {
        // Hoppers, lame leaps or the mechanics' own attacks: no pins to list, but a
        // move that touches none of the squares the attacks on the king read cannot
        // expose it. `pinned` then holds those a move may not leave, `entered`
        // those it may not come onto.
        if let Some((leaving, entering)) = sensitive(e, r, s, king) {
            shortcut = true;
            by_squares = true;
            pinned = leaving;
            entered = entering;
        }
    }
    let mut filter = LegalFilter {
        e,
        r,
        s,
        king,
        no_royal,
        shortcut,
        by_squares,
        pinned,
        entered,
        probe: None,
        f,
    };
    match part {
        Part::All => pseudo_moves(e, r, s, side, &mut filter),
        Part::Drops => pseudo_drops(e, r, s, side, &mut filter),
    }
}

/// Passes on the pseudo-legal moves that do not leave the mover's king attacked.
struct LegalFilter<'a, R: ?Sized, F> {
    e: &'a Equipment,
    r: &'a R,
    s: &'a State,
    king: Square,
    /// The mover has no royal piece on the board (`brings_royal` says which moves
    /// may change that).
    no_royal: bool,
    shortcut: bool,
    /// `pinned` holds the squares a move may not leave or take a piece from
    /// (`sensitive`), not only the pinned pieces' squares, and `entered` those it
    /// may not come onto.
    by_squares: bool,
    pinned: Bits,
    entered: Bits,
    /// The working copy on which carrying moves are tried (`leaves_king_safe`), made
    /// when the first move needs it.
    probe: Option<State>,
    f: F,
}

impl<R: Generation + ?Sized, F> LegalFilter<'_, R, F> {
    /// The full test, out of line: most moves never need it. A move that only carries
    /// a piece (and takes one), where moves do nothing else to the board
    /// (`Generation::moves_only_carry`), is tried in place on one working copy of the
    /// position and taken back; any other is played on a copy of its own.
    #[inline(never)]
    fn leaves_king_safe(&mut self, m: &Move) -> bool {
        let side = self.s.side;
        if self.r.moves_only_carry() && only_carries(m) {
            let s = self.s;
            let probe = self.probe.get_or_insert_with(|| s.clone());
            return carried(self.e, probe, m, |p| !in_check(self.e, self.r, p, side));
        }
        let mut next = self.s.clone();
        self.r.apply_move(self.e, &mut next, &safety_probe(m));
        !in_check(self.e, self.r, &next, side)
    }
}

/// Whether `m` moves (or drops) one piece and at most takes another, nothing more: no
/// second piece, gate, wall, transfer or en-passant square apart from the target.
fn only_carries(m: &Move) -> bool {
    m.flags & !flags::DROP == 0 && m.via.is_none() && m.side_from.is_none()
}

/// Answers `ask` about the position after the carrying move `m` (`only_carries`),
/// which is played on `s` for the question and taken back after it: only the squares
/// it touches, their occupancy and the royal squares change, which is all that
/// attacks read.
fn carried<T>(e: &Equipment, s: &mut State, m: &Move, ask: impl FnOnce(&State) -> T) -> T {
    let royal = s.royal;
    let victim = match m.captured.is_none() {
        true => None,
        false => s.remove(m.captured),
    };
    let mover = match m.from.is_none() {
        true => None,
        false => s.remove(m.from),
    };
    let mut piece = m.piece;
    if let Some(kind) = m.promotion() {
        piece = piece.with_kind(kind);
    }
    let displaced = s.remove(m.to);
    s.put(e, m.to, e.morph(piece, m.to));
    let answer = ask(s);
    s.remove(m.to);
    if let Some(p) = displaced {
        s.put(e, m.to, p);
    }
    if let Some(p) = mover {
        s.put(e, m.from, p);
    }
    if let Some(p) = victim {
        s.put(e, m.captured, p);
    }
    s.royal = royal;
    answer
}

/// The squares whose emptying and whose filling by a move of the side to move (not
/// of its king) can let the opponent attack its `king`, when the king is not attacked
/// now and they can all be told (`MoveTables::exposing_squares`, with the mechanics'
/// own attacks' squares in both): a move that empties and fills none of them keeps it
/// safe.
fn sensitive<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    king: Square,
) -> Option<(Bits, Bits)> {
    let enemy = s.side.opposite();
    if e.tables.slow_attackers(enemy) != 0 {
        return None;
    }
    let mut leaving = r.extra_attack_squares(e, s, king, enemy)?;
    if attacked(e, r, s, king, enemy) {
        return None;
    }
    let mut entering = leaving;
    e.tables
        .exposing_squares(&s.board, king, enemy, &mut leaving, &mut entering);
    Some((leaving, entering))
}

/// The squares whose contents decide whether `by` attacks `target`, when it does not
/// now and they can all be told: a move that changes none of them leaves it so.
fn deciding_squares<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    king: Square,
    enemy: Color,
) -> Option<Bits> {
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
        let moves_royal = match self.no_royal {
            true => brings_royal(self.e, &m),
            false => m.from == self.king,
        };
        let simple = m.flags & !flags::DROP == 0 && m.via.is_none() && !moves_royal;
        // With pins, a move off a pinned square needs the test; with sensitive
        // squares (`sensitive`), so does a move onto one.
        let untouched = (m.from.is_none() || !self.pinned.has(m.from))
            && (!self.by_squares
                || (!self.entered.has(m.to)
                    && (m.captured.is_none()
                        || m.captured == m.to
                        || !self.pinned.has(m.captured))));
        let safe = self.shortcut && simple && untouched;
        if safe || self.leaves_king_safe(&m) {
            (self.f)(&m);
        }
    }
}

/// Whether `m` puts a royal piece on the board for a side that has none there: a
/// royal piece moved or dropped, or a promotion into a royal kind.
fn brings_royal(e: &Equipment, m: &Move) -> bool {
    m.piece.kind().is_in(e.royal_mask) || m.promotion().is_some_and(|k| k.is_in(e.royal_mask))
}

/// Tells which turns of the side to move give check (leave the opponent's royal piece
/// attacked), for the mechanics that forbid some checks. What decides it is read once
/// per position: a single carrying move (`only_carries`) that touches none of the
/// squares deciding the attack on that royal piece gives no check without being
/// played; one that does is tried in place (`carried`); any other turn is played on
/// a copy.
pub(crate) struct CheckTest<'a, R: ?Sized> {
    e: &'a Equipment,
    r: &'a R,
    s: &'a State,
    /// The squares deciding the attack, when they can all be told.
    deciding: Option<Bits>,
    probe: Option<State>,
}

impl<'a, R: Generation + ?Sized> CheckTest<'a, R> {
    pub(crate) fn new(e: &'a Equipment, r: &'a R, s: &'a State) -> CheckTest<'a, R> {
        let royal = s.royal[s.side.opposite().index()];
        let deciding = match e.several_royals || royal.is_none() {
            true => None,
            false => deciding_squares(e, r, s, royal, s.side),
        };
        CheckTest {
            e,
            r,
            s,
            deciding,
            probe: None,
        }
    }

    pub(crate) fn gives_check(&mut self, turn: &Turn) -> bool {
        let enemy = self.s.side.opposite();
        if let (1, Some(m)) = (turn.len(), turn.first())
            && only_carries(m)
        {
            let touches = |sq: Square| !sq.is_none() && self.deciding.is_some_and(|d| d.has(sq));
            // A royal piece may attack by more than its moves (`flying_general`):
            // its moves are always tried.
            let royal = m.piece.kind().is_in(self.e.royal_mask);
            let plain = self.r.moves_only_carry();
            if self.deciding.is_some()
                && plain
                && !royal
                && ![m.from, m.to, m.captured].into_iter().any(touches)
            {
                return false;
            }
            if plain {
                let (e, r, s) = (self.e, self.r, self.s);
                let probe = self.probe.get_or_insert_with(|| s.clone());
                return carried(e, probe, m, |p| royal_attacked(e, r, p, enemy));
            }
        }
        let mut next = self.s.clone();
        for m in turn.moves() {
            self.r.apply_move(self.e, &mut next, m);
        }
        royal_attacked(self.e, self.r, &next, enemy)
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
            if kept != i {
                out.swap(kept, i);
            }
            kept += 1;
        }
    }
    out.truncate(kept);
}
