//! Links mailed to players to confirm an address or set a new password (see migration
//! 0022), keyed by the hash of their token: the token itself never reaches the database.

use super::Conn;
use super::StorageError;

/// A new link.
pub struct NewLink<'a> {
    pub user_id: i64,
    /// "verify" or "reset".
    pub purpose: &'a str,
    pub token_hash: &'a str,
    /// The address the link was mailed to (for "verify", the address it confirms).
    pub email: &'a str,
    pub now: i64,
    pub expires_at: i64,
}

pub async fn insert(conn: &mut Conn, l: &NewLink<'_>) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO account_links (user_id, purpose, token_hash, email, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(l.user_id)
    .bind(l.purpose)
    .bind(l.token_hash)
    .bind(l.email)
    .bind(l.now)
    .bind(l.expires_at)
    .fetch_one(conn)
    .await?)
}

/// A stored link, as the use-cases decide on it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LinkRow {
    pub id: i64,
    pub user_id: i64,
    pub purpose: String,
    pub email: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

/// The link of `purpose` whose token hashes to `token_hash`, if its account is not deleted.
pub async fn by_hash(
    conn: &mut Conn,
    purpose: &str,
    token_hash: &str,
) -> Result<LinkRow, StorageError> {
    Ok(sqlx::query_as(
        "SELECT l.id, l.user_id, l.purpose, l.email, l.created_at, l.expires_at, l.used_at
         FROM account_links l JOIN users u ON u.id = l.user_id
         WHERE l.token_hash = $1 AND l.purpose = $2 AND u.deleted_at IS NULL",
    )
    .bind(token_hash)
    .bind(purpose)
    .fetch_one(conn)
    .await?)
}

/// Marks link `id` used at `now` if it is still unused and unexpired; false if another
/// request used it first or it expired meanwhile.
pub async fn use_once(conn: &mut Conn, id: i64, now: i64) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE account_links SET used_at = $1
         WHERE id = $2 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets `user_id`'s unused links of `purpose` (a newer one replaces them, or what
/// they were for is settled).
pub async fn drop_unused(conn: &mut Conn, user_id: i64, purpose: &str) -> Result<(), StorageError> {
    sqlx::query(
        "DELETE FROM account_links WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL",
    )
    .bind(user_id)
    .bind(purpose)
    .execute(conn)
    .await?;
    Ok(())
}

/// The newest unused, unexpired "verify" link of `user_id`: the address waiting to be
/// confirmed and when its link was sent.
pub async fn pending_verification(
    conn: &mut Conn,
    user_id: i64,
    now: i64,
) -> Result<Option<LinkRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, user_id, purpose, email, created_at, expires_at, used_at
         FROM account_links
         WHERE user_id = $1 AND purpose = 'verify' AND used_at IS NULL AND expires_at > $2
         ORDER BY id DESC LIMIT 1",
    )
    .bind(user_id)
    .bind(now)
    .fetch_optional(conn)
    .await?)
}

/// Forgets links that expired before `before` (the background worker's tidying).
pub async fn forget_expired(conn: &mut Conn, before: i64) -> Result<u64, StorageError> {
    Ok(
        sqlx::query("DELETE FROM account_links WHERE expires_at < $1")
            .bind(before)
            .execute(conn)
            .await?
            .rows_affected(),
    )
}
