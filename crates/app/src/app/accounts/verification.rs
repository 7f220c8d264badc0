//! Confirmed addresses. Registration mails a link to the address given; until
//! the player follows it they may log in and play, but get no game mail (decided in
//! `shared::game_mail_recipient`) and cannot invite by email: the address may be someone
//! else's, who never asked for our mail. Changing the address mails a link to the new
//! one; the old address stays in force until that link is used.

use super::Accounts;
use crate::app::accounts::validate_email;
use crate::app::accounts::{Purpose, VERIFY_DAYS};
use crate::app::support::limits::Action;
use crate::app::{AppError, Client, User, found};
use crate::notify::account_messages;
use crate::storage::{self, StorageError};
use pigeonpost_i18n::Said;

/// A player's address as the account page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddressStatus {
    /// The address in force: mail goes here (once confirmed).
    pub email: String,
    pub verified: bool,
    /// An address waiting for its link to be followed (the registered one, or a new one).
    pub pending: Option<String>,
}

impl AddressStatus {
    /// May this player invite someone by email? Only from a confirmed address, so that
    /// an account registered with someone else's address cannot mail strangers.
    /// Rated games are played between confirmed addresses only.
    pub fn may_play_rated(&self) -> Result<(), AppError> {
        if self.verified {
            Ok(())
        } else {
            Err(AppError::Forbidden(Said::new("refused-unconfirmed-rated")))
        }
    }

    pub fn may_invite_by_email(&self) -> Result<(), AppError> {
        if self.verified {
            Ok(())
        } else {
            Err(AppError::Forbidden(Said::new("refused-unconfirmed-invite")))
        }
    }

    /// Where "send the link again" sends it, if anywhere: a pending new address, else
    /// the address in force while it is unconfirmed.
    pub fn awaiting(&self) -> Option<&str> {
        match (&self.pending, self.verified) {
            (Some(pending), _) => Some(pending),
            (None, false) => Some(&self.email),
            (None, true) => None,
        }
    }
}

