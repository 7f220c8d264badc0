//! The buttons of a game in progress beside moving, as data: resigning, aborting,
//! claims, draw offers, takebacks and (free play) reports of a win. Each kind names its
//! address under the game's and the one use-case it calls, so the game page's routes and
//! their handler are made from this list, not written out once per button.

use super::Play;
use crate::app::rules::offers::Answer;
use crate::app::{AppError, User};

/// One button of a game in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    Resign,
    Abort,
    ClaimDraw,
    ClaimWin,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    RequestTakeback,
    AcceptTakeback,
    DeclineTakeback,
    ReportWin,
    ConfirmWin,
    DisputeWin,
}

impl Agreement {
    pub const ALL: [Agreement; 13] = [
        Agreement::Resign,
        Agreement::Abort,
        Agreement::ClaimDraw,
        Agreement::ClaimWin,
        Agreement::OfferDraw,
        Agreement::AcceptDraw,
        Agreement::DeclineDraw,
        Agreement::RequestTakeback,
        Agreement::AcceptTakeback,
        Agreement::DeclineTakeback,
        Agreement::ReportWin,
        Agreement::ConfirmWin,
        Agreement::DisputeWin,
    ];

    /// Its name in the API (`/api/v1/games/{id}/actions/` and this).
    pub fn name(self) -> &'static str {
        match self {
            Agreement::Resign => "resign",
            Agreement::Abort => "abort",
            Agreement::ClaimDraw => "claim-draw",
            Agreement::ClaimWin => "claim-win",
            Agreement::OfferDraw => "offer-draw",
            Agreement::AcceptDraw => "accept-draw",
            Agreement::DeclineDraw => "decline-draw",
            Agreement::RequestTakeback => "request-takeback",
            Agreement::AcceptTakeback => "accept-takeback",
            Agreement::DeclineTakeback => "decline-takeback",
            Agreement::ReportWin => "report-win",
            Agreement::ConfirmWin => "confirm-win",
            Agreement::DisputeWin => "dispute-win",
        }
    }

    /// The kind an API name names.
    pub fn named(name: &str) -> Option<Agreement> {
        Agreement::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// What it does, in a sentence.
    pub fn describe(self) -> &'static str {
        match self {
            Agreement::Resign => "Resigns the game.",
            Agreement::Abort => {
                "Aborts the game, without result: only before both players have moved."
            }
            Agreement::ClaimDraw => {
                "Claims a draw by rule (threefold repetition and the fifty-move rule end the game by themselves, so this is refused with why)."
            }
            Agreement::ClaimWin => {
                "Claims the win in an untimed game whose opponent has not moved for the stalled time."
            }
            Agreement::OfferDraw => "Offers a draw; it stands until the opponent answers or moves.",
            Agreement::AcceptDraw => "Accepts the opponent's draw offer: the game is drawn.",
            Agreement::DeclineDraw => "Declines the opponent's draw offer.",
            Agreement::RequestTakeback => {
                "Asks to take back one's last turn, before the opponent answers it."
            }
            Agreement::AcceptTakeback => {
                "Accepts the opponent's takeback request: their last turn is undone."
            }
            Agreement::DeclineTakeback => "Declines the opponent's takeback request.",
            Agreement::ReportWin => {
                "Free play: reports having won; the opponent confirms or disputes."
            }
            Agreement::ConfirmWin => "Free play: confirms the opponent's reported win.",
            Agreement::DisputeWin => "Free play: disputes the opponent's reported win.",
        }
    }

    /// Its address under the game's (`/games/{id}/` and this).
    pub fn path(self) -> &'static str {
        match self {
            Agreement::Resign => "resign",
            Agreement::Abort => "abort",
            Agreement::ClaimDraw => "claim-draw",
            Agreement::ClaimWin => "claim-win",
            Agreement::OfferDraw => "draw/offer",
            Agreement::AcceptDraw => "draw/accept",
            Agreement::DeclineDraw => "draw/decline",
            Agreement::RequestTakeback => "takeback/request",
            Agreement::AcceptTakeback => "takeback/accept",
            Agreement::DeclineTakeback => "takeback/decline",
            Agreement::ReportWin => "win/report",
            Agreement::ConfirmWin => "win/confirm",
            Agreement::DisputeWin => "win/dispute",
        }
    }
}

impl Play<'_> {
    /// Does `kind` for `user` in game `game_id`, if the game's record allows them.
    pub async fn act(&self, user: &User, game_id: i64, kind: Agreement) -> Result<(), AppError> {
        use Answer::{Accept, Decline};
        match kind {
            Agreement::Resign => self.resign(user, game_id).await,
            Agreement::Abort => self.abort(user, game_id).await,
            Agreement::ClaimDraw => self.claim_draw(user, game_id).await,
            Agreement::ClaimWin => self.claim_stalled_win(user, game_id).await,
            Agreement::OfferDraw => self.offer_draw(user, game_id).await,
            Agreement::AcceptDraw => self.answer_draw(user, game_id, Accept).await,
            Agreement::DeclineDraw => self.answer_draw(user, game_id, Decline).await,
            Agreement::RequestTakeback => self.request_takeback(user, game_id).await,
            Agreement::AcceptTakeback => self.answer_takeback(user, game_id, Accept).await,
            Agreement::DeclineTakeback => self.answer_takeback(user, game_id, Decline).await,
            Agreement::ReportWin => self.report_win(user, game_id).await,
            Agreement::ConfirmWin => self.answer_win_report(user, game_id, Accept).await,
            Agreement::DisputeWin => self.answer_win_report(user, game_id, Decline).await,
        }
    }
}
