//! The email outbox: rows written by the app inside its transactions and drained by the
//! notify worker.

use super::StorageError;
use sqlx::SqliteConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub attempts: i64,
    pub next_attempt_ms: i64,
}

pub async fn enqueue(
    conn: &mut SqliteConnection,
    recipient: &str,
    subject: &str,
    text_body: &str,
    html_body: &str,
    now_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO outbox (recipient, subject, text_body, html_body, created_at, next_attempt_ms)
         VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(recipient)
    .bind(subject)
    .bind(text_body)
    .bind(html_body)
    .bind(now_ms / 1000)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Unsent rows whose next attempt is due, oldest first.
pub async fn due(
    conn: &mut SqliteConnection,
    now_ms: i64,
    limit: i64,
) -> Result<Vec<OutboxRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, recipient, subject, text_body, html_body, attempts, next_attempt_ms FROM outbox
         WHERE sent_at IS NULL AND next_attempt_ms <= ? ORDER BY id LIMIT ?",
    )
    .bind(now_ms)
    .bind(limit)
    .fetch_all(conn)
    .await?)
}

/// Takes row `id` for sending until `lease_until_ms`, if it is still as it was read
/// (unsent, due at `seen_next_ms`): of two workers reading the same row, one sends it.
/// A worker that dies mid-send leaves the row to be retried when the lease runs out.
pub async fn claim(
    conn: &mut SqliteConnection,
    id: i64,
    seen_next_ms: i64,
    lease_until_ms: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE outbox SET next_attempt_ms = ? WHERE id = ? AND sent_at IS NULL
           AND next_attempt_ms = ?",
    )
    .bind(lease_until_ms)
    .bind(id)
    .bind(seen_next_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the earliest unsent row becomes due, if any.
pub async fn next_due_ms(conn: &mut SqliteConnection) -> Result<Option<i64>, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT MIN(next_attempt_ms) FROM outbox WHERE sent_at IS NULL")
            .fetch_one(conn)
            .await?,
    )
}

pub async fn mark_sent(
    conn: &mut SqliteConnection,
    id: i64,
    now_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?")
        .bind(now_ms / 1000)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn mark_failed(
    conn: &mut SqliteConnection,
    id: i64,
    error: &str,
    next_attempt_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_ms = ? WHERE id = ?",
    )
    .bind(error)
    .bind(next_attempt_ms)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}