impl Accounts<'_> {
    /// `user`'s address, whether it is confirmed, and any address waiting to be.
    pub async fn address_status(&self, user: &User) -> Result<AddressStatus, AppError> {
        let mut conn = self.conn().await?;
        let row = found(
            storage::users::by_id(&mut conn, user.id).await,
            crate::app::missing::thing(crate::app::missing::Thing::Account),
        )?;
        let pending =
            storage::account_links::pending_verification(&mut conn, user.id, self.clock.now())
                .await?
                .map(|l| l.email)
                .filter(|e| *e != row.email || row.email_verified_at.is_none());
        Ok(AddressStatus {
            verified: row.email_verified_at.is_some(),
            email: row.email,
            pending,
        })
    }

    /// Queues the link that confirms `email` for player `user_id` (`username`), written
    /// in `words`, in the caller's transaction.
    pub(crate) async fn queue_confirmation(
        &self,
        conn: &mut crate::storage::Conn,
        user_id: i64,
        username: &str,
        email: &str,
        words: pigeonpost_i18n::Tr,
    ) -> Result<(), AppError> {
        self.queue_link(conn, Purpose::Verify, user_id, email, |url| {
            account_messages::confirm_address(email, username, url, VERIFY_DAYS, words)
        })
        .await
    }

    /// Sends the confirmation link again to the address awaiting it; returns that
    /// address. Limited per client and per address, as the forgotten-password form is.
    pub async fn resend_confirmation(
        &self,
        user: &User,
        client: &Client,
    ) -> Result<String, AppError> {
        let status = self.address_status(user).await?;
        let Some(to) = status.awaiting().map(str::to_string) else {
            return Err(AppError::Conflict(Said::new("refused-address-confirmed")));
        };
        let now_ms = self.clock.now_ms();
        self.limits
            .check(Action::AccountMail, client.addr, now_ms)?;
        self.limits.check_mailbox(&to, now_ms)?;
        let mut tx = self.begin().await?;
        self.queue_confirmation(
            &mut tx,
            user.id,
            &user.username,
            &to,
            user.locale.mail_words(),
        )
        .await?;
        tx.commit().await?;
        self.mail_wake.notify_one();
        Ok(to)
    }

    /// Asks to change `user`'s address to `new`, after checking their password (throttled
    /// as the password change is): mails a link to `new`, and the address changes only
    /// when it is followed. Returns the new address.
    pub async fn change_email(
        &self,
        user: &User,
        new: &str,
        password: &str,
        client: &Client,
    ) -> Result<String, AppError> {
        let new = new.trim();
        validate_email(new)?;
        let (row, taken) = {
            let mut conn = self.conn().await?;
            let row = found(
                storage::users::by_id(&mut conn, user.id).await,
                crate::app::missing::thing(crate::app::missing::Thing::Account),
            )?;
            let taken = match storage::users::by_email(&mut conn, new).await {
                Ok(other) => Some(other.id),
                Err(StorageError::NotFound) => None,
                Err(e) => return Err(e.into()),
            };
            (row, taken)
        };
        if taken == Some(user.id) && row.email_verified_at.is_some() {
            return Err(AppError::Invalid(Said::with(
                "refused-address-yours",
                [("address", new.into())],
            )));
        }
        if taken.is_some_and(|id| id != user.id) {
            return Err(AppError::Taken(Said::new("refused-address-taken")));
        }
        self.confirm_current_password(user, password, client)
            .await?;
        let now_ms = self.clock.now_ms();
        self.limits
            .check(Action::AccountMail, client.addr, now_ms)?;
        self.limits.check_mailbox(new, now_ms)?;
        let mut tx = self.begin().await?;
        self.queue_confirmation(
            &mut tx,
            user.id,
            &user.username,
            new,
            user.locale.mail_words(),
        )
        .await?;
        tx.commit().await?;
        self.mail_wake.notify_one();
        Ok(new.to_string())
    }

    /// Follows a confirmation link: its address becomes the player's, confirmed. Links
    /// to set a new password that were mailed to a replaced address stop working.
    /// Returns the address confirmed.
    pub async fn confirm_address(&self, token: &str) -> Result<String, AppError> {
        let mut tx = self.begin().await?;
        let link = self.open_link(&mut tx, Purpose::Verify, token).await?;
        self.use_link(&mut tx, &link).await?;
        let now = self.clock.now();
        match storage::users::set_verified_email(&mut tx, link.user_id, &link.email, now).await {
            Err(StorageError::Conflict(_)) => {
                return Err(AppError::Taken(Said::with(
                    "refused-address-taken-since",
                    [("address", link.email.as_str().into())],
                )));
            }
            other => other?,
        }
        self.drop_links(&mut tx, link.user_id, Purpose::Reset)
            .await?;
        tx.commit().await?;
        // Mail that waited for a confirmed address is not kept (see `game_mail_recipient`):
        // nothing is queued to send now.
        Ok(link.email)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(verified: bool, pending: Option<&str>) -> AddressStatus {
        AddressStatus {
            email: "ann@example.org".into(),
            verified,
            pending: pending.map(str::to_string),
        }
    }

    #[test]
    fn only_a_confirmed_address_invites_by_email() {
        assert!(status(true, None).may_invite_by_email().is_ok());
        assert!(status(false, None).may_invite_by_email().is_err());
        // A change waiting to be confirmed leaves the confirmed address in force.
        assert!(
            status(true, Some("new@example.org"))
                .may_invite_by_email()
                .is_ok()
        );
    }

    #[test]
    fn the_link_goes_again_where_it_is_awaited() {
        assert_eq!(status(true, None).awaiting(), None);
        assert_eq!(status(false, None).awaiting(), Some("ann@example.org"));
        assert_eq!(
            status(true, Some("new@example.org")).awaiting(),
            Some("new@example.org")
        );
    }
}
