//! An event's documents for other programs: the crosstable as a TRF file, and an
//! entrant's deadlines as an iCalendar file for their calendar.

use crate::AppState;
use crate::app::tournaments::calendar::{DeadlineKind, EventCalendar};
use crate::calendar::format_utc;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebPath;
use crate::icalendar::{self, Calendar, CalendarEvent};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use pigeonpost_i18n::Tr;

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

/// The calendar of `cal`, for the server at `base_url`, its words in `tr`'s (its times
/// stay in UTC, as iCalendar carries them).
fn calendar_of(cal: &EventCalendar, base_url: &str, tr: Tr) -> Calendar {
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
            let at = format_utc(d.at);
            let (uid, summary, description, url) = match &d.kind {
                DeadlineKind::Start => (
                    format!("event-{}-start", e.id),
                    tr.t1("event-ics-start-summary", "event", e.name.as_str()),
                    tr.t2(
                        "event-ics-start-description",
                        ("event", e.name.as_str()),
                        ("at", at),
                    ),
                    page.clone(),
                ),
                DeadlineKind::RoundEnds { round } => (
                    format!("event-{}-round-{round}", e.id),
                    tr.t2(
                        "event-ics-round-summary",
                        ("event", e.name.as_str()),
                        ("round", *round),
                    ),
                    tr.with(
                        "event-ics-round-description",
                        [
                            ("at", at.into()),
                            ("next", (round + 1).into()),
                            ("event", e.name.as_str().into()),
                            ("round", round.into()),
                        ],
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
                    tr.t2(
                        "event-ics-move-summary",
                        ("event", e.name.as_str()),
                        ("opponent", opponent.as_str()),
                    ),
                    tr.with(
                        "event-ics-move-description",
                        [
                            ("round", round.into()),
                            ("event", e.name.as_str().into()),
                            ("entrant", cal.entrant.as_str().into()),
                            ("opponent", opponent.as_str().into()),
                            ("at", at.into()),
                        ],
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
        name: tr.t2(
            "event-ics-name",
            ("event", e.name.as_str()),
            ("entrant", cal.entrant.as_str()),
        ),
        stamp: cal.now,
        events,
    }
}

/// `/tournaments/{id}/players/{username}/calendar.ics`: an entrant's deadlines in the
/// event, public as its page is, for a calendar program to subscribe to.
/// Its words are in the language the calendar program asks for.
pub async fn calendar(
    State(state): State<AppState>,
    csrf: CsrfToken,
    WebPath((id, username)): WebPath<(i64, String)>,
) -> Result<Response, WebError> {
    let cal = state.app.tournaments().calendar(id, &username).await?;
    let text = icalendar::render(&calendar_of(&cal, state.app.base_url(), csrf.1));
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
