//! Ending a game off the board: resignation, abort, a draw claim and the stalled-game win
//! claim. Each is recorded in the game's history and both players are told the result.

use super::history::EventKind;
use super::record::GameRecord;
use super::shared::{ABORTED, RESIGNATION, claim_reason};
use super::{App, AppError, User};
use pigeonpost_engine::Outcome;

impl App {
    /// Ends the game: `user` loses.
    pub async fn resign(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_game(user, game_id, GameRecord::may_resign).await?;
        let outcome = Outcome {
            winner: Some(g.color.opposite()),
            reason: RESIGNATION.into(),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::Resigned, "")
            .await
    }

    /// Ends the game without result; only before both players have moved.
    pub async fn abort(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_game(user, game_id, GameRecord::may_abort).await?;
        let outcome = Outcome {
            winner: None,
            reason: ABORTED.into(),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::Aborted, "")
            .await
    }

    /// A claim of a draw by threefold repetition or the fifty-move rule. Those draws are
    /// applied automatically when the move that makes them is played, so an active game
    /// is never one: the claim is answered with why.
    pub async fn claim_draw(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let _g = self
            .my_game(user, game_id, |g, u| g.in_progress_for(u, "claim a draw"))
            .await?;
        Err(AppError::Conflict(
            "the position is not a draw by rule: threefold repetition and the fifty-move rule end the game by themselves as soon as they occur".into(),
        ))
    }

    /// In an untimed game, wins for `user` when the opponent has not moved for the
    /// configured number of days.
    pub async fn claim_stalled_win(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let now = self.clock.now();
        let days = self.rules.stalled_days;
        let g = self
            .my_game(user, game_id, |g, u| g.may_claim_win(u, now, days))
            .await?;
        let opponent = g.opponent_name().to_string();
        let detail = format!("{opponent} did not move for {days} days");
        let outcome = Outcome {
            winner: Some(g.color),
            reason: claim_reason(&detail),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::StalledWinClaimed, &detail)
            .await
    }
}
