//! Ratings: each player's Glicko-2 standing per pool (`ratings`), and what each rated
//! game did to it (`rating_changes`). The arithmetic is the app's; this module stores its
//! values, each write guarded so that two results of one player never apply to the same
//! standing.

use super::game_row::color_column;
use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all, fetch_optional};
use super::{Conflict, Conn, StorageError};
use pigeonpost_engine::Color;

/// A Glicko-2 rating's three values.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Values {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Values {
    fn at(r: &impl Columns, i: usize) -> Result<Values, StorageError> {
        Ok(Values {
            rating: r.get(i)?,
            deviation: r.get(i + 1)?,
            volatility: r.get(i + 2)?,
        })
    }
}

/// A player's standing in a pool, as stored after their last rated game there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub values: Values,
    /// Rated games played in the pool.
    pub games: i64,
    /// When the last of them ended.
    pub rated_at: i64,
}

impl Standing {
    /// Five columns from `i` on, all NULL for a player not yet in the pool.
    pub(crate) fn maybe_at(r: &impl Columns, i: usize) -> Result<Option<Standing>, StorageError> {
        let rating: Option<f64> = r.get(i)?;
        if rating.is_none() {
            return Ok(None);
        }
        Ok(Some(Standing {
            values: Values::at(r, i)?,
            games: r.get(i + 3)?,
            rated_at: r.get(i + 4)?,
        }))
    }
}

/// The columns `Standing::maybe_at` reads, of the `ratings` row aliased `alias`.
pub fn standing_columns(alias: &str) -> String {
    format!(
        "{alias}.rating, {alias}.deviation, {alias}.volatility, {alias}.games, {alias}.rated_at"
    )
}

/// What a rated game did to one player's standing.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub game_id: i64,
    pub color: Color,
    pub user_id: i64,
    pub pool: String,
    /// The rating the game was played at (the start values for a player new to the
    /// pool), and the number of rated games before it in the pool.
    pub before: Values,
    pub games_before: i64,
    pub after: Values,
    /// The score the ratings expected of this player, and the one they made.
    pub expected: f64,
    pub score: f64,
    /// When the game ended.
    pub at: i64,
}

/// The standing after the game, guarded by the number of games it was decided from.
const UPSERT: &str =
    "INSERT INTO ratings (user_id, pool, rating, deviation, volatility, games, rated_at)
     VALUES ($1, $2, $3, $4, $5, $6 + 1, $7)
     ON CONFLICT (user_id, pool) DO UPDATE SET rating = excluded.rating,
        deviation = excluded.deviation, volatility = excluded.volatility,
        games = excluded.games, rated_at = excluded.rated_at
     WHERE ratings.games = $6";

/// The change, after every change stored before it (`seq`).
const RECORD: &str = "INSERT INTO rating_changes (game_id, color, user_id, pool, seq, rating,
        deviation, volatility, rating_after, deviation_after, volatility_after, expected, score,
        rated_at)
     VALUES ($1, $2, $3, $4, (SELECT COALESCE(MAX(seq), 0) + 1 FROM rating_changes), $5, $6, $7,
        $8, $9, $10, $11, $12, $13)";

/// The pool's tally of results, with this one.
const TALLY: &str = "INSERT INTO rating_pools (pool, results, squared_error) VALUES ($1, 1, $2)
     ON CONFLICT (pool) DO UPDATE SET results = rating_pools.results + 1,
        squared_error = rating_pools.squared_error + excluded.squared_error";

impl Change {
    /// The pool's tally of how well it foretold, with this result.
    pub fn tally_stmt(&self) -> Stmt<'_> {
        let miss = self.score - self.expected;
        Stmt::new(TALLY, vec![self.pool.as_str().into(), (miss * miss).into()])
    }

    /// The player's new standing, guarded by the one it was decided from.
    pub fn standing_stmt(&self) -> Stmt<'_> {
        Stmt::new(
            UPSERT,
            vec![
                self.user_id.into(),
                self.pool.as_str().into(),
                self.after.rating.into(),
                self.after.deviation.into(),
                self.after.volatility.into(),
                self.games_before.into(),
                self.at.into(),
            ],
        )
        .one_row("conflict-rating-changed")
    }

    /// The game's record of the change.
    pub fn record_stmt(&self) -> Stmt<'_> {
        Stmt::new(
            RECORD,
            vec![
                self.game_id.into(),
                color_column(self.color).into(),
                self.user_id.into(),
                self.pool.as_str().into(),
                self.before.rating.into(),
                self.before.deviation.into(),
                self.before.volatility.into(),
                self.after.rating.into(),
                self.after.deviation.into(),
                self.after.volatility.into(),
                self.expected.into(),
                self.score.into(),
                self.at.into(),
            ],
        )
    }
}

/// Stores `changes` (a rated game's, both players').
pub async fn apply(conn: &mut Conn, changes: &[Change]) -> Result<(), StorageError> {
    for change in changes {
        execute(conn, &change.standing_stmt()).await?;
        execute(conn, &change.record_stmt()).await?;
        execute(conn, &change.tally_stmt()).await?;
    }
    Ok(())
}

