//! A message a player sends with a move: it rides as the move's `//` comment, so that
//! the move list, the mails, the feed, the API and the PGN show it where they show the
//! move, and it is kept with the move for as long as the game.

use crate::app::AppError;
use pigeonpost_i18n::Said;

/// The longest message a player sends with a move, in characters.
pub const MAX_MESSAGE: usize = 280;

/// `text` with `message` after it as its `//` comment, on one line (a move's own comment
/// comes first), or why the message cannot go.
pub fn with_message(text: &str, message: &str) -> Result<String, AppError> {
    let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
    if message.chars().count() > MAX_MESSAGE {
        return Err(AppError::Invalid(Said::with(
            "refused-move-message-too-long",
            [("most", MAX_MESSAGE.into())],
        )));
    }
    Ok(match (message.is_empty(), text.contains("//")) {
        (true, _) => text.to_string(),
        (false, true) => format!("{text} {message}"),
        (false, false) => format!("{text} // {message}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_becomes_the_comment_on_one_line() {
        assert_eq!(with_message("e4", "").unwrap(), "e4");
        assert_eq!(
            with_message("e4", " good\n luck ").unwrap(),
            "e4 // good luck"
        );
        assert_eq!(with_message("e4 // hi", "bob").unwrap(), "e4 // hi bob");
        assert!(with_message("e4", &"x".repeat(MAX_MESSAGE + 1)).is_err());
        assert!(with_message("e4", &"é".repeat(MAX_MESSAGE)).is_ok());
    }
}
