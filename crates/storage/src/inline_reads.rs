//! The reads of the busiest requests, read from SQLite on the calling thread: a game
//! page's lists (its moves and its history), "My games", and what a move is decided from
//! (the game, the repetition key after every ply, the opponent). Through sqlx each query
//! is a round trip to the connection's own worker thread, and each row and the
//! connection's return to the pool another: a list of a few hundred keys cost more in
//! thread hand-offs than in SQLite. Here a read takes an idle read-only connection, runs
//! its statements (prepared once per connection) in one read transaction, so what they
//! read agrees, and puts the connection back, all in a few microseconds.
//!
//! A read in WAL mode does not wait for writers; it can meet a lock only while another
//! connection rebuilds the WAL index (after a crash) or checkpoints in truncate mode.
//! Such a read gives up after `PATIENCE` with `Unavailable`, and the caller reads the same
//! list the usual way, on a pooled connection that waits as long as any other query,
//! on its own thread instead of the caller's.
//!
//! rusqlite and sqlx link the same SQLite (`libsqlite3-sys`, which Cargo allows once per
//! build), so these connections and the pooled ones share SQLite's per-process record of
//! the file's POSIX locks: closing one of these never drops a lock another holds (POSIX
//! record locks belong to the process, and SQLite keeps them per file, not per
//! connection, only when one SQLite serves every connection).
//!
//! The statements are the pooled versions' own (`moves::all_stmt`, `events::for_game_stmt`,
//! `games::by_id_stmt`, ...), bound and decoded by the same code (`statement`), so the two
//! paths read the same thing.

use super::StorageError;
use super::events::{self, EventRow};
use super::game_row::GameRow;
use super::games;
use super::moves::{self, MoveRow};
use super::sessions::{self, SessionUser};
use super::stamps::{self, Away, GameStampRow};
use super::statement::{fetch_all_direct, fetch_one_direct};
use super::users::{self, MailRecipient, UserRow, WithLines};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// How long a read waits for a lock before the caller takes the pooled way instead.
const PATIENCE: Duration = Duration::from_millis(20);

/// Idle connections kept for the next reads; more are opened when all are in use, and
/// those beyond this are closed when put back.
const KEPT: usize = 8;

