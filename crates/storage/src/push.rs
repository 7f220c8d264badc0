//! Web Push: each player's subscribed browsers (`push_subscriptions`) and the pushes'
//! outbox (`push_outbox`), written by the app inside the transaction of the event each
//! push tells of and drained by the push worker (`notify::push`) as the mail outbox is.

use super::Conn;
use super::StorageError;
use super::dialect::Dialect;
use super::statement::{Stmt, execute};

/// A browser's subscription, as its Push API gave it and the account page names it.
pub struct NewSubscription<'a> {
    pub user_id: i64,
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
    pub now: i64,
}

/// A subscription as the account page lists it (no keys).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DeviceRow {
    pub id: i64,
    pub endpoint: String,
    pub device: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// Stores `s` for its player. An endpoint is one browser's: a browser that subscribes
/// again (for this player or, after a change of login, another) replaces its row, and
/// what was waiting for the old row goes with it.
pub async fn subscribe(conn: &mut Conn, s: &NewSubscription<'_>) -> Result<i64, StorageError> {
    let old: Option<i64> =
        sqlx::query_scalar("SELECT id FROM push_subscriptions WHERE endpoint = $1")
            .bind(s.endpoint)
            .fetch_optional(&mut *conn)
            .await?;
    if let Some(old) = old {
        delete_subscription(conn, old).await?;
    }
    Ok(sqlx::query_scalar(
        "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(s.user_id)
    .bind(s.endpoint)
    .bind(s.p256dh)
    .bind(s.auth)
    .bind(s.device)
    .bind(s.now)
    .fetch_one(conn)
    .await?)
}

/// How many browsers `user_id` has subscribed, and whether `endpoint` is one of them.
pub async fn count_of_user(
    conn: &mut Conn,
    user_id: i64,
    endpoint: &str,
) -> Result<(i64, bool), StorageError> {
    let (count, own): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN endpoint = $2 THEN 1 ELSE 0 END), 0)
         FROM push_subscriptions WHERE user_id = $1",
    )
    .bind(user_id)
    .bind(endpoint)
    .fetch_one(conn)
    .await?;
    Ok((count, own > 0))
}

/// `user_id`'s subscribed browsers, the newest first.
pub async fn of_user(conn: &mut Conn, user_id: i64) -> Result<Vec<DeviceRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, endpoint, device, created_at, last_used_at FROM push_subscriptions
         WHERE user_id = $1 ORDER BY id DESC",
    )
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

