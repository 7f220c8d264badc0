//! An entrant's deadlines in an event, for their calendar: the event's start when it
//! starts by itself, the time a Swiss round is paired past, and each game of theirs in
//! the event where they are to move by a deadline. Public as the event's page is: every
//! deadline on it is shown there too.

use super::Tournaments;
use crate::app::AppError;
use crate::app::rules::rulebook;
use crate::storage;
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus};
use std::collections::HashMap;

/// What a deadline is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeadlineKind {
    /// The event starts by itself.
    Start,
    /// Swiss round `round` is paired past, its games still being played counted as
    /// unfinished.
    RoundEnds { round: i64 },
    /// The entrant is to move in game `game` (of `round`) against `opponent`.
    Move {
        game: i64,
        round: i64,
        opponent: String,
    },
}

/// One deadline.
#[derive(Debug, Clone)]
pub struct Deadline {
    pub at: i64,
    pub kind: DeadlineKind,
}

/// An entrant's calendar of an event.
pub struct EventCalendar {
    pub event: super::Event,
    pub entrant: String,
    /// Earliest first.
    pub deadlines: Vec<Deadline>,
    /// When it was read.
    pub now: i64,
}

impl Tournaments<'_> {
    /// The deadlines of the entrant called `name` in event `id`.
    pub async fn calendar(&self, id: i64, name: &str) -> Result<EventCalendar, AppError> {
        let now = self.clock.now();
        let event = self.event(id).await?;
        let mut conn = self.conn().await?;
        let entrants = storage::tournament_entrants::entrants(&mut conn, id).await?;
        let Some(entrant) = entrants.iter().find(|e| e.name == name && !e.deleted) else {
            return Err(AppError::NotFound(crate::app::missing::entrant(
                &name.chars().take(40).collect::<String>(),
                id,
            )));
        };
        let names: HashMap<i64, &str> = entrants
            .iter()
            .map(|e| (e.user_id, e.name.as_str()))
            .collect();
        let mut deadlines = Vec::new();
        if let (EventStatus::Signup, Some(at)) = (event.status, event.starts_at) {
            deadlines.push(Deadline {
                at,
                kind: DeadlineKind::Start,
            });
        }
        if let (EventStatus::Running, EventFormat::Swiss, Some(at)) =
            (event.status, event.format, event.round_deadline)
        {
            deadlines.push(Deadline {
                at,
                kind: DeadlineKind::RoundEnds { round: event.round },
            });
        }
        let games = storage::tournament_games::games(&mut conn, id).await?;
        let mine = games.iter().filter(|g| {
            g.status == GameStatus::Active
                && !g.annulled
                && (g.white_id == entrant.user_id || g.black_id == entrant.user_id)
        });
        for g in mine {
            let row = storage::games::by_id(&mut conn, g.game_id).await?;
            let record = rulebook::record(&mut conn, row).await?;
            let (Some(at), Some(to_move)) = (
                record.row.clock.deadline,
                record.row.seat_id(record.to_move),
            ) else {
                continue;
            };
            if to_move != entrant.user_id {
                continue;
            }
            let opponent = match g.white_id == entrant.user_id {
                true => g.black_id,
                false => g.white_id,
            };
            deadlines.push(Deadline {
                at,
                kind: DeadlineKind::Move {
                    game: g.game_id,
                    round: g.round,
                    opponent: names
                        .get(&opponent)
                        .copied()
                        .unwrap_or("deleted player")
                        .to_string(),
                },
            });
        }
        deadlines.sort_by_key(|d| d.at);
        Ok(EventCalendar {
            event: super::Event::from(&event),
            entrant: entrant.name.clone(),
            deadlines,
            now,
        })
    }
}