/// Read-only connections to one SQLite file, for the lists of a game page.
pub struct InlineReads {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl InlineReads {
    /// For the database at `path`; nothing is opened until the first read.
    pub fn of(path: &Path) -> InlineReads {
        InlineReads {
            path: path.to_path_buf(),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// A game's turns in order and its history, as `moves::moves` and
    /// `events::for_game` read them, both in one read transaction; without `events`,
    /// only the turns (in one statement) and no history.
    pub fn moves_and_events(
        &self,
        game_id: i64,
        events: bool,
    ) -> Result<(Vec<MoveRow>, Vec<EventRow>), StorageError> {
        let moves = |conn: &Connection| fetch_all_direct(conn, &moves::all_stmt(game_id));
        if !events {
            return self.with(|conn| Ok((moves(conn)?, Vec::new())));
        }
        self.in_one_read(|conn| {
            let events = fetch_all_direct(conn, &events::for_game_stmt(game_id))?;
            Ok((moves(conn)?, events))
        })
    }

    /// A game and the repetition key after each of its plies, as `games::by_id` and
    /// `moves::repetition_keys` read them, in one read transaction (so the keys are
    /// those of the game as read).
    pub fn game_and_keys(
        &self,
        game_id: i64,
    ) -> Result<(GameRow, Vec<Option<String>>), StorageError> {
        self.in_one_read(|conn| {
            let game = fetch_one_direct(conn, &games::by_id_stmt(game_id))?;
            let keys: Vec<(Option<String>,)> =
                fetch_all_direct(conn, &moves::repetition_keys_stmt(game_id))?;
            Ok((game, keys.into_iter().map(|(k,)| k).collect()))
        })
    }

    /// As `users::by_id_with_lines_in`.
    pub fn user_with_lines_in(
        &self,
        user_id: i64,
        game_id: i64,
    ) -> Result<(UserRow, bool), StorageError> {
        self.with(|conn| {
            let WithLines(user, lines) =
                fetch_one_direct(conn, &users::with_lines_in_stmt(user_id, game_id))?;
            Ok((user, lines))
        })
    }

    /// A player's games and their opponents away, as `games::for_user` and
    /// `stamps::opponents_away` read them, in one read transaction.
    pub fn my_games(&self, user_id: i64, now: i64) -> Result<(Vec<GameRow>, Away), StorageError> {
        self.in_one_read(|conn| {
            let games = fetch_all_direct(conn, &games::for_user_stmt(user_id))?;
            let away = fetch_all_direct(conn, &stamps::opponents_away_stmt(user_id, now))?;
            Ok((games, away))
        })
    }

    /// As `stamps::game`.
    pub fn game_stamp(
        &self,
        id: i64,
        session: Option<&str>,
        now: i64,
    ) -> Result<GameStampRow, StorageError> {
        self.with(|conn| fetch_one_direct(conn, &stamps::game_stmt(id, session, now)))
    }

    /// As `sessions::user`, with `None` for no such session in force.
    pub fn session_user(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<SessionUser>, StorageError> {
        self.with(
            |conn| match fetch_one_direct(conn, &sessions::user_stmt(token_hash, now)) {
                Err(StorageError::NotFound) => Ok(None),
                found => found.map(Some),
            },
        )
    }

    /// As `users::mail_recipient`.
    pub fn mail_recipient(&self, email: &str) -> Result<Option<MailRecipient>, StorageError> {
        let Ok(email) = super::findable(email) else {
            return Ok(None);
        };
        self.with(
            |conn| match fetch_one_direct(conn, &users::mail_recipient_stmt(email)) {
                Err(StorageError::NotFound) => Ok(None),
                found => found.map(Some),
            },
        )
    }

    /// Runs `read` in one read transaction on an idle connection. Its BEGIN and COMMIT
    /// are prepared once per connection (rusqlite's `transaction` parses them on every
    /// call, a tenth of a short page's reads); a read that fails leaves the transaction
    /// open, and `with` then closes the connection, which ends it.
    fn in_one_read<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StorageError>,
    ) -> Result<T, StorageError> {
        let run = |conn: &Connection, sql: &str| {
            conn.prepare_cached(sql)
                .and_then(|mut s| s.execute([]))
                .map_err(unavailable)
        };
        self.with(|conn| {
            run(conn, "BEGIN")?;
            let out = read(conn)?;
            run(conn, "COMMIT")?;
            Ok(out)
        })
    }

    /// Runs `read` on an idle connection (opening one if none is idle).
    fn with<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StorageError>,
    ) -> Result<T, StorageError> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let conn = match idle {
            Some(conn) => conn,
            None => self.open().map_err(unavailable)?,
        };
        let read = read(&conn).map_err(|e| StorageError::Unavailable(format!("inline read: {e}")));
        // A connection that failed is closed rather than kept: whatever went wrong
        // stays with it.
        if read.is_ok()
            && let Ok(mut idle) = self.idle.lock()
            && idle.len() < KEPT
        {
            idle.push(conn);
        }
        read
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(&self.path, flags)?;
        conn.busy_timeout(PATIENCE)?;
        // Room for every statement above (a dozen) without evicting one another.
        conn.set_prepared_statement_cache_capacity(32);
        // As the pooled connections read: the file mapped, not copied in page by page.
        conn.pragma_update(None, "mmap_size", 268_435_456)?;
        Ok(conn)
    }
}

/// Any failure here is "not this way": the caller reads the pooled way, which reports
/// the failure if it is real.
fn unavailable(e: rusqlite::Error) -> StorageError {
    StorageError::Unavailable(format!("inline read: {e}"))
}

#[cfg(test)]
mod tests {
    //! How SQLite reads the hot lists, on the schema the migrations make: a plan that
    //! reads every game, or looks each move up twice, is slow only once the database is
    //! large, where no functional test sees it.

