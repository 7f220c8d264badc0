//! Register, log in, log out. The account page's forms are in `account`.

use super::{nav, page};
use crate::AppState;
use crate::app::AppError;
use crate::app::accounts::LoggedIn;
use crate::app::accounts::sessions::SESSION_SECONDS;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status, with_retry_after};
use crate::extract::{WebClient, WebForm, WebQuery};
use crate::next_path::after_login;
use crate::session::{self, DEVICE_COOKIE, MaybeUser};
use crate::templates::{LoginPage, RegisterPage};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use serde::Deserialize;

/// The device cookie outlives any session (400 days is the longest browsers keep one).
/// The session cookie lasts as the session does, thirty days from the last visit (it is
/// sent again with every page, `web::csrf`).
const DEVICE_MAX_AGE: i64 = 400 * 24 * 3600;

#[derive(Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

pub async fn login_page(
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebQuery(q): WebQuery<NextQuery>,
) -> Result<Response, WebError> {
    let next = after_login(q.next.as_deref());
    page(
        StatusCode::OK,
        &LoginPage {
            nav: nav(user.as_ref(), &csrf),
            error: None,
            name: String::new(),
            next,
        },
    )
}

pub async fn register_page(
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebQuery(q): WebQuery<NextQuery>,
) -> Result<Response, WebError> {
    let next = after_login(q.next.as_deref());
    let p = RegisterPage {
        nav: nav(user.as_ref(), &csrf),
        error: None,
        username: String::new(),
        email: String::new(),
        next,
    };
    page(StatusCode::OK, &p)
}

#[derive(Deserialize)]
pub struct LoginForm {
    name: String,
    password: String,
    next: Option<String>,
}

pub async fn login(
    State(state): State<AppState>,
    csrf: CsrfToken,
    WebClient(client): WebClient,
    WebForm(form): WebForm<LoginForm>,
) -> Result<Response, WebError> {
    let next = after_login(form.next.as_deref());
    match state
        .app
        .accounts()
        .login(&form.name, &form.password, &client)
        .await
    {
        Ok(done) => Ok(logged_in(&state, &done, &next)),
        Err(
            e
            @ (AppError::BadCredentials | AppError::Invalid(_) | AppError::TooManyAttempts { .. }),
        ) => {
            let p = LoginPage {
                nav: nav(None, &csrf),
                error: Some(e.words(csrf.1)),
                name: form.name,
                next,
            };
            Ok(with_retry_after(page(app_status(&e), &p)?, &e))
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct RegisterForm {
    username: String,
    email: String,
    password: String,
    next: Option<String>,
}

pub async fn register(
    State(state): State<AppState>,
    csrf: CsrfToken,
    WebClient(client): WebClient,
    WebForm(form): WebForm<RegisterForm>,
) -> Result<Response, WebError> {
    let next = after_login(form.next.as_deref());
    match state
        .app
        .accounts()
        .register(
            &form.username,
            &form.email,
            &form.password,
            &client,
            browser_language(&csrf),
        )
        .await
    {
        Ok(done) => Ok(logged_in(&state, &done, &next)),
        Err(e @ (AppError::Invalid(_) | AppError::Taken(_))) => {
            let p = RegisterPage {
                nav: nav(None, &csrf),
                error: Some(e.words(csrf.1)),
                username: form.username,
                email: form.email,
                next,
            };
            page(app_status(&e), &p)
        }
        Err(e) => Err(e.into()),
    }
}

/// The language the registering browser asked for, where it is one the server speaks
/// other than the source: a browser asking for none, or for English, leaves the choice
/// open.
fn browser_language(csrf: &CsrfToken) -> Option<&'static str> {
    let asked = csrf.1;
    (asked.tag() != pigeonpost_i18n::Tr::source().tag()).then(|| asked.tag())
}

pub async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    if let Some(token) = session::session_token(&headers, state.secure_cookies) {
        state.app.accounts().logout(&token).await?;
    }
    Ok(logged_out(state, "/"))
}

/// The redirect after logging out (or deleting the account), clearing the session cookie.
pub(super) fn logged_out(state: AppState, to: &str) -> Response {
    let mut response = super::see_other(to);
    response.headers_mut().append(
        header::SET_COOKIE,
        session::set_cookie(
            session::session_cookie(state.secure_cookies),
            "",
            0,
            state.secure_cookies,
        ),
    );
    response
}

/// The redirect after logging in, with the session cookie and the device cookie (which
/// outlives the session, so this browser stays known after logging out).
fn logged_in(state: &AppState, done: &LoggedIn, next: &str) -> Response {
    let mut response = super::see_other(next);
    for (name, value, max_age) in [
        (
            session::session_cookie(state.secure_cookies),
            &done.session,
            SESSION_SECONDS,
        ),
        (DEVICE_COOKIE, &done.device, DEVICE_MAX_AGE),
    ] {
        response.headers_mut().append(
            header::SET_COOKIE,
            session::set_cookie(name, value, max_age, state.secure_cookies),
        );
    }
    response
}
