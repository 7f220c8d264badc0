//! A piece's move diagram, as H. G. Muller's Interactive Diagram draws one: the piece
//! alone near the middle of the first board, and every square it could move to, capture
//! on, or both. Found by the move generator itself, so the diagram cannot disagree with
//! the rules: moves on the empty board, and captures by putting one enemy piece on each
//! square in turn (a lone victim, so a slider's line is never blocked by another one).
//! The victim is a piece that can be taken: never a royal one (no move captures a king
//! in our rules, yet a king captures), and of another kind where there is one (a janggi
//! cannon never takes a cannon). A square reached only by jumping a piece in between (a
//! cannon's capture, a hopper's move) is found by putting one such screen on each square
//! between, and the diagram shows the screen it used.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::piece_moves;
use crate::piece::{Piece, PieceKind};
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
    /// Every square the piece reaches on the otherwise empty board, with how.
    pub reach: Vec<(Coords, Reach)>,
    /// Every square a screen in between lets it reach otherwise, with how it then does.
    pub screened: Vec<(Coords, Reach)>,
    /// The screens those need: for each, the one nearest the piece that works.
    pub screens: Vec<Coords>,
}

impl PieceDiagram {
    /// How the piece reaches `at` with nothing in between, if it does.
    pub fn at(&self, at: Coords) -> Option<Reach> {
        self.reach.iter().find(|(sq, _)| *sq == at).map(|(_, r)| *r)
    }

    /// How the piece reaches `at` over a screen, where a screen changes what it does.
    pub fn over_screen(&self, at: Coords) -> Option<Reach> {
        self.screened
            .iter()
            .find(|(sq, _)| *sq == at)
            .map(|(_, r)| *r)
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
        let victim = Piece::new(victim_kind(e, kind), Color::Black);
        let mut empty = State::empty(Color::White);
        empty.put(e, origin, piece);
        let quiet_to = |board: &State, target: Square| {
            generate(e, board, origin, piece).iter().any(|m| {
                m.to == target && m.captured.is_none() && m.flags & !flags::EN_PASSANT == 0
            })
        };
        let open: Vec<Square> = geo.squares().filter(|&sq| quiet_to(&empty, sq)).collect();
        let reach_with = |screen: Option<Square>, target: Square| {
            let mut board = empty.clone();
            let quiet = match screen {
                Some(at) => {
                    board.put(e, at, victim);
                    quiet_to(&board, target)
                }
                None => open.contains(&target),
            };
            board.put(e, target, victim);
            let captures = generate(e, &board, origin, piece)
                .iter()
                .any(|m| m.captured == target);
            match (quiet, captures) {
                (true, true) => Some(Reach::MoveOrCapture),
                (true, false) => Some(Reach::Move),
                (false, true) => Some(Reach::Capture),
                (false, false) => None,
            }
        };
        // Only a piece that jumps a screen reaches more with one put in its way.
        let hops = e.kind(kind).components.iter().any(|c| {
            matches!(
                c.path,
                crate::betza::PathKind::Hop
                    | crate::betza::PathKind::Grasshopper
                    | crate::betza::PathKind::MustJump
            )
        });
        let (mut reach, mut screened, mut screens) = (Vec::new(), Vec::new(), Vec::new());
        for sq in geo.squares() {
            if sq == origin || geo.is_hole(sq) {
                continue;
            }
            let direct = reach_with(None, sq);
            if let Some(how) = direct {
                reach.push((geo.coords(sq), how));
            }
            if !hops || direct == Some(Reach::MoveOrCapture) {
                continue;
            }
            // What a screen adds: a capture where the piece only moves (a cannon), or
            // anything where it reaches nothing without one.
            let over = between(self, origin, sq).into_iter().find_map(|screen| {
                let how = reach_with(Some(screen), sq)?;
                (Some(how) != direct).then_some((screen, how))
            });
            if let Some((screen, how)) = over {
                screened.push((geo.coords(sq), how));
                let at = geo.coords(screen);
                if !screens.contains(&at) {
                    screens.push(at);
                }
            }
        }
        Some(PieceDiagram {
            label: label.to_string(),
            files: geo.width(),
            ranks: geo.height(),
            origin: geo.coords(origin),
            holes: geo.holes().map(|h| geo.coords(h)).collect(),
            reach,
            screened,
            screens,
        })
    }
}

/// The piece a diagram's captures take: of another kind than `kind` and not royal if
/// the variant has one, else `kind` itself.
fn victim_kind(e: &Equipment, kind: PieceKind) -> PieceKind {
    let takeable = |k: &crate::piece::KindDef| !k.royal;
    e.each_kind()
        .find(|(k, def)| *k != kind && takeable(def))
        .or_else(|| e.each_kind().find(|(_, def)| takeable(def)))
        .map_or(kind, |(k, _)| k)
}

/// The squares strictly between `from` and `to` on their rank, file or diagonal, nearest
/// `from` first (none when they share no line).
fn between(v: &Variant, from: Square, to: Square) -> Vec<Square> {
    let g = v.geometry();
    let (f0, r0) = (g.file_index(from) as i64, g.rank_index(from) as i64);
    let (f1, r1) = (g.file_index(to) as i64, g.rank_index(to) as i64);
    let (df, dr) = (f1 - f0, r1 - r0);
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Vec::new();
    }
    let steps = df.abs().max(dr.abs());
    (1..steps)
        .filter_map(|i| {
            let file = crate::square::File::new((f0 + i * df.signum()) as usize)?;
            let rank = crate::square::Rank::new((r0 + i * dr.signum()) as usize)?;
            g.square(file, rank).filter(|&sq| !g.is_hole(sq))
        })
        .collect()
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
