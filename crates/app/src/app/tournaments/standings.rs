//! An event's standings and crosstable, built from its games and byes: points in half
//! points (a game still being played counts nothing yet, and marks the standing
//! provisional), the organiser's tie-breaks in order, places; and the event's page.

use super::Tournaments;
use crate::app::rules::standings::{Row, standings};
use crate::app::rules::{event_entry, event_variants};
use crate::app::{AppError, User};
use crate::storage::{self};
use pigeonpost_domain::EventFormat;
use pigeonpost_engine::Color;
use std::collections::HashMap;

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
    /// The variant its round plays.
    pub variant: String,
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
    /// Newest first.
    pub notices: Vec<super::Notice>,
    /// The viewer is the organiser.
    pub is_organiser: bool,
    /// The viewer has entered (and not withdrawn).
    pub entered: bool,
    /// An invitation-only event's invitees, by name.
    pub invitees: Vec<String>,
    /// The event is open to the viewer: not invitation-only, or they were invited.
    pub invited: bool,
    /// A knockout's bracket (its `rows` are empty).
    pub bracket: Option<super::BracketView>,
}

/// An event's news, as its feed carries it.
pub struct EventNews {
    pub event: super::Event,
    /// The newest notices, newest first.
    pub notices: Vec<super::Notice>,
}

/// Notices an event's feed carries at most.
pub const NEWS_ITEMS: i64 = 50;

impl Tournaments<'_> {
    /// Event `id`'s newest notices, public as its page is.
    pub async fn news(&self, id: i64) -> Result<EventNews, AppError> {
        let mut conn = self.conn().await?;
        let event = storage::tournaments::get(&mut conn, id)
            .await?
            .ok_or_else(|| AppError::NotFound(crate::app::missing::event(id)))?;
        let notices = storage::tournament_notices::notices(&mut conn, id, NEWS_ITEMS).await?;
        Ok(EventNews {
            event: super::Event::from(&event),
            notices: notices.into_iter().map(super::Notice::from).collect(),
        })
    }

    /// Event `id` as `viewer` sees its page.
    pub async fn page(&self, id: i64, viewer: Option<&User>) -> Result<EventPage, AppError> {
        let mut conn = self.conn().await?;
        let event = storage::tournaments::get(&mut conn, id)
            .await?
            .ok_or_else(|| AppError::NotFound(crate::app::missing::event(id)))?;
        let entrants = storage::tournament_entrants::entrants(&mut conn, id).await?;
        let games = storage::tournament_games::games(&mut conn, id).await?;
        let byes = storage::tournament_games::byes(&mut conn, id).await?;
        let notices = storage::tournament_notices::notices(&mut conn, id, i64::MAX).await?;
        let invitees = storage::tournament_invitees::of_event(&mut conn, id).await?;
        drop(conn);
        let invitee_ids: Vec<i64> = invitees.iter().map(|i| i.0).collect();
        let notices = notices.into_iter().map(super::Notice::from).collect();
        let rounds = games
            .iter()
            .map(|g| g.round)
            .chain(byes.iter().map(|b| b.0))
            .max()
            .unwrap_or(0) as usize;
        let (rows, bracket) = if event.format == EventFormat::Knockout {
            let view = self.bracket_view(&event, &entrants, &games).await?;
            (Vec::new(), Some(view))
        } else {
            (standings(&event, rounds, &entrants, &games, &byes), None)
        };
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
                variant: event_variants::of_round(&event, g.round).0.to_string(),
                white: name(g.white_id),
                black: name(g.black_id),
                status: g.status,
                winner: g.winner,
                annulled: g.annulled,
            })
            .collect();
        let viewer_id = viewer.map(|u| u.id);
        Ok(EventPage {
            invited: viewer_id.is_some_and(|v| event_entry::invited(&event, &invitee_ids, v)),
            invitees: invitees.into_iter().map(|i| i.1).collect(),
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
            bracket,
        })
    }

    /// Event `id`'s crosstable as a TRF16 report: (the event's name, the report). Rounds
    /// not yet played are left out; a game still being played shows as not played.
    pub async fn trf(&self, id: i64) -> Result<(String, String), AppError> {
        let page = self.page(id, None).await?;
        let e = &page.event;
        let total = match e.format {
            EventFormat::Swiss => e.rounds * if e.basque { 2 } else { 1 },
            EventFormat::RoundRobin => page.rounds as i64 * if e.basque { 2 } else { 1 },
            // A bracket is no crosstable: its matches are on the event's page.
            EventFormat::Knockout => {
                return Err(AppError::NotFound(
                    crate::app::missing::crosstable_of_knockout(id),
                ));
            }
        };
        let text = crate::app::rules::standings::trf(&e.name, total as u32, &page.rows)
            .map_err(|why| AppError::Internal(format!("event {id}'s report: {why}")))?;
        Ok((page.event.name, text))
    }

    /// The newest events.
    pub async fn list(&self) -> Result<Vec<super::Event>, AppError> {
        let mut conn = self.conn().await?;
        let events = storage::tournaments::list(&mut conn, 100).await?;
        Ok(events.iter().map(super::Event::from).collect())
    }
}
