//! The JSON API's one error type and its rendering: every refusal under `/api/v1` is an
//! RFC 9457 problem document (`application/problem+json`) with `type`, `title`,
//! `status`, `detail` and our extension `kind`, the word a tool branches on. App errors
//! take their status and kind from `web::error` (`app_status`, `app_kind`), where every
//! app error meets HTTP; this file only dresses them. A 5xx says nothing specific: the
//! details go to the log.
//!
//! `finish` dresses the bare error responses of the layers around the handlers (an
//! unknown method, a body too large, a timeout) the same way, so that nothing under
//! `/api/v1` answers an error in anything but a problem document.

use crate::app::AppError;
use crate::error::{app_kind, app_status, retry_after};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use pigeonpost_i18n::{Said, Tr};
use serde::Serialize;
use utoipa::ToSchema;

pub const PROBLEM_JSON: &str = "application/problem+json";

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error(transparent)]
    App(#[from] AppError),
    /// No token, a malformed one, or one that is not (or no longer) valid: the message
    /// that says which.
    #[error("{}", Said::new(.0))]
    Unauthorized(&'static str),
    /// A `read` token asked to act.
    #[error(
        "this token may only read: moves, offers and invitations need a token with the \"play\" scope"
    )]
    Scope,
    /// A body that is not JSON, or a query string that does not read.
    #[error("{0}")]
    BadRequest(Said),
    /// JSON of the wrong shape (a field missing or of the wrong type).
    #[error("{0}")]
    Unprocessable(Said),
    #[error("send the body as JSON, with the header Content-Type: application/json")]
    UnsupportedMediaType,
    #[error("the request is too large")]
    PayloadTooLarge,
    #[error("{0}")]
    NotFound(Said),
    /// Over the token's allowance; `retry_after` seconds until the next request is.
    #[error("too many requests with this token: try again in {retry_after} s")]
    RateLimited { retry_after: u64 },
}

/// An RFC 9457 problem document.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem (`urn:pigeonpost:problem:KIND`).
    #[serde(rename = "type")]
    pub problem_type: String,
    /// The status's reason phrase.
    pub title: String,
    /// The HTTP status, repeated.
    pub status: u16,
    /// What went wrong, in words for the player.
    pub detail: String,
    /// What went wrong, as a word for a tool: `syntax`, `illegal` or `ambiguous` for a
    /// refused move; `stale` for a move made on an old position; `unauthorized`,
    /// `scope`, `forbidden`, `not_found`, `conflict`, `invalid`, `bad_request`,
    /// `unsupported_media_type`, `too_large`, `rate_limited`, `method_not_allowed`,
    /// `timeout`, `busy`, `unavailable`, `internal` and a few more otherwise.
    pub kind: String,
    /// For `stale`: the game's ply now, to submit again on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ply: Option<i64>,
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::App(e) => app_status(e),
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Scope => StatusCode::FORBIDDEN,
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            ApiError::App(e) => app_kind(e),
            ApiError::Unauthorized(_) => "unauthorized",
            ApiError::Scope => "scope",
            ApiError::BadRequest(_) => "bad_request",
            ApiError::Unprocessable(_) => "invalid",
            ApiError::UnsupportedMediaType => "unsupported_media_type",
            ApiError::PayloadTooLarge => "too_large",
            ApiError::NotFound(_) => "not_found",
            ApiError::RateLimited { .. } => "rate_limited",
        }
    }

    fn retry_after(&self) -> Option<u64> {
        match self {
            ApiError::App(e) => retry_after(e).map(|s| s.max(1) as u64),
            ApiError::RateLimited { retry_after } => Some((*retry_after).max(1)),
            _ => None,
        }
    }
}

/// What a problem document says, kept on its response so that `finish` can write it
/// again in the words the request asked for (`Accept-Language`).
#[derive(Debug, Clone)]
struct ProblemNote {
    kind: &'static str,
    detail: Said,
    ply: Option<i64>,
}

