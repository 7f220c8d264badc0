//! What a turn is decided from: the game, its repetition keys and the opponent. On
//! SQLite they are read inline (`storage::inline_reads`), without a pooled connection
//! and in one read transaction for the game and its keys; on PostgreSQL, or when an
//! inline read cannot be done, on a pooled connection.

use super::reads::Reads;
use super::record::GameRecord;
use super::rulebook;
use super::shared::current_from;
use super::{App, AppError, positions::Current};
use crate::storage::conditionals::{self, ConditionalRow};
use crate::storage::users::{self, UserRow};

impl App {
    /// Game `game_id` and the state its next turn is decided from.
    pub(crate) async fn game_to_move(
        &self,
        game_id: i64,
    ) -> Result<(GameRecord, Current), AppError> {
        if let Some(found) = self.game_to_move_inline(game_id) {
            return Ok(found);
        }
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, game_id).await?;
        let current = self.current_position(&mut conn, &game).await?;
        Ok((game, current))
    }

    /// As `game_to_move`, inline; `None` sends the caller the pooled way, which reports
    /// whatever failure is real (a game that does not exist, a corrupt row).
    fn game_to_move_inline(&self, game_id: i64) -> Option<(GameRecord, Current)> {
        let (row, keys) = self.inline(|i| i.game_and_keys(game_id))?;
        // A definition not compiled yet is read from the database, the pooled way.
        let variant = rulebook::rules_without_reading(&row).ok()??;
        let game = GameRecord::new(row, variant).ok()?;
        let current = current_from(&game, keys).ok()?;
        Some((game, current))
    }

    /// Player `id`, the opponent in game `game_id`, with their conditional lines there
    /// (oldest first; most players have none, and then only one statement is read).
    pub(crate) async fn opponent_with_lines(
        &self,
        id: i64,
        game_id: i64,
    ) -> Result<(UserRow, Vec<ConditionalRow>), AppError> {
        let mut reads = Reads::new(self, None);
        let (opponent, has_lines) = match self.inline(|i| i.user_with_lines_in(id, game_id)) {
            Some(found) => found,
            None => users::by_id_with_lines_in(reads.conn().await?, id, game_id).await?,
        };
        let lines = match has_lines {
            true => conditionals::of_player(reads.conn().await?, game_id, opponent.id).await?,
            false => Vec::new(),
        };
        Ok((opponent, lines))
    }
}
