//! `pigeonpost-load`: load tools that measure Pigeonpost through HTTP only, so the same
//! runs measure the server before and after a change to it: the move path, the game
//! page, idle live-update streams, a flood of streams from one address and cheap
//! refreshes. See `crates/load/README.md` for how to run each subcommand.

#![forbid(unsafe_code)]

mod baseline;
mod browser;
mod game_page;
mod html;
mod long_game;
mod mailbox;
mod moves;
mod record;
mod refresh;
mod report;
mod rng;
mod seed;
mod setup;
mod stats;
mod stream_flood;
mod streams;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Why a run stopped.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error(
        "the server refused with 429 Too Many Requests ({0}); its rate limits stop this run. \
         Run against a server without per-address limits, or raise them for the run"
    )]
    RateLimited(String),
    #[error("{what}: {source}")]
    Request {
        what: String,
        #[source]
        source: reqwest::Error,
    },
    #[error("{what}: answered {status}: {gist}")]
    Unexpected {
        what: String,
        status: u16,
        gist: String,
    },
    #[error("{0}")]
    Setup(String),
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl LoadError {
    pub fn request(what: &str, source: reqwest::Error) -> LoadError {
        LoadError::Request {
            what: what.to_string(),
            source,
        }
    }
}

#[derive(Parser)]
#[command(
    name = "pigeonpost-load",
    about = "Load tools for Pigeonpost's move path"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Remakes the recorded Tandem-84 game (data/tandem84-long.txt) with the engine.
    RecordTandem84 {
        #[arg(long, default_value_t = record::RECORDED_SEED)]
        seed: u64,
        #[arg(long, default_value_t = record::RECORDED_TURNS)]
        turns: usize,
        /// Write here instead of to standard output.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Move latency at ply 10, 100 and 200 of the recorded Tandem-84 game.
    LongGame {
        #[arg(long)]
        base_url: String,
        /// How many times the recorded game is played, one after the other.
        #[arg(long, default_value_t = 5)]
        games: usize,
        /// Play only the first N turns of the recording.
        #[arg(long)]
        turns: Option<usize>,
        /// A recording other than the committed one.
        #[arg(long)]
        recording: Option<PathBuf>,
        #[arg(long)]
        prefix: Option<String>,
    },
    /// Size and answer time of the Tandem-84 game page at ply 10, 100 and 200, or of the
    /// start page of each variant named.
    GamePage {
        #[arg(long)]
        base_url: String,
        /// How many times each page is read.
        #[arg(long, default_value_t = 50)]
        reads: usize,
        #[arg(long)]
        prefix: Option<String>,
        /// Variants whose start page to measure instead (a game of each is started),
        /// comma-separated: one of each family, say.
        #[arg(long, value_delimiter = ',')]
        variants: Vec<String>,
    },
    /// Concurrent players' move throughput and latency, with page reads alongside.
    Moves(MovesOptions),
    /// A bare axum + sqlx two-statement transaction handler, in this process.
    Baseline {
        #[arg(long, default_value_t = 16)]
        players: usize,
        #[arg(long, default_value_t = 20)]
        seconds: u64,
    },
    /// `baseline`, then `moves`, in one run, and the ratio of their rates.
    Compare(MovesOptions),
    /// Server memory for N idle live-update streams, and how fast a move reaches them.
    Streams {
        #[arg(long)]
        base_url: String,
        /// The server's process id, whose memory is read from /proc.
        #[arg(long)]
        pid: u32,
        #[arg(long, default_value_t = 1000)]
        streams: usize,
        /// Games the streams are spread over.
        #[arg(long, default_value_t = 10)]
        games: usize,
        #[arg(long)]
        prefix: Option<String>,
    },
    /// `GET /` answer times while one address asks for many live-update streams.
    StreamFlood {
        #[arg(long)]
        base_url: String,
        #[arg(long, default_value_t = 2000)]
        streams: usize,
        /// How many times `GET /` is timed before and with the streams held.
        #[arg(long, default_value_t = 200)]
        reads: usize,
        /// How long `GET /` is timed while the refused streams are asked for again.
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// Connections that send nothing, held from the streams' address at the end.
        #[arg(long, default_value_t = 2000)]
        idle: usize,
        /// The address the timed `GET /` comes from (a visitor's, not the streams').
        #[arg(long, default_value = "127.0.0.2")]
        visitor_address: std::net::IpAddr,
        #[arg(long)]
        prefix: Option<String>,
    },
    /// Fills a database with players, finished rated games, their ratings and open seeks
    /// (the server's own migrations and rating rule), for measuring profiles,
    /// leaderboards, the lobby and `ratings recompute` at scale.
    SeedRatings(seed::Args),
    /// Answer times of GET requests for one address (a page at scale).
    Get {
        #[arg(long, default_value = "http://127.0.0.1:8089")]
        base_url: String,
        /// The path, such as `/players/sd1`.
        #[arg(long)]
        path: String,
        #[arg(long, default_value_t = 200)]
        reads: usize,
    },
    /// The game page's 304 answer and full render against a bare point read.
    Refresh {
        #[arg(long)]
        base_url: String,
        #[arg(long, default_value_t = 16)]
        clients: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// Split each measurement into this many slices, the measurements taking turns,
        /// so that a machine whose speed drifts during the run slows them alike.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100))]
        rounds: u32,
        #[arg(long)]
        prefix: Option<String>,
    },
}

