//! `mating_checks`: a checkmate counts only when the run of checks that led to it
//! (the mated side in check on each of its turns back to the mate) includes a check
//! by one of the listed kinds (Mongolian shatar's "shak": a rook, knight or bers);
//! otherwise the game is drawn. A mate given by `not_alone` kinds alone is worse than
//! no mate: the mated side wins (shatar's mate by knights). A position read from text
//! has no earlier turns, so only its own check is looked at; a game looks back
//! through its own positions.

use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;

#[derive(Clone, Debug)]
pub(crate) struct MatingChecks {
    /// Bit set over kinds whose check makes the run of checks a mating one.
    pub kinds: u64,
    /// Bit set over kinds whose mate, given by them alone, wins for the mated side.
    pub not_alone: u64,
}

/// What the mated side's check is worth to the mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CheckWorth {
    /// A check by a listed kind: the mate counts.
    Mating,
    /// A check by `not_alone` kinds alone.
    Alone,
    /// Another check: the mate counts only if an earlier check of the run did.
    Plain,
}

impl MatingChecks {
    /// What the check on `color` in `s` is worth, by the kinds giving it; `None` when
    /// `color` is not in check.
    pub(crate) fn worth<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        m: &R,
        s: &State,
        color: Color,
    ) -> Option<CheckWorth> {
        let checkers = checkers(e, m, s, color)?;
        Some(if checkers != 0 && checkers & !self.not_alone == 0 {
            CheckWorth::Alone
        } else if checkers & self.kinds != 0 {
            CheckWorth::Mating
        } else {
            CheckWorth::Plain
        })
    }

    /// Whether `color` is in check in `s` by a listed kind (`None`: not in check), for
    /// the checks earlier in a run, where a mate by `not_alone` kinds is not judged.
    pub(crate) fn mating<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        m: &R,
        s: &State,
        color: Color,
    ) -> Option<bool> {
        checkers(e, m, s, color).map(|c| c & self.kinds != 0)
    }
}

/// The kinds (a bit set) of the pieces giving check to `color`; `None` when it is not
/// in check.
fn checkers<R: Generation + ?Sized>(e: &Equipment, m: &R, s: &State, color: Color) -> Option<u64> {
    if m.no_check() {
        return None;
    }
    let royal = movegen::attacked_royal(e, m, s, color)?;
    Some(checker_kinds(e, s, royal, color.opposite()))
}

/// The kinds (a bit set) of `by`'s pieces whose own moves capture on `target`, tried
/// against a stand-in piece there (generation never captures a royal piece). Checks
/// that only a mechanic gives (no piece's own move) name no kind.
fn checker_kinds(e: &Equipment, s: &State, target: Square, by: Color) -> u64 {
    let Some((stand_in, _)) = e.each_kind().find(|(_, k)| !k.royal) else {
        return 0;
    };
    let mut probe = s.clone();
    probe.board[target.index()] = Piece::new(stand_in, by.opposite()).code();
    let mut kinds = 0;
    let mut buf = Vec::new();
    for sq in s.occ[by.index()].iter() {
        if let Some(p) = s.piece(sq) {
            buf.clear();
            movegen::piece_moves(e, &probe, sq, p, &mut buf);
            if buf.iter().any(|mv| mv.captured == target) {
                kinds |= 1u64 << p.kind().index();
            }
        }
    }
    kinds
}
