//! The statements of a plain turn's write, run on the SQLite writer's direct connection
//! (`GroupGate::write_direct`): the game as storing a turn reads it, the move row, the
//! game's update and the turn's mails. Through sqlx each was a round trip to the
//! connection's worker thread while every other writer of the process waited; here the
//! whole write runs in one go, on the write's own task.
//!
//! The SQL is the sqlx versions' own (`games::FOR_TURN`, `moves::INSERT`,
//! `games::ADVANCE`, `outbox::INSERT`), so both ways write the same rows; only the
//! binding is written twice. `FOR_TURN`'s parameters appear out of order, so it is bound
//! by name (SQLite numbers `$N` by first appearance).

use super::StorageError;
use super::game_row::{ClockState, GameRow, RawGameRow};
use super::games::{self, Advance, Around};
use super::moves::{self, NewMove};
use super::outbox;
use rusqlite::{Connection, named_params, params};

/// The direct connection a write runs on.
pub type DirectConn = Connection;

/// As `games::for_turn`.
pub fn for_turn(conn: &Connection, id: i64, now: i64) -> Result<(GameRow, Around), StorageError> {
    let (raw, around) = conn
        .prepare_cached(&games::FOR_TURN)
        .and_then(|mut s| {
            s.query_row(named_params! {"$1": id, "$2": now}, |r| {
                let around = Around {
                    away: [r.get("white_away")?, r.get("black_away")?],
                    hooked: r.get::<_, i64>("hooked")? == 1,
                };
                Ok((RawGameRow::from_sqlite(r)?, around))
            })
        })
        .map_err(failed)?;
    Ok((raw.try_into()?, around))
}

/// As `moves::insert_move`.
pub fn insert_move(
    conn: &Connection,
    game_id: i64,
    m: &NewMove,
    player_id: i64,
    clock_before: &ClockState,
    now: i64,
) -> Result<(), StorageError> {
    conn.prepare_cached(moves::INSERT)
        .and_then(|mut s| {
            s.execute(params![
                game_id,
                m.ply,
                m.canonical,
                m.san,
                m.comment,
                player_id,
                now,
                clock_before.white_bank,
                clock_before.black_bank,
                clock_before.turn_started_at,
                m.fen_after,
                m.repetition_key,
                m.squares,
            ])
        })
        .map_err(failed)?;
    Ok(())
}

/// As `games::advance`: a conflict when the game is no longer at the expected ply.
pub fn advance(conn: &Connection, a: &Advance<'_>, now: i64) -> Result<(), StorageError> {
    let v = a.values(now);
    let changed = conn
        .prepare_cached(games::ADVANCE)
        .and_then(|mut s| {
            s.execute(params![
                v.fen,
                v.last_squares,
                v.status,
                v.winner,
                v.reason,
                v.now,
                v.new_clock,
                v.clock.white_bank,
                v.new_clock,
                v.clock.black_bank,
                v.new_clock,
                v.clock.turn_started_at,
                v.new_clock,
                v.clock.deadline,
                v.id,
                v.expected_ply,
            ])
        })
        .map_err(failed)?;
    games::one_row(changed as u64, "the game changed meanwhile")
}

/// As `outbox::enqueue_with_id`.
pub fn enqueue_mail(conn: &Connection, m: &outbox::NewMail<'_>) -> Result<(), StorageError> {
    conn.prepare_cached(outbox::INSERT)
        .and_then(|mut s| {
            s.execute(params![
                m.recipient,
                m.subject,
                m.text_body,
                m.html_body,
                m.now_ms / 1000,
                m.now_ms,
                m.message_id,
                m.reply_to,
                m.unsubscribe,
            ])
        })
        .map_err(failed)?;
    Ok(())
}

/// A statement that failed on the direct connection. A unique key is a conflict, as
/// through sqlx; anything else fails the write.
pub(super) fn failed(e: rusqlite::Error) -> StorageError {
    match &e {
        rusqlite::Error::QueryReturnedNoRows => StorageError::NotFound,
        rusqlite::Error::SqliteFailure(f, _)
            if matches!(
                f.extended_code,
                rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
                    | rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
            ) =>
        {
            StorageError::Conflict(e.to_string())
        }
        _ => StorageError::Commit(e.to_string()),
    }
}