/// Removes `user_id`'s subscription `id`, with what waited for it; false if they have no
/// such subscription.
pub async fn unsubscribe(conn: &mut Conn, user_id: i64, id: i64) -> Result<bool, StorageError> {
    let own: Option<i64> =
        sqlx::query_scalar("SELECT id FROM push_subscriptions WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .fetch_optional(&mut *conn)
            .await?;
    match own {
        Some(id) => delete_subscription(conn, id).await.map(|()| true),
        None => Ok(false),
    }
}

/// Removes every subscription of `user_id`, with what waited for them.
pub async fn delete_of_user(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    sqlx::query(
        "DELETE FROM push_outbox WHERE subscription_id IN
           (SELECT id FROM push_subscriptions WHERE user_id = $1)",
    )
    .bind(user_id)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM push_subscriptions WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Deletes subscription `id` and its waiting pushes, children first: SQLite enforces no
/// cascade unless asked.
async fn delete_subscription(conn: &mut Conn, id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM push_outbox WHERE subscription_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM push_subscriptions WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A push to every browser of one player, as the outbox stores it.
#[derive(Debug, Clone)]
pub struct QueuedPush {
    pub user_id: i64,
    /// The kind's word ("move", "invitation", ...).
    pub kind: &'static str,
    /// The notification as JSON.
    pub payload: String,
    pub topic: String,
    pub now_ms: i64,
}

impl QueuedPush {
    /// One row per browser of the player, in one statement: nothing is read first.
    pub fn stmt(&self) -> Stmt<'_> {
        Stmt::new(
            "INSERT INTO push_outbox (subscription_id, kind, payload, topic, created_at,
                next_attempt_ms)
             SELECT id, $2, $3, $4, $5, $6 FROM push_subscriptions WHERE user_id = $1
             ORDER BY id",
            vec![
                self.user_id.into(),
                self.kind.into(),
                self.payload.as_str().into(),
                self.topic.as_str().into(),
                (self.now_ms / 1000).into(),
                self.now_ms.into(),
            ],
        )
    }
}

pub async fn enqueue(conn: &mut Conn, push: &QueuedPush) -> Result<(), StorageError> {
    execute(conn, &push.stmt()).await?;
    Ok(())
}

/// A push due, with the subscription it goes to.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DuePush {
    pub id: i64,
    pub subscription_id: i64,
    pub kind: String,
    pub payload: String,
    pub topic: String,
    pub attempts: i64,
    pub next_attempt_ms: i64,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

const WAITING: &str = "o.sent_at IS NULL AND o.failed_at IS NULL";

/// Pushes whose next attempt is due, oldest first; on PostgreSQL locked for the caller's
/// transaction, skipping rows another server is claiming.
pub async fn due(conn: &mut Conn, now_ms: i64, limit: i64) -> Result<Vec<DuePush>, StorageError> {
    let claim = Dialect::of(conn).claim_rows_of("o");
    Ok(sqlx::query_as(&format!(
        "SELECT o.id, o.subscription_id, o.kind, o.payload, o.topic, o.attempts,
                o.next_attempt_ms, s.endpoint, s.p256dh, s.auth
         FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
         WHERE {WAITING} AND o.next_attempt_ms <= $1 ORDER BY o.id LIMIT $2{claim}"
    ))
    .bind(now_ms)
    .bind(limit)
    .fetch_all(conn)
    .await?)
}

/// Takes push `id` until `lease_until_ms` if it is still as read (due at
/// `seen_next_ms`): of two workers reading it, one sends it; a worker that dies mid-send
/// leaves it to be sent when the lease runs out.
pub async fn claim(
    conn: &mut Conn,
    id: i64,
    seen_next_ms: i64,
    lease_until_ms: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE push_outbox SET next_attempt_ms = $1
         WHERE id = $2 AND sent_at IS NULL AND failed_at IS NULL AND next_attempt_ms = $3",
    )
    .bind(lease_until_ms)
    .bind(id)
    .bind(seen_next_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the earliest waiting push becomes due, if any.
pub async fn next_due_ms(conn: &mut Conn) -> Result<Option<i64>, StorageError> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT MIN(o.next_attempt_ms) FROM push_outbox o WHERE {WAITING}"
    ))
    .fetch_one(conn)
    .await?)
}

/// What became of one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The push service took it: the browser was reached (or will be).
    Sent,
    /// Failed (`error`); tried again at `at_ms`.
    Retry { at_ms: i64, error: String },
    /// Failed for good (`error`).
    GiveUp { error: String },
    /// The push service no longer knows the subscription (404, 410): it goes, with all
    /// that waited for it.
    Gone,
}

/// Writes what became of push `id` to subscription `subscription_id`.
pub async fn record(
    conn: &mut Conn,
    id: i64,
    subscription_id: i64,
    outcome: &Outcome,
    now_ms: i64,
) -> Result<(), StorageError> {
    let (sql, value, error) = match outcome {
        Outcome::Gone => return delete_subscription(conn, subscription_id).await,
        Outcome::Sent => {
            sqlx::query("UPDATE push_subscriptions SET last_used_at = $1 WHERE id = $2")
                .bind(now_ms / 1000)
                .bind(subscription_id)
                .execute(&mut *conn)
                .await?;
            ("sent_at = $1", now_ms / 1000, None)
        }
        Outcome::Retry { at_ms, error } => ("next_attempt_ms = $1", *at_ms, Some(error)),
        Outcome::GiveUp { error } => ("failed_at = $1", now_ms / 1000, Some(error)),
    };
    sqlx::query(&format!(
        "UPDATE push_outbox SET attempts = attempts + 1, last_error = $3, {sql} WHERE id = $2"
    ))
    .bind(value)
    .bind(id)
    .bind(error.map(String::as_str))
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets up to `limit` pushes sent or given up on before `before` (seconds since the
/// epoch); returns how many.
pub async fn forget_done(conn: &mut Conn, before: i64, limit: i64) -> Result<u64, StorageError> {
    super::outbox::forget_done_rows(conn, "push_outbox", "sent_at", before, limit).await
}
