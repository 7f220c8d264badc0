//! Playing: submitting a turn.
//!
//! A submitted turn is decided by the engine from the stored current position and the
//! stored repetition keys (nothing is replayed), then stored together with the new
//! position, the clock and the opponent's email in one short transaction.

use super::clocks::TimeControl;
use super::positions::{self, Current, Decided};
use super::{App, AppError, User, color_name, found};
use crate::notify::messages::{self, GameLabel};
use crate::storage::{self, StorageError, games::Advance, games::GameRow};
use pigeonpost_engine::{Color, Outcome, registry};

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
    ///
    /// Read, decide, write: the game and its repetition keys are read and the connection
    /// returned; the engine decides on a blocking thread from the stored position; one
    /// short transaction stores the turn, guarded by the ply read, so that of two
    /// submissions racing on one position exactly one lands.
    pub async fn submit_move(
        &self,
        user: &User,
        game_id: i64,
        seen_ply: i64,
        text: &str,
    ) -> Result<(), AppError> {
        let text = checked_move_text(text)?;
        let (game, keys) = {
            let mut conn = self.conn().await?;
            let game = found(
                storage::games::by_id(&mut conn, game_id).await,
                format!("game {game_id}"),
            )?;
            may_move(&game, user, seen_ply)?;
            let keys = storage::games::repetition_keys(&mut conn, game_id).await?;
            (game, keys)
        };
        let now = self.clock.now();
        if game.deadline.is_some_and(|d| d <= now) {
            return self.refuse_overdue(game_id, now).await;
        }
        let current = Current {
            variant: registry::get(&game.variant)
                .ok_or_else(|| AppError::Internal(format!("unknown variant {}", game.variant)))?,
            fen: game.fen.clone(),
            ply: game.ply,
            keys: std::iter::once(game.start_key.clone())
                .chain(keys)
                .collect::<Option<Vec<String>>>()
                .ok_or_else(|| {
                    AppError::Internal(format!("game {game_id} has positions not yet filled"))
                })?,
        };
        let mover = seat(&game, user)?;
        let text = text.to_string();
        let decided = tokio::task::spawn_blocking(move || positions::decide(current, mover, &text))
            .await
            .map_err(|e| AppError::Internal(format!("deciding a move: {e}")))??;
        self.store_move(user, game_id, seen_ply, game.ply, decided, now)
            .await
    }

    /// The write half of a move: one transaction, guarded by the ply the move was decided on.
    async fn store_move(
        &self,
        user: &User,
        game_id: i64,
        seen_ply: i64,
        decided_ply: i64,
        decided: Decided,
        now: i64,
    ) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let game = found(
            storage::games::by_id(&mut tx, game_id).await,
            format!("game {game_id}"),
        )?;
        if game.status != "active" {
            return Err(AppError::Conflict("the game is over".into()));
        }
        if game.ply != decided_ply {
            return Err(AppError::Stale {
                seen: seen_ply,
                actual: game.ply,
            });
        }
        if game.deadline.is_some_and(|d| d <= now) {
            drop(tx);
            return self.refuse_overdue(game_id, now).await;
        }
        let Decided {
            record,
            mover,
            outcome,
        } = decided;
        let clock_before = game.clock();
        storage::games::insert_move(&mut tx, game_id, &record, user.id, &clock_before, now).await?;
        let finished = outcome
            .as_ref()
            .map(|o| (o.winner.map(color_name), o.reason.as_str()));
        let advance = Advance {
            id: game_id,
            expected_ply: game.ply,
            fen: &record.fen_after,
            last_squares: &record.squares,
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
        let ply = record.ply;
        if outcome.is_none() {
            let clock = TimeControl::from_row(&game).after_move(&clock_before, mover, now);
            let next = super::games::seat_id(&game, mover.opposite());
            let clock = self.pause_for_vacation(&mut tx, next, clock, now).await?;
            storage::games::set_clock(&mut tx, game_id, ply, &clock).await?;
            self.lapse_offers(&mut tx, &game, ply, mover.opposite())
                .await?;
        }
        let number = move_number(ply, mover);
        self.queue_move_mails(
            &mut tx,
            &game,
            user,
            &number,
            &record.canonical,
            outcome.as_ref(),
        )
        .await?;
        tx.commit().await.map_err(StorageError::from)?;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// The clock fell before the move arrived (the sweep has not run yet): the game ends
    /// on time now, and the move is refused.
    async fn refuse_overdue(&self, game_id: i64, now: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        self.time_out(&mut tx, game_id, now).await?;
        tx.commit().await.map_err(StorageError::from)?;
        self.mail_wake.notify_one();
        Err(AppError::Conflict(
            "the time to move ran out before this move arrived: the game is over".into(),
        ))
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

/// The move text as submitted, trimmed, or why it cannot be a move.
fn checked_move_text(text: &str) -> Result<&str, AppError> {
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
    Ok(text)
}

/// May `user` move in `game`, seen at `seen_ply`? (Whose turn it is, the engine says.)
fn may_move(game: &GameRow, user: &User, seen_ply: i64) -> Result<(), AppError> {
    seat(game, user)?;
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
    Ok(())
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
