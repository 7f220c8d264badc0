//! Registration, login and sessions. Passwords are hashed with argon2 on a blocking
//! thread, since hashing is deliberately slow and would stall the async workers.

use super::{App, AppError, User, found, random_token};
use crate::storage::{self, StorageError};
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};

/// A session ends after this long without a visit.
const SESSION_SECONDS: i64 = 30 * 24 * 3600;
/// A visit moves the expiry at most once in this many seconds.
const SESSION_REFRESH: i64 = 3600;
/// Failed logins for one name within the window that make further logins wait.
const MAX_LOGIN_FAILURES: i64 = 5;
const LOGIN_FAILURE_WINDOW: i64 = 15 * 60;

/// Checks a username: 2 to 32 letters, digits, `_` or `-`.
pub fn validate_username(name: &str) -> Result<(), AppError> {
    let ok_chars = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !(2..=32).contains(&name.len()) || !ok_chars {
        return Err(AppError::Invalid(
            "a username is 2 to 32 letters, digits, '_' or '-'".into(),
        ));
    }
    Ok(())
}

/// A light check of an email address: one '@' with something on each side, no spaces.
pub fn validate_email(email: &str) -> Result<(), AppError> {
    let ok = match email.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains('@')
        }
        None => false,
    };
    if !ok || email.len() > 254 || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(AppError::Invalid(format!(
            "\"{email}\" is not an email address"
        )));
    }
    Ok(())
}

/// A password: 8 to 200 characters.
pub fn validate_password(password: &str) -> Result<(), AppError> {
    if !(8..=200).contains(&password.chars().count()) {
        return Err(AppError::Invalid(
            "a password is 8 to 200 characters".into(),
        ));
    }
    Ok(())
}

impl App {
    /// Changes `user`'s password after checking the current one, and ends every other
    /// session of theirs (a stolen cookie stops working); `keep` is this browser's.
    pub async fn change_password(
        &self,
        user: &User,
        keep: &str,
        current: &str,
        new: &str,
    ) -> Result<(), AppError> {
        let mut conn = self.conn().await?;
        let row = found(storage::users::by_id(&mut conn, user.id).await, "account")?;
        drop(conn);
        if !verify_password(current.to_string(), row.password_hash).await? {
            return Err(AppError::Invalid("the current password is wrong".into()));
        }
        validate_password(new)?;
        let hash = hash_password(new.to_string()).await?;
        let mut tx = self.begin().await?;
        storage::users::set_password_hash(&mut tx, user.id, &hash).await?;
        storage::users::delete_other_sessions(&mut tx, user.id, keep).await?;
        tx.commit().await.map_err(StorageError::from)?;
        Ok(())
    }

    /// Creates an account and logs it in, returning the session token.
    pub async fn register(
        &self,
        username: &str,
        email: &str,
        password: &str,
    ) -> Result<(User, String), AppError> {
        let (username, email) = (username.trim(), email.trim());
        validate_username(username)?;
        validate_email(email)?;
        validate_password(password)?;
        let hash = hash_password(password.to_string()).await?;
        let mut conn = self.conn().await?;
        let id = match storage::users::insert(&mut conn, username, email, &hash, self.clock.now())
            .await
        {
            Err(StorageError::Conflict(_)) => {
                return Err(AppError::Taken(
                    "that username or email address is already registered".into(),
                ));
            }
            other => other?,
        };
        let user = User {
            id,
            username: username.to_string(),
            email: email.to_string(),
        };
        let token = self.start_session(&mut conn, id).await?;
        Ok((user, token))
    }

