//! A knockout decided without the database: the bracket from the seeding
//! (`pigeonpost_pairing::knockout`), each match's state from its games, and what is to
//! be written next (a match decided, a game to start).
//!
//! A match is `games` games, colours alternating, the higher seed White in the first; in a
//! Basque match the two games start together, one with each colour. The next game
//! starts when the one before ends, and a match is decided as soon as its leader cannot
//! be caught: each match goes its own pace, and the next round's match starts as soon as
//! both matches that feed it are decided. Level after its games, a match is decided as
//! the organiser chose: by a further pair of games (one with each colour; level again,
//! the higher seed goes on), or by the seeding at once (the higher rating at the start
//! goes on: see `event_rounds::numbering`). A game that counts for nothing (aborted,
//! annulled) is played again, the colours kept as they alternate. A withdrawn entrant
//! loses their match at once (of two withdrawn, the higher seed is the one to go on and
//! lose the next).

use crate::app::AppError;
use crate::app::rules::event_rounds::NewLeg;
use crate::app::rules::events::{NumberField, clipped, number};
use crate::storage::tournament_entrants::Entrant;
use crate::storage::tournament_games::{EventGame, Place};
use crate::storage::tournament_matches::Decided;
use crate::storage::tournaments::Event;
use pigeonpost_domain::{EventFormat, GameStatus, MatchTieBreak};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;
use pigeonpost_pairing::knockout;
use std::collections::HashSet;

/// Games of a knockout match at most (before its tie-break).
pub const MAX_MATCH_GAMES: i64 = 12;
/// Entrants of a knockout at most: a bracket of 64 places, six rounds.
pub const MAX_KNOCKOUT: i64 = 64;

/// A knockout's match terms from the organiser's fields: (games a match, how a level
/// match is decided). The other formats take neither; a Basque match is its two games.
pub fn match_terms(
    format: EventFormat,
    basque: bool,
    games: &str,
    tiebreak: &str,
) -> Result<(i64, Option<MatchTieBreak>), AppError> {
    let (games, tiebreak) = (games.trim(), tiebreak.trim());
    if format != EventFormat::Knockout {
        if !games.is_empty() || !tiebreak.is_empty() {
            return Err(AppError::Invalid(Said::new(
                "refused-match-terms-not-knockout",
            )));
        }
        return Ok((0, None));
    }
    let games = if basque {
        match games {
            "" | "2" => 2,
            _ => {
                return Err(AppError::Invalid(Said::with(
                    "refused-basque-match-games",
                    [("got", clipped(games, 20).into())],
                )));
            }
        }
    } else {
        number(games, NumberField::MatchGames, 2, 1, MAX_MATCH_GAMES)?
    };
    let tiebreak = match tiebreak {
        "" => MatchTieBreak::Games,
        code => MatchTieBreak::parse(code).ok_or_else(|| {
            AppError::Invalid(Said::with(
                "refused-match-tiebreak",
                [("got", clipped(code, 20).into())],
            ))
        })?,
    };
    Ok((games, Some(tiebreak)))
}

/// How the event's matches are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchRule {
    /// Games of a match before its tie-break.
    pub games: i64,
    /// The games of a match start two at a time, one with each colour.
    pub basque: bool,
    pub tiebreak: MatchTieBreak,
}

impl MatchRule {
    /// Games started together.
    fn batch(self) -> usize {
        if self.basque { 2 } else { 1 }
    }
}

/// How a match was decided, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// No opponent in the first round.
    Bye,
    /// On the score of its games.
    Score,
    /// On the score with its tie-break games.
    TieBreakGames,
    /// Level after its games: by the seeding, as the organiser chose.
    Rating,
    /// Level after its tie-break games too: by the seeding.
    LevelAfterTieBreak,
    /// An entrant withdrew.
    Withdrawal,
}

impl Decision {
    const ALL: [Decision; 6] = [
        Decision::Bye,
        Decision::Score,
        Decision::TieBreakGames,
        Decision::Rating,
        Decision::LevelAfterTieBreak,
        Decision::Withdrawal,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Decision::Bye => "bye",
            Decision::Score => "score",
            Decision::TieBreakGames => "tiebreak",
            Decision::Rating => "rating",
            Decision::LevelAfterTieBreak => "level",
            Decision::Withdrawal => "withdrawal",
        }
    }

    pub fn parse(code: &str) -> Option<Decision> {
        Decision::ALL.into_iter().find(|d| d.code() == code)
    }

    /// How the winner went on, in a reader's words: "on the score", "with a bye".
    pub fn said(self) -> Said {
        Said::with("event-decided", [("how", self.code().into())])
    }
}

/// A side of a match: the entrant and their seed (pairing number, 1 the best).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    pub user_id: i64,
    pub seed: i64,
}

