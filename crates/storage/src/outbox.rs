//! The email outbox: rows written by the app inside its transactions and drained by the
//! notify worker.

use super::Conn;
use super::StorageError;
use super::dialect::Dialect;
use super::statement::{Stmt, execute};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub attempts: i64,
    pub next_attempt_ms: i64,
    /// Fixed when the row is first claimed (see `claim`).
    pub message_id: Option<String>,
    /// The Reply-To address, for a mail a player may answer by mail.
    pub reply_to: Option<String>,
    /// The one-click unsubscribe URL of an optional mail.
    pub unsubscribe: Option<String>,
}

/// Rows still to be sent: not sent, not given up on, and not addressed to an address
/// marked failing (those wait until the player clears the mark).
const WAITING: &str = "sent_at IS NULL AND failed_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM failing_addresses f WHERE f.address = outbox.recipient)";

pub async fn enqueue(
    conn: &mut Conn,
    recipient: &str,
    subject: &str,
    text_body: &str,
    html_body: &str,
    now_ms: i64,
) -> Result<(), StorageError> {
    let mail = NewMail {
        recipient,
        subject,
        text_body,
        html_body,
        message_id: None,
        reply_to: None,
        unsubscribe: None,
        not_played: false,
        now_ms,
    };
    enqueue_with_id(conn, &mail).await
}

/// A mail to queue, as `enqueue_with_id` stores it.
pub struct NewMail<'a> {
    pub recipient: &'a str,
    pub subject: &'a str,
    pub text_body: &'a str,
    pub html_body: &'a str,
    /// Fixed now, or None: given when first claimed.
    pub message_id: Option<&'a str>,
    pub reply_to: Option<&'a str>,
    pub unsubscribe: Option<&'a str>,
    /// An answer to a reply by mail that played nothing (see `count_not_played`).
    pub not_played: bool,
    pub now_ms: i64,
}

/// Like `enqueue`, with the Message-ID fixed now (None: given when first claimed), and a
/// Reply-To address and a List-Unsubscribe URL, if the mail has them.
pub async fn enqueue_with_id(conn: &mut Conn, m: &NewMail<'_>) -> Result<(), StorageError> {
    execute(conn, &m.stmt()).await?;
    Ok(())
}

impl<'a> NewMail<'a> {
    /// The mail's row.
    pub fn stmt(&self) -> Stmt<'a> {
        Stmt::new(
            "INSERT INTO outbox (recipient, subject, text_body, html_body, created_at,
                next_attempt_ms, message_id, reply_to, unsubscribe, not_played)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            vec![
                self.recipient.into(),
                self.subject.into(),
                self.text_body.into(),
                self.html_body.into(),
                (self.now_ms / 1000).into(),
                self.now_ms.into(),
                self.message_id.into(),
                self.reply_to.into(),
                self.unsubscribe.into(),
                i64::from(self.not_played).into(),
            ],
        )
    }
}

/// Answers that played nothing queued to `recipient` since `since` (seconds).
pub async fn count_not_played(
    conn: &mut Conn,
    recipient: &str,
    since: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM outbox WHERE recipient = $1 AND created_at >= $2 AND not_played = 1",
    )
    .bind(recipient)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// Unsent rows whose next attempt is due, oldest first; on PostgreSQL locked for the
/// caller's transaction, skipping rows another server is claiming.
pub async fn due(conn: &mut Conn, now_ms: i64, limit: i64) -> Result<Vec<OutboxRow>, StorageError> {
    let claim = Dialect::of(conn).claim_rows();
    Ok(sqlx::query_as(&format!(
        "SELECT id, recipient, subject, text_body, html_body, attempts, next_attempt_ms,
                message_id, reply_to, unsubscribe
         FROM outbox WHERE {WAITING} AND next_attempt_ms <= $1 ORDER BY id LIMIT $2{claim}"
    ))
    .bind(now_ms)
    .bind(limit)
    .fetch_all(conn)
    .await?)
}

