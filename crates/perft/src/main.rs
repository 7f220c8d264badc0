//! `pigeonpost-perft [perft] VARIANT DEPTH [--fen FEN] [--turn TEXT]... [--divide]
//! [--definition FILE]`: the server's `perft` subcommand, built from the engine alone, so
//! that checking a variant against another engine does not wait for the web server's
//! build. Its words are the subcommand's, so scripts take either binary.

use pigeonpost_engine::Catalogue;
use pigeonpost_engine::perft::{self, PerftRequest};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: pigeonpost-perft [perft] VARIANT DEPTH [--fen FEN] \
[--turn TEXT]... [--divide] [--definition FILE]";

struct Args {
    request: PerftRequest,
    definition: Option<PathBuf>,
}

fn parse(mut words: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut positional = Vec::new();
    let mut fen = None;
    let mut turns = Vec::new();
    let mut divide = false;
    let mut definition = None;
    while let Some(word) = words.next() {
        let mut value = |flag: &str| words.next().ok_or(format!("{flag} needs a value"));
        match word.as_str() {
            "--fen" => fen = Some(value("--fen")?),
            "--turn" => turns.push(value("--turn")?),
            "--definition" => definition = Some(PathBuf::from(value("--definition")?)),
            "--divide" => divide = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
            _ => positional.push(word),
        }
    }
    if positional.first().is_some_and(|w| w == "perft") {
        positional.remove(0);
    }
    let [variant, depth] = <[String; 2]>::try_from(positional).map_err(|_| USAGE.to_string())?;
    let depth = depth
        .parse()
        .map_err(|_| format!("depth '{depth}' is not a whole number"))?;
    Ok(Args {
        request: PerftRequest {
            variant,
            depth,
            fen,
            turns,
            divide,
        },
        definition,
    })
}

fn run(args: &Args) -> Result<String, String> {
    let Some(path) = &args.definition else {
        return perft::run(&args.request);
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let variant = Catalogue::builtin()
        .load_file_text(
            &path.display().to_string(),
            &text,
            &args.request.variant,
            is_ini(path),
        )
        .map_err(|problems| problems.join("\n"))?;
    perft::run_on(&std::sync::Arc::new(variant), &args.request)
}

fn is_ini(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ini"))
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1)).and_then(|args| run(&args)) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
