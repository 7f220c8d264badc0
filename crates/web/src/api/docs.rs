//! The OpenAPI document's shared parts: the bearer-token security scheme, and the
//! problem responses the operations list (each a group that `#[utoipa::path]` names in
//! its `responses(...)`), so that every error status an operation can answer is in the
//! document with its `application/problem+json` body and headers.

use super::problem::PROBLEM_JSON;
use std::collections::BTreeMap;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{
    ContentBuilder, KnownFormat, ObjectBuilder, Ref, RefOr, Response, ResponseBuilder,
    SchemaFormat, Type,
};
use utoipa::{IntoResponses, Modify};

/// The name the operations' `security(...)` refer to.
pub const TOKEN: &str = "token";

/// Adds the bearer scheme: `Authorization: Bearer pp_...`, a token made on the account
/// page.
pub struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            TOKEN,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("pp_ followed by 64 hex digits")
                    .description(Some(
                        "A personal API token, made (and revoked) on the account page.",
                    ))
                    .build(),
            ),
        );
    }
}

fn problem(description: &str) -> ResponseBuilder {
    ResponseBuilder::new().description(description).content(
        PROBLEM_JSON,
        ContentBuilder::new()
            .schema(Some(Ref::from_schema_name("Problem")))
            .build(),
    )
}

fn integer_header(description: &str) -> utoipa::openapi::header::Header {
    HeaderBuilder::new()
        .schema(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .description(Some(description))
        .build()
}

fn string_header(description: &str) -> utoipa::openapi::header::Header {
    HeaderBuilder::new()
        .schema(ObjectBuilder::new().schema_type(Type::String))
        .description(Some(description))
        .build()
}

/// One problem response by status.
fn response(status: u16) -> (String, RefOr<Response>) {
    let r = match status {
        400 => problem("The request does not read: JSON that does not parse, or a bad query string (kind `bad_request`)."),
        401 => problem("No API token, or one that is not valid (revoked, or never made) (kind `unauthorized`).")
            .header("WWW-Authenticate", string_header("Bearer realm=\"pigeonpost\"")),
        403 => problem("Not allowed: a `read` token asked to act (kind `scope`), or the player may not do this in this game or event (kind `forbidden`, for example `it is not your turn`, or an event by invitation only)."),
        404 => problem("No such game, invitation, variant or event (kind `not_found`)."),
        409 => problem("The game is not in a state that allows this (kind `conflict`: over, not started, no offer to answer; an event full, started, or entered already), or a move was chosen on an older position than the game's (kind `stale`, with the game's `ply`)."),
        413 => problem("The body is too large (kind `too_large`)."),
        415 => problem("The body is not sent as JSON (kind `unsupported_media_type`)."),
        422 => problem("The JSON has the wrong shape or a value out of range (kind `invalid`), or the move was refused: it does not read (`syntax`), names no legal turn (`illegal`) or names several (`ambiguous`); `detail` says why and what would be legal."),
        429 => problem("Too many requests with this token, or too many invitations (kind `rate_limited`).")
            .header("Retry-After", integer_header("Seconds until a request is allowed again.")),
        503 => problem("The server is busy or cannot reach its database just now; nothing changed (kind `busy` or `unavailable`).")
            .header("Retry-After", integer_header("Seconds after which to try again.")),
        _ => problem("An error."),
    };
    (status.to_string(), RefOr::T(r.build()))
}

fn responses(statuses: &[u16]) -> BTreeMap<String, RefOr<Response>> {
    statuses.iter().map(|&s| response(s)).collect()
}

/// A group of problem responses for `#[utoipa::path(responses(...))]`.
macro_rules! problems {
    ($($(#[$doc:meta])* $name:ident = [$($status:expr),*];)*) => {
        $(
            $(#[$doc])*
            pub struct $name;
            impl IntoResponses for $name {
                fn responses() -> BTreeMap<String, RefOr<Response>> {
                    responses(&[$($status),*])
                }
            }
        )*
    };
}

problems! {
    /// Every operation that takes a token.
    Authenticated = [401, 429, 503];
    /// An operation on a game or invitation named by its id.
    ById = [404];
    /// An operation with a query string.
    Query = [400];
    /// An operation that acts as the player.
    Acting = [403, 409];
    /// An operation that reads a JSON body.
    JsonBody = [400, 413, 415, 422];
    /// An operation whose values may be refused (out of range, or a refused move).
    Refusable = [422];
}
