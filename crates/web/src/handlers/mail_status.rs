//! "Try again" for mail the receiving server refused (the notice is on the account page).

use super::see_other;
use crate::AppState;
use crate::error::WebError;
use crate::session::RequireUser;
use axum::extract::State;
use axum::response::Response;

pub async fn retry(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
) -> Result<Response, WebError> {
    state.app.mailing().retry_mail(&user).await?;
    Ok(see_other("/account"))
}
