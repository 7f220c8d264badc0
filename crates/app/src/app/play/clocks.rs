//! Correspondence time controls: choosing one, keeping it in the game row as a deadline
//! and remaining banks, and the sweep that ends overdue games and sends reminders.
//!
//! Nothing runs while a game waits: a move computes the next deadline, and `sweep` (called
//! by a background task on an interval, and directly by tests) compares deadlines with the
//! injected clock. Every update is guarded by the game's status and ply, so a sweep that
//! runs twice, or two servers sweeping one database, end a game at most once.

use super::Play;
use crate::app::rules::history::EventKind;
use crate::app::rules::record::{Game, GameStatus};
use crate::app::rules::shared::{label, variant_name_in};
use crate::app::rules::webhook_events::{Audience, HookEvent};
use crate::app::{AppError, User};
use crate::notify::messages;
use crate::storage;
use pigeonpost_engine::{Outcome, Reason};

use crate::calendar::HOUR;

/// What one sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SweepReport {
    pub timeouts: usize,
    pub reminders: usize,
    /// Daily digests queued (see `digests`).
    pub digests: usize,
    /// Events started, paired, or ended (see `tournaments::rounds::advance`).
    pub events: usize,
}

impl Play<'_> {
    /// Ends every active game whose deadline has passed, reminds every player whose
    /// deadline is near and who was not yet reminded for this move, sends the daily
    /// digests whose hour has come, and moves on every event with something due (a
    /// Swiss round over: the next is paired within a sweep's interval).
    pub async fn sweep(&self) -> Result<SweepReport, AppError> {
        let now = self.clock.now();
        let mut report = SweepReport::default();
        let overdue = {
            let mut conn = self.conn().await?;
            storage::games::overdue(&mut conn, now).await?
        };
        for game in overdue {
            let mut tx = self.begin().await?;
            let ended = self.time_out(&mut tx, game.id, now).await?;
            tx.commit().await?;
            if ended {
                report.timeouts += 1;
                self.game_changed(game.id).await;
            }
        }
        let soon = {
            let mut conn = self.conn().await?;
            storage::games::needing_reminder(&mut conn, now + self.rules.reminder_hours * HOUR)
                .await?
        };
        for game in soon.into_iter().map(Game::from) {
            let mut tx = self.begin().await?;
            if storage::games::mark_reminded(&mut tx, game.id, game.ply).await? {
                self.queue_reminder(&mut tx, &game, now).await?;
                report.reminders += 1;
            }
            tx.commit().await?;
        }
        report.digests = self.0.mailing().send_digests(now).await?;
        self.withdraw_lapsed_seeks(now).await?;
        // After the timeouts: a round whose last game was lost on time is paired now.
        report.events = self.0.tournaments().advance().await?;
        if report != SweepReport::default() {
            self.mail_wake.notify_one();
            self.hook_wake.notify_one();
        }
        Ok(report)
    }

    /// Ends game `id` on time if it is still active and overdue at `now`; false if it
    /// was not (already ended, or a move came in first).
    pub(crate) async fn time_out(
        &self,
        conn: &mut crate::storage::Conn,
        id: i64,
        now: i64,
    ) -> Result<bool, AppError> {
        let game = self.read_game(conn, id).await?;
        if game.status() != GameStatus::Active || game.row.clock.deadline.is_none_or(|d| d > now) {
            return Ok(false);
        }
        let position = pigeonpost_engine::Position::from_fen(&game.variant, &game.row.fen)
            .map_err(|e| AppError::Internal(format!("game {id} stored FEN: {e}")))?;
        let loser = game.to_move;
        // Nobody can lose to a bare king: running out of time against one is a draw.
        let outcome = if position.only_royal(loser.opposite()) {
            Outcome {
                winner: None,
                reason: Reason::TimeAgainstBareKing,
            }
        } else {
            Outcome {
                winner: Some(loser.opposite()),
                reason: Reason::Time,
            }
        };
        let done = storage::games::time_out(
            conn,
            id,
            game.row.ply,
            outcome.winner,
            &outcome.reason.to_string(),
            now,
        )
        .await?;
        if done {
            let detail = match outcome.winner {
                Some(_) => format!("{loser} ran out of time"),
                None => format!("{loser} ran out of time against a bare king, a draw"),
            };
            self.rate_result(conn, &game.row, &outcome, now).await?;
            self.record(conn, id, game.row.ply, None, EventKind::TimedOut, &detail)
                .await?;
            self.queue_result_hook(conn, &game.row, game.row.ply, &outcome)
                .await?;
            self.queue_game_over(conn, &game.row, None, &outcome)
                .await?;
        }
        Ok(done)
    }

    async fn queue_reminder(
        &self,
        conn: &mut crate::storage::Conn,
        game: &Game,
        now: i64,
    ) -> Result<(), AppError> {
        let record = crate::app::rules::rulebook::record(conn, game.clone()).await?;
        let (game, mover) = (&record.row, record.to_move);
        let (Some(id), Some(deadline)) = (game.seat_id(mover), game.clock.deadline) else {
            return Ok(());
        };
        let player = User::from(storage::users::by_id(conn, id).await?);
        let words = player.locale.mail_words();
        let name = variant_name_in(words, game);
        let label = label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let left = words.duration(deadline - now);
        let mail = messages::reminder(words, &player.email, &label, &left, &url);
        let board = crate::app::rules::shared::Board {
            variant: &record.variant,
            game: game.id,
            ply: game.ply,
            fen: &game.fen,
            last_squares: game.last_squares.as_slice(),
            side: mover,
        };
        let mail = self.with_board(mail, board, &words.t("mail-board-now-alt"));
        let hint = crate::notify::reply_messages::Hint::Move;
        let mail = self.answerable(mail, (game.id, id, game.ply), hint);
        self.enqueue(conn, &mail).await?;
        let event = HookEvent::new("reminder", game.id, game.ply, None).with("deadline", deadline);
        self.queue_hooks(conn, Audience::Only(id), event).await?;
        Ok(())
    }
}
