//! How a game ended, and what stalemate is worth.

use super::color::Color;
use std::fmt;

/// The end of a game: who won (none for a draw) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

/// Why a game ended. Most are read off the board by the variant's rules; the last group
/// is decided by the players and the clock, which the laws of play name beside the board's
/// ends (a resignation, an agreed draw, a flag fallen).
///
/// A reason's words (`Display`) are what a player reads after "White wins by" or "draw
/// by", and they are also its stored form: `Reason::parse` reads them back, so the words
/// of a reason never change once records hold them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    /// The mated side wins (a variant where being mated is the goal).
    BeingCheckmated,
    /// A mate given by dropping a pawn, which the variant makes a loss for the dropper.
    CheckmateByPawnDrop,
    Stalemate,
    PerpetualCheck,
    ThreefoldRepetition,
    FourfoldRepetition,
    /// A repetition counted other than three or four times.
    Repetition,
    FiftyMoveRule,
    /// A move-count rule other than fifty moves.
    MoveCountRule,
    InsufficientMaterial,
    /// Both players must pass and neither can act.
    Deadlock,
    /// The pieces have completed the reversal of their start positions.
    Reversal,
    /// A side has run out of a kind of piece the variant counts.
    Extinction,
    /// A side has nothing left but its king.
    BareKing,
    /// Running out wins: the side that lost every piece.
    LosingAllPieces,
    /// Both players passed in a row.
    TwoPasses,
    /// No square of the board is empty.
    FullBoard,
    /// The royal pieces face each other after a pass.
    Standoff,
    /// The material count decided after the game stopped for `ended`.
    PointsAfter(Box<Reason>),
    /// A piece reached the variant's goal region.
    GoalReached,
    BothReachedGoal,
    /// A mate that no mating check made (the variant counts only some checkers' mates).
    MateWithoutMatingCheck,
    /// A mate given by pieces that may not mate alone, which loses for the mater.
    MateByNonMatingPieces,
    /// A side gave the number of checks that wins.
    Checks,
    /// A royal piece of this name was captured.
    RoyalCapture(String),
    /// A draw by `draw`, which the side with draw odds wins.
    DrawOdds {
        draw: Box<Reason>,
        side: Color,
    },

    Resignation,
    Agreement,
    /// Ended without a result before it began in earnest.
    Aborted,
    /// Free play: one player reported the win and the other confirmed it.
    ConfirmedWin,
    Time,
    /// The flag fell for the side facing a bare king: drawn, as that king cannot mate.
    TimeAgainstBareKing,
    /// A win claimed by a player, with the claim's words ("bob did not move for 14 days").
    Claim(String),
    /// The result the organiser of the game's event gave it.
    Adjudicated,
    /// Words a record holds that this version does not know (kept, shown as they are).
    Recorded(String),
}

impl Reason {
    /// Whether the players or the clock ended the game, not the position on the board.
    pub fn off_board(&self) -> bool {
        matches!(
            self,
            Reason::Resignation
                | Reason::Agreement
                | Reason::Aborted
                | Reason::ConfirmedWin
                | Reason::Time
                | Reason::TimeAgainstBareKing
                | Reason::Claim(_)
                | Reason::Adjudicated
        )
    }

    /// The reason whose words are `text`; words no reason has are kept as `Recorded`.
    pub fn parse(text: &str) -> Reason {
        if let Some(plain) = Reason::PLAIN.iter().find(|r| r.words() == Some(text)) {
            return plain.clone();
        }
        for side in [Color::White, Color::Black] {
            if let Some(draw) = text.strip_suffix(&*Reason::odds_tail(side)) {
                return Reason::DrawOdds {
                    draw: Box::new(Reason::parse(draw)),
                    side,
                };
            }
        }
        if let Some(ended) = text.strip_prefix("points after ") {
            return Reason::PointsAfter(Box::new(Reason::parse(ended)));
        }
        if let Some(name) = text.strip_prefix("capturing the ") {
            return Reason::RoyalCapture(name.to_string());
        }
        if let Some(claim) = text
            .strip_prefix("claim (")
            .and_then(|t| t.strip_suffix(')'))
        {
            return Reason::Claim(claim.to_string());
        }
        Reason::Recorded(text.to_string())
    }

    /// Every reason without a value, for `parse` (and for whoever gives each its words).
    pub const PLAIN: [Reason; 31] = [
        Reason::Checkmate,
        Reason::BeingCheckmated,
        Reason::CheckmateByPawnDrop,
        Reason::Stalemate,
        Reason::PerpetualCheck,
        Reason::ThreefoldRepetition,
        Reason::FourfoldRepetition,
        Reason::Repetition,
        Reason::FiftyMoveRule,
        Reason::MoveCountRule,
        Reason::InsufficientMaterial,
        Reason::Deadlock,
        Reason::Reversal,
        Reason::Extinction,
        Reason::BareKing,
        Reason::LosingAllPieces,
        Reason::TwoPasses,
        Reason::FullBoard,
        Reason::Standoff,
        Reason::GoalReached,
        Reason::BothReachedGoal,
        Reason::MateWithoutMatingCheck,
        Reason::MateByNonMatingPieces,
        Reason::Checks,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Aborted,
        Reason::ConfirmedWin,
        Reason::Time,
        Reason::TimeAgainstBareKing,
        Reason::Adjudicated,
    ];

