//! Deleting an account: the row stays for the games it played, anonymised; what else the
//! account owned goes. The order and the policy are in `app::accounts::deletion`.

use super::Conn;
use super::{Conflict, StorageError};

/// Replaces a player's name and address by `placeholder` and their password hash by one
/// that no password matches, and marks the row deleted. Conflict if already deleted.
pub async fn anonymise(
    conn: &mut Conn,
    id: i64,
    placeholder: &str,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE users SET username = $1, email = $1, password_hash = '!', deleted_at = $2
         WHERE id = $3 AND deleted_at IS NULL",
    )
    .bind(placeholder)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    if done.rows_affected() == 1 {
        Ok(())
    } else {
        Err(StorageError::Conflict(Conflict::Changed(
            "conflict-account-deleted",
        )))
    }
}

/// Forgets a player's sessions, API tokens, feed address, known devices, login attempts,
/// vacations and mailed links (address confirmations, password resets).
pub async fn forget_records(conn: &mut Conn, id: i64) -> Result<(), StorageError> {
    for table in [
        "sessions",
        "api_tokens",
        "feed_addresses",
        "known_devices",
        "login_attempts",
        "vacations",
        "account_links",
        "blocks",
    ] {
        sqlx::query(&format!("DELETE FROM {table} WHERE user_id = $1"))
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Deletes the invitations a player created that never became games (open, declined or
/// withdrawn), declines those addressed to them by name, and forgets their address on
/// the emailed invitations they accepted.
pub async fn drop_invitations(conn: &mut Conn, id: i64, now: i64) -> Result<(), StorageError> {
    sqlx::query(
        "DELETE FROM games WHERE creator_id = $1
         AND status IN ('invited', 'declined', 'withdrawn')",
    )
    .bind(id)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE games SET status = 'declined', updated_at = $1
         WHERE invitee_id = $2 AND status = 'invited'",
    )
    .bind(now)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE games SET invite_email = NULL, invite_token = NULL
         WHERE invitee_id = $1 AND status <> 'invited'",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Empties the outbox rows to `address`, sent or not, and marks the unsent ones done
/// without sending. Emptied rather than deleted: the outbox worker may hold a row's id
/// mid-send, and SQLite gives a deleted highest id to the next row, which the worker
/// would then mark sent without sending it.
pub async fn cancel_mail_to(conn: &mut Conn, address: &str, now: i64) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE outbox SET recipient = '', subject = '', text_body = '', html_body = '',
            unsubscribe = NULL, last_error = CASE WHEN sent_at IS NULL THEN 'not sent: the account was deleted'
                ELSE last_error END,
            sent_at = COALESCE(sent_at, $1)
         WHERE recipient = $2 COLLATE NOCASE",
    )
    .bind(now)
    .bind(address)
    .execute(conn)
    .await?;
    Ok(())
}
