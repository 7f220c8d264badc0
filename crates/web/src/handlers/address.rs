//! The player's address: change it (confirmed by a link to the new one), send the
//! confirmation link again, and follow a confirmation link.

use super::account::{Notes, account, refused_form, this_session};
use super::{nav, page, words};
use crate::AppState;
use crate::app::AppError;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebClient, WebForm};
use crate::session::{MaybeUser, RequireUser};
use crate::templates::LinkDonePage;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;

/// The account page after an address form: the link sent, or the refusal shown there.
async fn after(
    state: &AppState,
    user: &crate::app::User,
    csrf: &CsrfToken,
    headers: &HeaderMap,
    result: Result<String, AppError>,
) -> Result<Response, WebError> {
    match result {
        Ok(to) => {
            let notes = Notes {
                address_note: Some(words(Some(user), csrf).t1("acct-link-sent", "address", to)),
                ..Notes::default()
            };
            let token = this_session(headers, state.secure_cookies);
            account(state, user, csrf, &token, StatusCode::OK, notes).await
        }
        Err(
            e @ (AppError::Invalid(_)
            | AppError::Taken(_)
            | AppError::Conflict(_)
            | AppError::TooManyAttempts { .. }),
        ) => {
            let notes = |why| Notes {
                address_error: Some(why),
                ..Notes::default()
            };
            refused_form(state, user, csrf, headers, e, notes).await
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct ChangeForm {
    email: String,
    password: String,
}

/// Mails a link to a new address; the address changes when it is followed.
pub async fn change(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebClient(client): WebClient,
    WebForm(form): WebForm<ChangeForm>,
) -> Result<Response, WebError> {
    let result = state
        .app
        .accounts()
        .change_email(&user, &form.email, &form.password, &client)
        .await;
    after(&state, &user, &csrf, &headers, result).await
}

/// Sends the confirmation link again.
pub async fn resend(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebClient(client): WebClient,
) -> Result<Response, WebError> {
    let result = state
        .app
        .accounts()
        .resend_confirmation(&user, &client)
        .await;
    after(&state, &user, &csrf, &headers, result).await
}

/// Follows a confirmation link from a mail (in any browser, logged in or not).
pub async fn confirm(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    Path(token): Path<String>,
) -> Result<Response, WebError> {
    let address = state.app.accounts().confirm_address(&token).await?;
    let nav = nav(user.as_ref(), &csrf);
    let tr = nav.tr;
    let p = LinkDonePage {
        nav,
        title: tr.t("link-address-title"),
        message: tr.t1("link-address-done", "address", address),
        next: "/my",
        next_text: tr.t("link-address-next"),
    };
    page(StatusCode::OK, &p)
}
