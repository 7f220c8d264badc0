//! Players' vacations.

use super::Conn;
use super::StorageError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VacationRow {
    pub id: i64,
    pub user_id: i64,
    pub starts_at: i64,
    pub ends_at: i64,
    pub ended_at: Option<i64>,
}

impl VacationRow {
    /// When the vacation stops (or stopped) the clocks: its planned end, or the moment
    /// the player came back early.
    pub fn until(&self) -> i64 {
        self.ended_at.map_or(self.ends_at, |e| e.min(self.ends_at))
    }
}

/// The condition and order that pick, from `vacations`, the one in force at the
/// placeholder `now` for the user named by `user` (a placeholder or a column of an outer
/// query): the latest started and not ended. The one rule for `current`, a game page's
/// facts and its stamp.
pub(super) fn in_force(user: &str, now: &str) -> String {
    format!(
        "user_id = {user} AND starts_at <= {now} AND ends_at > {now} AND ended_at IS NULL
         ORDER BY id DESC LIMIT 1"
    )
}

/// The end of the vacation in force at `now` of the player in column `user`, as a scalar
/// subquery (NULL when none is).
pub(super) fn ends_in_force(user: &str, now: &str) -> String {
    format!(
        "(SELECT ends_at FROM vacations WHERE {})",
        in_force(user, now)
    )
}

/// The user's vacation in force at `now`, if any.
pub async fn current(
    conn: &mut Conn,
    user_id: i64,
    now: i64,
) -> Result<Option<VacationRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "SELECT id, user_id, starts_at, ends_at, ended_at FROM vacations WHERE {}",
        in_force("$1", "$2")
    ))
    .bind(user_id)
    .bind(now)
    .fetch_optional(conn)
    .await?)
}

/// The user's vacations that started in [from, to), oldest first.
pub async fn started_between(
    conn: &mut Conn,
    user_id: i64,
    from: i64,
    to: i64,
) -> Result<Vec<VacationRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, user_id, starts_at, ends_at, ended_at FROM vacations
         WHERE user_id = $1 AND starts_at >= $2 AND starts_at < $3 ORDER BY starts_at",
    )
    .bind(user_id)
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?)
}

/// The user's vacations in force at some moment after `since` (planned to end after
/// it), oldest first.
pub async fn since(
    conn: &mut Conn,
    user_id: i64,
    since: i64,
) -> Result<Vec<VacationRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT id, user_id, starts_at, ends_at, ended_at FROM vacations
         WHERE user_id = $1 AND ends_at > $2 ORDER BY starts_at",
    )
    .bind(user_id)
    .bind(since)
    .fetch_all(conn)
    .await?)
}

pub async fn insert(
    conn: &mut Conn,
    user_id: i64,
    starts_at: i64,
    ends_at: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO vacations (user_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id",
    )
    .bind(user_id)
    .bind(starts_at)
    .bind(ends_at)
    .fetch_one(conn)
    .await?)
}

/// Ends a vacation early at `now`; false if it had already ended.
pub async fn end(conn: &mut Conn, id: i64, now: i64) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE vacations SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL AND ends_at > $2",
    )
    .bind(id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
