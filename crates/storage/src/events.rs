//! A game's history of agreements and other off-the-board events.

use super::Conn;
use super::StorageError;
use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all};

/// One entry, with the acting player's name joined in.
#[derive(Debug, Clone)]
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

impl<'a> NewEvent<'a> {
    /// The entry's row, made at `now`.
    pub fn stmt(&self, now: i64) -> Stmt<'a> {
        Stmt::new(
            "INSERT INTO game_events (game_id, ply, user_id, kind, detail, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
            vec![
                self.game_id.into(),
                self.ply.into(),
                self.user_id.into(),
                self.kind.into(),
                self.detail.into(),
                now.into(),
            ],
        )
    }
}

pub async fn insert(conn: &mut Conn, e: &NewEvent<'_>, now: i64) -> Result<(), StorageError> {
    execute(conn, &e.stmt(now)).await?;
    Ok(())
}

/// How many events of `kind` `user_id` made in `game_id` at or after `since`.
pub async fn count_since(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
    kind: &str,
    since: i64,
) -> Result<i64, StorageError> {
    let (n,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM game_events
         WHERE game_id = $1 AND user_id = $2 AND kind = $3 AND created_at >= $4",
    )
    .bind(game_id)
    .bind(user_id)
    .bind(kind)
    .bind(since)
    .fetch_one(conn)
    .await?;
    Ok(n)
}

impl FromColumns for EventRow {
    /// `FOR_GAME`'s columns.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(EventRow {
            ply: r.get(0)?,
            user_id: r.get(1)?,
            username: r.get(2)?,
            kind: r.get(3)?,
            detail: r.get(4)?,
            created_at: r.get(5)?,
        })
    }
}

/// A game's events, oldest first, a deleted player named "deleted player" (also read by
/// `inline_reads`).
pub fn for_game_stmt(game_id: i64) -> Stmt<'static> {
    Stmt::new(
        "SELECT e.ply, e.user_id,
            CASE WHEN u.deleted_at IS NULL THEN u.username ELSE 'deleted player' END AS username,
            e.kind, e.detail, e.created_at
         FROM game_events e LEFT JOIN users u ON u.id = e.user_id
         WHERE e.game_id = $1 ORDER BY e.id LIMIT 1000",
        vec![game_id.into()],
    )
}

/// See `for_game_stmt`.
pub async fn for_game(conn: &mut Conn, game_id: i64) -> Result<Vec<EventRow>, StorageError> {
    fetch_all(conn, &for_game_stmt(game_id)).await
}
