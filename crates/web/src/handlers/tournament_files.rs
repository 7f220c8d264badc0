//! An event's documents for other programs: the crosstable as a TRF file, and an
//! entrant's deadlines as an iCalendar file for their calendar.

use crate::AppState;
use crate::app::tournaments::calendar::{DeadlineKind, EventCalendar};
use crate::calendar::format_utc;
use crate::error::WebError;
use crate::extract::WebPath;
use crate::icalendar::{self, Calendar, CalendarEvent};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The crosstable as a TRF16 file (FIDE's tournament report format), for the arbiters'
/// and rating officers' programs.
pub async fn trf(
    State(state): State<AppState>,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let (_, text) = state.app.tournaments().trf(id).await?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"event-{id}.trf\""),
            ),
        ],
        text,
    )
        .into_response())
}

/// The calendar of `cal`, for the server at `base_url`.
fn calendar_of(cal: &EventCalendar, base_url: &str) -> Calendar {
    let e = &cal.event;
    let host = base_url
        .split("://")
        .nth(1)
        .unwrap_or(base_url)
        .split(['/', ':'])
        .next()
        .unwrap_or("localhost");
    let page = format!("{base_url}/tournaments/{}", e.id);
    let events = cal
        .deadlines
        .iter()
        .map(|d| {
            let (uid, summary, description, url) = match &d.kind {
                DeadlineKind::Start => (
                    format!("event-{}-start", e.id),
                    format!("{} starts", e.name),
                    format!(
                        "{} starts by itself at {} if it has enough entrants.",
                        e.name,
                        format_utc(d.at)
                    ),
                    page.clone(),
                ),
                DeadlineKind::RoundEnds { round } => (
                    format!("event-{}-round-{round}", e.id),
                    format!("{}: round {round} is paired past", e.name),
                    format!(
                        "At {} round {} of {} is paired with any games of round {round} still being played counted as unfinished.",
                        format_utc(d.at),
                        round + 1,
                        e.name
                    ),
                    page.clone(),
                ),
                DeadlineKind::Move {
                    game,
                    round,
                    opponent,
                } => (
                    // One a game: a calendar reading it again moves the deadline.
                    format!("event-{}-game-{game}-move", e.id),
                    format!("{}: your move against {opponent}", e.name),
                    format!(
                        "Round {round} of {}: {} is to move against {opponent} by {}.",
                        e.name,
                        cal.entrant,
                        format_utc(d.at)
                    ),
                    format!("{base_url}/games/{game}"),
                ),
            };
            CalendarEvent {
                uid: format!("{uid}-{}@{host}", cal.entrant),
                at: d.at,
                summary,
                description,
                url,
            }
        })
        .collect();
    Calendar {
        name: format!("{}: {}'s deadlines", e.name, cal.entrant),
        stamp: cal.now,
        events,
    }
}

/// `/tournaments/{id}/players/{username}/calendar.ics`: an entrant's deadlines in the
/// event, public as its page is, for a calendar program to subscribe to.
pub async fn calendar(
    State(state): State<AppState>,
    WebPath((id, username)): WebPath<(i64, String)>,
) -> Result<Response, WebError> {
    let cal = state.app.tournaments().calendar(id, &username).await?;
    let text = icalendar::render(&calendar_of(&cal, state.app.base_url()));
    Ok((
        [
            (header::CONTENT_TYPE, icalendar::CONTENT_TYPE.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"event-{id}.ics\""),
            ),
            (header::CACHE_CONTROL, "no-cache".to_string()),
        ],
        text,
    )
        .into_response())
}
