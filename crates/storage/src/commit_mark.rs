//! Has anything been committed to the SQLite file since a moment ago, by any process?
//! Told by SQLite's documented `PRAGMA data_version` (sqlite.org/pragma.html):
//! "The integer values returned by two invocations of "PRAGMA data_version" from the
//! same connection will be different if changes were committed to the database by any
//! other connection in the interim." `CommitMarks` asks it on a read-only connection of
//! its own that never writes, so every commit, by any connection of this process or of
//! another, changes the value; two equal values mean nothing was committed in between,
//! and a cache of what was read from the database stays good exactly as long as the
//! value it was read under.
//!
//! In WAL mode the pragma costs a look at the WAL index in shared memory (no read of the
//! file), so it stays far cheaper than the reads it spares. The connection is opened at
//! the first mark and kept for the life of the value: a connection's counter means
//! nothing to another, so a mark is only ever compared with marks of the same one. A
//! mark that cannot be read (no database yet, a failure) is "cannot tell", and whoever
//! asked reads the database as they would without this.

use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A committed state of the database, as `PRAGMA data_version` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark(i64);

/// Reads the mark of one SQLite database file.
pub struct CommitMarks {
    database: PathBuf,
    /// The connection the marks are read on, once opened (never replaced after).
    conn: Mutex<Option<Connection>>,
}

impl CommitMarks {
    /// For the database file at `database`; nothing is opened until the first mark.
    pub fn of(database: &Path) -> CommitMarks {
        CommitMarks {
            database: database.to_path_buf(),
            conn: Mutex::new(None),
        }
    }

    /// The current mark, or `None` when it cannot be told.
    pub fn now(&self) -> Option<Mark> {
        let mut conn = self.conn.lock().ok()?;
        if conn.is_none() {
            *conn = Some(self.open()?);
        }
        conn.as_ref()?
            .prepare_cached("PRAGMA data_version")
            .and_then(|mut s| s.query_row([], |r| r.get(0)))
            .ok()
            .map(Mark)
    }

    /// A read-only connection to the database, or `None` while there is none.
    fn open(&self) -> Option<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&self.database, flags).ok()?;
        // A file that is not a database (yet) is no database to tell of.
        conn.query_row("SELECT count(*) FROM sqlite_schema", [], |r| {
            r.get::<_, i64>(0)
        })
        .ok()?;
        Some(conn)
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

    /// A connection to a new WAL database at `path` holding one table `t`.
    async fn with_table(path: &Path) -> sqlx::SqliteConnection {
        let mut conn = open(path).await;
        sqlx::query("CREATE TABLE t (x INTEGER)")
            .execute(&mut conn)
            .await
            .expect("create");
        conn
    }

    #[tokio::test]
    async fn every_commit_of_any_connection_changes_the_mark_and_reads_do_not() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("marks.db");
        let marks = CommitMarks::of(&path);
        assert_eq!(marks.now(), None, "no database yet");
        let mut a = with_table(&path).await;
        let mut b = open(&path).await;
        let mut seen = vec![marks.now().expect("a mark once the database is there")];
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

    /// Commits made after every other connection closed, and by connections opened
    /// since, are seen as any other.
    #[tokio::test]
    async fn commits_after_every_other_connection_closed_change_the_mark() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("closed.db");
        let marks = CommitMarks::of(&path);
        let a = with_table(&path).await;
        let before = marks.now().expect("a mark");
        a.close().await.expect("close");
        let mut b = open(&path).await;
        sqlx::query("INSERT INTO t VALUES (1)")
            .execute(&mut b)
            .await
            .expect("insert");
        let after = marks.now().expect("a mark");
        assert_ne!(before, after, "the commit is seen");
    }

    /// A commit by another process (`receive-mail`, `verify`, a second server) is seen.
    #[tokio::test]
    async fn a_commit_by_another_process_changes_the_mark() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("other.db");
        let _a = with_table(&path).await;
        let marks = CommitMarks::of(&path);
        let before = marks.now().expect("a mark");
        assert_eq!(marks.now(), Some(before), "no commit, no change");
        let insert = "import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute('INSERT INTO t VALUES (3)')
c.commit()";
        let out = std::process::Command::new("python3")
            .args(["-c", insert])
            .arg(&path)
            .output()
            .expect("python3 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_ne!(marks.now().expect("a mark"), before, "the commit is seen");
    }
}
