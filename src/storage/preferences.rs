//! Each player's preferences (the `player_preferences` table); a player without a row
//! has the defaults.

use super::StorageError;
use sqlx::SqliteConnection;

/// Whether `user_id` sends a turn completed by clicks at once, without pressing "Send".
pub async fn one_click_moves(
    conn: &mut SqliteConnection,
    user_id: i64,
) -> Result<bool, StorageError> {
    let on: Option<bool> =
        sqlx::query_scalar("SELECT one_click_moves FROM player_preferences WHERE user_id = ?")
            .bind(user_id)
            .fetch_optional(conn)
            .await?;
    Ok(on.unwrap_or(false))
}

pub async fn set_one_click_moves(
    conn: &mut SqliteConnection,
    user_id: i64,
    on: bool,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO player_preferences (user_id, one_click_moves) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET one_click_moves = excluded.one_click_moves",
    )
    .bind(user_id)
    .bind(on)
    .execute(conn)
    .await?;
    Ok(())
}