struct MaybeStanding(Option<Standing>);

impl FromColumns for MaybeStanding {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(MaybeStanding(Standing::maybe_at(r, 0)?))
    }
}

/// `user_id`'s standing in `pool`, if they have played there.
pub async fn standing(
    conn: &mut Conn,
    user_id: i64,
    pool: &str,
) -> Result<Option<Standing>, StorageError> {
    let sql = format!(
        "SELECT {} FROM ratings r WHERE r.user_id = $1 AND r.pool = $2",
        standing_columns("r")
    );
    let found: Option<MaybeStanding> =
        fetch_optional(conn, &Stmt::new(&sql, vec![user_id.into(), pool.into()])).await?;
    Ok(found.and_then(|s| s.0))
}

/// A pool a player stands in.
#[derive(Debug, Clone)]
pub struct PoolStanding {
    pub pool: String,
    pub standing: Standing,
}

impl FromColumns for PoolStanding {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(PoolStanding {
            pool: r.get(0)?,
            standing: Standing::maybe_at(r, 1)?.ok_or_else(|| {
                StorageError::Conflict(Conflict::Data("a rating without a value".into()))
            })?,
        })
    }
}

/// Every pool `user_id` has played rated games in, most played first.
pub async fn of_player(conn: &mut Conn, user_id: i64) -> Result<Vec<PoolStanding>, StorageError> {
    let sql = format!(
        "SELECT r.pool, {} FROM ratings r WHERE r.user_id = $1 ORDER BY r.games DESC, r.pool",
        standing_columns("r")
    );
    fetch_all(conn, &Stmt::new(&sql, vec![user_id.into()])).await
}

/// A stored change with the game's result and the opponent's name, as a history or a
/// recomputation reads it.
#[derive(Debug, Clone)]
pub struct StoredChange {
    pub game_id: i64,
    pub color: Color,
    pub user_id: i64,
    pub pool: String,
    pub seq: i64,
    pub before: Values,
    pub after: Values,
    pub expected: f64,
    pub score: f64,
    /// When the game ended.
    pub at: i64,
    /// The game's winner (none: a draw).
    pub winner: Option<Color>,
    pub opponent: String,
}

impl FromColumns for StoredChange {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        let winner: Option<String> = r.get(15)?;
        Ok(StoredChange {
            game_id: r.get(0)?,
            color: parse_color(&r.get::<String>(1)?)?,
            user_id: r.get(2)?,
            pool: r.get(3)?,
            seq: r.get(4)?,
            before: Values::at(r, 5)?,
            after: Values::at(r, 8)?,
            expected: r.get(11)?,
            score: r.get(12)?,
            at: r.get(13)?,
            opponent: r.get::<Option<String>>(14)?.unwrap_or_default(),
            winner: winner.as_deref().map(parse_color).transpose()?,
        })
    }
}

fn parse_color(s: &str) -> Result<Color, StorageError> {
    match s {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(StorageError::Conflict(Conflict::Data(format!(
            "unknown colour '{other}'"
        )))),
    }
}

/// The columns `StoredChange` reads, of `rating_changes c` joined with the game `g` and
/// the opponent `o`.
const CHANGE_COLUMNS: &str = "c.game_id, c.color, c.user_id, c.pool, c.seq, c.rating,
    c.deviation, c.volatility, c.rating_after, c.deviation_after, c.volatility_after,
    c.expected, c.score, c.rated_at,
    CASE WHEN o.deleted_at IS NULL THEN o.username ELSE 'deleted player' END, g.winner";

/// `user_id`'s changes in `pool`, in the order they were made: every `step`th of them
/// and the last (`games` of them in all), so that a long history is read as the few
/// points a chart draws rather than row by row.
pub async fn history(
    conn: &mut Conn,
    user_id: i64,
    pool: &str,
    step: i64,
    games: i64,
) -> Result<Vec<StoredChange>, StorageError> {
    let sql = format!(
        "SELECT {CHANGE_COLUMNS} FROM (SELECT k.*, ROW_NUMBER() OVER (ORDER BY k.seq) - 1 AS n
            FROM rating_changes k WHERE k.user_id = $1 AND k.pool = $2) c
         JOIN games g ON g.id = c.game_id
         LEFT JOIN users o ON o.id = CASE WHEN c.color = 'white' THEN g.black_id ELSE g.white_id END
         WHERE c.n % $3 = 0 OR c.n = $4 - 1 ORDER BY c.seq"
    );
    fetch_all(
        conn,
        &Stmt::new(
            &sql,
            vec![
                user_id.into(),
                pool.into(),
                step.max(1).into(),
                games.into(),
            ],
        ),
    )
    .await
}

