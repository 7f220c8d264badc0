//! PGN out: a game, or a player's whole archive, as a file to download (the text is
//! `rules::pgn`'s).

use super::Desk;
use crate::app::desk::published_analyses;
use crate::app::rules::pgn::{played, write};
use crate::app::rules::record::Game;
use crate::app::rules::rulebook;
use crate::app::{AppError, User};
use crate::storage;

/// A PGN file to download.
#[derive(Debug)]
pub struct PgnFile {
    pub filename: String,
    pub text: String,
}

impl Desk<'_> {
    /// Game `game_id` as PGN, for whoever may look at its page (`GameRecord::may_watch`).
    pub async fn game_pgn(&self, viewer: Option<&User>, game_id: i64) -> Result<PgnFile, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, game_id).await?;
        game.may_watch(viewer)?;
        if !played(game.status()) {
            return Err(AppError::NotFound(crate::app::missing::game_not_started(
                game_id,
            )));
        }
        let moves = storage::moves::moves(&mut conn, game_id).await?;
        let published = published_analyses(&mut conn, game_id).await?;
        drop(conn);
        let url = self.url(&format!("/games/{game_id}"));
        Ok(PgnFile {
            filename: format!("pigeonpost-{game_id}.pgn"),
            text: write(&game, &moves, &url, &published),
        })
    }

    /// Every game `user` has played or is playing, oldest first, as one PGN file.
    pub async fn archive_pgn(&self, user: &User) -> Result<PgnFile, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::games::all_for_user(&mut conn, user.id).await?;
        let mut text = String::new();
        for row in rows.into_iter().map(Game::from) {
            if row.color_of(user.id).is_none() || !played(row.status) {
                continue;
            }
            let game = rulebook::record(&mut conn, row).await?;
            let moves = storage::moves::moves(&mut conn, game.id()).await?;
            let published = published_analyses(&mut conn, game.id()).await?;
            let url = self.url(&format!("/games/{}", game.id()));
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&write(&game, &moves, &url, &published));
        }
        Ok(PgnFile {
            filename: format!("pigeonpost-{}.pgn", user.username),
            text,
        })
    }
}
