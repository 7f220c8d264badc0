//! Protection against cross-site request forgery for every form, by double submission:
//! each browser gets a random token in an HttpOnly, SameSite=Lax cookie, every form
//! carries the same token in a hidden `csrf` field, and every POST must present both,
//! equal. A forged cross-site form cannot read the cookie, so it cannot fill the field.
//! Done once as middleware so that no handler can forget it.

use super::error::WebError;
use super::session::cookie;
use axum::body::{Body, Bytes};
use axum::extract::{FromRequestParts, Request};
use axum::http::{Method, header, request::Parts};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

pub const CSRF_COOKIE: &str = "pp_csrf";
pub const CSRF_FIELD: &str = "csrf";
/// The largest form body read; matches the request-size limit.
pub const MAX_FORM_BYTES: usize = 16 * 1024;

/// This browser's token, for embedding in forms.
#[derive(Clone, Debug)]
pub struct CsrfToken(pub String);

impl<S: Send + Sync> FromRequestParts<S> for CsrfToken {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<CsrfToken>()
            .cloned()
            .ok_or_else(|| WebError::Csrf("missing anti-forgery token".into()))
    }
}

fn valid(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Compares without an early exit, so timing does not reveal how much matched.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

pub async fn protect(req: Request, next: Next) -> Response {
    let existing = cookie(req.headers(), CSRF_COOKIE)
        .filter(|t| valid(t))
        .map(str::to_string);
    let is_new = existing.is_none();
    let token = existing.unwrap_or_else(crate::app::random_token);
    let (mut parts, body) = req.into_parts();
    parts.extensions.insert(CsrfToken(token.clone()));
    let req = if parts.method == Method::GET || parts.method == Method::HEAD {
        Request::from_parts(parts, body)
    } else {
        match check(&token, is_new, body).await {
            Ok(bytes) => Request::from_parts(parts, Body::from(bytes)),
            Err(e) => return e.into_response(),
        }
    };
    let mut response = next.run(req).await;
    if is_new {
        // Lax, not Strict: with Strict, arriving from an email link would not send the
        // cookie, a new token would replace it, and forms open in other tabs would fail.
        let value = format!("{CSRF_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax");
        if let Ok(value) = value.parse() {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// Reads the form body and checks its `csrf` field against the cookie.
async fn check(token: &str, is_new: bool, body: Body) -> Result<Bytes, WebError> {
    let bytes = axum::body::to_bytes(body, MAX_FORM_BYTES)
        .await
        .map_err(|_| WebError::PayloadTooLarge)?;
    if is_new {
        return Err(WebError::Csrf(
            "This form was not loaded from this site (no security cookie). Reload the page and try again."
                .into(),
        ));
    }
    let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(&bytes)
        .map_err(|_| WebError::BadRequest("the form could not be read".into()))?;
    let sent = fields
        .iter()
        .find(|(k, _)| k == CSRF_FIELD)
        .map(|(_, v)| v.as_str());
    match sent {
        Some(sent) if same(sent, token) => Ok(bytes),
        _ => Err(WebError::Csrf(
            "This form's security token does not match. Reload the page and try again.".into(),
        )),
    }
}
