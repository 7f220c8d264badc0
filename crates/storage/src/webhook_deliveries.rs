//! The webhooks' outbox: rows written by the app inside the transaction of the event they
//! report, drained by the webhook worker (`notify::webhooks`) as the mail outbox is.

use super::Conn;
use super::StorageError;
use super::dialect::Dialect;
use super::statement::Stmt;

/// A delivery due, with what the worker needs to send it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DueDelivery {
    pub id: i64,
    pub webhook_id: i64,
    pub event: String,
    pub payload: String,
    pub attempts: i64,
    pub next_attempt_ms: i64,
    pub url: String,
    pub secret: String,
}

const WAITING: &str = "d.delivered_at IS NULL AND d.failed_at IS NULL";

/// A delivery of event `event` (its JSON `payload`) to every webhook of everyone in
/// game `game` (its creator, players and invited player), as `webhooks::targets_of_game`
/// lists them.
pub fn enqueue_for_game_stmt<'a>(
    game: i64,
    event: &'a str,
    payload: &'a str,
    now_ms: i64,
) -> Stmt<'a> {
    Stmt::new(
        "INSERT INTO webhook_deliveries (webhook_id, event, payload, created_at, next_attempt_ms)
         SELECT w.id, $2, $3, $4, $5 FROM webhooks w JOIN games g
           ON w.user_id IN (g.creator_id, g.white_id, g.black_id, g.invitee_id)
         WHERE g.id = $1 ORDER BY w.id",
        vec![
            game.into(),
            event.into(),
            payload.into(),
            (now_ms / 1000).into(),
            now_ms.into(),
        ],
    )
}

pub async fn enqueue(
    conn: &mut Conn,
    webhook_id: i64,
    event: &str,
    payload: &str,
    now_ms: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO webhook_deliveries (webhook_id, event, payload, created_at, next_attempt_ms)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(webhook_id)
    .bind(event)
    .bind(payload)
    .bind(now_ms / 1000)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deliveries whose next attempt is due, oldest first; on PostgreSQL locked for the
/// caller's transaction, skipping rows another server is claiming.
pub async fn due(
    conn: &mut Conn,
    now_ms: i64,
    limit: i64,
) -> Result<Vec<DueDelivery>, StorageError> {
    let claim = Dialect::of(conn).claim_rows_of("d");
    Ok(sqlx::query_as(&format!(
        "SELECT d.id, d.webhook_id, d.event, d.payload, d.attempts, d.next_attempt_ms,
                w.url, w.secret
         FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         WHERE {WAITING} AND d.next_attempt_ms <= $1 ORDER BY d.id LIMIT $2{claim}"
    ))
    .bind(now_ms)
    .bind(limit)
    .fetch_all(conn)
    .await?)
}

/// Takes delivery `id` until `lease_until_ms` if it is still as read (due at
/// `seen_next_ms`): of two workers reading it, one sends it; a worker that dies
/// mid-send leaves it to be retried when the lease runs out.
pub async fn claim(
    conn: &mut Conn,
    id: i64,
    seen_next_ms: i64,
    lease_until_ms: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE webhook_deliveries SET next_attempt_ms = $1
         WHERE id = $2 AND delivered_at IS NULL AND failed_at IS NULL AND next_attempt_ms = $3",
    )
    .bind(lease_until_ms)
    .bind(id)
    .bind(seen_next_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the earliest waiting delivery becomes due, if any.
pub async fn next_due_ms(conn: &mut Conn) -> Result<Option<i64>, StorageError> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT MIN(d.next_attempt_ms) FROM webhook_deliveries d WHERE {WAITING}"
    ))
    .fetch_one(conn)
    .await?)
}

/// What became of one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Delivered,
    /// Failed; tried again at this time.
    Retry {
        at_ms: i64,
    },
    /// Failed for the last time.
    GiveUp,
}

pub async fn record(
    conn: &mut Conn,
    id: i64,
    outcome: Outcome,
    now_ms: i64,
) -> Result<(), StorageError> {
    let (sql, value) = match outcome {
        Outcome::Delivered => ("delivered_at = $1", now_ms / 1000),
        Outcome::Retry { at_ms } => ("next_attempt_ms = $1", at_ms),
        Outcome::GiveUp => ("failed_at = $1", now_ms / 1000),
    };
    sqlx::query(&format!(
        "UPDATE webhook_deliveries SET attempts = attempts + 1, {sql} WHERE id = $2"
    ))
    .bind(value)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets up to `limit` deliveries delivered or given up on before `before` (seconds
/// since the epoch); returns how many. The account page's log of attempts is kept apart
/// (`webhooks::log_attempt` bounds it).
pub async fn forget_done(conn: &mut Conn, before: i64, limit: i64) -> Result<u64, StorageError> {
    super::outbox::forget_done_rows(conn, "webhook_deliveries", "delivered_at", before, limit).await
}
