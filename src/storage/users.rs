//! Players and their browser sessions.

use super::StorageError;
use sqlx::SqliteConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub password_hash: String,
}

pub async fn insert(
    conn: &mut SqliteConnection,
    username: &str,
    email: &str,
    password_hash: &str,
    now: i64,
) -> Result<i64, StorageError> {
    let id = sqlx::query_scalar(
        "INSERT INTO users (username, email, password_hash, created_at)
         VALUES (?, ?, ?, ?) RETURNING id",
    )
    .bind(username)
    .bind(email)
    .bind(password_hash)
    .bind(now)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

pub async fn by_username(
    conn: &mut SqliteConnection,
    username: &str,
) -> Result<UserRow, StorageError> {
    Ok(
        sqlx::query_as("SELECT id, username, email, password_hash FROM users WHERE username = ?")
            .bind(username)
            .fetch_one(conn)
            .await?,
    )
}

pub async fn by_email(conn: &mut SqliteConnection, email: &str) -> Result<UserRow, StorageError> {
    Ok(
        sqlx::query_as("SELECT id, username, email, password_hash FROM users WHERE email = ?")
            .bind(email)
            .fetch_one(conn)
            .await?,
    )
}

pub async fn by_id(conn: &mut SqliteConnection, id: i64) -> Result<UserRow, StorageError> {
    Ok(
        sqlx::query_as("SELECT id, username, email, password_hash FROM users WHERE id = ?")
            .bind(id)
            .fetch_one(conn)
            .await?,
    )
}

pub async fn insert_session(
    conn: &mut SqliteConnection,
    token: &str,
    user_id: i64,
    now: i64,
    expires_at: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
    )
    .bind(token)
    .bind(user_id)
    .bind(now)
    .bind(expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The user owning an unexpired session.
pub async fn by_session(
    conn: &mut SqliteConnection,
    token: &str,
    now: i64,
) -> Result<UserRow, StorageError> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username, u.email, u.password_hash
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token = ? AND s.expires_at > ?",
    )
    .bind(token)
    .bind(now)
    .fetch_one(conn)
    .await?)
}

/// Moves an unexpired session's expiry to `expires_at`, unless it was already moved within
/// the last `slack` seconds (so a busy player does not cause a write per request).
pub async fn extend_session(
    conn: &mut SqliteConnection,
    token: &str,
    now: i64,
    expires_at: i64,
    slack: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE sessions SET expires_at = ?3 WHERE token = ?1 AND expires_at > ?2
           AND expires_at < ?3 - ?4",
    )
    .bind(token)
    .bind(now)
    .bind(expires_at)
    .bind(slack)
    .execute(conn)
    .await?;
    Ok(())
}

/// Removes sessions that expired before `now`; returns how many.
pub async fn delete_expired_sessions(
    conn: &mut SqliteConnection,
    now: i64,
) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= ?")
        .bind(now)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

pub async fn delete_session(conn: &mut SqliteConnection, token: &str) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM sessions WHERE token = ?")
        .bind(token)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records a failed login for `name` (as typed).
pub async fn record_login_failure(
    conn: &mut SqliteConnection,
    name: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query("INSERT INTO login_failures (name, at) VALUES (?, ?)")
        .bind(name)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}

/// How many logins for `name` failed at or after `since`, and when the earliest did.
pub async fn login_failures_since(
    conn: &mut SqliteConnection,
    name: &str,
    since: i64,
) -> Result<(i64, Option<i64>), StorageError> {
    Ok(
        sqlx::query_as("SELECT COUNT(*), MIN(at) FROM login_failures WHERE name = ? AND at >= ?")
            .bind(name)
            .bind(since)
            .fetch_one(conn)
            .await?,
    )
}

/// Forgets the failures of `name` (after a successful login), or all before `before`
/// when `name` is None.
pub async fn clear_login_failures(
    conn: &mut SqliteConnection,
    name: Option<&str>,
    before: i64,
) -> Result<u64, StorageError> {
    let done = match name {
        Some(name) => {
            sqlx::query("DELETE FROM login_failures WHERE name = ?")
                .bind(name)
                .execute(conn)
                .await?
        }
        None => {
            sqlx::query("DELETE FROM login_failures WHERE at < ?")
                .bind(before)
                .execute(conn)
                .await?
        }
    };
    Ok(done.rows_affected())
}

pub async fn set_password_hash(
    conn: &mut SqliteConnection,
    id: i64,
    hash: &str,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE users SET password_hash = ? WHERE id = ?")
        .bind(hash)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Ends every session of a user but `keep`.
pub async fn delete_other_sessions(
    conn: &mut SqliteConnection,
    user_id: i64,
    keep: &str,
) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM sessions WHERE user_id = ? AND token <> ?")
        .bind(user_id)
        .bind(keep)
        .execute(conn)
        .await?;
    Ok(())
}
