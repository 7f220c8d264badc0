//! Reads of one request that SQLite can do inline (`storage::inline_reads`, on the
//! request's own thread) and that otherwise, on PostgreSQL or when an inline read
//! cannot be done, go to a pooled connection, taken only when something needs it and
//! then kept for the request's other reads. A request whose reads are all inline takes
//! no pooled connection at all.

use super::{App, AppError};
use crate::storage::events::{self, EventRow};
use crate::storage::inline_reads::InlineReads;
use crate::storage::moves::{self, MoveRow};
use crate::storage::{Conn, StorageError};
use sqlx::pool::PoolConnection;

impl App {
    /// `read` done inline, or `None`: there are no inline reads (PostgreSQL), or this
    /// one failed, and the caller reads the pooled way, which reports whatever failure
    /// is real.
    pub(crate) fn inline<T>(
        &self,
        read: impl FnOnce(&InlineReads) -> Result<T, StorageError>,
    ) -> Option<T> {
        let inline = self.inline_reads.as_deref()?;
        read(inline)
            .inspect_err(|e| tracing::debug!("{e}; reading on a pooled connection instead"))
            .ok()
    }
}

pub(crate) struct Reads<'a> {
    app: &'a App,
    conn: Option<PoolConnection<sqlx::Any>>,
}

impl<'a> Reads<'a> {
    /// Reads for `app`, on `conn` if one is already held.
    pub(crate) fn new(app: &'a App, conn: Option<PoolConnection<sqlx::Any>>) -> Self {
        Reads { app, conn }
    }

    /// The pooled connection, taken now if not yet.
    pub(crate) async fn conn(&mut self) -> Result<&mut Conn, AppError> {
        let conn = match self.conn.take() {
            Some(conn) => conn,
            None => self.app.conn().await?,
        };
        Ok(&mut **self.conn.insert(conn))
    }

    /// A game's moves and history (inline, in one read transaction, where it can);
    /// without `events` (a game known to have none), only its moves.
    pub(crate) async fn moves_and_events(
        &mut self,
        game_id: i64,
        events: bool,
    ) -> Result<(Vec<MoveRow>, Vec<EventRow>), AppError> {
        if let Some(lists) = self.app.inline(|i| i.moves_and_events(game_id, events)) {
            return Ok(lists);
        }
        let conn = self.conn().await?;
        let moves = moves::moves(conn, game_id).await?;
        let events = match events {
            true => events::for_game(conn, game_id).await?,
            false => Vec::new(),
        };
        Ok((moves, events))
    }

    /// Gives the pooled connection back now, before slow work (legal moves, drawing).
    pub(crate) fn release(&mut self) {
        self.conn = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mut reads = Reads::new(&app, None);
        let (moves, events) = reads.moves_and_events(1, true).await.expect("lists");
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
        let mut reads = Reads::new(&app, None);
        let (moves, events) = reads.moves_and_events(1, true).await.expect("lists");
        assert!(moves.is_empty() && events.is_empty());
        assert!(reads.conn.is_some(), "the pooled connection read them");
    }
}