/// A match of the bracket as it stands.
#[derive(Debug, Clone)]
pub struct Match {
    pub round: i64,
    pub board: i64,
    /// The higher seed and the lower; none while the match that feeds the place is not
    /// decided (the lower, in a first-round bye, never).
    pub high: Option<Seat>,
    pub low: Option<Seat>,
    /// Half points of the games that count: (the higher seed's, the lower's).
    pub score: (i64, i64),
    /// Its games, by leg.
    pub games: Vec<EventGame>,
    /// Who went on, and how.
    pub winner: Option<(Seat, Decision)>,
}

/// The bracket by round (the final last), and what to write next.
#[derive(Debug, Clone)]
pub struct Bracket {
    pub rounds: Vec<Vec<Match>>,
    /// Matches decided now, to record (and announce).
    pub decide: Vec<Decided>,
    /// Games to start now.
    pub start: Vec<NewLeg>,
}

impl Bracket {
    /// Who won the event, once the final is decided.
    pub fn champion(&self) -> Option<Seat> {
        self.rounds.last()?.first()?.winner.map(|w| w.0)
    }
}

/// How `event`'s knockout matches are played.
pub fn match_rule(event: &Event) -> MatchRule {
    MatchRule {
        games: event.match_games,
        basque: event.basque,
        tiebreak: event.match_tiebreak.unwrap_or(MatchTieBreak::Games),
    }
}

/// The bracket of knockout `event` from its `entrants` (numbered at the start), `games`
/// and the matches `decided` so far.
pub fn of_event(
    event: &Event,
    entrants: &[Entrant],
    games: &[EventGame],
    decided: &[Decided],
) -> Bracket {
    let withdrawn: HashSet<i64> = entrants
        .iter()
        .filter(|e| e.withdrawn_at.is_some())
        .map(|e| e.user_id)
        .collect();
    let by_number = crate::app::rules::event_rounds::by_number(entrants);
    bracket(&by_number, games, decided, &withdrawn, match_rule(event))
}

/// The bracket of a knockout whose entrants are `by_number` (user id by seed, from 1),
/// from its `games`, the matches `decided` so far and who has `withdrawn`, played by
/// `rule`. A match decided by its games now, or by a withdrawal, is in `decide`, and the
/// matches after it are worked out as if it were recorded.
pub fn bracket(
    by_number: &[i64],
    games: &[EventGame],
    decided: &[Decided],
    withdrawn: &HashSet<i64>,
    rule: MatchRule,
) -> Bracket {
    let seat = |seed: u32| {
        by_number
            .get((seed as usize).wrapping_sub(1))
            .map(|&user_id| Seat {
                user_id,
                seed: i64::from(seed),
            })
    };
    let first: Vec<(Option<Seat>, Option<Seat>)> = match knockout::first_round(by_number.len()) {
        Ok(m) => m
            .iter()
            .map(|m| (seat(m.high), m.low.and_then(seat)))
            .collect(),
        // Fewer than two entrants: a knockout does not start so (`event_entry::may_start`).
        Err(_) => Vec::new(),
    };
    let mut out = Bracket {
        rounds: Vec::new(),
        decide: Vec::new(),
        start: Vec::new(),
    };
    let mut places = first;
    let mut round = 1;
    while !places.is_empty() {
        let mut matches = Vec::with_capacity(places.len());
        for (i, &(a, b)) in places.iter().enumerate() {
            let board = i as i64 + 1;
            let (high, low) = match (a, b) {
                (Some(a), Some(b)) if b.seed < a.seed => (Some(b), Some(a)),
                other => other,
            };
            let place = (round, board, high, low);
            matches.push(settle(place, games, decided, withdrawn, rule, &mut out));
        }
        places = if matches.len() > 1 {
            matches
                .chunks(2)
                .map(|pair| {
                    let w = |m: &Match| m.winner.map(|w| w.0);
                    (w(&pair[0]), pair.get(1).and_then(w))
                })
                .collect()
        } else {
            Vec::new()
        };
        out.rounds.push(matches);
        round += 1;
    }
    out
}

/// Match `board` of `round` between `high` and `low` as it stands: its games, its score,
/// and its winner as recorded in `decided`, or as it is decided now (then added to
/// `out.decide`), or the games it needs now (added to `out.start`).
fn settle(
    (round, board, high, low): (i64, i64, Option<Seat>, Option<Seat>),
    games: &[EventGame],
    decided: &[Decided],
    withdrawn: &HashSet<i64>,
    rule: MatchRule,
    out: &mut Bracket,
) -> Match {
    let legs: Vec<EventGame> = games
        .iter()
        .filter(|g| g.round == round && g.board == board)
        .cloned()
        .collect();
    let mut m = Match {
        round,
        board,
        high,
        low,
        score: score(&legs, high),
        games: legs,
        winner: None,
    };
    let stored = decided
        .iter()
        .find(|d| d.round == round && d.board == board);
    m.winner = match stored {
        Some(d) => [high, low]
            .into_iter()
            .flatten()
            .find(|s| s.user_id == d.winner_id)
            .map(|s| (s, Decision::parse(&d.how).unwrap_or(Decision::Score))),
        None => match step(&m, round == 1, withdrawn, rule) {
            Step::Decided(s, how) => {
                out.decide.push(Decided {
                    round,
                    board,
                    winner_id: s.user_id,
                    how: how.code().to_string(),
                });
                Some((s, how))
            }
            Step::Start(legs) => {
                out.start.extend(legs);
                None
            }
            Step::Wait => None,
        },
    };
    m
}

