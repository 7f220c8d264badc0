//! Players. Their browser sessions are in `sessions`.

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
    Ok(sqlx::query_as(
        "SELECT id, username, email, password_hash FROM users
             WHERE username = ? AND deleted_at IS NULL",
    )
    .bind(username)
    .fetch_one(conn)
    .await?)
}

pub async fn by_email(conn: &mut SqliteConnection, email: &str) -> Result<UserRow, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, username, email, password_hash FROM users
             WHERE email = ? AND deleted_at IS NULL",
    )
    .bind(email)
    .fetch_one(conn)
    .await?)
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

/// What a player's data export says about them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Profile {
    pub username: String,
    pub email: String,
    pub created_at: i64,
}

pub async fn profile(conn: &mut SqliteConnection, id: i64) -> Result<Profile, StorageError> {
    Ok(sqlx::query_as(
        "SELECT username, email, created_at FROM users WHERE id = ? AND deleted_at IS NULL",
    )
    .bind(id)
    .fetch_one(conn)
    .await?)
}
