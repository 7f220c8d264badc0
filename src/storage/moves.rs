//! The turns of a game and the position stored after each, so that nothing is replayed
//! to play on or to show an earlier position.

use super::Conn;
use super::StorageError;
use super::game_row::ClockState;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub ply: i64,
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
    pub created_at: i64,
}

/// A turn to store, with the position it led to.
#[derive(Debug, Clone)]
pub struct NewMove {
    pub ply: i64,
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
    pub fen_after: String,
    pub repetition_key: String,
    pub squares: String,
}

/// A stored turn with the position stored after it (NULL where not yet filled).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StoredMove {
    pub ply: i64,
    pub canonical: String,
    pub fen_after: Option<String>,
    pub repetition_key: Option<String>,
    pub squares: Option<String>,
}

/// The last move of a game with what a takeback needs: who made it, when, and the clock
/// as it stood before it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LastMove {
    pub ply: i64,
    pub canonical: String,
    pub player_id: i64,
    pub created_at: i64,
    pub white_bank_before: Option<i64>,
    pub black_bank_before: Option<i64>,
    pub turn_started_before: Option<i64>,
}

impl LastMove {
    pub fn clock_before(&self) -> ClockState {
        ClockState {
            white_bank: self.white_bank_before,
            black_bank: self.black_bank_before,
            turn_started_at: self.turn_started_before,
            deadline: None,
        }
    }
}

/// A turn's move row (also run by `direct_writes`).
pub(super) const INSERT: &str =
    "INSERT INTO moves (game_id, ply, canonical, san, comment, player_id, created_at,
            white_bank_before, black_bank_before, turn_started_before, fen_after,
            repetition_key, squares)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)";

/// Stores a turn, the position it led to, and the clock as it stood before it.
pub async fn insert_move(
    conn: &mut Conn,
    game_id: i64,
    m: &NewMove,
    player_id: i64,
    clock_before: &ClockState,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(INSERT)
        .bind(game_id)
        .bind(m.ply)
        .bind(&m.canonical)
        .bind(&m.san)
        .bind(&m.comment)
        .bind(player_id)
        .bind(now)
        .bind(clock_before.white_bank)
        .bind(clock_before.black_bank)
        .bind(clock_before.turn_started_at)
        .bind(&m.fen_after)
        .bind(&m.repetition_key)
        .bind(&m.squares)
        .execute(conn)
        .await?;
    Ok(())
}

/// The repetition keys stored after each ply, in order (NULL where not yet filled; also
/// read by `inline_reads`).
pub(super) const REPETITION_KEYS: &str =
    "SELECT repetition_key FROM moves WHERE game_id = $1 ORDER BY ply";

pub async fn repetition_keys(
    conn: &mut Conn,
    game_id: i64,
) -> Result<Vec<Option<String>>, StorageError> {
    Ok(sqlx::query_scalar(REPETITION_KEYS)
        .bind(game_id)
        .fetch_all(conn)
        .await?)
}

/// The position stored after `ply` and the squares of the turn that reached it.
pub async fn position_after(
    conn: &mut Conn,
    game_id: i64,
    ply: i64,
) -> Result<Option<(Option<String>, Option<String>)>, StorageError> {
    Ok(
        sqlx::query_as("SELECT fen_after, squares FROM moves WHERE game_id = $1 AND ply = $2")
            .bind(game_id)
            .bind(ply)
            .fetch_optional(conn)
            .await?,
    )
}

/// Every turn of a game with what is stored after it, in order.
pub async fn stored_moves(conn: &mut Conn, game_id: i64) -> Result<Vec<StoredMove>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, fen_after, repetition_key, squares FROM moves
         WHERE game_id = $1 ORDER BY ply",
    )
    .bind(game_id)
    .fetch_all(conn)
    .await?)
}

/// Fills what a replay found for one stored turn (the start-up fill of old rows).
pub async fn fill_position(
    conn: &mut Conn,
    game_id: i64,
    ply: i64,
    fen_after: &str,
    repetition_key: &str,
    squares: &str,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE moves SET fen_after = $1, repetition_key = $2, squares = $3
         WHERE game_id = $4 AND ply = $5",
    )
    .bind(fen_after)
    .bind(repetition_key)
    .bind(squares)
    .bind(game_id)
    .bind(ply)
    .execute(conn)
    .await?;
    Ok(())
}

/// The last move of a game, if any.
pub async fn last_move(conn: &mut Conn, game_id: i64) -> Result<Option<LastMove>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, player_id, created_at, white_bank_before, black_bank_before,
            turn_started_before
         FROM moves WHERE game_id = $1 ORDER BY ply DESC LIMIT 1",
    )
    .bind(game_id)
    .fetch_optional(conn)
    .await?)
}

/// A game's turns in order (also read by `inline_reads`, which decodes the columns in
/// this order).
pub(crate) const ALL: &str =
    "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1 ORDER BY ply";

pub async fn moves(conn: &mut Conn, game_id: i64) -> Result<Vec<MoveRow>, StorageError> {
    Ok(sqlx::query_as(ALL).bind(game_id).fetch_all(conn).await?)
}

/// The last turn of a game as the move list shows it, if any.
pub async fn latest(conn: &mut Conn, game_id: i64) -> Result<Option<MoveRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1
         ORDER BY ply DESC LIMIT 1",
    )
    .bind(game_id)
    .fetch_optional(conn)
    .await?)
}

/// The last `limit` turns of a game, the newest first.
pub async fn newest(
    conn: &mut Conn,
    game_id: i64,
    limit: i64,
) -> Result<Vec<MoveRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1
         ORDER BY ply DESC LIMIT $2",
    )
    .bind(game_id)
    .bind(limit)
    .fetch_all(conn)
    .await?)
}
