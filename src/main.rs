//! The `pigeonpost` binary: with no subcommand it serves; other subcommands sit beside it.

use clap::{Parser, Subcommand};
use pigeonpost::config::ServeConfig;

#[derive(Parser)]
#[command(
    name = "pigeonpost",
    version,
    about = "A correspondence server for chess variants"
)]
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
    Serve(ServeConfig),
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "pigeonpost=info,tower_http=info".into()),
        )
        .init();
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Serve(cli.serve)) {
        Command::Serve(config) => pigeonpost::server::run(config).await,
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pigeonpost: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
