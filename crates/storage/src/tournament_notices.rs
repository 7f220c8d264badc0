//! An event's notices (`tournament_notices`): what happened to it that every entrant
//! should read, on its page and in its feed. A notice is kept as a message and its
//! values (encoded by the app), beside its words in the source language; one written
//! before messages were kept has its words alone.

use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// A notice to add.
pub struct NewNotice<'a> {
    /// Its words in the source language.
    pub text: &'a str,
    /// The message's id, and its values as the app encodes them.
    pub message: Option<(&'a str, &'a str)>,
}

/// A notice as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeRow {
    pub id: i64,
    pub at: i64,
    pub text: String,
    /// The message's id and its encoded values; none for a notice kept as words only.
    pub message: Option<(String, String)>,
}

impl FromColumns for NoticeRow {
    /// `id, at, text, message, message_values`.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        let (message, values): (Option<String>, Option<String>) = (r.get(3)?, r.get(4)?);
        Ok(NoticeRow {
            id: r.get(0)?,
            at: r.get(1)?,
            text: r.get(2)?,
            message: message.zip(values),
        })
    }
}

/// Adds notice `n` to event `id`.
pub async fn notice(
    conn: &mut Conn,
    id: i64,
    n: &NewNotice<'_>,
    now: i64,
) -> Result<(), StorageError> {
    let (message, values) = match n.message {
        Some((m, v)) => (Some(m), Some(v)),
        None => (None, None),
    };
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_notices (tournament_id, at, text, message, message_values)
             VALUES ($1, $2, $3, $4, $5)",
            vec![
                id.into(),
                now.into(),
                n.text.into(),
                message.into(),
                values.into(),
            ],
        ),
    )
    .await?;
    Ok(())
}

/// Event `id`'s newest notices, newest first, at most `limit`.
pub async fn notices(conn: &mut Conn, id: i64, limit: i64) -> Result<Vec<NoticeRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT id, at, text, message, message_values FROM tournament_notices
             WHERE tournament_id = $1 ORDER BY id DESC LIMIT $2",
            vec![id.into(), limit.into()],
        ),
    )
    .await
}
