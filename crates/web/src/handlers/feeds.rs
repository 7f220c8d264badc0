//! The Atom feeds: a player's games awaiting their move, at a secret address, and a
//! game's moves and an event's news, public as their pages are.

use crate::AppState;
use crate::app::AppError;
use crate::app::missing::{self, Thing};
use crate::atom::{self, Feed};
use crate::error::WebError;
use crate::extract::WebPath;
use crate::session::MaybeUser;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use pigeonpost_i18n::Tr;
use sha2::{Digest, Sha256};

/// `/feeds/my/SECRET.atom`: the path's last part is the secret and the suffix; anything
/// else is answered as an unknown secret is.
pub async fn awaiting(
    State(state): State<AppState>,
    headers: HeaderMap,
    WebPath(file): WebPath<String>,
) -> Result<Response, WebError> {
    let secret = file
        .strip_suffix(".atom")
        .ok_or_else(|| AppError::NotFound(missing::thing(Thing::Feed)))?;
    let feed = state.app.desk().awaiting_feed(secret).await?;
    let base = state.app.base_url();
    let self_link = format!("{base}/feeds/my/{secret}.atom");
    // The address is a secret: no shared cache should keep what it shows.
    Ok(atom_response(
        &headers,
        &crate::feeds::awaiting(&feed, base, self_link),
        "private, no-cache",
    ))
}

/// `/games/{id}/feed.atom`.
pub async fn game(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    headers: HeaderMap,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let feed = state.app.desk().game_feed(viewer.as_ref(), id).await?;
    let tr = Tr::choose(
        viewer.as_ref().and_then(|u| u.locale.language.as_deref()),
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    let mut response = atom_response(
        &headers,
        &crate::feeds::game(tr, &feed, state.app.base_url()),
        "no-cache",
    );
    // Its words follow the asker's language, so a shared cache keeps one per language.
    response
        .headers_mut()
        .insert(header::VARY, HeaderValue::from_static("accept-language"));
    Ok(response)
}

/// `/tournaments/{id}/feed.atom`: public, as the event's page is, in the language the
/// feed reader asks for.
pub async fn event(
    State(state): State<AppState>,
    headers: HeaderMap,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let news = state.app.tournaments().news(id).await?;
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let tr = Tr::choose(None, asked);
    let mut response = atom_response(
        &headers,
        &crate::feeds::event(&news, state.app.base_url(), tr),
        "no-cache",
    );
    // Its words follow Accept-Language, so a shared cache must tell readers apart.
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    Ok(response)
}

/// The feed, or 304 when the reader already holds this very document: feed readers
/// poll, and the tag (a hash of the text) is cheap beside the reads that made it.
fn atom_response(request: &HeaderMap, feed: &Feed, cache: &'static str) -> Response {
    let body = atom::render(feed);
    let digest = Sha256::digest(body.as_bytes());
    let etag = format!("\"{}\"", crate::hex::lower(&digest[..12]));
    let held = crate::freshness::held(request, &etag);
    let etag = HeaderValue::from_str(&etag).unwrap_or_else(|_| HeaderValue::from_static("\"\""));
    let cache = HeaderValue::from_static(cache);
    if held {
        return (
            StatusCode::NOT_MODIFIED,
            [(header::ETAG, etag), (header::CACHE_CONTROL, cache)],
        )
            .into_response();
    }
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(atom::CONTENT_TYPE),
            ),
            (header::CACHE_CONTROL, cache),
            (header::ETAG, etag),
        ],
        body,
    )
        .into_response()
}
