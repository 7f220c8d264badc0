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
//!
//! The index file is named by the database's path, and SQLite deletes it when the last
//! connection to the database closes (a new one, another file, comes with the next
//! connection). So that the file read here is the one in use without asking the file
//! system every time, `CommitMarks` keeps a connection of its own open for its life:
//! while any connection of this process is open, no other process can take the lock
//! SQLite deletes the index under, nor find the index abandoned.
//!
//! The `-shm` file is never closed once opened. SQLite's locks on it are POSIX record
//! locks, which belong to the process, and closing *any* descriptor of the file drops
//! every lock the process holds on it: its connections' "in use" lock with them, after
//! which another process (`receive-mail`, `verify`) would take the index for abandoned
//! and rebuild it under the server's feet. So one descriptor is opened per file (per
//! inode: SQLite makes a new one only when no connection is left) and kept for the life
//! of the process.

use rusqlite::{Connection, OpenFlags};
use std::collections::HashMap;
use std::fs::File;
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// The size of one copy of the WAL-index header.
const HEADER: usize = 48;
/// Where the header's `isInit` flag is (non-zero once the index is set up).
const IS_INIT: usize = 12;

/// A committed state of the database, as the WAL index's header names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark([u8; HEADER]);

/// Reads the mark of one SQLite database file.
pub struct CommitMarks {
    database: PathBuf,
    shm: PathBuf,
    held: OnceLock<Held>,
}

/// The index file in use, and the connection that keeps it in use.
struct Held {
    _anchor: Mutex<Connection>,
    file: Arc<File>,
}

impl CommitMarks {
    /// For the database file at `database`; nothing is opened until the first mark.
    pub fn of(database: &Path) -> CommitMarks {
        let mut shm = database.as_os_str().to_owned();
        shm.push("-shm");
        CommitMarks {
            database: database.to_path_buf(),
            shm: PathBuf::from(shm),
            held: OnceLock::new(),
        }
    }

    /// The current mark, or `None` when it cannot be told.
    pub fn now(&self) -> Option<Mark> {
        let file = match self.held.get() {
            Some(held) => &held.file,
            None => &self.hold()?.file,
        };
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

    /// Opens the anchor connection and, once it has read the database (which maps the
    /// index, creating it if need be), the index file. `None` while there is no
    /// database, or no index (a database not in WAL mode): asked again next time.
    fn hold(&self) -> Option<&Held> {
        let anchor = Connection::open_with_flags(
            &self.database,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .ok()?;
        anchor
            .query_row("SELECT count(*) FROM sqlite_schema", [], |r| {
                r.get::<_, i64>(0)
            })
            .ok()?;
        let file = kept_open(&self.shm)?;
        // Another thread may have got there first; its anchor serves as well.
        let _ = self.held.set(Held {
            _anchor: Mutex::new(anchor),
            file,
        });
        self.held.get()
    }
}

/// Open files by (device, inode).
type KeptFiles = HashMap<(u64, u64), Arc<File>>;

/// The descriptor this process keeps on the file now at `path`, opened the first time
/// (see the module's note on why none is ever closed). By device and inode: a file
/// SQLite made anew at the same path gets its own.
fn kept_open(path: &Path) -> Option<Arc<File>> {
    static OPEN: OnceLock<Mutex<KeptFiles>> = OnceLock::new();
    let meta = std::fs::metadata(path).ok()?;
    let id = (meta.dev(), meta.ino());
    let mut open = OPEN.get_or_init(Mutex::default).lock().ok()?;
    if let Some(file) = open.get(&id) {
        return Some(file.clone());
    }
    let file = Arc::new(File::open(path).ok()?);
    // Kept under the inode it opened, even if the path changed in between (and kept
    // whatever happens: dropping it would close it).
    let opened = file.metadata().map_or(id, |m| (m.dev(), m.ino()));
    open.insert(opened, file.clone());
    (opened == id).then_some(file)
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

    /// Whether another process sees a lock held on any byte of `file`: asked from a
    /// child process, as POSIX record locks are only reported to other processes.
    fn locked_for_others(file: &Path) -> bool {
        let probe = "import fcntl, os, struct, sys
fd = os.open(sys.argv[1], os.O_RDWR)
asked = struct.pack('hhqqi', fcntl.F_WRLCK, 0, 0, 0, 0)
print(struct.unpack('hhqqi', fcntl.fcntl(fd, fcntl.F_GETLK, asked))[0] != fcntl.F_UNLCK)";
        let out = std::process::Command::new("python3")
            .args(["-c", probe])
            .arg(file)
            .output()
            .expect("python3 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim() == "True"
    }

    #[tokio::test]
    async fn reading_marks_leaves_the_connections_locks_on_the_index_in_place() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("locks.db");
        let _conn = with_table(&path).await;
        let shm = dir.path().join("locks.db-shm");
        assert!(
            locked_for_others(&shm),
            "an open connection holds a lock on the index"
        );
        let marks = CommitMarks::of(&path);
        for _ in 0..3 {
            assert!(marks.now().is_some());
        }
        assert!(
            locked_for_others(&shm),
            "reading the mark released the connection's lock"
        );
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

    /// SQLite deletes the index when the last connection closes, and the next
    /// connection makes a new file: the marks' own connection keeps the one in use, so
    /// that commits made after everyone else closed still change the mark.
    #[tokio::test]
    async fn the_index_read_stays_the_one_in_use_when_every_other_connection_closes() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("closed.db");
        let shm = dir.path().join("closed.db-shm");
        let marks = CommitMarks::of(&path);
        let a = with_table(&path).await;
        let before = marks.now().expect("a mark");
        let inode = std::fs::metadata(&shm).expect("the index").ino();
        a.close().await.expect("close");
        assert_eq!(
            std::fs::metadata(&shm).map(|m| m.ino()).ok(),
            Some(inode),
            "the index outlives the last other connection"
        );
        let mut b = open(&path).await;
        sqlx::query("INSERT INTO t VALUES (1)")
            .execute(&mut b)
            .await
            .expect("insert");
        let after = marks.now().expect("a mark");
        assert_ne!(before, after, "the commit is seen");
    }
}
