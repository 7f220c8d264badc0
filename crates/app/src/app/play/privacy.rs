//! Who sees a game: a player may keep it private (only the players, and whoever it
//! concerns, see it while either does: `GameRecord::may_watch`), and may let others read
//! the conversation once it is over (when both do: `GameRecord::may_read_conversation`).

use super::Play;
use crate::app::{AppError, User};
use crate::storage;

impl Play<'_> {
    /// `user`'s choices for game `game_id`, a game they play in: whether they keep it
    /// private, and whether they let others read its conversation once it is over.
    pub async fn set_privacy(
        &self,
        user: &User,
        game_id: i64,
        private: bool,
        talk_shown: bool,
    ) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_watch(Some(user))?;
        let color = game.may_choose_privacy(user)?;
        storage::games::set_side_choices(&mut tx, game_id, color, private, talk_shown).await?;
        tx.commit().await?;
        self.game_changed_queuing_nothing(game_id).await;
        Ok(())
    }
}
