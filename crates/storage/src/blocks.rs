//! Blocks (`blocks`): a player refuses invitations and conversation lines from another;
//! and reports (`reports`): words of a game a player asked the operator to look at.

use super::Conn;
use super::StorageError;

/// `user_id` blocks `blocked_id` (again: nothing changes).
pub async fn block(
    conn: &mut Conn,
    user_id: i64,
    blocked_id: i64,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO blocks (user_id, blocked_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, blocked_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(blocked_id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn unblock(conn: &mut Conn, user_id: i64, blocked_id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM blocks WHERE user_id = $1 AND blocked_id = $2")
        .bind(user_id)
        .bind(blocked_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether `user_id` blocks `other_id`.
pub async fn blocks(conn: &mut Conn, user_id: i64, other_id: i64) -> Result<bool, StorageError> {
    let found: Option<(i64,)> =
        sqlx::query_as("SELECT 1 FROM blocks WHERE user_id = $1 AND blocked_id = $2")
            .bind(user_id)
            .bind(other_id)
            .fetch_optional(conn)
            .await?;
    Ok(found.is_some())
}

/// The names of the players `user_id` blocks, by name.
pub async fn blocked_by(conn: &mut Conn, user_id: i64) -> Result<Vec<String>, StorageError> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT u.username FROM blocks b JOIN users u ON u.id = b.blocked_id
         WHERE b.user_id = $1 ORDER BY u.username",
    )
    .bind(user_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|(n,)| n).collect())
}

/// A report as the operator reads it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReportRow {
    pub id: i64,
    pub reporter: String,
    pub game_id: i64,
    pub words: String,
    pub created_at: i64,
}

pub async fn report(
    conn: &mut Conn,
    reporter_id: i64,
    game_id: i64,
    words: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO reports (reporter_id, game_id, words, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(reporter_id)
    .bind(game_id)
    .bind(words)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// How many reports `reporter_id` made at or after `since`.
pub async fn reports_since(
    conn: &mut Conn,
    reporter_id: i64,
    since: i64,
) -> Result<i64, StorageError> {
    let (n,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM reports WHERE reporter_id = $1 AND created_at >= $2")
            .bind(reporter_id)
            .bind(since)
            .fetch_one(conn)
            .await?;
    Ok(n)
}

/// The latest `limit` reports, newest first.
pub async fn latest_reports(conn: &mut Conn, limit: i64) -> Result<Vec<ReportRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT r.id, u.username AS reporter, r.game_id, r.words, r.created_at
         FROM reports r JOIN users u ON u.id = r.reporter_id
         ORDER BY r.created_at DESC, r.id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(conn)
    .await?)
}

/// The operator: the first account made on this server.
pub async fn operator_id(conn: &mut Conn) -> Result<Option<i64>, StorageError> {
    let (id,): (Option<i64>,) = sqlx::query_as("SELECT MIN(id) FROM users")
        .fetch_one(conn)
        .await?;
    Ok(id)
}
