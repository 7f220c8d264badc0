//! The analysis board's page and forms: a player's private board for a game (see
//! `app::desk::analysis`). Works without JavaScript: each move is a form post that returns to
//! the board at the position it leads to.

use super::{page, see_other};
use crate::AppState;
use crate::analysis_page::{Refused, build, link};
use crate::app::AppError;
use crate::app::desk::analysis::BoardAt;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebForm, WebPath, WebQuery};
use crate::session::RequireUser;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_i18n::Said;
use serde::Deserialize;

/// Where the board is: `node` (a position of the tree) or `ply` (of the game; the
/// current position without either); and the turn builder's chosen `first` move, or a
/// turn its links put in the move field.
#[derive(Deserialize)]
pub struct At {
    node: Option<i64>,
    ply: Option<i64>,
    first: Option<String>,
    #[serde(rename = "move")]
    text: Option<String>,
}

fn board_at(node: Option<i64>, ply: Option<i64>) -> BoardAt {
    match (node, ply) {
        (Some(node), _) => BoardAt::Node(node),
        (None, Some(ply)) => BoardAt::GamePly(ply),
        (None, None) => BoardAt::Current,
    }
}

pub async fn show(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebQuery(q): WebQuery<At>,
) -> Result<Response, WebError> {
    let at = board_at(q.node, q.ply);
    let view = state
        .app
        .desk()
        .analysis_board(&user, id, at, q.first.as_deref())
        .await?;
    let p = build(&view, &user, &csrf, Refused::None, q.text.as_deref());
    page(StatusCode::OK, &p)
}

#[derive(Deserialize)]
pub struct MoveForm {
    node: Option<i64>,
    ply: Option<i64>,
    #[serde(rename = "move", default)]
    text: String,
}

pub async fn play(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<MoveForm>,
) -> Result<Response, WebError> {
    let at = board_at(form.node, form.ply);
    match state
        .app
        .desk()
        .analysis_move(&user, id, at, &form.text)
        .await
    {
        Ok(node) => Ok(see_other(&link(id, BoardAt::Node(node)))),
        // The board again, with the move as typed and why it was refused.
        Err(AppError::MoveRejected(why)) => {
            let view = state.app.desk().analysis_board(&user, id, at, None).await?;
            let refused = Refused::Move(form.text, why.words(super::words(Some(&user), &csrf)));
            page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &build(&view, &user, &csrf, refused, None),
            )
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct ImportForm {
    node: Option<i64>,
    ply: Option<i64>,
    #[serde(default)]
    list: String,
}

pub async fn import(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<ImportForm>,
) -> Result<Response, WebError> {
    let at = board_at(form.node, form.ply);
    match state
        .app
        .desk()
        .analysis_import(&user, id, at, &form.list)
        .await
    {
        Ok(node) => Ok(see_other(&link(id, BoardAt::Node(node)))),
        Err(AppError::MoveRejected(why)) => {
            let view = state.app.desk().analysis_board(&user, id, at, None).await?;
            let refused = Refused::Import(form.list, why.words(super::words(Some(&user), &csrf)));
            page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &build(&view, &user, &csrf, refused, None),
            )
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct NoteForm {
    node: i64,
    #[serde(default)]
    note: String,
}

pub async fn note(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NoteForm>,
) -> Result<Response, WebError> {
    let at = BoardAt::Node(form.node);
    state
        .app
        .desk()
        .analysis_note(&user, id, at, &form.note)
        .await?;
    Ok(see_other(&link(id, at)))
}

#[derive(Deserialize)]
pub struct PublishForm {
    /// `yes` to publish, `no` to make private again.
    publish: String,
}

pub async fn publish(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<PublishForm>,
) -> Result<Response, WebError> {
    let publish = match form.publish.as_str() {
        "yes" => true,
        "no" => false,
        _ => return Err(AppError::Invalid(Said::new("refused-publish-yes-or-no")).into()),
    };
    state
        .app
        .desk()
        .publish_analysis(&user, id, publish)
        .await?;
    Ok(see_other(&link(id, BoardAt::Current)))
}

#[derive(Deserialize)]
pub struct NodeForm {
    node: i64,
}

pub async fn delete(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NodeForm>,
) -> Result<Response, WebError> {
    let back = state
        .app
        .desk()
        .analysis_delete(&user, id, form.node)
        .await?;
    Ok(see_other(&link(id, back)))
}

pub async fn conditional(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NodeForm>,
) -> Result<Response, WebError> {
    state
        .app
        .desk()
        .analysis_to_conditional(&user, id, form.node)
        .await?;
    Ok(see_other(&format!("/games/{id}#conditionals")))
}
