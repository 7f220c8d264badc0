//! The API's buttons of a game in progress: resigning, aborting, claims, draw offers,
//! takebacks and (free play) reports of a win, as one operation whose `{action}` is one
//! of the kinds `app::play::agreements::Agreement` lists. It calls the one use-case the
//! game page's button calls, so who may do what is decided by the same record predicates.

use super::docs::{Acting, Authenticated, ById};
use super::extract::{ApiPath, Player};
use super::problem::ApiError;
use crate::AppState;
use crate::app::play::agreements::Agreement;
use axum::extract::State;
use axum::http::StatusCode;
use pigeonpost_i18n::Said;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
use utoipa::openapi::{RefOr, schema::Schema};

/// The `{action}` path parameter: the name of one of the kinds, each with what it does.
pub struct ActionName;

impl utoipa::PartialSchema for ActionName {
    fn schema() -> RefOr<Schema> {
        let mut one_of = OneOfBuilder::new().description(Some("What to do in the game."));
        for kind in Agreement::ALL {
            one_of = one_of.item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some([kind.name()]))
                    .description(Some(kind.describe())),
            );
        }
        RefOr::T(one_of.build().into())
    }
}

impl utoipa::ToSchema for ActionName {
    fn name() -> std::borrow::Cow<'static, str> {
        "ActionName".into()
    }
}

/// Does `{action}` in the game: the same as the game page's button of that kind.
/// What the caller may do now is the game's `actions`.
#[utoipa::path(
    post,
    path = "/api/v1/games/{id}/actions/{action}",
    tag = "play",
    summary = "Resign, abort, claim, or offer or answer a draw, a takeback or a reported win",
    security(("token" = [])),
    params(
        ("id" = i64, Path, description = "The game's id"),
        ("action" = inline(ActionName), Path, description = "What to do"),
    ),
    responses((status = 204, description = "Done"), Authenticated, ById, Acting)
)]
pub async fn act(
    State(state): State<AppState>,
    Player(user): Player,
    ApiPath((id, action)): ApiPath<(i64, String)>,
) -> Result<StatusCode, ApiError> {
    let kind = Agreement::named(&action).ok_or_else(|| {
        ApiError::NotFound(Said::with(
            "api-no-such-action",
            [
                ("action", action.chars().take(40).collect::<String>().into()),
                (
                    "actions",
                    Agreement::ALL.map(Agreement::name).join(", ").into(),
                ),
            ],
        ))
    })?;
    state.app.play().act(&user, id, kind).await?;
    Ok(StatusCode::NO_CONTENT)
}
