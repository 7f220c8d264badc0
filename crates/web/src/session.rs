//! Who is asking: the session cookie and the extractors that turn it into a player.

use super::AppState;
use super::error::WebError;
use crate::app::{AppError, User};
use axum::extract::FromRequestParts;
use axum::http::{HeaderMap, HeaderValue, header, request::Parts};

pub const SESSION_COOKIE: &str = "pp_session";
/// The session cookie's name under https: with the `__Host-` prefix, browsers accept it
/// only from this host, over https, for the whole site, so that a sibling subdomain or a
/// plain-http page cannot plant one.
pub const SESSION_COOKIE_HOST: &str = "__Host-pp_session";

/// The session cookie's name, by whether the site is served over https.
pub fn session_cookie(secure: bool) -> &'static str {
    if secure {
        SESSION_COOKIE_HOST
    } else {
        SESSION_COOKIE
    }
}
/// A random token per browser; a browser that logged in to an account before is a known
/// device of it, which others' failed logins never lock out (see `app::accounts::logins`).
pub const DEVICE_COOKIE: &str = "pp_device";

/// Reads one cookie from the request headers.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// A Set-Cookie value: HttpOnly, SameSite=Lax (so links from emails arrive logged in),
/// Secure when the site is served over https.
pub fn set_cookie(name: &str, value: &str, max_age: i64, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text = format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// The session token, if the browser sent one that looks like ours (under https, only
/// in the `__Host-` cookie).
pub fn session_token(headers: &HeaderMap, secure: bool) -> Option<String> {
    token_cookie(headers, session_cookie(secure))
}

/// The device token, if the browser sent one that looks like ours.
pub fn device_token(headers: &HeaderMap) -> Option<String> {
    token_cookie(headers, DEVICE_COOKIE)
}

fn token_cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    cookie(headers, name)
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_string)
}

/// The logged-in player, if any.
pub struct MaybeUser(pub Option<User>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = WebError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match session_token(&parts.headers, state.secure_cookies) {
            Some(token) => Ok(MaybeUser(
                state.app.accounts().user_for_session(&token).await?,
            )),
            None => Ok(MaybeUser(None)),
        }
    }
}

/// The logged-in player; the request is refused with a login link otherwise.
pub struct RequireUser(pub User);

impl FromRequestParts<AppState> for RequireUser {
    type Rejection = WebError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        match MaybeUser::from_request_parts(parts, state).await?.0 {
            Some(user) => Ok(RequireUser(user)),
            None => Err(WebError::App(AppError::NotLoggedIn)),
        }
    }
}
