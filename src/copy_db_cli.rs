//! `pigeonpost copy-db --from URL --to URL`: moves an installation between databases
//! (a SQLite file to PostgreSQL when one machine is no longer enough, or back). Both are
//! brought to this version's schema, the target must be fresh, every table is copied in
//! one transaction, and the copy is checked: the same rows in every table, and every game
//! replayed by the rules (as `pigeonpost verify` does).

use crate::server;
use crate::storage::{self, DatabaseUrl, copy};
use clap::Args;
use std::fmt::Write;

#[derive(Args, Debug, Clone)]
pub struct CopyDbArgs {
    /// The database to copy from: a SQLite file (path or `sqlite:` URL) or a
    /// `postgres://` URL. Stop the servers using it first, or rows written after the
    /// copy began are left behind.
    #[arg(long)]
    pub from: DatabaseUrl,

    /// The database to copy into, created (SQLite) or migrated if needed; it must hold
    /// no data yet.
    #[arg(long)]
    pub to: DatabaseUrl,
}

/// An error of the database at `url`, said with the database (without its password).
fn at(url: &DatabaseUrl) -> impl Fn(storage::StorageError) -> String + '_ {
    move |e| format!("{url}: {e}")
}

/// Copies and checks; the report to print, or why nothing was copied or the copy
/// disagrees.
pub async fn run(args: &CopyDbArgs) -> Result<String, String> {
    if let Some(path) = args.from.sqlite_path()
        && !path.is_file()
    {
        return Err(format!("no database at {}", path.display()));
    }
    if args.from == args.to {
        return Err("--from and --to name the same database".into());
    }
    let from = storage::open(&args.from).await.map_err(at(&args.from))?;
    let to = storage::open(&args.to).await.map_err(at(&args.to))?;
    let mut source = from
        .pool
        .acquire()
        .await
        .map_err(|e| at(&args.from)(e.into()))?;
    let mut target = to
        .pool
        .acquire()
        .await
        .map_err(|e| at(&args.to)(e.into()))?;

    let before = copy::counts(&mut target).await.map_err(at(&args.to))?;
    if !copy::is_fresh(&before) {
        let held: Vec<String> = before
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(t, n)| format!("{t} ({n})"))
            .collect();
        return Err(format!(
            "{} already holds data: {}; copy-db only copies into an empty database",
            args.to,
            held.join(", ")
        ));
    }
    let copied = copy::copy_all(&mut source, &mut target)
        .await
        .map_err(|e| format!("copying {} to {}: {e}", args.from, args.to))?;
    let after = copy::counts(&mut target).await.map_err(at(&args.to))?;
    drop((source, target));

    let mut out = String::new();
    let mut differ = Vec::new();
    for (table, n) in &copied {
        let there = after.get(table).copied().unwrap_or(0);
        let _ = writeln!(out, "{table}: {n} rows copied, {there} in the target");
        if there != *n {
            differ.push(table.as_str());
        }
    }
    storage::maintenance::close_and_checkpoint(from).await.ok();
    storage::maintenance::close_and_checkpoint(to).await.ok();
    if !differ.is_empty() {
        return Err(format!("{out}row counts differ in: {}", differ.join(", ")));
    }
    let checks = server::verify(&args.to).await.map_err(|e| e.to_string())?;
    let bad: Vec<String> = checks
        .iter()
        .filter(|c| !c.problems.is_empty())
        .map(|c| format!("game {}: {}", c.game_id, c.problems.join("; ")))
        .collect();
    if !bad.is_empty() {
        return Err(format!(
            "{out}games that disagree in the copy:\n{}",
            bad.join("\n")
        ));
    }
    let rows: i64 = copied.values().sum();
    let _ = writeln!(
        out,
        "copied {rows} rows of {} tables from {} to {}; {} games replayed and agree",
        copied.len(),
        args.from,
        args.to,
        checks.len()
    );
    Ok(out)
}
