//! `pigeonpost perft VARIANT DEPTH [--fen FEN] [--turn TEXT]... [--divide]
//! [--definition FILE]`: the command line's words for the engine's `perft::run`.

use crate::definition_cli;
use clap::Args;
use pigeonpost_engine::perft::{self, PerftRequest};

#[derive(Args, Debug, Clone)]
pub struct PerftArgs {
    /// Variant key, e.g. chess, capablanca, meteoric, tandem84.
    pub variant: String,
    /// Depth in turns.
    pub depth: u32,
    /// Start from this position instead of the variant's setup.
    #[arg(long)]
    pub fen: Option<String>,
    /// A turn to play first, in Game Courier or abbreviated notation (repeatable).
    #[arg(long = "turn")]
    pub turns: Vec<String>,
    /// Print the count below each legal turn at the root.
    #[arg(long)]
    pub divide: bool,
    /// Take VARIANT from this file (our TOML format, or a Fairy-Stockfish .ini file in
    /// which VARIANT names a section) instead of the built-in variants.
    #[arg(long)]
    pub definition: Option<std::path::PathBuf>,
}

/// Runs perft and returns what to print, or a message for the user.
pub fn run(args: &PerftArgs) -> Result<String, String> {
    let request = PerftRequest {
        variant: args.variant.clone(),
        depth: args.depth,
        fen: args.fen.clone(),
        turns: args.turns.clone(),
        divide: args.divide,
    };
    match &args.definition {
        None => perft::run(&request),
        Some(path) => {
            let v = definition_cli::load(path, &args.variant).map_err(|p| p.join("\n"))?;
            perft::run_on(&v, &request)
        }
    }
}
