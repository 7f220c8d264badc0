//! A pool's leaderboard: its established players (deviation under the provisional
//! threshold) who played lately, best first, and how well the pool's ratings predicted
//! its results.

use super::{Players, pool_name};
use crate::app::AppError;
use crate::app::rules::ratings::{PROVISIONAL_DEVIATION, PlayerRating};
use crate::storage;

/// Places a leaderboard shows.
pub const LEADERBOARD_SIZE: i64 = 100;
/// Days within which a player must have finished a rated game to be listed: a
/// correspondence game can take months, so half a year.
pub const ACTIVE_DAYS: i64 = 180;

pub struct Leaderboard {
    pub pool: String,
    pub variant_name: String,
    /// Name and standing, best first.
    pub leaders: Vec<(String, PlayerRating)>,
    /// Rated results in the pool, and the mean squared difference between the score
    /// the ratings expected and the one made (a Brier score: 0 foretells every result,
    /// 0.25 is a coin's guess), if any.
    pub results: i64,
    pub brier: Option<f64>,
}

impl Players<'_> {
    /// The leaderboard of pool `pool` (a variant's key).
    pub async fn leaderboard(&self, pool: &str) -> Result<Leaderboard, AppError> {
        let mut conn = self.conn().await?;
        let exists = match pool.split_once('/') {
            None => pigeonpost_engine::registry::get(pool).is_some(),
            Some((owner, slug)) => storage::player_variants::current_hash(&mut conn, owner, slug)
                .await?
                .is_some(),
        };
        if !exists {
            return Err(AppError::NotFound(crate::app::missing::variant(pool)));
        }
        let since = self.clock.now() - ACTIVE_DAYS * crate::calendar::DAY;
        let leaders = storage::ratings::leaderboard(
            &mut conn,
            pool,
            PROVISIONAL_DEVIATION,
            since,
            LEADERBOARD_SIZE,
        )
        .await?;
        let (results, error) = storage::ratings::prediction_error(&mut conn, pool).await?;
        Ok(Leaderboard {
            pool: pool.to_string(),
            variant_name: pool_name(pool),
            leaders: leaders
                .into_iter()
                .map(|l| (l.name, PlayerRating::from(l.standing)))
                .collect(),
            results,
            brier: (results > 0).then(|| error / results as f64),
        })
    }
}
