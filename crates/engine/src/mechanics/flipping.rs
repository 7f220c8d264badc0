//! `flipping`: a piece arriving turns enemy pieces into its own side's. With the rule
//! `lines` (reversi) the enemy pieces it closes in against its side's own, along each
//! file, rank and diagonal, turn; with `touching` (ataxx) every enemy piece next to it
//! does. A pass turns nothing, having no piece arrive.

use super::enclosing_drops::{AROUND, enclosed_line};
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::state::State;
use crate::turn::Move;

/// Which enemy pieces an arriving piece turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flipping {
    Lines,
    Touching,
}

impl Flipping {
    /// The rules by their names in a definition.
    pub(crate) const NAMES: &'static [&'static str] = &["lines", "touching"];

    pub(crate) fn from_name(name: &str) -> Option<Flipping> {
        match name {
            "lines" => Some(Flipping::Lines),
            "touching" => Some(Flipping::Touching),
            _ => None,
        }
    }

    /// Turns the pieces that `m`, just played on `s`, turns.
    pub(crate) fn flip(self, e: &Equipment, s: &mut State, m: &Move) {
        let color = m.piece.color();
        let sq = m.to;
        if sq.is_none() || s.piece(sq).is_none_or(|p| p.color() != color) {
            return;
        }
        for &(df, dr) in &AROUND {
            match self {
                Flipping::Lines => {
                    for n in enclosed_line(e, s, sq, color, (df, dr)).iter() {
                        turn(e, s, n);
                    }
                }
                Flipping::Touching => {
                    if let Some(n) = e.geometry.offset(sq, df, dr)
                        && s.piece(n).is_some_and(|p| p.color() != color)
                    {
                        turn(e, s, n);
                    }
                }
            }
        }
    }
}

/// Gives the piece on `sq` to the other side.
fn turn(e: &Equipment, s: &mut State, sq: crate::square::Square) {
    if let Some(p) = s.remove(sq) {
        s.put(e, sq, Piece::new(p.kind(), p.color().opposite()));
    }
}
