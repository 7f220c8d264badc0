//! Browser sessions, keyed by the hash of their cookie (see migration 0008). Every query
//! takes the hash; the cookie value itself never reaches the database.

use super::Conn;
use super::StorageError;
use super::statement::{Columns, FromColumns, Stmt, fetch_one};
use std::sync::LazyLock;

/// A new session.
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i64,
    pub now: i64,
    pub expires_at: i64,
    /// The browser's label ("Firefox on Linux").
    pub agent: &'a str,
}

pub async fn insert(conn: &mut Conn, s: &NewSession<'_>) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen, agent)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(s.token_hash)
    .bind(s.user_id)
    .bind(s.now)
    .bind(s.expires_at)
    .bind(s.now)
    .bind(s.agent)
    .execute(conn)
    .await?;
    Ok(())
}

/// A session's player and when the session ends.
#[derive(Debug, Clone)]
pub struct SessionUser {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub expires_at: i64,
    /// The account's language and time zone, as `users::set_locale` keeps them.
    pub language: Option<String>,
    pub time_zone: Option<String>,
}

/// The query for the user owning an unexpired session, with the placeholders of the
/// token's hash and of now, so that a page's cheap read can ask it in the same round
/// trip (`stamps::game`) and say the same.
pub(super) fn user_query(token_hash: &str, now: &str) -> String {
    format!(
        "SELECT u.id, u.username, u.email, s.expires_at, u.language, u.time_zone
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = {token_hash} AND s.expires_at > {now} AND u.deleted_at IS NULL"
    )
}

static USER: LazyLock<String> = LazyLock::new(|| user_query("$1", "$2"));

/// See `user` (also read by `inline_reads`).
pub fn user_stmt(token_hash: &str, now: i64) -> Stmt<'_> {
    Stmt::new(&USER, vec![token_hash.into(), now.into()])
}

impl FromColumns for SessionUser {
    /// `user_query`'s columns.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(SessionUser {
            id: r.get(0)?,
            username: r.get(1)?,
            email: r.get(2)?,
            expires_at: r.get(3)?,
            language: r.get(4)?,
            time_zone: r.get(5)?,
        })
    }
}

/// The user owning an unexpired session. A plain read: no write lock is taken.
pub async fn user(
    conn: &mut Conn,
    token_hash: &str,
    now: i64,
) -> Result<SessionUser, StorageError> {
    fetch_one(conn, &user_stmt(token_hash, now)).await
}

/// Records a visit at `now` and moves an unexpired session's expiry forward to
/// `expires_at` (never back).
pub async fn extend(
    conn: &mut Conn,
    token_hash: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE sessions SET expires_at = $3, last_seen = $2
         WHERE token_hash = $1 AND expires_at > $2 AND expires_at < $3",
    )
    .bind(token_hash)
    .bind(now)
    .bind(expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// One of a player's sessions, as the account page lists it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub id: i64,
    pub token_hash: String,
    pub created_at: i64,
    pub last_seen: i64,
    pub agent: String,
}

/// A player's unexpired sessions, the most recently seen first.
pub async fn for_user(
    conn: &mut Conn,
    user_id: i64,
    now: i64,
) -> Result<Vec<SessionRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, token_hash, created_at, last_seen, agent FROM sessions
         WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen DESC, id DESC LIMIT 200",
    )
    .bind(user_id)
    .bind(now)
    .fetch_all(conn)
    .await?)
}

/// Ends session `id` if it is `user_id`'s; says whether it was.
pub async fn delete_own(conn: &mut Conn, user_id: i64, id: i64) -> Result<bool, StorageError> {
    let done = sqlx::query("DELETE FROM sessions WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes sessions that expired before `now`; returns how many.
pub async fn delete_expired(conn: &mut Conn, now: i64) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
        .bind(now)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

pub async fn delete(conn: &mut Conn, token_hash: &str) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
        .bind(token_hash)
        .execute(conn)
        .await?;
    Ok(())
}

/// Ends every session of a user but `keep_hash`'s; returns how many.
pub async fn delete_others(
    conn: &mut Conn,
    user_id: i64,
    keep_hash: &str,
) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2")
        .bind(user_id)
        .bind(keep_hash)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}
