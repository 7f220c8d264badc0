//! Personal API tokens (see migration 0015), keyed by the hash of their secret: every
//! query takes the hash; the secret itself never reaches the database.

use super::Conn;
use super::StorageError;

/// A new token.
pub struct NewToken<'a> {
    pub user_id: i64,
    pub name: &'a str,
    /// "read" or "play".
    pub scope: &'a str,
    pub token_hash: &'a str,
    pub now: i64,
}

pub async fn insert(conn: &mut Conn, t: &NewToken<'_>) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO api_tokens (user_id, name, scope, token_hash, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(t.user_id)
    .bind(t.name)
    .bind(t.scope)
    .bind(t.token_hash)
    .bind(t.now)
    .fetch_one(conn)
    .await?)
}

/// A token's owner, as a request authenticated by it needs them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TokenUser {
    pub token_id: i64,
    pub scope: String,
    pub last_used_at: Option<i64>,
    pub id: i64,
    pub username: String,
    pub email: String,
    pub language: Option<String>,
    pub time_zone: Option<String>,
}

/// The owner of the token whose secret hashes to `token_hash`, if the account is not
/// deleted. A plain read.
pub async fn user(conn: &mut Conn, token_hash: &str) -> Result<TokenUser, StorageError> {
    Ok(sqlx::query_as(
        "SELECT t.id AS token_id, t.scope, t.last_used_at, u.id, u.username, u.email,
                u.language, u.time_zone
         FROM api_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND u.deleted_at IS NULL",
    )
    .bind(token_hash)
    .fetch_one(conn)
    .await?)
}

/// Records a use of token `id` at `now`.
pub async fn touch(conn: &mut Conn, id: i64, now: i64) -> Result<(), StorageError> {
    sqlx::query("UPDATE api_tokens SET last_used_at = $2 WHERE id = $1")
        .bind(id)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}

/// One of a player's tokens, as the account page lists it (no hash).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TokenRow {
    pub id: i64,
    pub name: String,
    pub scope: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// A player's tokens, the newest first.
pub async fn for_user(conn: &mut Conn, user_id: i64) -> Result<Vec<TokenRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, name, scope, created_at, last_used_at FROM api_tokens
         WHERE user_id = $1 ORDER BY id DESC",
    )
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

/// How many tokens a player holds.
pub async fn count_for_user(conn: &mut Conn, user_id: i64) -> Result<i64, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM api_tokens WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(conn)
            .await?,
    )
}

/// Deletes token `id` if it is `user_id`'s; says whether it was.
pub async fn delete_own(conn: &mut Conn, user_id: i64, id: i64) -> Result<bool, StorageError> {
    let done = sqlx::query("DELETE FROM api_tokens WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Deletes every token of `user_id` (a password reset).
pub async fn delete_all(conn: &mut Conn, user_id: i64) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM api_tokens WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}
