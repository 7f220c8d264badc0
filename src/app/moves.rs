//! Playing: submitting a turn.
//!
//! A submitted turn is decided by the engine from the stored current position and the
//! stored repetition keys (nothing is replayed), then stored together with the new
//! position, the clock and the opponent's email in one short transaction.

use super::positions::{self, Current, Decided};
use super::shared::{label, move_number, variant_name};
use super::{App, AppError, User, found};
use crate::notify::{Mail, messages};
use crate::storage::game_row::{GameRow, GameStatus};
use crate::storage::{self, StorageError, games::Advance};

/// The longest move text accepted (with comment).
const MAX_MOVE_TEXT: usize = 500;

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
        let (game, mover, keys, opponent) = {
            let mut conn = self.conn().await?;
            let game = self.read_game(&mut conn, game_id).await?;
            let mover = game.may_submit(user, seen_ply)?;
            let keys = storage::moves::repetition_keys(&mut conn, game_id).await?;
            // Read here rather than in the write: seats do not change in a game under way.
            let opponent = match game.row.seat_id(mover.opposite()) {
                Some(id) => Some(storage::users::by_id(&mut conn, id).await?.email),
                None => None,
            };
            (game, mover, keys, opponent)
        };
        let now = self.clock.now();
        if game.row.clock.deadline.is_some_and(|d| d <= now) {
            return self.refuse_overdue(game_id, now).await;
        }
        game.own_turn(mover)?;
        let current = Current {
            variant: game.variant.clone(),
            fen: game.row.fen.clone(),
            ply: game.row.ply,
            keys: std::iter::once(game.row.start_key.clone())
                .chain(keys)
                .collect::<Option<Vec<String>>>()
                .ok_or_else(|| {
                    AppError::Internal(format!("game {game_id} has positions not yet filled"))
                })?,
        };
        let text = text.to_string();
        let decided = tokio::task::spawn_blocking(move || positions::decide(current, &text))
            .await
            .map_err(|e| AppError::Internal(format!("deciding a move: {e}")))??;
        let guard = Guard {
            game_id,
            seen_ply,
            decided_ply: game.row.ply,
            now,
        };
        // Written before the transaction, so that the write does nothing but write.
        let mails = match (&decided.outcome, opponent) {
            (None, Some(to)) => vec![self.move_mail(&game.row, user, &decided, &to, now)],
            (None, None) => Vec::new(),
            (Some(outcome), opponent) => {
                let number = move_number(decided.record.ply, decided.mover);
                let last = format!("{number} {}", decided.record.canonical);
                let to: Vec<&str> = std::iter::once(user.email.as_str())
                    .chain(opponent.as_deref())
                    .collect();
                self.game_over_mails(&game.row, Some(&last), outcome, &to)
            }
        };
        self.store_move(user, &guard, decided, mails).await
    }

    /// The opponent's mail about a move that does not end the game, with the deadline
    /// the move sets (an opponent on vacation gets more time than it says, never less).
    fn move_mail(
        &self,
        game: &GameRow,
        mover: &User,
        decided: &Decided,
        to: &str,
        now: i64,
    ) -> Mail {
        let number = move_number(decided.record.ply, decided.mover);
        let name = variant_name(game);
        let label = label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let turn = &decided.record.canonical;
        let deadline = game
            .time_control
            .after_move(&game.clock, decided.mover, now)
            .deadline
            .map(crate::calendar::format_utc);
        messages::move_played(
            to,
            &label,
            &mover.username,
            &number,
            turn,
            deadline.as_deref(),
            &url,
        )
    }

    /// The write half of a move: one transaction, guarded by the ply the move was decided on.
    async fn store_move(
        &self,
        user: &User,
        guard: &Guard,
        decided: Decided,
        mails: Vec<Mail>,
    ) -> Result<(), AppError> {
        let Guard {
            game_id,
            seen_ply,
            decided_ply,
            now,
        } = *guard;
        let mut tx = self.begin().await?;
        let game = found(
            storage::games::by_id(&mut tx, game_id).await,
            format!("game {game_id}"),
        )?;
        if game.status != GameStatus::Active {
            return Err(AppError::Conflict("the game is over".into()));
        }
        if game.ply != decided_ply {
            return Err(AppError::Stale {
                seen: seen_ply,
                actual: game.ply,
            });
        }
        if game.clock.deadline.is_some_and(|d| d <= now) {
            drop(tx);
            return self.refuse_overdue(game_id, now).await;
        }
        let Decided {
            record,
            mover,
            outcome,
        } = decided;
        let clock_before = game.clock.clone();
        storage::moves::insert_move(&mut tx, game_id, &record, user.id, &clock_before, now).await?;
        let finished = outcome.as_ref().map(|o| (o.winner, o.reason.as_str()));
        let clock = match outcome {
            Some(_) => None,
            None => {
                let clock = game.time_control.after_move(&clock_before, mover, now);
                let next = game.seat_id(mover.opposite());
                Some(self.pause_for_vacation(&mut tx, next, clock, now).await?)
            }
        };
        let advance = Advance {
            id: game_id,
            expected_ply: game.ply,
            fen: &record.fen_after,
            last_squares: &record.squares,
            finished,
            clock: clock.as_ref(),
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
            self.lapse_offers(&mut tx, &game, ply, mover.opposite())
                .await?;
        }
        for mail in &mails {
            self.enqueue(&mut tx, mail).await?;
        }
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// The clock fell before the move arrived (the sweep has not run yet): the game ends
    /// on time now, and the move is refused.
    async fn refuse_overdue(&self, game_id: i64, now: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        self.time_out(&mut tx, game_id, now).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Err(AppError::Conflict(
            "the time to move ran out before this move arrived: the game is over".into(),
        ))
    }
}

/// What the write half of a move is guarded by: the game, the ply the player saw and the
/// one the engine decided on, and the time of the submission.
#[derive(Clone, Copy)]
struct Guard {
    game_id: i64,
    seen_ply: i64,
    decided_ply: i64,
    now: i64,
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
