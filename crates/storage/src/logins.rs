//! Login attempts per account and source, and the browsers known to have logged in to an
//! account. The throttling policy built on them is in `app::accounts::logins`.

use super::Conn;
use super::StorageError;

/// How many attempts of `user_id` from `source` are recorded at or after `since`, and
/// when the earliest was.
pub async fn from_source_since(
    conn: &mut Conn,
    user_id: i64,
    source: &str,
    since: i64,
) -> Result<(i64, Option<i64>), StorageError> {
    Ok(sqlx::query_as(
        "SELECT COUNT(*), MIN(at) FROM login_attempts
         WHERE user_id = $1 AND source = $2 AND at >= $3",
    )
    .bind(user_id)
    .bind(source)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// How many attempts of `user_id` from browsers not known to it are recorded at or after
/// `since`, and when the latest was.
pub async fn unknown_since(
    conn: &mut Conn,
    user_id: i64,
    since: i64,
) -> Result<(i64, Option<i64>), StorageError> {
    Ok(sqlx::query_as(
        "SELECT COUNT(*), MAX(at) FROM login_attempts
         WHERE user_id = $1 AND known = 0 AND at >= $2",
    )
    .bind(user_id)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// Makes the calling write transaction the only one reading and then writing what
/// belongs to `user_id` (its login attempts, its vacations) until it ends: on
/// PostgreSQL several writers run side by side, and a count read by two could be
/// exceeded by both.
pub async fn lock_account(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    let sql = super::dialect::Dialect::of(conn).lock_key();
    sqlx::query(sql).bind(user_id).execute(conn).await?;
    Ok(())
}

/// Records an attempt (counted as failed until `clear` removes it); returns its id.
pub async fn insert(
    conn: &mut Conn,
    user_id: i64,
    source: &str,
    known: bool,
    at: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO login_attempts (user_id, source, known, at) VALUES ($1, $2, $3, $4)
         RETURNING id",
    )
    .bind(user_id)
    .bind(source)
    .bind(i64::from(known))
    .bind(at)
    .fetch_one(conn)
    .await?)
}

/// Forgets one attempt (one that never got to check the password).
pub async fn delete(conn: &mut Conn, id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM login_attempts WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Forgets the attempts of `user_id` from `source` (after a successful login).
pub async fn clear(conn: &mut Conn, user_id: i64, source: &str) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM login_attempts WHERE user_id = $1 AND source = $2")
        .bind(user_id)
        .bind(source)
        .execute(conn)
        .await?;
    Ok(())
}

/// Forgets attempts made before `before`; returns how many.
pub async fn forget_before(conn: &mut Conn, before: i64) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM login_attempts WHERE at < $1")
        .bind(before)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

/// Has the browser holding `token` logged in to `user_id`?
pub async fn is_known_device(
    conn: &mut Conn,
    token: &str,
    user_id: i64,
) -> Result<bool, StorageError> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM known_devices WHERE token = $1 AND user_id = $2")
            .bind(token)
            .bind(user_id)
            .fetch_optional(conn)
            .await?;
    Ok(found.is_some())
}

/// Remembers that the browser holding `token` logged in to `user_id` at `now`.
pub async fn remember_device(
    conn: &mut Conn,
    token: &str,
    user_id: i64,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO known_devices (token, user_id, last_seen) VALUES ($1, $2, $3)
         ON CONFLICT (token, user_id) DO UPDATE SET last_seen = excluded.last_seen",
    )
    .bind(token)
    .bind(user_id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets devices not seen since `before`; returns how many.
pub async fn forget_devices_before(conn: &mut Conn, before: i64) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM known_devices WHERE last_seen < $1")
        .bind(before)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}
