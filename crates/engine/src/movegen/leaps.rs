//! The moves of all of a side's pieces of one kind at once, for a kind whose paths are
//! all leaps (`MoveTables::leaps`): each leap group's origins are the pieces' set
//! masked by where the group leaps from (and by the unmoved pieces for an initial
//! move, by empty blocking squares for a lame leap), its targets those origins
//! shifted by its step; the board is read only on the targets. Each move comes out as
//! the piece's walk of its tables gives it, in another order.

use super::hooks::MoveSink;
use super::pieces::{capture, ep_skipped, push_promotions};
use crate::bits::Bits;
use crate::equipment::Equipment;
use crate::movetable::Leap;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// The moves of the pieces `p` stands for on the squares of `pieces`.
#[inline]
pub fn leap_moves<S: MoveSink>(e: &Equipment, s: &State, p: Piece, pieces: &Bits, out: &mut S) {
    let color = p.color();
    let theirs = &s.occ[color.opposite().index()];
    let occupied = s.occ[color.index()].or(theirs);
    let mut ep_targets = Bits::default();
    for (skipped, _) in s.ep.iter() {
        ep_targets.set(skipped);
    }
    for leap in e.tables.leaps(p.kind(), color) {
        let mut from = pieces.and(&leap.from);
        if leap.initial {
            from = from.and(initial_squares(e, s, p));
        }
        // Occupancy leaves walls out; `clear` reads their bytes on the moves found.
        for &b in &leap.blockers {
            from = from.without(&occupied.shifted(-b));
        }
        if from.is_empty() {
            continue;
        }
        let reach = from.shifted(leap.step);
        if leap.moves {
            for to in reach.without(&occupied).iter() {
                let origin = Square((to.index() as i32 - leap.step) as u16);
                if s.board[to.index()] != 0 || !clear(s, origin, leap) {
                    continue;
                }
                let mut m = Move::new(p, origin, to);
                if leap.double_step {
                    m.ep_square = match leap.blockers[..] {
                        [b] => Square((origin.index() as i32 + b) as u16),
                        _ => ep_skipped(e, origin, to),
                    };
                }
                push_promotions(e, out, m);
            }
        } else if leap.en_passant && !ep_targets.is_empty() {
            for to in reach.and(&ep_targets).without(&occupied).iter() {
                let origin = Square((to.index() as i32 - leap.step) as u16);
                if s.board[to.index()] != 0 || !clear(s, origin, leap) {
                    continue;
                }
                if let Some(victim) = s.ep.victim_for(to)
                    && s.piece(victim).is_some_and(|q| q.color() != color)
                {
                    let mut m = Move::new(p, origin, to);
                    m.captured = victim;
                    m.flags |= flags::EN_PASSANT;
                    push_promotions(e, out, m);
                }
            }
        }
        if leap.captures {
            for to in reach.and(theirs).iter() {
                let origin = Square((to.index() as i32 - leap.step) as u16);
                if clear(s, origin, leap) {
                    capture(e, out, p, origin, to, s.board[to.index()]);
                }
            }
        }
    }
}

/// The squares from which `p`'s initial moves may start.
#[inline]
fn initial_squares<'a>(e: &'a Equipment, s: &'a State, p: Piece) -> &'a Bits {
    if p.kind().is_in(e.ranked_initial_mask) {
        &e.initial_zone[p.kind().index()][p.color().index()]
    } else {
        &s.virgin
    }
}

/// Whether the blocking squares of `leap` from `origin` are all empty, walls included.
#[inline]
fn clear(s: &State, origin: Square, leap: &Leap) -> bool {
    leap.blockers
        .iter()
        .all(|&b| s.board[(origin.index() as i32 + b) as usize] == 0)
}
