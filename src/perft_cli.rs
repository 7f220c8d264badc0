//! `pigeonpost perft VARIANT DEPTH [--fen FEN] [--turn TEXT]... [--divide]`.

use crate::engine::{Game, Position, perft, registry};
use clap::Args;
use std::fmt::Write;

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
}

/// Runs perft and returns what to print, or a message for the user.
pub fn run(args: &PerftArgs) -> Result<String, String> {
    let Some(v) = registry::get(&args.variant) else {
        return Err(format!(
            "unknown variant '{}'; known: {}",
            args.variant,
            registry::keys().join(", ")
        ));
    };
    let start = match &args.fen {
        Some(f) => Position::from_fen(&v, f).map_err(|e| e.to_string())?,
        None => Position::start(&v),
    };
    let mut game = Game::from_position(start);
    for (i, t) in args.turns.iter().enumerate() {
        game.play_text(t)
            .map_err(|e| format!("--turn {} ('{t}'): {e}", i + 1))?;
    }
    let pos = game.position();
    let mut out = String::new();
    let total = if args.divide {
        let mut total = 0;
        for (text, n) in perft::divide(pos, args.depth) {
            let _ = writeln!(out, "{text}: {n}");
            total += n;
        }
        if args.depth == 0 { 1 } else { total }
    } else {
        perft::perft(pos, args.depth)
    };
    let _ = writeln!(out, "total: {total}");
    Ok(out)
}
