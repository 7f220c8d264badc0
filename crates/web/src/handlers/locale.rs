//! The account page's language and time zone: the form's section, and storing it.

use super::account::{Notes, account, this_session};
use super::{see_other, words};
use crate::AppState;
use crate::app::{AppError, User};
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status};
use crate::extract::WebForm;
use crate::session::RequireUser;
use crate::templates::LocaleSection;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Deserialize;

/// The section for `user`, with what was wrong with the form just sent.
pub(super) fn section(user: &User, csrf: &CsrfToken, error: Option<String>) -> LocaleSection {
    LocaleSection {
        languages: pigeonpost_i18n::shipped()
            .map(|tr| (tr.tag(), tr.own_name()))
            .collect(),
        chosen: user.locale.language.clone(),
        browser: csrf.1.own_name(),
        zone: user.locale.zone.label().to_string(),
        offer_browser_zone: user.locale.zone.name().is_none(),
        zones: crate::zone::names(),
        error,
    }
}

#[derive(Deserialize)]
pub struct LocaleForm {
    #[serde(default)]
    language: String,
    #[serde(default)]
    time_zone: String,
}

/// Stores the choice and shows the account page in it; a language or zone the server
/// does not know shows the page again with the reason, and changes nothing.
pub async fn set_locale(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<LocaleForm>,
) -> Result<Response, WebError> {
    let refusal = match state
        .app
        .accounts()
        .set_locale(&user, &form.language, &form.time_zone)
        .await
    {
        Ok(_) => return Ok(see_other("/account#locale")),
        Err(AppError::Locale(r)) => r,
        Err(e) => return Err(e.into()),
    };
    let tr = words(Some(&user), &csrf);
    let notes = Notes {
        locale_error: Some(refusal.said().words(tr)),
        ..Notes::default()
    };
    let status = app_status(&AppError::Locale(refusal));
    let token = this_session(&headers, state.secure_cookies);
    account(&state, &user, &csrf, &token, status, notes).await
}
