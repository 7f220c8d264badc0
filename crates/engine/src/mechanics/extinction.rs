//! `extinction`: a player left with too few pieces of one of the listed kinds, on the
//! board and in the reserve, has run out (Fairy-Stockfish's extinction pieces: e.g.
//! every piece of a kind captured), and that ends the game: a loss for that player,
//! a win where running out is the goal (antichess), or a draw where a side left that
//! poor can neither win nor be beaten any more (shatar's bare king). `all_pieces` counts every piece
//! of the side together (a side with nothing left). A "capture the king" game with a
//! royal king is `royal_capture`; with a king that is not royal it is this, on the
//! king's kind. The end may wait for the opponent to hold enough of the kind itself
//! (a bare king loses only against a king with another piece).

use crate::color::Color;
use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::piece::{Piece, PieceKind};
use crate::state::State;

/// What running out is worth to the side that ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RunOut {
    Loses,
    Wins,
    Draws,
}

#[derive(Clone, Debug)]
pub(crate) struct Extinction {
    /// Bit set over kinds.
    pub kinds: u64,
    /// Every piece of the side counted together, as one more listed kind.
    pub all_pieces: bool,
    /// A side with at most this many of a listed kind has run out.
    pub at_most: u8,
    /// ... but only while the opponent has at least this many of that kind (bare king:
    /// the opponent still has a piece beside its king).
    pub opponent_at_least: u8,
    /// A side that has run out on the opponent's move may still answer it, unless the
    /// opponent has one more than `opponent_at_least` (shatranj: the bared king may bare
    /// the other king in turn, for a draw).
    pub reply_move: bool,
    /// What running out is worth.
    pub result: RunOut,
}

impl Extinction {
    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        // The side that has just moved first, as Fairy-Stockfish looks.
        for color in [s.side.opposite(), s.side] {
            let reply = self.reply_move && color == s.side;
            let opponent = u32::from(self.opponent_at_least) + u32::from(reply);
            if self.extinct(e, s, color, opponent) {
                let why = match (self.all_pieces, self.at_most) {
                    (true, 1) => Reason::BareKing,
                    _ => Reason::Extinction,
                };
                return Some(match self.result {
                    RunOut::Wins => Outcome::win(color, Reason::LosingAllPieces),
                    RunOut::Loses => Outcome::win(color.opposite(), why),
                    RunOut::Draws => Outcome::draw(why),
                });
            }
        }
        None
    }

    /// Whether `color` has at most `at_most` pieces of some listed kind (or of all)
    /// while its opponent has at least `opponent` of it. Each count is read when it is
    /// asked, off the board's census and the reserve, not by a walk of the board: the
    /// opponent's only for a kind `color` has run out of, which is seldom.
    fn extinct(&self, e: &Equipment, s: &State, color: Color, opponent: u32) -> bool {
        let at_most = u32::from(self.at_most);
        let other = color.opposite();
        let mut kinds = self.kinds;
        while kinds != 0 {
            let k = PieceKind::new(kinds.trailing_zeros() as usize);
            kinds &= kinds - 1;
            if held(e, s, color, k) <= at_most
                && (opponent == 0 || held(e, s, other, k) >= opponent)
            {
                return true;
            }
        }
        self.all_pieces
            && all_held(e, s, color) <= at_most
            && (opponent == 0 || all_held(e, s, other) >= opponent)
    }
}

/// How many pieces of kind `k` `color` has, on the board and in the reserve, counted
/// as a reserve's slot counts them (at most 255).
fn held(e: &Equipment, s: &State, color: Color, k: PieceKind) -> u32 {
    let mut n = s.on_board(Piece::new(k, color)).min(255) as u8;
    for (slot, &m) in e.reserve_slots().iter().zip(&s.reserve[color.index()]) {
        if slot.kind.index() == k.index() {
            n = n.saturating_add(m);
        }
    }
    u32::from(n)
}

/// How many pieces `color` has in all, on the board and in the reserve.
fn all_held(e: &Equipment, s: &State, color: Color) -> u32 {
    let reserve = e.reserve_slots().iter().zip(&s.reserve[color.index()]);
    s.occ[color.index()].count() + reserve.map(|(_, &m)| u32::from(m)).sum::<u32>()
}
