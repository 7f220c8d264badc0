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

/// Is the username or the email address already registered (in any case)?
pub async fn name_or_email_taken(
    conn: &mut SqliteConnection,
    username: &str,
    email: &str,
) -> Result<bool, StorageError> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM users WHERE username = ? OR email = ? LIMIT 1")
            .bind(username)
            .bind(email)
            .fetch_optional(conn)
            .await?;
    Ok(found.is_some())
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

/// A session's player and when the session ends.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub expires_at: i64,
}

/// The user owning an unexpired session. A plain read: no write lock is taken.
pub async fn by_session(
    conn: &mut SqliteConnection,
    token: &str,
    now: i64,
) -> Result<SessionRow, StorageError> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username, u.email, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token = ? AND s.expires_at > ?",
    )
    .bind(token)
    .bind(now)
    .fetch_one(conn)
    .await?)
}

/// Moves an unexpired session's expiry forward to `expires_at` (never back).
pub async fn extend_session(
    conn: &mut SqliteConnection,
    token: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE sessions SET expires_at = ?3 WHERE token = ?1 AND expires_at > ?2 AND expires_at < ?3")
        .bind(token)
        .bind(now)
        .bind(expires_at)
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
