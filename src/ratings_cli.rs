//! `pigeonpost ratings recompute [--database PATH]`: rebuilds every rating pool from the
//! stored results, replaying each rated game in the order it was applied. The ratings are
//! reproducible, so on a database nobody edited by hand it changes nothing, and says so.

use crate::server;
use crate::storage::DatabaseUrl;
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug, Clone)]
pub enum RatingsCommand {
    /// Rebuild every pool from the stored results and say how many stored changes the
    /// replay gave otherwise (0: the stored ratings are exactly the rule's).
    Recompute(RecomputeArgs),
}

#[derive(Args, Debug, Clone)]
pub struct RecomputeArgs {
    /// The database, a SQLite file or a `postgres://` URL (migrated first, as the server
    /// would).
    #[arg(long, env = "PIGEONPOST_DATABASE", default_value = "./pigeonpost.db")]
    pub database: DatabaseUrl,
}

/// The report to print.
pub async fn run(command: &RatingsCommand) -> Result<String, String> {
    let RatingsCommand::Recompute(args) = command;
    if let Some(path) = args.database.sqlite_path()
        && !path.exists()
    {
        return Err(format!("no database at {}", path.display()));
    }
    let done = server::recompute_ratings(&args.database)
        .await
        .map_err(|e| e.to_string())?;
    Ok(format!(
        "{} rated games replayed for {} players; {} stored changes differed from the replay{}\n",
        done.games,
        done.players,
        done.changed,
        if done.changed == 0 {
            ""
        } else {
            " and were rewritten"
        }
    ))
}