/// The changes game `game_id` made (none if it was not rated or is not over).
pub async fn of_game(conn: &mut Conn, game_id: i64) -> Result<Vec<StoredChange>, StorageError> {
    let sql = format!(
        "SELECT {CHANGE_COLUMNS} FROM rating_changes c JOIN games g ON g.id = c.game_id
         LEFT JOIN users o ON o.id = CASE WHEN c.color = 'white' THEN g.black_id ELSE g.white_id END
         WHERE c.game_id = $1 ORDER BY c.seq"
    );
    fetch_all(conn, &Stmt::new(&sql, vec![game_id.into()])).await
}

/// Every change ever made, in order: what a recomputation replays.
pub async fn all_changes(conn: &mut Conn) -> Result<Vec<StoredChange>, StorageError> {
    let sql = format!(
        "SELECT {CHANGE_COLUMNS} FROM rating_changes c JOIN games g ON g.id = c.game_id
         LEFT JOIN users o ON o.id = CASE WHEN c.color = 'white' THEN g.black_id ELSE g.white_id END
         ORDER BY c.seq"
    );
    fetch_all(conn, &Stmt::new(&sql, vec![])).await
}

/// Writes a recomputation: every standing anew (`standings`: user, pool, standing), every
/// pool's tally (`tallies`: pool, results, squared error), and the values of the
/// `changes` it made otherwise than stored.
pub async fn replace_all(
    conn: &mut Conn,
    standings: &[(i64, String, Standing)],
    tallies: &[(String, i64, f64)],
    changes: &[StoredChange],
) -> Result<(), StorageError> {
    execute(conn, &Stmt::new("DELETE FROM rating_pools", vec![])).await?;
    for (pool, results, error) in tallies {
        execute(
            conn,
            &Stmt::new(
                "INSERT INTO rating_pools (pool, results, squared_error) VALUES ($1, $2, $3)",
                vec![pool.as_str().into(), (*results).into(), (*error).into()],
            ),
        )
        .await?;
    }
    execute(conn, &Stmt::new("DELETE FROM ratings", vec![])).await?;
    for (user_id, pool, s) in standings {
        execute(
            conn,
            &Stmt::new(
                "INSERT INTO ratings (user_id, pool, rating, deviation, volatility, games,
                    rated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                vec![
                    (*user_id).into(),
                    pool.as_str().into(),
                    s.values.rating.into(),
                    s.values.deviation.into(),
                    s.values.volatility.into(),
                    s.games.into(),
                    s.rated_at.into(),
                ],
            ),
        )
        .await?;
    }
    for c in changes {
        execute(
            conn,
            &Stmt::new(
                "UPDATE rating_changes SET rating = $1, deviation = $2, volatility = $3,
                    rating_after = $4, deviation_after = $5, volatility_after = $6,
                    expected = $7, score = $8
                 WHERE game_id = $9 AND color = $10",
                vec![
                    c.before.rating.into(),
                    c.before.deviation.into(),
                    c.before.volatility.into(),
                    c.after.rating.into(),
                    c.after.deviation.into(),
                    c.after.volatility.into(),
                    c.expected.into(),
                    c.score.into(),
                    c.game_id.into(),
                    color_column(c.color).into(),
                ],
            ),
        )
        .await?;
    }
    Ok(())
}

/// A player on a pool's leaderboard.
#[derive(Debug, Clone)]
pub struct Leader {
    pub name: String,
    pub standing: Standing,
}

impl FromColumns for Leader {
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(Leader {
            name: r.get(0)?,
            standing: Standing::maybe_at(r, 1)?.ok_or_else(|| {
                StorageError::Conflict(Conflict::Data("a rating without a value".into()))
            })?,
        })
    }
}

/// The best of `pool` whose deviation is under `max_deviation` and who played since
/// `since`, best first, at most `limit`.
pub async fn leaderboard(
    conn: &mut Conn,
    pool: &str,
    max_deviation: f64,
    since: i64,
    limit: i64,
) -> Result<Vec<Leader>, StorageError> {
    let sql = format!(
        "SELECT u.username, {} FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.pool = $1 AND r.deviation < $2 AND r.rated_at >= $3 AND u.deleted_at IS NULL
         ORDER BY r.rating DESC, r.user_id LIMIT $4",
        standing_columns("r")
    );
    fetch_all(
        conn,
        &Stmt::new(
            &sql,
            vec![
                pool.into(),
                max_deviation.into(),
                since.into(),
                limit.into(),
            ],
        ),
    )
    .await
}

/// How well `pool`'s ratings predicted its results: the number of rated results and the
/// sum of squared differences between expected and actual scores (a Brier score's sum).
pub async fn prediction_error(conn: &mut Conn, pool: &str) -> Result<(i64, f64), StorageError> {
    let row: Option<(i64, f64)> = fetch_optional(
        conn,
        &Stmt::new(
            "SELECT results, squared_error FROM rating_pools WHERE pool = $1",
            vec![pool.into()],
        ),
    )
    .await?;
    Ok(row.unwrap_or((0, 0.0)))
}
