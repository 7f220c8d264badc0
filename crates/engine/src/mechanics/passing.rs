//! `passing`: a player may pass instead of moving, unless in check; two passes in a
//! row end the game. With `facing_royals_end` (janggi's bikjang), royal pieces facing
//! each other on an open file or rank are a standoff: the player to move must break it
//! or pass (passing is then allowed even in check), and a pass that leaves it standing
//! ends the game. Both endings are a draw, or decided by points (`points`): White wins
//! with more than Black's total plus `black_extra`, Black otherwise; or by the pieces
//! on the board (`by_piece_count`): more wins, as many draw. With `only_when_stuck`
//! (reversi, ataxx) a pass is allowed only to a player with no other legal turn. A
//! player with no piece on the board has no pass.

use super::flying_general;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::legal;
use crate::movegen::{Generation, in_check};
use crate::outcome::{Outcome, Reason};
use crate::state::State;
use crate::turn::Turn;

#[derive(Clone, Debug, Default)]
pub(crate) struct Passing {
    pub facing_royals_end: bool,
    /// Points per kind (by index), and what Black gets on top, when these endings are
    /// decided by points; `None`: they are draws.
    pub points: Option<(Vec<u32>, u32)>,
    /// These endings are decided by who has more pieces on the board.
    pub by_piece_count: bool,
    /// A pass only when no other turn is legal (added once the turns are narrowed).
    pub only_when_stuck: bool,
}

impl Passing {
    /// The legal turns: the single moves (in a standoff only those that break it) and
    /// the pass when it is allowed.
    pub(crate) fn legal_turns<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        out: &mut Vec<Turn>,
    ) {
        let start = out.len();
        legal::single_move_turns(e, r, s, out);
        let standoff = self.standoff(e, s);
        if standoff {
            legal::retain_from(out, start, |t| {
                let mut next = s.clone();
                for m in t.moves() {
                    r.apply_move(e, &mut next, m);
                }
                !facing(e, &next)
            });
        }
        if !self.only_when_stuck && has_piece(s) && (standoff || !in_check(e, r, s, s.side)) {
            out.push(Turn::pass());
        }
    }

    /// With `only_when_stuck`: the pass, when the turns from `start` on (all of them,
    /// narrowed) are none and the player is not in check.
    pub(crate) fn pass_when_stuck<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
        out: &mut Vec<Turn>,
        start: usize,
    ) {
        if self.only_when_stuck && out.len() == start && has_piece(s) && !in_check(e, r, s, s.side)
        {
            out.push(Turn::pass());
        }
    }

    /// How many legal turns there are, without a standoff counted in bulk.
    pub(crate) fn count_legal_turns<R: Generation + ?Sized>(
        &self,
        e: &Equipment,
        r: &R,
        s: &State,
    ) -> usize {
        if self.standoff(e, s) || self.only_when_stuck {
            let mut out = Vec::new();
            self.legal_turns(e, r, s, &mut out);
            self.pass_when_stuck(e, r, s, &mut out, 0);
            return out.len();
        }
        legal::count_single_move_turns(e, r, s)
            + usize::from(has_piece(s) && !in_check(e, r, s, s.side))
    }

    fn standoff(&self, e: &Equipment, s: &State) -> bool {
        self.facing_royals_end && facing(e, s)
    }

    /// The end after two passes, or after a pass that left a standoff standing.
    pub(crate) fn terminal(&self, e: &Equipment, s: &State) -> Option<Outcome> {
        let reason = if s.passes >= 2 {
            Reason::TwoPasses
        } else if s.passes == 1 && self.standoff(e, s) {
            Reason::Standoff
        } else {
            return None;
        };
        if self.by_piece_count {
            return Some(by_piece_count(s, reason));
        }
        Some(match &self.points {
            None => Outcome::draw(reason),
            Some((points, black_extra)) => {
                let total = |c: Color| -> u32 {
                    s.occ[c.index()]
                        .iter()
                        .filter_map(|sq| s.piece(sq))
                        .map(|p| points.get(p.kind().index()).copied().unwrap_or(0))
                        .sum()
                };
                let winner = if total(Color::White) > total(Color::Black) + black_extra {
                    Color::White
                } else {
                    Color::Black
                };
                Outcome::win(winner, Reason::PointsAfter(Box::new(reason)))
            }
        })
    }
}

/// Whether the player to move has a piece on the board: a pass is made with one (and
/// written as its square twice), so a player with none has no pass.
fn has_piece(s: &State) -> bool {
    s.count(s.side) > 0
}

/// The end decided by the pieces on the board: more wins, as many draw. `reason` is
/// the ending's (after "drawn by" or "... wins by").
pub(crate) fn by_piece_count(s: &State, reason: Reason) -> Outcome {
    let (white, black) = (s.count(Color::White), s.count(Color::Black));
    match white.cmp(&black) {
        std::cmp::Ordering::Greater => Outcome::win(Color::White, reason),
        std::cmp::Ordering::Less => Outcome::win(Color::Black, reason),
        std::cmp::Ordering::Equal => Outcome::draw(reason),
    }
}

/// Whether the two sides' royal pieces face each other on an open file or rank.
fn facing(e: &Equipment, s: &State) -> bool {
    let white = s.royal[Color::White.index()];
    !white.is_none() && flying_general::sees(e, s, white, Color::Black)
}
