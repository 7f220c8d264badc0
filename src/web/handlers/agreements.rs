//! The game page's other buttons: resigning, aborting, claims, draw offers and takebacks.
//! Each calls one app function and returns to the game page; a refusal is an error page
//! saying why (the web error mapping picks the status).

use super::see_other;
use crate::app::offers::Answer;
use crate::web::AppState;
use crate::web::error::WebError;
use crate::web::extract::WebPath;
use crate::web::session::RequireUser;
use axum::extract::State;
use axum::response::Response;

fn back(id: i64) -> Result<Response, WebError> {
    Ok(see_other(&format!("/games/{id}")))
}

pub async fn resign(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.resign(&user, id).await?;
    back(id)
}

pub async fn abort(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.abort(&user, id).await?;
    back(id)
}

pub async fn claim_draw(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.claim_draw(&user, id).await?;
    back(id)
}

pub async fn claim_win(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.claim_stalled_win(&user, id).await?;
    back(id)
}

pub async fn offer_draw(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.offer_draw(&user, id).await?;
    back(id)
}

pub async fn accept_draw(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.answer_draw(&user, id, Answer::Accept).await?;
    back(id)
}

pub async fn decline_draw(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.answer_draw(&user, id, Answer::Decline).await?;
    back(id)
}

pub async fn request_takeback(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.request_takeback(&user, id).await?;
    back(id)
}

pub async fn accept_takeback(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.answer_takeback(&user, id, Answer::Accept).await?;
    back(id)
}

pub async fn decline_takeback(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state
        .app
        .answer_takeback(&user, id, Answer::Decline)
        .await?;
    back(id)
}

pub async fn report_win(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.report_win(&user, id).await?;
    back(id)
}

pub async fn confirm_win(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state
        .app
        .answer_win_report(&user, id, Answer::Accept)
        .await?;
    back(id)
}

pub async fn dispute_win(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state
        .app
        .answer_win_report(&user, id, Answer::Decline)
        .await?;
    back(id)
}
