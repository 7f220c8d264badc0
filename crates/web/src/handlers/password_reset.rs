//! "Forgot password": the form that asks for an address, and the form a mailed reset
//! link opens. The first answers alike whatever the address (see `app::accounts::password_reset`).

use super::{nav, page, words};
use crate::AppState;
use crate::app::AppError;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status, with_retry_after};
use crate::extract::{WebClient, WebForm};
use crate::session::{self, MaybeUser};
use crate::templates::{ForgotPasswordPage, LinkDonePage, ResetPasswordPage};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Deserialize;

pub async fn forgot_page(
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let p = ForgotPasswordPage {
        nav: nav(user.as_ref(), &csrf),
        sent: false,
        error: None,
    };
    page(StatusCode::OK, &p)
}

#[derive(Deserialize)]
pub struct ForgotForm {
    email: String,
}

/// Asks for a reset link. The page names no address, so that it reads the same for
/// every address asked about.
pub async fn forgot(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebClient(client): WebClient,
    WebForm(form): WebForm<ForgotForm>,
) -> Result<Response, WebError> {
    let (status, error, refusal) = match state
        .app
        .accounts()
        .request_password_reset(&form.email, &client)
    {
        Ok(()) => (StatusCode::OK, None, None),
        Err(e @ (AppError::Invalid(_) | AppError::TooManyAttempts { .. })) => {
            let why = e.words(words(user.as_ref(), &csrf));
            (app_status(&e), Some(why), Some(e))
        }
        Err(e) => return Err(e.into()),
    };
    let p = ForgotPasswordPage {
        nav: nav(user.as_ref(), &csrf),
        sent: error.is_none(),
        error,
    };
    let response = page(status, &p)?;
    Ok(match refusal {
        Some(e) => with_retry_after(response, &e),
        None => response,
    })
}

/// The page a reset link opens: the new-password form, or why the link does not work.
pub async fn reset_page(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    Path(token): Path<String>,
) -> Result<Response, WebError> {
    let username = state.app.accounts().reset_link_player(&token).await?;
    let p = ResetPasswordPage {
        nav: nav(user.as_ref(), &csrf),
        username,
        token,
        error: None,
    };
    no_referrer(page(StatusCode::OK, &p)?)
}

#[derive(Deserialize)]
pub struct ResetForm {
    token: String,
    new: String,
}

/// Sets the new password with the link's token.
pub async fn reset(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<ResetForm>,
) -> Result<Response, WebError> {
    let keep = session::session_token(&headers, state.secure_cookies).unwrap_or_default();
    match state
        .app
        .accounts()
        .reset_password(&form.token, &form.new, &keep)
        .await
    {
        Ok(()) => {
            let nav = nav(user.as_ref(), &csrf);
            let tr = nav.tr;
            let p = LinkDonePage {
                nav,
                title: tr.t("link-password-title"),
                message: tr.t("link-password-done"),
                next: "/login",
                next_text: tr.t("link-password-next"),
            };
            page(StatusCode::OK, &p)
        }
        // Refused as written: the password, if the link still works (it is unused).
        Err(e @ AppError::Invalid(_)) => {
            let username = state.app.accounts().reset_link_player(&form.token).await?;
            let p = ResetPasswordPage {
                nav: nav(user.as_ref(), &csrf),
                username,
                token: form.token,
                error: Some(e.words(words(user.as_ref(), &csrf))),
            };
            no_referrer(page(app_status(&e), &p)?)
        }
        Err(e) => Err(e.into()),
    }
}

/// The page's address holds the link's secret: it must not leave in a Referer header
/// or linger in a cache.
fn no_referrer(mut response: Response) -> Result<Response, WebError> {
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    Ok(response)
}
