//! The operator's side of the database: consistent copies of a live file and checkpoints.
//! In WAL mode recently committed data lives in `pigeonpost.db-wal` until a checkpoint
//! moves it into the main file, so copying the main file alone is not a backup.

use super::{Database, StorageError};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, SqliteConnection};
use std::time::Duration;

/// Writes a consistent snapshot of the database to `target` (which must not exist) with
/// `VACUUM INTO`: one read transaction, so writers carry on and the copy holds exactly
/// what was committed when it began, WAL contents included, as a single compact file.
pub async fn backup_into(conn: &mut SqliteConnection, target: &str) -> Result<(), StorageError> {
    sqlx::query("VACUUM INTO ?")
        .bind(target)
        .execute(conn)
        .await?;
    Ok(())
}

/// SQLite's own check of a database file's structure: "ok", or the problems found.
pub async fn integrity_check(conn: &mut SqliteConnection) -> Result<Vec<String>, StorageError> {
    Ok(sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(conn)
        .await?)
}

/// Closes the writer and the pool, then moves everything in the WAL into the main file and empties the
/// WAL, so that the main file alone holds every committed change (at a clean shutdown).
/// The checkpoint runs on a connection of its own after the pool has closed, so no
/// background task can write after it. Returns false when another process's reader
/// kept part of the WAL from being copied.
/// On PostgreSQL, which has no such file, the pool is closed and nothing else is done.
pub async fn close_and_checkpoint(db: Database) -> Result<bool, StorageError> {
    db.writer.close().await;
    db.pool.close().await;
    let Some(path) = db.url.sqlite_path() else {
        return Ok(true);
    };
    let mut conn = SqliteConnectOptions::new()
        .filename(path)
        .busy_timeout(Duration::from_secs(5))
        .connect()
        .await?;
    let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)")
        .fetch_one(&mut conn)
        .await?;
    conn.close().await?;
    Ok(busy == 0)
}
