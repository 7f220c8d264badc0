//! Each player's preferences (the `player_preferences` table): how the site behaves for
//! them and what mail they get; a player without a row has the defaults.

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

/// A player's mail choices as stored (migration 0024); `app::accounts::preferences` reads them
/// into types.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct MailRow {
    /// 'every', 'digest' or 'none'.
    pub move_mail: String,
    pub digest_hour: i64,
    pub reminder_mail: i64,
    pub invitation_mail: i64,
}

impl MailRow {
    /// The stored choices, read through a join that finds no row for a player who never
    /// chose (all `None`): then the defaults.
    pub(super) fn or_default(
        move_mail: Option<String>,
        digest_hour: Option<i64>,
        reminder_mail: Option<i64>,
        invitation_mail: Option<i64>,
    ) -> MailRow {
        match (move_mail, digest_hour, reminder_mail, invitation_mail) {
            (Some(move_mail), Some(digest_hour), Some(reminder_mail), Some(invitation_mail)) => {
                MailRow {
                    move_mail,
                    digest_hour,
                    reminder_mail,
                    invitation_mail,
                }
            }
            _ => MailRow::default(),
        }
    }
}

impl Default for MailRow {
    /// The columns' defaults, for a player without a row.
    fn default() -> Self {
        MailRow {
            move_mail: "every".into(),
            digest_hour: 8,
            reminder_mail: 1,
            invitation_mail: 1,
        }
    }
}

pub async fn mail(conn: &mut Conn, user_id: i64) -> Result<MailRow, StorageError> {
    let row: Option<MailRow> = sqlx::query_as(
        "SELECT move_mail, digest_hour, reminder_mail, invitation_mail
         FROM player_preferences WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(conn)
    .await?;
    Ok(row.unwrap_or_default())
}

pub async fn set_mail(conn: &mut Conn, user_id: i64, row: &MailRow) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO player_preferences
            (user_id, move_mail, digest_hour, reminder_mail, invitation_mail)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET move_mail = excluded.move_mail,
            digest_hour = excluded.digest_hour, reminder_mail = excluded.reminder_mail,
            invitation_mail = excluded.invitation_mail",
    )
    .bind(user_id)
    .bind(&row.move_mail)
    .bind(row.digest_hour)
    .bind(row.reminder_mail)
    .bind(row.invitation_mail)
    .execute(conn)
    .await?;
    Ok(())
}

/// A player's push choices as stored (migration 0032), and whether they have a browser
/// to push to; `app::rules::push_preferences` reads them into types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushRow {
    /// The kinds pushed, as bits (see the migration).
    pub push_kinds: i64,
    pub push_instead: i64,
    /// Whether the player has subscribed any browser.
    pub devices: bool,
}

/// The columns' defaults, for a player without a row.
const PUSH_KINDS: i64 = 31;

impl PushRow {
    /// As `MailRow::or_default`.
    pub(super) fn or_default(kinds: Option<i64>, instead: Option<i64>, devices: bool) -> PushRow {
        PushRow {
            push_kinds: kinds.unwrap_or(PUSH_KINDS),
            push_instead: instead.unwrap_or(0),
            devices,
        }
    }
}

/// `user_id`'s push choices, and whether they have a browser to push to.
pub async fn push(conn: &mut Conn, user_id: i64) -> Result<PushRow, StorageError> {
    let (kinds, instead, devices): (Option<i64>, Option<i64>, i64) = sqlx::query_as(
        "SELECT (SELECT push_kinds FROM player_preferences WHERE user_id = $1),
            (SELECT push_instead FROM player_preferences WHERE user_id = $1),
            (SELECT COUNT(*) FROM push_subscriptions WHERE user_id = $1)",
    )
    .bind(user_id)
    .fetch_one(conn)
    .await?;
    Ok(PushRow::or_default(kinds, instead, devices > 0))
}

pub async fn set_push(
    conn: &mut Conn,
    user_id: i64,
    kinds: i64,
    instead: bool,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO player_preferences (user_id, push_kinds, push_instead) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET push_kinds = excluded.push_kinds,
            push_instead = excluded.push_instead",
    )
    .bind(user_id)
    .bind(kinds)
    .bind(i64::from(instead))
    .execute(conn)
    .await?;
    Ok(())
}

/// A player on the daily digest: their hour, the last day (on their own calendar)
/// that had one, and their time zone.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct DigestCandidate {
    pub user_id: i64,
    pub digest_hour: i64,
    pub digest_day: Option<i64>,
    pub time_zone: Option<String>,
}

/// The players on the digest who may be due at a moment of day `utc_day` (UTC): no
/// calendar is a day ahead of UTC by more than one, so anyone whose last digest was
/// later than `utc_day` has had today's wherever they live. Whose hour has come on their
/// own clock is the caller's to decide.
pub async fn digest_candidates(
    conn: &mut Conn,
    utc_day: i64,
) -> Result<Vec<DigestCandidate>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT p.user_id, p.digest_hour, p.digest_day, u.time_zone
         FROM player_preferences p JOIN users u ON u.id = p.user_id
         WHERE p.move_mail = 'digest' AND (p.digest_day IS NULL OR p.digest_day <= $1)
           AND u.deleted_at IS NULL
         ORDER BY p.user_id",
    )
    .bind(utc_day)
    .fetch_all(conn)
    .await?)
}

/// Takes `day`'s digest for `user_id`: true once per day, however many sweeps (or
/// servers) ask, and only while the player is still on the digest.
pub async fn claim_digest(conn: &mut Conn, user_id: i64, day: i64) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE player_preferences SET digest_day = $1
         WHERE user_id = $2 AND move_mail = 'digest'
           AND (digest_day IS NULL OR digest_day < $1)",
    )
    .bind(day)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
