//! `stream-flood`: whether live-update streams from one address can crowd out pages.
//! Asks for `--streams` event streams at once from this one address (each on its own
//! connection, as an attacker's script would), holds every stream the server admits and
//! counts the refusals; then times `GET /` from another address (`--visitor-address`,
//! a fresh connection each time, as a visitor's browser), first with the streams held,
//! then while every refused stream is asked for again as soon as its answer comes, then
//! with `--idle` connections from the streams' address that send nothing at all.
//! Target: every `GET /` under 100 ms.
//!
//! This process needs a file-descriptor limit above the stream count (`ulimit -n 8192`).

use crate::LoadError;
use crate::setup;
use crate::stats::{Samples, ms};
use reqwest::StatusCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

pub struct Args {
    pub base_url: String,
    pub streams: usize,
    pub reads: usize,
    pub seconds: u64,
    pub idle: usize,
    pub visitor: std::net::IpAddr,
    pub prefix: Option<String>,
}

const TARGET: Duration = Duration::from_millis(100);
/// `GET /` with the idle connections held is timed this many times (each may wait for
/// the header-read timeout when the connections take every slot).
const IDLE_READS: usize = 20;

/// How one stream request was answered.
enum Answer {
    /// Admitted: its connection is held until the run ends.
    Held,
    /// 429: the server refused it.
    Refused,
    Failed(String),
}

/// What the streams' tasks count while the pages are timed.
#[derive(Default)]
struct Counts {
    held: AtomicU64,
    refused: AtomicU64,
    failed: AtomicU64,
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    let id = setup::start_game("chess", &seats[0], &seats[1]).await?;
    let url = format!("{}/games/{id}/events", args.base_url);
    let fresh = fresh_client(None)?;
    let visitor = fresh_client(Some(args.visitor))?;

    let quiet = time_pages(&visitor, &args.base_url, args.reads).await?;
    report("no streams", &quiet);

    let hammer = Arc::new(AtomicBool::new(false));
    let counts = Arc::new(Counts::default());
    let (answered_tx, mut answered_rx) = mpsc::unbounded_channel::<Answer>();
    let asking = Instant::now();
    for _ in 0..args.streams {
        let client = fresh.clone();
        let (url, hammer, counts) = (url.clone(), hammer.clone(), counts.clone());
        let answered = answered_tx.clone();
        tokio::spawn(async move { ask(client, url, answered, hammer, counts).await });
    }
    drop(answered_tx);
    let (mut held, mut refused, mut failed) = (0usize, 0usize, Vec::new());
    let waited = tokio::time::timeout(Duration::from_secs(60), async {
        while held + refused + failed.len() < args.streams {
            match answered_rx.recv().await {
                Some(Answer::Held) => held += 1,
                Some(Answer::Refused) => refused += 1,
                Some(Answer::Failed(e)) => failed.push(e),
                None => break,
            }
        }
    })
    .await;
    println!(
        "stream-flood: {} streams asked for at once from one address in {} ms: {held} held, {refused} refused (429), {} failed{}",
        args.streams,
        asking.elapsed().as_millis(),
        failed.len(),
        if waited.is_err() {
            " (the rest unanswered after 60 s)"
        } else {
            ""
        }
    );
    if let Some(e) = failed.first() {
        println!("  for example: {e}");
    }
    let holding = time_pages(&visitor, &args.base_url, args.reads).await?;
    report(&format!("{held} streams held"), &holding);

    hammer.store(true, Ordering::SeqCst);
    let before = (
        counts.refused.load(Ordering::SeqCst),
        counts.failed.load(Ordering::SeqCst),
    );
    let started = Instant::now();
    let mut hammered = Samples::default();
    while started.elapsed() < Duration::from_secs(args.seconds) {
        hammered.push(time_page(&visitor, &args.base_url).await?);
    }
    let asked_again = counts.refused.load(Ordering::SeqCst) - before.0;
    let failed_again = counts.failed.load(Ordering::SeqCst) - before.1;
    let secs = started.elapsed().as_secs_f64();
    report(
        &format!(
            "{} streams held, refused ones asked again ({:.0}/s refused, {failed_again} failed)",
            counts.held.load(Ordering::SeqCst),
            asked_again as f64 / secs
        ),
        &hammered,
    );
    hammer.store(false, Ordering::SeqCst);

