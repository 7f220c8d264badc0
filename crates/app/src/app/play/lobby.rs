//! The lobby: open invitations with their terms (`seeks`), for anyone to take, and the
//! sweep that withdraws those that lapsed. Posting one is creating a game for an open
//! opponent (`invitations::create_game`), taking one is accepting it.

use super::Play;
use crate::app::AppError;
use crate::app::rules::ratings::PlayerRating;
use crate::app::rules::record::GameRecord;
use crate::storage::{self, seeks::LobbyFilter};

/// Seeks the lobby page shows at most (the newest), and the API lists at most.
pub const LOBBY_PAGE: i64 = 200;
pub const LOBBY_LIST: i64 = 1000;

/// What the lobby is filtered by (empty: any).
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub variant: String,
    /// A family's key (`Family::all`).
    pub family: String,
    /// "none", "move" or "bank" (anything else: any).
    pub time_control: String,
    pub rated: Option<bool>,
}

/// A seek as the lobby shows it.
pub struct LobbySeek {
    pub game: GameRecord,
    /// Who may accept, by rating in the variant's pool.
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub message: String,
    pub expires_at: i64,
    /// The poster's rating in the variant's pool, if they have one.
    pub poster: Option<PlayerRating>,
}

impl Play<'_> {
    /// The seeks open now that match `filter`, newest first, at most `limit`.
    pub async fn lobby(&self, filter: &Filter, limit: i64) -> Result<Vec<LobbySeek>, AppError> {
        let filter = LobbyFilter {
            variant: filter.variant.trim(),
            family: filter.family.trim(),
            time_control: match filter.time_control.as_str() {
                t @ ("none" | "move" | "bank") => t,
                _ => "",
            },
            rated: filter.rated,
        };
        let mut conn = self.conn().await?;
        let now = self.clock.now();
        let seeks = storage::seeks::open(&mut conn, &filter, now, limit).await?;
        let mut out = Vec::with_capacity(seeks.len());
        for seek in seeks {
            out.push(LobbySeek {
                game: crate::app::rules::rulebook::record(&mut conn, seek.game).await?,
                min_rating: seek.terms.min_rating,
                max_rating: seek.terms.max_rating,
                message: seek.terms.message,
                expires_at: seek.terms.expires_at,
                poster: seek.poster.map(PlayerRating::from),
            });
        }
        Ok(out)
    }

    /// The version of the open seeks now (the lobby page's, which its stream follows).
    pub async fn lobby_version(&self) -> Result<String, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::seeks::version(&mut conn, self.clock.now()).await?)
    }

    /// Withdraws the seeks that lapsed by now; how many.
    pub(crate) async fn withdraw_lapsed_seeks(&self, now: i64) -> Result<u64, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::seeks::withdraw_lapsed(&mut conn, now).await?)
    }
}
