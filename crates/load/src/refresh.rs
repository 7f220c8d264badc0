//! `refresh`: what a refresh of an unchanged game page costs. In one
//! run, with the same concurrent clients for the same time each, it measures:
//!
//! 1. the bare handler of `baseline` answering `GET /games/{id}` with one SQLite point
//!    read (in this process, on its own runtime);
//! 2. the real game page asked with the `If-None-Match` of the page the player holds,
//!    which the server answers `304 Not Modified` from one cheap read;
//! 3. the real game page without it: the full render;
//! 4. for comparison, the 304 answer to a visitor (no session to look up), and a
//!    built-in file's 304 (the server's middleware and nothing else: its floor).
//!
//! The page is that of the player to move in a chess game a few moves in (its turn
//! builder lists every legal move). Targets: the 304 path at least 0.9 of the bare rate,
//! the full render at least 0.5. With several rounds, each measurement is taken in
//! slices, in turns with the others, so that a drift of the machine's speed during the
//! run falls on all of them alike.

use crate::LoadError;
use crate::baseline::Bare;
use crate::setup;
use crate::stats::{Samples, ms};
use reqwest::StatusCode;
use reqwest::header::{ETAG, IF_NONE_MATCH};
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

pub struct Args {
    pub base_url: String,
    pub clients: usize,
    pub seconds: u64,
    /// Slices of each measurement, taken in turns (1: each measurement in one go).
    pub rounds: u32,
    pub prefix: Option<String>,
}

/// A few opening moves, so the page has a move list and a middle-game builder.
const OPENING: [&str; 6] = [
    "P e2-e4", "p e7-e5", "N g1-f3", "n b8-c6", "B f1-c4", "b f8-c5",
];

const TARGET_304: f64 = 0.9;
const TARGET_FULL: f64 = 0.5;

/// Answers counted in one measurement.
struct Rate {
    label: &'static str,
    answered: usize,
    wrong: usize,
    elapsed: Duration,
    latencies: Samples,
    bytes: usize,
}

impl Rate {
    /// Adds another slice of the same measurement.
    fn absorb(&mut self, slice: Rate) {
        self.answered += slice.answered;
        self.wrong += slice.wrong;
        self.elapsed += slice.elapsed;
        self.bytes = self.bytes.max(slice.bytes);
        self.latencies.extend(slice.latencies);
    }

