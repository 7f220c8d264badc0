//! The API's invitations: making one (as the new-game form does, with its limits), and
//! answering or withdrawing one. Each calls the use-case the form calls.

use super::docs::{Acting, Authenticated, ById, JsonBody, Query, Refusable};
use super::extract::{ApiJson, ApiPath, ApiQuery, Player};
use super::model::{ColorRequest, InvitationCreated, InvitationRequest, TimeControlRequestKind};
use super::problem::ApiError;
use crate::AppState;
use crate::app::play::{ColorChoice, Opponent, SeekRequest, StartSetup, Terms};
use crate::app::rules::clock_rules::{TimeControl, TimeControlFields};
use crate::extract::ClientAddr;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;

/// The form's time-control fields from the JSON, checked by the form's own rules.
fn time_control(body: &InvitationRequest) -> Result<TimeControl, ApiError> {
    let Some(tc) = &body.time_control else {
        return Ok(TimeControl::Untimed);
    };
    let text = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    let kind = match tc.kind {
        TimeControlRequestKind::None => "none",
        TimeControlRequestKind::Move => "move",
        TimeControlRequestKind::Bank => "bank",
    };
    Ok(crate::app::rules::clock_rules::parse(&TimeControlFields {
        kind: kind.into(),
        days: text(tc.days),
        increment_days: text(tc.increment_days),
        increment_hours: text(tc.increment_hours),
        cap_days: text(tc.cap_days),
        grace_hours: text(tc.grace_hours),
    })?)
}

#[utoipa::path(
    post,
    path = "/api/v1/invitations",
    tag = "invitations",
    summary = "Invite to a game",
    description = "Creates an invitation, as the new-game form does: to a player by name, to an email address, or open to anyone. It counts against the same limits on new games and emailed invitations.",
    security(("token" = [])),
    request_body = InvitationRequest,
    responses(
        (status = 201, description = "The invitation (a game not yet started)", body = InvitationCreated,
            headers(("Location" = String, description = "The game's address in the API"))),
        Authenticated, JsonBody, Refusable,
        (status = 403, description = "A `read` token (kind `scope`), or an invitation to oneself (kind `forbidden`)", body = super::problem::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such variant or player (kind `not_found`)", body = super::problem::Problem, content_type = "application/problem+json")
    )
)]
pub async fn create(
    State(state): State<AppState>,
    Player(user): Player,
    ClientAddr(from): ClientAddr,
    ApiJson(body): ApiJson<InvitationRequest>,
) -> Result<Response, ApiError> {
    let color = match body.color {
        ColorRequest::White => ColorChoice::White,
        ColorRequest::Black => ColorChoice::Black,
        ColorRequest::Random => ColorChoice::Random,
    };
    let opponent = Opponent::parse(body.opponent.as_deref().unwrap_or_default());
    let seek = body.seek.as_ref();
    let seek = match seek {
        None => SeekRequest::default(),
        Some(s) => SeekRequest::checked(s.min_rating, s.max_rating, &s.message, s.days)?,
    };
    let setup = StartSetup {
        terms: Terms {
            rated: body.rated,
            seek,
            ..Terms::default()
        },
        ..StartSetup::standard(&body.variant)
    };
    let id = state
        .app
        .play()
        .create_game(&user, from, &setup, color, opponent, time_control(&body)?)
        .await?;
    let location = HeaderValue::from_str(&format!("/api/v1/games/{id}"))
        .unwrap_or_else(|_| HeaderValue::from_static("/api/v1/games"));
    Ok((
        StatusCode::CREATED,
        [(header::LOCATION, location)],
        Json(InvitationCreated { id }),
    )
        .into_response())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnswerQuery {
    /// For an invitation sent by email: the token from the emailed link
    /// (`/invitations/TOKEN`).
    token: Option<String>,
}

fn token(q: &AnswerQuery) -> Option<&str> {
    q.token.as_deref().filter(|t| !t.is_empty())
}

#[utoipa::path(
    post,
    path = "/api/v1/invitations/{id}/accept",
    tag = "invitations",
    summary = "Accept an invitation",
    description = "Accepts an invitation addressed to the caller, or open to anyone: the game starts.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The invitation's game id"), AnswerQuery),
    responses((status = 204, description = "Accepted: the game has begun"), Authenticated, ById, Acting, Query)
)]
pub async fn accept(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<AnswerQuery>,
) -> Result<StatusCode, ApiError> {
    state.app.play().accept(&user, id, token(&q)).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(
    post,
    path = "/api/v1/invitations/{id}/decline",
    tag = "invitations",
    summary = "Decline an invitation",
    description = "Declines an invitation addressed to the caller (an open one cannot be declined).",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The invitation's game id"), AnswerQuery),
    responses((status = 204, description = "Declined"), Authenticated, ById, Acting, Query)
)]
pub async fn decline(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<AnswerQuery>,
) -> Result<StatusCode, ApiError> {
    state.app.play().decline(&user, id, token(&q)).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(
    post,
    path = "/api/v1/invitations/{id}/withdraw",
    tag = "invitations",
    summary = "Withdraw an invitation",
    description = "Withdraws an invitation the caller sent, while it is open.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The invitation's game id")),
    responses((status = 204, description = "Withdrawn"), Authenticated, ById, Acting)
)]
pub async fn withdraw(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    state.app.play().withdraw(&user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}
