//! Conditional moves (`conditional_moves`): lines of turns a player has arranged in
//! advance, each kept for the ply it answers.

use super::Conn;
use super::StorageError;
use super::statement::{Stmt, execute};

/// A stored line: its turns in canonical text, theirs first.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ConditionalRow {
    pub id: i64,
    pub ply: i64,
    pub line: String,
}

impl ConditionalRow {
    pub fn turns(&self) -> Vec<&str> {
        self.line.lines().collect()
    }
}

/// `user`'s lines in `game`, oldest first.
pub async fn of_player(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
) -> Result<Vec<ConditionalRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, ply, line FROM conditional_moves
         WHERE game_id = $1 AND user_id = $2 ORDER BY id",
    )
    .bind(game_id)
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

/// A new line of `user_id` in `game_id`, answering the opponent's turn at `ply`
/// (`line`: its turns, one a line).
pub fn insert_stmt<'a>(game_id: i64, user_id: i64, ply: i64, line: &'a str, now: i64) -> Stmt<'a> {
    Stmt::new(
        "INSERT INTO conditional_moves (game_id, user_id, ply, line, created_at)
         VALUES ($1, $2, $3, $4, $5)",
        vec![
            game_id.into(),
            user_id.into(),
            ply.into(),
            line.into(),
            now.into(),
        ],
    )
}

/// See `insert_stmt`.
pub async fn insert(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
    ply: i64,
    turns: &[String],
    now: i64,
) -> Result<(), StorageError> {
    let line = turns.join("\n");
    execute(conn, &insert_stmt(game_id, user_id, ply, &line, now)).await?;
    Ok(())
}

/// Deletes one of `user`'s lines; says whether there was one.
pub async fn delete(
    conn: &mut Conn,
    id: i64,
    game_id: i64,
    user_id: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "DELETE FROM conditional_moves WHERE id = $1 AND game_id = $2 AND user_id = $3",
    )
    .bind(id)
    .bind(game_id)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Deletes every line of `user` in `game`.
pub fn delete_all_stmt(game_id: i64, user_id: i64) -> Stmt<'static> {
    Stmt::new(
        "DELETE FROM conditional_moves WHERE game_id = $1 AND user_id = $2",
        vec![game_id.into(), user_id.into()],
    )
}

/// See `delete_all_stmt`.
pub async fn delete_all(conn: &mut Conn, game_id: i64, user_id: i64) -> Result<(), StorageError> {
    execute(conn, &delete_all_stmt(game_id, user_id)).await?;
    Ok(())
}

/// Deletes the lines of `game_id` kept for plies after `ply` (a takeback went back to
/// it: they answer positions no longer on the board); how many went.
pub async fn delete_after(conn: &mut Conn, game_id: i64, ply: i64) -> Result<u64, StorageError> {
    let done = sqlx::query("DELETE FROM conditional_moves WHERE game_id = $1 AND ply > $2")
        .bind(game_id)
        .bind(ply)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

/// Deletes every line a player keeps, in any game (account deletion).
pub async fn delete_of_user(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM conditional_moves WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}
