//! Players. Their browser sessions are in `sessions`.

use super::Conn;
use super::StorageError;
use super::preferences::{MailRow, PushRow};
use super::statement::{Columns, FromColumns, Stmt, fetch_one, fetch_optional};
use std::sync::LazyLock;

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    /// When the player confirmed `email` by following a mailed link; None until then.
    pub email_verified_at: Option<i64>,
    /// The language the account reads, a shipped language's tag; None: the browser's.
    pub language: Option<String>,
    /// The account's IANA time zone; None: UTC.
    pub time_zone: Option<String>,
}

const COLUMNS: &str = "id, username, email, password_hash, email_verified_at, language, time_zone";
/// How many columns `COLUMNS` names: what a query selects after them starts here.
const COLUMN_COUNT: usize = 7;

impl FromColumns for UserRow {
    /// `COLUMNS`, in order.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(UserRow {
            id: r.get(0)?,
            username: r.get(1)?,
            email: r.get(2)?,
            password_hash: r.get(3)?,
            email_verified_at: r.get(4)?,
            language: r.get(5)?,
            time_zone: r.get(6)?,
        })
    }
}

pub async fn insert(
    conn: &mut Conn,
    username: &str,
    email: &str,
    password_hash: &str,
    now: i64,
) -> Result<i64, StorageError> {
    let id = sqlx::query_scalar(
        "INSERT INTO users (username, email, password_hash, created_at)
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(username)
    .bind(email)
    .bind(password_hash)
    .bind(now)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

pub async fn by_username(conn: &mut Conn, username: &str) -> Result<UserRow, StorageError> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE username = $1 AND deleted_at IS NULL");
    fetch_one(
        conn,
        &Stmt::new(&sql, vec![super::findable(username)?.into()]),
    )
    .await
}

/// What decides whether game mail to an address goes out: the player with that address,
/// whether they confirmed it, and their mail choices (the defaults without a row).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailRecipient {
    pub id: i64,
    pub email_verified_at: Option<i64>,
    pub choices: MailRow,
    pub push: PushRow,
}

/// See `mail_recipient` (also read by `inline_reads`).
pub fn mail_recipient_stmt(email: &str) -> Stmt<'_> {
    Stmt::new(
        "SELECT u.id, u.email_verified_at,
            p.move_mail, p.digest_hour, p.reminder_mail, p.invitation_mail,
            p.push_kinds, p.push_instead,
            CASE WHEN EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)
              THEN 1 ELSE 0 END
         FROM users u LEFT JOIN player_preferences p ON p.user_id = u.id
         WHERE u.email = $1 AND u.deleted_at IS NULL",
        vec![email.into()],
    )
}

impl FromColumns for MailRecipient {
    /// The id, the confirmation, then `MailRow`'s and `PushRow`'s columns in order, NULL
    /// without a row of choices.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(MailRecipient {
            id: r.get(0)?,
            email_verified_at: r.get(1)?,
            choices: MailRow::or_default(r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?),
            push: PushRow::or_default(r.get(6)?, r.get(7)?, r.get::<i64>(8)? == 1),
        })
    }
}

/// The player whose address is `email` with their mail choices, in one statement; `None`
/// for an address that is no player's.
pub async fn mail_recipient(
    conn: &mut Conn,
    email: &str,
) -> Result<Option<MailRecipient>, StorageError> {
    // An address no player can have (see `findable`) is no player's.
    let Ok(email) = super::findable(email) else {
        return Ok(None);
    };
    fetch_optional(conn, &mail_recipient_stmt(email)).await
}

pub async fn by_email(conn: &mut Conn, email: &str) -> Result<UserRow, StorageError> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE email = $1 AND deleted_at IS NULL");
    fetch_one(conn, &Stmt::new(&sql, vec![super::findable(email)?.into()])).await
}

/// Is the username or the email address already registered (in any case)?
pub async fn name_or_email_taken(
    conn: &mut Conn,
    username: &str,
    email: &str,
) -> Result<bool, StorageError> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM users WHERE username = $1 OR email = $2 LIMIT 1")
            .bind(username)
            .bind(email)
            .fetch_optional(conn)
            .await?;
    Ok(found.is_some())
}

pub async fn by_id(conn: &mut Conn, id: i64) -> Result<UserRow, StorageError> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE id = $1");
    fetch_one(conn, &Stmt::new(&sql, vec![id.into()])).await
}

/// Player `id`, and whether they have conditional moves stored in game `game_id`: a move
/// reads its opponent, and their lines only when there are some (most games have none),
/// so the usual case is one statement, not two.
pub async fn by_id_with_lines_in(
    conn: &mut Conn,
    id: i64,
    game_id: i64,
) -> Result<(UserRow, bool), StorageError> {
    let WithLines(user, lines) = fetch_one(conn, &with_lines_in_stmt(id, game_id)).await?;
    Ok((user, lines))
}

/// A player and whether they keep conditional lines in a game (`by_id_with_lines_in`).
pub struct WithLines(pub UserRow, pub bool);

impl FromColumns for WithLines {
    /// The user's columns in order, then the count of lines.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(WithLines(
            UserRow::from_columns(r)?,
            r.get::<i64>(COLUMN_COUNT)? > 0,
        ))
    }
}

/// See `by_id_with_lines_in` (also read by `inline_reads`).
pub fn with_lines_in_stmt(id: i64, game_id: i64) -> Stmt<'static> {
    Stmt::new(&WITH_LINES_IN, vec![id.into(), game_id.into()])
}

static WITH_LINES_IN: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT {COLUMNS}, (SELECT COUNT(*) FROM conditional_moves c
                            WHERE c.game_id = $2 AND c.user_id = users.id) AS lines
         FROM users WHERE id = $1"
    )
});

pub async fn set_password_hash(conn: &mut Conn, id: i64, hash: &str) -> Result<(), StorageError> {
    sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
        .bind(hash)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Makes `email` player `id`'s address, confirmed at `now`. Conflict if another account
/// holds it (registered while the link waited).
pub async fn set_verified_email(
    conn: &mut Conn,
    id: i64,
    email: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE users SET email = $1, email_verified_at = $2 WHERE id = $3 AND deleted_at IS NULL",
    )
    .bind(email)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// What a player's data export says about them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Profile {
    pub username: String,
    pub email: String,
    pub created_at: i64,
}

pub async fn profile(conn: &mut Conn, id: i64) -> Result<Profile, StorageError> {
    Ok(sqlx::query_as(
        "SELECT username, email, created_at FROM users WHERE id = $1 AND deleted_at IS NULL",
    )
    .bind(id)
    .fetch_one(conn)
    .await?)
}

/// Keeps the language and time zone `user_id` reads in (None: the browser's language,
/// and UTC). The values are checked by the caller: a shipped language, a known zone.
pub async fn set_locale(
    conn: &mut Conn,
    user_id: i64,
    language: Option<&str>,
    time_zone: Option<&str>,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE users SET language = $1, time_zone = $2 WHERE id = $3")
        .bind(language)
        .bind(time_zone)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}
