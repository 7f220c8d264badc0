//! `explosions`: every capture explodes (atomic chess). The capturing piece, the
//! captured one and every piece on the eight squares around the capture square are
//! removed, except pawns around it (a pawn at the centre goes too) and pieces of the
//! `immune` kinds, which survive even at the centre. The capture square is where the
//! capturer lands (for en passant too). Pieces of a `mutually_immune` kind may not
//! capture each other (atomar's kings).

use crate::equipment::Equipment;
use crate::state::State;
use crate::turn::Move;

#[derive(Clone, Debug)]
pub(crate) struct Explosions {
    /// Kinds (as bits) that no explosion removes.
    pub immune: u64,
    /// Kinds (as bits) whose pieces may not capture a piece of the same kind.
    pub mutually_immune: u64,
}

impl Explosions {
    /// After `m` is played on `s`: the explosion, if `m` captured.
    pub(crate) fn explode(&self, e: &Equipment, s: &mut State, m: &Move) {
        if !m.is_capture() {
            return;
        }
        let g = &e.geometry;
        for df in -1..=1 {
            for dr in -1..=1 {
                let Some(sq) = g.offset(m.to, df, dr) else {
                    continue;
                };
                let Some(p) = s.piece(sq) else { continue };
                let centre = df == 0 && dr == 0;
                if p.kind().is_in(self.immune) || (!centre && e.kind(p.kind()).pawn) {
                    continue;
                }
                s.remove(sq);
                s.virgin.clear(sq);
                s.promoted.clear(sq);
            }
        }
    }

    /// Whether `m` is a capture this mechanic forbids.
    pub(crate) fn forbids(&self, s: &State, m: &Move) -> bool {
        m.is_capture()
            && m.piece.kind().is_in(self.mutually_immune)
            && s.piece(m.captured)
                .is_some_and(|q| q.kind() == m.piece.kind())
    }
}