#[derive(clap::Args)]
struct MovesOptions {
    #[arg(long)]
    base_url: String,
    /// Moves in flight at once: one game per player, both seats driven by the tool.
    #[arg(long, default_value_t = 16)]
    players: usize,
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Tasks reading game pages and "My games" alongside.
    #[arg(long, default_value_t = 4)]
    readers: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value = "chess")]
    variant: String,
    #[arg(long)]
    prefix: Option<String>,
    /// The server's mail folder (its `--mail-dir`, on this machine): the players confirm
    /// their addresses from it, so every move queues a mail, and the run reports how
    /// fast the outbox sent them.
    #[arg(long)]
    mail_dir: Option<PathBuf>,
}

impl MovesOptions {
    fn args(self) -> moves::Args {
        moves::Args {
            base_url: self.base_url,
            players: self.players,
            seconds: self.seconds,
            readers: self.readers,
            seed: self.seed,
            variant: self.variant,
            prefix: self.prefix,
            mail_dir: self.mail_dir,
        }
    }
}

/// The targets for the real server against the bare handler.
const TARGET_RATIO: f64 = 0.8;
const TARGET_P99: Duration = Duration::from_millis(50);

#[tokio::main]
async fn main() -> ExitCode {
    match run(Cli::parse().command).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pigeonpost-load: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(command: Command) -> Result<(), LoadError> {
    match command {
        Command::RecordTandem84 { seed, turns, out } => {
            let text = record::record(seed, turns)?;
            match out {
                Some(path) => std::fs::write(path, text)?,
                None => print!("{text}"),
            }
        }
        Command::LongGame {
            base_url,
            games,
            turns,
            recording,
            prefix,
        } => {
            let args = long_game::Args {
                base_url,
                games,
                turns,
                recording,
                prefix,
            };
            long_game::run(args).await?;
        }
        Command::GamePage {
            base_url,
            reads,
            prefix,
            variants,
        } => {
            let args = game_page::Args {
                base_url,
                reads,
                prefix,
            };
            match variants.is_empty() {
                true => game_page::run(args).await?,
                false => game_page::starts(args, &variants).await?,
            }
        }
        Command::Moves(options) => {
            let args = options.args();
            let prepared = moves::prepare(&args).await?;
            moves::measure(prepared, args.seconds, args.seed)
                .await?
                .print();
        }
        Command::SeedRatings(args) => seed::run(args).await?,
        Command::Get {
            base_url,
            path,
            reads,
        } => seed::time_gets(&base_url, &path, reads).await?,
        Command::Baseline { players, seconds } => {
            baseline::measure(players, seconds).await?.print();
        }
        Command::Compare(options) => compare(options.args()).await?,
        Command::Streams {
            base_url,
            pid,
            streams,
            games,
            prefix,
        } => {
            streams::run(streams::Args {
                base_url,
                pid,
                streams,
                games,
                prefix,
            })
            .await?
        }
        Command::StreamFlood {
            base_url,
            streams,
            reads,
            seconds,
            idle,
            visitor_address,
            prefix,
        } => {
            stream_flood::run(stream_flood::Args {
                base_url,
                streams,
                reads,
                seconds,
                idle,
                visitor: visitor_address,
                prefix,
            })
            .await?
        }
        Command::Refresh {
            base_url,
            clients,
            seconds,
            rounds,
            prefix,
        } => {
            refresh::run(refresh::Args {
                base_url,
                clients,
                seconds,
                rounds,
                prefix,
            })
            .await?
        }
    }
    Ok(())
}

/// Both measurements in one run, so they see the same machine in the same state.
async fn compare(args: moves::Args) -> Result<(), LoadError> {
    let prepared = moves::prepare(&args).await?;
    let bare = baseline::measure(args.players, args.seconds).await?;
    let real = moves::measure(prepared, args.seconds, args.seed).await?;
    bare.print();
    real.print();
    let bare_rate = bare.commits.rate(bare.elapsed);
    let real_rate = real.moves.rate(real.elapsed);
    let ratio = real_rate / bare_rate.max(1e-9);
    let p99 = real.moves.summary().p99;
    println!(
        "compare: {real_rate:.1} moves/s against {bare_rate:.1} bare commits/s = {ratio:.2} (target >= {TARGET_RATIO}); move p99 {} ms (target < {} ms): target {}",
        stats::ms(p99),
        TARGET_P99.as_millis(),
        if ratio >= TARGET_RATIO && p99 < TARGET_P99 {
            "met"
        } else {
            "not met"
        }
    );
    Ok(())
}