/// Takes row `id` for sending until `lease_until_ms`, if it is still as it was read
/// (unsent, due at `seen_next_ms`): of two workers reading the same row, one sends it.
/// A worker that dies mid-send leaves the row to be retried when the lease runs out.
/// The row's Message-ID becomes `message_id` unless it has one already.
pub async fn claim(
    conn: &mut Conn,
    id: i64,
    seen_next_ms: i64,
    lease_until_ms: i64,
    message_id: &str,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE outbox SET next_attempt_ms = $1, message_id = COALESCE(message_id, $2)
         WHERE id = $3 AND sent_at IS NULL AND failed_at IS NULL AND next_attempt_ms = $4",
    )
    .bind(lease_until_ms)
    .bind(message_id)
    .bind(id)
    .bind(seen_next_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the earliest unsent row becomes due, if any.
pub async fn next_due_ms(conn: &mut Conn) -> Result<Option<i64>, StorageError> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT MIN(next_attempt_ms) FROM outbox WHERE {WAITING}"
    ))
    .fetch_one(conn)
    .await?)
}

pub async fn mark_sent(conn: &mut Conn, id: i64, now_ms: i64) -> Result<(), StorageError> {
    sqlx::query("UPDATE outbox SET sent_at = $1, attempts = attempts + 1 WHERE id = $2")
        .bind(now_ms / 1000)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn mark_failed(
    conn: &mut Conn,
    id: i64,
    error: &str,
    next_attempt_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_ms = $2 WHERE id = $3",
    )
    .bind(error)
    .bind(next_attempt_ms)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Gives up on row `id`: the receiving server refused it for good (`reason`).
pub async fn give_up(
    conn: &mut Conn,
    id: i64,
    reason: &str,
    now_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, failed_at = $2 WHERE id = $3",
    )
    .bind(reason)
    .bind(now_ms / 1000)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// An address marked failing: when, and what the receiving server said.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FailingAddress {
    pub address: String,
    pub failed_at: i64,
    pub reply: String,
}

/// Marks `address` failing (or updates the mark with the latest refusal).
pub async fn mark_failing(
    conn: &mut Conn,
    address: &str,
    reply: &str,
    now_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO failing_addresses (address, failed_at, reply) VALUES ($1, $2, $3)
         ON CONFLICT (address) DO UPDATE SET failed_at = excluded.failed_at,
           reply = excluded.reply",
    )
    .bind(address)
    .bind(now_ms / 1000)
    .bind(reply)
    .execute(conn)
    .await?;
    Ok(())
}

/// The mark on `address`, if it has one.
pub async fn failing(
    conn: &mut Conn,
    address: &str,
) -> Result<Option<FailingAddress>, StorageError> {
    Ok(
        sqlx::query_as(
            "SELECT address, failed_at, reply FROM failing_addresses WHERE address = $1",
        )
        .bind(address)
        .fetch_optional(conn)
        .await?,
    )
}

/// Clears the mark on `address` and makes the mail given up on for it due again, so the
/// next attempt is a real test of the address. Returns whether there was a mark.
pub async fn clear_failing(
    conn: &mut Conn,
    address: &str,
    now_ms: i64,
) -> Result<bool, StorageError> {
    let cleared = sqlx::query("DELETE FROM failing_addresses WHERE address = $1")
        .bind(address)
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "UPDATE outbox SET failed_at = NULL, next_attempt_ms = $1
         WHERE recipient = $2 COLLATE NOCASE AND sent_at IS NULL AND failed_at IS NOT NULL",
    )
    .bind(now_ms)
    .bind(address)
    .execute(conn)
    .await?;
    Ok(cleared.rows_affected() > 0)
}

/// Forgets up to `limit` mails sent or given up on before `before` (seconds since the
/// epoch); returns how many.
pub async fn forget_done(conn: &mut Conn, before: i64, limit: i64) -> Result<u64, StorageError> {
    forget_done_rows(conn, "outbox", "sent_at", before, limit).await
}

/// Forgets up to `limit` rows of the queue `table` done before `before`: done with
/// (`done`, the column set when it went) or given up on (`failed_at`). Both reads follow
/// the queue's index, which leads with `done`. The names are this module's callers'
/// constants, never input.
pub(crate) async fn forget_done_rows(
    conn: &mut Conn,
    table: &str,
    done: &str,
    before: i64,
    limit: i64,
) -> Result<u64, StorageError> {
    let gone = sqlx::query(&format!(
        "DELETE FROM {table} WHERE id IN (
           SELECT id FROM {table} WHERE {done} < $1
           UNION ALL
           SELECT id FROM {table} WHERE {done} IS NULL AND failed_at < $1
           LIMIT $2)"
    ))
    .bind(before)
    .bind(limit)
    .execute(conn)
    .await?;
    Ok(gone.rows_affected())
}
