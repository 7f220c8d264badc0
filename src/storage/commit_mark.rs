//! Has anything been committed to the SQLite file since a moment ago, by any process?
//! Told without a query: SQLite's WAL index (the `-shm` file beside the database, shared
//! by every connection of every process) begins with a header that each commit rewrites
//! (its change counter, last frame and checksums; a WAL restart changes its salts). Two
//! equal reads of that header mean nothing was committed in between; a cache of what was
//! read from the database stays good exactly as long as the header it was read under.
//!
//! The header's layout is SQLite's documented file format (sqlite.org/walformat.html,
//! "The WAL-Index Header"): two copies of the same 48 bytes, written one after the other
//! by the committing connection. A read that finds them different, or the index not yet
//! set up, or no `-shm` file at all, is "cannot tell", and whoever asked reads the
//! database as they would without this.

use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

/// The size of one copy of the WAL-index header.
const HEADER: usize = 48;
/// Where the header's `isInit` flag is (non-zero once the index is set up).
const IS_INIT: usize = 12;

/// A committed state of the database, as the WAL index's header names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark([u8; HEADER]);

/// Reads the mark of one SQLite database file.
#[derive(Debug, Clone)]
pub struct CommitMarks {
    shm: PathBuf,
}

impl CommitMarks {
    /// For the database file at `database`.
    pub fn of(database: &Path) -> CommitMarks {
        let mut shm = database.as_os_str().to_owned();
        shm.push("-shm");
        CommitMarks {
            shm: PathBuf::from(shm),
        }
    }

    /// The current mark, or `None` when it cannot be told. The file is opened afresh
    /// each time: SQLite may remove and recreate it when every connection has closed,
    /// and a handle kept open would then read a header no one writes any more.
    pub fn now(&self) -> Option<Mark> {
        let file = File::open(&self.shm).ok()?;
        let mut both = [0u8; 2 * HEADER];
        file.read_exact_at(&mut both, 0).ok()?;
        let (first, second) = both.split_at(HEADER);
        if first != second || first[IS_INIT] == 0 {
            return None;
        }
        let mut mark = [0u8; HEADER];
        mark.copy_from_slice(first);
        Some(Mark(mark))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
    use sqlx::{ConnectOptions, Connection};

    async fn open(path: &Path) -> sqlx::SqliteConnection {
        SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .connect()
            .await
            .expect("open")
    }

    #[tokio::test]
    async fn every_commit_of_any_connection_changes_the_mark_and_reads_do_not() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("marks.db");
        let marks = CommitMarks::of(&path);
        assert_eq!(marks.now(), None, "no database yet");
        let mut a = open(&path).await;
        let mut b = open(&path).await;
        sqlx::query("CREATE TABLE t (x INTEGER)")
            .execute(&mut a)
            .await
            .expect("create");
        let mut seen = vec![marks.now().expect("a mark once the WAL is in use")];
        for n in 0..3 {
            sqlx::query("INSERT INTO t VALUES ($1)")
                .bind(n)
                .execute(&mut b)
                .await
                .expect("insert");
            let mark = marks.now().expect("mark");
            assert!(!seen.contains(&mark), "commit {n} changed the mark");
            seen.push(mark);
        }
        // A transaction rolled back commits nothing; a read changes nothing.
        let mut tx = a.begin().await.expect("begin");
        sqlx::query("INSERT INTO t VALUES (9)")
            .execute(&mut *tx)
            .await
            .expect("insert");
        tx.rollback().await.expect("rollback");
        let _: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(&mut b)
            .await
            .expect("count");
        assert_eq!(marks.now(), seen.last().copied());
    }
}
