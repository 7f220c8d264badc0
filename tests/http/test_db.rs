//! The database a test's app runs on: a SQLite file in the test's own folder, or, in the
//! PostgreSQL run of a test (`backend.rs`), a fresh database on the server named by
//! `PIGEONPOST_TEST_POSTGRES`, dropped when the test ends.

use pigeonpost::storage::DatabaseUrl;
use sqlx::Connection;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
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
        let name = made_databases(&server)
            .take()
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
    /// Has the PostgreSQL database dropped, its app's connections closed, off the test's
    /// time.
    fn drop(&mut self) {
        if let Some((server, name)) = self.postgres.take() {
            made_databases(&server).dispose(name);
        }
    }
}

/// Test databases made ahead of the tests that take them, and dropped after them, by
/// threads of their own: a copy of the template and a drop each wait on the server's disk
/// for most of a second, which the test itself need not wait for. Databases left when the
/// process ends (made ahead, or not yet dropped) carry its id, and a later run drops them
/// with its templates (`make_template`).
struct MadeDatabases {
    jobs: mpsc::Sender<Job>,
    made: Mutex<mpsc::Receiver<Result<String, String>>>,
}

enum Job {
    Make,
    Drop(String),
}

/// Databases kept made ahead, and threads making and dropping them.
const AHEAD: usize = 3;
const ADMIN_THREADS: usize = 2;

/// The one `MadeDatabases` of this process (tests name one server, the variable's).
fn made_databases(server: &str) -> &'static MadeDatabases {
    static MADE: OnceLock<MadeDatabases> = OnceLock::new();
    MADE.get_or_init(|| {
        let (jobs, queue) = mpsc::channel::<Job>();
        let (made_tx, made) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        for _ in 0..ADMIN_THREADS {
            let (queue, made_tx, server) = (queue.clone(), made_tx.clone(), server.to_string());
            std::thread::spawn(move || admin_thread(&queue, &made_tx, &server));
        }
        for _ in 0..AHEAD {
            let _ = jobs.send(Job::Make);
        }
        MadeDatabases {
            jobs,
            made: Mutex::new(made),
        }
    })
}

/// Makes and drops databases as the jobs come, until the process ends.
fn admin_thread(
    queue: &Mutex<mpsc::Receiver<Job>>,
    made: &mpsc::Sender<Result<String, String>>,
    server: &str,
) {
    loop {
        let job = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
        match job {
            Ok(Job::Make) => {
                if made
                    .send(make_database(server).map_err(|e| e.to_string()))
                    .is_err()
                {
                    return;
                }
            }
            Ok(Job::Drop(name)) => {
                let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                if let Err(e) = admin(server, &[sql]) {
                    eprintln!("could not drop the test database {name}: {e}");
                }
            }
            Err(_) => return,
        }
    }
}

impl MadeDatabases {
    /// A database of its own for a test, and another set making in its place.
    fn take(&self) -> Result<String, String> {
        let made = self
            .made
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .recv()
            .map_err(|_| "the threads making test databases are gone".to_string())?;
        let _ = self.jobs.send(Job::Make);
        made
    }

    fn dispose(&self, name: String) {
        let _ = self.jobs.send(Job::Drop(name));
    }
}

/// A new database copied from this process's template.
fn make_database(server: &str) -> Result<String, sqlx::Error> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let name = format!(
        "pp_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let template = template(server);
    admin(
        server,
        &[
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            format!("CREATE DATABASE {name} TEMPLATE {template}"),
            // A test's database lives for one test, and no test stops PostgreSQL
            // itself (the crash and outage tests kill our server or cut its
            // connection): a commit need not wait for the disk here. A commit is
            // still visible to every connection at once.
            format!("ALTER DATABASE {name} SET synchronous_commit = off"),
        ],
    )?;
    Ok(name)
}

/// Runs each statement of `sql` in turn on the server, on a thread and runtime of its
/// own: from `Drop`, where the test's runtime may be ending, and from tests whose
/// futures must be `Send`.
fn admin(server: &str, sql: &[String]) -> Result<(), sqlx::Error> {
    let (server, sql) = (server.to_string(), sql.to_vec());
    on_own_runtime(move || async move {
        let mut conn = sqlx::PgConnection::connect(&server).await?;
        for statement in &sql {
            sqlx::raw_sql(statement).execute(&mut conn).await?;
        }
        conn.close().await
    })
}

/// Runs the future `work` makes on a thread and runtime of its own, and waits for it.
fn on_own_runtime<W, F>(work: W) -> Result<(), sqlx::Error>
where
    W: FnOnce() -> F + Send + 'static,
    F: std::future::Future<Output = Result<(), sqlx::Error>>,
{
    let run = move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
            .block_on(work())
    };
    std::thread::spawn(run)
        .join()
        .unwrap_or_else(|_| Err(sqlx::Error::WorkerCrashed))
}

/// The database every test database of this process is copied from, made on first use
/// with the schema migrated: a copy (`CREATE DATABASE ... TEMPLATE`) costs less than two
/// dozen migrations per test. Its name carries this process's id; templates and test
/// databases of processes that are gone (a run cut short, or databases left at its end)
/// are dropped first.
fn template(server: &str) -> &'static str {
    static TEMPLATE: OnceLock<String> = OnceLock::new();
    TEMPLATE.get_or_init(|| {
        let name = format!("pp_template_{}", std::process::id());
        make_template(server, &name)
            .unwrap_or_else(|e| panic!("make the template test database on {server}: {e}"));
        name
    })
}

fn make_template(server: &str, name: &str) -> Result<(), sqlx::Error> {
    let (admin_url, name) = (server.to_string(), name.to_string());
    let url = with_database(server, &name);
    on_own_runtime(move || async move {
        let mut conn = sqlx::PgConnection::connect(&admin_url).await?;
        let existing: Vec<String> = sqlx::query_scalar(
            "SELECT datname::text FROM pg_database \
             WHERE datname LIKE 'pp\\_template\\_%' OR datname LIKE 'pp\\_test\\_%'",
        )
        .fetch_all(&mut conn)
        .await?;
        // Where processes cannot be looked up, only this process's own is dropped.
        let can_tell = std::path::Path::new("/proc/self").exists();
        for old in existing {
            let pid = old
                .trim_start_matches("pp_template_")
                .trim_start_matches("pp_test_")
                .split('_')
                .next()
                .unwrap_or_default();
            let gone = can_tell && !std::path::Path::new(&format!("/proc/{pid}")).exists();
            if old == name || gone {
                sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {old} WITH (FORCE)"))
                    .execute(&mut conn)
                    .await?;
            }
        }
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await?;
        let mut template = sqlx::PgConnection::connect(&url).await?;
        sqlx::migrate!("./crates/storage/migrations/postgres")
            .run(&mut template)
            .await
            .map_err(|e| sqlx::Error::Migrate(Box::new(e)))?;
        template.close().await?;
        conn.close().await
    })
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
