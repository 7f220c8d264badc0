//! `several_royals`: a side may have more than one royal piece (two kings, say). The
//! rule is the one Fairy-Stockfish applies to pseudo-royal pieces (its
//! `extinctionPseudoRoyal`, with an `extinctionPieceCount` that keeps all of them
//! pseudo-royal; `scripts/fsf-compare.py` checks the two agree):
//!
//! - a side is in check when any of its royal pieces is attacked;
//! - no turn may leave any of them attacked, so none is ever captured; moving one out
//!   of an attack while another stays attacked is refused like any other move that
//!   leaves a royal piece attacked;
//! - checkmate is being in check with no legal turn; stalemate is as the definition
//!   says.
//!
//! Not this mechanic: "extinction royal", where only a side's last royal piece is
//! protected and the others may be captured, and duple check (Spartan chess), where
//! only leaving every royal piece attacked is illegal. Each would be a mechanic of its
//! own.
//!
//! With it, `royal_reaches_region` is won by any royal piece arriving, and
//! `bare_king_loses` by a side left with nothing but royal pieces. A castling needs one
//! royal piece a side in the setup, or which one castles cannot be told; turns of
//! several moves keep one royal piece a side and are refused with it. Legality cannot
//! use pins found from one royal piece, so every move is played out and judged: only
//! these variants pay for that.

use crate::bits::Bits;
use crate::color::Color;
use crate::state::State;
use crate::variant::Variant;

/// The squares of `color`'s royal pieces, found by looking at each of its pieces. Out
/// of line: orthodox play never comes here.
#[cold]
#[inline(never)]
pub(crate) fn squares(v: &Variant, s: &State, color: Color) -> Bits {
    let mut out = Bits::default();
    for sq in s.occ[color.index()].iter() {
        if s.piece(sq)
            .is_some_and(|p| v.royal_mask & (1 << p.kind()) != 0)
        {
            out.set(sq);
        }
    }
    out
}
