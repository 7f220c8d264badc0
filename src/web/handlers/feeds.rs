//! The Atom feeds: a player's games awaiting their move, at a secret address, and a
//! game's moves, public as the game's page is.

use crate::app::AppError;
use crate::web::AppState;
use crate::web::atom::{self, Feed};
use crate::web::error::WebError;
use crate::web::extract::WebPath;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// `/feeds/my/SECRET.atom`: the path's last part is the secret and the suffix; anything
/// else is answered as an unknown secret is.
pub async fn awaiting(
    State(state): State<AppState>,
    WebPath(file): WebPath<String>,
) -> Result<Response, WebError> {
    let secret = file
        .strip_suffix(".atom")
        .ok_or_else(|| AppError::NotFound("feed".into()))?;
    let feed = state.app.awaiting_feed(secret).await?;
    let base = &state.app.base_url;
    let self_link = format!("{base}/feeds/my/{secret}.atom");
    // The address is a secret: no shared cache should keep what it shows.
    Ok(atom_response(
        &crate::web::feeds::awaiting(&feed, base, self_link),
        "private, no-cache",
    ))
}

/// `/games/{id}/feed.atom`.
pub async fn game(
    State(state): State<AppState>,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let feed = state.app.game_feed(id).await?;
    Ok(atom_response(
        &crate::web::feeds::game(&feed, &state.app.base_url),
        "no-cache",
    ))
}

fn atom_response(feed: &Feed, cache: &'static str) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(atom::CONTENT_TYPE),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        atom::render(feed),
    )
        .into_response()
}
