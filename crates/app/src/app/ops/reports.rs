//! Reports: a player asks the operator to look at words in one of their games (a
//! conversation line, a message with a move). The operator is the first account made on
//! the server; they read the reports on their own page.

use super::Ops;
use crate::app::rules::record::GameStatus;
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_i18n::Said;

/// The longest report, in characters.
pub const MAX_REPORT: usize = 1000;
/// Reports one player may make in a day.
const REPORTS_PER_DAY: i64 = 20;

/// A report as the operator reads it.
#[derive(Debug, Clone)]
pub struct Report {
    pub reporter: String,
    pub game_id: i64,
    pub words: String,
    /// When it was made (seconds), for the page to show on its reader's clock.
    pub at: i64,
}

impl Ops<'_> {
    /// `user`, a player of game `game_id`, reports `words` of it to the operator.
    pub async fn report(&self, user: &User, game_id: i64, words: &str) -> Result<(), AppError> {
        let words = words.trim();
        if words
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t')
        {
            return Err(AppError::Invalid(Said::new("refused-report-plain-text")));
        }
        if words.is_empty() {
            return Err(AppError::Invalid(Said::new("refused-report-empty")));
        }
        if words.chars().count() > MAX_REPORT {
            return Err(AppError::Invalid(Said::with(
                "refused-report-too-long",
                [("most", MAX_REPORT.into())],
            )));
        }
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.seat_of(user)?;
        if !matches!(game.row.status, GameStatus::Active | GameStatus::Finished) {
            return Err(AppError::Conflict(Said::new("refused-report-not-begun")));
        }
        if storage::blocks::reports_since(&mut tx, user.id, now - 86_400).await? >= REPORTS_PER_DAY
        {
            return Err(AppError::TooManyAttempts {
                message: Said::with("limit-reports", [("most", REPORTS_PER_DAY.into())]),
                retry_after: 3600,
            });
        }
        storage::blocks::report(&mut tx, user.id, game_id, words, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The latest reports, for the operator only.
    pub async fn reports(&self, user: &User) -> Result<Vec<Report>, AppError> {
        let mut conn = self.conn().await?;
        if storage::blocks::operator_id(&mut conn).await? != Some(user.id) {
            return Err(AppError::Forbidden(Said::new(
                "refused-reports-operator-only",
            )));
        }
        let rows = storage::blocks::latest_reports(&mut conn, 200).await?;
        Ok(rows
            .into_iter()
            .map(|r| Report {
                reporter: r.reporter,
                game_id: r.game_id,
                words: r.words,
                at: r.created_at,
            })
            .collect())
    }
}
