//! The API's buttons of a game in progress: resigning, aborting, claims, draw offers,
//! takebacks and (free play) reports of a win. Each calls the one use-case the game
//! page's button calls, so who may do what is decided by the same record predicates.

use super::docs::{Acting, Authenticated, ById};
use super::extract::{ApiPath, Player};
use super::problem::ApiError;
use crate::AppState;
use crate::app::agreements::Agreement;
use axum::extract::State;
use axum::http::StatusCode;

/// One action: its handler, documented at its path, doing `$kind` (the page's button of
/// that kind calls the same use-case, `App::act`).
macro_rules! action {
    ($(#[doc = $doc:literal])* $name:ident, $path:literal, $summary:literal, $kind:ident) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            post,
            path = $path,
            tag = "play",
            summary = $summary,
            security(("token" = [])),
            params(("id" = i64, Path, description = "The game's id")),
            responses((status = 204, description = "Done"), Authenticated, ById, Acting)
        )]
        pub async fn $name(
            State(state): State<AppState>,
            Player(user): Player,
            ApiPath(id): ApiPath<i64>,
        ) -> Result<StatusCode, ApiError> {
            state.app.act(&user, id, Agreement::$kind).await?;
            Ok(StatusCode::NO_CONTENT)
        }
    };
}

action!(
    /// Resigns the game.
    resign, "/api/v1/games/{id}/resign", "Resign",
    Resign
);
action!(
    /// Aborts the game, without result: only before both players have moved.
    abort, "/api/v1/games/{id}/abort", "Abort",
    Abort
);
action!(
    /// Claims a draw by rule (threefold repetition and the fifty-move rule end the game
    /// by themselves, so this is refused with why).
    claim_draw, "/api/v1/games/{id}/claim-draw", "Claim a draw",
    ClaimDraw
);
action!(
    /// Claims the win in an untimed game whose opponent has not moved for the stalled
    /// time (`clocks.stalled_claim_from`).
    claim_win, "/api/v1/games/{id}/claim-win", "Claim the win",
    ClaimWin
);
action!(
    /// Offers a draw; it stands until the opponent answers or moves.
    offer_draw, "/api/v1/games/{id}/draw/offer", "Offer a draw",
    OfferDraw
);
action!(
    /// Accepts the opponent's draw offer: the game is drawn.
    accept_draw, "/api/v1/games/{id}/draw/accept", "Accept a draw offer",
    AcceptDraw
);
action!(
    /// Declines the opponent's draw offer.
    decline_draw, "/api/v1/games/{id}/draw/decline", "Decline a draw offer",
    DeclineDraw
);
action!(
    /// Asks to take back one's last turn, before the opponent answers it.
    request_takeback, "/api/v1/games/{id}/takeback/request", "Ask for a takeback",
    RequestTakeback
);
action!(
    /// Accepts the opponent's takeback request: their last turn is undone.
    accept_takeback, "/api/v1/games/{id}/takeback/accept", "Accept a takeback",
    AcceptTakeback
);
action!(
    /// Declines the opponent's takeback request.
    decline_takeback, "/api/v1/games/{id}/takeback/decline", "Decline a takeback",
    DeclineTakeback
);
action!(
    /// Free play: reports having won; the opponent confirms or disputes.
    report_win, "/api/v1/games/{id}/win/report", "Report a win (free play)",
    ReportWin
);
action!(
    /// Free play: confirms the opponent's reported win.
    confirm_win, "/api/v1/games/{id}/win/confirm", "Confirm a reported win (free play)",
    ConfirmWin
);
action!(
    /// Free play: disputes the opponent's reported win.
    dispute_win, "/api/v1/games/{id}/win/dispute", "Dispute a reported win (free play)",
    DisputeWin
);
