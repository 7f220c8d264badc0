//! The reads of one request. The busiest (a turn's context, a game page's lists, "my
//! games", a page's stamp, the session, a mail's recipient) are done inline on SQLite
//! (`inline_reads`, on the request's own thread); on PostgreSQL, or when an inline read
//! cannot be done, they go to a pooled connection, taken only when something needs it
//! and then kept for the request's other reads. A request whose reads are all inline
//! takes no pooled connection at all. Which way a read goes is this module's business:
//! its callers ask for what they need and get the same answer either way.

use super::events::{self, EventRow};
use super::game_row::GameRow;
use super::inline_reads::InlineReads;
use super::moves::{self, MoveRow};
use super::sessions::{self, SessionUser};
use super::stamps::{self, Away, GameStampRow};
use super::users::{self, MailRecipient, UserRow};
use super::{Conn, Pool, StorageError, games};
use sqlx::pool::PoolConnection;
use std::sync::Arc;

/// A pooled connection, held by one request.
pub type Pooled = PoolConnection<sqlx::Any>;

/// Where a request's reads go: the pool, and on SQLite the inline reads.
#[derive(Clone)]
pub struct Reads {
    pool: Pool,
    inline: Option<Arc<InlineReads>>,
}

impl Reads {
    pub(super) fn new(pool: Pool, inline: Option<Arc<InlineReads>>) -> Reads {
        Reads { pool, inline }
    }

    /// The reads of one request, on `conn` if one is already held.
    pub fn reader(&self, conn: Option<Pooled>) -> Reader {
        Reader {
            reads: self.clone(),
            conn,
        }
    }

    /// A pooled connection for reads and single statements; return it (drop it) before
    /// asking for another or doing slow work (a hash, the engine, mail).
    pub async fn pooled(&self) -> Result<Pooled, StorageError> {
        Ok(self.pool.acquire().await?)
    }

    /// Whether reads are done inline here (SQLite).
    pub fn inline(&self) -> bool {
        self.inline.is_some()
    }

    /// `read` done inline, or `None`: there are no inline reads (PostgreSQL), or this
    /// one failed, and the caller reads the pooled way, which reports whatever failure
    /// is real.
    fn try_inline<T>(
        &self,
        read: impl FnOnce(&InlineReads) -> Result<T, StorageError>,
    ) -> Option<T> {
        let inline = self.inline.as_deref()?;
        read(inline)
            .inspect_err(|e| tracing::debug!("{e}; reading on a pooled connection instead"))
            .ok()
    }

