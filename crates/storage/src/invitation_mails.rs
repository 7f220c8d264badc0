//! Invitations emailed to outside addresses, and those refused by the daily caps on them.
//! The policy is in `app::support::invitation_caps`.

use super::Conn;
use super::StorageError;

/// The advisory lock key of the caps' counts. Positive keys are accounts (see
/// `logins::lock_account`); negative ones name a duty of the whole table.
const CAPS_LOCK: i64 = -1;

/// Makes the calling write transaction the only one counting and recording invitation
/// mails until it ends. On PostgreSQL several servers write side by side, and two
/// invitations counted at once could both pass a cap that only one of them fits under.
pub async fn lock_caps(conn: &mut Conn) -> Result<(), StorageError> {
    let sql = super::dialect::Dialect::of(conn).lock_key();
    sqlx::query(sql).bind(CAPS_LOCK).execute(conn).await?;
    Ok(())
}

/// How many invitation mails `sender_id` sent after `since`, and when the earliest was.
pub async fn by_sender_since(
    conn: &mut Conn,
    sender_id: i64,
    since: i64,
) -> Result<(i64, Option<i64>), StorageError> {
    Ok(sqlx::query_as(
        "SELECT COUNT(*), MIN(sent_at) FROM invitation_mails WHERE sender_id = $1 AND sent_at > $2",
    )
    .bind(sender_id)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// How many invitation mails went to `recipient` (in any case) after `since`, and
/// when the earliest was.
pub async fn to_recipient_since(
    conn: &mut Conn,
    recipient: &str,
    since: i64,
) -> Result<(i64, Option<i64>), StorageError> {
    Ok(sqlx::query_as(
        "SELECT COUNT(*), MIN(sent_at) FROM invitation_mails WHERE recipient = $1 AND sent_at > $2",
    )
    .bind(recipient)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

pub async fn insert(
    conn: &mut Conn,
    sender_id: i64,
    recipient: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query("INSERT INTO invitation_mails (sender_id, recipient, sent_at) VALUES ($1, $2, $3)")
        .bind(sender_id)
        .bind(recipient)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records an invitation refused by `cap` ("sender" or "recipient").
pub async fn insert_refusal(
    conn: &mut Conn,
    sender_id: i64,
    recipient: &str,
    cap: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO invitation_refusals (sender_id, recipient, at, cap) VALUES ($1, $2, $3, $4)",
    )
    .bind(sender_id)
    .bind(recipient)
    .bind(now)
    .bind(cap)
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets mails sent before `mails_before` and refusals before `refusals_before`;
/// returns how many rows went.
pub async fn forget_before(
    conn: &mut Conn,
    mails_before: i64,
    refusals_before: i64,
) -> Result<u64, StorageError> {
    let mails = sqlx::query("DELETE FROM invitation_mails WHERE sent_at < $1")
        .bind(mails_before)
        .execute(&mut *conn)
        .await?;
    let refusals = sqlx::query("DELETE FROM invitation_refusals WHERE at < $1")
        .bind(refusals_before)
        .execute(conn)
        .await?;
    Ok(mails.rows_affected() + refusals.rows_affected())
}
