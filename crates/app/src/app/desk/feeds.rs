//! Atom feeds: what a feed reader is told. A player's secret feed of the games
//! awaiting their move, and the public feed of one game's moves. This module reads and
//! decides what the entries are; the web layer writes them as XML.
//!
//! A feed address is `random_token()` (256 random bits) made on demand on the account
//! page and shown once; the database keeps only its SHA-256, as for sessions and API
//! tokens. A player holds at most one: making a new one replaces the old, and revoking
//! deletes it, after which its URL names nothing (404, as an unknown secret does).

use super::Desk;
use crate::app::rules::record::GameRecord;
use crate::app::rules::record::Move;
use crate::app::token_hash;
use crate::app::{AppError, User, missing, random_token};
use crate::storage::{self, StorageError};
use pigeonpost_engine::Color;

/// The most moves the public feed of a game carries (the newest).
pub const GAME_FEED_MOVES: i64 = 50;

/// Whether `text` has the shape of a feed secret (64 hex digits), so that anything else
/// is refused without a database read.
pub fn looks_like_secret(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// One game awaiting the feed owner's move.
pub struct AwaitingEntry {
    pub game: GameRecord,
    /// The owner's side, and the opponent's name.
    pub color: Color,
    pub opponent: String,
    /// The opponent's last move (none before the first move of the game).
    pub last_move: Option<Move>,
    /// When the turn began: the opponent's last move, or the game's start.
    pub since: i64,
}

/// The feed of the games awaiting a player's move.
pub struct AwaitingFeed {
    pub user: User,
    /// When the address was made (part of the feed's id).
    pub made_at: i64,
    /// Soonest deadline first, untimed games last.
    pub entries: Vec<AwaitingEntry>,
}

/// The public feed of one game.
pub struct GameFeed {
    pub game: GameRecord,
    /// The newest `GAME_FEED_MOVES` moves, the newest first.
    pub moves: Vec<Move>,
}

impl GameFeed {
    /// The side that made the move at `ply`: counted back from the side to move now, so
    /// that a game started with Black to move is numbered right too.
    pub fn mover(&self, ply: i64) -> Color {
        if (self.game.row.ply - ply) % 2 == 0 {
            self.game.to_move.opposite()
        } else {
            self.game.to_move
        }
    }
}

impl Desk<'_> {
    /// Makes `user` a new feed address, replacing any earlier one; the secret is in the
    /// answer and nowhere else.
    pub async fn make_feed_address(&self, user: &User) -> Result<String, AppError> {
        let secret = random_token();
        let mut tx = self.begin().await?;
        storage::feeds::replace(&mut tx, user.id, &token_hash(&secret), self.clock.now()).await?;
        tx.commit().await?;
        Ok(secret)
    }

    /// Forgets `user`'s feed address: its URL then answers "not found".
    pub async fn revoke_feed_address(&self, user: &User) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let gone = storage::feeds::delete(&mut tx, user.id).await?;
        tx.commit().await?;
        if gone {
            Ok(())
        } else {
            Err(AppError::NotFound(crate::app::missing::thing(
                crate::app::missing::Thing::FeedAddress,
            )))
        }
    }

    /// When `user`'s feed address was made, if they have one.
    pub async fn feed_address_made(&self, user: &User) -> Result<Option<i64>, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::feeds::made_at(&mut conn, user.id).await?)
    }

    /// The games awaiting the move of the owner of the feed address `secret`; an unknown
    /// or revoked secret is "not found". The games are the "my games" page's own.
    pub async fn awaiting_feed(&self, secret: &str) -> Result<AwaitingFeed, AppError> {
        let unknown = || AppError::NotFound(missing::thing(missing::Thing::Feed));
        if !looks_like_secret(secret) {
            return Err(unknown());
        }
        let owner = {
            let mut conn = self.conn().await?;
            match storage::feeds::owner(&mut conn, &token_hash(secret)).await {
                Ok(owner) => owner,
                Err(StorageError::NotFound) => return Err(unknown()),
                Err(e) => return Err(e.into()),
            }
        };
        let user = User {
            id: owner.id,
            username: owner.username,
            email: owner.email,
            locale: crate::app::Locale::stored(owner.language, owner.time_zone.as_deref()),
        };
        let entries = self.awaiting_move(&user).await?;
        Ok(AwaitingFeed {
            user,
            made_at: owner.made_at,
            entries,
        })
    }

    /// The games awaiting `user`'s move, soonest deadline first and untimed games last:
    /// the "my games" page's own, with each opponent's last move (also the daily
    /// digest's list).
    pub(crate) async fn awaiting_move(&self, user: &User) -> Result<Vec<AwaitingEntry>, AppError> {
        let mut games = self.0.play().my_games(user).await?.my_move;
        games.sort_by_key(|g| (g.row.clock.deadline.is_none(), g.row.clock.deadline));
        let mut conn = self.conn().await?;
        let mut entries = Vec::with_capacity(games.len());
        for game in games {
            let Some(color) = game.row.color_of(user.id) else {
                continue;
            };
            let last_move = storage::moves::latest(&mut conn, game.id())
                .await?
                .map(Move::from);
            entries.push(AwaitingEntry {
                since: last_move
                    .as_ref()
                    .map_or(game.row.updated_at, |m| m.created_at),
                opponent: game.name(color.opposite()).to_string(),
                color,
                last_move,
                game,
            });
        }
        Ok(entries)
    }

    /// Game `id`'s newest moves, for its feed: whoever may look at the game's page
    /// (`GameRecord::may_watch`) may read it.
    pub async fn game_feed(&self, viewer: Option<&User>, id: i64) -> Result<GameFeed, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, id).await?;
        game.may_watch(viewer)?;
        let moves = storage::moves::newest(&mut conn, id, GAME_FEED_MOVES)
            .await?
            .into_iter()
            .map(Move::from)
            .collect();
        Ok(GameFeed { game, moves })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_shape_is_a_secret() {
        assert!(looks_like_secret(&"a1".repeat(32)));
        assert!(!looks_like_secret(&"a1".repeat(31)));
        assert!(!looks_like_secret(&"g1".repeat(32)));
        assert!(!looks_like_secret(""));
    }
}