    /// Checks a username (or email address) and password, returning a new session token.
    /// After `MAX_LOGIN_FAILURES` failures for a name within `LOGIN_FAILURE_WINDOW`, that
    /// name cannot log in until the oldest of them leaves the window.
    pub async fn login(&self, name: &str, password: &str) -> Result<(User, String), AppError> {
        let name = name.trim();
        let now = self.clock.now();
        let mut conn = self.conn().await?;
        let since = now - LOGIN_FAILURE_WINDOW;
        let (failures, oldest) =
            storage::users::login_failures_since(&mut conn, name, since).await?;
        if failures >= MAX_LOGIN_FAILURES {
            let until = oldest.unwrap_or(now) + LOGIN_FAILURE_WINDOW;
            return Err(AppError::TooManyAttempts(format!(
                "too many failed logins for {}: try again after {}",
                name.chars().take(60).collect::<String>(),
                crate::calendar::format_utc(until)
            )));
        }
        match self.check_password(&mut conn, name, password).await {
            Err(AppError::BadCredentials) => {
                storage::users::record_login_failure(&mut conn, name, now).await?;
                Err(AppError::BadCredentials)
            }
            Err(e) => Err(e),
            Ok(row) => {
                storage::users::clear_login_failures(&mut conn, Some(name), now).await?;
                let token = self.start_session(&mut conn, row.id).await?;
                Ok((row.into(), token))
            }
        }
    }

    /// Forgets failed logins older than a day; the background worker calls it.
    pub async fn forget_old_login_failures(&self) -> Result<u64, AppError> {
        let mut conn = self.conn().await?;
        let before = self.clock.now() - 24 * 3600;
        Ok(storage::users::clear_login_failures(&mut conn, None, before).await?)
    }

    async fn check_password(
        &self,
        conn: &mut sqlx::SqliteConnection,
        name: &str,
        password: &str,
    ) -> Result<storage::users::UserRow, AppError> {
        let row = if name.contains('@') {
            storage::users::by_email(conn, name).await
        } else {
            storage::users::by_username(conn, name).await
        };
        let row = match row {
            Err(StorageError::NotFound) => {
                // Hash anyway so timing does not reveal which names exist.
                let _ = hash_password(password.to_string()).await;
                return Err(AppError::BadCredentials);
            }
            other => other?,
        };
        if !verify_password(password.to_string(), row.password_hash.clone()).await? {
            return Err(AppError::BadCredentials);
        }
        Ok(row)
    }

    pub async fn logout(&self, token: &str) -> Result<(), AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::users::delete_session(&mut conn, token).await?)
    }

    /// The player a session cookie belongs to, if it is valid. Using a session keeps it
    /// alive: it expires after `SESSION_SECONDS` without a visit, so a correspondence
    /// player who looks in every few weeks stays logged in.
    pub async fn user_for_session(&self, token: &str) -> Result<Option<User>, AppError> {
        let mut conn = self.conn().await?;
        let now = self.clock.now();
        match storage::users::by_session(&mut conn, token, now).await {
            Ok(row) => {
                let until = now + SESSION_SECONDS;
                storage::users::extend_session(&mut conn, token, now, until, SESSION_REFRESH)
                    .await?;
                Ok(Some(row.into()))
            }
            Err(StorageError::NotFound) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Forgets sessions that have expired; the background worker calls it.
    pub async fn delete_expired_sessions(&self) -> Result<u64, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::users::delete_expired_sessions(&mut conn, self.clock.now()).await?)
    }

    pub async fn user_by_name(&self, username: &str) -> Result<User, AppError> {
        let mut conn = self.conn().await?;
        let row = found(
            storage::users::by_username(&mut conn, username).await,
            format!("player \"{username}\""),
        )?;
        Ok(row.into())
    }

    async fn start_session(
        &self,
        conn: &mut sqlx::SqliteConnection,
        user_id: i64,
    ) -> Result<String, AppError> {
        let token = random_token();
        let now = self.clock.now();
        storage::users::insert_session(conn, &token, user_id, now, now + SESSION_SECONDS).await?;
        Ok(token)
    }
}

async fn hash_password(password: String) -> Result<String, AppError> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| AppError::Internal(format!("hashing: {e}")))
    })
    .await
    .map_err(|e| AppError::Internal(format!("hashing task: {e}")))?
}

async fn verify_password(password: String, hash: String) -> Result<bool, AppError> {
    tokio::task::spawn_blocking(move || {
        let parsed = PasswordHash::new(&hash)
            .map_err(|e| AppError::Internal(format!("stored hash: {e}")))?;
        Ok(Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok())
    })
    .await
    .map_err(|e| AppError::Internal(format!("hashing task: {e}")))?
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
