//! A player's profile: ratings per pool with their history, the games being played, the
//! archive of finished games (filtered, a page at a time), the viewer's record against
//! them, their published variants and when they joined. What a viewer may not watch (a
//! private game of others) is left out everywhere.

use super::{Players, pool_name};
use crate::app::rules::ratings::PlayerRating;
use crate::app::rules::record::GameRecord;
use crate::app::rules::rulebook;
use crate::app::{AppError, User};
use crate::calendar::parse_day;
use crate::storage::{self, profiles::ArchiveFilter};
use pigeonpost_i18n::Said;

/// Games an archive page shows.
pub const PAGE_SIZE: i64 = 50;
/// Points a rating chart draws at most (the history is read every so many games, its
/// last kept).
pub const CHART_POINTS: usize = 120;

/// The archive's filters as a visitor writes them in the address (empty: any).
#[derive(Debug, Clone, Default)]
pub struct ArchiveQuery {
    pub variant: String,
    pub result: String,
    pub colour: String,
    pub opponent: String,
    /// "rated" or "casual".
    pub rated: String,
    /// Days written "2026-03-01", both included.
    pub from: String,
    pub until: String,
    /// From 1.
    pub page: i64,
}

impl ArchiveQuery {
    /// The filter it asks for, or what is wrong with it.
    fn filter(&self) -> Result<ArchiveFilter<'_>, AppError> {
        // The words allowed are the form's own values, which stay as the form sends them.
        let one_of = |field: &str, refused: &'static str, allowed: &[&str]| match field.is_empty()
            || allowed.contains(&field)
        {
            true => Ok(()),
            false => Err(AppError::Invalid(Said::with(
                refused,
                [("allowed", allowed.join(", ").into())],
            ))),
        };
        one_of(
            &self.result,
            "refused-archive-result",
            &["won", "lost", "drawn"],
        )?;
        one_of(&self.colour, "refused-archive-colour", &["white", "black"])?;
        one_of(&self.rated, "refused-archive-rated", &["rated", "casual"])?;
        let day = |field: &str, refused: &'static str| match field.trim() {
            "" => Ok(None),
            text => parse_day(text)
                .map(Some)
                .ok_or_else(|| AppError::Invalid(Said::new(refused))),
        };
        let from = day(&self.from, "refused-archive-from")?;
        let until = day(&self.until, "refused-archive-until")?.map(|d| d + crate::calendar::DAY);
        if self.page < 1 {
            return Err(AppError::Invalid(Said::new("refused-archive-page")));
        }
        Ok(ArchiveFilter {
            variant: self.variant.trim(),
            result: &self.result,
            colour: &self.colour,
            opponent: self.opponent.trim(),
            rated: match self.rated.as_str() {
                "rated" => Some(true),
                "casual" => Some(false),
                _ => None,
            },
            from,
            until,
        })
    }
}

/// One point of a rating's history: after game `game_id`, against `opponent`.
#[derive(Debug, Clone)]
pub struct HistoryPoint {
    pub at: i64,
    pub rating: f64,
    pub deviation: f64,
    pub game_id: i64,
    pub opponent: String,
    pub score: f64,
}

/// A player's rating in one pool, with its history (sampled for a chart).
#[derive(Debug, Clone)]
pub struct PoolRating {
    pub pool: String,
    pub variant_name: String,
    pub rating: PlayerRating,
    pub history: Vec<HistoryPoint>,
}

/// A page of the archive.
pub struct ArchivePage {
    pub games: Vec<GameRecord>,
    pub page: i64,
    /// Older games follow on the next page.
    pub more: bool,
}

pub struct Profile {
    pub name: String,
    pub member_since: i64,
    pub ratings: Vec<PoolRating>,
    pub playing: Vec<GameRecord>,
    pub archive: ArchivePage,
    /// The viewer's wins, draws and losses against this player (none for a visitor or
    /// the player themself).
    pub head_to_head: Option<(i64, i64, i64)>,
    /// Published variants, as (key, name).
    pub variants: Vec<(String, String)>,
    pub is_viewer: bool,
}

