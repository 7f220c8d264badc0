//! Named SQL queries over SQLite or PostgreSQL, returning row structs. Knows nothing of
//! HTTP, the use-cases or the rules: it stores what it is given. One small error enum.
//!
//! Each query is written once, in the SQL both backends read (`$1` placeholders, `BIGINT`
//! integers read as `i64`, `COLLATE NOCASE` named alike on both), and runs on a `Conn`,
//! sqlx's `Any` connection. Where the dialects differ, `dialect` chooses; the migrations
//! live side by side in `migrations/sqlite` and `migrations/postgres`; writes go through
//! `writes` (group commit on SQLite, pooled transactions on PostgreSQL).

pub mod account_links;
pub mod analysis;
pub mod api_tokens;
pub mod blocks;
pub mod broadcast;
pub mod commit_mark;
pub mod conditionals;
pub mod copy;
pub mod definitions;
pub mod deletion;
pub mod dialect;
pub mod events;
pub mod feeds;
pub mod game_row;
pub mod games;
pub mod inline_reads;
pub mod invitation_mails;
pub mod location;
pub mod logins;
pub mod maintenance;
pub mod moves;
pub mod notes;
pub mod outbox;
pub mod page_facts;
pub mod player_variants;
pub mod preferences;
pub mod profiles;
pub mod push;
pub mod ratings;
pub mod reader;
pub mod seeks;
pub mod sessions;
pub mod settings;

pub mod stamps;
pub mod statement;
pub mod tournament_entrants;
pub mod tournament_games;
pub mod tournament_invitees;
pub mod tournament_matches;
pub mod tournament_notices;
pub mod tournament_variants;
pub mod tournaments;
pub mod turns;
pub mod users;
pub mod vacations;
pub mod webhook_deliveries;
pub mod webhooks;
pub mod write_tx;
pub mod writes;

pub use location::DatabaseUrl;
use sqlx::SqlitePool;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;
use write_tx::GroupGate;
use writes::WriteGate;

/// The connection every query function takes, on either backend (sqlx's `Any`): SQL is
/// written once, with `$1, $2…` placeholders, which SQLite and PostgreSQL both read, and
/// values of the types both decode alike (integers as `i64`, text, optional values).
pub type Conn = sqlx::AnyConnection;

/// A pool of `Conn`s.
pub type Pool = sqlx::AnyPool;

/// A text key that may name a stored row. No stored text holds a NUL character (every
/// form refuses control characters, and PostgreSQL cannot store one), so a key with one
/// names nothing; PostgreSQL would refuse the query outright instead of finding nothing.
pub(crate) fn findable(key: &str) -> Result<&str, StorageError> {
    if key.contains('\0') {
        Err(StorageError::NotFound)
    } else {
        Ok(key)
    }
}

/// Why a query failed, in the terms the app layer cares about.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("not found")]
    NotFound,
    /// A uniqueness or concurrency check failed (name taken, game changed meanwhile).
    #[error("conflict: {0}")]
    Conflict(Conflict),
    #[error("database error: {0}")]
    Other(#[source] sqlx::Error),
    /// The group of writes this one was committed with failed (see `write_tx`).
    #[error("the write was not committed: {0}")]
    Commit(String),
    /// The database server cannot be reached (refused, gone away, shutting down, or no
    /// connection free in time): nothing was written, and trying again later may work.
    #[error("the database cannot be reached: {0}")]
    Unavailable(String),
}

/// Which check failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Conflict {
    /// A row a statement had to change was not as read: the reason the caller gave
    /// (`Stmt::one_row`), a key the app layer words for its reader.
    #[error("{0}")]
    Changed(&'static str),
    /// A uniqueness rule of the schema, in the database's words.
    #[error("{0}")]
    Unique(String),
    /// Stored data that does not fit what is read or copied, in words for an operator.
    #[error("{0}")]
    Data(String),
}

impl From<sqlx::Error> for StorageError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            sqlx::Error::RowNotFound => StorageError::NotFound,
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                StorageError::Conflict(Conflict::Unique(db.message().to_string()))
            }
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => StorageError::Unavailable(e.to_string()),
            // PostgreSQL's "connection exception" class and its shutdown codes.
            sqlx::Error::Database(db)
                if db.code().is_some_and(|c| {
                    c.starts_with("08") || matches!(&*c, "57P01" | "57P02" | "57P03")
                }) =>
            {
                StorageError::Unavailable(e.to_string())
            }
            _ => StorageError::Other(e),
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StorageError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        StorageError::Other(sqlx::Error::Migrate(Box::new(e)))
    }
}

/// Run on every SQLite connection. Foreign keys are on and writers wait for each other
/// for 5 s (rather than failing at once with SQLITE_BUSY) by sqlx's defaults. Reads map
/// the file (up to 256 MiB) instead of copying pages in with pread: every commit empties the other
/// connections' page caches, and moves and pages read alongside each other all the time.
/// The journal of each write's savepoint in a group stays in memory (`temp_store`)
/// instead of spilling to a temporary file.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY;";

