//! The database a test's app runs on: a SQLite file in the test's own folder, or, in the
//! PostgreSQL run of a test (`backend.rs`), a fresh database on the server named by
//! `PIGEONPOST_TEST_POSTGRES`, dropped when the test ends.

use pigeonpost::storage::DatabaseUrl;
use sqlx::Connection;
use std::sync::atomic::{AtomicUsize, Ordering};
use tempfile::TempDir;

/// The variable naming the PostgreSQL server the tests may use.
pub const POSTGRES_VAR: &str = "PIGEONPOST_TEST_POSTGRES";

/// A test's folder (mail files, the SQLite file) and its database.
pub struct TestDb {
    pub dir: TempDir,
    pub url: DatabaseUrl,
    /// The server's URL and the database's name, to drop it at the end.
    postgres: Option<(String, String)>,
}

impl TestDb {
    /// A new folder and database on the backend this test runs on.
    pub async fn new() -> TestDb {
        let dir = tempfile::tempdir().expect("temp dir");
        if !crate::on_postgres() {
            let url = DatabaseUrl::Sqlite(dir.path().join("test.db"));
            return TestDb {
                dir,
                url,
                postgres: None,
            };
        }
        TestDb::on_postgres(dir, postgres_server())
    }

    /// A new database on the backend this test does not run on, to copy into:
    /// PostgreSQL in the SQLite run (None, said on stderr, without a server to use), a
    /// SQLite file in the PostgreSQL run.
    pub async fn other_backend() -> Option<TestDb> {
        let dir = tempfile::tempdir().expect("temp dir");
        if crate::on_postgres() {
            let url = DatabaseUrl::Sqlite(dir.path().join("other.db"));
            return Some(TestDb {
                dir,
                url,
                postgres: None,
            });
        }
        Some(TestDb::on_postgres(dir, postgres_server_if_set()?))
    }

    /// A new PostgreSQL database whichever backend this binary runs on; None (said on
    /// stderr, a failure under CI) without a server to use.
    #[allow(dead_code)] // the HTTP suite has its own backend; the ops tests use this
    pub async fn postgres() -> Option<TestDb> {
        let dir = tempfile::tempdir().expect("temp dir");
        Some(TestDb::on_postgres(dir, postgres_server_if_set()?))
    }

    fn on_postgres(dir: TempDir, server: String) -> TestDb {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "pp_test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        admin(
            &server,
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        )
        .unwrap_or_else(|e| panic!("drop a leftover test database on {server}: {e}"));
        admin(&server, format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| panic!("create the test database on {server}: {e}"));
        let url = DatabaseUrl::Postgres(with_database(&server, &name));
        TestDb {
            dir,
            url,
            postgres: Some((server, name)),
        }
    }

    /// The URL to hand `--database`.
    pub fn address(&self) -> String {
        match &self.url {
            DatabaseUrl::Sqlite(path) => path.display().to_string(),
            DatabaseUrl::Postgres(url) => url.clone(),
        }
    }

    /// A pool on the database, to check what is stored.
    pub async fn pool(&self) -> sqlx::AnyPool {
        sqlx::any::install_default_drivers();
        let url = match &self.url {
            DatabaseUrl::Sqlite(path) => format!("sqlite://{}", path.display()),
            DatabaseUrl::Postgres(url) => url.clone(),
        };
        sqlx::AnyPool::connect(&url)
            .await
            .expect("open the test database")
    }
}

impl Drop for TestDb {
    /// Drops the PostgreSQL database, closing the app's connections to it.
    fn drop(&mut self) {
        let Some((server, name)) = self.postgres.take() else {
            return;
        };
        let dropped = admin(
            &server,
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        );
        if dropped.is_err() {
            eprintln!("could not drop a test database: {dropped:?}");
        }
    }
}

/// Runs `sql` on the server, on a thread and runtime of its own: from `Drop`, where the
/// test's runtime may be ending, and from tests whose futures must be `Send`.
fn admin(server: &str, sql: String) -> Result<(), sqlx::Error> {
    let server = server.to_string();
    let run = move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        runtime.block_on(async {
            let mut conn = sqlx::PgConnection::connect(&server).await?;
            sqlx::raw_sql(&sql).execute(&mut conn).await?;
            conn.close().await
        })
    };
    std::thread::spawn(run)
        .join()
        .unwrap_or_else(|_| Err(sqlx::Error::WorkerCrashed))
}

/// The server's URL. The PostgreSQL run of a test without one is skipped before it
/// starts (`backend::run`), so here it is there.
fn postgres_server() -> String {
    postgres_server_if_set().expect("the PostgreSQL run of a test checks for a server first")
}

/// The server's URL, or None after saying on stderr what is skipped (a failure under CI).
pub fn postgres_server_if_set() -> Option<String> {
    if let Ok(url) = std::env::var(POSTGRES_VAR)
        && !url.is_empty()
    {
        return Some(url);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{POSTGRES_VAR} is not set: under CI the tests must run on PostgreSQL");
    }
    // Written to the process's stderr itself, once: `eprintln!` inside a test is
    // captured by the test harness and shown only for failures, so the skip would go
    // unseen.
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            format!(
                "\n\n*** SKIPPED: what runs on PostgreSQL. Set {POSTGRES_VAR} (for example \
                 postgres://postgres@127.0.0.1:5432/postgres) to run it. ***\n\n"
            )
            .as_bytes(),
        );
    });
    None
}

/// `postgres://u@h:5432/postgres?x=y` with its database replaced by `name`.
fn with_database(server: &str, name: &str) -> String {
    let (base, query) = match server.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (server, String::new()),
    };
    let authority_start = base.find("://").map(|i| i + 3).unwrap_or(0);
    let root = match base[authority_start..].find('/') {
        Some(slash) => &base[..authority_start + slash],
        None => base,
    };
    format!("{root}/{name}{query}")
}