/// Every pool `id` is rated in, with its history sampled for a chart.
async fn ratings_of(conn: &mut storage::Conn, id: i64) -> Result<Vec<PoolRating>, AppError> {
    let mut ratings = Vec::new();
    for pool in storage::ratings::of_player(conn, id).await? {
        let games = pool.standing.games;
        let step = (games + CHART_POINTS as i64 - 1) / CHART_POINTS as i64;
        let history: Vec<HistoryPoint> =
            storage::ratings::history(conn, id, &pool.pool, step, games)
                .await?
                .into_iter()
                .map(|c| HistoryPoint {
                    at: c.at,
                    rating: c.after.rating,
                    deviation: c.after.deviation,
                    game_id: c.game_id,
                    opponent: c.opponent,
                    score: c.score,
                })
                .collect();
        ratings.push(PoolRating {
            variant_name: pool_name(&pool.pool),
            rating: PlayerRating::from(pool.standing),
            history,
            pool: pool.pool,
        });
    }
    Ok(ratings)
}

impl Players<'_> {
    /// The profile of the player called `name`, as `viewer` sees it, with the archive
    /// page `query` asks for. A deleted player has none.
    pub async fn profile(
        &self,
        name: &str,
        viewer: Option<&User>,
        query: &ArchiveQuery,
    ) -> Result<Profile, AppError> {
        let filter = query.filter()?;
        let mut conn = self.conn().await?;
        let (id, name, member_since) = storage::profiles::player(&mut conn, name)
            .await?
            .ok_or_else(|| AppError::NotFound(crate::app::missing::player(name)))?;
        let viewer_id = viewer.map(|u| u.id).unwrap_or(0);
        // One more than a page: whether an older page follows, without counting them all.
        let mut rows = storage::profiles::archive(
            &mut conn,
            id,
            viewer_id,
            &filter,
            PAGE_SIZE + 1,
            (query.page - 1) * PAGE_SIZE,
        )
        .await?;
        if rows.is_empty() && query.page > 1 {
            return Err(AppError::NotFound(crate::app::missing::games_page(
                query.page, &name,
            )));
        }
        let more = rows.len() as i64 > PAGE_SIZE;
        rows.truncate(PAGE_SIZE as usize);
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(rulebook::record(&mut conn, row).await?);
        }
        let mut playing = Vec::new();
        for row in storage::games::active_for_user(&mut conn, id).await? {
            let game = rulebook::record(&mut conn, row).await?;
            if game.may_watch(viewer).is_ok() {
                playing.push(game);
            }
        }
        let ratings = ratings_of(&mut conn, id).await?;
        let head_to_head = match viewer {
            Some(v) if v.id != id => {
                Some(storage::profiles::head_to_head(&mut conn, v.id, id).await?)
            }
            _ => None,
        };
        let variants = storage::player_variants::of_owner(&mut conn, id)
            .await?
            .into_iter()
            .filter(|v| v.published == 1)
            .map(|v| (format!("{}/{}", v.owner_name, v.slug), v.name))
            .collect();
        Ok(Profile {
            is_viewer: viewer_id == id,
            name,
            member_since,
            ratings,
            playing,
            archive: ArchivePage {
                games,
                page: query.page,
                more,
            },
            head_to_head,
            variants,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archive_filters_are_checked() {
        let q = |f: fn(&mut ArchiveQuery)| {
            let mut q = ArchiveQuery {
                page: 1,
                ..Default::default()
            };
            f(&mut q);
            q.filter().map(|_| ())
        };
        assert!(q(|_| {}).is_ok());
        assert!(q(|q| q.result = "won".into()).is_ok());
        assert!(q(|q| q.result = "maybe".into()).is_err());
        assert!(q(|q| q.from = "2026-02-30".into()).is_err());
        assert!(q(|q| q.page = 0).is_err());
    }
}
