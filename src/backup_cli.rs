//! `pigeonpost backup FILE [--database PATH]`: a consistent copy of the database, taken
//! while the server runs. Copying `pigeonpost.db` alone is not a backup: in WAL mode the
//! latest moves may still be only in `pigeonpost.db-wal`. The copy is one self-contained
//! file, checked by SQLite before the command reports success.

use crate::storage::{self, maintenance};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug, Clone)]
pub struct BackupArgs {
    /// Where to write the copy; it must not exist yet (a backup never overwrites).
    pub file: PathBuf,

    /// SQLite database file to copy (left as it is: not migrated).
    #[arg(long, env = "PIGEONPOST_DATABASE", default_value = "./pigeonpost.db")]
    pub database: PathBuf,
}

/// Writes the copy and checks it; returns the line to print.
pub async fn run(args: &BackupArgs) -> Result<String, String> {
    if !args.database.is_file() {
        return Err(format!("no database at {}", args.database.display()));
    }
    if args.file.exists() {
        return Err(format!(
            "{} already exists; a backup never overwrites a file",
            args.file.display()
        ));
    }
    let target = args
        .file
        .to_str()
        .ok_or_else(|| format!("{}: the path is not UTF-8", args.file.display()))?;
    let shown = |e: storage::StorageError| format!("{}: {e}", args.database.display());
    let live = storage::open_existing(&args.database)
        .await
        .map_err(shown)?;
    let copied = async {
        let mut conn = live.acquire().await?;
        maintenance::backup_into(&mut conn, target).await
    }
    .await;
    live.close().await;
    copied.map_err(|e| format!("copying to {target}: {e}"))?;

    let copy = storage::open_existing(&args.file)
        .await
        .map_err(|e| format!("{target}: {e}"))?;
    let checked = async {
        let mut conn = copy.acquire().await?;
        maintenance::integrity_check(&mut conn).await
    }
    .await;
    copy.close().await;
    let problems = checked.map_err(|e| format!("checking {target}: {e}"))?;
    if problems != ["ok"] {
        return Err(format!(
            "the copy {target} is damaged: {}",
            problems.join("; ")
        ));
    }
    let bytes = std::fs::metadata(&args.file).map(|m| m.len()).unwrap_or(0);
    Ok(format!(
        "backed up {} to {target} ({bytes} bytes, integrity ok)\n",
        args.database.display()
    ))
}
