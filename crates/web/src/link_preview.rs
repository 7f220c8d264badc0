//! What a shared link to a game shows in a chat or a social network (Open Graph tags):
//! the game's name, where it stands, and its board as a picture (`board.png`) at the
//! public URL, as mails give it. The same for every viewer, as a link's preview is made
//! by the site's robot, not by the viewer.

use crate::app::play::games::GameView;
use crate::app::rules::record::GameStatus;
use pigeonpost_engine::Color;

/// The page's Open Graph tags.
pub struct LinkPreview {
    pub title: String,
    pub description: String,
    /// The board picture's absolute URL.
    pub image: String,
    /// The page's own absolute URL.
    pub url: String,
}

/// The preview of `view`'s page at `base_url`, turned round when the link asks (`flip`).
pub fn of_game(view: &GameView, base_url: &str, flip: bool) -> LinkPreview {
    let row = view.row();
    let (white, black) = (row.name(Color::White), row.name(Color::Black));
    let title = format!("{} #{}: {white} vs {black}", view.variant().name(), row.id);
    let to_move = view.position.side_to_move().title();
    let description = match row.status {
        GameStatus::Finished if view.is_current() => {
            let result = row.result().map(|(_, text)| text).unwrap_or_default();
            format!("Game over: {result}.")
        }
        GameStatus::Invited => format!("An invitation to play {}.", view.variant().name()),
        _ => match view.shown_ply {
            0 => format!("The start position, {to_move} to move."),
            n => format!("After {n} turns, {to_move} to move."),
        },
    };
    let mut query = Vec::new();
    if !view.is_current() {
        query.push(format!("ply={}", view.shown_ply));
    }
    let page_query = query.join("&");
    if flip {
        query.push("side=black".into());
    }
    let with = |path: String, q: &str| match q.is_empty() {
        true => format!("{base_url}{path}"),
        false => format!("{base_url}{path}?{q}"),
    };
    LinkPreview {
        title,
        description,
        image: with(format!("/games/{}/board.png", row.id), &query.join("&")),
        url: with(format!("/games/{}", row.id), &page_query),
    }
}
