//! Private notes (`game_notes`): one per player per game, kept after the game.

use super::Conn;
use super::StorageError;

/// `user`'s note on `game` (empty if none), with when it was last saved.
pub async fn of_player(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
) -> Result<Option<(String, i64)>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT body, updated_at FROM game_notes WHERE game_id = $1 AND user_id = $2",
    )
    .bind(game_id)
    .bind(user_id)
    .fetch_optional(conn)
    .await?)
}

/// Keeps `body` as `user`'s note on `game` (an empty body is kept as empty, so that
/// the revision, which the page's tag hashes, only ever grows).
pub async fn save(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
    body: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO game_notes (game_id, user_id, body, updated_at, revision)
         VALUES ($1, $2, $3, $4, 1)
         ON CONFLICT (game_id, user_id) DO UPDATE SET body = excluded.body,
           updated_at = excluded.updated_at, revision = game_notes.revision + 1",
    )
    .bind(game_id)
    .bind(user_id)
    .bind(body)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes every note of `user` (their account is being deleted).
pub async fn delete_of_user(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM game_notes WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}
