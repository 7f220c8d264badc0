//! The API's events: the list, one event with its rules, standings and games, and
//! entering and withdrawing as the token's player. Each calls the use-case the event's
//! page and forms call; what an event page shows in words, this gives as values.

use super::docs::{Acting, Authenticated, ById};
use super::extract::{ApiPath, Caller, Player};
use super::problem::ApiError;
use crate::AppState;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::tournaments::{Event, EventPage};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus};
use pigeonpost_engine::Color;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventFormatView {
    RoundRobin,
    Swiss,
    Knockout,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum EventStatusView {
    /// Open for entries.
    Signup,
    Running,
    Finished,
}

/// An event as lists give it.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventSummary {
    pub id: i64,
    pub name: String,
    pub format: EventFormatView,
    /// Each pairing plays two games at once, one with each colour.
    pub basque: bool,
    /// The variant of each round in order (one for an event of one variant); past the
    /// list's end, it starts again from the first.
    pub variants: Vec<String>,
    pub organiser: String,
    pub status: EventStatusView,
    pub rated: bool,
    /// The time control, in words.
    pub time_control: String,
    /// Entrants who have not withdrawn.
    pub entrants: i64,
    pub max_entrants: i64,
    /// A Swiss's rounds, a round robin's cycles (0 for a knockout).
    pub rounds: i64,
    /// The round being played (0 before the start).
    pub round: i64,
    /// When a Swiss round is paired past, its unfinished games still being played.
    pub round_deadline: Option<i64>,
    /// When it starts by itself, if it does.
    pub starts_at: Option<i64>,
    /// Only the players its organiser invited may enter.
    pub invitation_only: bool,
}

impl EventSummary {
    fn of(e: &Event) -> EventSummary {
        EventSummary {
            id: e.id,
            name: e.name.clone(),
            format: match e.format {
                EventFormat::RoundRobin => EventFormatView::RoundRobin,
                EventFormat::Swiss => EventFormatView::Swiss,
                EventFormat::Knockout => EventFormatView::Knockout,
            },
            basque: e.basque,
            variants: match e.round_variants.is_empty() {
                true => vec![e.variant.clone()],
                false => e.round_variants.clone(),
            },
            organiser: e.organiser.clone(),
            status: match e.status {
                EventStatus::Signup => EventStatusView::Signup,
                EventStatus::Running => EventStatusView::Running,
                EventStatus::Finished => EventStatusView::Finished,
            },
            rated: e.rated,
            time_control: e.time_control.describe(),
            entrants: e.entrants,
            max_entrants: e.max_entrants,
            rounds: e.rounds,
            round: e.round,
            round_deadline: e.round_deadline,
            starts_at: e.starts_at,
            invitation_only: e.invitation_only,
        }
    }
}

/// An entrant's line of the standings.
#[derive(Debug, Serialize, ToSchema)]
pub struct StandingView {
    pub place: i64,
    /// The pairing number.
    pub number: i64,
    pub name: String,
    /// The rating at the start (none: unrated in the event's variant).
    pub rating: Option<f64>,
    pub points: f64,
    /// Games of theirs still being played: the standing is provisional until they end.
    pub unfinished: i64,
    pub withdrawn: bool,
    /// The tie-breaks' values, in the order of the event's `tiebreaks`.
    pub tiebreaks: Vec<f64>,
}

/// A game of the event.
#[derive(Debug, Serialize, ToSchema)]
pub struct PairingView {
    /// The game's id, as `GET /api/v1/games/{id}` takes it.
    pub game: i64,
    pub round: i64,
    /// The board, or a knockout's match.
    pub board: i64,
    pub variant: String,
    pub white: String,
    pub black: String,
    /// `1-0`, `0-1`, `1/2-1/2`; none while it is played.
    pub result: Option<String>,
    /// Counts for neither player.
    pub annulled: bool,
}

