//! A player's published analysis of a game, read-only (see `app::desk::public_analysis`):
//! the tree with its notes and any of its positions, nothing to change.

use super::page;
use crate::AppState;
use crate::analysis_page;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebPath, WebQuery};
use crate::session::MaybeUser;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

/// The position shown: a node of the tree (its first without one).
#[derive(Deserialize)]
pub struct At {
    node: Option<i64>,
}

pub async fn show(
    State(state): State<AppState>,
    csrf: CsrfToken,
    MaybeUser(viewer): MaybeUser,
    WebPath((id, owner)): WebPath<(i64, i64)>,
    WebQuery(q): WebQuery<At>,
) -> Result<Response, WebError> {
    let view = state
        .app
        .desk()
        .public_analysis(viewer.as_ref(), id, owner, q.node)
        .await?;
    let p = analysis_page::public(&view, viewer.as_ref(), &csrf);
    page(StatusCode::OK, &p)
}
