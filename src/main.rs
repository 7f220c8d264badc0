use clap::{Parser, Subcommand};
use pigeonpost::perft_cli::{self, PerftArgs};
use std::process::ExitCode;

/// Pigeonpost: a correspondence server for chess variants.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the leaf nodes of the legal-turn tree (move generator test).
    Perft(PerftArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Perft(args)) => match perft_cli::run(&args) {
            Ok(out) => {
                print!("{out}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        None => {
            eprintln!("the server is not built yet; try `pigeonpost perft chess 3`");
            ExitCode::from(2)
        }
    }
}
