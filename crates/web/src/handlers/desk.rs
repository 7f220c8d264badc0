//! The player's desk on a game page: private notes and conditional moves. Each form
//! calls one app function and returns to the game page (`#notes`, `#conditionals`).

use super::see_other;
use crate::AppState;
use crate::error::WebError;
use crate::extract::{WebForm, WebPath};
use crate::session::RequireUser;
use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ConditionalForm {
    #[serde(default)]
    line: String,
}

pub async fn add_conditional(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<ConditionalForm>,
) -> Result<Response, WebError> {
    state
        .app
        .play()
        .add_conditional(&user, id, &form.line)
        .await?;
    Ok(see_other(&format!("/games/{id}#conditionals")))
}

pub async fn cancel_conditional(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath((id, line)): WebPath<(i64, i64)>,
) -> Result<Response, WebError> {
    state.app.play().cancel_conditional(&user, id, line).await?;
    Ok(see_other(&format!("/games/{id}#conditionals")))
}

#[derive(Deserialize)]
pub struct NoteForm {
    #[serde(default)]
    note: String,
}

pub async fn save_note(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NoteForm>,
) -> Result<Response, WebError> {
    state.app.play().save_note(&user, id, &form.note).await?;
    Ok(see_other(&format!("/games/{id}#notes")))
}