    fn per_second(&self) -> f64 {
        self.answered as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    fn print(&self) {
        println!(
            "  {:<34} {:>9.1}/s  p50 {:>6} ms  p99 {:>6} ms  {:>6} bytes  ({} answers, {} wrong)",
            self.label,
            self.per_second(),
            ms(self.latencies.median()),
            ms(self.latencies.percentile(99.0)),
            self.bytes,
            self.answered,
            self.wrong
        );
    }
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    let id = setup::start_game("chess", &seats[0], &seats[1]).await?;
    for (i, text) in OPENING.iter().enumerate() {
        let player = &seats[i % 2];
        let form = player
            .move_form(id)
            .await?
            .ok_or_else(|| LoadError::Setup(format!("game {id}: no move form at ply {i}")))?;
        let sent = player.submit_move(id, &form, i as u64, text).await?;
        if sent.status != StatusCode::SEE_OTHER {
            return Err(LoadError::Setup(format!(
                "game {id}: {text} refused: {}",
                sent.gist.unwrap_or_default()
            )));
        }
    }
    let viewer = &seats[0];
    let page = viewer.url(&format!("/games/{id}"));
    let first = viewer
        .client()
        .get(&page)
        .send()
        .await
        .map_err(|e| LoadError::request("GET the game page", e))?;
    let tag = first
        .headers()
        .get(ETAG)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .ok_or_else(|| LoadError::Setup("the game page has no ETag".into()))?;
    println!(
        "refresh: chess game #{id} at ply {} against {}, {} clients, {} s each{}",
        OPENING.len(),
        args.base_url,
        args.clients,
        args.seconds,
        match args.rounds {
            0 | 1 => String::new(),
            n => format!(" in {n} turns"),
        }
    );

    // A visitor's copy of the same page (no session to look up), for comparison.
    let visitor = reqwest::Client::builder()
        .cookie_store(true)
        .tcp_nodelay(true)
        .build()
        .map_err(|e| LoadError::request("building the HTTP client", e))?;
    let visitor_tag = visitor
        .get(&page)
        .send()
        .await
        .map_err(|e| LoadError::request("GET the game page", e))?
        .headers()
        .get(ETAG)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .ok_or_else(|| LoadError::Setup("the game page has no ETag".into()))?;

    // The server's floor: a built-in file's 304 (no database, the same middleware).
    let file = viewer.url("/static/board.js");
    let file_tag = plain_client()?
        .get(&file)
        .send()
        .await
        .map_err(|e| LoadError::request("GET board.js", e))?
        .headers()
        .get(ETAG)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
        .ok_or_else(|| LoadError::Setup("board.js has no ETag".into()))?;

    let bare = Bare::start(1)?;
    let bare_url = format!("http://127.0.0.1:{}/games/1", bare.port);
    let plain = plain_client()?;
    let targets = [
        Target {
            label: "bare point read",
            client: &plain,
            url: &bare_url,
            tag: None,
            expect: StatusCode::OK,
        },
        Target {
            label: "game page, 304 Not Modified",
            client: viewer.client(),
            url: &page,
            tag: Some(&tag),
            expect: StatusCode::NOT_MODIFIED,
        },
        Target {
            label: "game page, full render",
            client: viewer.client(),
            url: &page,
            tag: None,
            expect: StatusCode::OK,
        },
        Target {
            label: "game page, 304 to a visitor",
            client: &visitor,
            url: &page,
            tag: Some(&visitor_tag),
            expect: StatusCode::NOT_MODIFIED,
        },
        Target {
            label: "a built-in file, 304 (no database)",
            client: &plain,
            url: &file,
            tag: Some(&file_tag),
            expect: StatusCode::NOT_MODIFIED,
        },
    ];
    let slice = Duration::from_secs(args.seconds) / args.rounds.max(1);
    let mut rates: Vec<Rate> = Vec::with_capacity(targets.len());
    for round in 0..args.rounds.max(1) {
        for (i, target) in targets.iter().enumerate() {
            let measured = hammer(target, slice, args.clients).await?;
            match round {
                0 => rates.push(measured),
                _ => rates[i].absorb(measured),
            }
        }
    }
    drop(bare);
    for r in &rates {
        r.print();
    }
    let bare_rate = rates[0].per_second().max(1e-9);
    let (not_modified, full) = (
        rates[1].per_second() / bare_rate,
        rates[2].per_second() / bare_rate,
    );
    let verdict = |ratio: f64, target: f64| if ratio >= target { "met" } else { "not met" };
    println!(
        "refresh: 304 path {not_modified:.2} of the bare point read (target >= {TARGET_304}: {}); full render {full:.2} (target >= {TARGET_FULL}: {})",
        verdict(not_modified, TARGET_304),
        verdict(full, TARGET_FULL)
    );
    Ok(())
}

fn plain_client() -> Result<reqwest::Client, LoadError> {
    reqwest::Client::builder()
        .tcp_nodelay(true)
        .build()
        .map_err(|e| LoadError::request("building the HTTP client", e))
}

/// One thing to ask for, and the answer expected.
struct Target<'a> {
    label: &'static str,
    client: &'a reqwest::Client,
    url: &'a str,
    tag: Option<&'a str>,
    expect: StatusCode,
}

/// `clients` tasks sending `GET url` (with `If-None-Match: tag`) one after another for
/// `length`, counting answers with status `expect`.
async fn hammer(target: &Target<'_>, length: Duration, clients: usize) -> Result<Rate, LoadError> {
    let Target {
        label,
        client,
        url,
        tag,
        expect,
    } = *target;
    let started = Instant::now();
    let deadline = started + length;
    let mut tasks = JoinSet::new();
    for _ in 0..clients {
        let (client, url, tag) = (client.clone(), url.to_string(), tag.map(str::to_string));
        tasks.spawn(async move {
            let (mut ok, mut wrong, mut bytes) = (0usize, 0usize, 0usize);
            let mut latencies = Samples::default();
            while Instant::now() < deadline {
                let mut request = client.get(&url);
                if let Some(tag) = &tag {
                    request = request.header(IF_NONE_MATCH, tag);
                }
                let sent = Instant::now();
                match request.send().await {
                    Ok(r) if r.status() == expect => {
                        bytes = r.bytes().await.map_or(0, |b| b.len());
                        latencies.push(sent.elapsed());
                        ok += 1;
                    }
                    Ok(r) => {
                        let _ = r.bytes().await;
                        wrong += 1;
                    }
                    Err(_) => wrong += 1,
                }
            }
            (ok, wrong, bytes, latencies)
        });
    }
    let mut rate = Rate {
        label,
        answered: 0,
        wrong: 0,
        elapsed: Duration::ZERO,
        latencies: Samples::default(),
        bytes: 0,
    };
    while let Some(done) = tasks.join_next().await {
        let (ok, wrong, bytes, latencies) =
            done.map_err(|e| LoadError::Setup(format!("a client task failed: {e}")))?;
        rate.answered += ok;
        rate.wrong += wrong;
        rate.bytes = rate.bytes.max(bytes);
        rate.latencies.extend(latencies);
    }
    rate.elapsed = started.elapsed();
    Ok(rate)
}
