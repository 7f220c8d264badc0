//! An event's notices (`tournament_notices`): what happened to it that every entrant
//! should read, on its page and in its feed.

use super::statement::{Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// Adds a notice to event `id`.
pub async fn notice(conn: &mut Conn, id: i64, text: &str, now: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_notices (tournament_id, at, text) VALUES ($1, $2, $3)",
            vec![id.into(), now.into(), text.into()],
        ),
    )
    .await?;
    Ok(())
}

/// Event `id`'s newest notices, newest first, at most `limit`: (id, when, text).
pub async fn notices(
    conn: &mut Conn,
    id: i64,
    limit: i64,
) -> Result<Vec<(i64, i64, String)>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT id, at, text FROM tournament_notices WHERE tournament_id = $1
             ORDER BY id DESC LIMIT $2",
            vec![id.into(), limit.into()],
        ),
    )
    .await
}
