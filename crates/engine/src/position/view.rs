//! What a page shows of a position: the piece on a square, what each side holds in
//! hand, and whether a side has anything but royal pieces left or the material to mate.

use super::Position;
use crate::color::Color;
use crate::piece::{Piece, PieceKind, SideLabel};
use crate::reserve::ReserveSlot;
use crate::square::Square;

/// A piece as a page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    pub piece: Piece,
    /// As written in notation: `N` for White, `n` for Black.
    pub label: String,
    pub color: Color,
    pub glyph: String,
    pub name: String,
}

/// A piece as a page shows it, borrowed from its variant (`Position::piece_on`).
#[derive(Clone, Copy, Debug)]
pub struct PieceOn<'a> {
    pub piece: Piece,
    /// As written in notation: `N` for White, `n` for Black.
    pub label: SideLabel<'a>,
    pub color: Color,
    pub glyph: &'a str,
    pub name: &'a str,
}

/// One reserve slot of a side, as a page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InHand {
    /// Which of the variant's reserve slots it is (`Part::slot` names one).
    pub slot: ReserveSlot,
    /// The slot's label in the position notation (`B`, or `BL` for a bound slot).
    pub label: String,
    /// The piece the slot holds (its `label` as written for this side).
    pub piece: PieceView,
    pub count: u32,
    /// The colour of the squares the slot's pieces may be dropped on, when bound to one.
    pub only_on: Option<Shade>,
}

/// A square colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shade {
    Light,
    Dark,
}

impl Shade {
    /// "light" or "dark".
    pub fn name(self) -> &'static str {
        match self {
            Shade::Light => "light",
            Shade::Dark => "dark",
        }
    }
}

impl Position {
    /// The piece on `sq`, as a page shows it.
    pub fn piece_at(&self, sq: Square) -> Option<PieceView> {
        self.piece_on(sq).map(|p| PieceView {
            piece: p.piece,
            label: p.label.to_string(),
            color: p.color,
            glyph: p.glyph.to_string(),
            name: p.name.to_string(),
        })
    }

    /// The piece on `sq`, borrowed from the variant: for drawing every square of a
    /// board without copying each piece's words. None on a square of another board.
    pub fn piece_on(&self, sq: Square) -> Option<PieceOn<'_>> {
        let p = self
            .state()
            .board
            .get(sq.index())
            .copied()
            .and_then(Piece::from_code)?;
        let kind = self.variant().equipment().kind(p.kind());
        Some(PieceOn {
            piece: p,
            label: kind.label_as(p.color()),
            color: p.color(),
            glyph: &kind.glyph,
            name: &kind.name,
        })
    }

    /// The piece `mv`, a move of `color`'s, promotes to, as a page shows it: what a
    /// choice between moves that differ only in their promotion is a choice of.
    pub fn promotion_of(&self, mv: &crate::turn::Move, color: Color) -> Option<PieceView> {
        mv.promotion().map(|kind| self.view_of(kind, color))
    }

    /// Whether a wall stands on `sq` (a duck, an arrow: `walling`), where nothing may
    /// stand, land or pass.
    pub fn is_wall(&self, sq: Square) -> bool {
        self.state().is_wall(sq)
    }

    /// The piece that makes `mv`, as it stood or comes onto the board, as a page shows
    /// it: a drop from no reserve (`free_drops`) is named by it.
    pub fn mover_of(&self, mv: &crate::turn::Move) -> PieceView {
        self.view_of(mv.piece.kind(), mv.piece.color())
    }

    /// The piece of `kind` and `color` as a page shows it.
    fn view_of(&self, kind: PieceKind, color: Color) -> PieceView {
        let k = self.variant().equipment().kind(kind);
        PieceView {
            piece: Piece::new(kind, color),
            label: k.label_for(color),
            color,
            glyph: k.glyph.clone(),
            name: k.name.clone(),
        }
    }

    /// What `color` holds in hand, slot by slot, with the piece each slot holds.
    pub fn in_hand(&self, color: Color) -> Vec<InHand> {
        let e = self.variant().equipment();
        e.reserve_slots()
            .iter()
            .enumerate()
            .map(|(i, slot)| InHand {
                slot: ReserveSlot::new(i),
                label: match color {
                    Color::White => slot.label.clone(),
                    Color::Black => slot.label.to_lowercase(),
                },
                piece: self.view_of(slot.kind, color),
                count: u32::from(self.state().reserve[color.index()][i]),
                only_on: slot
                    .dark
                    .map(|dark| if dark { Shade::Dark } else { Shade::Light }),
            })
            .collect()
    }

    /// `color` has nothing left but royal pieces (a bare king), on the board or in hand.
    /// Used by time controls: running out of time against a bare king is a draw.
    pub fn only_royal(&self, color: Color) -> bool {
        let e = self.variant().equipment();
        let s = self.state();
        let mut royal = 0;
        for sq in e.geometry.squares() {
            if let Some(p) = s.piece(sq).filter(|p| p.color() == color) {
                if !p.kind().is_in(e.royal_mask) {
                    return false;
                }
                royal += 1;
            }
        }
        royal > 0 && s.reserve[color.index()].iter().all(|&n| n == 0)
    }

    /// Whether neither side can possibly mate (FIDE dead positions of the simple kind).
    pub fn insufficient_material(&self) -> bool {
        let v = self.variant().equipment();
        // Pieces in hand can still be dropped.
        if self
            .state()
            .reserve
            .iter()
            .any(|r| r.iter().any(|&n| n > 0))
        {
            return false;
        }
        let mut minors = [Vec::new(), Vec::new()];
        for sq in v.geometry().squares() {
            let Some(p) = self.state().piece(sq) else {
                continue;
            };
            let kind = v.kind(p.kind());
            if kind.royal {
                continue;
            }
            if !kind.minor {
                return false;
            }
            minors[p.color().index()].push((kind.betza.clone(), v.geometry().square_is_dark(sq)));
        }
        let (w, b) = (&minors[0], &minors[1]);
        match (w.len(), b.len()) {
            (0, 0) | (1, 0) | (0, 1) => true,
            // Bishops only, all on one colour.
            _ => {
                let all: Vec<_> = w.iter().chain(b.iter()).collect();
                all.iter().all(|(betza, _)| betza == "B")
                    && all.iter().all(|(_, dark)| *dark == all[0].1)
            }
        }
    }
}
