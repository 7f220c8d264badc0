//! Wrappers around axum's extractors whose rejections become our error pages with the
//! right status, instead of axum's plain-text bodies.

use super::error::WebError;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

/// A url-encoded form body.
pub struct WebForm<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for WebForm<T> {
    type Rejection = WebError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Form::<T>::from_request(req, state).await {
            Ok(axum::Form(v)) => Ok(WebForm(v)),
            Err(e) if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE => {
                Err(WebError::PayloadTooLarge)
            }
            Err(e) => Err(WebError::BadRequest(format!(
                "the form is malformed: {}",
                e.body_text()
            ))),
        }
    }
}

/// Path parameters; a path that does not parse names no page, hence 404.
pub struct WebPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for WebPath<T> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(WebPath(v)),
            Err(_) => Err(WebError::NotFound(
                "There is no page at this address.".into(),
            )),
        }
    }
}

/// Query-string parameters.
pub struct WebQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for WebQuery<T> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(WebQuery(v)),
            Err(e) => Err(WebError::BadRequest(format!(
                "bad query string: {}",
                e.body_text()
            ))),
        }
    }
}
