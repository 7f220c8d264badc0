//! Blocking: a player refuses another's invitations and conversation lines. Whether a
//! block stands between two players is asked by the use-cases that would let one reach
//! the other (`play::invitations`, `play::conversation`).

use super::Accounts;
use crate::app::{AppError, User, found};
use crate::storage;
use pigeonpost_i18n::Said;

impl Accounts<'_> {
    /// `user` blocks the player called `name`.
    pub async fn block(&self, user: &User, name: &str) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let other = found(
            storage::users::by_username(&mut tx, name.trim()).await,
            crate::app::missing::player(name.trim()),
        )?;
        if other.id == user.id {
            return Err(AppError::Invalid(Said::new("refused-block-yourself")));
        }
        storage::blocks::block(&mut tx, user.id, other.id, self.clock.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// `user` no longer blocks the player called `name`.
    pub async fn unblock(&self, user: &User, name: &str) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let other = found(
            storage::users::by_username(&mut tx, name.trim()).await,
            crate::app::missing::player(name.trim()),
        )?;
        storage::blocks::unblock(&mut tx, user.id, other.id).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The names of the players `user` blocks.
    pub async fn blocked_players(&self, user: &User) -> Result<Vec<String>, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::blocks::blocked_by(&mut conn, user.id).await?)
    }
}
