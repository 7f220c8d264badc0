//! `streams`: what idle live-update streams cost the server. Opens
//! `--streams` event streams (`GET /games/{id}/events`, each on its own connection, as
//! that many open game pages would) spread over a few games, reads the server's resident
//! memory (`VmRSS` of `/proc/PID/status`, so it must run on the server's machine) before
//! and after, then makes one move in each game and times how long until every stream
//! has heard of it. Target: under 50 MB more for 1,000 streams.
//!
//! Both this process and the server need a file-descriptor limit above the stream
//! count (`ulimit -n 4096`), and the server `--max-connections` above it too.

use crate::LoadError;
use crate::setup;
use crate::stats::{Samples, ms};
use reqwest::StatusCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Semaphore, mpsc, watch};

pub struct Args {
    pub base_url: String,
    pub pid: u32,
    pub streams: usize,
    pub games: usize,
    pub prefix: Option<String>,
}

/// Streams opened at once while setting up.
const OPENING_AT_ONCE: usize = 64;
/// How long the streams sit idle before memory is read again.
const SETTLE: Duration = Duration::from_secs(3);
const TARGET_MB: f64 = 50.0;

/// The resident memory of process `pid`, in kB.
fn rss_kb(pid: u32) -> Result<u64, LoadError> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .ok_or_else(|| LoadError::Setup(format!("no VmRSS in /proc/{pid}/status")))
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let games = args.games.max(1);
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    let mut ids = Vec::new();
    for _ in 0..games {
        ids.push(setup::start_game("chess", &seats[0], &seats[1]).await?);
    }
    // One request of each kind first, so that what the server allocates once (templates,
    // the dispatcher, buffers) is not counted as the streams'.
    let warm = stream(&args.base_url, ids[0]).await?;
    drop(warm);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss_kb(args.pid)?;

    let client = reqwest::Client::builder()
        .tcp_nodelay(true)
        .pool_max_idle_per_host(0)
        .build()
        .map_err(|e| LoadError::request("building the HTTP client", e))?;
    let (moved_tx, moved_rx) = watch::channel::<Option<Instant>>(None);
    let (heard_tx, mut heard_rx) = mpsc::unbounded_channel::<Duration>();
    let (open_tx, mut open_rx) = mpsc::unbounded_channel::<Result<(), String>>();
    let gate = Arc::new(Semaphore::new(OPENING_AT_ONCE));
    let opening = Instant::now();
    for i in 0..args.streams {
        let url = format!("{}/games/{}/events", args.base_url, ids[i % games]);
        let (client, gate) = (client.clone(), gate.clone());
        let (moved, heard, open) = (moved_rx.clone(), heard_tx.clone(), open_tx.clone());
        tokio::spawn(async move {
            let permit = gate.acquire_owned().await.ok();
            let response = match client.get(&url).send().await {
                Ok(r) if r.status() == StatusCode::OK => r,
                Ok(r) => return drop(open.send(Err(format!("{url}: {}", r.status())))),
                Err(e) => return drop(open.send(Err(format!("{url}: {e}")))),
            };
            listen(response, open, moved, heard, permit).await;
        });
    }
    drop((heard_tx, open_tx));
    let mut failed = Vec::new();
    for _ in 0..args.streams {
        match open_rx.recv().await {
            Some(Ok(())) => {}
            Some(Err(e)) => failed.push(e),
            None => break,
        }
    }
    let opened = args.streams - failed.len();
    println!(
        "streams: {opened} of {} opened in {} ms over {games} games against {}",
        args.streams,
        opening.elapsed().as_millis(),
        args.base_url
    );
    if let Some(e) = failed.first() {
        println!("  {} failed, for example {e}", failed.len());
    }
    tokio::time::sleep(SETTLE).await;
    let after = rss_kb(args.pid)?;
    let grew_mb = after.saturating_sub(before) as f64 / 1024.0;
    println!(
        "  server RSS {:.1} MB before, {:.1} MB with the streams open: {grew_mb:.1} MB more, {:.1} kB a stream (target < {TARGET_MB} MB for 1,000: {})",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        after.saturating_sub(before) as f64 / opened.max(1) as f64,
        if grew_mb * 1000.0 / opened.max(1) as f64 <= TARGET_MB {
            "met"
        } else {
            "not met"
        }
    );

    // One move in every game; every stream should hear of its game's.
    let sent = Instant::now();
    let _ = moved_tx.send(Some(sent));
    for id in &ids {
        let form = seats[0]
            .move_form(*id)
            .await?
            .ok_or_else(|| LoadError::Setup(format!("game {id}: no move form")))?;
        seats[0].submit_move(*id, &form, 0, "P e2-e4").await?;
    }
    let mut delays = Samples::default();
    let waiting = tokio::time::timeout(Duration::from_secs(30), async {
        while delays.len() < opened {
            match heard_rx.recv().await {
                Some(d) => delays.push(d),
                None => break,
            }
        }
    })
    .await;
    println!(
        "  a move in each game heard by {} of {opened} streams: median {} ms, max {} ms after the first move was sent{}",
        delays.len(),
        ms(delays.median()),
        ms(delays.max()),
        if waiting.is_err() {
            " (gave up after 30 s)"
        } else {
            ""
        }
    );
    println!(
        "  server RSS after the fan-out: {:.1} MB",
        rss_kb(args.pid)? as f64 / 1024.0
    );
    Ok(())
}

/// Opens one stream and waits for its first event.
async fn stream(base: &str, id: i64) -> Result<reqwest::Response, LoadError> {
    let mut r = reqwest::get(format!("{base}/games/{id}/events"))
        .await
        .map_err(|e| LoadError::request("opening a stream", e))?;
    r.chunk()
        .await
        .map_err(|e| LoadError::request("reading a stream", e))?;
    Ok(r)
}

/// Reads a stream: its first event says it is open; the first event after the move
/// (a ply above 0) is timed. Keeps reading (holding the connection) until the server
/// or this process ends it.
async fn listen(
    mut response: reqwest::Response,
    open: mpsc::UnboundedSender<Result<(), String>>,
    moved: watch::Receiver<Option<Instant>>,
    heard: mpsc::UnboundedSender<Duration>,
    mut permit: Option<tokio::sync::OwnedSemaphorePermit>,
) {
    let mut text = String::new();
    let mut said_open = false;
    let mut timed = false;
    while let Ok(Some(bytes)) = response.chunk().await {
        text.push_str(&String::from_utf8_lossy(&bytes));
        if !said_open && text.contains("\n\n") {
            said_open = true;
            let _ = open.send(Ok(()));
            // The next stream may open.
            drop(permit.take());
            text.clear();
            continue;
        }
        if said_open && !timed && text.contains("\"ply\":1") {
            timed = true;
            if let Some(sent) = *moved.borrow() {
                let _ = heard.send(sent.elapsed());
            }
        }
        if text.len() > 4096 {
            text.clear();
        }
    }
    if !said_open {
        let _ = open.send(Err("the stream ended before its first event".into()));
    }
}
