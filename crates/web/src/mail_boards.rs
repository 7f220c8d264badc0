//! The board pictures mails show, drawn for the outbox worker when it sends them
//! (`notify::board_mail`): the game's position at the mail's ply, read as the board
//! picture's address reads it, and drawn as that address draws it.

use super::board_png;
use crate::app::App;
use crate::notify::board_mail::{BoardPictures, BoardRef};
use pigeonpost_engine::Color;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

pub struct MailBoards(pub Arc<App>);

impl BoardPictures for MailBoards {
    fn png<'a>(
        &'a self,
        board: BoardRef,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<u8>, String>> + Send + 'a>> {
        Box::pin(async move {
            // The read returns its connection before the drawing starts.
            let shown = self
                .0
                .play()
                .board_for_mail(board.game, board.ply)
                .await
                .map_err(|e| e.to_string())?;
            board_png::render_when_idle(
                shown.position,
                board.side == Color::Black,
                shown.last_squares,
            )
            .await
            .map_err(|e| e.to_string())
        })
    }
}
