//! `pigeonpost verify [--database PATH]`: replays every stored game and says, per game,
//! whether the stored positions and result agree with the rules. Operators run it after
//! an upgrade or a restore; the exit status is non-zero on any disagreement.

use crate::server;
use crate::storage::DatabaseUrl;
use clap::Args;
use std::fmt::Write;

#[derive(Args, Debug, Clone)]
pub struct VerifyArgs {
    /// The database to check, a SQLite file or a `postgres://` URL (migrated first, as
    /// the server would).
    #[arg(long, env = "PIGEONPOST_DATABASE", default_value = "./pigeonpost.db")]
    pub database: DatabaseUrl,
}

/// The report to print and whether every game agreed.
pub async fn run(args: &VerifyArgs) -> Result<(String, bool), String> {
    if let Some(path) = args.database.sqlite_path()
        && !path.exists()
    {
        return Err(format!("no database at {}", path.display()));
    }
    let checks = server::verify(&args.database)
        .await
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    let mut bad = 0;
    for c in &checks {
        if c.problems.is_empty() {
            let _ = writeln!(out, "game {}: ok ({} plies)", c.game_id, c.plies);
        } else {
            bad += 1;
            for p in &c.problems {
                let _ = writeln!(out, "game {}: DISAGREES: {p}", c.game_id);
            }
        }
    }
    let _ = writeln!(
        out,
        "{} games checked, {} agree, {bad} disagree",
        checks.len(),
        checks.len() - bad
    );
    Ok((out, bad == 0))
}
