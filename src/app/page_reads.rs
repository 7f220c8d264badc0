//! The reads of a game page: its moves and history from SQLite's inline reads where
//! the database has them, else (PostgreSQL, or an inline read that could not be done)
//! on a pooled connection, taken only when something needs it and then kept for the
//! page's other reads. A page whose lists are read inline and that needs nothing else
//! takes no pooled connection at all.

use super::{App, AppError};
use crate::storage::Conn;
use crate::storage::events::{self, EventRow};
use crate::storage::moves::{self, MoveRow};
use sqlx::pool::PoolConnection;

pub(crate) struct PageReads<'a> {
    app: &'a App,
    conn: Option<PoolConnection<sqlx::Any>>,
}

impl<'a> PageReads<'a> {
    /// Reads for `app`, on `conn` if one is already held.
    pub(crate) fn new(app: &'a App, conn: Option<PoolConnection<sqlx::Any>>) -> Self {
        PageReads { app, conn }
    }

    /// The pooled connection, taken now if not yet.
    pub(crate) async fn conn(&mut self) -> Result<&mut Conn, AppError> {
        let conn = match self.conn.take() {
            Some(conn) => conn,
            None => self.app.conn().await?,
        };
        Ok(&mut **self.conn.insert(conn))
    }

    /// A game's moves and history (inline, in one read transaction, where it can).
    pub(crate) async fn moves_and_events(
        &mut self,
        game_id: i64,
    ) -> Result<(Vec<MoveRow>, Vec<EventRow>), AppError> {
        if let Some(inline) = self.app.inline_reads.as_deref() {
            match inline.moves_and_events(game_id) {
                Ok(lists) => return Ok(lists),
                Err(e) => tracing::debug!("{e}; reading on a pooled connection instead"),
            }
        }
        let conn = self.conn().await?;
        let moves = moves::moves(conn, game_id).await?;
        Ok((moves, events::for_game(conn, game_id).await?))
    }

    /// Gives the pooled connection back now, before slow work (legal moves, drawing).
    pub(crate) fn release(&mut self) {
        self.conn = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::inline_reads::InlineReads;
    use crate::storage::{self, DatabaseUrl};
    use std::sync::Arc;

    async fn app_on(dir: &std::path::Path) -> App {
        let db = storage::open(&DatabaseUrl::Sqlite(dir.join("reads.db")))
            .await
            .expect("open");
        App::for_command(db, "")
    }

    #[tokio::test]
    async fn lists_are_read_inline_without_a_pooled_connection() {
        let dir = tempfile::tempdir().expect("dir");
        let app = app_on(dir.path()).await;
        assert!(app.inline_reads.is_some(), "SQLite has inline reads");
        let mut reads = PageReads::new(&app, None);
        let (moves, events) = reads.moves_and_events(1).await.expect("lists");
        assert!(moves.is_empty() && events.is_empty());
        assert!(reads.conn.is_none(), "no pooled connection was taken");
    }

    #[tokio::test]
    async fn lists_are_read_the_pooled_way_when_the_inline_read_fails() {
        let dir = tempfile::tempdir().expect("dir");
        let mut app = app_on(dir.path()).await;
        let junk = dir.path().join("junk.db");
        std::fs::write(&junk, b"not a database, whatever SQLite makes of it").expect("write");
        app.inline_reads = Some(Arc::new(InlineReads::of(&junk)));
        let mut reads = PageReads::new(&app, None);
        let (moves, events) = reads.moves_and_events(1).await.expect("lists");
        assert!(moves.is_empty() && events.is_empty());
        assert!(reads.conn.is_some(), "the pooled connection read them");
    }
}
