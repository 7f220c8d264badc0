//! `royal_reaches_region`: a player whose royal piece stands on one of the region's
//! squares wins at once (king of the hill: the four centre squares; racing kings: the
//! last rank). Each colour has its own region, the same squares unless
//! `black_squares` is given. With `black_follows`, White's arrival does not end the
//! game while Black can answer by arriving too, which draws (racing kings). `pieces`
//! names other kinds that win by arriving (breakthrough's pawns, dobutsu's lion); with
//! `safe`, the piece must stand there unattacked (dobutsu's try: a lion arriving where
//! it can be taken wins once it is no longer attacked, if it survives). Without `safe`
//! such a piece wins on its owner's arrival only; with `survive`, at its owner's next
//! turn, if the opponent has not taken it (jesonmor).

use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::outcome::{Outcome, Reason};
use crate::square::Square;
use crate::state::State;

#[derive(Clone, Debug)]
pub(crate) struct RegionGoal {
    pub squares: [Bits; 2],
    /// White's arrival leaves Black one move to arrive too, for a draw.
    pub black_follows: bool,
    /// Kinds (as bits) that arrive; 0: the royal pieces.
    pub pieces: u64,
    /// The arriving piece must not be attacked.
    pub safe: bool,
    /// With `pieces`: the piece wins only once it has stood there through the
    /// opponent's answer, at its owner's next turn (jesonmor's centre); White's
    /// piece standing there while Black's stands in Black's region draws.
    pub survive: bool,
}

impl RegionGoal {
    /// `black_can_follow`: whether Black, to move, has a legal move of a royal piece
    /// into its region (asked only when it matters).
    pub(crate) fn terminal(
        &self,
        e: &Equipment,
        s: &State,
        black_can_follow: impl Fn() -> bool,
        attacked: impl Fn(Square, Color) -> bool,
    ) -> Option<Outcome> {
        let arrived = |color: Color| {
            let goal = &self.squares[color.index()];
            s.occ[color.index()].iter().any(|sq| {
                goal.has(sq)
                    && s.piece(sq).is_some_and(|p| p.kind().is_in(self.pieces))
                    && !(self.safe && attacked(sq, color.opposite()))
            })
        };
        if self.pieces != 0 && self.survive {
            let side = s.side;
            return match arrived(side) {
                true if side == Color::White && arrived(Color::Black) => {
                    Some(Outcome::draw(Reason::BothReachedGoal))
                }
                true => Some(Outcome::win(side, Reason::GoalReached)),
                false => None,
            };
        }
        if self.pieces != 0 {
            // The player who just moved first, as Fairy-Stockfish looks; the player to
            // move only where the piece must be safe (it may have arrived attacked).
            let players = match self.safe {
                true => &[s.side.opposite(), s.side][..],
                false => &[s.side.opposite()][..],
            };
            for &color in players {
                if arrived(color) {
                    return Some(Outcome::win(color, Reason::GoalReached));
                }
            }
            return None;
        }
        if self.black_follows {
            let arrived = |c: Color| {
                let goal = &self.squares[c.index()];
                s.royals(e, c).iter().any(|sq| goal.has(sq))
            };
            return match (arrived(Color::White), arrived(Color::Black)) {
                (true, true) => Some(Outcome::draw(Reason::BothReachedGoal)),
                (false, true) => Some(Outcome::win(Color::Black, Reason::GoalReached)),
                (true, false) if s.side == Color::Black && black_can_follow() => None,
                (true, false) => Some(Outcome::win(Color::White, Reason::GoalReached)),
                (false, false) => None,
            };
        }
        // The player who just moved first: their arrival ends the game. With
        // `several_royals`, any one of them arriving is enough.
        for color in [s.side.opposite(), s.side] {
            let goal = &self.squares[color.index()];
            if s.royals(e, color).iter().any(|sq| goal.has(sq)) {
                return Some(Outcome::win(color, Reason::GoalReached));
            }
        }
        None
    }
}
