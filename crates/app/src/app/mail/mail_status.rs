//! Mail a player's receiving server refused for good: the account page tells them, and
//! "try again" clears the mark so the mail that waited goes out (and the refused message
//! is attempted once more, a real test of the address).

use super::Mailing;
use crate::app::{AppError, User};
use crate::storage;

/// What the account page says about a refused address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailRefusal {
    pub address: String,
    /// When it was refused (seconds), for the page to show on its reader's clock.
    pub at: i64,
    /// The receiving server's reply.
    pub reply: String,
}

impl Mailing<'_> {
    /// The refusal on the player's current address, if mail to it was refused.
    pub async fn mail_refusal(&self, user: &User) -> Result<Option<MailRefusal>, AppError> {
        let mut conn = self.conn().await?;
        let mark = storage::outbox::failing(&mut conn, &user.email).await?;
        Ok(mark.map(|m| MailRefusal {
            address: m.address,
            at: m.failed_at,
            reply: m.reply,
        }))
    }

    /// Clears the mark on the player's address and wakes the outbox worker. Pressing it
    /// with no mark (twice, or in two tabs) changes nothing.
    pub async fn retry_mail(&self, user: &User) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let cleared =
            storage::outbox::clear_failing(&mut tx, &user.email, self.clock.now_ms()).await?;
        tx.commit().await?;
        if cleared {
            tracing::info!(user = user.id, "mail to a refused address is tried again");
            self.mail_wake.notify_one();
        }
        Ok(())
    }
}
