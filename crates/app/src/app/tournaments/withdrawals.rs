//! Withdrawals from a running event: asked for by the entrant, after more games lost on
//! time than the event allows, or with a deleted account. The event's rule decides what
//! becomes of their games.

use super::{Tournaments, Withdrawal};
use crate::app::rules::events::stands_after_withdrawal;
use crate::app::{AppError, User};
use crate::storage::{self, tournament_games::EventGame, tournaments::Event};
use pigeonpost_domain::GameStatus;
use pigeonpost_i18n::Said;

impl Tournaments<'_> {
    /// Withdraws entrant `user_id` from running `event` (`why`: said in the event's
    /// notice): their games with fewer plies than the event's rule are annulled (they
    /// count for neither side), and the games they are playing end as lost by them.
    pub(crate) async fn withdraw(
        &self,
        event: &Event,
        user_id: i64,
        why: Withdrawal,
    ) -> Result<(), AppError> {
        let games = {
            let mut conn = self.conn().await?;
            storage::tournament_games::games(&mut conn, event.id).await?
        };
        let theirs: Vec<&EventGame> = games
            .iter()
            .filter(|g| g.white_id == user_id || g.black_id == user_id)
            .collect();
        let annulled: Vec<i64> = theirs
            .iter()
            .filter(|g| !stands_after_withdrawal(g, event.standing_plies))
            .map(|g| g.game_id)
            .collect();
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        storage::tournament_entrants::withdraw(&mut tx, event.id, user_id, now).await?;
        storage::tournament_games::annul(&mut tx, event.id, &annulled).await?;
        let name = storage::users::by_id(&mut tx, user_id).await?.username;
        let (plies, annulled_count) = (event.standing_plies, annulled.len());
        let notice = match why {
            Withdrawal::Asked => Said::with(
                "notice-withdrew",
                [
                    ("name", name.as_str().into()),
                    ("plies", plies.into()),
                    ("annulled", annulled_count.into()),
                ],
            ),
            Withdrawal::Timeouts => Said::with(
                "notice-withdrawn-timeouts",
                [
                    ("name", name.as_str().into()),
                    ("plies", plies.into()),
                    ("annulled", annulled_count.into()),
                ],
            ),
            // A deleted account keeps no name, in notices neither.
            Withdrawal::AccountDeleted => Said::with(
                "notice-withdrawn-deleted",
                [("plies", plies.into()), ("annulled", annulled_count.into())],
            ),
        };
        super::notice(&mut tx, event.id, &notice, now).await?;
        tx.commit().await?;
        let leaver = User {
            id: user_id,
            username: name,
            email: String::new(),
            locale: Default::default(),
        };
        for g in theirs.iter().filter(|g| g.status == GameStatus::Active) {
            match self.0.play().resign(&leaver, g.game_id).await {
                // Ended meanwhile by a move or the clock: its result stands as it is.
                Ok(()) | Err(AppError::Conflict(_)) | Err(AppError::Forbidden(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}
