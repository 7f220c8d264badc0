//! The `pigeonpost` binary: with no subcommand it serves; other subcommands sit beside it.

use clap::{Parser, Subcommand};
use pigeonpost::backup_cli::{self, BackupArgs};
use pigeonpost::config::ServeConfig;
use pigeonpost::copy_db_cli::{self, CopyDbArgs};
use pigeonpost::definition_cli::{self, DefinitionCommand};
use pigeonpost::perft_cli::{self, PerftArgs};
use pigeonpost::ratings_cli::{self, RatingsCommand};
use pigeonpost::receive_mail_cli::{self, ReceiveMailArgs};
use pigeonpost::verify_cli::{self, VerifyArgs};
use std::process::ExitCode;

// glibc's malloc was a fifth of the server's CPU under load: rows are built on sqlx's
// SQLite threads and freed on the runtime's, and pages allocate many small strings.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Pigeonpost: a correspondence server for chess variants.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    /// Server settings, used when no subcommand is given.
    #[command(flatten)]
    serve: ServeConfig,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server (the default).
    Serve(Box<ServeConfig>),
    /// Count the leaf nodes of the legal-turn tree (move generator test).
    Perft(PerftArgs),
    /// Replay every stored game and check its stored positions and result (exit status
    /// 1 on any disagreement).
    Verify(VerifyArgs),
    /// Write a consistent copy of the database to FILE while the server runs (copying
    /// the .db file alone is not a backup: recent changes may still be in its -wal).
    Backup(BackupArgs),
    /// Copy every table into another database, e.g. a SQLite file into PostgreSQL (the
    /// target must hold no data); checks row counts and replays every game in the copy.
    CopyDb(CopyDbArgs),
    /// Play one reply to a move mail, read from standard input as a mail server pipes
    /// it (see the README), and answer it by mail.
    ReceiveMail(ReceiveMailArgs),
    /// Variant definitions in files (ours, or Fairy-Stockfish .ini sections).
    #[command(subcommand)]
    Definition(DefinitionCommand),
    /// Player ratings: `ratings recompute` rebuilds every pool from the stored results.
    #[command(subcommand)]
    Ratings(RatingsCommand),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli
        .command
        .unwrap_or_else(|| Command::Serve(Box::new(cli.serve)))
    {
        Command::Serve(config) => serve(*config),
        Command::Perft(args) => match perft_cli::run(&args) {
            Ok(out) => {
                print!("{out}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        Command::Verify(args) => verify(args),
        Command::Backup(args) => run_tool(backup_cli::run(&args)),
        Command::CopyDb(args) => run_tool(copy_db_cli::run(&args)),
        Command::ReceiveMail(args) => receive_mail(args),
        Command::Ratings(command) => {
            let Some(runtime) = runtime() else {
                return ExitCode::FAILURE;
            };
            match runtime.block_on(ratings_cli::run(&command)) {
                Ok(report) => {
                    print!("{report}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Definition(command) => match definition_cli::run(&command) {
            Ok(out) => {
                print!("{out}");
                ExitCode::SUCCESS
            }
            Err(problems) => {
                for p in problems {
                    eprintln!("{p}");
                }
                ExitCode::from(1)
            }
        },
    }
}

fn runtime() -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Runtime::new() {
        Ok(rt) => Some(rt),
        Err(e) => {
            eprintln!("pigeonpost: cannot start the async runtime: {e}");
            None
        }
    }
}

/// Runs a tool's report to completion: printed on success, else the error, exit 2.
fn run_tool(work: impl std::future::Future<Output = Result<String, String>>) -> ExitCode {
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    match runtime.block_on(work) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn verify(args: VerifyArgs) -> ExitCode {
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    match runtime.block_on(verify_cli::run(&args)) {
        Ok((report, agree)) => {
            print!("{report}");
            if agree {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads the message on standard input and hands it over; the status is for the mail
/// server (see `receive_mail_cli`), the line goes to its log.
fn receive_mail(args: ReceiveMailArgs) -> ExitCode {
    use std::io::Read;
    let mut raw = Vec::new();
    let read = std::io::stdin()
        .take(receive_mail_cli::MAX_MESSAGE_BYTES)
        .read_to_end(&mut raw);
    if let Err(e) = read {
        eprintln!("pigeonpost receive-mail: cannot read the message: {e}");
        return ExitCode::from(receive_mail_cli::EX_TEMPFAIL);
    }
    let Some(runtime) = runtime() else {
        return ExitCode::from(receive_mail_cli::EX_TEMPFAIL);
    };
    let (code, line) = runtime.block_on(receive_mail_cli::run(&args, &raw));
    eprintln!("pigeonpost receive-mail: {line}");
    ExitCode::from(code)
}

fn serve(config: ServeConfig) -> ExitCode {
    let log = pigeonpost::log::init(config.log_format);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("pigeonpost: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let served = runtime.block_on(pigeonpost::server::run(config));
    // The log's last lines (the runtime's tasks among them) before the last word. Work
    // on a blocking thread that has not yet seen the stop is not waited for: a stop
    // ends within seconds whatever runs (dropping the runtime would wait for it all).
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    drop(log);
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pigeonpost: {e}");
            ExitCode::FAILURE
        }
    }
}