/// Opens an existing database file as it is, neither creating nor migrating it: for
/// tools that read a file a server may be running on (`pigeonpost backup`), which must
/// not change its schema under that server.
pub async fn open_existing(path: &Path) -> Result<SqlitePool, StorageError> {
    let options = SqliteConnectOptions::from_str("sqlite://")?
        .filename(path)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(5));
    Ok(SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await?)
}

/// An open database: a pool for reads and the way this process writes.
#[derive(Clone)]
pub struct Database {
    pub pool: Pool,
    pub writer: WriteGate,
    pub url: DatabaseUrl,
    /// News for every server on this database.
    pub broadcast: broadcast::Broadcast,
    /// Whether anything was committed since, told without a query (SQLite only).
    pub commit_marks: Option<std::sync::Arc<commit_mark::CommitMarks>>,
    /// Where a request's reads go (inline on SQLite where they can, else the pool).
    pub reads: reader::Reads,
}

impl Database {
    /// Starts hearing the news that commands run beside this server leave (on SQLite;
    /// PostgreSQL's LISTEN already hears every process). The server calls this once.
    pub async fn hear_other_processes(&self) -> Result<(), StorageError> {
        match &self.commit_marks {
            Some(marks) => {
                self.broadcast
                    .hear_other_processes(marks.clone(), self.pool.clone())
                    .await
            }
            None => Ok(()),
        }
    }

    /// This database as a command run beside a server uses it: its news reaches the
    /// server (on SQLite through the `news` table).
    pub fn for_command(mut self) -> Database {
        self.broadcast = self.broadcast.for_command(self.pool.clone());
        self
    }
}

/// Opens the database (creating a SQLite file if needed) and brings its schema up to
/// date with the embedded migrations of its backend. On PostgreSQL sqlx holds an
/// advisory lock while it migrates, so servers starting together apply each migration
/// once.
pub async fn open(url: &DatabaseUrl) -> Result<Database, StorageError> {
    sqlx::any::install_default_drivers();
    match url {
        DatabaseUrl::Sqlite(path) => open_sqlite(url, path).await,
        DatabaseUrl::Postgres(address) => {
            let options = AnyConnectOptions::from_str(address)?;
            let pool = AnyPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(5))
                .connect_with(options)
                .await?;
            sqlx::migrate!("./migrations/postgres").run(&pool).await?;
            let broadcast = broadcast::Broadcast::on_postgres(address, pool.clone()).await?;
            Ok(Database {
                writer: WriteGate::Pooled(pool.clone()),
                reads: reader::Reads::new(pool.clone(), None),
                pool,
                url: url.clone(),
                broadcast,
                commit_marks: None,
            })
        }
    }
}

async fn open_sqlite(url: &DatabaseUrl, path: &Path) -> Result<Database, StorageError> {
    // Absolute, so that the server's later changes of directory change nothing.
    let path = &std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let options = AnyConnectOptions::from_str(&sqlite_url(path))?;
    // No ping before handing a connection out (sqlx's default, for connections a network
    // may have broken): a SQLite connection is a file this process holds open, and the
    // ping was a round trip to its worker thread on every request, a refresh's answered
    // by a 304 included.
    let pool = AnyPoolOptions::new()
        .max_connections(8)
        .test_before_acquire(false)
        .after_connect(|conn, _| Box::pin(sqlite_pragmas(conn)))
        .connect_with(options.clone())
        .await?;
    sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
    let writer = GroupGate::open(&options, SQLITE_PRAGMAS, path).await?;
    Ok(Database {
        pool: pool.clone(),
        writer: WriteGate::Grouped(writer),
        url: url.clone(),
        broadcast: broadcast::Broadcast::in_process(),
        commit_marks: Some(std::sync::Arc::new(commit_mark::CommitMarks::of(path))),
        reads: reader::Reads::new(
            pool.clone(),
            Some(std::sync::Arc::new(inline_reads::InlineReads::of(path))),
        ),
    })
}

async fn sqlite_pragmas(conn: &mut Conn) -> Result<(), sqlx::Error> {
    sqlx::Executor::execute(conn, SQLITE_PRAGMAS).await?;
    Ok(())
}

/// The URL sqlx's `Any` driver opens the absolute `path` by, creating the file if it is
/// missing.
fn sqlite_url(path: &Path) -> String {
    use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
    const RESERVED: &AsciiSet = &CONTROLS.add(b' ').add(b'%').add(b'?').add(b'#');
    let shown = path.to_string_lossy();
    format!(
        "sqlite://{}?mode=rwc",
        utf8_percent_encode(&shown, RESERVED)
    )
}
