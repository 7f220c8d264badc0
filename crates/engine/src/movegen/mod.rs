//! Pseudo-legal move generation: every move the rules of movement allow, the safety of
//! the mover's own royal piece not yet judged (`legal` does that). One file per concern:
//! a piece's moves off its tables (`pieces`), attacks and check (`attacks`), castling,
//! plain drops, and the hooks through which the mechanics add what the tables cannot say
//! (`hooks`).

mod attacks;
mod castling;
mod drops;
mod hooks;
mod leaps;
mod pieces;

pub(crate) use attacks::{attacked, attacked_royal, in_check, king_safe_on, royal_attacked};
pub(crate) use castling::castling_moves;
pub(crate) use drops::{drop_move, drops_onto_empty, slot_allows};
pub(crate) use hooks::{Generation, MoveSink};
pub(crate) use pieces::{piece_moves, push_promotions_of};

use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::state::State;

/// Every pseudo-legal move of `color`'s pieces and reserve: the rules of movement are
/// respected, the safety of the own king is not checked.
pub fn pseudo_moves<R: Generation + ?Sized, S: MoveSink>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
    out: &mut S,
) {
    // Pieces of a kind whose paths are all leaps are found as one set per kind and
    // moved together (`leaps`), where they are many enough to pay for a shift of the
    // set per leap (a lone knight walks its one path of eight leaps faster); the
    // others walk their tables one by one.
    let mut others = s.occ[color.index()];
    for &kind in e.tables.leap_kinds(color) {
        let p = Piece::new(kind, color);
        if s.on_board(p) as usize * 2 >= e.tables.leaps(kind, color).len() {
            let pieces = s.squares_of(p);
            others = others.without(&pieces);
            leaps::leap_moves(e, s, p, &pieces, out);
        }
    }
    for sq in others.iter() {
        if let Some(p) = s.piece(sq) {
            piece_moves(e, s, sq, p, out);
        }
    }
    castling_moves(e, r, s, color, out);
    // Rule hooks fill a list; `Vec::new` does not allocate when they add nothing.
    let mut hooked = Vec::new();
    if s.reserve[color.index()].iter().any(|&n| n > 0) {
        r.drops(e, s, color, &mut hooked);
    }
    r.extra_moves(e, s, color, &mut hooked);
    for m in hooked {
        out.push(m);
    }
}

/// The drops among `color`'s pseudo-legal moves (from the reserve, and any a rule hook
/// adds), in the order `pseudo_moves` gives them: where only a drop may be played
/// while one is legal (`must_drop`), the pieces on the board need not be walked.
pub fn pseudo_drops<R: Generation + ?Sized, S: MoveSink>(
    e: &Equipment,
    r: &R,
    s: &State,
    color: Color,
    out: &mut S,
) {
    let mut hooked = Vec::new();
    if s.reserve[color.index()].iter().any(|&n| n > 0) {
        r.drops(e, s, color, &mut hooked);
    }
    r.extra_moves(e, s, color, &mut hooked);
    for m in hooked.into_iter().filter(|m| m.from.is_none()) {
        out.push(m);
    }
}
