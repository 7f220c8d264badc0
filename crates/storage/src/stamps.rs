//! Cheap reads that tell whether a page has changed, without reading what it shows: a
//! game's row with the few facts beside it that its page shows (the latest history entry,
//! which player is on vacation now) and the viewer behind the session cookie with their
//! preference, in one round trip; and who takes part in a game (to tell their "my games"
//! streams). The game page and "my games" answer `304 Not Modified` from these, and
//! live-update streams compare them.

use super::Conn;
use super::StorageError;
use super::game_row::{GAME_COLUMNS, GameRow};
use super::games::SELECT;
use super::sessions::{self, SessionUser};
use super::statement::{Columns, FromColumns, Stmt, fetch_all, fetch_one};
use super::vacations::ends_in_force;
use sqlx::Row;
use std::sync::LazyLock;

/// A game's row and what its page shows beside it, as of `now`.
#[derive(Debug, Clone)]
pub struct GameStampRow {
    pub row: GameRow,
    pub facts: StampFacts,
}

/// What a game's page shows beside its row, as of `now`.
#[derive(Debug, Clone)]
pub struct StampFacts {
    /// The id of the game's latest history entry (entries are only ever added).
    pub last_event: Option<i64>,
    /// When the vacation of White's and of Black's player in force now ends, if any.
    pub white_away: Option<i64>,
    pub black_away: Option<i64>,
    /// The next moment after `now` at which a vacation of either player not ended by
    /// hand begins or ends: until then, `white_away` and `black_away` stay as read.
    pub vacation_change: Option<i64>,
    /// The player of the session asked about, if it is one in force.
    pub viewer: Option<SessionUser>,
    /// The viewer's one-click sending.
    pub one_click: bool,
    /// The viewer's conditional lines in the game: how many, and the newest.
    pub own_lines: (i64, Option<i64>),
    /// The revision of the viewer's note on the game.
    pub own_note: Option<i64>,
    /// Whose analysis is published with the game: how many, the least and greatest
    /// player id (which tell the set apart, a game having two players).
    pub published: (i64, Option<i64>, Option<i64>),
}

/// One point read: the game row by id, with correlated subqueries on indexed columns
/// (history by game, vacations by player, preferences by player) and the session whose
/// token hashes to `$3` (`sessions::user`'s query) joined in: a page view by a
/// logged-in player is one round trip to the database, not two. Also read by
/// `inline_reads`: the game's columns come first, in `games::SELECT`'s order, then the
/// facts, in the order `GameStampRow::from_columns` reads them.
pub(super) static GAME: LazyLock<String> = LazyLock::new(|| {
    // The vacation in force is `vacations::in_force`'s to pick, here as everywhere.
    let away = |seat: &str| ends_in_force(&format!("s.{seat}_id"), "$2");
    format!(
        "SELECT s.*,
            (SELECT MAX(e.id) FROM game_events e WHERE e.game_id = s.id) AS last_event,
            {} AS white_away, {} AS black_away,
            (SELECT MIN(CASE WHEN v.starts_at > $2 THEN v.starts_at ELSE v.ends_at END)
               FROM vacations v WHERE v.user_id IN (s.white_id, s.black_id)
               AND v.ends_at > $2 AND v.ended_at IS NULL) AS vacation_change,
            v.id AS viewer_id, v.username AS viewer_name, v.email AS viewer_email,
            v.expires_at AS viewer_expires,
            (SELECT p.one_click_moves FROM player_preferences p WHERE p.user_id = v.id)
              AS one_click,
            (SELECT COUNT(*) FROM conditional_moves c
               WHERE c.game_id = s.id AND c.user_id = v.id) AS own_line_count,
            (SELECT MAX(c.id) FROM conditional_moves c
               WHERE c.game_id = s.id AND c.user_id = v.id) AS own_line_last,
            (SELECT n.revision FROM game_notes n
               WHERE n.game_id = s.id AND n.user_id = v.id) AS own_note,
            (SELECT COUNT(*) FROM published_analyses p WHERE p.game_id = s.id)
              AS published_count,
            (SELECT MIN(p.user_id) FROM published_analyses p WHERE p.game_id = s.id)
              AS published_first,
            (SELECT MAX(p.user_id) FROM published_analyses p WHERE p.game_id = s.id)
              AS published_last,
            v.language AS viewer_language, v.time_zone AS viewer_time_zone
         FROM ({SELECT} WHERE g.id = $1) s LEFT JOIN ({}) v ON 1 = 1",
        away("white"),
        away("black"),
        sessions::user_query("$3", "$2"),
    )
});

