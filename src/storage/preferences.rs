//! Each player's preferences (the `player_preferences` table); a player without a row
//! has the defaults.

use super::Conn;
use super::StorageError;

/// Whether `user_id` sends a turn completed by clicks at once, without pressing "Send".
pub async fn one_click_moves(conn: &mut Conn, user_id: i64) -> Result<bool, StorageError> {
    let on: Option<i64> =
        sqlx::query_scalar("SELECT one_click_moves FROM player_preferences WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(conn)
            .await?;
    Ok(on == Some(1))
}

pub async fn set_one_click_moves(
    conn: &mut Conn,
    user_id: i64,
    on: bool,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO player_preferences (user_id, one_click_moves) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET one_click_moves = excluded.one_click_moves",
    )
    .bind(user_id)
    .bind(i64::from(on))
    .execute(conn)
    .await?;
    Ok(())
}
