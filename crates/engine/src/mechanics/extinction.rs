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
use crate::limits::MAX_KINDS;
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
        // Each side's pieces are tallied once, by kind, and every listed kind read off
        // the tallies: a tally per listed kind would walk the board once per kind.
        let tallies = Color::BOTH.map(|c| Tally::of(e, s, c, self.kinds));
        // The side that has just moved first, as Fairy-Stockfish looks.
        for color in [s.side.opposite(), s.side] {
            let reply = self.reply_move && color == s.side;
            let opponent = u32::from(self.opponent_at_least) + u32::from(reply);
            let (own, other) = (&tallies[color.index()], &tallies[color.opposite().index()]);
            if self.extinct(own, other, opponent) {
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

    /// Whether the side tallied in `own` has at most `at_most` pieces of some listed
    /// kind (or of all) while its opponent (`other`) has at least `opponent` of it.
    fn extinct(&self, own: &Tally, other: &Tally, opponent: u32) -> bool {
        let at_most = u32::from(self.at_most);
        let mut kinds = self.kinds;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            if own.of_kind(k) <= at_most && (opponent == 0 || other.of_kind(k) >= opponent) {
                return true;
            }
        }
        self.all_pieces && own.all <= at_most && (opponent == 0 || other.all >= opponent)
    }
}

/// How many pieces of each listed kind one side has, on the board and in the reserve,
/// and of every kind together.
struct Tally {
    by_kind: [u8; MAX_KINDS],
    all: u32,
}

impl Tally {
    /// Read off the board's census (`State::on_board`) for the listed kinds, plus the
    /// reserve: no walk of the board.
    fn of(e: &Equipment, s: &State, color: Color, kinds: u64) -> Tally {
        let mut t = Tally {
            by_kind: [0; MAX_KINDS],
            all: s.occ[color.index()].count(),
        };
        let mut listed = kinds;
        while listed != 0 {
            let k = PieceKind::new(listed.trailing_zeros() as usize);
            listed &= listed - 1;
            t.by_kind[k.index()] = s.on_board(Piece::new(k, color)).min(255) as u8;
        }
        for (slot, n) in e.reserve_slots().iter().zip(s.reserve[color.index()]) {
            let k = slot.kind.index();
            t.by_kind[k] = t.by_kind[k].saturating_add(n);
            t.all += u32::from(n);
        }
        t
    }

    fn of_kind(&self, k: usize) -> u32 {
        u32::from(self.by_kind.get(k).copied().unwrap_or(0))
    }
}
