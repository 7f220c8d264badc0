//! Live-update streams (Server-Sent Events): `GET /games/{id}/events` for one game,
//! `GET /my/events` for a player's "my games" and `GET /lobby/events` for the lobby. An event says that the page changed (its
//! id is the page's version, `app::play::freshness`); the page's script then fetches the page
//! again. A client that reconnects sends the last id it saw (`Last-Event-ID`, or
//! `?since=` from the page it loaded), and gets the current version at once if that is
//! not it. Comments keep idle streams open through proxies.

use crate::AppState;
use crate::app::support::live::{GameFeed, GameUpdate, ListFeed, LobbyFeed};
use crate::error::WebError;
use crate::extract::{ClientAddr, WebPath, WebQuery};
use crate::session::{MaybeUser, RequireUser, session_token};
use crate::stream_limits::{Refused, StreamPermit};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::{Stream, StreamExt};
use serde::Deserialize;
use std::convert::Infallible;
use std::net::IpAddr;

#[derive(Deserialize)]
pub struct EventsQuery {
    /// The version of the page the stream is opened from.
    since: Option<String>,
}

/// The longest version a client may send back; ours are 16 hex digits.
const MAX_VERSION: usize = 64;

/// What the client saw last: the header of a reconnection first, then the page's.
pub(crate) fn known(headers: &HeaderMap, since: Option<String>) -> Option<String> {
    headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .or(since)
        .filter(|v| v.len() <= MAX_VERSION)
}

pub async fn game_events(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    ClientAddr(from): ClientAddr,
    WebPath(id): WebPath<i64>,
    WebQuery(q): WebQuery<EventsQuery>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let permit = match permit(&state, from, &headers) {
        Ok(p) => p,
        Err(why) => return Ok(refused(why)),
    };
    let feed = state
        .app
        .watch_game(viewer.as_ref(), id, known(&headers, q.since))
        .await?;
    Ok(sse(game_stream(feed), permit, &state))
}

pub async fn my_events(
    State(state): State<AppState>,
    ClientAddr(from): ClientAddr,
    RequireUser(user): RequireUser,
    WebQuery(q): WebQuery<EventsQuery>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let permit = match permit(&state, from, &headers) {
        Ok(p) => p,
        Err(why) => return Ok(refused(why)),
    };
    let feed = state.app.watch_my_games(&user, known(&headers, q.since));
    Ok(sse(list_stream(feed), permit, &state))
}

/// `GET /lobby/events`: the lobby's stream, for anyone.
pub async fn lobby_events(
    State(state): State<AppState>,
    ClientAddr(from): ClientAddr,
    WebQuery(q): WebQuery<EventsQuery>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let permit = match permit(&state, from, &headers) {
        Ok(p) => p,
        Err(why) => return Ok(refused(why)),
    };
    let feed = state.app.watch_lobby(known(&headers, q.since)).await?;
    Ok(sse(lobby_stream(feed), permit, &state))
}

fn lobby_stream(feed: LobbyFeed) -> impl Stream<Item = Result<Event, Infallible>> + Send {
    futures_util::stream::unfold(feed, |mut feed| async move {
        let version = feed.next().await?;
        Some((Ok(Event::default().id(version).data("{}")), feed))
    })
}

/// A place among the open streams for a client at `from`, or why not.
fn permit(state: &AppState, from: IpAddr, headers: &HeaderMap) -> Result<StreamPermit, Refused> {
    state.streams.take(
        from,
        session_token(headers, state.secure_cookies).as_deref(),
    )
}

/// A stream refused (`stream_limits`): said at once, and the connection closed, so that
/// the refused client holds none of the server's connections. A short page of its own,
/// so that the HTML error pages keep its headers.
pub(crate) fn refused(why: Refused) -> Response {
    let body = format!(
        "<!doctype html>\n<title>Too many live-update streams</title>\n<p>{}</p>\n",
        why.0
    );
    let mut response = (StatusCode::TOO_MANY_REQUESTS, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::RETRY_AFTER, HeaderValue::from_static("60"));
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// The stream's response; `permit` is its place among the open streams, given back when
/// the stream ends.
pub(crate) fn sse<S>(stream: S, permit: StreamPermit, state: &AppState) -> Response
where
    S: Stream<Item = Result<Event, Infallible>> + Send + 'static,
{
    let stream = stream.map(move |event| {
        let _held = &permit;
        event
    });
    let mut response = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(state.live_keepalive))
        .into_response();
    // nginx would otherwise hold events back to fill its buffer.
    response
        .headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

fn game_event(u: &GameUpdate) -> Event {
    Event::default().id(u.version.clone()).data(format!(
        "{{\"ply\":{},\"status\":\"{}\"}}",
        u.ply,
        u.status.as_str()
    ))
}

pub(crate) fn game_stream(feed: GameFeed) -> impl Stream<Item = Result<Event, Infallible>> + Send {
    futures_util::stream::unfold(feed, |mut feed| async move {
        let update = feed.next().await?;
        Some((Ok(game_event(&update)), feed))
    })
}

fn list_stream(feed: ListFeed) -> impl Stream<Item = Result<Event, Infallible>> + Send {
    futures_util::stream::unfold(feed, |mut feed| async move {
        match feed.next().await? {
            Ok(update) => Some((Ok(Event::default().id(update.version).data("{}")), feed)),
            Err(e) => {
                // The stream ends; the browser reconnects after a pause and resumes.
                tracing::warn!(error = %e, "reading a player's games for their stream");
                None
            }
        }
    })
}
