//! Playing: submitting a turn.
//!
//! A submitted turn is checked against the engine on the game replayed from its stored
//! move list (repetition and the fifty-move rule need the history), then stored together
//! with the new position and the opponent's email in one transaction.

use super::clocks::TimeControl;
use super::{App, AppError, User, color_name, found};
use crate::notify::messages::{self, GameLabel};
use crate::storage::{self, StorageError, games::Advance, games::GameRow, games::MoveRow};
use pigeonpost_engine::{Color, Game, Outcome, registry};

/// The longest move text accepted (with comment).
const MAX_MOVE_TEXT: usize = 500;

/// "1." before White's turn, "1..." before Black's, counted from the start position.
pub fn move_number(ply: i64, mover: Color) -> String {
    let n = (ply + 1) / 2;
    match mover {
        Color::White => format!("{}.", n.max(1)),
        Color::Black => format!("{}...", n.max(1)),
    }
}

/// "white (alice) wins by checkmate", "draw by stalemate".
pub fn result_text(winner: Option<Color>, reason: &str, white: &str, black: &str) -> String {
    if reason == super::endings::ABORTED {
        return "aborted, without result".to_string();
    }
    match winner {
        Some(Color::White) => format!("white ({white}) wins by {reason}"),
        Some(Color::Black) => format!("black ({black}) wins by {reason}"),
        None => format!("draw by {reason}"),
    }
}

