//! What a turn is decided from: the game, its repetition keys and the opponent, read
//! through the request's `storage::reader::Reader` (which knows the quickest way).

use super::Play;
use crate::app::rules::positions::Current;
use crate::app::rules::record::GameRecord;
use crate::app::rules::rulebook::record_of;
use crate::app::rules::shared::current_from;
use crate::app::{AppError, found};
use crate::storage::conditionals::{self, ConditionalRow};
use crate::storage::users::UserRow;

impl Play<'_> {
    /// Game `game_id` and the state its next turn is decided from.
    pub(crate) async fn game_to_move(
        &self,
        game_id: i64,
    ) -> Result<(GameRecord, Current), AppError> {
        let mut reader = self.reader(None);
        let (row, keys) = found(
            reader.game_and_keys(game_id).await,
            crate::app::missing::game(game_id),
        )?;
        let game = record_of(&mut reader, row).await?;
        let current = current_from(&game, keys)?;
        Ok((game, current))
    }

    /// Player `id`, the opponent in game `game_id`, with their conditional lines there
    /// (oldest first; most players have none, and then only one statement is read).
    pub(crate) async fn opponent_with_lines(
        &self,
        id: i64,
        game_id: i64,
    ) -> Result<(UserRow, Vec<ConditionalRow>), AppError> {
        let mut reader = self.reader(None);
        let (opponent, has_lines) = reader.user_with_lines_in(id, game_id).await?;
        let lines = match has_lines {
            true => conditionals::of_player(reader.conn().await?, game_id, opponent.id).await?,
            false => Vec::new(),
        };
        Ok((opponent, lines))
    }
}
