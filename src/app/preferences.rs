//! A player's preferences, set on the account page: for now, whether a turn completed
//! by clicks on the board is sent at once ("one-click moves") or waits for "Send".

use super::{App, AppError, User};
use crate::storage;

impl App {
    /// Whether `user` has chosen to send a turn as soon as the board's clicks complete it.
    pub async fn one_click_moves(&self, user: &User) -> Result<bool, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::preferences::one_click_moves(&mut conn, user.id).await?)
    }

    /// Stores the choice; saving what is already stored writes nothing.
    pub async fn set_one_click_moves(&self, user: &User, on: bool) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        if storage::preferences::one_click_moves(&mut tx, user.id).await? != on {
            storage::preferences::set_one_click_moves(&mut tx, user.id, on).await?;
            tx.commit().await?;
        }
        Ok(())
    }
}
