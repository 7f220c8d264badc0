//! `walling`: every turn is a move followed by a wall put on an empty square. A wall
//! holds no piece and belongs to no one; nothing stands on it, lands on it, passes
//! through it or takes it (a leaper still jumps over it, as over any piece). Where the
//! wall may go is the rule's:
//!
//! - `moved`: there is one wall, and each turn takes it up and puts it on another empty
//!   square (duck chess);
//! - `shot`: a square the piece that moved could reach from its new square by a move
//!   that does not capture, over the board as it stood before the move with the square
//!   it left empty (amazons' arrows; a castling shoots from the partner's square);
//! - `vacated`: the square the piece left (snailtrail, joust);
//! - `anywhere`: any empty square (isolation);
//! - `edge`: a square on the board's edge or beside a wall already standing.
//!
//! Each side may be kept to a region of squares for its walls. A move after which no
//! square takes a wall cannot be made. The move itself is judged as without the wall:
//! the wall shields nothing in the turn it is placed.

use crate::bits::Bits;
use crate::equipment::Equipment;
use crate::movegen::{Generation, piece_moves};
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn, flags};

/// Where a turn's wall may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WallRule {
    Moved,
    Shot,
    Vacated,
    Anywhere,
    Edge,
}

impl WallRule {
    /// The rules by their names in a definition.
    pub(crate) const NAMES: &'static [&'static str] =
        &["moved", "shot", "vacated", "anywhere", "edge"];

    pub(crate) fn from_name(name: &str) -> Option<WallRule> {
        Some(match name {
            "moved" => WallRule::Moved,
            "shot" => WallRule::Shot,
            "vacated" => WallRule::Vacated,
            "anywhere" => WallRule::Anywhere,
            "edge" => WallRule::Edge,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Walling {
    pub rule: WallRule,
    /// The squares each side (White's first) may put a wall on; `None`: any square.
    pub regions: [Option<Bits>; 2],
}

impl Walling {
    /// Replaces each turn from `start` on (one move each) by that move with each wall
    /// it may be followed by.
    pub(crate) fn add_walls<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        out: &mut Vec<Turn>,
        start: usize,
    ) {
        let moves: Vec<Move> = out
            .drain(start..)
            .filter_map(|t| t.first().copied())
            .collect();
        for m in moves {
            let mut after = s.clone();
            r.apply_move(e, &mut after, &m);
            let allowed = self.targets(e, s, &m);
            for sq in e.geometry().squares() {
                if after.is_empty(sq) && allowed(sq) {
                    let mut walled = m;
                    walled.flags |= flags::WALL;
                    walled.gate = sq;
                    out.push(Turn::single(walled));
                }
            }
        }
    }

    /// Whether a wall may go on a square left empty by `m`, played from `before`.
    fn targets<'a>(
        &'a self,
        e: &'a Equipment,
        before: &'a State,
        m: &Move,
    ) -> impl Fn(Square) -> bool + 'a {
        let region = self.regions[m.piece.color().index()];
        let in_region = move |sq: Square| region.is_none_or(|r| r.has(sq));
        let reach = match self.rule {
            WallRule::Shot => {
                // As Fairy-Stockfish shoots it: from the destination (for a castling,
                // the castling partner's square), through the squares as they stood
                // before the move, the mover's own square emptied.
                let mut probe = before.clone();
                if !m.from.is_none() {
                    probe.remove(m.from);
                }
                let origin = match m.is(flags::CASTLE) && !m.side_from.is_none() {
                    true => m.side_from,
                    false => m.to,
                };
                let mut quiet = Vec::new();
                piece_moves(e, &probe, origin, m.piece, &mut quiet);
                let mut set = Bits::default();
                for q in quiet.iter().filter(|q| !q.is_capture()) {
                    set.set(q.to);
                }
                Some(set)
            }
            WallRule::Vacated => {
                let mut set = Bits::default();
                if !m.from.is_none() {
                    set.set(m.from);
                }
                Some(set)
            }
            WallRule::Moved | WallRule::Anywhere | WallRule::Edge => None,
        };
        let edge = self.rule == WallRule::Edge;
        move |sq| {
            in_region(sq)
                && reach.as_ref().is_none_or(|set| set.has(sq))
                && (!edge || on_edge_or_beside_wall(e, before, sq))
        }
    }

    /// Puts the wall of a move that places one (`flags::WALL`), taking up the wall
    /// that moves first.
    #[inline]
    pub(crate) fn place(&self, s: &mut State, m: &Move) {
        if m.is(flags::WALL) {
            if self.rule == WallRule::Moved {
                s.clear_walls();
            }
            s.put_wall(m.gate);
        }
    }
}

/// `edge`: on the first or last file or rank, or orthogonally next to a wall.
fn on_edge_or_beside_wall(e: &Equipment, s: &State, sq: Square) -> bool {
    let g = e.geometry();
    let (f, r) = (g.file_index(sq), g.rank_index(sq));
    if f == 0 || r == 0 || f + 1 == g.width() || r + 1 == g.height() {
        return true;
    }
    [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .iter()
        .any(|&(df, dr)| g.offset(sq, df, dr).is_some_and(|n| s.is_wall(n)))
}
