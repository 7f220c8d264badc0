//! The turns of a game and the position stored after each, so that nothing is replayed
//! to play on or to show an earlier position.

use super::Conn;
use super::StorageError;
use super::statement::{Columns, FromColumns, Stmt, fetch_all, fetch_optional};
use pigeonpost_domain::ClockState;
use pigeonpost_domain::Squares;

#[derive(Debug, Clone)]
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
    pub squares: Squares,
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

/// A turn's move row, with the clock as it stood before it.
pub fn insert_stmt<'a>(
    game_id: i64,
    m: &'a NewMove,
    player_id: i64,
    clock_before: &ClockState,
    now: i64,
) -> Stmt<'a> {
    Stmt::new(
        "INSERT INTO moves (game_id, ply, canonical, san, comment, player_id, created_at,
            white_bank_before, black_bank_before, turn_started_before, fen_after,
            repetition_key, squares)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        vec![
            game_id.into(),
            m.ply.into(),
            m.canonical.as_str().into(),
            m.san.as_str().into(),
            m.comment.as_deref().into(),
            player_id.into(),
            now.into(),
            clock_before.white_bank.into(),
            clock_before.black_bank.into(),
            clock_before.turn_started_at.into(),
            m.fen_after.as_str().into(),
            m.repetition_key.as_str().into(),
            m.squares.column().into(),
        ],
    )
}

/// The repetition keys stored after each ply, in order (NULL where not yet filled; also
/// read by `inline_reads`).
pub fn repetition_keys_stmt(game_id: i64) -> Stmt<'static> {
    Stmt::new(
        "SELECT repetition_key FROM moves WHERE game_id = $1 ORDER BY ply",
        vec![game_id.into()],
    )
}

pub async fn repetition_keys(
    conn: &mut Conn,
    game_id: i64,
) -> Result<Vec<Option<String>>, StorageError> {
    let keys: Vec<(Option<String>,)> = fetch_all(conn, &repetition_keys_stmt(game_id)).await?;
    Ok(keys.into_iter().map(|(k,)| k).collect())
}

/// The position stored after `ply` and the squares of the turn that reached it.
pub async fn position_after(
    conn: &mut Conn,
    game_id: i64,
    ply: i64,
) -> Result<Option<(Option<String>, Option<Squares>)>, StorageError> {
    let stored: Option<(Option<String>, Option<String>)> = fetch_optional(
        conn,
        &Stmt::new(
            "SELECT fen_after, squares FROM moves WHERE game_id = $1 AND ply = $2",
            vec![game_id.into(), ply.into()],
        ),
    )
    .await?;
    Ok(stored.map(|(fen, squares)| (fen, squares.as_deref().map(Squares::parse))))
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
    squares: &Squares,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE moves SET fen_after = $1, repetition_key = $2, squares = $3
         WHERE game_id = $4 AND ply = $5",
    )
    .bind(fen_after)
    .bind(repetition_key)
    .bind(squares.column())
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

impl FromColumns for MoveRow {
    /// `ply, canonical, san, comment, created_at`.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(MoveRow {
            ply: r.get(0)?,
            canonical: r.get(1)?,
            san: r.get(2)?,
            comment: r.get(3)?,
            created_at: r.get(4)?,
        })
    }
}

/// A game's turns in order (also read by `inline_reads`).
pub fn all_stmt(game_id: i64) -> Stmt<'static> {
    Stmt::new(
        "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1
         ORDER BY ply",
        vec![game_id.into()],
    )
}

pub async fn moves(conn: &mut Conn, game_id: i64) -> Result<Vec<MoveRow>, StorageError> {
    fetch_all(conn, &all_stmt(game_id)).await
}

/// The last turn of a game as the move list shows it, if any.
pub async fn latest(conn: &mut Conn, game_id: i64) -> Result<Option<MoveRow>, StorageError> {
    let latest = Stmt::new(
        "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1
         ORDER BY ply DESC LIMIT 1",
        vec![game_id.into()],
    );
    fetch_optional(conn, &latest).await
}

/// The last `limit` turns of a game, the newest first.
pub async fn newest(
    conn: &mut Conn,
    game_id: i64,
    limit: i64,
) -> Result<Vec<MoveRow>, StorageError> {
    let newest = Stmt::new(
        "SELECT ply, canonical, san, comment, created_at FROM moves WHERE game_id = $1
         ORDER BY ply DESC LIMIT $2",
        vec![game_id.into(), limit.into()],
    );
    fetch_all(conn, &newest).await
}
