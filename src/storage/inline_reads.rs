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
//! the file's POSIX locks: closing one of these never drops a lock another holds (the
//! hazard `commit_mark` describes).
//!
//! SQLite numbers `$N` parameters in the order they first appear in the text, not by N,
//! so a statement whose parameters appear out of order is bound by name here.
//!
//! The statements are the pooled versions' own SQL (`moves::ALL`, `events::FOR_GAME`,
//! `games::BY_ID`, ...), so the two paths read the same thing; only the decoding of the
//! columns is written twice.

use super::StorageError;
use super::events::{self, EventRow};
use super::game_row::{GameRow, RawGameRow};
use super::games;
use super::moves::{self, MoveRow};
use super::preferences::MailRow;
use super::sessions::{self, SessionUser};
use super::stamps::{self, Away, GameStampRow};
use super::users::{self, MailRecipient, UserRow};
use rusqlite::{Connection, OpenFlags, OptionalExtension, named_params};
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
        if !events {
            return self.with(|conn| Ok((read_moves(conn, game_id)?, Vec::new())));
        }
        self.in_one_read(|conn| {
            let moves = read_moves(conn, game_id)?;
            let events = read_events(conn, game_id)?;
            Ok((moves, events))
        })
    }

    /// A game and the repetition key after each of its plies, as `games::by_id` and
    /// `moves::repetition_keys` read them, in one read transaction (so the keys are
    /// those of the game as read).
    pub fn game_and_keys(
        &self,
        game_id: i64,
    ) -> Result<(GameRow, Vec<Option<String>>), StorageError> {
        let (raw, keys) = self.in_one_read(|conn| {
            let raw = conn
                .prepare_cached(&games::BY_ID)?
                .query_row([game_id], RawGameRow::from_sqlite)?;
            let keys = conn
                .prepare_cached(moves::REPETITION_KEYS)?
                .query_map([game_id], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            Ok((raw, keys))
        })?;
        Ok((raw.try_into()?, keys))
    }

    /// As `users::by_id_with_lines_in`.
    pub fn user_with_lines_in(
        &self,
        user_id: i64,
        game_id: i64,
    ) -> Result<(UserRow, bool), StorageError> {
        self.with(|conn| {
            conn.prepare_cached(&users::WITH_LINES_IN)?.query_row(
                named_params! {"$1": user_id, "$2": game_id},
                |r| {
                    let user = UserRow {
                        id: r.get(0)?,
                        username: r.get(1)?,
                        email: r.get(2)?,
                        password_hash: r.get(3)?,
                        email_verified_at: r.get(4)?,
                    };
                    Ok((user, r.get::<_, i64>(5)? > 0))
                },
            )
        })
    }

    /// A player's games and their opponents away, as `games::for_user` and
    /// `stamps::opponents_away` read them, in one read transaction.
    pub fn my_games(&self, user_id: i64, now: i64) -> Result<(Vec<GameRow>, Away), StorageError> {
        let (raw, away) = self.in_one_read(|conn| {
            let raw = conn
                .prepare_cached(&games::FOR_USER)?
                .query_map([user_id], RawGameRow::from_sqlite)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let away = conn
                .prepare_cached(stamps::OPPONENTS_AWAY)?
                .query_map(named_params! {"$1": user_id, "$2": now}, |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })?
                .collect::<rusqlite::Result<_>>()?;
            Ok((raw, away))
        })?;
        Ok((games::rows(raw)?, away))
    }

    /// As `stamps::game`.
    pub fn game_stamp(
        &self,
        id: i64,
        session: Option<&str>,
        now: i64,
    ) -> Result<GameStampRow, StorageError> {
        let (raw, facts) = self.with(|conn| {
            conn.prepare_cached(&stamps::GAME)?
                .query_row(named_params! {"$1": id, "$2": now, "$3": session}, |r| {
                    Ok((RawGameRow::from_sqlite(r)?, stamps::facts_from_sqlite(r)?))
                })
        })?;
        Ok(GameStampRow {
            row: raw.try_into()?,
            facts,
        })
    }

    /// As `sessions::user`, with `None` for no such session in force.
    pub fn session_user(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<SessionUser>, StorageError> {
        self.with(|conn| {
            conn.prepare_cached(&sessions::USER)?
                .query_row(named_params! {"$1": token_hash, "$2": now}, |r| {
                    Ok(SessionUser {
                        id: r.get(0)?,
                        username: r.get(1)?,
                        email: r.get(2)?,
                        expires_at: r.get(3)?,
                    })
                })
                .optional()
        })
    }

    /// As `users::mail_recipient`.
    pub fn mail_recipient(&self, email: &str) -> Result<Option<MailRecipient>, StorageError> {
        let Ok(email) = super::findable(email) else {
            return Ok(None);
        };
        self.with(|conn| {
            conn.prepare_cached(users::MAIL_RECIPIENT)?
                .query_row([email], |r| {
                    Ok(MailRecipient {
                        id: r.get(0)?,
                        email_verified_at: r.get(1)?,
                        choices: MailRow::or_default(r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?),
                    })
                })
                .optional()
        })
    }

    /// Runs `read` in one read transaction on an idle connection. Its BEGIN and COMMIT
    /// are prepared once per connection (rusqlite's `transaction` parses them on every
    /// call, a tenth of a short page's reads); a read that fails leaves the transaction
    /// open, and `with` then closes the connection, which ends it.
    fn in_one_read<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StorageError> {
        self.with(|conn| {
            conn.prepare_cached("BEGIN")?.execute([])?;
            let out = read(conn)?;
            conn.prepare_cached("COMMIT")?.execute([])?;
            Ok(out)
        })
    }

    /// Runs `read` on an idle connection (opening one if none is idle).
    fn with<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StorageError> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        let conn = match idle {
            Some(conn) => conn,
            None => self.open().map_err(unavailable)?,
        };
        let read = read(&conn).map_err(unavailable);
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

fn read_moves(conn: &Connection, game_id: i64) -> rusqlite::Result<Vec<MoveRow>> {
    let mut stmt = conn.prepare_cached(moves::ALL)?;
    let rows = stmt.query_map([game_id], |r| {
        Ok(MoveRow {
            ply: r.get(0)?,
            canonical: r.get(1)?,
            san: r.get(2)?,
            comment: r.get(3)?,
            created_at: r.get(4)?,
        })
    })?;
    rows.collect()
}

fn read_events(conn: &Connection, game_id: i64) -> rusqlite::Result<Vec<EventRow>> {
    let mut stmt = conn.prepare_cached(events::FOR_GAME)?;
    let rows = stmt.query_map([game_id], |r| {
        Ok(EventRow {
            ply: r.get(0)?,
            user_id: r.get(1)?,
            username: r.get(2)?,
            kind: r.get(3)?,
            detail: r.get(4)?,
            created_at: r.get(5)?,
        })
    })?;
    rows.collect()
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
    use crate::storage::{self, DatabaseUrl};

    async fn plan(sql: &str) -> String {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("plans.db");
        let db = storage::open(&DatabaseUrl::Sqlite(path.clone()))
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
        let plan = plan(&games::FOR_USER).await;
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
        for sql in [moves::ALL, moves::REPETITION_KEYS] {
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
