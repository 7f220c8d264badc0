//! Players' secret feed addresses (see migration 0019), keyed by the hash of their
//! secret: the secret itself never reaches the database.

use super::Conn;
use super::StorageError;

/// Makes `user_id`'s feed address the one whose secret hashes to `secret_hash`,
/// replacing any earlier one (whose URL then names nothing).
pub async fn replace(
    conn: &mut Conn,
    user_id: i64,
    secret_hash: &str,
    now: i64,
) -> Result<(), StorageError> {
    delete(&mut *conn, user_id).await?;
    sqlx::query(
        "INSERT INTO feed_addresses (user_id, secret_hash, created_at) VALUES ($1, $2, $3)",
    )
    .bind(user_id)
    .bind(secret_hash)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets `user_id`'s feed address; says whether there was one.
pub async fn delete(conn: &mut Conn, user_id: i64) -> Result<bool, StorageError> {
    let done = sqlx::query("DELETE FROM feed_addresses WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// When `user_id`'s feed address was made, if they have one.
pub async fn made_at(conn: &mut Conn, user_id: i64) -> Result<Option<i64>, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT created_at FROM feed_addresses WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(conn)
            .await?,
    )
}

/// The owner of a feed address, and when it was made.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FeedOwner {
    pub id: i64,
    pub username: String,
    pub email: String,
    /// The owner's language and time zone, as their account keeps them: the feed is
    /// written in them.
    pub language: Option<String>,
    pub time_zone: Option<String>,
    pub made_at: i64,
}

/// The owner of the address whose secret hashes to `secret_hash`, if the account is not
/// deleted. A plain read.
pub async fn owner(conn: &mut Conn, secret_hash: &str) -> Result<FeedOwner, StorageError> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username, u.email, u.language, u.time_zone, f.created_at AS made_at
         FROM feed_addresses f JOIN users u ON u.id = f.user_id
         WHERE f.secret_hash = $1 AND u.deleted_at IS NULL",
    )
    .bind(secret_hash)
    .fetch_one(conn)
    .await?)
}
