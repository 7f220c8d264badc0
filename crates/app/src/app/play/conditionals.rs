//! Conditional moves: "if they play X, I reply Y (then if Z, W...)". A player arranges
//! lines while the opponent is to move; each turn is checked when entered (played out
//! from the current position) and again when played. When the opponent's turn is the
//! first of a line, the move path plays the reply in the same transaction
//! (`moves::submit_move`); the lines that no longer match are dropped.

use super::Play;
use crate::app::rules::positions::checked_line;
use crate::app::rules::record::GameRecord;
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

/// Lines a player may keep in one game.
const MAX_LINES: usize = 20;
/// Turns in one line (theirs and mine).
const MAX_TURNS: usize = 20;

impl GameRecord {
    /// Lines are arranged by a player of a game in progress while the opponent is to
    /// move: each answers the opponent's next turn.
    pub fn may_arrange_conditionals(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-conditionals-only-in-progress")?;
        if self.to_move == color {
            return Err(AppError::Conflict(Said::new(
                "refused-move-conditional-moves-answer-opponent",
            )));
        }
        Ok(color)
    }
}

/// The turns of `text`, one per line, blank lines left out.
fn turns_of(text: &str) -> Result<Vec<String>, AppError> {
    let turns: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    if turns.len() < 2 || !turns.len().is_multiple_of(2) {
        return Err(AppError::Invalid(Said::new(
            "refused-write-opponent-s-turn-reply",
        )));
    }
    if turns.len() > MAX_TURNS {
        return Err(AppError::Invalid(Said::with(
            "refused-line-too-long",
            [("most", MAX_TURNS.into())],
        )));
    }
    Ok(turns)
}

impl Play<'_> {
    /// Arranges a line of turns for `user` in game `game_id`, checked from the current
    /// position; kept only if the game has not moved on meanwhile.
    pub async fn add_conditional(
        &self,
        user: &User,
        game_id: i64,
        text: &str,
    ) -> Result<(), AppError> {
        let turns = turns_of(text)?;
        let (game, current) = {
            let mut conn = self.conn().await?;
            let game = self.read_game(&mut conn, game_id).await?;
            game.may_arrange_conditionals(user)?;
            let current = self.current_position(&mut conn, &game).await?;
            (game, current)
        };
        let canonical = tokio::task::spawn_blocking(move || checked_line(current, &turns))
            .await
            .map_err(|e| AppError::Internal(format!("checking a line: {e}")))??;
        let mut tx = self.begin().await?;
        let now_game = self.read_game(&mut tx, game_id).await?;
        if now_game.row.ply != game.row.ply {
            return Err(AppError::Stale {
                seen: game.row.ply,
                actual: now_game.row.ply,
            });
        }
        let kept = storage::conditionals::of_player(&mut tx, game_id, user.id).await?;
        if kept.iter().filter(|r| r.ply == game.row.ply).count() >= MAX_LINES {
            return Err(AppError::Conflict(Said::with(
                "refused-too-many-lines",
                [("most", MAX_LINES.into())],
            )));
        }
        let now = self.clock.now();
        storage::conditionals::insert(&mut tx, game_id, user.id, game.row.ply, &canonical, now)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Cancels one of `user`'s lines.
    pub async fn cancel_conditional(
        &self,
        user: &User,
        game_id: i64,
        line_id: i64,
    ) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        if !storage::conditionals::delete(&mut tx, line_id, game_id, user.id).await? {
            return Err(AppError::NotFound(crate::app::missing::conditional_line(
                line_id,
            )));
        }
        tx.commit().await?;
        Ok(())
    }
}
