//! Deleting one's account ("a player's data is theirs").
//!
//! The games a player took part in belong to their opponents too, so they stay; the
//! account's row stays with them, anonymised: its name and address become a placeholder
//! (`~deleted-ID`) that no login finds and no registration can take, since `~` is not
//! allowed in names and the placeholder is no address; the password hash matches nothing;
//! and every page and mail names the player "deleted player" (storage joins the name
//! that way). The old name and address are free to register again: nothing shown
//! anywhere ties them to the old games any more.
//!
//! What goes: sessions, API tokens, the feed address, webhooks (with their deliveries
//! and log), known devices, login attempts, vacations, mailed links (address
//! confirmations, password resets), the invitations the player created that never
//! became games, and mail to them still in the outbox. Games in progress end first as a
//! player ending them by hand would:
//! aborted when the rules allow it (before both players have moved), resigned
//! otherwise, through the same use-cases, so the opponent gets the usual mail.

use super::Accounts;
use crate::app::rules::record::DELETED_PLAYER;
use crate::app::{AppError, Client, User};
use crate::storage;
use pigeonpost_i18n::Said;

/// The confirmation the form must carry, so that no stray post deletes an account.
pub const CONFIRMATION: &str = "delete my account";

impl Accounts<'_> {
    /// Deletes `user`'s account after checking their password (throttled as the password
    /// change is) and the confirmation.
    pub async fn delete_account(
        &self,
        user: &User,
        password: &str,
        confirmation: &str,
        client: &Client,
    ) -> Result<(), AppError> {
        if confirmation.trim() != CONFIRMATION {
            return Err(AppError::Invalid(Said::with(
                "refused-delete-unconfirmed",
                [("words", CONFIRMATION.into())],
            )));
        }
        self.confirm_current_password(user, password, client)
            .await?;
        // Withdrawn first, while the events can still name them: their event games end
        // by each event's rule.
        self.0.tournaments().player_leaving(user).await?;
        let active = self.anonymise(user).await?;
        // The account is gone from here on: its games in progress end in its name as
        // shown, "deleted player".
        let gone = User {
            id: user.id,
            username: DELETED_PLAYER.into(),
            email: String::new(),
            locale: Default::default(),
        };
        for game_id in active {
            if let Err(e) = self.end_for_deleted(&gone, game_id).await {
                // The opponent can still win it on time or by a stalled-game claim.
                tracing::warn!(game_id, error = %e, "ending a deleted player's game");
            }
        }
        self.mail_wake.notify_one();
        Ok(())
    }

    /// Anonymises the account and forgets what it owned, in one transaction; returns the
    /// games it was playing.
    async fn anonymise(&self, user: &User) -> Result<Vec<i64>, AppError> {
        let now = self.clock.now();
        let placeholder = format!("~deleted-{}", user.id);
        let mut tx = self.begin().await?;
        let email = storage::users::by_id(&mut tx, user.id).await?.email;
        let active = storage::games::active_for_user(&mut tx, user.id).await?;
        storage::deletion::anonymise(&mut tx, user.id, &placeholder, now).await?;
        storage::deletion::forget_records(&mut tx, user.id).await?;
        // Before the games end below: the account's own webhooks hear nothing more.
        storage::webhooks::delete_of_user(&mut tx, user.id).await?;
        storage::push::delete_of_user(&mut tx, user.id).await?;
        storage::player_variants::delete_of_owner(&mut tx, user.id).await?;
        storage::conditionals::delete_of_user(&mut tx, user.id).await?;
        storage::notes::delete_of_user(&mut tx, user.id).await?;
        storage::analysis::delete_of_user(&mut tx, user.id).await?;
        storage::deletion::drop_invitations(&mut tx, user.id, now).await?;
        storage::deletion::cancel_mail_to(&mut tx, &email, now).await?;
        tx.commit().await?;
        Ok(active.into_iter().map(|g| g.id).collect())
    }

    /// Aborts the game if the rules allow, else resigns it.
    async fn end_for_deleted(&self, gone: &User, game_id: i64) -> Result<(), AppError> {
        match self.0.play().abort(gone, game_id).await {
            Err(AppError::Conflict(_)) => self.0.play().resign(gone, game_id).await,
            other => other,
        }
    }
}
