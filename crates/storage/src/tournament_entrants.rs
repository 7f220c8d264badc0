//! Who entered an event (`tournament_entrants`): entering and leaving before the start,
//! the pairing numbers and starting ratings given at it, and withdrawals after.

use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// One entrant.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub user_id: i64,
    pub name: String,
    /// The pairing number, from the start.
    pub number: Option<i64>,
    /// The rating in the event's pool at the start (none: unrated there).
    pub rating: Option<f64>,
    pub joined_at: i64,
    pub withdrawn_at: Option<i64>,
    /// Their rating in the event's pool now (none: unrated there).
    pub current_rating: Option<f64>,
    /// The account was deleted.
    pub deleted: bool,
}

impl FromColumns for Entrant {
    fn from_columns(r: &impl Columns) -> Result<Entrant, StorageError> {
        let deleted_at: Option<i64> = r.get(7)?;
        Ok(Entrant {
            user_id: r.get(0)?,
            name: match deleted_at {
                None => r.get(1)?,
                Some(_) => "deleted player".into(),
            },
            number: r.get(2)?,
            rating: r.get(3)?,
            joined_at: r.get(4)?,
            withdrawn_at: r.get(5)?,
            current_rating: r.get(6)?,
            deleted: deleted_at.is_some(),
        })
    }
}

/// Event `id`'s entrants with their ratings in its pool now, by pairing number and then
/// by when they joined.
pub async fn entrants(conn: &mut Conn, id: i64) -> Result<Vec<Entrant>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT e.user_id, u.username, e.number, e.rating, e.joined_at, e.withdrawn_at,
                r.rating, u.deleted_at
             FROM tournament_entrants e JOIN users u ON u.id = e.user_id
             JOIN tournaments t ON t.id = e.tournament_id
             LEFT JOIN ratings r ON r.user_id = e.user_id AND r.pool = t.variant
             WHERE e.tournament_id = $1
             ORDER BY e.number, e.joined_at, e.user_id",
            vec![id.into()],
        ),
    )
    .await
}

/// Enters `user_id` in event `id` (which the caller has claimed at sign-up).
pub async fn join(conn: &mut Conn, id: i64, user_id: i64, now: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at) VALUES ($1, $2, $3)",
            vec![id.into(), user_id.into(), now.into()],
        ),
    )
    .await?;
    Ok(())
}

/// Takes `user_id` off event `id`'s list before it starts.
pub async fn leave(conn: &mut Conn, id: i64, user_id: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2",
            vec![id.into(), user_id.into()],
        )
        .one_row("conflict-not-entered"),
    )
    .await?;
    Ok(())
}

/// Withdraws `user_id` from running event `id` at `now`.
pub async fn withdraw(
    conn: &mut Conn,
    id: i64,
    user_id: i64,
    now: i64,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournament_entrants SET withdrawn_at = $3
             WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL",
            vec![id.into(), user_id.into(), now.into()],
        )
        .one_row("conflict-already-withdrawn"),
    )
    .await?;
    Ok(())
}

/// Gives entrant `user_id` of event `id` their pairing number and starting rating.
pub async fn number(
    conn: &mut Conn,
    id: i64,
    user_id: i64,
    number: i64,
    rating: Option<f64>,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournament_entrants SET number = $3, rating = $4
             WHERE tournament_id = $1 AND user_id = $2",
            vec![id.into(), user_id.into(), number.into(), rating.into()],
        )
        .one_row("conflict-entrant-left"),
    )
    .await?;
    Ok(())
}

/// The running events `user_id` plays in (entered, not withdrawn) that limit their
/// entrants' leave: (name, leave days, when it started).
pub async fn leave_limits(
    conn: &mut Conn,
    user_id: i64,
) -> Result<Vec<(String, i64, i64)>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT t.name, t.leave_days, t.started_at FROM tournaments t
             JOIN tournament_entrants e ON e.tournament_id = t.id
             WHERE e.user_id = $1 AND e.withdrawn_at IS NULL AND t.status = 'running'
               AND t.leave_days IS NOT NULL AND t.started_at IS NOT NULL
             ORDER BY t.id",
            vec![user_id.into()],
        ),
    )
    .await
}

/// Events `user_id` entered and has not withdrawn from that are not over: (id, name).
pub async fn of_player(conn: &mut Conn, user_id: i64) -> Result<Vec<(i64, String)>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT t.id, t.name FROM tournaments t
             JOIN tournament_entrants e ON e.tournament_id = t.id
             WHERE e.user_id = $1 AND e.withdrawn_at IS NULL AND t.status <> 'finished'
             ORDER BY t.id",
            vec![user_id.into()],
        ),
    )
    .await
}