impl App {
    /// Plays `text` for `user` in game `game_id`, which they saw at `seen_ply`.
    pub async fn submit_move(
        &self,
        user: &User,
        game_id: i64,
        seen_ply: i64,
        text: &str,
    ) -> Result<(), AppError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AppError::MoveRejected(
                "write a move first, for example \"P e2-e4\"".into(),
            ));
        }
        if text.len() > MAX_MOVE_TEXT {
            return Err(AppError::Invalid(format!(
                "a move is at most {MAX_MOVE_TEXT} characters"
            )));
        }
        let mut tx = self.begin().await?;
        let game = found(
            storage::games::by_id(&mut tx, game_id).await,
            format!("game {game_id}"),
        )?;
        let my_color = seat(&game, user)?;
        if game.status != "active" {
            return Err(AppError::Conflict(match game.status.as_str() {
                "finished" => "the game is over".to_string(),
                _ => "the game has not started".to_string(),
            }));
        }
        if seen_ply != game.ply {
            return Err(AppError::Stale {
                seen: seen_ply,
                actual: game.ply,
            });
        }
        let now = self.clock.now();
        if game.deadline.is_some_and(|d| d <= now) {
            // The sweep has not run yet, but the clock has already fallen.
            self.time_out(&mut tx, game_id, now).await?;
            tx.commit().await.map_err(StorageError::from)?;
            self.mail_wake.notify_one();
            return Err(AppError::Conflict(
                "the time to move ran out before this move arrived: the game is over".into(),
            ));
        }
        let variant = registry::get(&game.variant)
            .ok_or_else(|| AppError::Internal(format!("unknown variant {}", game.variant)))?;
        let history: Vec<String> = storage::games::moves(&mut tx, game_id)
            .await?
            .into_iter()
            .map(|m| m.canonical)
            .collect();
        let mut replayed = Game::replay(&variant, Some(&game.start_fen), &history)
            .map_err(|e| AppError::Internal(format!("game {game_id} does not replay: {e}")))?;
        let before = replayed.position().clone();
        if before.side_to_move() != my_color {
            return Err(AppError::Forbidden("it is not your turn".into()));
        }
        let resolved = replayed
            .play_text(text)
            .map_err(|e| AppError::MoveRejected(e.to_string()))?;
        let san = before.turn_san(&resolved.turn);
        let after = replayed.position();
        let outcome = replayed.outcome();
        let squares = super::games::format_squares(&before, &resolved.turn);
        let fen = after.fen();
        let ply = game.ply + 1;
        let record = MoveRow {
            ply,
            canonical: resolved.canonical.clone(),
            san,
            comment: resolved.comment.clone(),
        };
        let clock_before = game.clock();
        storage::games::insert_move(&mut tx, game_id, &record, user.id, &clock_before, now).await?;
        let finished = outcome
            .as_ref()
            .map(|o| (o.winner.map(color_name), o.reason.as_str()));
        let advance = Advance {
            id: game_id,
            expected_ply: game.ply,
            fen: &fen,
            last_squares: &squares,
            finished,
        };
        match storage::games::advance(&mut tx, &advance, now).await {
            Err(StorageError::Conflict(_)) => {
                return Err(AppError::Stale {
                    seen: seen_ply,
                    actual: seen_ply + 1,
                });
            }
            other => other?,
        }
        if outcome.is_none() {
            let clock = TimeControl::from_row(&game).after_move(&clock_before, my_color, now);
            let next = super::games::seat_id(&game, my_color.opposite());
            let clock = self.pause_for_vacation(&mut tx, next, clock, now).await?;
            storage::games::set_clock(&mut tx, game_id, ply, &clock).await?;
            self.lapse_offers(&mut tx, &game, ply, my_color.opposite())
                .await?;
        }
        let number = move_number(ply, my_color);
        self.queue_move_mails(
            &mut tx,
            &game,
            user,
            &number,
            &resolved.canonical,
            outcome.as_ref(),
        )
        .await?;
        tx.commit().await.map_err(StorageError::from)?;
        self.mail_wake.notify_one();
        Ok(())
    }

    async fn queue_move_mails(
        &self,
        conn: &mut sqlx::SqliteConnection,
        game: &GameRow,
        mover: &User,
        number: &str,
        turn: &str,
        outcome: Option<&Outcome>,
    ) -> Result<(), AppError> {
        if let Some(outcome) = outcome {
            return self
                .queue_game_over(conn, game, Some(&format!("{number} {turn}")), outcome)
                .await;
        }
        let opponent_id = if game.white_id == Some(mover.id) {
            game.black_id
        } else {
            game.white_id
        };
        let Some(opponent_id) = opponent_id else {
            return Ok(());
        };
        let opponent = storage::users::by_id(conn, opponent_id).await?;
        let name = variant_name(&game.variant);
        let label = label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let mail =
            messages::move_played(&opponent.email, &label, &mover.username, number, turn, &url);
        self.enqueue(conn, &mail).await
    }

    pub(crate) async fn queue_game_over(
        &self,
        conn: &mut sqlx::SqliteConnection,
        game: &GameRow,
        last: Option<&str>,
        outcome: &Outcome,
    ) -> Result<(), AppError> {
        let name = variant_name(&game.variant);
        let label = label(game, &name);
        let result = result_text(outcome.winner, &outcome.reason, label.white, label.black);
        let url = self.url(&format!("/games/{}", game.id));
        for id in [game.white_id, game.black_id].into_iter().flatten() {
            let player = storage::users::by_id(conn, id).await?;
            let mail = messages::game_over(&player.email, &label, &result, last, &url);
            self.enqueue(conn, &mail).await?;
        }
        Ok(())
    }
}

/// The colour `user` plays in `game`, or why they may not act in it.
pub(crate) fn seat(game: &GameRow, user: &User) -> Result<Color, AppError> {
    if game.white_id == Some(user.id) {
        Ok(Color::White)
    } else if game.black_id == Some(user.id) {
        Ok(Color::Black)
    } else {
        Err(AppError::Forbidden(
            "you are not playing in this game".into(),
        ))
    }
}

pub(crate) fn variant_name(key: &str) -> String {
    registry::get(key)
        .map(|v| v.name().to_string())
        .unwrap_or_else(|| key.to_string())
}

pub(crate) fn label<'a>(game: &'a GameRow, variant_name: &'a str) -> GameLabel<'a> {
    GameLabel {
        id: game.id,
        variant_name,
        white: game.white_name.as_deref().unwrap_or("?"),
        black: game.black_name.as_deref().unwrap_or("?"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(move_number(1, Color::White), "1.");
        assert_eq!(move_number(2, Color::Black), "1...");
        assert_eq!(move_number(3, Color::White), "2.");
    }

    #[test]
    fn results() {
        assert_eq!(
            result_text(None, "stalemate", "a", "b"),
            "draw by stalemate"
        );
        assert_eq!(
            result_text(Some(Color::Black), "checkmate", "a", "b"),
            "black (b) wins by checkmate"
        );
    }
}
