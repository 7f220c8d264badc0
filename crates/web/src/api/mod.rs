//! The JSON API for players' own tools, under `/api/v1`: a phone app, a bot, a
//! dashboard. A tool calls it with a personal API token (`extract`), made on the account
//! page; every answer is JSON, every refusal a problem document (`problem`); requests
//! are limited per token (`rate`).
//!
//! Each route is registered from the `#[utoipa::path]` attribute that documents it
//! (`utoipa_axum::routes!`), and the OpenAPI 3.1 document served at
//! `/api/v1/openapi.json` is collected from the same attributes and the types the
//! handlers return, so the document cannot list an operation the router lacks or miss
//! one it has. Handlers are thin: each calls the use-case its page or form calls.

pub mod actions;
pub mod docs;
pub mod extract;
pub mod games;
pub mod invitations;
pub mod lobby;
pub mod me;
pub mod model;
pub mod problem;
pub mod rate;
pub mod tournaments;
pub mod view;

use super::AppState;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{any, get};
use docs::BearerToken;
use std::sync::Arc;
use std::time::Duration;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The largest body read (a move, an invitation).
pub const MAX_BODY_BYTES: usize = 16 * 1024;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Pigeonpost API",
        version = "1",
        description = "Follow and play your correspondence games from your own tools. Authenticate with a personal API token made on your account page (`Authorization: Bearer pp_...`); a `read` token reads, a `play` token also plays. Times are Unix seconds. Every error is an RFC 9457 problem document (`application/problem+json`) whose `kind` says what went wrong; requests are limited per token (429 with `Retry-After`)."
    ),
    modifiers(&BearerToken),
    components(schemas(problem::Problem)),
    tags(
        (name = "account", description = "The token's player"),
        (name = "games", description = "Reading games"),
        (name = "play", description = "Playing: turns, offers, resigning"),
        (name = "invitations", description = "Starting games"),
        (name = "variants", description = "What can be played"),
        (name = "events", description = "Correspondence events: entering, standings and games")
    )
)]
struct ApiDoc;

/// The routes and their document.
fn documented() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(me::me))
        .routes(routes!(me::variants))
        .routes(routes!(games::list))
        .routes(routes!(games::show))
        .routes(routes!(games::events))
        .routes(routes!(games::play))
        .routes(routes!(actions::act))
        .routes(routes!(invitations::create))
        .routes(routes!(invitations::accept))
        .routes(routes!(invitations::decline))
        .routes(routes!(invitations::withdraw))
        .routes(routes!(lobby::list))
        .routes(routes!(tournaments::list))
        .routes(routes!(tournaments::show))
        .routes(routes!(tournaments::join))
        .routes(routes!(tournaments::withdraw))
}

/// The OpenAPI document, as served.
pub fn openapi() -> utoipa::openapi::OpenApi {
    documented().into_openapi()
}

/// The API's router, with its own limits and error dressing, to be merged beside the
/// pages (whose anti-forgery check and HTML error pages it does not pass through).
pub fn router(timeout: Duration) -> Router<AppState> {
    let (routes, doc) = documented().split_for_parts();
    // Written once: the document does not change while the server runs.
    let doc: Arc<str> = doc
        .to_json()
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, "writing the OpenAPI document");
            "{}".into()
        })
        .into();
    let serve_doc = move || {
        let doc = doc.clone();
        async move {
            (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                doc.to_string(),
            )
                .into_response()
        }
    };
    routes
        .route("/api/v1/openapi.json", get(serve_doc))
        // Every other address under /api/v1 answers a problem document, not a page.
        .route("/api/v1", any(problem::not_found))
        .route("/api/v1/", any(problem::not_found))
        .route("/api/v1/{*rest}", any(problem::not_found))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
        ))
        .layer(axum::middleware::from_fn(problem::finish))
}
