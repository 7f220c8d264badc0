//! An event's standings and crosstable, built from its games and byes: points in half
//! points (a game still being played counts nothing yet, and marks the standing
//! provisional), the organiser's tie-breaks in order, places; and the event's page.

use super::Tournaments;
use crate::app::rules::events;
use crate::app::{AppError, User};
use crate::storage::{
    self,
    tournament_games::EventGame,
    tournaments::{Entrant, Event},
};
use pigeonpost_engine::Color;
use std::collections::HashMap;

/// What an entrant did in one round.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// A game against the entrant of pairing number `opponent`: its score for this
    /// entrant in half points once it counts (none while played, or annulled).
    Game {
        game_id: i64,
        opponent: i64,
        colour: Color,
        half_points: Option<i64>,
        annulled: bool,
    },
    /// Not paired, with what the round scored (the pairing-allocated bye: a win).
    Bye { half_points: i64 },
    /// No game this round.
    None,
}

/// One line of the standings.
#[derive(Debug, Clone)]
pub struct Row {
    pub place: usize,
    pub user_id: i64,
    pub name: String,
    pub number: i64,
    pub rating: Option<f64>,
    pub half_points: i64,
    /// Games of theirs still being played.
    pub unfinished: usize,
    pub withdrawn: bool,
    /// The tie-breaks' values, in the event's order, in points (games won: a count).
    pub tiebreaks: Vec<f64>,
    /// By round, from round 1.
    pub cells: Vec<Cell>,
}

