//! The game page's other buttons: resigning, aborting, claims, draw offers and takebacks
//! (`app::play::agreements::Agreement`). One handler serves them all: it calls the use-case of
//! its kind and returns to the game page; a refusal is an error page saying why (the web
//! error mapping picks the status).

use super::see_other;
use crate::AppState;
use crate::app::play::agreements::Agreement;
use crate::error::WebError;
use crate::extract::WebPath;
use crate::session::RequireUser;
use axum::Router;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;

/// `routes` with a route per kind, each at its address under the game's.
pub fn routes(routes: Router<AppState>) -> Router<AppState> {
    Agreement::ALL.into_iter().fold(routes, |routes, kind| {
        routes.route(
            &format!("/games/{{id}}/{}", kind.path()),
            post(
                move |state: State<AppState>, user: RequireUser, id: WebPath<i64>| {
                    act(state, user, id, kind)
                },
            )
            .get(super::games::back_to_game),
        )
    })
}

async fn act(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    kind: Agreement,
) -> Result<Response, WebError> {
    state.app.play().act(&user, id, kind).await?;
    Ok(see_other(&format!("/games/{id}")))
}
