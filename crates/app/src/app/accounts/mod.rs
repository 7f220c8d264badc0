//! Accounts: registering, logging in, sessions, confirming an address, resetting a
//! password, API tokens, mail preferences, unsubscribing, downloading and deleting one's
//! data.

use crate::app::rules::mail_preferences::MailPreferences;
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_i18n::Said;

pub mod account_links;
pub mod api_tokens;
pub mod blocking;
pub mod deletion;
pub mod export;
pub mod logins;
pub mod password_reset;
pub mod preferences;
pub mod push;
pub mod registration;
pub mod sessions;
pub mod unsubscribe;
pub mod verification;

crate::app::service!(
    /// Accounts: registering, logging in, sessions, addresses, tokens, preferences, blocks.
    Accounts
);

/// What a link does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// Confirms an address: the registered one, or a new one that replaces it.
    Verify,
    /// Sets a new password.
    Reset,
}

/// How long a link to confirm an address works: long enough for a player who registers
/// and reads their mail a few days later.
pub const VERIFY_DAYS: i64 = 7;
/// How long a password-reset link works.
pub const RESET_SECONDS: i64 = 3600;

impl Purpose {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Reset => "reset",
        }
    }

    pub(crate) fn lifetime(self) -> i64 {
        match self {
            Purpose::Verify => VERIFY_DAYS * 24 * 3600,
            Purpose::Reset => RESET_SECONDS,
        }
    }

    /// The site path the token is appended to.
    pub(crate) fn path(self) -> &'static str {
        match self {
            Purpose::Verify => "/verify",
            Purpose::Reset => "/password/reset",
        }
    }
}

/// Checks a username: 2 to 32 letters, digits, `_` or `-`.
pub fn validate_username(name: &str) -> Result<(), AppError> {
    let ok_chars = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !(2..=32).contains(&name.len()) || !ok_chars {
        return Err(AppError::Invalid(Said::new("refused-username")));
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
        return Err(AppError::Invalid(Said::with(
            "refused-not-an-address",
            [("address", email.into())],
        )));
    }
    Ok(())
}

/// A password: 8 to 200 characters.
pub fn validate_password(password: &str) -> Result<(), AppError> {
    if !(8..=200).contains(&password.chars().count()) {
        return Err(AppError::Invalid(Said::new("refused-password-length")));
    }
    Ok(())
}

/// A successful login or registration: the player, their new session token, and this
/// browser's device token (the cookie to keep).
#[derive(Debug)]
pub struct LoggedIn {
    pub user: User,
    pub session: String,
    pub device: String,
}

pub(crate) async fn read_mail_preferences(
    conn: &mut storage::Conn,
    user_id: i64,
) -> Result<MailPreferences, AppError> {
    MailPreferences::from_row(&storage::preferences::mail(conn, user_id).await?)
}