    fn odds_tail(side: Color) -> String {
        format!(", and {} wins every draw", side.title())
    }

    /// A name for a reason without a value that stays the same whatever language shows
    /// it ("fifty-move-rule"), for looking up its words.
    pub fn key(&self) -> Option<&'static str> {
        Some(match self {
            Reason::Checkmate => "checkmate",
            Reason::BeingCheckmated => "being-checkmated",
            Reason::CheckmateByPawnDrop => "checkmate-by-pawn-drop",
            Reason::Stalemate => "stalemate",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::FourfoldRepetition => "fourfold-repetition",
            Reason::Repetition => "repetition",
            Reason::FiftyMoveRule => "fifty-move-rule",
            Reason::MoveCountRule => "move-count-rule",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::Deadlock => "deadlock",
            Reason::Reversal => "reversal",
            Reason::Extinction => "extinction",
            Reason::BareKing => "bare-king",
            Reason::LosingAllPieces => "losing-all-pieces",
            Reason::TwoPasses => "two-passes",
            Reason::FullBoard => "full-board",
            Reason::Standoff => "standoff",
            Reason::GoalReached => "goal-reached",
            Reason::BothReachedGoal => "both-reached-goal",
            Reason::MateWithoutMatingCheck => "mate-without-mating-check",
            Reason::MateByNonMatingPieces => "mate-by-non-mating-pieces",
            Reason::Checks => "checks",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Aborted => "aborted",
            Reason::ConfirmedWin => "confirmed-win",
            Reason::Time => "time",
            Reason::TimeAgainstBareKing => "time-against-bare-king",
            Reason::Adjudicated => "adjudicated",
            _ => return None,
        })
    }

    /// The words of a reason without a value.
    fn words(&self) -> Option<&'static str> {
        Some(match self {
            Reason::Checkmate => "checkmate",
            Reason::BeingCheckmated => "being checkmated",
            Reason::CheckmateByPawnDrop => "checkmate by a pawn drop",
            Reason::Stalemate => "stalemate",
            Reason::PerpetualCheck => "perpetual check",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::FourfoldRepetition => "fourfold repetition",
            Reason::Repetition => "repetition",
            Reason::FiftyMoveRule => "the fifty-move rule",
            Reason::MoveCountRule => "the move-count rule",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::Deadlock => "deadlock (both players must pass)",
            Reason::Reversal => "completing the reversal",
            Reason::Extinction => "extinction",
            Reason::BareKing => "bare king",
            Reason::LosingAllPieces => "losing all pieces",
            Reason::TwoPasses => "both players passing",
            Reason::FullBoard => "a full board",
            Reason::Standoff => "the royal pieces facing each other after a pass",
            Reason::GoalReached => "reaching the goal region",
            Reason::BothReachedGoal => "both reaching the goal region",
            Reason::MateWithoutMatingCheck => "a mate without a mating check",
            Reason::MateByNonMatingPieces => "a mate by pieces that may not mate alone",
            Reason::Checks => "giving check enough times",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Aborted => "aborted",
            Reason::ConfirmedWin => "result confirmed by both players",
            Reason::Time => "time",
            Reason::TimeAgainstBareKing => "timeout against a bare king",
            Reason::Adjudicated => "adjudicated by the event's organiser",
            _ => return None,
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::PointsAfter(ended) => write!(f, "points after {ended}"),
            Reason::RoyalCapture(name) => write!(f, "capturing the {name}"),
            Reason::DrawOdds { draw, side } => write!(f, "{draw}{}", Reason::odds_tail(*side)),
            Reason::Claim(claim) => write!(f, "claim ({claim})"),
            Reason::Recorded(words) => f.write_str(words),
            plain => f.write_str(plain.words().unwrap_or_default()),
        }
    }
}

impl Outcome {
    pub fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// What happens to a player left with no legal turn while not in check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StalemateRule {
    #[default]
    Draw,
    /// The stalemated player loses.
    Loss,
    /// The stalemated player wins (antichess).
    Win,
}

impl StalemateRule {
    /// The result for the other player.
    pub fn opposite(self) -> StalemateRule {
        match self {
            StalemateRule::Draw => StalemateRule::Draw,
            StalemateRule::Loss => StalemateRule::Win,
            StalemateRule::Win => StalemateRule::Loss,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins by {}", self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_reads_back_from_its_words() {
        let mut all: Vec<Reason> = Reason::PLAIN.to_vec();
        all.extend([
            Reason::PointsAfter(Box::new(Reason::TwoPasses)),
            Reason::RoyalCapture("king".into()),
            Reason::DrawOdds {
                draw: Box::new(Reason::Stalemate),
                side: Color::Black,
            },
            Reason::Claim("bob did not move for 14 days".into()),
            Reason::Recorded("a reason of another version".into()),
        ]);
        for r in all {
            assert_eq!(Reason::parse(&r.to_string()), r, "{r}");
        }
    }

    #[test]
    fn words_are_unique() {
        let mut words: Vec<String> = Reason::PLAIN.iter().map(|r| r.to_string()).collect();
        let n = words.len();
        words.sort();
        words.dedup();
        assert_eq!(words.len(), n);
    }
}
