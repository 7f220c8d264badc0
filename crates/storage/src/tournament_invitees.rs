//! Who may enter an invitation-only event (`tournament_invitees`): the accounts its
//! organiser named when opening it.

use super::statement::{Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// Names `user_ids` as the invitees of event `id`.
pub async fn add(conn: &mut Conn, id: i64, user_ids: &[i64]) -> Result<(), StorageError> {
    for &user in user_ids {
        execute(
            conn,
            &Stmt::new(
                "INSERT INTO tournament_invitees (tournament_id, user_id) VALUES ($1, $2)",
                vec![id.into(), user.into()],
            ),
        )
        .await?;
    }
    Ok(())
}

/// Event `id`'s invitees by name: (user id, name), a deleted account named as such.
pub async fn of_event(conn: &mut Conn, id: i64) -> Result<Vec<(i64, String)>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT u.id, CASE WHEN u.deleted_at IS NULL THEN u.username ELSE 'deleted player' END
             FROM tournament_invitees i JOIN users u ON u.id = i.user_id
             WHERE i.tournament_id = $1 ORDER BY u.username, u.id",
            vec![id.into()],
        ),
    )
    .await
}