    /// The player of the session whose token hashes to `hash`, if it is in force at
    /// `now`.
    pub async fn session_user(
        &self,
        hash: &str,
        now: i64,
    ) -> Result<Option<SessionUser>, StorageError> {
        if let Some(found) = self.try_inline(|i| i.session_user(hash, now)) {
            return Ok(found);
        }
        match sessions::user(&mut *self.pooled().await?, hash, now).await {
            Ok(row) => Ok(Some(row)),
            Err(StorageError::NotFound) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// A player's games ("my games", `games::for_user`) and their opponents away at
    /// `now`, in one read transaction where it can.
    pub async fn my_games(
        &self,
        user_id: i64,
        now: i64,
    ) -> Result<(Vec<GameRow>, Away), StorageError> {
        if let Some(found) = self.try_inline(|i| i.my_games(user_id, now)) {
            return Ok(found);
        }
        let mut conn = self.pooled().await?;
        let rows = games::for_user(&mut conn, user_id).await?;
        let away = stamps::opponents_away(&mut conn, user_id, now).await?;
        Ok((rows, away))
    }

    /// The game `id` with what its page shows beside it (`stamps::game`).
    pub async fn game_stamp(
        &self,
        id: i64,
        session: Option<&str>,
        now: i64,
    ) -> Result<GameStampRow, StorageError> {
        if let Some(found) = self.try_inline(|i| i.game_stamp(id, session, now)) {
            return Ok(found);
        }
        stamps::game(&mut *self.pooled().await?, id, session, now).await
    }
}

/// The reads of one request (see the module's note).
pub struct Reader {
    reads: Reads,
    conn: Option<Pooled>,
}

impl Reader {
    /// The pooled connection, taken now if not yet.
    pub async fn conn(&mut self) -> Result<&mut Conn, StorageError> {
        let conn = match self.conn.take() {
            Some(conn) => conn,
            None => self.reads.pooled().await?,
        };
        Ok(&mut **self.conn.insert(conn))
    }

    /// Gives the pooled connection back now, before slow work (legal moves, drawing).
    pub fn release(&mut self) {
        self.conn = None;
    }

    /// Whether a pooled connection is held.
    pub fn holds_connection(&self) -> bool {
        self.conn.is_some()
    }

    /// A game's moves and history (in one read transaction where it can); without
    /// `events` (a game known to have none), only its moves.
    pub async fn moves_and_events(
        &mut self,
        game_id: i64,
        events: bool,
    ) -> Result<(Vec<MoveRow>, Vec<EventRow>), StorageError> {
        if let Some(lists) = self
            .reads
            .try_inline(|i| i.moves_and_events(game_id, events))
        {
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

    /// Game `game_id` and the repetition key after each of its plies (in one read
    /// transaction where it can): what its next turn is decided from.
    pub async fn game_and_keys(
        &mut self,
        game_id: i64,
    ) -> Result<(GameRow, Vec<Option<String>>), StorageError> {
        if let Some(found) = self.reads.try_inline(|i| i.game_and_keys(game_id)) {
            return Ok(found);
        }
        let conn = self.conn().await?;
        let game = games::by_id(conn, game_id).await?;
        let keys = moves::repetition_keys(conn, game_id).await?;
        Ok((game, keys))
    }

    /// Player `id`, and whether they keep conditional lines in game `game_id`.
    pub async fn user_with_lines_in(
        &mut self,
        id: i64,
        game_id: i64,
    ) -> Result<(UserRow, bool), StorageError> {
        if let Some(found) = self.reads.try_inline(|i| i.user_with_lines_in(id, game_id)) {
            return Ok(found);
        }
        users::by_id_with_lines_in(self.conn().await?, id, game_id).await
    }

    /// The player whose address is `email`, with their mail choices; `None` for an
    /// address that is no player's.
    pub async fn mail_recipient(
        &mut self,
        email: &str,
    ) -> Result<Option<MailRecipient>, StorageError> {
        if let Some(found) = self.reads.try_inline(|i| i.mail_recipient(email)) {
            return Ok(found);
        }
        users::mail_recipient(self.conn().await?, email).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DatabaseUrl;

    #[tokio::test]
    async fn lists_are_read_inline_without_a_pooled_connection() {
        let dir = tempfile::tempdir().expect("dir");
        let db = crate::open(&DatabaseUrl::Sqlite(dir.path().join("reads.db")))
            .await
            .expect("open");
        assert!(db.reads.inline(), "SQLite has inline reads");
        let mut reader = db.reads.reader(None);
        let (moves, events) = reader.moves_and_events(1, true).await.expect("lists");
        assert!(moves.is_empty() && events.is_empty());
        assert!(!reader.holds_connection(), "no pooled connection was taken");
    }

    #[tokio::test]
    async fn lists_are_read_the_pooled_way_when_the_inline_read_fails() {
        let dir = tempfile::tempdir().expect("dir");
        let db = crate::open(&DatabaseUrl::Sqlite(dir.path().join("reads.db")))
            .await
            .expect("open");
        let junk = dir.path().join("junk.db");
        std::fs::write(&junk, b"not a database, whatever SQLite makes of it").expect("write");
        let reads = Reads::new(db.pool.clone(), Some(Arc::new(InlineReads::of(&junk))));
        let mut reader = reads.reader(None);
        let (moves, events) = reader.moves_and_events(1, true).await.expect("lists");
        assert!(moves.is_empty() && events.is_empty());
        assert!(reader.holds_connection(), "the pooled connection read them");
    }
}
