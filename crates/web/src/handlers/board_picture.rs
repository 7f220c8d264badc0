//! `GET /games/{id}/board.png`: a game's board as a picture, for link previews
//! (`og:image`) and anyone who wants one; the same picture its mails show.

use crate::AppState;
use crate::app::AppError;
use crate::board_png::{self, Shot};
use crate::error::WebError;
use crate::extract::{WebPath, WebQuery};
use crate::freshness;
use crate::session::MaybeUser;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// A past position's picture changes only if a takeback rewrites that ply, the current
/// one with every move: kept a minute, then asked again by tag.
const CACHE_CONTROL: &str = "public, max-age=60";
/// A private game's picture is for its players' browsers only.
const PRIVATE_CACHE_CONTROL: &str = "private, max-age=60";

#[derive(Deserialize)]
pub struct PictureQuery {
    /// After how many turns; the current position without.
    ply: Option<i64>,
    /// From whose side; White's without.
    side: Option<Side>,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

pub async fn png(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    headers: HeaderMap,
    WebPath(id): WebPath<i64>,
    WebQuery(q): WebQuery<PictureQuery>,
) -> Result<Response, WebError> {
    let (shown, public) = state
        .app
        .play()
        .board_shot(viewer.as_ref(), id, q.ply)
        .await?;
    let flipped = q.side == Some(Side::Black);
    let tag = board_png::tag(&Shot {
        position: &shown.position,
        flipped,
        last_squares: &shown.last_squares,
    });
    let cached = [
        (
            header::ETAG,
            HeaderValue::from_str(&tag).map_err(|e| AppError::Internal(e.to_string()))?,
        ),
        (
            header::CACHE_CONTROL,
            HeaderValue::from_static(match public {
                true => CACHE_CONTROL,
                false => PRIVATE_CACHE_CONTROL,
            }),
        ),
    ];
    if freshness::held(&headers, &tag) {
        return Ok((StatusCode::NOT_MODIFIED, cached).into_response());
    }
    let png = board_png::render_blocking(shown.position, flipped, shown.last_squares)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let kind = [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))];
    Ok((kind, cached, png).into_response())
}
