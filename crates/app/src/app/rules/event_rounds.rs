//! An event's rounds decided without the database: pairing numbers, a round robin's
//! rounds from the Berger tables, a Swiss field's state before a round as the FIDE Dutch
//! system reads it (`pigeonpost_pairing::dutch`), and games lost on time.
//!
//! In a Swiss, a game still being played when its round's deadline passed counts as
//! played for colours and for meeting (the two are not paired again), and scores nothing
//! until it ends: the standings say so. An annulled game counts for nothing, not even as
//! a meeting. A withdrawn entrant is not paired.

use crate::app::AppError;
use crate::app::rules::events;
use crate::storage::tournament_entrants::Entrant;
use crate::storage::tournament_games::{EventGame, Place};
use pigeonpost_engine::Color;
use pigeonpost_pairing::{Colour, Float, Player, berger};
use std::collections::HashMap;

/// A round to write: its boards as (White, Black) user ids, and its byes as (user id,
/// half points).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPlan {
    pub round: i64,
    pub boards: Vec<(i64, i64)>,
    pub byes: Vec<(i64, i64)>,
}

/// A game to start: its place in the event and its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewLeg {
    pub place: Place,
    pub white: i64,
    pub black: i64,
}

/// The games of round `plan`: one a board, or, in a Basque event, a board's two, one
/// with each colour (the first as the pairing gave it).
pub fn legs(plan: &RoundPlan, basque: bool) -> Vec<NewLeg> {
    let mut out = Vec::with_capacity(plan.boards.len() * 2);
    for (i, &(white, black)) in plan.boards.iter().enumerate() {
        let place = |leg| Place {
            round: plan.round,
            board: i as i64 + 1,
            leg,
        };
        out.push(NewLeg {
            place: place(1),
            white,
            black,
        });
        if basque {
            out.push(NewLeg {
                place: place(2),
                white: black,
                black: white,
            });
        }
    }
    out
}

/// Pairing numbers for `entrants`: by their rating in the event's pool now (the unrated
/// after the rated), then by name. (user id, number, rating).
pub fn numbering(entrants: &[Entrant]) -> Vec<(i64, i64, Option<f64>)> {
    let mut order: Vec<&Entrant> = entrants.iter().collect();
    order.sort_by(|a, b| {
        let (ra, rb) = (a.current_rating, b.current_rating);
        rb.is_some()
            .cmp(&ra.is_some())
            .then_with(|| rb.unwrap_or(0.0).total_cmp(&ra.unwrap_or(0.0)))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
            .then_with(|| a.user_id.cmp(&b.user_id))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(i, e)| (e.user_id, i as i64 + 1, e.current_rating))
        .collect()
}

/// Every round of a round robin of the entrants numbered `numbers` (user id by number
/// from 1), `cycles` times, by the Berger tables.
pub fn round_robin(numbers: &[i64], cycles: i64) -> Result<Vec<RoundPlan>, AppError> {
    let user = |n: u32| numbers[(n - 1) as usize];
    let rounds = berger::schedule(numbers.len() as u32, cycles as u32).map_err(|e| {
        AppError::Conflict(pigeonpost_i18n::Said::with(
            "refused-event-rounds-unscheduled",
            [("why", e.to_string().into())],
        ))
    })?;
    Ok(rounds
        .into_iter()
        .map(|r| RoundPlan {
            round: i64::from(r.round),
            boards: r
                .boards
                .iter()
                .map(|b| (user(b.white), user(b.black)))
                .collect(),
            byes: Vec::new(),
        })
        .collect())
}

/// Points a pairing-allocated bye scores, in half points: a win's (FIDE C.04.1 c).
pub const BYE_HALF_POINTS: i64 = 2;

fn colour(c: Color) -> Colour {
    match c {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    }
}

/// The players of an event before round `next` (from 1), by pairing number: from its
/// `entrants` (numbered), `games` and `byes` (round, user, half points), its pairings
/// of `legs` games each. A Basque pairing scores both its games; its first game, with
/// the colours the pairing gave, is the one the Dutch system reads for colours and
/// meetings (the second only reverses them).
pub fn players(
    next: i64,
    entrants: &[Entrant],
    games: &[EventGame],
    byes: &[(i64, i64, i64)],
    legs: i64,
) -> Vec<Player> {
    let played = (next - 1).max(0) as usize;
    let numbered: Vec<&Entrant> = entrants.iter().filter(|e| e.number.is_some()).collect();
    let index: HashMap<i64, usize> = numbered
        .iter()
        .enumerate()
        .map(|(i, e)| (e.user_id, i))
        .collect();
    let mut players: Vec<Player> = numbered
        .iter()
        .map(|e| Player {
            number: e.number.unwrap_or(0) as u32,
            score_halves: 0,
            colours: vec![None; played],
            floats: vec![Float::None; played],
            opponents: Vec::new(),
            had_bye: false,
            absent: e.withdrawn_at.is_some(),
        })
        .collect();
    // Scores round by round: a float compares the two scores before the round.
    for round in 1..=played as i64 {
        let before: Vec<u32> = players.iter().map(|p| p.score_halves).collect();
        let r = (round - 1) as usize;
        for g in games.iter().filter(|g| g.round == round && !g.annulled) {
            let (Some(&w), Some(&b)) = (index.get(&g.white_id), index.get(&g.black_id)) else {
                continue;
            };
            for (me, them, c) in [(w, b, Color::White), (b, w, Color::Black)] {
                let other = players[them].number;
                let p = &mut players[me];
                if g.leg > 1 {
                    p.score_halves += events::half_points(g, c).unwrap_or(0) as u32;
                    continue;
                }
                p.colours[r] = Some(colour(c));
                p.opponents.push(other);
                p.floats[r] = match before[me].cmp(&before[them]) {
                    std::cmp::Ordering::Greater => Float::Down,
                    std::cmp::Ordering::Less => Float::Up,
                    std::cmp::Ordering::Equal => Float::None,
                };
                p.score_halves += events::half_points(g, c).unwrap_or(0) as u32;
            }
        }
        for &(_, user, half_points) in byes.iter().filter(|b| b.0 == round) {
            if let Some(&i) = index.get(&user) {
                let p = &mut players[i];
                p.score_halves += half_points as u32;
                if half_points == BYE_HALF_POINTS * legs {
                    p.had_bye = true;
                    p.floats[r] = Float::Down;
                }
            }
        }
    }
    players
}

/// The first round's players: everyone numbered, nothing played.
pub fn first_round(count: usize) -> Vec<Player> {
    (1..=count as u32)
        .map(|number| Player {
            number,
            ..Player::default()
        })
        .collect()
}

/// Each pairing number's user id, from 1 (`entrants` numbered at the start).
pub fn by_number(entrants: &[Entrant]) -> Vec<i64> {
    let mut numbered: Vec<(i64, i64)> = entrants
        .iter()
        .filter_map(|e| e.number.map(|n| (n, e.user_id)))
        .collect();
    numbered.sort_unstable();
    numbered.into_iter().map(|(_, user)| user).collect()
}

/// Games of `user_id` among `games` they lost on time.
pub fn lost_on_time(games: &[EventGame], user_id: i64) -> i64 {
    games
        .iter()
        .filter(|g| g.reason.as_deref() == Some("time") && !g.annulled)
        .filter(|g| match g.winner {
            Some(Color::White) => g.black_id == user_id,
            Some(Color::Black) => g.white_id == user_id,
            None => false,
        })
        .count() as i64
}
