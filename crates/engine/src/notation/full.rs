//! Stage two for full algebraic notation: matching parts against the legal turns.
//!
//! Each component move has a primary part and side-effect parts (`notation.md`,
//! "Meaning"). Parts are taken from left to right: an optional relocation pawn step
//! written before a drop, the primary part, then any side-effect parts of that
//! component; whatever follows starts the next component.

use super::syntax::Part;
use crate::equipment::Equipment;
use crate::movegen::Generation;
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn, flags};

/// What one component move looks like in full notation.
#[derive(Clone, Debug)]
pub(crate) struct Spec {
    pub mv: Move,
    /// The mover as it stands (or comes from the reserve).
    pub piece: Piece,
    /// A relocated pawn's step, which may be written before the drop: (from, to, pawn).
    pub pre: Option<(Square, Square, Piece)>,
    /// The castling rook: (from, to, rook, whether it must be written).
    pub rook: Option<(Square, Square, Piece, bool)>,
    /// The square of a pawn taken en passant.
    pub ep: Option<Square>,
    /// A promotion: (square, the piece that appears there, whether it is the default).
    pub promo: Option<(Square, Piece, bool)>,
    /// A piece brought from the reserve onto a gate (`gating`): (square, piece); always
    /// written.
    pub gate: Option<(Square, Piece)>,
    /// The square a wall comes onto after the move (`walling`); always written.
    pub wall: Option<Square>,
}

impl Spec {
    pub fn new(e: &Equipment, s: &State, m: &Move) -> Spec {
        let pre = (m.is(flags::RELOCATE) && !m.side_from.is_none())
            .then(|| s.piece(m.side_from).map(|p| (m.side_from, m.side_to, p)))
            .flatten();
        let rook = (m.is(flags::CASTLE) && !m.side_from.is_none())
            .then(|| {
                s.piece(m.side_from).map(|p| {
                    (
                        m.side_from,
                        m.side_to,
                        p,
                        super::canonical::castle_needs_rook_part(e, m),
                    )
                })
            })
            .flatten();
        let ep = m.is(flags::EN_PASSANT).then_some(m.captured);
        let promo = m.promotion().map(|kind| {
            let (sq, promoting) = if m.is(flags::SWAP) {
                (m.side_to, s.piece(m.to).unwrap_or(m.piece))
            } else {
                (m.to, m.piece)
            };
            let appears = e.morph(m.piece.with_kind(kind), sq);
            // A promotion the piece may decline is always written (`+P-e7`), or the
            // move without it could not be told from the move with it.
            let default = e
                .kind(promoting.kind())
                .promotion
                .as_ref()
                .is_some_and(|p| {
                    !p.optional
                        && e.morph(m.piece.with_kind(p.default_for(m.piece.color())), sq) == appears
                });
            (sq, appears, default)
        });
        let gate = m.is(flags::GATE).then(|| {
            let kind = e.reserve_slots()[m.slot as usize].kind;
            (m.gate, m.piece.with_kind(kind))
        });
        Spec {
            mv: *m,
            piece: m.piece,
            pre,
            rook,
            ep,
            promo,
            gate,
            wall: m.is(flags::WALL).then_some(m.gate),
        }
    }

    /// Whether `part` is this component's primary part.
    pub fn primary_is(&self, part: &Part) -> bool {
        let m = &self.mv;
        match *part {
            Part::Move { label, from, to } => {
                !m.from.is_none()
                    && m.from == from
                    && m.to == to
                    && label.is_none_or(|l| l == self.piece)
            }
            Part::Place { piece, to } => m.from.is_none() && m.to == to && piece == self.piece,
            Part::Remove { .. } | Part::Wall { .. } => false,
        }
    }

    pub fn pre_is(&self, part: &Part) -> bool {
        matches!((self.pre, part), (Some((f, t, p)), Part::Move { label, from, to })
            if f == *from && t == *to && label.is_none_or(|l| l == p))
    }

