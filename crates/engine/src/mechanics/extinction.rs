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
            if self.extinct(
                e,
                s,
                color,
                u32::from(self.opponent_at_least) + u32::from(reply),
            ) {
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
    /// while its opponent has at least `opponent` of it.
    fn extinct(&self, e: &Equipment, s: &State, color: Color, opponent: u32) -> bool {
        let at_most = u32::from(self.at_most);
        let mut kinds = self.kinds;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            if count(e, s, color, Some(k)) <= at_most
                && (opponent == 0 || count(e, s, color.opposite(), Some(k)) >= opponent)
            {
                return true;
            }
        }
        self.all_pieces
            && count(e, s, color, None) <= at_most
            && (opponent == 0 || count(e, s, color.opposite(), None) >= opponent)
    }
}

/// How many pieces of kind `k` (every piece: `None`) `color` has, on the board and in
/// the reserve.
fn count(e: &Equipment, s: &State, color: Color, k: Option<usize>) -> u32 {
    let on_board = match k {
        None => s.occ[color.index()].count(),
        Some(k) => s.occ[color.index()]
            .iter()
            .filter(|&sq| s.piece(sq).is_some_and(|p| p.kind().index() == k))
            .count() as u32,
    };
    let in_hand: u32 = e
        .reserve_slots()
        .iter()
        .zip(s.reserve[color.index()])
        .filter(|(slot, _)| k.is_none_or(|k| slot.kind.index() == k))
        .map(|(_, n)| u32::from(n))
        .sum();
    on_board + in_hand
}
