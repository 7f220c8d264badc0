//! The games of an event's rounds (`tournament_games`, beside their rows in `games`),
//! its byes, and games annulled by the event's rule.

use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all};
use super::{Conn, StorageError};
use pigeonpost_domain::GameStatus;
use pigeonpost_engine::Color;

fn corrupt(why: String) -> StorageError {
    StorageError::Other(sqlx::Error::Decode(why.into()))
}

/// Where a game stands in its event: board `board` of round `round` (a knockout's
/// match), its `leg`-th game there (a Basque pairing's two, a match's in order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub round: i64,
    pub board: i64,
    pub leg: i64,
}

/// Records game `game_id` at `place` in event `id`. A leg taken already (by another
/// server starting it meanwhile) is a conflict.
pub async fn add_game(
    conn: &mut Conn,
    id: i64,
    game_id: i64,
    place: Place,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_games (game_id, tournament_id, round, board, leg)
             VALUES ($1, $2, $3, $4, $5)",
            vec![
                game_id.into(),
                id.into(),
                place.round.into(),
                place.board.into(),
                place.leg.into(),
            ],
        ),
    )
    .await?;
    Ok(())
}

/// Records that `user_id` does not play round `round` of event `id`, scoring
/// `half_points`.
pub async fn add_bye(
    conn: &mut Conn,
    id: i64,
    round: i64,
    user_id: i64,
    half_points: i64,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_byes (tournament_id, round, user_id, half_points) VALUES ($1, $2, $3, $4)",
            vec![id.into(), round.into(), user_id.into(), half_points.into()],
        ),
    )
    .await?;
    Ok(())
}

/// A game of an event, as its standings read it.
#[derive(Debug, Clone)]
pub struct EventGame {
    pub game_id: i64,
    pub round: i64,
    pub board: i64,
    /// Its place among the games of its board (a Basque pairing's, a match's), from 1.
    pub leg: i64,
    pub white_id: i64,
    pub black_id: i64,
    pub status: GameStatus,
    pub winner: Option<Color>,
    pub reason: Option<String>,
    pub ply: i64,
    pub annulled: bool,
}

impl FromColumns for EventGame {
    fn from_columns(r: &impl Columns) -> Result<EventGame, StorageError> {
        let status: String = r.get(5)?;
        let winner: Option<String> = r.get(6)?;
        Ok(EventGame {
            game_id: r.get(0)?,
            round: r.get(1)?,
            board: r.get(2)?,
            white_id: r.get(3)?,
            black_id: r.get(4)?,
            status: GameStatus::parse(&status)
                .ok_or_else(|| corrupt(format!("unknown game status '{status}'")))?,
            winner: match winner.as_deref() {
                None => None,
                Some("white") => Some(Color::White),
                Some("black") => Some(Color::Black),
                Some(other) => return Err(corrupt(format!("unknown colour '{other}'"))),
            },
            reason: r.get(7)?,
            ply: r.get(8)?,
            annulled: r.get::<i64>(9)? != 0,
            leg: r.get(10)?,
        })
    }
}

/// Every game of event `id`, by round, board and leg.
pub async fn games(conn: &mut Conn, id: i64) -> Result<Vec<EventGame>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT tg.game_id, tg.round, tg.board, g.white_id, g.black_id, g.status, g.winner,
                g.reason, g.ply, tg.annulled, tg.leg
             FROM tournament_games tg JOIN games g ON g.id = tg.game_id
             WHERE tg.tournament_id = $1
             ORDER BY tg.round, tg.board, tg.leg",
            vec![id.into()],
        ),
    )
    .await
}

/// Every bye of event `id`: (round, player, half points).
pub async fn byes(conn: &mut Conn, id: i64) -> Result<Vec<(i64, i64, i64)>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT round, user_id, half_points FROM tournament_byes
             WHERE tournament_id = $1 ORDER BY round, user_id",
            vec![id.into()],
        ),
    )
    .await
}

/// Annuls games `game_ids` of event `id`: they count for neither player.
pub async fn annul(conn: &mut Conn, id: i64, game_ids: &[i64]) -> Result<(), StorageError> {
    for game in game_ids {
        execute(
            conn,
            &Stmt::new(
                "UPDATE tournament_games SET annulled = 1 WHERE tournament_id = $1 AND game_id = $2",
                vec![id.into(), (*game).into()],
            ),
        )
        .await?;
    }
    Ok(())
}