    fn rook_is(&self, part: &Part) -> bool {
        matches!((self.rook, part), (Some((f, t, p, _)), Part::Move { label, from, to })
            if f == *from && t == *to && label.is_none_or(|l| l == p))
    }

    fn ep_is(&self, part: &Part) -> bool {
        matches!((self.ep, part), (Some(sq), Part::Remove { sq: r }) if sq == *r)
    }

    fn promo_is(&self, e: &Equipment, part: &Part) -> bool {
        match (self.promo, part) {
            (Some((sq, appears, _)), Part::Place { piece, to }) => {
                sq == *to && promotes_to(e, *piece, appears, sq)
            }
            _ => false,
        }
    }

    fn gate_is(&self, part: &Part) -> bool {
        matches!((self.gate, part), (Some((sq, p)), Part::Place { piece, to }) if sq == *to && p == *piece)
    }

    fn wall_is(&self, part: &Part) -> bool {
        matches!((self.wall, part), (Some(sq), Part::Wall { to }) if sq == *to)
    }

    /// Matches this component at `parts[i..]`; returns the index after it.
    pub fn consume(&self, e: &Equipment, parts: &[Part], mut i: usize) -> Option<usize> {
        if parts.get(i).is_some_and(|p| self.pre_is(p)) {
            i += 1;
        }
        if !self.primary_is(parts.get(i)?) {
            return None;
        }
        i += 1;
        let (mut rook, mut ep, mut promo, mut gate) = (false, false, false, false);
        let mut wall = false;
        while let Some(p) = parts.get(i) {
            if !gate && self.gate_is(p) {
                gate = true;
            } else if !wall && self.wall_is(p) {
                wall = true;
            } else if !rook && self.rook_is(p) {
                rook = true;
            } else if !ep && self.ep_is(p) {
                ep = true;
            } else if !promo && self.promo_is(e, p) {
                promo = true;
            } else {
                break;
            }
            i += 1;
        }
        if self.rook.is_some_and(|r| r.3) && !rook {
            return None;
        }
        if self.promo.is_some_and(|p| !p.2) && !promo {
            return None;
        }
        if self.gate.is_some() && !gate {
            return None;
        }
        if self.wall.is_some() && !wall {
            return None;
        }
        Some(i)
    }
}

/// Whether a placement of `written` on `sq` names the promoted piece `appears`: the
/// same piece in its form on that square, or any form of the same family.
pub(crate) fn promotes_to(e: &Equipment, written: Piece, appears: Piece, sq: Square) -> bool {
    if written.color() != appears.color() {
        return false;
    }
    e.morph(written, sq) == appears
        || e.family_of(appears.kind())
            .is_some_and(|f| f.contains(&written.kind()))
}

/// The specs of a turn's components, each in the state before it.
pub(crate) fn specs(pos: &Position, turn: &Turn) -> Vec<(Spec, State)> {
    let (e, r) = (pos.variant().equipment(), pos.variant().rules());
    let mut state = pos.state().clone();
    let mut out = Vec::new();
    for m in turn.moves() {
        out.push((Spec::new(e, &state, m), state.clone()));
        r.apply_move(e, &mut state, m);
    }
    out
}

/// Whether the parts describe exactly this turn.
pub(crate) fn matches(pos: &Position, turn: &Turn, parts: &[Part]) -> bool {
    let e = pos.variant().equipment();
    let mut i = 0;
    for (spec, _) in specs(pos, turn) {
        match spec.consume(e, parts, i) {
            Some(next) => i = next,
            None => return false,
        }
    }
    i == parts.len() && !turn.is_pass()
}

/// The component `index` of each turn, for explanations.
pub(crate) fn components(pos: &Position, turns: &[Turn], index: usize) -> Vec<Spec> {
    turns
        .iter()
        .filter_map(|t| specs(pos, t).into_iter().nth(index).map(|(s, _)| s))
        .collect()
}
