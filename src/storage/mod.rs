//! Named SQL queries over SQLite, returning row structs. Knows nothing of HTTP, the
//! use-cases or the rules: it stores what it is given. One small error enum.

pub mod deletion;
pub mod events;
pub mod game_row;
pub mod games;
pub mod invitation_mails;
pub mod logins;
pub mod maintenance;
pub mod moves;
pub mod outbox;
pub mod preferences;
pub mod sessions;
pub mod settings;
pub mod users;
pub mod vacations;
pub mod write_tx;

use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;
use write_tx::WriteGate;

/// Why a query failed, in the terms the app layer cares about.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("not found")]
    NotFound,
    /// A uniqueness or concurrency check failed (name taken, game changed meanwhile).
    #[error("conflict: {0}")]
    Conflict(String),
    #[error("database error: {0}")]
    Other(#[source] sqlx::Error),
    /// The group of writes this one was committed with failed (see `write_tx`).
    #[error("the write was not committed: {0}")]
    Commit(String),
}

impl From<sqlx::Error> for StorageError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            sqlx::Error::RowNotFound => StorageError::NotFound,
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                StorageError::Conflict(db.message().to_string())
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

/// How much of the database file reads may map (256 MiB); the rest is read as usual.
const MMAP_BYTES: &str = "268435456";

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

/// An open database: a pool for reads and the one connection this process writes on.
#[derive(Clone)]
pub struct Database {
    pub pool: SqlitePool,
    pub writer: WriteGate,
}

/// Opens (creating if needed) the database file in WAL mode with foreign keys enforced,
/// and brings its schema up to date with the embedded migrations.
pub async fn open(path: &Path) -> Result<Database, StorageError> {
    let options = SqliteConnectOptions::from_str("sqlite://")?
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .foreign_keys(true)
        // Writers wait for each other rather than failing at once with SQLITE_BUSY.
        .busy_timeout(Duration::from_secs(5))
        // Reads map the file instead of copying pages in with pread: every commit
        // empties the other connections' page caches, and moves and pages read
        // alongside each other all the time.
        .pragma("mmap_size", MMAP_BYTES);
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(options.clone())
        .await?;
    sqlx::migrate!("./migrations").run(&pool).await?;
    let writer = WriteGate::open(&options).await?;
    Ok(Database { pool, writer })
}
