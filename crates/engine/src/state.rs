//! The raw state of a game in progress, and how a move changes it.
//!
//! `State` is a plain value (no heap), so trying a move means copying it: that keeps
//! multi-move turns and rule hooks free of undo bookkeeping. What a move does is read
//! off the variant's data alone (`Equipment`): where pieces go, the forms they take,
//! promotion, and where a captured piece goes. Whatever a move or a turn does beyond
//! that is a mechanic's, through `Generation::apply_move` and `Rules::play_turn`.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::geometry::MAX_SQUARES;
use crate::piece::{PIECE_CODES, Piece, WALL};
use crate::square::Square;
use crate::turn::{Move, flags};

/// The most kinds of piece a reserve may hold.
pub const MAX_SLOTS: usize = 12;

/// En-passant rights: skipped square and the square of the pawn that may be taken.
#[derive(Clone, Copy, Debug, Default)]
pub struct EpSet {
    len: u8,
    items: [(u16, u16); 4],
}

/// Equal when the same rights are held, whatever stale entries lie past the end.
impl PartialEq for EpSet {
    fn eq(&self, other: &Self) -> bool {
        self.items[..self.len as usize] == other.items[..other.len as usize]
    }
}

impl Eq for EpSet {}

impl EpSet {
    pub fn push(&mut self, skipped: Square, victim: Square) {
        if (self.len as usize) < self.items.len() {
            self.items[self.len as usize] = (skipped.0, victim.0);
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.items[..self.len as usize]
            .iter()
            .map(|&(a, b)| (Square(a), Square(b)))
    }

    pub fn victim_for(&self, skipped: Square) -> Option<Square> {
        self.iter().find(|(s, _)| *s == skipped).map(|(_, v)| v)
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Drops the right of skipped square `skipped`.
    pub fn remove(&mut self, skipped: Square) {
        let n = self.len as usize;
        let mut kept = 0;
        for i in 0..n {
            if self.items[i].0 != skipped.0 {
                self.items[kept] = self.items[i];
                kept += 1;
            }
        }
        self.len = kept as u8;
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub board: [u8; MAX_SQUARES],
    pub occ: [Bits; 2],
    /// The square of each side's royal piece, kept up to date as pieces come and go.
    /// With `several_royals` it names only one of them: read `royals` instead.
    pub royal: [Square; 2],
    /// Pieces that reached their square by promotion (`~` in the position text), marked
    /// only where a captured promoted piece reverts (`captures_to_reserve`'s
    /// `promoted_revert`); elsewhere always empty.
    pub promoted: Bits,
    pub reserve: [[u8; MAX_SLOTS]; 2],
    /// Squares whose piece has not changed square since it arrived (castling rights).
    pub virgin: Bits,
    /// Rights the side to move may use now.
    pub ep: EpSet,
    /// Rights created during the turn being played, valid in the opponent's next turn.
    pub ep_new: EpSet,
    pub side: Color,
    /// Turns since the last capture, pawn move, drop or relocation.
    pub halfmove: u16,
    pub fullmove: u16,
    /// Consecutive passed turns (Palindromic's deadlock rule).
    pub passes: u8,
    /// Turns each colour ended giving check (`checks_to_win`; counted only there).
    pub checks: [u8; 2],
    /// The kind (plus one) of the piece the last move dropped from a reserve; 0 when
    /// it dropped none (`drop_mate_loses` asks).
    pub dropped: u8,
    /// `gating`: each side's open gates, as a set of files of its first rank.
    pub gates: [u32; 2],
    /// How many pieces of each board code (`Piece::code`) stand on the board, kept by
    /// `put` and `remove`: a rule that weighs a side's pieces of a kind (extinction)
    /// reads it instead of walking the board at every position. Sixteen bits: a board
    /// of 256 squares may hold 256 pieces of one code.
    census: [u16; PIECE_CODES],
}

impl State {
    pub fn empty(side: Color) -> State {
        State {
            board: [0; MAX_SQUARES],
            occ: [Bits::default(); 2],
            royal: [Square::NONE; 2],
            promoted: Bits::default(),
            reserve: [[0; MAX_SLOTS]; 2],
            virgin: Bits::default(),
            ep: EpSet::default(),
            ep_new: EpSet::default(),
            side,
            halfmove: 0,
            fullmove: 1,
            passes: 0,
            checks: [0; 2],
            dropped: 0,
            gates: [0; 2],
            census: [0; PIECE_CODES],
        }
    }

    #[inline]
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    #[inline]
    pub fn is_empty(&self, sq: Square) -> bool {
        self.board[sq.index()] == 0
    }

    /// Whether a wall stands on `sq` (`walling`).
    #[inline]
    pub fn is_wall(&self, sq: Square) -> bool {
        self.board[sq.index()] == WALL
    }

    /// Puts a wall on the empty square `sq` (`walling`).
    pub fn put_wall(&mut self, sq: Square) {
        self.board[sq.index()] = WALL;
    }

    /// Takes every wall off the board: the one wall that moves each turn leaves its
    /// square before it comes onto its next one.
    pub fn clear_walls(&mut self) {
        for code in &mut self.board {
            if *code == WALL {
                *code = 0;
            }
        }
    }

    pub fn put(&mut self, e: &Equipment, sq: Square, p: Piece) {
        if self.board[sq.index()] != 0 {
            // A piece put where one stands replaces it.
            self.remove(sq);
        }
        self.board[sq.index()] = p.code();
        self.census[p.code() as usize] += 1;
        self.occ[p.color().index()].set(sq);
        if p.kind().is_in(e.royal_mask) {
            self.royal[p.color().index()] = sq;
        }
    }

    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece(sq)?;
        self.board[sq.index()] = 0;
        self.census[p.code() as usize] -= 1;
        self.occ[p.color().index()].clear(sq);
        if self.royal[p.color().index()] == sq {
            self.royal[p.color().index()] = Square::NONE;
        }
        Some(p)
    }

    /// The squares of `color`'s royal pieces: the one square kept, or with
    /// `several_royals` every royal piece found on the board.
    pub fn royals(&self, e: &Equipment, color: Color) -> Bits {
        if e.several_royals {
            return self.each_royal(e, color);
        }
        let mut out = Bits::default();
        if !self.royal[color.index()].is_none() {
            out.set(self.royal[color.index()]);
        }
        out
    }

    /// The squares of `color`'s royal pieces, found by looking at each of its pieces
    /// (`several_royals`). Out of line: orthodox play never comes here.
    #[cold]
    #[inline(never)]
    fn each_royal(&self, e: &Equipment, color: Color) -> Bits {
        let mut out = Bits::default();
        for sq in self.occ[color.index()].iter() {
            if self.piece(sq).is_some_and(|p| p.kind().is_in(e.royal_mask)) {
                out.set(sq);
            }
        }
        out
    }

    /// Applies one component move without ending the turn.
    pub fn apply(&mut self, e: &Equipment, m: &Move) {
        let color = m.piece.color();
        let demote = e.marks_promoted() && self.carry_promoted(e, m);
        if self.gates != [0; 2] {
            self.close_gates(e, m);
        }
        self.dropped = match m.from.is_none() {
            true => m.piece.kind().index() as u8 + 1,
            false => 0,
        };
        if m.from.is_none() {
            // A drop of no slot of the reserve (`free_drops`) takes nothing from it.
            if let Some(slot) = self.reserve[color.index()].get_mut(m.slot as usize) {
                *slot = slot.saturating_sub(1);
            }
        } else {
            self.remove(m.from);
            self.virgin.clear(m.from);
        }
        if !m.captured.is_none() {
            let victim = self.remove(m.captured);
            self.virgin.clear(m.captured);
            if e.to_reserve.is_some() {
                self.reserve_captured(e, color, victim, demote);
            }
        }
        if !m.side_from.is_none() {
            if let Some(mut partner) = self.remove(m.side_from) {
                if let Some(kind) = m.promotion().filter(|_| m.is(flags::SWAP)) {
                    partner = partner.with_kind(kind);
                }
                let partner = e.morph(partner, m.side_to);
                self.put(e, m.side_to, partner);
            }
            self.virgin.clear(m.side_from);
            self.virgin.clear(m.side_to);
        }
        let mut piece = m.piece;
        if let Some(kind) = m.promotion().filter(|_| !m.is(flags::SWAP)) {
            piece = piece.with_kind(kind);
        }
        let piece = e.morph(piece, m.to);
        self.put(e, m.to, piece);
        if m.from.is_none() && e.dropped_unmoved {
            // A piece arriving from the reserve has not moved yet (Meteoric's dropped rook).
            self.virgin.set(m.to);
        } else {
            self.virgin.clear(m.to);
        }
        if !m.ep_square.is_none() {
            self.ep_new.push(m.ep_square, m.to);
        }
        if m.is(flags::GATE) {
            let slot = &mut self.reserve[color.index()][m.slot as usize];
            *slot = slot.saturating_sub(1);
            let gated = Piece::new(e.reserve_slots()[m.slot as usize].kind, color);
            self.put(e, m.gate, gated);
        }
    }

    /// `gating`: a gate closes when its piece leaves it or is taken there. Out of line:
    /// only gating variants have gates.
    #[cold]
    #[inline(never)]
    fn close_gates(&mut self, e: &Equipment, m: &Move) {
        let g = e.geometry();
        for sq in [m.from, m.captured, m.side_from] {
            if sq.is_none() {
                continue;
            }
            for color in Color::BOTH {
                if g.relative_rank(sq, color == Color::White) == 0 {
                    self.gates[color.index()] &= !(1u32 << g.file_index(sq).min(31));
                }
            }
        }
    }

    /// Whether `sq` is an open gate of `color`.
    pub fn is_gate(&self, e: &Equipment, sq: Square, color: Color) -> bool {
        let g = e.geometry();
        g.relative_rank(sq, color == Color::White) == 0
            && self.gates[color.index()] & (1u32 << g.file_index(sq).min(31)) != 0
    }

    /// `captures_to_reserve`: the captured piece joins the captor's reserve, as the
    /// piece it was promoted from when `demote`. Out of line, so that variants without
    /// it pay one test per capture.
    #[cold]
    #[inline(never)]
    fn reserve_captured(
        &mut self,
        e: &Equipment,
        captor: Color,
        victim: Option<Piece>,
        demote: bool,
    ) {
        if let (Some(to_reserve), Some(victim)) = (&e.to_reserve, victim)
            && let Some(slot) = to_reserve.slot_for(victim.kind(), demote)
        {
            let n = &mut self.reserve[captor.index()][slot];
            *n = n.saturating_add(1);
        }
    }

    /// Carries the promotion marks along with the pieces `m` moves, marks a piece it
    /// promotes, and says whether the piece it captures was marked. Out of line: only
    /// variants that demote captured pieces mark promotions at all.
    #[cold]
    #[inline(never)]
    fn carry_promoted(&mut self, e: &Equipment, m: &Move) -> bool {
        let marked = |sq: Square| !sq.is_none() && self.promoted.has(sq);
        let swap = m.is(flags::SWAP);
        // A promoted form of its own (`+N`) says what it was without a mark.
        let form = m
            .promotion()
            .is_some_and(|k| e.to_reserve.as_ref().is_some_and(|c| k.is_in(c.forms)));
        let mover = (marked(m.from) && !form) || (m.promote != 0 && !swap && !form);
        let partner = marked(m.side_from) || (m.promote != 0 && swap);
        let captured = marked(m.captured);
        for sq in [m.from, m.captured, m.side_from] {
            if !sq.is_none() {
                self.promoted.clear(sq);
            }
        }
        if partner {
            self.promoted.set(m.side_to);
        }
        if mover {
            self.promoted.set(m.to);
        }
        captured
    }

    /// Whether `m` resets the halfmove clock: a capture, a drop, a promotion, or the
    /// move of a piece whose moves do (a pawn's).
    pub fn resets_clock(e: &Equipment, m: &Move) -> bool {
        m.is_capture()
            || m.from.is_none()
            || e.kind(m.piece.kind()).resets_clock[m.piece.color().index()]
            || (m.promote != 0 && !m.is(flags::SWAP))
    }

    pub fn finish_turn(&mut self, mover: Color, resets_clock: bool, pass: bool) {
        self.ep = self.ep_new;
        self.ep_new.clear();
        self.halfmove = if resets_clock {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if mover == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.passes = if pass {
            self.passes.saturating_add(1)
        } else {
            0
        };
        self.side = mover.opposite();
    }

    /// Pieces of one colour currently on the board.
    pub fn count(&self, color: Color) -> u32 {
        self.occ[color.index()].count()
    }

    /// The squares on which `p` stands, read off the board a word of squares at a time
    /// (a comparison of 64 bytes the compiler does in a few vector steps), where `p`'s
    /// side has a piece at all: no walk of the side's pieces one by one.
    pub fn squares_of(&self, p: Piece) -> Bits {
        let mut out = Bits::default();
        let code = p.code();
        let occ = &self.occ[p.color().index()];
        for (w, chunk) in self.board.chunks_exact(64).enumerate() {
            if occ.word(w) == 0 {
                continue;
            }
            let mut word = 0u64;
            for (i, &b) in chunk.iter().enumerate() {
                word |= u64::from(b == code) << i;
            }
            out.set_word(w, word);
        }
        out
    }

    /// How many of `p` (its kind, its colour) stand on the board.
    #[inline]
    pub fn on_board(&self, p: Piece) -> u32 {
        u32::from(self.census[p.code() as usize])
    }
}
