//! A game's history of agreements and other off-the-board events.

use super::Conn;
use super::StorageError;

/// One entry, with the acting player's name joined in.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EventRow {
    pub ply: i64,
    pub user_id: Option<i64>,
    pub username: Option<String>,
    pub kind: String,
    pub detail: String,
    pub created_at: i64,
}

pub struct NewEvent<'a> {
    pub game_id: i64,
    pub ply: i64,
    pub user_id: Option<i64>,
    pub kind: &'a str,
    pub detail: &'a str,
}

pub async fn insert(conn: &mut Conn, e: &NewEvent<'_>, now: i64) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO game_events (game_id, ply, user_id, kind, detail, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(e.game_id)
    .bind(e.ply)
    .bind(e.user_id)
    .bind(e.kind)
    .bind(e.detail)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// A game's events, oldest first (also read by `inline_reads`, which decodes the
/// columns in this order).
pub(crate) const FOR_GAME: &str = "SELECT e.ply, e.user_id,
        CASE WHEN u.deleted_at IS NULL THEN u.username ELSE 'deleted player' END AS username,
        e.kind, e.detail, e.created_at
     FROM game_events e LEFT JOIN users u ON u.id = e.user_id
     WHERE e.game_id = $1 ORDER BY e.id LIMIT 1000";

/// A game's events, oldest first; a deleted player is named "deleted player".
pub async fn for_game(conn: &mut Conn, game_id: i64) -> Result<Vec<EventRow>, StorageError> {
    Ok(sqlx::query_as(FOR_GAME)
        .bind(game_id)
        .fetch_all(conn)
        .await?)
}
