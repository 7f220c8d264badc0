//! Webhooks (see migration 0021): the URLs players register, and the log of delivery
//! attempts the account page shows. The queue of deliveries is `webhook_deliveries`.

use super::Conn;
use super::StorageError;

/// Attempts kept in the log per webhook; older ones are forgotten as new ones come.
pub const LOG_KEPT: i64 = 50;

/// A webhook as the account page lists it (no secret).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WebhookRow {
    pub id: i64,
    pub url: String,
    pub created_at: i64,
}

/// Where a delivery goes and what signs it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Target {
    pub id: i64,
    pub user_id: i64,
    pub url: String,
    pub secret: String,
}

pub async fn insert(
    conn: &mut Conn,
    user_id: i64,
    url: &str,
    secret: &str,
    now: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO webhooks (user_id, url, secret, created_at) VALUES ($1, $2, $3, $4)
         RETURNING id",
    )
    .bind(user_id)
    .bind(url)
    .bind(secret)
    .bind(now)
    .fetch_one(conn)
    .await?)
}

pub async fn count_for_user(conn: &mut Conn, user_id: i64) -> Result<i64, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM webhooks WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(conn)
            .await?,
    )
}

/// A player's webhooks, the oldest first.
pub async fn for_user(conn: &mut Conn, user_id: i64) -> Result<Vec<WebhookRow>, StorageError> {
    Ok(
        sqlx::query_as("SELECT id, url, created_at FROM webhooks WHERE user_id = $1 ORDER BY id")
            .bind(user_id)
            .fetch_all(conn)
            .await?,
    )
}

/// The webhooks of the players `user_ids`, with their secrets, to queue an event for.
pub async fn targets(conn: &mut Conn, user_ids: &[i64]) -> Result<Vec<Target>, StorageError> {
    let mut out = Vec::new();
    for id in user_ids {
        let rows: Vec<Target> = sqlx::query_as(
            "SELECT id, user_id, url, secret FROM webhooks WHERE user_id = $1 ORDER BY id",
        )
        .bind(id)
        .fetch_all(&mut *conn)
        .await?;
        out.extend(rows);
    }
    Ok(out)
}

/// The webhooks of everyone in game `game` (its creator, players and invited player).
pub async fn targets_of_game(conn: &mut Conn, game: i64) -> Result<Vec<Target>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT w.id, w.user_id, w.url, w.secret FROM webhooks w JOIN games g
           ON w.user_id IN (g.creator_id, g.white_id, g.black_id, g.invitee_id)
         WHERE g.id = $1 ORDER BY w.id",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

/// Deletes webhook `id` if it is `user_id`'s, with its deliveries and log; false if
/// there is no such webhook of theirs.
pub async fn delete_own(conn: &mut Conn, user_id: i64, id: i64) -> Result<bool, StorageError> {
    let own: Option<i64> =
        sqlx::query_scalar("SELECT id FROM webhooks WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .fetch_optional(&mut *conn)
            .await?;
    if own.is_none() {
        return Ok(false);
    }
    delete_where(conn, "id", id).await?;
    Ok(true)
}

/// Deletes every webhook of `user_id`, with their deliveries and logs.
pub async fn delete_of_user(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    delete_where(conn, "user_id", user_id).await
}

/// Deletes the webhooks whose `column` is `value`, children first: SQLite enforces no
/// cascade unless asked, so nothing is left to it.
async fn delete_where(conn: &mut Conn, column: &str, value: i64) -> Result<(), StorageError> {
    let hooks = format!("SELECT id FROM webhooks WHERE {column} = $1");
    for child in ["webhook_attempts", "webhook_deliveries"] {
        sqlx::query(&format!(
            "DELETE FROM {child} WHERE webhook_id IN ({hooks})"
        ))
        .bind(value)
        .execute(&mut *conn)
        .await?;
    }
    sqlx::query(&format!("DELETE FROM webhooks WHERE {column} = $1"))
        .bind(value)
        .execute(conn)
        .await?;
    Ok(())
}

/// One attempt, for the log.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AttemptRow {
    pub webhook_id: i64,
    pub delivery_id: i64,
    pub event: String,
    pub attempted_at: i64,
    pub status: Option<i64>,
    pub error: Option<String>,
    pub will_retry: i64,
}

/// Logs an attempt and forgets the webhook's attempts beyond the newest `LOG_KEPT`.
pub async fn log_attempt(conn: &mut Conn, a: &AttemptRow) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO webhook_attempts
           (webhook_id, delivery_id, event, attempted_at, status, error, will_retry)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(a.webhook_id)
    .bind(a.delivery_id)
    .bind(&a.event)
    .bind(a.attempted_at)
    .bind(a.status)
    .bind(&a.error)
    .bind(a.will_retry)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "DELETE FROM webhook_attempts WHERE webhook_id = $1 AND id <= (
           SELECT id FROM webhook_attempts WHERE webhook_id = $1
           ORDER BY id DESC LIMIT 1 OFFSET $2)",
    )
    .bind(a.webhook_id)
    .bind(LOG_KEPT)
    .execute(conn)
    .await?;
    Ok(())
}

/// The logged attempts of `user_id`'s webhooks, the newest first.
pub async fn log_of_user(conn: &mut Conn, user_id: i64) -> Result<Vec<AttemptRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT a.webhook_id, a.delivery_id, a.event, a.attempted_at, a.status, a.error,
                a.will_retry
         FROM webhook_attempts a JOIN webhooks w ON w.id = a.webhook_id
         WHERE w.user_id = $1 ORDER BY a.id DESC",
    )
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}
