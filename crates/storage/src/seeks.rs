//! The lobby (`seeks`): an open invitation's terms beside its game row: who may take it by
//! rating, the poster's word, and when it lapses. The game itself is an invitation like
//! any other (`games`), accepted the same way.

use super::game_row::GameRow;
use super::games::SELECT;
use super::ratings::{Standing, standing_columns};
use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all, fetch_optional};
use super::{Conn, StorageError};

/// A seek's own terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekTerms {
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub message: String,
    pub expires_at: i64,
    /// The key of the variant's family.
    pub family: String,
}

impl SeekTerms {
    fn at(r: &impl Columns, i: usize) -> Result<SeekTerms, StorageError> {
        Ok(SeekTerms {
            min_rating: r.get(i)?,
            max_rating: r.get(i + 1)?,
            message: r.get(i + 2)?,
            expires_at: r.get(i + 3)?,
            family: r.get(i + 4)?,
        })
    }
}

impl FromColumns for SeekTerms {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        SeekTerms::at(r, 0)
    }
}

/// Stores the terms of the open invitation `game_id`.
pub async fn insert(conn: &mut Conn, game_id: i64, t: &SeekTerms) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO seeks (game_id, min_rating, max_rating, message, expires_at, family)
             VALUES ($1, $2, $3, $4, $5, $6)",
            vec![
                game_id.into(),
                t.min_rating.into(),
                t.max_rating.into(),
                t.message.as_str().into(),
                t.expires_at.into(),
                t.family.as_str().into(),
            ],
        ),
    )
    .await?;
    Ok(())
}

/// The terms of game `game_id`'s seek, if it is one.
pub async fn of_game(conn: &mut Conn, game_id: i64) -> Result<Option<SeekTerms>, StorageError> {
    fetch_optional(
        conn,
        &Stmt::new(
            "SELECT min_rating, max_rating, message, expires_at, family FROM seeks
             WHERE game_id = $1",
            vec![game_id.into()],
        ),
    )
    .await
}

/// Open seeks `user_id` has posted that have not lapsed at `now`.
pub async fn open_count(conn: &mut Conn, user_id: i64, now: i64) -> Result<i64, StorageError> {
    let row: Option<(i64,)> = fetch_optional(
        conn,
        &Stmt::new(
            "SELECT COUNT(*) FROM seeks s JOIN games g ON g.id = s.game_id
             WHERE g.creator_id = $1 AND g.status = 'invited' AND s.expires_at > $2",
            vec![user_id.into(), now.into()],
        ),
    )
    .await?;
    Ok(row.map(|(n,)| n).unwrap_or(0))
}

/// A seek as the lobby lists it: the game, its terms, and the poster's standing in the
/// variant's pool.
#[derive(Debug, Clone)]
pub struct Seek {
    pub game: GameRow,
    pub terms: SeekTerms,
    pub poster: Option<Standing>,
}

impl FromColumns for Seek {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        use super::game_row::GAME_COLUMNS;
        Ok(Seek {
            game: GameRow::from_columns(r)?,
            terms: SeekTerms::at(r, GAME_COLUMNS)?,
            poster: Standing::maybe_at(r, GAME_COLUMNS + 5)?,
        })
    }
}

/// What the lobby is filtered by (empty: any).
#[derive(Debug, Clone, Default)]
pub struct LobbyFilter<'a> {
    pub variant: &'a str,
    /// A family's key.
    pub family: &'a str,
    /// "none", "move" or "bank".
    pub time_control: &'a str,
    pub rated: Option<bool>,
}

/// The seeks open at `now`, newest first, at most `limit`.
pub async fn open(
    conn: &mut Conn,
    filter: &LobbyFilter<'_>,
    now: i64,
    limit: i64,
) -> Result<Vec<Seek>, StorageError> {
    // A text no variant key holds (a NUL, which PostgreSQL refuses in text) finds none.
    if super::findable(filter.variant).is_err() || super::findable(filter.family).is_err() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT q.*, s.min_rating, s.max_rating, s.message, s.expires_at, s.family, {}
         FROM ({SELECT} WHERE g.status = 'invited' AND g.invitee_id IS NULL
            AND g.invite_email IS NULL) q
         JOIN seeks s ON s.game_id = q.id
         LEFT JOIN ratings r ON r.user_id = q.creator_id AND r.pool = q.variant
         WHERE s.expires_at > $1 AND ($2 = '' OR q.variant = $2)
           AND ($3 = '' OR q.tc_kind = $3) AND ($4 < 0 OR q.rated = $4)
           AND ($5 = '' OR s.family = $5)
         ORDER BY q.id DESC LIMIT $6",
        standing_columns("r")
    );
    let rated = filter.rated.map(i64::from).unwrap_or(-1);
    fetch_all(
        conn,
        &Stmt::new(
            &sql,
            vec![
                now.into(),
                filter.variant.into(),
                filter.time_control.into(),
                rated.into(),
                filter.family.into(),
                limit.into(),
            ],
        ),
    )
    .await
}

/// Withdraws the seeks lapsed at `now`; how many.
pub async fn withdraw_lapsed(conn: &mut Conn, now: i64) -> Result<u64, StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE games SET status = 'withdrawn', updated_at = $1
             WHERE status = 'invited'
               AND id IN (SELECT game_id FROM seeks WHERE expires_at <= $1)",
            vec![now.into()],
        ),
    )
    .await
}

/// A version of the open seeks at `now`: it changes whenever a seek is posted, taken,
/// withdrawn or lapses (their count, and the sum and greatest of their games' ids).
pub async fn version(conn: &mut Conn, now: i64) -> Result<String, StorageError> {
    let row: Option<(i64, i64, i64)> = fetch_optional(
        conn,
        &Stmt::new(
            "SELECT COUNT(*), CAST(COALESCE(SUM(g.id), 0) AS BIGINT), COALESCE(MAX(g.id), 0)
             FROM games g JOIN seeks s ON s.game_id = g.id
             WHERE g.status = 'invited' AND s.expires_at > $1",
            vec![now.into()],
        ),
    )
    .await?;
    let (n, sum, max) = row.unwrap_or((0, 0, 0));
    Ok(format!("{n:x}-{sum:x}-{max:x}"))
}
