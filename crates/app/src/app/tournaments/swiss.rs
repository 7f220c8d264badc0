//! A Swiss event's state before a round, as the FIDE Dutch system reads it
//! (`pigeonpost_pairing::dutch`), built from the stored games and byes; and the pairing
//! it gives, as user ids.
//!
//! A game still being played when its round's deadline passed counts as played for
//! colours and for meeting (the two are not paired again), and scores nothing until it
//! ends: the standings say so. An annulled game counts for nothing, not even as a
//! meeting. A withdrawn entrant is not paired.

use super::Tournaments;
use super::rounds::RoundPlan;
use crate::app::AppError;
use crate::app::rules::events;
use crate::storage::tournament_games::EventGame;
use crate::storage::tournaments::{Entrant, Event};
use pigeonpost_engine::Color;
use pigeonpost_pairing::{Colour, Float, Player, dutch};
use std::collections::HashMap;

/// Points a pairing-allocated bye scores, in half points: a win's (FIDE C.04.1 c).
pub const BYE_HALF_POINTS: i64 = 2;

fn colour(c: Color) -> Colour {
    match c {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    }
}

/// The players of an event before round `next` (from 1), by pairing number: from its
/// `entrants` (numbered), `games` and `byes` (round, user, half points).
pub fn players(
    next: i64,
    entrants: &[Entrant],
    games: &[EventGame],
    byes: &[(i64, i64, i64)],
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
                if half_points == BYE_HALF_POINTS {
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
pub(super) fn by_number(entrants: &[Entrant]) -> Vec<i64> {
    let mut numbered: Vec<(i64, i64)> = entrants
        .iter()
        .filter_map(|e| e.number.map(|n| (n, e.user_id)))
        .collect();
    numbered.sort_unstable();
    numbered.into_iter().map(|(_, user)| user).collect()
}

impl Tournaments<'_> {
    /// Pairs round `round` of Swiss `event` from `players` by the Dutch system, off the
    /// executor (a large field takes a while); `by_number` gives each pairing number's
    /// user id. The inner error: why no pairing exists.
    pub(super) async fn pair_swiss(
        &self,
        event: &Event,
        players: Vec<Player>,
        round: i64,
        by_number: &[i64],
    ) -> Result<Result<RoundPlan, String>, AppError> {
        let total = event.rounds as u32;
        let paired =
            tokio::task::spawn_blocking(move || dutch::pair(&players, round as u32, total))
                .await
                .map_err(|e| AppError::Internal(format!("pairing round {round}: {e}")))?;
        let pairing = match paired {
            Ok(p) => p,
            Err(e) => return Ok(Err(e.to_string())),
        };
        let user = |n: u32| by_number.get((n as usize).wrapping_sub(1)).copied();
        let mut boards = Vec::with_capacity(pairing.boards.len());
        for b in &pairing.boards {
            match (user(b.white), user(b.black)) {
                (Some(w), Some(b)) => boards.push((w, b)),
                _ => return Err(AppError::Internal("a pairing names no entrant".into())),
            }
        }
        let byes = pairing
            .bye
            .and_then(user)
            .map(|u| vec![(u, BYE_HALF_POINTS)])
            .unwrap_or_default();
        Ok(Ok(RoundPlan {
            round,
            boards,
            byes,
        }))
    }
}
