//! Who the token belongs to, and the variants a game can be created with.

use super::docs::Authenticated;
use super::extract::Caller;
use super::model::{Me, Scope, VariantEntry, VariantList, VariantSource};
use super::problem::ApiError;
use crate::AppState;
use crate::app::accounts::api_tokens::TokenScope;
use crate::app::api::VariantSource as Source;
use axum::Json;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/api/v1/me",
    tag = "account",
    summary = "Who I am",
    description = "The player the token belongs to, and what the token may do.",
    security(("token" = [])),
    responses((status = 200, description = "The token's player", body = Me), Authenticated)
)]
pub async fn me(Caller(caller): Caller) -> Json<Me> {
    Json(Me {
        id: caller.user.id,
        username: caller.user.username,
        scope: match caller.scope {
            TokenScope::Read => Scope::Read,
            TokenScope::Play => Scope::Play,
        },
    })
}

#[utoipa::path(
    get,
    path = "/api/v1/variants",
    tag = "variants",
    summary = "Variants",
    description = "The variants the caller may create a game of, with the hash of the definition a new game would be played under: built-ins, published variants (most played first), and the caller's own drafts.",
    security(("token" = [])),
    responses((status = 200, description = "The variants", body = VariantList), Authenticated)
)]
pub async fn variants(
    State(state): State<AppState>,
    Caller(caller): Caller,
) -> Result<Json<VariantList>, ApiError> {
    let listed = state.app.api().playable_variants(&caller.user).await?;
    Ok(Json(VariantList {
        variants: listed
            .into_iter()
            .map(|v| VariantEntry {
                key: v.key,
                name: v.name,
                definition_hash: v.definition_hash,
                family: v.family,
                source: match v.source {
                    Source::Builtin => VariantSource::Builtin,
                    Source::Published => VariantSource::Published,
                    Source::Draft => VariantSource::Draft,
                },
            })
            .collect(),
    }))
}
