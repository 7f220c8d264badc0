//! Logging in, and the throttle that keeps password guessing slow without letting a
//! stranger lock a player out.
//!
//! Attempts are counted per account, whichever of its username or email address was typed,
//! and per *source*: the browser, when it has logged in to that account before (a known
//! device, recognised by its `pp_device` cookie), or else the client's address.
//! - Five failed checks from one source within 15 minutes stop that source, and only it,
//!   until the oldest of them is 15 minutes old.
//! - Twenty failed checks from unknown browsers within 15 minutes, from any addresses, slow
//!   the account down for unknown browsers to one check per 30 seconds: a guesser with many
//!   addresses gets two guesses a minute, not thousands.
//! - A known device is held only to its own five failures: others' failures, from any
//!   address, never stop its owner.
//!
//! Each check is reserved before the hash: one short write transaction counts the recent
//! attempts and, if allowed, writes this one (counted as failed until it succeeds), so
//! parallel attempts run at most the allowed number of checks. No connection or
//! transaction is held while the hash runs.

use super::Accounts;
use crate::app::accounts::LoggedIn;
use crate::app::support::limits::{self, Action};
use crate::app::{AppError, Client, User, random_token};
use crate::storage::{self, StorageError};
use crate::zone::Zone;
use pigeonpost_i18n::{Said, Value};

/// The window in which failures count.
const WINDOW: i64 = 15 * 60;
/// Failed checks from one source within the window that stop that source.
const MAX_SOURCE_FAILURES: i64 = 5;
/// Failed checks from unknown browsers within the window that slow the account down.
const SLOW_AFTER: i64 = 20;
/// Seconds between checks from unknown browsers on a slowed-down account.
const SLOW_SPACING: i64 = 30;
/// A known device unused this long is forgotten.
pub(crate) const DEVICE_SECONDS: i64 = 400 * 24 * 3600;

/// Has `client`'s browser logged in to `user_id` before?
pub(crate) async fn known_device(
    conn: &mut crate::storage::Conn,
    client: &Client,
    user_id: i64,
) -> Result<bool, AppError> {
    Ok(match &client.device {
        Some(device) => storage::logins::is_known_device(conn, device, user_id).await?,
        None => false,
    })
}

/// What attempts from `client` are counted under: its device when that is known to the
/// account, else its address.
fn source(client: &Client, known: bool) -> String {
    match (&client.device, known) {
        (Some(device), true) => format!("device:{device}"),
        _ => format!("ip:{}", limits::group(client.addr)),
    }
}

