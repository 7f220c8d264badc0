//! The small facts a game page needs beside the game and its lists (whose player is
//! away, the viewer's one-click setting and private note, and whether there are lists
//! that are usually empty to read at all), read in one statement: each is a point read,
//! and on SQLite every statement is a round trip to the connection's thread, which costs
//! more than the read itself.

use super::Conn;
use super::StorageError;
use super::vacations::in_force;
use std::sync::LazyLock;

/// Whose facts to read: the game, its seats, the viewer (any may be absent).
pub struct FactsOf {
    pub game_id: i64,
    pub white: Option<i64>,
    pub black: Option<i64>,
    pub viewer: Option<i64>,
    pub now: i64,
}

/// The facts as stored.
#[derive(Debug)]
pub struct PageFacts {
    /// When the vacation White's player is on now ends, if they are on one.
    pub white_away_until: Option<i64>,
    pub black_away_until: Option<i64>,
    /// The viewer asked for moves played on one click.
    pub one_click: bool,
    /// The viewer's note on the game, if they have saved one.
    pub note: Option<String>,
    /// Whether anyone published an analysis of the game.
    pub any_published_analysis: bool,
    /// Whether the viewer has conditional moves stored in the game (for any ply).
    pub viewer_has_conditionals: bool,
}

/// The statement: each fact a scalar subquery, so that a missing one is NULL.
static FACTS: LazyLock<String> = LazyLock::new(|| {
    let away = |seat: &str| {
        format!(
            "(SELECT ends_at FROM vacations WHERE {})",
            in_force(seat, "$5")
        )
    };
    format!(
        "SELECT {}, {},
           (SELECT one_click_moves FROM player_preferences WHERE user_id = $4),
           (SELECT body FROM game_notes WHERE game_id = $1 AND user_id = $4),
           (SELECT COUNT(*) FROM published_analyses WHERE game_id = $1),
           (SELECT COUNT(*) FROM conditional_moves WHERE game_id = $1 AND user_id = $4)",
        away("$2"),
        away("$3")
    )
});

pub async fn read(conn: &mut Conn, of: &FactsOf) -> Result<PageFacts, StorageError> {
    let (white_away_until, black_away_until, one_click, note, published, conditionals): (
        Option<i64>,
        Option<i64>,
        Option<i64>,
        Option<String>,
        i64,
        i64,
    ) = sqlx::query_as(FACTS.as_str())
        .bind(of.game_id)
        .bind(of.white)
        .bind(of.black)
        .bind(of.viewer)
        .bind(of.now)
        .fetch_one(conn)
        .await?;
    Ok(PageFacts {
        white_away_until,
        black_away_until,
        one_click: one_click == Some(1),
        note,
        any_published_analysis: published > 0,
        viewer_has_conditionals: conditionals > 0,
    })
}