/// See `GAME`: the game `id`, with the viewer of the session hashing to `session`.
pub fn game_stmt(id: i64, session: Option<&str>, now: i64) -> Stmt<'_> {
    Stmt::new(&GAME, vec![id.into(), now.into(), session.into()])
}

/// See `GAME`.
pub async fn game(
    conn: &mut Conn,
    id: i64,
    session: Option<&str>,
    now: i64,
) -> Result<GameStampRow, StorageError> {
    fetch_one(conn, &game_stmt(id, session, now)).await
}

impl FromColumns for GameStampRow {
    /// `GAME`'s columns: the game's (`GAME_COLUMNS` of them), then the facts in their order.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        let viewer = match r.get::<Option<i64>>(GAME_COLUMNS + 4)? {
            Some(id) => Some(SessionUser {
                id,
                username: r.get(GAME_COLUMNS + 5)?,
                email: r.get(GAME_COLUMNS + 6)?,
                expires_at: r.get(GAME_COLUMNS + 7)?,
                language: r.get(GAME_COLUMNS + 15)?,
                time_zone: r.get(GAME_COLUMNS + 16)?,
            }),
            None => None,
        };
        let facts = StampFacts {
            last_event: r.get(GAME_COLUMNS)?,
            white_away: r.get(GAME_COLUMNS + 1)?,
            black_away: r.get(GAME_COLUMNS + 2)?,
            vacation_change: r.get(GAME_COLUMNS + 3)?,
            viewer,
            one_click: r.get::<Option<i64>>(GAME_COLUMNS + 8)? == Some(1),
            own_lines: (
                r.get::<Option<i64>>(GAME_COLUMNS + 9)?.unwrap_or(0),
                r.get(GAME_COLUMNS + 10)?,
            ),
            own_note: r.get(GAME_COLUMNS + 11)?,
            published: (
                r.get::<Option<i64>>(GAME_COLUMNS + 12)?.unwrap_or(0),
                r.get(GAME_COLUMNS + 13)?,
                r.get(GAME_COLUMNS + 14)?,
            ),
        };
        Ok(GameStampRow {
            row: GameRow::from_columns(r)?,
            facts,
        })
    }
}

/// The opponents of `user_id` in games in progress who are on vacation at `now`, with
/// when it ends, by player id (also read by `inline_reads`).
pub(super) const OPPONENTS_AWAY: &str = "SELECT v.user_id, MAX(v.ends_at) FROM vacations v
    WHERE v.starts_at <= $2 AND v.ends_at > $2 AND v.ended_at IS NULL
      AND v.user_id IN (
        SELECT g.black_id FROM games g WHERE g.white_id = $1 AND g.status = 'active'
        UNION SELECT g.white_id FROM games g WHERE g.black_id = $1 AND g.status = 'active')
    GROUP BY v.user_id ORDER BY v.user_id";

/// Players on vacation: their id and when the vacation ends.
pub type Away = Vec<(i64, i64)>;

/// See `OPPONENTS_AWAY`.
pub async fn opponents_away(conn: &mut Conn, user_id: i64, now: i64) -> Result<Away, StorageError> {
    fetch_all(conn, &opponents_away_stmt(user_id, now)).await
}

/// See `OPPONENTS_AWAY`.
pub fn opponents_away_stmt(user_id: i64, now: i64) -> Stmt<'static> {
    Stmt::new(OPPONENTS_AWAY, vec![user_id.into(), now.into()])
}

/// Everyone whose "my games" lists the game: its players, its creator and the player
/// invited by name. Empty for a game that does not exist.
pub async fn participants(conn: &mut Conn, game: i64) -> Result<Vec<i64>, StorageError> {
    let row =
        sqlx::query("SELECT creator_id, white_id, black_id, invitee_id FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(conn)
            .await?;
    let Some(row) = row else {
        return Ok(Vec::new());
    };
    let mut ids = vec![row.try_get::<i64, _>("creator_id")?];
    for column in ["white_id", "black_id", "invitee_id"] {
        if let Some(id) = row.try_get::<Option<i64>, _>(column)? {
            ids.push(id);
        }
    }
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}