/// The standings of `event` (its `rounds` played so far): one row per entrant with a
/// pairing number, best first.
pub fn standings(
    event: &Event,
    rounds: usize,
    entrants: &[Entrant],
    games: &[EventGame],
    byes: &[(i64, i64, i64)],
) -> Vec<Row> {
    let numbered: Vec<&Entrant> = entrants.iter().filter(|e| e.number.is_some()).collect();
    let number_of: HashMap<i64, i64> = numbered
        .iter()
        .map(|e| (e.user_id, e.number.unwrap_or(0)))
        .collect();
    let mut rows: Vec<Row> = numbered
        .iter()
        .map(|e| Row {
            place: 0,
            user_id: e.user_id,
            name: e.name.clone(),
            number: e.number.unwrap_or(0),
            rating: e.rating,
            half_points: 0,
            unfinished: 0,
            withdrawn: e.withdrawn_at.is_some(),
            tiebreaks: Vec::new(),
            cells: vec![Cell::None; rounds],
        })
        .collect();
    let index: HashMap<i64, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.user_id, i))
        .collect();
    for g in games {
        let round = (g.round - 1) as usize;
        for (me, them, colour) in [
            (g.white_id, g.black_id, Color::White),
            (g.black_id, g.white_id, Color::Black),
        ] {
            let Some(&i) = index.get(&me) else { continue };
            let half_points = events::half_points(g, colour);
            let row = &mut rows[i];
            row.half_points += half_points.unwrap_or(0);
            if half_points.is_none()
                && !g.annulled
                && g.status == pigeonpost_domain::GameStatus::Active
            {
                row.unfinished += 1;
            }
            if let Some(cell) = row.cells.get_mut(round) {
                *cell = Cell::Game {
                    game_id: g.game_id,
                    opponent: number_of.get(&them).copied().unwrap_or(0),
                    colour,
                    half_points,
                    annulled: g.annulled,
                };
            }
        }
    }
    for &(round, user, half_points) in byes {
        if let Some(&i) = index.get(&user) {
            rows[i].half_points += half_points;
            if let Some(cell) = rows[i].cells.get_mut((round - 1) as usize) {
                *cell = Cell::Bye { half_points };
            }
        }
    }
    let order = events::tiebreaks(&event.tiebreaks);
    let values = super::tiebreaks::values(&rows, &order);
    for (row, v) in rows.iter_mut().zip(values) {
        row.tiebreaks = v;
    }
    rows.sort_by(|a, b| {
        b.half_points
            .cmp(&a.half_points)
            .then_with(|| {
                b.tiebreaks
                    .iter()
                    .zip(&a.tiebreaks)
                    .map(|(x, y)| x.total_cmp(y))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then_with(|| a.number.cmp(&b.number))
    });
    for (i, row) in rows.iter_mut().enumerate() {
        row.place = i + 1;
    }
    rows
}

/// An entrant as the event's page lists them.
#[derive(Debug, Clone)]
pub struct EntrantItem {
    pub name: String,
    pub withdrawn: bool,
}

/// A game of the event as its page lists it.
#[derive(Debug, Clone)]
pub struct GameItem {
    pub game_id: i64,
    pub round: i64,
    pub board: i64,
    pub white: String,
    pub black: String,
    pub status: pigeonpost_domain::GameStatus,
    pub winner: Option<Color>,
    pub annulled: bool,
}

/// Everything an event's page shows.
pub struct EventPage {
    pub event: super::Event,
    /// Entrants before the start (by when they joined), or everyone numbered.
    pub entrants: Vec<EntrantItem>,
    pub rows: Vec<Row>,
    /// Rounds with games or byes so far.
    pub rounds: usize,
    /// The games of the event by round and board.
    pub games: Vec<GameItem>,
    pub notices: Vec<(i64, String)>,
    /// The viewer is the organiser.
    pub is_organiser: bool,
    /// The viewer has entered (and not withdrawn).
    pub entered: bool,
}

impl Tournaments<'_> {
    /// Event `id` as `viewer` sees its page.
    pub async fn page(&self, id: i64, viewer: Option<&User>) -> Result<EventPage, AppError> {
        let mut conn = self.conn().await?;
        let event = storage::tournaments::get(&mut conn, id)
            .await?
            .ok_or_else(|| AppError::NotFound(format!("event {id}")))?;
        let entrants = storage::tournaments::entrants(&mut conn, id).await?;
        let games = storage::tournament_games::games(&mut conn, id).await?;
        let byes = storage::tournament_games::byes(&mut conn, id).await?;
        let notices = storage::tournaments::notices(&mut conn, id).await?;
        drop(conn);
        let rounds = games
            .iter()
            .map(|g| g.round)
            .chain(byes.iter().map(|b| b.0))
            .max()
            .unwrap_or(0) as usize;
        let rows = standings(&event, rounds, &entrants, &games, &byes);
        let names: HashMap<i64, &str> = entrants
            .iter()
            .map(|e| (e.user_id, e.name.as_str()))
            .collect();
        let name = |id: i64| {
            names
                .get(&id)
                .copied()
                .unwrap_or("deleted player")
                .to_string()
        };
        let games = games
            .into_iter()
            .map(|g| GameItem {
                game_id: g.game_id,
                round: g.round,
                board: g.board,
                white: name(g.white_id),
                black: name(g.black_id),
                status: g.status,
                winner: g.winner,
                annulled: g.annulled,
            })
            .collect();
        let viewer_id = viewer.map(|u| u.id);
        Ok(EventPage {
            is_organiser: viewer_id == Some(event.organiser_id),
            entered: entrants
                .iter()
                .any(|e| Some(e.user_id) == viewer_id && e.withdrawn_at.is_none()),
            event: super::Event::from(&event),
            entrants: entrants
                .iter()
                .map(|e| EntrantItem {
                    name: e.name.clone(),
                    withdrawn: e.withdrawn_at.is_some(),
                })
                .collect(),
            rows,
            rounds,
            games,
            notices,
        })
    }

    /// The newest events.
    pub async fn list(&self) -> Result<Vec<super::Event>, AppError> {
        let mut conn = self.conn().await?;
        let events = storage::tournaments::list(&mut conn, 100).await?;
        Ok(events.iter().map(super::Event::from).collect())
    }
}

/// Half points written as points: "3", "2½", "½".
pub fn points(half_points: i64) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}