/// The problem document for `status`, `kind` and `detail`, as a response, in `tr`'s
/// words: the title is the status's name, the detail the refusal's own.
pub fn problem(
    status: StatusCode,
    kind: &'static str,
    detail: &Said,
    ply: Option<i64>,
    tr: Tr,
) -> Response {
    let body = Problem {
        problem_type: format!("urn:pigeonpost:problem:{kind}"),
        title: tr.t1("error-status", "code", status.as_u16()),
        status: status.as_u16(),
        detail: detail.words(tr),
        kind: kind.to_string(),
        ply,
    };
    // A struct of strings and numbers always serialises.
    let json = serde_json::to_vec(&body).unwrap_or_default();
    let mut response = (status, json).into_response();
    response.extensions_mut().insert(ProblemNote {
        kind,
        detail: detail.clone(),
        ply,
    });
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
    if let Ok(tag) = HeaderValue::from_str(tr.tag()) {
        headers.insert(header::CONTENT_LANGUAGE, tag);
    }
    if status == StatusCode::UNAUTHORIZED {
        headers.insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"pigeonpost\""),
        );
    }
    response
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let detail = match &self {
            ApiError::App(e @ AppError::DatabaseUnavailable(why)) => {
                tracing::error!(error = %why, "the database cannot be reached");
                e.said()
            }
            ApiError::App(e @ AppError::Busy) => e.said(),
            _ if status.is_server_error() => {
                tracing::error!(error = %self, "API request failed");
                Said::new("error-our-side")
            }
            ApiError::App(e) => e.said(),
            ApiError::UnsupportedMediaType => Said::new("api-json-only"),
            ApiError::PayloadTooLarge => Said::new("error-too-large"),
            ApiError::NotFound(said)
            | ApiError::BadRequest(said)
            | ApiError::Unprocessable(said) => said.clone(),
            ApiError::Unauthorized(id) => Said::new(id),
            ApiError::Scope => Said::new("api-token-read-only"),
            ApiError::RateLimited { retry_after } => {
                Said::with("api-rate-limited", [("seconds", (*retry_after).into())])
            }
        };
        let ply = match &self {
            ApiError::App(AppError::Stale { actual, .. }) => Some(*actual),
            _ => None,
        };
        let mut response = problem(status, self.kind(), &detail, ply, Tr::source());
        if let Some(secs) = self.retry_after() {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

/// Middleware around the API's routes: an error response that is not yet a problem
/// document (axum's 405, the size limit's 413, the timeout's 408) becomes one, keeping
/// its `Allow` and `Retry-After`.
pub async fn finish(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let asked = req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let tr = Tr::choose(None, asked.as_deref());
    let mut response = next.run(req).await;
    if let Some(note) = response.extensions().get::<ProblemNote>().cloned() {
        response
            .headers_mut()
            .append(header::VARY, HeaderValue::from_static("accept-language"));
        if tr.tag() == Tr::source().tag() {
            return response;
        }
        let mut again = problem(response.status(), note.kind, &note.detail, note.ply, tr);
        for (name, value) in response.headers() {
            if name != header::CONTENT_TYPE
                && name != header::CONTENT_LANGUAGE
                && name != header::CONTENT_LENGTH
            {
                again.headers_mut().append(name.clone(), value.clone());
            }
        }
        return again;
    }
    let status = response.status();
    let is_problem = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes() == PROBLEM_JSON.as_bytes());
    if !(status.is_client_error() || status.is_server_error()) || is_problem {
        return response;
    }
    let (kind, detail) = match status {
        StatusCode::NOT_FOUND => ("not_found", "api-nothing-here"),
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "api-method"),
        StatusCode::PAYLOAD_TOO_LARGE => ("too_large", "error-too-large"),
        StatusCode::REQUEST_TIMEOUT => ("timeout", "error-too-slow"),
        s if s.is_server_error() => ("internal", "error-our-side"),
        _ => ("bad_request", "error-not-understood"),
    };
    let mut dressed = problem(status, kind, &Said::new(detail), None, tr);
    dressed
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    for name in [header::ALLOW, header::RETRY_AFTER] {
        if let Some(v) = response.headers().get(&name) {
            dressed.headers_mut().insert(name, v.clone());
        }
    }
    dressed
}

/// Every address under `/api/v1` that names no operation.
pub async fn not_found() -> ApiError {
    ApiError::NotFound(Said::new("api-no-operation"))
}
