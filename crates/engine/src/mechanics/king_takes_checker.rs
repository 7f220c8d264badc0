//! `king_takes_checker`: in check, the royal piece may move only to take the piece
//! giving check, and only when no other piece gives check (makpong); other pieces may
//! still block or take the checker.

use crate::equipment::Equipment;
use crate::legal;
use crate::movegen::{Generation, attacked, in_check};
use crate::state::State;
use crate::turn::{Move, Turn};

/// The legal turns, the royal piece's moves in check narrowed as above.
pub(crate) fn legal_turns<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    out: &mut Vec<Turn>,
) {
    let start = out.len();
    legal::single_move_turns(e, r, s, out);
    if !in_check(e, r, s, s.side) {
        return;
    }
    legal::retain_from(out, start, |t| {
        !t.first()
            .is_some_and(|m| e.kind(m.piece.kind()).royal && !takes_the_only_checker(e, r, s, m))
    });
}

/// Whether royal move `m` takes the one piece giving check: with that piece's square
/// held by one of the mover's own (no line opens through it), the royal piece where it
/// stands is attacked no more.
fn takes_the_only_checker<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    s: &State,
    m: &Move,
) -> bool {
    let Some(from) = m.from() else {
        return false;
    };
    if !m.is_capture() {
        return false;
    }
    let mut probe = s.clone();
    probe.remove(m.captured);
    probe.board[m.captured.index()] = m.piece.code();
    probe.occ[m.piece.color().index()].set(m.captured);
    !attacked(e, r, &probe, from, s.side.opposite())
}
