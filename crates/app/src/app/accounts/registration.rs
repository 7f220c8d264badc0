//! Registration and the password change (confirming the address is `verification`). Sessions are in `sessions`; logging in, and the
//! throttle shared with the password change, in `logins`; hashing, bounded, in `passwords`. No
//! connection is held while a password is hashed.

use super::Accounts;
use crate::app::accounts::LoggedIn;
use crate::app::accounts::{validate_email, validate_password, validate_username};
use crate::app::support::limits::Action;
use crate::app::{AppError, Client, User, found};
use crate::storage::{self, StorageError};
use pigeonpost_i18n::Said;

impl Accounts<'_> {
    /// Changes `user`'s password after checking the current one, and ends every other
    /// session of theirs (a stolen cookie stops working); `keep` is this browser's. Wrong
    /// current passwords count as failed logins of this browser.
    pub async fn change_password(
        &self,
        user: &User,
        keep: &str,
        current: &str,
        new: &str,
        client: &Client,
    ) -> Result<(), AppError> {
        validate_password(new)?;
        let source = self.confirm_current_password(user, current, client).await?;
        let hash = self.passwords.admit()?.hash(new.to_string()).await?;
        let keep = crate::app::token_hash(keep);
        let mut tx = self.begin().await?;
        storage::logins::clear(&mut tx, user.id, &source).await?;
        storage::users::set_password_hash(&mut tx, user.id, &hash).await?;
        storage::sessions::delete_others(&mut tx, user.id, &keep).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Creates an account, logs it in, and mails the link that confirms its address (see
    /// `verification`), in `language` where the browser asked for one the server speaks:
    /// it becomes the account's language, for the mails to come. The cheap checks (the address's allowance, the
    /// fields, whether the name or address is taken) come before the costly hash.
    pub async fn register(
        &self,
        username: &str,
        email: &str,
        password: &str,
        client: &Client,
        language: Option<&str>,
    ) -> Result<LoggedIn, AppError> {
        let language = language
            .and_then(pigeonpost_i18n::Tr::by_tag)
            .map(|tr| tr.tag());
        self.limits
            .check(Action::Register, client.addr, self.clock.now_ms())?;
        let (username, email) = (username.trim(), email.trim());
        validate_username(username)?;
        validate_email(email)?;
        validate_password(password)?;
        let taken = {
            let mut conn = self.conn().await?;
            storage::users::name_or_email_taken(&mut conn, username, email).await?
        };
        if taken {
            return Err(taken_error());
        }
        let hash = self.passwords.admit()?.hash(password.to_string()).await?;
        let mut tx = self.begin().await?;
        let now = self.clock.now();
        let id = match storage::users::insert(&mut tx, username, email, &hash, now).await {
            // Registered by someone else while this password was hashed.
            Err(StorageError::Conflict(_)) => return Err(taken_error()),
            other => other?,
        };
        let session = self.start_session(&mut tx, id, client).await?;
        let device = self.remember_device(&mut tx, id, client).await?;
        if language.is_some() {
            storage::users::set_locale(&mut tx, id, language, None).await?;
        }
        let words = pigeonpost_i18n::Tr::choose(language, None);
        self.queue_confirmation(&mut tx, id, username, email, words)
            .await?;
        tx.commit().await?;
        self.mail_wake.notify_one();
        let user = User {
            id,
            username: username.to_string(),
            email: email.to_string(),
            locale: crate::app::Locale::stored(language.map(str::to_string), None),
        };
        Ok(LoggedIn {
            user,
            session,
            device,
        })
    }

    pub async fn user_by_name(&self, username: &str) -> Result<User, AppError> {
        let mut conn = self.conn().await?;
        let row = found(
            storage::users::by_username(&mut conn, username).await,
            crate::app::missing::player(username),
        )?;
        Ok(row.into())
    }
}

fn taken_error() -> AppError {
    AppError::Taken(Said::new("refused-name-or-address-taken"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        assert!(validate_username("alice_2").is_ok());
        assert!(validate_username("a").is_err());
        assert!(validate_username("bad name").is_err());
        assert!(validate_username("<script>").is_err());
    }

    #[test]
    fn emails() {
        assert!(validate_email("bob@example.org").is_ok());
        assert!(validate_email("bob@localhost").is_err());
        assert!(validate_email("bob example.org").is_err());
        assert!(validate_email("@example.org").is_err());
    }
}
