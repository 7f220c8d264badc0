//! The API's lobby: the seeks open now, as the lobby page lists them. A seek is posted as
//! an open invitation (`POST /api/v1/invitations` without an opponent, with `seek`) and
//! taken by accepting it (`POST /api/v1/invitations/{id}/accept`).

use super::docs::{Authenticated, Query};
use super::extract::{ApiQuery, Caller};
use super::model::LobbySeekView;
use super::problem::ApiError;
use crate::AppState;
use crate::app::play::lobby::LOBBY_LIST;
use crate::calendar::rfc3339;
use crate::handlers::lobby::{LobbyItem, LobbyQuery};
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LobbyParams {
    /// Only seeks of this variant key.
    variant: Option<String>,
    /// Only seeks of variants of this family (its key: `chess`, `shogi`, `xiangqi`, ...).
    family: Option<String>,
    /// Only this kind of time control: `none`, `move` or `bank`.
    time_control: Option<String>,
    /// Only rated (`rated`) or casual (`casual`) seeks.
    rated: Option<String>,
}

#[utoipa::path(
    get,
    path = "/api/v1/lobby",
    tag = "invitations",
    summary = "The lobby",
    description = "The seeks open now (open invitations with their terms), newest first, at most 1000: filter by variant, family, time control and rated. Accept one with `POST /api/v1/invitations/{id}/accept`.",
    security(("token" = [])),
    params(LobbyParams),
    responses((status = 200, description = "The seeks", body = Vec<LobbySeekView>), Authenticated, Query)
)]
pub async fn list(
    State(state): State<AppState>,
    Caller(_caller): Caller,
    ApiQuery(q): ApiQuery<LobbyParams>,
) -> Result<Json<Vec<LobbySeekView>>, ApiError> {
    let query = LobbyQuery {
        variant: q.variant.unwrap_or_default(),
        family: q.family.unwrap_or_default(),
        time_control: q.time_control.unwrap_or_default(),
        rated: q.rated.unwrap_or_default(),
    };
    let seeks = state.app.play().lobby(&query.filter(), LOBBY_LIST).await?;
    Ok(Json(
        seeks
            .iter()
            .map(|s| {
                let item = LobbyItem::of(s);
                LobbySeekView {
                    id: item.id,
                    variant: item.variant,
                    variant_name: item.variant_name,
                    family: item.family,
                    poster: item.poster,
                    poster_rating: item.poster_rating,
                    poster_provisional: item.poster_provisional,
                    color: item.color.map(|c| c.name().to_string()),
                    rated: item.rated,
                    time_control: item.time_control,
                    min_rating: item.min_rating,
                    max_rating: item.max_rating,
                    message: item.message,
                    expires_at: rfc3339(item.expires_at),
                }
            })
            .collect(),
    ))
}