/// An event with its rules, standings and games.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventView {
    pub event: EventSummary,
    /// The tie-breaks in order, by name (none in a knockout).
    pub tiebreaks: Vec<String>,
    /// Who entered, by name (before the start, in the order they entered).
    pub entrant_names: Vec<String>,
    /// An invitation-only event's invitees, by name.
    pub invitees: Vec<String>,
    /// Best first; empty before the start and in a knockout (whose matches are its games).
    pub standings: Vec<StandingView>,
    /// Every game, by round and board.
    pub pairings: Vec<PairingView>,
}

fn view(p: &EventPage) -> EventView {
    EventView {
        event: EventSummary::of(&p.event),
        tiebreaks: p
            .event
            .tiebreaks
            .iter()
            .map(|t| t.title().to_string())
            .collect(),
        entrant_names: p.entrants.iter().map(|e| e.name.clone()).collect(),
        invitees: p.invitees.clone(),
        standings: p
            .rows
            .iter()
            .map(|r| StandingView {
                place: r.place as i64,
                number: r.number,
                name: r.name.clone(),
                rating: r.rating,
                points: r.half_points as f64 / 2.0,
                unfinished: r.unfinished as i64,
                withdrawn: r.withdrawn,
                tiebreaks: r.tiebreaks.clone(),
            })
            .collect(),
        pairings: p
            .games
            .iter()
            .map(|g| PairingView {
                game: g.game_id,
                round: g.round,
                board: g.board,
                variant: g.variant.clone(),
                white: g.white.clone(),
                black: g.black.clone(),
                result: match (g.status, g.winner) {
                    (GameStatus::Finished, Some(Color::White)) => Some("1-0".into()),
                    (GameStatus::Finished, Some(Color::Black)) => Some("0-1".into()),
                    (GameStatus::Finished, None) => Some("1/2-1/2".into()),
                    _ => None,
                },
                annulled: g.annulled,
            })
            .collect(),
    }
}

#[utoipa::path(
    get,
    path = "/api/v1/tournaments",
    tag = "events",
    summary = "Events",
    description = "The newest correspondence events, newest first, at most 100: open for entries, under way and over.",
    security(("token" = [])),
    responses((status = 200, description = "The events", body = Vec<EventSummary>), Authenticated)
)]
pub async fn list(
    State(state): State<AppState>,
    Caller(_caller): Caller,
) -> Result<Json<Vec<EventSummary>>, ApiError> {
    let events = state.app.tournaments().list().await?;
    Ok(Json(events.iter().map(EventSummary::of).collect()))
}

#[utoipa::path(
    get,
    path = "/api/v1/tournaments/{id}",
    tag = "events",
    summary = "An event",
    description = "One event: its rules, who entered or is invited, its standings with their tie-breaks, and every game of its rounds.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The event's id")),
    responses((status = 200, description = "The event", body = EventView), Authenticated, ById)
)]
pub async fn show(
    State(state): State<AppState>,
    Caller(caller): Caller,
    ApiPath(id): ApiPath<i64>,
) -> Result<Json<EventView>, ApiError> {
    let page = state.app.tournaments().page(id, Some(&caller.user)).await?;
    Ok(Json(view(&page)))
}

#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/join",
    tag = "events",
    summary = "Enter an event",
    description = "Enters the token's player in an event open for entries, if its entry conditions admit them (an invitation, a confirmed address, a rating or rated games in its variant). Refused when it is full, has started, or they have entered already.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The event's id")),
    responses((status = 204, description = "Entered"), Authenticated, ById, Acting)
)]
pub async fn join(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    state.app.tournaments().join(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(
    post,
    path = "/api/v1/tournaments/{id}/withdraw",
    tag = "events",
    summary = "Withdraw from an event",
    description = "Before the start, takes the token's player's entry back; after it, withdraws them, their games handled by the event's rule (those with enough moves stand, the others are annulled, and those being played end as lost).",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The event's id")),
    responses((status = 204, description = "Withdrawn"), Authenticated, ById, Acting)
)]
pub async fn withdraw(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    state.app.tournaments().leave(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
