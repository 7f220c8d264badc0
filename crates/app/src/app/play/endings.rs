//! Ending a game off the board: resignation, abort, a draw claim and the stalled-game win
//! claim. Each is recorded in the game's history and both players are told the result.

use super::Play;
use crate::app::rules::history::EventKind;
use crate::app::rules::record::GameRecord;
use crate::app::{AppError, User};
use pigeonpost_engine::{Outcome, Reason};

impl Play<'_> {
    /// Ends the game: `user` loses.
    pub async fn resign(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_game(user, game_id, GameRecord::may_resign).await?;
        let outcome = Outcome {
            winner: Some(g.color.opposite()),
            reason: Reason::Resignation,
        };
        self.end_off_board(g, &outcome, user.id, EventKind::Resigned, "")
            .await
    }

    /// Ends the game without result; only before both players have moved.
    pub async fn abort(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_game(user, game_id, GameRecord::may_abort).await?;
        let outcome = Outcome {
            winner: None,
            reason: Reason::Aborted,
        };
        self.end_off_board(g, &outcome, user.id, EventKind::Aborted, "")
            .await
    }

    /// A claim of a draw by threefold repetition or the fifty-move rule, as the record's
    /// predicate decides it (today: always answered with why not).
    pub async fn claim_draw(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        self.my_game(user, game_id, GameRecord::may_claim_draw)
            .await?;
        Ok(())
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
            reason: Reason::Claim(detail.clone()),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::StalledWinClaimed, &detail)
            .await
    }
}
