//! Watching: the games being played now and those finished lately, for anyone to open
//! (every game's page is public), filtered by variant and by player.

use super::Play;
use crate::app::AppError;
use crate::app::rules::record::GameRecord;
use crate::storage;
use pigeonpost_i18n::Said;

/// Games of each list on the watch page.
const LISTED: i64 = 50;
/// How far back the finished games go.
const FINISHED_DAYS: i64 = 14;

/// What the watch page lists.
pub struct Watched {
    pub playing: Vec<GameRecord>,
    pub finished: Vec<GameRecord>,
}

impl Play<'_> {
    /// The games being played now and those finished in the last two weeks, most recently
    /// changed first, of `variant` and with `player` seated where given (empty: any).
    pub async fn games_to_watch(&self, variant: &str, player: &str) -> Result<Watched, AppError> {
        let (variant, player) = (variant.trim(), player.trim());
        if variant.len() > 100 || player.len() > 100 {
            return Err(AppError::Invalid(Said::new(
                "refused-filter-at-most-characters",
            )));
        }
        if variant.chars().chain(player.chars()).any(char::is_control) {
            return Err(AppError::Invalid(Said::new(
                "refused-filter-plain-text-may-not",
            )));
        }
        let since = self.clock.now() - FINISHED_DAYS * 86_400;
        let mut conn = self.conn().await?;
        let mut lists = [Vec::new(), Vec::new()];
        for (list, (status, since)) in lists.iter_mut().zip([("active", 0), ("finished", since)]) {
            let rows =
                storage::games::to_watch(&mut conn, status, variant, player, since, LISTED).await?;
            for row in rows {
                list.push(crate::app::rules::rulebook::record(&mut conn, row).await?);
            }
        }
        let [playing, finished] = lists;
        Ok(Watched { playing, finished })
    }
}
