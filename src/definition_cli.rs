//! Variants defined in a file, for the command line: our TOML format, or a section of a
//! Fairy-Stockfish `variants.ini` (imported). `pigeonpost definition check FILE` and
//! `pigeonpost perft VARIANT DEPTH --definition FILE` read files through here.

use clap::{Args, Subcommand};
use pigeonpost_engine::{Catalogue, Variant, fairy};
use std::path::Path;
use std::sync::Arc;

#[derive(Subcommand, Debug, Clone)]
pub enum DefinitionCommand {
    /// Check a definition file: print every problem (and exit 1), or a summary of each
    /// variant it defines.
    Check(CheckArgs),
}

#[derive(Args, Debug, Clone)]
pub struct CheckArgs {
    /// A definition in our TOML format, or a Fairy-Stockfish .ini file (every section).
    pub file: std::path::PathBuf,
}

/// Whether a path names a Fairy-Stockfish ini file rather than one of our definitions.
fn is_ini(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ini"))
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The variant `key` defined in `path` (for an ini file, the section of that name).
pub fn load(path: &Path, key: &str) -> Result<Arc<Variant>, Vec<String>> {
    let text = read(path).map_err(|e| vec![e])?;
    let file = path.display().to_string();
    Catalogue::builtin()
        .load_file_text(&file, &text, key, is_ini(path))
        .map(Arc::new)
}

fn problems(e: pigeonpost_engine::DefinitionError) -> Vec<String> {
    e.problems
        .iter()
        .map(|p| format!("{}: {p}", e.file))
        .collect()
}

/// Runs a `definition` subcommand: what to print, or every problem found.
pub fn run(command: &DefinitionCommand) -> Result<String, Vec<String>> {
    match command {
        DefinitionCommand::Check(args) => check(&args.file),
    }
}

fn check(path: &Path) -> Result<String, Vec<String>> {
    let text = read(path).map_err(|e| vec![e])?;
    let file = path.display().to_string();
    let keys = if is_ini(path) {
        fairy::sections(&text)
    } else {
        let catalogue = Catalogue::builtin();
        let def = catalogue
            .parse(&file, &text)
            .map_err(|e| placed(&file, &text, problems(e)))?;
        vec![def.key().unwrap_or_default().to_string()]
    };
    let mut out = String::new();
    let mut all = Vec::new();
    for key in keys {
        match load(path, &key) {
            Ok(v) => out.push_str(&summary(&v)),
            // An ini file's problems carry their line already (`file:12: ...`).
            Err(p) if is_ini(path) => all.extend(p),
            Err(p) => all.extend(placed(&file, &text, p)),
        }
    }
    if all.is_empty() { Ok(out) } else { Err(all) }
}

/// Each of `problems` (`file: what`) as `file:line:column: what` where the definition's
/// text tells its place, as compilers write it.
fn placed(file: &str, text: &str, problems: Vec<String>) -> Vec<String> {
    let prefix = format!("{file}: ");
    problems
        .into_iter()
        .map(|p| {
            let what = p.strip_prefix(&prefix).unwrap_or(&p);
            match pigeonpost_engine::locate(text, what) {
                Some(at) => format!("{file}:{}:{}: {what}", at.line, at.column),
                None => p.clone(),
            }
        })
        .collect()
}

fn summary(v: &Variant) -> String {
    use std::fmt::Write;
    let g = v.geometry();
    let mut out = String::new();
    let _ = writeln!(out, "{} ({})", v.key(), v.name());
    let boards = g.boards().len();
    let holes = g.holes().count();
    let _ = writeln!(
        out,
        "  board: {} files x {} ranks, {boards} board(s), {holes} hole(s)",
        g.width(),
        g.height()
    );
    for p in v.pieces() {
        let _ = writeln!(out, "  piece {}: {}, {}", p.label, p.name, p.betza);
    }
    let _ = writeln!(out, "  hash: {}", v.definition_hash());
    out
}
