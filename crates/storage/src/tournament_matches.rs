//! A knockout's decided matches (`tournament_matches`): who went on from each, and how.
//! One row a match: a second decision of the same match (another server deciding it
//! meanwhile) is a conflict, and its transaction writes nothing.

use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// A match decided: board `board` of round `round`, won by `winner_id`, `how` as the
/// rules name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decided {
    pub round: i64,
    pub board: i64,
    pub winner_id: i64,
    pub how: String,
}

impl FromColumns for Decided {
    fn from_columns(r: &impl Columns) -> Result<Decided, StorageError> {
        Ok(Decided {
            round: r.get(0)?,
            board: r.get(1)?,
            winner_id: r.get(2)?,
            how: r.get(3)?,
        })
    }
}

/// Records match `d` of event `id` as decided at `now`.
pub async fn decide(conn: &mut Conn, id: i64, d: &Decided, now: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "INSERT INTO tournament_matches (tournament_id, round, board, winner_id, how, decided_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
            vec![
                id.into(),
                d.round.into(),
                d.board.into(),
                d.winner_id.into(),
                d.how.as_str().into(),
                now.into(),
            ],
        ),
    )
    .await?;
    Ok(())
}

/// Every decided match of event `id`, by round and board.
pub async fn decided(conn: &mut Conn, id: i64) -> Result<Vec<Decided>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            "SELECT round, board, winner_id, how FROM tournament_matches
             WHERE tournament_id = $1 ORDER BY round, board",
            vec![id.into()],
        ),
    )
    .await
}
