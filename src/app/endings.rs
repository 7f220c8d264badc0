//! Ending a game off the board: resignation, abort, a draw claim and the stalled-game win
//! claim. Each is recorded in the game's history and both players are told the result.

use super::clocks::{DAY, TimeControl, span};
use super::history::EventKind;
use super::{App, AppError, User, color_name, found};
use crate::calendar::format_utc;
use crate::storage::{self, StorageError, games::GameRow};
use pigeonpost_engine::{Color, Outcome};

/// The reason stored on a game aborted before both players moved.
pub const ABORTED: &str = "aborted";

/// An open write transaction on a game in progress that the player sits in.
pub(crate) struct MyGame {
    pub tx: sqlx::Transaction<'static, sqlx::Sqlite>,
    pub game: GameRow,
    pub color: Color,
}

impl MyGame {
    pub fn opponent_name(&self) -> &str {
        let name = match self.color {
            Color::White => &self.game.black_name,
            Color::Black => &self.game.white_name,
        };
        name.as_deref().unwrap_or("your opponent")
    }
}

impl App {
    /// Ends the game: `user` loses.
    pub async fn resign(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_active_game(user, game_id, "resign").await?;
        let outcome = Outcome {
            winner: Some(g.color.opposite()),
            reason: "resignation".into(),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::Resigned, "")
            .await
    }

    /// Ends the game without result; only before both players have moved.
    pub async fn abort(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_active_game(user, game_id, "abort it").await?;
        if g.game.ply >= 2 {
            return Err(AppError::Conflict(
                "both players have moved: the game can no longer be aborted (you may resign)"
                    .into(),
            ));
        }
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
        let _g = self.my_active_game(user, game_id, "claim a draw").await?;
        Err(AppError::Conflict(
            "the position is not a draw by rule: threefold repetition and the fifty-move rule end the game by themselves as soon as they occur".into(),
        ))
    }

    /// The moment from which the player not to move in an untimed game may claim the win,
    /// because their opponent has not moved (vacation days excluded).
    pub(crate) fn stalled_claim_from(&self, game: &GameRow) -> Option<i64> {
        if game.status != "active" || TimeControl::from_row(game) != TimeControl::Untimed {
            return None;
        }
        let since = game.turn_started_at.unwrap_or(game.updated_at);
        Some(since + self.rules.stalled_days * DAY)
    }

    /// In an untimed game, wins for `user` when the opponent has not moved for the
    /// configured number of days.
    pub async fn claim_stalled_win(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let g = self.my_active_game(user, game_id, "claim the win").await?;
        let Some(due) = self.stalled_claim_from(&g.game) else {
            return Err(AppError::Conflict(
                "only an untimed game can be won by claim: in a timed game the clock decides"
                    .into(),
            ));
        };
        if super::games::side_to_move(&g.game) == Some(g.color) {
            return Err(AppError::Conflict(
                "it is your move: the claim is for a player whose opponent does not move".into(),
            ));
        }
        let now = self.clock.now();
        let days = self.rules.stalled_days;
        let opponent = g.opponent_name().to_string();
        if now < due {
            let since = due - days * DAY;
            return Err(AppError::Conflict(format!(
                "{opponent} has not moved for {}, not counting vacation; you may claim the win once they have not moved for {days} days, from {}",
                span(now - since.min(now)),
                format_utc(due)
            )));
        }
        let detail = format!("{opponent} did not move for {days} days");
        let outcome = Outcome {
            winner: Some(g.color),
            reason: format!("claim ({detail})"),
        };
        self.end_off_board(g, &outcome, user.id, EventKind::StalledWinClaimed, &detail)
            .await
    }

    /// Opens a transaction on a game in progress that `user` plays in; `what` completes
    /// "you can only ... in a game in progress".
    pub(crate) async fn my_active_game(
        &self,
        user: &User,
        game_id: i64,
        what: &str,
    ) -> Result<MyGame, AppError> {
        let mut tx = self.begin().await?;
        let game = found(
            storage::games::by_id(&mut tx, game_id).await,
            format!("game {game_id}"),
        )?;
        let color = super::moves::seat(&game, user)?;
        if game.status != "active" {
            return Err(AppError::Conflict(format!(
                "you can only {what} in a game in progress"
            )));
        }
        Ok(MyGame { tx, game, color })
    }

    /// Finishes a game that ends off the board, records who ended it and how, tells both
    /// players, and commits.
    pub(crate) async fn end_off_board(
        &self,
        g: MyGame,
        outcome: &Outcome,
        by: i64,
        kind: EventKind,
        detail: &str,
    ) -> Result<(), AppError> {
        let MyGame { mut tx, game, .. } = g;
        storage::games::finish(
            &mut tx,
            game.id,
            outcome.winner.map(color_name),
            &outcome.reason,
            self.clock.now(),
        )
        .await?;
        self.record(&mut tx, game.id, game.ply, Some(by), kind, detail)
            .await?;
        self.queue_game_over(&mut tx, &game, None, outcome).await?;
        tx.commit().await.map_err(StorageError::from)?;
        self.mail_wake.notify_one();
        Ok(())
    }
}
