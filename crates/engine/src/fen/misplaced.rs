//! Positions the notation can write but no game can reach: a piece where it never
//! stands, or more royal pieces than the rules guard.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::geometry::Square;
use crate::state::State;

/// What no game can reach: a piece where it never stands (a pawn in its promotion
/// zone), or a second royal piece of one side without `several_royals`.
pub fn misplaced(e: &Equipment, s: &State) -> Option<String> {
    let g = &e.geometry;
    // Without `several_royals` the state keeps one royal square a side, and legality
    // guards only that one: a second king would be left en prise unseen.
    if e.several_royals {
        return misplaced_piece(e, s);
    }
    let royal_of = |sq: Square| s.piece(sq).filter(|p| e.kind(p.kind()).royal);
    let mut royals = [0usize; 2];
    for sq in g.squares() {
        if let Some(p) = royal_of(sq) {
            royals[p.color().index()] += 1;
        }
    }
    for c in Color::BOTH {
        if royals[c.index()] > 1 {
            let squares: Vec<&str> = g
                .squares()
                .filter(|&sq| royal_of(sq).is_some_and(|p| p.color() == c))
                .map(|sq| g.name_of(sq))
                .collect();
            return Some(format!(
                "{c} has royal pieces on {}: a side has at most one",
                squares.join(" and ")
            ));
        }
    }
    misplaced_piece(e, s)
}

/// A piece that cannot stand where it stands: in another form's square or in its
/// promotion zone.
fn misplaced_piece(e: &Equipment, s: &State) -> Option<String> {
    let g = &e.geometry;
    for sq in g.squares() {
        let Some(p) = s.piece(sq) else { continue };
        if e.morph(p, sq) != p {
            return Some(format!(
                "a {} cannot stand on {}: there it is a {}",
                e.kind(p.kind()).name.to_lowercase(),
                g.name(sq),
                e.kind(e.morph(p, sq).kind()).name.to_lowercase()
            ));
        }
        if let Some(promo) = &e.kind(p.kind()).promotion {
            let rel = g.relative_rank(sq, p.color() == Color::White);
            if promo.relative_ranks.contains(&rel) {
                return Some(format!(
                    "the {} on {} stands on a promotion square",
                    e.kind(p.kind()).name.to_lowercase(),
                    g.name(sq)
                ));
            }
        }
    }
    None
}
