//! The players' conversation on a game page: its form adds a line and returns to it; a
//! player reports words of a game to the operator, who reads them on their own page, and
//! chooses who sees the game and, once it is over, the conversation.

use super::{nav, page, see_other};
use crate::AppState;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebForm, WebPath};
use crate::session::RequireUser;
use crate::templates::Nav;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct LineForm {
    #[serde(default)]
    line: String,
}

#[derive(Deserialize)]
pub struct ReportForm {
    #[serde(default)]
    words: String,
}

/// A player reports words of the game to the operator.
pub async fn report(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<ReportForm>,
) -> Result<Response, WebError> {
    state.app.ops().report(&user, id, &form.words).await?;
    Ok(see_other(&format!("/games/{id}?reported=1#report-sent")))
}

/// The operator's page of reports.
pub async fn reports(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let reports = state.app.ops().reports(&user).await?;
    let p = ReportsPage {
        nav: nav(Some(&user), &csrf),
        reports,
    };
    page(StatusCode::OK, &p)
}

#[derive(Template)]
#[template(path = "reports.html")]
pub struct ReportsPage {
    pub nav: Nav,
    pub reports: Vec<crate::app::ops::reports::Report>,
}

impl ReportsPage {
    /// When `r` was made, on the reader's clock.
    fn when(&self, r: &crate::app::ops::reports::Report) -> String {
        self.nav.when(r.at)
    }
}

pub async fn say(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<LineForm>,
) -> Result<Response, WebError> {
    state.app.play().say(&user, id, &form.line).await?;
    Ok(see_other(&format!("/games/{id}#conversation")))
}

/// The privacy form's boxes: a ticked box is sent as "on", an unticked one not at all;
/// any other value is refused.
#[derive(Deserialize)]
pub struct PrivacyForm {
    #[serde(default)]
    private: Option<Ticked>,
    #[serde(default)]
    talk_shown: Option<Ticked>,
}

#[derive(Deserialize)]
pub enum Ticked {
    #[serde(rename = "on")]
    On,
}

/// A player chooses who sees the game and its conversation.
pub async fn privacy(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<PrivacyForm>,
) -> Result<Response, WebError> {
    state
        .app
        .play()
        .set_privacy(&user, id, form.private.is_some(), form.talk_shown.is_some())
        .await?;
    Ok(see_other(&format!("/games/{id}#privacy")))
}