    // Connections that send nothing at all, from the streams' address.
    let host = args
        .base_url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let mut idle = Vec::new();
    let mut closed_at_once = 0;
    for _ in 0..args.idle {
        match tokio::net::TcpStream::connect(&host).await {
            Ok(c) => idle.push(c),
            Err(_) => closed_at_once += 1,
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    // The server closes what it will not serve: count what is still open.
    let mut open = 0;
    for c in &idle {
        let mut byte = [0u8; 1];
        match tokio::time::timeout(Duration::from_millis(1), c.peek(&mut byte)).await {
            Err(_) => open += 1,
            Ok(Ok(n)) if n > 0 => open += 1,
            Ok(_) => {}
        }
    }
    let idle_pages = time_pages(&visitor, &args.base_url, IDLE_READS).await?;
    report(
        &format!(
            "{} idle connections asked for, {open} still open ({} refused at connect)",
            args.idle, closed_at_once
        ),
        &idle_pages,
    );
    drop(idle);

    let worst = [&quiet, &holding, &hammered, &idle_pages]
        .iter()
        .map(|s| s.max())
        .max()
        .unwrap_or_default();
    println!(
        "  slowest GET / with the streams: {} ms (target < {} ms): {}",
        ms(worst),
        TARGET.as_millis(),
        if holding.max() < TARGET && hammered.max() < TARGET && idle_pages.max() < TARGET {
            "met"
        } else {
            "not met"
        }
    );
    Ok(())
}

/// A client that opens a new connection for every request, from `from` if given.
fn fresh_client(from: Option<std::net::IpAddr>) -> Result<reqwest::Client, LoadError> {
    reqwest::Client::builder()
        .tcp_nodelay(true)
        .pool_max_idle_per_host(0)
        .local_address(from)
        .build()
        .map_err(|e| LoadError::request("building the HTTP client", e))
}

/// Asks for the stream until it is admitted: once, or, when `hammer` is set, again as
/// soon as each refusal comes. An admitted stream is read until the server ends it.
async fn ask(
    client: reqwest::Client,
    url: String,
    answered: mpsc::UnboundedSender<Answer>,
    hammer: Arc<AtomicBool>,
    counts: Arc<Counts>,
) {
    let mut first = Some(answered);
    loop {
        let answer = match client.get(&url).send().await {
            Ok(r) if r.status() == StatusCode::OK => {
                counts.held.fetch_add(1, Ordering::SeqCst);
                if let Some(tx) = first.take() {
                    let _ = tx.send(Answer::Held);
                }
                let mut r = r;
                while let Ok(Some(_)) = r.chunk().await {}
                counts.held.fetch_sub(1, Ordering::SeqCst);
                return;
            }
            Ok(r) if r.status() == StatusCode::TOO_MANY_REQUESTS => {
                counts.refused.fetch_add(1, Ordering::SeqCst);
                Answer::Refused
            }
            Ok(r) => {
                counts.failed.fetch_add(1, Ordering::SeqCst);
                Answer::Failed(format!("{url}: {}", r.status()))
            }
            Err(e) => {
                counts.failed.fetch_add(1, Ordering::SeqCst);
                Answer::Failed(format!("{url}: {e}"))
            }
        };
        if let Some(tx) = first.take() {
            let _ = tx.send(answer);
        }
        while !hammer.load(Ordering::SeqCst) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

async fn time_page(client: &reqwest::Client, base: &str) -> Result<Duration, LoadError> {
    let started = Instant::now();
    let r = client
        .get(format!("{base}/"))
        .send()
        .await
        .map_err(|e| LoadError::request("GET /", e))?;
    let status = r.status();
    r.bytes()
        .await
        .map_err(|e| LoadError::request("reading GET /", e))?;
    if status != StatusCode::OK {
        return Err(LoadError::Setup(format!("GET / answered {status}")));
    }
    Ok(started.elapsed())
}

async fn time_pages(
    client: &reqwest::Client,
    base: &str,
    reads: usize,
) -> Result<Samples, LoadError> {
    let mut samples = Samples::default();
    for _ in 0..reads {
        samples.push(time_page(client, base).await?);
    }
    Ok(samples)
}

fn report(when: &str, samples: &Samples) {
    let s = samples.summary();
    println!(
        "  GET / with {when}: {} reads, median {} ms, p99 {} ms, max {} ms",
        samples.len(),
        ms(s.p50),
        ms(s.p99),
        ms(samples.max())
    );
}