    use super::*;
    use crate::DatabaseUrl;

    async fn plan(sql: &str) -> String {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("plans.db");
        let db = crate::open(&DatabaseUrl::Sqlite(path.clone()))
            .await
            .expect("migrated");
        db.pool.close().await;
        let conn = Connection::open(&path).expect("opens");
        let mut stmt = conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .expect("prepares");
        let details: Vec<String> = stmt
            .query_map([1], |r| r.get(3))
            .expect("plans")
            .collect::<rusqlite::Result<_>>()
            .expect("rows");
        details.join("\n")
    }

    #[tokio::test]
    async fn my_games_reads_the_players_games_through_their_indexes() {
        let plan = plan(games::for_user_stmt(1).sql).await;
        for index in [
            "games_white",
            "games_black",
            "games_creator",
            "games_invitee",
        ] {
            assert!(plan.contains(index), "{plan}");
        }
        assert!(!plan.contains("SCAN g"), "{plan}");
        assert!(!plan.contains("status="), "{plan}");
    }

    #[tokio::test]
    async fn a_games_moves_are_one_range_of_the_primary_key() {
        for sql in [moves::all_stmt(1).sql, moves::repetition_keys_stmt(1).sql] {
            let plan = plan(sql).await;
            assert!(plan.contains("USING PRIMARY KEY (game_id=?)"), "{plan}");
        }
    }

    #[test]
    fn re_clustering_the_moves_keeps_every_move() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("migrations")
            .map(|e| e.expect("entry").path())
            .collect();
        files.sort();
        let conn = Connection::open_in_memory().expect("opens");
        let named =
            |f: &std::path::PathBuf| f.file_name().and_then(|n| n.to_str()).map(String::from);
        let before: Vec<_> = files
            .iter()
            .filter(|f| named(f) < Some("0025".into()))
            .collect();
        let ours = files
            .iter()
            .find(|f| named(f).is_some_and(|n| n.starts_with("0025_")))
            .expect("migration 0025");
        for file in &before {
            conn.execute_batch(&std::fs::read_to_string(file).expect("reads"))
                .expect("an earlier migration");
        }
        conn.execute_batch(
            "INSERT INTO users (id, username, email, password_hash, created_at)
                 VALUES (7, 'p', 'p@example.org', 'x', 0);
             INSERT INTO games (id, variant, status, creator_id, white_id, black_id,
                 start_fen, fen, created_at, updated_at)
                 VALUES (3, 'chess', 'active', 7, 7, 7, 's', 'f', 0, 0);
             INSERT INTO moves (game_id, ply, canonical, san, comment, player_id, created_at,
                 white_bank_before, black_bank_before, turn_started_before, fen_after,
                 repetition_key, squares)
                 VALUES (3, 1, 'P e2-e4', 'e4', 'hi', 7, 10, 1, 2, 3, 'f1', 'k1', '4,1 4,3'),
                        (3, 2, 'p e7-e5', 'e5', NULL, 7, 11, NULL, NULL, NULL, 'f2', 'k2', '');",
        )
        .expect("rows from before");
        let all = "SELECT * FROM moves ORDER BY game_id, ply";
        let rows = |conn: &Connection| -> Vec<String> {
            let mut stmt = conn.prepare(all).expect("prepares");
            let n = stmt.column_count();
            stmt.query_map([], |r| {
                (0..n)
                    .map(|i| r.get_ref(i).map(|v| format!("{v:?}")))
                    .collect::<rusqlite::Result<Vec<_>>>()
                    .map(|v| v.join("|"))
            })
            .expect("reads")
            .collect::<rusqlite::Result<_>>()
            .expect("rows")
        };
        let kept = rows(&conn);
        assert_eq!(kept.len(), 2);
        conn.execute_batch(&std::fs::read_to_string(ours).expect("reads"))
            .expect("0025");
        assert_eq!(rows(&conn), kept);
    }
}
