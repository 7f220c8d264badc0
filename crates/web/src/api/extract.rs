//! The API's extractors: who is calling (an API token, never a session cookie), and the
//! path, query and JSON body, whose rejections become problem documents.
//!
//! A caller is known only by `Authorization: Bearer pp_...`. The session cookie is never
//! read here, so a browser's session cannot call the API, and the anti-forgery check does
//! not apply: a token is not sent by a browser on its own, as a cookie is. The pages read
//! only the cookie, so a token cannot open a page either.

use super::problem::ApiError;
use crate::AppState;
use crate::app::User;
use crate::app::accounts::api_tokens::{ApiCaller, TokenScope};
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::{HeaderMap, StatusCode, header, request::Parts};
use pigeonpost_i18n::Said;
use serde::de::DeserializeOwned;

/// A caller with a valid token of either scope, within its rate limit.
pub struct Caller(pub ApiCaller);

/// A caller whose token may act as the player (`play` scope).
pub struct Player(pub User);

/// The token from `Authorization: Bearer TOKEN` (the scheme in any case).
fn bearer(headers: &HeaderMap) -> Result<&str, ApiError> {
    let missing = ApiError::Unauthorized("api-token-missing");
    let value = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .ok_or(missing)?;
    let (scheme, token) = value
        .trim()
        .split_once(' ')
        .ok_or(ApiError::Unauthorized("api-token-header"))?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(ApiError::Unauthorized("api-token-header"));
    }
    Ok(token.trim())
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers)?;
        let caller = state
            .app
            .accounts()
            .api_caller(token)
            .await?
            .ok_or(ApiError::Unauthorized("api-token-invalid"))?;
        let now = state.app.now_ms();
        state
            .api_limits
            .take(caller.token_id, caller.user.id, now)
            .map_err(|retry_after| ApiError::RateLimited { retry_after })?;
        Ok(Caller(caller))
    }
}

impl FromRequestParts<AppState> for Player {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Caller(caller) = Caller::from_request_parts(parts, state).await?;
        match caller.scope {
            TokenScope::Play => Ok(Player(caller.user)),
            TokenScope::Read => Err(ApiError::Scope),
        }
    }
}

/// Path parameters; one that does not parse names nothing, hence 404.
pub struct ApiPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(ApiPath(v)),
            Err(_) => Err(ApiError::NotFound(Said::new("api-not-an-id"))),
        }
    }
}

/// Query-string parameters.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(ApiQuery(v)),
            Err(e) => Err(ApiError::BadRequest(Said::with(
                "error-bad-query",
                [("detail", e.body_text().into())],
            ))),
        }
    }
}

/// A JSON body.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(v)) => Ok(ApiJson(v)),
            Err(e) => Err(match e {
                JsonRejection::MissingJsonContentType(_) => ApiError::UnsupportedMediaType,
                JsonRejection::JsonDataError(e) => ApiError::Unprocessable(Said::with(
                    "api-json-shape",
                    [("detail", e.body_text().into())],
                )),
                JsonRejection::JsonSyntaxError(e) => ApiError::BadRequest(Said::with(
                    "api-json-syntax",
                    [("detail", e.body_text().into())],
                )),
                e if e.status() == StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
                e => ApiError::BadRequest(Said::with(
                    "api-body-unreadable",
                    [("detail", e.body_text().into())],
                )),
            }),
        }
    }
}
