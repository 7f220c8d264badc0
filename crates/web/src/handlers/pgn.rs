//! PGN downloads: one game (public, as its page is) and a player's whole archive.

use crate::AppState;
use crate::app::desk::pgn::PgnFile;
use crate::error::WebError;
use crate::extract::WebPath;
use crate::session::{MaybeUser, RequireUser};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

pub async fn game(
    State(state): State<AppState>,
    MaybeUser(viewer): MaybeUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    Ok(download(
        state.app.desk().game_pgn(viewer.as_ref(), id).await?,
        "no-cache",
    ))
}

pub async fn archive(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
) -> Result<Response, WebError> {
    Ok(download(
        state.app.desk().archive_pgn(&user).await?,
        "no-store",
    ))
}

/// The file as an attachment. Its name is made of a game id or a player's name (letters,
/// digits, '_' and '-'), safe in a header.
fn download(file: PgnFile, cache: &'static str) -> Response {
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{}\"", file.filename))
        .unwrap_or_else(|_| HeaderValue::from_static("attachment; filename=\"pigeonpost.pgn\""));
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        file.text,
    )
        .into_response()
}
