//! The API's games: the caller's list, one game, its event stream, and playing a turn.
//! Each handler calls the use-case the pages call (`my_games`, `game_view`,
//! `watch_game`, `submit_move`), so the checks and refusals are the pages' own.

use super::docs::{Acting, Authenticated, ById, JsonBody, Query, Refusable};
use super::extract::{ApiJson, ApiPath, ApiQuery, Caller, Player};
use super::model::{Game, GameList, MoveRequest};
use super::problem::ApiError;
use super::view;
use crate::AppState;
use crate::extract::ClientAddr;
use crate::handlers::live;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use utoipa::IntoParams;

#[utoipa::path(
    get,
    path = "/api/v1/games",
    tag = "games",
    summary = "My games",
    description = "The caller's games: those awaiting their move first (soonest deadline first), then those awaiting the opponent, invitations, and finished games.",
    security(("token" = [])),
    responses((status = 200, description = "The caller's games", body = GameList), Authenticated)
)]
pub async fn list(
    State(state): State<AppState>,
    Caller(caller): Caller,
) -> Result<Json<GameList>, ApiError> {
    let games = state.app.play().my_games(&caller.user).await?;
    Ok(Json(view::game_list(games, caller.user.id)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameQuery {
    /// For turns of two moves: a first move (from `legal.firsts`) whose whole turns
    /// `legal.turns` should list.
    first: Option<String>,
}

#[utoipa::path(
    get,
    path = "/api/v1/games/{id}",
    tag = "games",
    summary = "A game",
    description = "A game as its page shows it: variant and rules version, start and current position, moves, the caller's legal turns when it is their move, clocks, offers, result, and what the caller may do.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The game's id"), GameQuery),
    responses((status = 200, description = "The game", body = Game), Authenticated, ById, Query)
)]
pub async fn show(
    State(state): State<AppState>,
    Caller(caller): Caller,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<GameQuery>,
) -> Result<Json<Game>, ApiError> {
    let v = state
        .app
        .play()
        .game_view(Some(&caller.user), id, None, q.first.as_deref())
        .await?;
    Ok(Json(view::game(&v)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// The last event id seen (the `Last-Event-ID` header says the same, and wins).
    since: Option<String>,
}

#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/events",
    tag = "games",
    summary = "A game's event stream",
    description = "Server-Sent Events: one event whenever the game changes (a move, an offer, an answer, the result), with the game's version as its id and `{\"ply\":N,\"status\":\"...\"}` as its data; read the game again to see what changed. Reconnect with `Last-Event-ID` to get the current version at once if it changed meanwhile. The stream does not end by itself.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The game's id"), EventsQuery),
    responses((status = 200, description = "The event stream", content_type = "text/event-stream", body = String), Authenticated, ById, Query)
)]
pub async fn events(
    State(state): State<AppState>,
    Caller(caller): Caller,
    ClientAddr(from): ClientAddr,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(q): ApiQuery<EventsQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let permit = match state.streams.take(from, None) {
        Ok(p) => p,
        Err(why) => return Ok(live::refused(why)),
    };
    let feed = state
        .app
        .watch_game(Some(&caller.user), id, live::known(&headers, q.since))
        .await?;
    Ok(live::sse(live::game_stream(feed), permit, &state))
}

#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/moves",
    tag = "play",
    summary = "Play a turn",
    description = "Plays a turn on the position at `ply`, with the game page's checks: a turn chosen on an older position is refused (409, kind `stale`); one that does not read, names no legal turn or names several is refused (422, kind `syntax`, `illegal` or `ambiguous`). Nothing is played when refused.",
    security(("token" = [])),
    params(("id" = i64, Path, description = "The game's id")),
    request_body = MoveRequest,
    responses((status = 204, description = "The turn was played"), Authenticated, ById, Acting, JsonBody, Refusable)
)]
pub async fn play(
    State(state): State<AppState>,
    Player(user): Player,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i64>,
    ApiJson(body): ApiJson<MoveRequest>,
) -> Result<StatusCode, ApiError> {
    state
        .app
        .play()
        .submit_move(&user, id, body.ply, &body.text, &body.message)
        .await
        .map_err(|e| match e {
            // A refused move's `detail` is for the player: in their account's language,
            // else the one the request asks for (`kind` stays the word a tool reads).
            crate::app::AppError::MoveRejected(r) => {
                let tr = pigeonpost_i18n::Tr::choose(
                    user.locale.language.as_deref(),
                    headers
                        .get(axum::http::header::ACCEPT_LANGUAGE)
                        .and_then(|v| v.to_str().ok()),
                );
                crate::app::AppError::MoveRejected(r.worded(tr))
            }
            e => e,
        })?;
    Ok(StatusCode::NO_CONTENT)
}
