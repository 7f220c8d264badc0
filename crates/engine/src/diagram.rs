//! A piece's move diagram, as H. G. Muller's Interactive Diagram draws one: the piece
//! alone near the middle of the first board, and every square it could move to, capture
//! on, or both. Found by the move generator itself, so the diagram cannot disagree with
//! the rules: moves on the empty board, and captures by putting one enemy piece on each
//! square in turn (a lone victim, so a slider's line is never blocked by another one).
//! A capture that needs a screen (a cannon's) has none here and is not shown.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::piece_moves;
use crate::piece::Piece;
use crate::square::{Coords, Square};
use crate::state::State;
use crate::turn::{Move, flags};
use crate::variant::Variant;

/// What a piece may do on one square of its diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Move,
    Capture,
    MoveOrCapture,
}

/// A piece's move diagram on its variant's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceDiagram {
    pub label: String,
    pub files: usize,
    pub ranks: usize,
    /// Where the piece stands.
    pub origin: Coords,
    /// Squares that are holes (nothing stands there).
    pub holes: Vec<Coords>,
    /// Every square the piece reaches, with how.
    pub reach: Vec<(Coords, Reach)>,
}

impl PieceDiagram {
    /// How the piece reaches `at`, if it does.
    pub fn at(&self, at: Coords) -> Option<Reach> {
        self.reach.iter().find(|(sq, _)| *sq == at).map(|(_, r)| *r)
    }
}

impl Variant {
    /// The diagram of the white piece labelled `label`, or `None` for no such piece.
    pub fn piece_diagram(&self, label: &str) -> Option<PieceDiagram> {
        let e = self.equipment();
        let kind = e.kind_by_label(label)?;
        let geo = self.geometry();
        let origin = centre(self)?;
        let piece = Piece::new(kind, Color::White);
        let mut empty = State::empty(Color::White);
        empty.put(e, origin, piece);
        let moves = generate(e, &empty, origin, piece);
        let quiet: Vec<Square> = moves
            .iter()
            .filter(|m| m.captured.is_none() && m.flags & !flags::EN_PASSANT == 0)
            .map(|m| m.to)
            .collect();
        let mut reach = Vec::new();
        for sq in geo.squares() {
            if sq == origin || geo.is_hole(sq) {
                continue;
            }
            let mut lone = empty.clone();
            lone.put(e, sq, Piece::new(kind, Color::Black));
            let captures = generate(e, &lone, origin, piece)
                .iter()
                .any(|m| m.captured == sq);
            let how = match (quiet.contains(&sq), captures) {
                (true, true) => Reach::MoveOrCapture,
                (true, false) => Reach::Move,
                (false, true) => Reach::Capture,
                (false, false) => continue,
            };
            reach.push((geo.coords(sq), how));
        }
        Some(PieceDiagram {
            label: label.to_string(),
            files: geo.width(),
            ranks: geo.height(),
            origin: geo.coords(origin),
            holes: geo.holes().map(|h| geo.coords(h)).collect(),
            reach,
        })
    }
}

fn generate(e: &Equipment, s: &State, from: Square, p: Piece) -> Vec<Move> {
    let mut out = Vec::new();
    piece_moves(e, s, from, p, &mut out);
    out
}

/// The square nearest the middle of the first board that is not a hole (d4 on 8x8).
fn centre(v: &Variant) -> Option<Square> {
    let geo = v.geometry();
    let part = geo.boards().first()?;
    let (mid_file, mid_rank) = (
        part.first_file.index() + (part.width.saturating_sub(1)) / 2,
        geo.height().saturating_sub(1) / 2,
    );
    geo.squares()
        .filter(|&sq| !geo.is_hole(sq) && geo.board_of(sq) == 0)
        .min_by_key(|&sq| {
            let df = geo.file_index(sq).abs_diff(mid_file);
            let dr = geo.rank_index(sq).abs_diff(mid_rank);
            (df.max(dr), df + dr, geo.rank_index(sq), geo.file_index(sq))
        })
}