impl Accounts<'_> {
    /// Checks a username (or email address) and password from `client`, returning a new
    /// session. Refused with `TooManyAttempts` as the module explains, and with `Busy` when
    /// too many password hashes are waiting.
    pub async fn login(
        &self,
        name: &str,
        password: &str,
        client: &Client,
    ) -> Result<LoggedIn, AppError> {
        self.limits
            .check(Action::Login, client.addr, self.clock.now_ms())?;
        let name = name.trim();
        let Some((row, known)) = self.login_account(name, client).await? else {
            // Hash anyway, so that timing does not tell which names exist.
            self.passwords.admit()?.hash(password.to_string()).await?;
            return Err(AppError::BadCredentials);
        };
        let hash = row.password_hash.clone();
        let (right, source) = self
            .throttled_check(row.id, client, known, name, password, hash)
            .await?;
        if !right {
            return Err(AppError::BadCredentials);
        }
        let mut tx = self.begin().await?;
        storage::logins::clear(&mut tx, row.id, &source).await?;
        let session = self.start_session(&mut tx, row.id, client).await?;
        let device = self.remember_device(&mut tx, row.id, client).await?;
        tx.commit().await?;
        Ok(LoggedIn {
            user: row.into(),
            session,
            device,
        })
    }

    /// The account `name` (a username, or an email address) names, and whether `client`'s
    /// browser is a known device of it.
    async fn login_account(
        &self,
        name: &str,
        client: &Client,
    ) -> Result<Option<(storage::users::UserRow, bool)>, AppError> {
        let mut conn = self.conn().await?;
        let row = if name.contains('@') {
            storage::users::by_email(&mut conn, name).await
        } else {
            storage::users::by_username(&mut conn, name).await
        };
        let row = match row {
            Err(StorageError::NotFound) => return Ok(None),
            other => other?,
        };
        let known = known_device(&mut conn, client, row.id).await?;
        Ok(Some((row, known)))
    }

    /// Checks the password a logged-in player typed to confirm an account change (the
    /// password itself, the address, deleting the account), throttled as a login is: a
    /// wrong one is refused with the same words everywhere. Returns the source the check
    /// counted under (to clear after a change that succeeds).
    pub(crate) async fn confirm_current_password(
        &self,
        user: &User,
        password: &str,
        client: &Client,
    ) -> Result<String, AppError> {
        let (row, known) = {
            let mut conn = self.conn().await?;
            let row = crate::app::found(
                storage::users::by_id(&mut conn, user.id).await,
                crate::app::missing::thing(crate::app::missing::Thing::Account),
            )?;
            let known = known_device(&mut conn, client, user.id).await?;
            (row, known)
        };
        let (right, source) = self
            .throttled_check(
                user.id,
                client,
                known,
                &user.username,
                password,
                row.password_hash,
            )
            .await?;
        if !right {
            return Err(AppError::Invalid(Said::new("refused-password-wrong")));
        }
        Ok(source)
    }

    /// Checks `password` against `user_id`'s stored `hash`, throttled as the module says:
    /// returns whether it is right, and the source the attempt counted under (to clear
    /// after success). `name` is what the player typed, for the refusal's message.
    pub(crate) async fn throttled_check(
        &self,
        user_id: i64,
        client: &Client,
        known: bool,
        name: &str,
        password: &str,
        hash: String,
    ) -> Result<(bool, String), AppError> {
        let source = source(client, known);
        let attempt = self.reserve_check(user_id, &source, known, name).await?;
        let admitted = match self.passwords.admit() {
            Ok(admitted) => admitted,
            Err(e) => {
                // Refused before checking anything: this attempt does not count.
                let mut tx = self.begin().await?;
                storage::logins::delete(&mut tx, attempt).await?;
                tx.commit().await?;
                return Err(e);
            }
        };
        let right = self
            .passwords
            .verify(admitted, password.to_string(), hash)
            .await?;
        Ok((right, source))
    }

    /// Reserves one password check of `user_id` from `source`, or refuses it; returns the
    /// attempt's id.
    async fn reserve_check(
        &self,
        user_id: i64,
        source: &str,
        known: bool,
        name: &str,
    ) -> Result<i64, AppError> {
        let now = self.clock.now();
        let since = now - WINDOW;
        let mut tx = self.begin().await?;
        // Count and record as one step, whichever server another attempt reaches.
        storage::logins::lock_account(&mut tx, user_id).await?;
        let (failures, oldest) =
            storage::logins::from_source_since(&mut tx, user_id, source, since).await?;
        if failures >= MAX_SOURCE_FAILURES {
            let until = oldest.unwrap_or(now) + WINDOW;
            return Err(AppError::TooManyAttempts {
                message: Said::with(
                    "limit-failed-logins",
                    [
                        ("name", name.chars().take(60).collect::<String>().into()),
                        ("until", Zone::stored(None).civil(until).into()),
                    ],
                ),
                retry_after: until - now,
            });
        }
        if !known {
            let (count, latest) = storage::logins::unknown_since(&mut tx, user_id, since).await?;
            let until = latest.unwrap_or(now) + SLOW_SPACING;
            if count >= SLOW_AFTER && now < until {
                return Err(AppError::TooManyAttempts {
                    message: Said::with(
                        "limit-slowed-logins",
                        [("wait", Value::Wait(until - now))],
                    ),
                    retry_after: until - now,
                });
            }
        }
        let id = storage::logins::insert(&mut tx, user_id, source, known, now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Remembers `client`'s browser as a device of `user_id`, giving it a token if it has
    /// none; returns the token.
    pub(crate) async fn remember_device(
        &self,
        conn: &mut crate::storage::Conn,
        user_id: i64,
        client: &Client,
    ) -> Result<String, AppError> {
        let token = client.device.clone().unwrap_or_else(random_token);
        storage::logins::remember_device(conn, &token, user_id, self.clock.now()).await?;
        Ok(token)
    }

    /// Forgets login attempts older than a day and devices unused for 400 days; the
    /// background worker calls it.
    pub async fn forget_old_login_records(&self) -> Result<u64, AppError> {
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let attempts = storage::logins::forget_before(&mut tx, now - 24 * 3600).await?;
        let devices = storage::logins::forget_devices_before(&mut tx, now - DEVICE_SECONDS).await?;
        tx.commit().await?;
        Ok(attempts + devices)
    }
}
