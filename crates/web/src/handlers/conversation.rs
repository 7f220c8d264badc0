//! The players' conversation on a game page: the form adds a line and returns to it.

use super::see_other;
use crate::AppState;
use crate::error::WebError;
use crate::extract::{WebForm, WebPath};
use crate::session::RequireUser;
use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct LineForm {
    #[serde(default)]
    line: String,
}

pub async fn say(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<LineForm>,
) -> Result<Response, WebError> {
    state.app.say(&user, id, &form.line).await?;
    Ok(see_other(&format!("/games/{id}#conversation")))
}
