//! `baseline`: what this machine can commit without Pigeonpost's logic, for comparison.
//! A bare axum + sqlx handler, started in this process on its own runtime and thread (as
//! a separate server would be), over a fresh temporary SQLite file opened with the
//! server's settings (`crates/storage/src/lib.rs`: WAL, foreign keys, 5 s busy timeout, a pool of
//! 8, sqlx's default `synchronous`, which is FULL). Each request commits one durable
//! two-statement transaction (an UPDATE guarded by the ply and an INSERT of the move), and
//! it is driven by the same number of concurrent clients as `moves`. The same server also
//! answers `GET /games/{id}` with one point read (the game's ply), the bare handler
//! `refresh` compares the game page's 304 answer and full render with.

use crate::LoadError;
use crate::report::{BaselineReport, Tally};
use axum::Router;
use axum::extract::{Form, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use reqwest::redirect::Policy;
use serde::Deserialize;
use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tokio::task::JoinSet;

/// Worker threads of the bare server's runtime (the machine this was written on has 2).
const SERVER_THREADS: usize = 2;

const SCHEMA: &str = "
CREATE TABLE games (id INTEGER PRIMARY KEY, ply INTEGER NOT NULL DEFAULT 0);
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
);";

/// The bare server, running until dropped or stopped.
pub(crate) struct Bare {
    pub(crate) port: u16,
    synchronous: String,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
    _dir: tempfile::TempDir,
}

impl Bare {
    pub(crate) fn start(games: usize) -> Result<Bare, LoadError> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("baseline.db");
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let served = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(SERVER_THREADS)
                .enable_all()
                .build()
                .map_err(LoadError::from)
                .and_then(|rt| rt.block_on(serve(path, games, ready_tx.clone(), stop_rx)));
            if let Err(e) = served {
                // Only heard if the server failed before it was ready.
                let _ = ready_tx.send(Err(e.to_string()));
            }
        });
        let (port, synchronous) = ready_rx
            .recv()
            .map_err(|_| LoadError::Setup("the baseline server thread ended".into()))?
            .map_err(|e| LoadError::Setup(format!("starting the baseline server: {e}")))?;
        Ok(Bare {
            port,
            synchronous,
            stop: Some(stop_tx),
            thread: Some(thread),
            _dir: dir,
        })
    }
}

impl Drop for Bare {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

type Ready = std::sync::mpsc::Sender<Result<(u16, String), String>>;

async fn serve(
    path: std::path::PathBuf,
    games: usize,
    ready: Ready,
    stop: oneshot::Receiver<()>,
) -> Result<(), LoadError> {
    // The same options as the server's `storage::open`.
    let options = SqliteConnectOptions::new()
        .filename(&path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5))
        .pragma("mmap_size", "268435456");
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(options)
        .await?;
    sqlx::raw_sql(SCHEMA).execute(&pool).await?;
    for _ in 0..games {
        sqlx::query("INSERT INTO games (ply) VALUES (0)")
            .execute(&pool)
            .await?;
    }
    let synchronous: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(&pool)
        .await?;
    let synchronous = match synchronous {
        0 => "OFF",
        1 => "NORMAL",
        2 => "FULL",
        3 => "EXTRA",
        _ => "unknown",
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let port = listener.local_addr()?.port();
    let app = Router::new()
        .route("/games/{id}/moves", post(commit))
        .route("/games/{id}", get(point_read))
        .with_state(pool);
    let _ = ready.send(Ok((port, synchronous.to_string())));
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = stop.await;
        })
        .await?;
    Ok(())
}

#[derive(Deserialize)]
struct MoveForm {
    ply: i64,
    #[serde(rename = "move")]
    text: String,
}

async fn commit(
    State(pool): State<SqlitePool>,
    Path(id): Path<i64>,
    Form(form): Form<MoveForm>,
) -> Response {
    match transaction(&pool, id, &form).await {
        Ok(true) => (
            StatusCode::SEE_OTHER,
            [(header::LOCATION, format!("/games/{id}"))],
        )
            .into_response(),
        Ok(false) => StatusCode::CONFLICT.into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// One point read by primary key, answered as a short text: what a request costs that
/// reads one row and renders nothing.
async fn point_read(State(pool): State<SqlitePool>, Path(id): Path<i64>) -> Response {
    let ply: Result<Option<i64>, sqlx::Error> =
        sqlx::query_scalar("SELECT ply FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&pool)
            .await;
    match ply {
        Ok(Some(ply)) => format!("ply {ply}").into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// The ply guard first, as the server does; a stale ply rolls back (the transaction is
/// dropped uncommitted).
async fn transaction(pool: &SqlitePool, id: i64, form: &MoveForm) -> Result<bool, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let advanced = sqlx::query("UPDATE games SET ply = ply + 1 WHERE id = ? AND ply = ?")
        .bind(id)
        .bind(form.ply)
        .execute(&mut *tx)
        .await?;
    if advanced.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query("INSERT INTO moves (game_id, ply, text) VALUES (?, ?, ?)")
        .bind(id)
        .bind(form.ply + 1)
        .bind(&form.text)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// Starts the bare server, drives it with `clients` concurrent clients for `seconds`, and
/// stops it.
pub async fn measure(clients: usize, seconds: u64) -> Result<BaselineReport, LoadError> {
    let bare = Bare::start(clients)?;
    let base = format!("http://127.0.0.1:{}", bare.port);
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut tasks = JoinSet::new();
    for game in 1..=clients {
        tasks.spawn(drive(base.clone(), game as i64, deadline));
    }
    let mut commits = Tally::default();
    while let Some(done) = tasks.join_next().await {
        commits.merge(done.map_err(|e| LoadError::Setup(format!("a client task failed: {e}")))??);
    }
    let elapsed = started.elapsed();
    let synchronous = bare.synchronous.clone();
    drop(bare);
    Ok(BaselineReport {
        players: clients,
        elapsed,
        synchronous,
        commits,
    })
}

/// One client: posts the next move of its own game as soon as the last is answered.
async fn drive(base: String, game: i64, deadline: Instant) -> Result<Tally, LoadError> {
    let client = reqwest::Client::builder()
        .redirect(Policy::none())
        .tcp_nodelay(true)
        .timeout(Duration::from_secs(60))
        .build()
        .map_err(|e| LoadError::request("building the HTTP client", e))?;
    let url = format!("{base}/games/{game}/moves");
    let mut t = Tally {
        tasks: 1,
        ..Tally::default()
    };
    let mut ply = 0u64;
    while Instant::now() < deadline {
        let fields = [("ply", ply.to_string()), ("move", "N g1-f3".to_string())];
        let sent = Instant::now();
        let answer = client.post(&url).form(&fields).send().await;
        let status = match answer {
            Ok(r) => {
                let status = r.status();
                // The body is read so the timing matches the real runs'.
                let _ = r.bytes().await;
                status
            }
            Err(e) => {
                t.error(e.to_string(), Duration::from_millis(100)).await;
                continue;
            }
        };
        if status == StatusCode::SEE_OTHER {
            t.accepted += 1;
            t.latencies.push(sent.elapsed());
            ply += 1;
        } else if status.is_client_error() {
            // Out of step with the bare server, which never happens unless it is broken:
            // this client stops rather than resend the same refused ply.
            t.refusal(status.as_u16(), format!("game {game} ply {ply}"));
            break;
        } else {
            t.error(format!("{status}"), Duration::from_millis(100))
                .await;
        }
    }
    Ok(t)
}
