//! The players' conversation in a game: short lines, kept with the game in its history
//! (`EventKind::Said`), shown to the two players only, during the game and after it.

use super::Play;
use crate::app::rules::history::EventKind;
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_i18n::Said;

/// The longest line of the conversation, in characters.
pub const MAX_LINE: usize = 500;
/// Lines a player may add to one game within `PER_SECONDS`.
const LINES_PER_WINDOW: i64 = 5;
const PER_SECONDS: i64 = 60;

impl Play<'_> {
    /// Adds `text` to game `game_id`'s conversation as said by `user`, a player of it.
    pub async fn say(&self, user: &User, game_id: i64, text: &str) -> Result<(), AppError> {
        let text = spoken(text)?;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        let color = game.may_talk(user)?;
        if let Some(other) = game.row.seat_id(color.opposite())
            && storage::blocks::blocks(&mut tx, other, user.id).await?
        {
            return Err(AppError::Forbidden(Said::new(
                "refused-opponent-does-not-take-lines",
            )));
        }
        let recent = storage::events::count_since(
            &mut tx,
            game_id,
            user.id,
            EventKind::Said.as_str(),
            now - PER_SECONDS,
        )
        .await?;
        if recent >= LINES_PER_WINDOW {
            return Err(AppError::TooManyAttempts {
                message: Said::with("limit-said-lines", [("most", LINES_PER_WINDOW.into())]),
                retry_after: PER_SECONDS,
            });
        }
        let ply = game.row.ply;
        self.record(&mut tx, game_id, ply, Some(user.id), EventKind::Said, &text)
            .await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        Ok(())
    }
}

/// `text` as a line of the conversation (its whitespace made single spaces), or why not.
fn spoken(text: &str) -> Result<String, AppError> {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().any(char::is_control) {
        return Err(AppError::Invalid(Said::new(
            "refused-line-plain-text-may-not",
        )));
    }
    if line.is_empty() {
        return Err(AppError::Invalid(Said::new(
            "refused-write-something-say-first",
        )));
    }
    if line.chars().count() > MAX_LINE {
        return Err(AppError::Invalid(Said::with(
            "refused-said-line-too-long",
            [("most", MAX_LINE.into())],
        )));
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_one_line_of_bounded_length() {
        assert_eq!(spoken("  hello\n  bob ").unwrap(), "hello bob");
        assert!(spoken(" \n ").is_err());
        assert!(spoken("a\u{0}b").is_err());
        assert!(spoken("a\u{1b}[31m").is_err());
        assert!(spoken(&"x".repeat(MAX_LINE + 1)).is_err());
        assert!(spoken(&"é".repeat(MAX_LINE)).is_ok());
    }
}
