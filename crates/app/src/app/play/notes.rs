//! Private notes: a player keeps one note per game, seen by nobody else, kept after the
//! game (and in the data export), deleted with the account.

use super::Play;
use crate::app::rules::record::GameRecord;
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

/// The longest note, in characters.
pub const MAX_NOTE: usize = 10_000;

impl GameRecord {
    /// A note is kept by a player of the game, whatever its state.
    pub fn may_keep_note(&self, user: &User) -> Result<Color, AppError> {
        self.seat_of(user)
    }
}

/// The note as kept: line ends made `\n`, trailing space gone, and why not if it is too
/// long or holds control characters other than line breaks and tabs.
fn checked_note(text: &str) -> Result<String, AppError> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let text = text.trim_end();
    if text.chars().count() > MAX_NOTE {
        return Err(AppError::Invalid(Said::with(
            "refused-note-too-long",
            [("most", MAX_NOTE.into())],
        )));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(AppError::Invalid(Said::new(
            "refused-note-plain-text-may-not",
        )));
    }
    Ok(text.to_string())
}

impl Play<'_> {
    /// Keeps `text` as `user`'s note on game `game_id` (empty clears it).
    pub async fn save_note(&self, user: &User, game_id: i64, text: &str) -> Result<(), AppError> {
        let body = checked_note(text)?;
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_keep_note(user)?;
        let now = self.clock.now();
        storage::notes::save(&mut tx, game_id, user.id, &body, now).await?;
        tx.commit().await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_plain_text_within_the_limit() {
        assert_eq!(checked_note("a\r\nb\rc  \n").unwrap(), "a\nb\nc");
        assert_eq!(checked_note("\tindented").unwrap(), "\tindented");
        assert!(checked_note("bell\u{7}").is_err());
        assert!(checked_note(&"é".repeat(MAX_NOTE)).is_ok());
        assert!(checked_note(&"é".repeat(MAX_NOTE + 1)).is_err());
    }
}
