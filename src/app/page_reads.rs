//! The reads of a game page: its moves and history from SQLite's inline reads where
//! the database has them, else (PostgreSQL, or an inline read that could not be done)
//! on a pooled connection, taken only when something needs it and then kept for the
//! page's other reads. A page whose lists are read inline and that needs nothing else
//! takes no pooled connection at all.

use super::{App, AppError};
use crate::storage::events::{self, EventRow};
use crate::storage::moves::{self, MoveRow};
use crate::storage::{Conn, StorageError};
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
        if self.conn.is_none() {
            self.conn = Some(self.app.conn().await?);
        }
        match self.conn.as_mut() {
            Some(conn) => Ok(&mut **conn),
            None => Err(AppError::Internal("no connection".into())),
        }
    }

    /// A game's moves and history (inline, in one read transaction, where it can).
    pub(crate) async fn moves_and_events(
        &mut self,
        game_id: i64,
    ) -> Result<(Vec<MoveRow>, Vec<EventRow>), AppError> {
        if let Some(read) = self.inline(|r| r.moves_and_events(game_id)) {
            return Ok(read);
        }
        let conn = self.conn().await?;
        let moves = moves::moves(conn, game_id).await?;
        Ok((moves, events::for_game(conn, game_id).await?))
    }

    /// What `read` gave inline, or None to read the pooled way.
    fn inline<T>(
        &self,
        read: impl FnOnce(&crate::storage::inline_reads::InlineReads) -> Result<T, StorageError>,
    ) -> Option<T> {
        let reads = self.app.inline_reads.as_deref()?;
        match read(reads) {
            Ok(rows) => Some(rows),
            Err(e) => {
                tracing::debug!("{e}; reading on a pooled connection instead");
                None
            }
        }
    }

    /// Gives the pooled connection back now, before slow work (legal moves, drawing).
    pub(crate) fn release(&mut self) {
        self.conn = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::SystemClock;
    use crate::config::{ClockConfig, LimitConfig};
    use crate::storage::inline_reads::InlineReads;
    use crate::storage::{self, DatabaseUrl};
    use std::sync::Arc;
    use tokio::sync::Notify;

    async fn app_on(dir: &std::path::Path) -> App {
        let db = storage::open(&DatabaseUrl::Sqlite(dir.join("reads.db")))
            .await
            .expect("open");
        App::new(
            db,
            Arc::new(SystemClock),
            "",
            Arc::new(Notify::new()),
            ClockConfig::default(),
            &LimitConfig::default(),
        )
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
