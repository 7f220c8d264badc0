//! `guarded_pieces`: pieces of the listed kinds that a player may not leave attacked,
//! nor lose to an explosion of their own making, while the player has at most
//! `while_at_most` of that kind (Fairy-Stockfish's pseudo-royal pieces: atomic's king,
//! every queen of coregal, shogi's last king). Unlike a royal piece, a guarded piece
//! may be taken: a move that blows up one of the opponent's guarded pieces is legal
//! whatever it leaves attacked (a plain capture of one is not), and with explosions
//! two guarded pieces side by side do not attack each other (taking one would blow up
//! the taker's own). A player left without a legal move while a guarded piece is
//! attacked is checkmated. With `not_all_attacked`, a player may also not leave all its
//! pieces of the listed kinds attacked at once, however many it has (Fairy-Stockfish's
//! duple check: spartan's two kings), and being so left without a move is mate.

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::piece::{Piece, PieceKind};
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

#[derive(Clone, Debug)]
pub(crate) struct GuardedPieces {
    /// Kinds (as bits).
    pub kinds: u64,
    /// A side's pieces of a listed kind are guarded while it has at most this many.
    pub while_at_most: u32,
    /// Explosions are on: guarded pieces side by side are safe from each other.
    pub touching_safe: bool,
    /// Nor may a player leave all its pieces of the listed kinds attacked at once,
    /// however many it has (Fairy-Stockfish's duple check).
    pub not_all_attacked: bool,
}

impl GuardedPieces {
    /// The squares of `color`'s guarded pieces in `s`.
    fn guarded(&self, s: &State, color: Color) -> Bits {
        let mut by_kind = [0u32; 64];
        let mut out = Bits::default();
        for sq in s.occ[color.index()].iter() {
            if let Some(p) = s.piece(sq)
                && p.kind().is_in(self.kinds)
            {
                by_kind[p.kind().index()] += 1;
            }
        }
        for sq in s.occ[color.index()].iter() {
            if let Some(p) = s.piece(sq)
                && p.kind().is_in(self.kinds)
                && by_kind[p.kind().index()] <= self.while_at_most
            {
                out.set(sq);
            }
        }
        out
    }

    /// How many pieces of `kind` `color` has on the board.
    fn count(s: &State, color: Color, kind: usize) -> u32 {
        s.on_board(Piece::new(PieceKind::new(kind), color))
    }

    /// Whether a guarded piece on `sq` stands next to one of `theirs` (both safe then).
    fn touching(&self, e: &Equipment, sq: Square, theirs: &Bits) -> bool {
        self.touching_safe
            && (-1..=1).any(|df| {
                (-1..=1).any(|dr| {
                    (df, dr) != (0, 0)
                        && e.geometry.offset(sq, df, dr).is_some_and(|n| theirs.has(n))
                })
            })
    }

    /// Whether `m`, played on `s`, leaves the mover's guarded pieces standing and safe
    /// (or blows up one of the opponent's).
    pub(crate) fn allows<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        m: &Move,
    ) -> bool {
        let us = m.piece.color();
        let them = us.opposite();
        let mut ours = self.guarded(s, us);
        let theirs = self.guarded(s, them);
        if m.is(flags::CASTLE) && ours.has(m.from) && !self.castling_path_safe(e, r, s, m, &theirs)
        {
            return false;
        }
        let mut next = s.clone();
        r.apply_move(e, &mut next, m);
        if m.from.is_none() && m.piece.kind().is_in(self.kinds) {
            ours.set(m.to);
        }
        if !m.from.is_none() && ours.has(m.from) {
            ours.clear(m.from);
            ours.set(m.to);
        }
        if let Some(k) = m.promotion()
            && k.is_in(self.kinds)
        {
            if Self::count(s, us, k.index()) >= self.while_at_most {
                // One more of the kind than may be guarded: none of them is.
                let before = ours;
                for sq in before.iter() {
                    if s.piece(sq).is_some_and(|p| p.kind() == k) || sq == m.to {
                        ours.clear(sq);
                    }
                }
            } else {
                ours.set(m.to);
            }
        }
        if self.not_all_attacked && self.all_attacked(e, r, &next, us, &theirs) {
            return false;
        }
        let stands = |sq: Square, color: Color| next.piece(sq).is_some_and(|p| p.color() == color);
        if ours.iter().any(|sq| !stands(sq, us)) {
            return false;
        }
        // Only an explosion empties a guarded piece's square (a capture puts the taker
        // there, to be judged as any other guarded piece).
        if theirs.iter().any(|sq| next.is_empty(sq)) {
            return true;
        }
        ours.iter()
            .all(|sq| self.touching(e, sq, &theirs) || !movegen::attacked(e, r, &next, sq, them))
    }

    /// Whether the squares a guarded king crosses while castling (its own included,
    /// its destination judged after the move) are free of attack, the king lifted.
    fn castling_path_safe<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        m: &Move,
        theirs: &Bits,
    ) -> bool {
        let g = &e.geometry;
        let them = m.piece.color().opposite();
        let mut lifted = s.clone();
        lifted.remove(m.from);
        let step = (g.file_index(m.to) as i32 - g.file_index(m.from) as i32).signum();
        let mut sq = m.from;
        loop {
            if sq == m.to && sq != m.from {
                return true;
            }
            if !self.touching(e, sq, theirs) && movegen::attacked(e, r, &lifted, sq, them) {
                return false;
            }
            match g.offset(sq, step, 0) {
                Some(n) if step != 0 => sq = n,
                _ => return true,
            }
        }
    }

    /// Whether `color` has pieces of the listed kinds and every one is attacked (the
    /// opponent's guarded pieces `theirs` judged as before the move, as for a single
    /// guarded piece).
    fn all_attacked<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        color: Color,
        theirs: &Bits,
    ) -> bool {
        let mut any = false;
        for sq in s.occ[color.index()].iter() {
            if !s.piece(sq).is_some_and(|p| p.kind().is_in(self.kinds)) {
                continue;
            }
            if self.touching(e, sq, theirs) || !movegen::attacked(e, r, s, sq, color.opposite()) {
                return false;
            }
            any = true;
        }
        any
    }

    /// Whether one of `color`'s guarded pieces is attacked (it is in check), or with
    /// `not_all_attacked` all its pieces of the listed kinds are.
    pub(crate) fn exposed<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        color: Color,
    ) -> bool {
        let theirs = self.guarded(s, color.opposite());
        self.guarded(s, color).iter().any(|sq| {
            !self.touching(e, sq, &theirs) && movegen::attacked(e, r, s, sq, color.opposite())
        }) || (self.not_all_attacked && self.all_attacked(e, r, s, color, &theirs))
    }
}
