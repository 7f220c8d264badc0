//! "Forgot password": a player gives their address and gets a link that sets
//! a new password, once, within an hour (see `account_links`). Using it logs out every
//! other session of theirs and revokes their API tokens.
//!
//! The form must not tell whether an address is registered. Its answer is the same
//! either way, and so is the work done before answering: the limits and the shape of
//! the address are checked, then the request is handed to a background task that looks
//! the address up and queues the mail; the answer does not wait for it, so its timing
//! does not depend on the address either. Only a confirmed address gets a link (an
//! unconfirmed one may be someone else's, and the link would hand them the account).

use super::Accounts;
use crate::app::accounts::Purpose;
use crate::app::accounts::{validate_email, validate_password};
use crate::app::support::limits::Action;
use crate::app::token_hash;
use crate::app::{AppError, Client};
use crate::notify::account_messages;
use crate::storage::{self, StorageError};
use std::sync::Arc;

impl Accounts<'_> {
    /// Asks for a password-reset link to `address`. Answers alike for every address of
    /// a valid shape (see the module); refused only by the client's allowance, or for
    /// text that is no address.
    pub fn request_password_reset(&self, address: &str, client: &Client) -> Result<(), AppError> {
        self.limits
            .check(Action::AccountMail, client.addr, self.clock.now_ms())?;
        let address = address.trim().to_string();
        validate_email(&address)?;
        let app = Arc::clone(self.0);
        tokio::spawn(async move {
            if let Err(e) = app.accounts().mail_reset_link(&address).await {
                tracing::warn!(error = %e, "queueing a password-reset link");
            }
        });
        Ok(())
    }

    /// Queues a reset link to `address` if it is a player's confirmed address and has
    /// not had too many links this hour; else does nothing.
    async fn mail_reset_link(&self, address: &str) -> Result<(), AppError> {
        if self
            .limits
            .check_mailbox(address, self.clock.now_ms())
            .is_err()
        {
            tracing::info!("password-reset link not sent: the address had its allowance");
            return Ok(());
        }
        let row = {
            let mut conn = self.conn().await?;
            match storage::users::by_email(&mut conn, address).await {
                Ok(row) if row.email_verified_at.is_some() => row,
                Ok(_) | Err(StorageError::NotFound) => return Ok(()),
                Err(e) => return Err(e.into()),
            }
        };
        let mut tx = self.begin().await?;
        self.queue_link(&mut tx, Purpose::Reset, row.id, &row.email, |url| {
            let words = pigeonpost_i18n::Tr::choose(row.language.as_deref(), None);
            account_messages::reset_password(&row.email, &row.username, url, words)
        })
        .await?;
        tx.commit().await?;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// The player a reset link is for (their username, to greet them), or why the link
    /// does not work.
    pub async fn reset_link_player(&self, token: &str) -> Result<String, AppError> {
        let mut conn = self.conn().await?;
        let link = self.open_link(&mut conn, Purpose::Reset, token).await?;
        Ok(storage::users::by_id(&mut conn, link.user_id)
            .await?
            .username)
    }

    /// Sets a new password with a reset link, once, logs out every session of the player
    /// but `keep` (this browser's session token, if it has one) and revokes their API
    /// tokens. The link is
    /// checked before the costly hash and used after it, in the transaction that writes.
    pub async fn reset_password(&self, token: &str, new: &str, keep: &str) -> Result<(), AppError> {
        validate_password(new)?;
        {
            let mut conn = self.conn().await?;
            self.open_link(&mut conn, Purpose::Reset, token).await?;
        }
        let hash = self.passwords.admit()?.hash(new.to_string()).await?;
        let mut tx = self.begin().await?;
        let link = self.open_link(&mut tx, Purpose::Reset, token).await?;
        self.use_link(&mut tx, &link).await?;
        storage::users::set_password_hash(&mut tx, link.user_id, &hash).await?;
        storage::sessions::delete_others(&mut tx, link.user_id, &token_hash(keep)).await?;
        // A reset is what a player does when the account may have been taken: a token
        // made by whoever took it must not outlive it.
        storage::api_tokens::delete_all(&mut tx, link.user_id).await?;
        self.drop_links(&mut tx, link.user_id, Purpose::Reset)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