/// Half points of the games of a match that count, (the higher seed's, the lower's).
fn score(legs: &[EventGame], high: Option<Seat>) -> (i64, i64) {
    let Some(high) = high else { return (0, 0) };
    legs.iter().fold((0, 0), |(h, l), g| {
        let colour = if g.white_id == high.user_id {
            Color::White
        } else {
            Color::Black
        };
        match crate::app::rules::events::half_points(g, colour) {
            Some(p) => (h + p, l + 2 - p),
            None => (h, l),
        }
    })
}

enum Step {
    Decided(Seat, Decision),
    Start(Vec<NewLeg>),
    Wait,
}

/// What match `m` (not recorded as decided) needs now.
fn step(m: &Match, first_round: bool, withdrawn: &HashSet<i64>, rule: MatchRule) -> Step {
    let (high, low) = match (m.high, m.low) {
        (Some(h), None) if first_round => return Step::Decided(h, Decision::Bye),
        (Some(h), Some(l)) => (h, l),
        _ => return Step::Wait,
    };
    match (
        withdrawn.contains(&high.user_id),
        withdrawn.contains(&low.user_id),
    ) {
        (true, false) => return Step::Decided(low, Decision::Withdrawal),
        (_, true) => return Step::Decided(high, Decision::Withdrawal),
        (false, false) => {}
    }
    if m.games.iter().any(|g| g.status == GameStatus::Active) {
        return Step::Wait;
    }
    let counted: Vec<&EventGame> = m
        .games
        .iter()
        .filter(|g| crate::app::rules::events::half_points(g, Color::White).is_some())
        .collect();
    let games = rule.games as usize;
    let regular: Vec<EventGame> = counted.iter().take(games).map(|g| (*g).clone()).collect();
    let level_after_regular = counted.len() >= games && {
        let (h, l) = score(&regular, Some(high));
        h == l
    };
    let tiebreak_games = level_after_regular && rule.tiebreak == MatchTieBreak::Games;
    let target = if tiebreak_games { games + 2 } else { games };
    let (h, l) = m.score;
    let remaining = 2 * (target - counted.len().min(target)) as i64;
    if (h - l).abs() > remaining {
        let winner = if h > l { high } else { low };
        let how = if counted.len() > games {
            Decision::TieBreakGames
        } else {
            Decision::Score
        };
        return Step::Decided(winner, how);
    }
    if remaining == 0 {
        let how = if tiebreak_games {
            Decision::LevelAfterTieBreak
        } else {
            Decision::Rating
        };
        return Step::Decided(high, how);
    }
    // The games of this batch still to play: White to whoever has had it less often among
    // the games that count (the higher seed when even), each game of the batch in turn.
    let batch = rule.batch();
    let batch_end = ((counted.len() / batch + 1) * batch).min(target);
    let mut whites = counted
        .iter()
        .filter(|g| g.white_id == high.user_id)
        .count() as i64
        - counted.iter().filter(|g| g.white_id == low.user_id).count() as i64;
    let first_leg = m.games.iter().map(|g| g.leg).max().unwrap_or(0) + 1;
    let mut legs = Vec::new();
    for (leg, _) in (first_leg..).zip(counted.len()..batch_end) {
        let (white, black) = if whites <= 0 {
            whites += 1;
            (high, low)
        } else {
            whites -= 1;
            (low, high)
        };
        legs.push(NewLeg {
            place: Place {
                round: m.round,
                board: m.board,
                leg,
            },
            white: white.user_id,
            black: black.user_id,
        });
    }
    Step::Start(legs)
}

/// A knockout's final standing: places shared by those out in the same round (1, 2,
/// 3-4, 5-8, ...). (first place, last place, user id, the round they went out in; none:
/// the champion), best first; those still in, while it is played, are left out.
pub fn places(b: &Bracket) -> Vec<(usize, usize, i64, Option<i64>)> {
    let mut out = Vec::new();
    if let Some(c) = b.champion() {
        out.push((1, 1, c.user_id, None));
    }
    for (r, matches) in b.rounds.iter().enumerate().rev() {
        // Each match of the round leaves one entrant in: those out place after them.
        let still_in = matches.len();
        let mut out_here: Vec<Seat> = matches
            .iter()
            .filter_map(|m| {
                let (w, _) = m.winner?;
                [m.high, m.low].into_iter().flatten().find(|s| *s != w)
            })
            .collect();
        // A shared place lists its players by seed.
        out_here.sort_by_key(|s| s.seed);
        let last = still_in + out_here.len();
        for s in out_here {
            out.push((still_in + 1, last, s.user_id, Some(r as i64 + 1)));
        }
    }
    out
}

#[cfg(test)]
#[path = "knockout_tests.rs"]
mod tests;
