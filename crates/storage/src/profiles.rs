//! What a player's profile reads beside their ratings: their finished games, filtered and
//! a page at a time, and their record against another player. A game kept private is
//! read only for a viewer who plays in it.

use super::game_row::GameRow;
use super::games::SELECT;
use super::statement::{Stmt, fetch_all, fetch_optional};
use super::{Conn, StorageError};

/// The archive's filters; empty text and `None` are "any".
#[derive(Debug, Clone, Default)]
pub struct ArchiveFilter<'a> {
    pub variant: &'a str,
    /// "won", "lost" or "drawn", from the player's side.
    pub result: &'a str,
    /// "white" or "black": the player's colour.
    pub colour: &'a str,
    pub opponent: &'a str,
    pub rated: Option<bool>,
    /// Finished at or after, and before (seconds).
    pub from: Option<i64>,
    pub until: Option<i64>,
}

/// The conditions of `ArchiveFilter` on `g` (player `$1`, viewer `$2`), from `$3` on,
/// beside the seat, which each half of `archive` names; the opponent (`$6`) by id, found
/// by name first (names compare without case, by the column's collation).
///
/// The status is excluded with `NOT IN`, which no index serves, so that SQLite reads the
/// player's games through the seat-and-time indexes (migrations 0029 and 0031) rather
/// than every finished game through the status index.
const WHERE: &str = "g.status NOT IN ('invited', 'active', 'declined', 'withdrawn')
    AND (g.hidden_by = 0 OR g.white_id = $2 OR g.black_id = $2)
    AND ($3 = '' OR g.variant = $3)
    AND ($4 = '' OR ($4 = 'drawn' AND g.winner IS NULL)
        OR ($4 = 'won' AND ((g.winner = 'white' AND g.white_id = $1) OR (g.winner = 'black' AND g.black_id = $1)))
        OR ($4 = 'lost' AND ((g.winner = 'white' AND g.black_id = $1) OR (g.winner = 'black' AND g.white_id = $1))))
    AND ($5 = '' OR ($5 = 'white' AND g.white_id = $1) OR ($5 = 'black' AND g.black_id = $1))
    AND ($6 < 0 OR g.white_id = $6 OR g.black_id = $6)
    AND ($7 < 0 OR g.rated = $7)
    AND g.updated_at >= $8 AND g.updated_at < $9";

/// Whether the filter's texts can match anything: a NUL (which PostgreSQL refuses in
/// text) is in no variant key or name.
fn findable(f: &ArchiveFilter<'_>) -> bool {
    [f.variant, f.opponent]
        .iter()
        .all(|t| super::findable(t).is_ok())
}

fn args<'a>(
    player: i64,
    viewer: i64,
    opponent: Option<i64>,
    f: &ArchiveFilter<'a>,
) -> Vec<super::statement::Arg<'a>> {
    vec![
        player.into(),
        viewer.into(),
        f.variant.into(),
        f.result.into(),
        f.colour.into(),
        opponent.unwrap_or(-1).into(),
        f.rated.map(i64::from).unwrap_or(-1).into(),
        f.from.unwrap_or(i64::MIN).into(),
        f.until.unwrap_or(i64::MAX).into(),
    ]
}

/// `player`'s finished games matching `filter` as `viewer` (0: a visitor) may see them,
/// latest first: `limit` of them after skipping `offset`. Read as White's and as Black's,
/// each half in its seat-and-time index's order and cut at `offset + limit`, so a page
/// reads no more of a long archive than the pages before it.
pub async fn archive(
    conn: &mut Conn,
    player: i64,
    viewer: i64,
    filter: &ArchiveFilter<'_>,
    limit: i64,
    offset: i64,
) -> Result<Vec<GameRow>, StorageError> {
    if !findable(filter) {
        return Ok(Vec::new());
    }
    let opponent = match filter.opponent {
        "" => None,
        name => {
            let found: Option<(i64,)> = fetch_optional(
                conn,
                &Stmt::new(
                    "SELECT id FROM users WHERE username = $1 AND deleted_at IS NULL",
                    vec![name.into()],
                ),
            )
            .await?;
            match found {
                Some((id,)) => Some(id),
                None => return Ok(Vec::new()),
            }
        }
    };
    // The page's ids first, from the seat-and-time indexes; the games' rows (with their
    // players' names) only for those.
    let half = |seat: &str| {
        format!(
            "SELECT * FROM (SELECT g.id, g.updated_at FROM games g WHERE g.{seat}_id = $1 AND {WHERE}
             ORDER BY g.updated_at DESC, g.id DESC LIMIT $10) {seat}_games"
        )
    };
    let sql = format!(
        "{SELECT} WHERE g.id IN (SELECT id FROM ({} UNION ALL {}
            ORDER BY updated_at DESC, id DESC LIMIT $11 OFFSET $12) page)
         ORDER BY g.updated_at DESC, g.id DESC",
        half("white"),
        half("black")
    );
    let mut a = args(player, viewer, opponent, filter);
    a.push((offset + limit).into());
    a.push(limit.into());
    a.push(offset.into());
    fetch_all(conn, &Stmt::new(&sql, a)).await
}

/// One player's record against another: wins, draws and losses of `player` in their
/// finished games with `other` (aborted games left out).
pub async fn head_to_head(
    conn: &mut Conn,
    player: i64,
    other: i64,
) -> Result<(i64, i64, i64), StorageError> {
    let row: Option<(Option<i64>, Option<i64>, i64)> = fetch_optional(
        conn,
        &Stmt::new(
            "SELECT
                SUM(CASE WHEN (g.winner = 'white' AND g.white_id = $1)
                    OR (g.winner = 'black' AND g.black_id = $1) THEN 1 ELSE 0 END),
                SUM(CASE WHEN g.winner IS NULL THEN 1 ELSE 0 END),
                COUNT(*)
             FROM games g
             WHERE g.status NOT IN ('invited', 'active', 'declined', 'withdrawn')
               AND g.reason <> 'aborted'
               AND ((g.white_id = $1 AND g.black_id = $2) OR (g.white_id = $2 AND g.black_id = $1))",
            vec![player.into(), other.into()],
        ),
    )
    .await?;
    let (won, drawn, all) = row.unwrap_or((None, None, 0));
    let (won, drawn) = (won.unwrap_or(0), drawn.unwrap_or(0));
    Ok((won, drawn, all - won - drawn))
}

/// A player a profile is about: id, name as registered, and when they registered. A
/// deleted player has none.
pub async fn player(
    conn: &mut Conn,
    name: &str,
) -> Result<Option<(i64, String, i64)>, StorageError> {
    let Ok(name) = super::findable(name) else {
        return Ok(None);
    };
    fetch_optional(
        conn,
        &Stmt::new(
            "SELECT id, username, created_at FROM users WHERE username = $1 AND deleted_at IS NULL",
            vec![name.into()],
        ),
    )
    .await
}
