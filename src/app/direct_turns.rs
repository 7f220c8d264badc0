//! A plain turn's write, run whole on SQLite's direct write connection.
//!
//! Most turns write three things: the move row, the game's new position and clock, and
//! the mails about it. Written through sqlx, each statement (and the savepoint, and the
//! read of the game) was a round trip to another thread while every other writer of the
//! process waited for the connection; here the write runs in one go (see
//! `storage::write_tx`). A turn that does more (it lapses an offer, its game has
//! webhooks, or a conditional move answers it) is not plain, and takes the general
//! write in `moves`, which this one agrees with statement for statement: the same read
//! of the game, the same checks (`turn_check`), the same clock (`clock_after`) and update
//! (`advance_of`).

use super::moves::{Check, Guard, advance_of, clock_after, turn_check};
use super::offers::lapsing;
use super::positions::Decided;
use super::shared::outbox_row;
use super::{App, AppError, User, found};
use crate::notify::Mail;
use crate::storage::{StorageError, direct_writes};

/// Why a plain turn was not written (and nothing of it is).
pub(super) enum Unwritten {
    /// Refused, as the general write would refuse it.
    App(AppError),
    /// The clock fell before the turn arrived.
    Overdue,
    /// The turn does more than a plain one: the general write stores it.
    NotPlain,
}

impl From<StorageError> for Unwritten {
    fn from(e: StorageError) -> Self {
        Unwritten::App(e.into())
    }
}

impl From<AppError> for Unwritten {
    fn from(e: AppError) -> Self {
        Unwritten::App(e)
    }
}

impl App {
    /// Stores `decided`, a turn without a conditional reply or lines to drop, and queues
    /// `mails` (addressed before), if the game as read in the write leaves it plain.
    pub(super) async fn store_plain_turn(
        &self,
        user: &User,
        guard: &Guard,
        decided: &Decided,
        mails: &[Mail],
    ) -> Result<(), Unwritten> {
        // Owned: the write runs as a task of its own (`write_direct`).
        let mails: Vec<(Mail, Option<String>)> = mails
            .iter()
            .map(|m| (m.clone(), self.message_id_of(m)))
            .collect();
        let queued_ms = self.clock.now_ms();
        let (guard, decided, player) = (*guard, decided.clone(), user.id);
        let Guard { game_id, now, .. } = guard;
        self.write_gate
            .write_direct(move |conn| {
                let (game, around) = found(
                    direct_writes::for_turn(conn, game_id, now),
                    format!("game {game_id}"),
                )?;
                if let Check::Overdue = turn_check(&game, &guard)? {
                    return Err(Unwritten::Overdue);
                }
                let mover = decided.mover;
                let ends_game = decided.outcome.is_some();
                let lapses = !ends_game && lapsing(&game, mover.opposite()).contains(&true);
                if around.hooked || lapses {
                    return Err(Unwritten::NotPlain);
                }
                let record = &decided.record;
                direct_writes::insert_move(conn, game.id, record, player, &game.clock, now)?;
                let clock = clock_after(&game, mover, ends_game, false, &around, now);
                let advance = advance_of(&game, record, decided.outcome.as_ref(), clock.as_ref());
                match direct_writes::advance(conn, &advance, now) {
                    Err(StorageError::Conflict(_)) => {
                        return Err(Unwritten::App(AppError::Stale {
                            seen: guard.seen_ply,
                            actual: guard.seen_ply + 1,
                        }));
                    }
                    other => other?,
                }
                for (mail, id) in &mails {
                    direct_writes::enqueue_mail(conn, &outbox_row(mail, id.as_deref(), queued_ms))?;
                }
                Ok(())
            })
            .await
    }
}
