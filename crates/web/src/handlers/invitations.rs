//! Answering invitations, and the landing page of an emailed invitation link.

use super::{nav, page, see_other};
use crate::AppState;
use crate::app::rules::record::GameStatus;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebForm, WebPath};
use crate::session::{MaybeUser, RequireUser};
use crate::templates::InvitationPage;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct AnswerForm {
    token: Option<String>,
}

fn token(form: &AnswerForm) -> Option<&str> {
    form.token.as_deref().filter(|t| !t.is_empty())
}

pub async fn accept(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<AnswerForm>,
) -> Result<Response, WebError> {
    state.app.play().accept(&user, id, token(&form)).await?;
    Ok(see_other(&format!("/games/{id}")))
}

pub async fn decline(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<AnswerForm>,
) -> Result<Response, WebError> {
    state.app.play().decline(&user, id, token(&form)).await?;
    Ok(see_other(&format!("/games/{id}")))
}

pub async fn withdraw(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.play().withdraw(&user, id).await?;
    Ok(see_other("/my"))
}

/// `/invitations/{token}`: the link in an invitation email.
pub async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath(token): WebPath<String>,
) -> Result<Response, WebError> {
    let game = state.app.play().invitation_by_token(&token).await?;
    let p = InvitationPage {
        nav: nav(user.as_ref(), &csrf),
        game_id: game.id(),
        next: format!("/invitations/{token}"),
        variant_name: game.variant.name().to_string(),
        creator: game.row.creator.name.clone(),
        you_play: if game.row.white.is_some() {
            "black".into()
        } else {
            "white".into()
        },
        open: game.status() == GameStatus::Invited,
        logged_in: user.is_some(),
        own: user.as_ref().is_some_and(|u| u.id == game.row.creator.id),
        token,
    };
    page(StatusCode::OK, &p)
}
