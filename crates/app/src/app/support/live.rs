//! Live updates: who on this server watches which game, or which player's "my games",
//! and the one task that turns news of changed games (`storage::broadcast`, heard from
//! every server of the database) into wake-ups for them.
//!
//! An open stream costs a watch receiver and nothing else while idle: no task of its own,
//! no database connection. The dispatcher reads a changed game's version once, however
//! many watch it, and hands it to them; a player's list is read by that player's streams
//! only when one of their games changed. News is a hint (some may be lost, see
//! `storage::broadcast`): a lagging dispatcher re-reads every watched game, and a stream
//! that reconnects says which version it saw, so a missed change is sent at once.

use crate::app::rules::record::GameStatus;
use crate::app::rules::stamps::GameStamp;
use crate::app::{App, AppError, User};
use crate::storage::broadcast::News;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};
use tokio::sync::{broadcast, watch};

/// A game's state as a stream announces it: what anyone may see on its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameUpdate {
    /// `freshness::GameStamp::version`: the event's id, and what a client resumes from.
    pub version: String,
    pub ply: i64,
    pub status: GameStatus,
    /// A player keeps the game private: only those it concerns may go on watching.
    pub private: bool,
}

/// A player's list as a stream announces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListUpdate {
    pub version: String,
}

/// The watchers of one kind (games or players), by id. An entry lives while someone
/// holds one of its receivers.
struct Watched<T>(Mutex<HashMap<i64, watch::Sender<T>>>);

impl<T: Clone + Default> Watched<T> {
    fn new() -> Self {
        Watched(Mutex::new(HashMap::new()))
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<i64, watch::Sender<T>>> {
        // A panic while holding the lock leaves a map that is still whole.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn subscribe(&self, id: i64) -> watch::Receiver<T> {
        self.map()
            .entry(id)
            .or_insert_with(|| watch::channel(T::default()).0)
            .subscribe()
    }

    /// Drops a receiver of `id`, and forgets `id` if it was the last. Both under the
    /// lock every subscriber takes, so two leaving at once cannot each count the other
    /// and leave the entry behind.
    fn leave(&self, id: i64, rx: watch::Receiver<T>) {
        let mut map = self.map();
        drop(rx);
        if map.get(&id).is_some_and(|tx| tx.receiver_count() == 0) {
            map.remove(&id);
        }
    }

    fn ids(&self) -> Vec<i64> {
        self.map().keys().copied().collect()
    }

    fn is_empty(&self) -> bool {
        self.map().is_empty()
    }

    fn send(&self, id: i64, value: T) {
        if let Some(tx) = self.map().get(&id) {
            tx.send_replace(value);
        }
    }
}

impl Watched<u64> {
    /// Wakes `id`'s receivers, who read for themselves what changed.
    fn wake(&self, id: i64) {
        if let Some(tx) = self.map().get(&id) {
            tx.send_modify(|n| *n = n.wrapping_add(1));
        }
    }
}

/// This server's watchers, and the signal that ends every stream at shutdown.
pub(crate) struct Live {
    games: Watched<Option<GameUpdate>>,
    /// A player's streams are only woken: each reads its own list.
    players: Watched<u64>,
    /// The lobby's streams, all under `LOBBY`, with the open seeks' version.
    lobby: Watched<Option<String>>,
    closing: watch::Sender<bool>,
    started: AtomicBool,
}

impl Live {
    pub(crate) fn new() -> Live {
        Live {
            games: Watched::new(),
            players: Watched::new(),
            lobby: Watched::new(),
            closing: watch::channel(false).0,
            started: AtomicBool::new(false),
        }
    }
}

/// A receiver that forgets its entry when the last one goes.
struct Subscription<T: Clone + Default> {
    rx: watch::Receiver<T>,
    id: i64,
    app: Arc<App>,
    pick: fn(&Live) -> &Watched<T>,
}

impl<T: Clone + Default> Drop for Subscription<T> {
    fn drop(&mut self) {
        // The receiver is handed over to be dropped under the lock; a closed one of no
        // channel is left in its place for the moment this takes.
        let rx = std::mem::replace(&mut self.rx, watch::channel(T::default()).1);
        (self.pick)(&self.app.live).leave(self.id, rx);
    }
}

/// One stream's view of a game: `next` waits for a version it has not sent.
pub struct GameFeed {
    sub: Subscription<Option<GameUpdate>>,
    closing: watch::Receiver<bool>,
    known: Option<String>,
    /// The state read when the stream opened, sent first if the client lacks it.
    first: Option<GameUpdate>,
    /// The viewer may see the game while it is private (`GameRecord::concerns`): for
    /// anyone else the stream ends when a player makes it private.
    concerned: bool,
}

impl GameFeed {
    /// The next state of the game the client has not seen; None when the server is
    /// shutting down (the client reconnects to another, or to this one restarted).
    pub async fn next(&mut self) -> Option<GameUpdate> {
        if let Some(first) = self.first.take()
            && self.known.as_deref() != Some(&first.version)
        {
            self.known = Some(first.version.clone());
            return Some(first);
        }
        loop {
            tokio::select! {
                changed = self.sub.rx.changed() => changed.ok()?,
                _ = self.closing.wait_for(|closing| *closing) => return None,
            }
            let update = self.sub.rx.borrow_and_update().clone();
            if update
                .as_ref()
                .is_some_and(|u| u.private && !self.concerned)
            {
                return None;
            }
            if let Some(update) = update
                && self.known.as_deref() != Some(&update.version)
            {
                self.known = Some(update.version.clone());
                return Some(update);
            }
        }
    }
}

/// The one key the lobby's streams are watched under.
const LOBBY: i64 = 0;

/// One stream's view of the lobby: `next` waits for a version of the open seeks it has
/// not sent.
pub struct LobbyFeed {
    sub: Subscription<Option<String>>,
    closing: watch::Receiver<bool>,
    known: Option<String>,
    first: Option<String>,
}

impl LobbyFeed {
    /// The next version of the lobby the client has not seen; None at shutdown.
    pub async fn next(&mut self) -> Option<String> {
        if let Some(first) = self.first.take()
            && self.known.as_deref() != Some(&first)
        {
            self.known = Some(first.clone());
            return Some(first);
        }
        loop {
            tokio::select! {
                changed = self.sub.rx.changed() => changed.ok()?,
                _ = self.closing.wait_for(|closing| *closing) => return None,
            }
            let version = self.sub.rx.borrow_and_update().clone();
            if let Some(version) = version
                && self.known.as_deref() != Some(&version)
            {
                self.known = Some(version.clone());
                return Some(version);
            }
        }
    }
}

fn update_of(stamp: &GameStamp) -> GameUpdate {
    GameUpdate {
        version: stamp.version(),
        ply: stamp.ply(),
        status: stamp.status(),
        private: stamp.game.row.hidden_by.any(),
    }
}

/// One stream's view of a player's list.
pub struct ListFeed {
    sub: Subscription<u64>,
    closing: watch::Receiver<bool>,
    user: User,
    known: Option<String>,
    /// Read the list before waiting (at first, and after a wake-up).
    stale: bool,
}

impl ListFeed {
    /// The next version of the list the client has not seen, or an error reading it;
    /// None when the server is shutting down.
    pub async fn next(&mut self) -> Option<Result<ListUpdate, AppError>> {
        loop {
            if self.stale {
                self.stale = false;
                let version = match self.sub.app.my_games_stamp(&self.user).await {
                    Ok(stamp) => stamp.version(),
                    Err(e) => return Some(Err(e)),
                };
                if self.known.as_deref() != Some(&version) {
                    self.known = Some(version.clone());
                    return Some(Ok(ListUpdate { version }));
                }
            }
            tokio::select! {
                changed = self.sub.rx.changed() => changed.ok()?,
                _ = self.closing.wait_for(|closing| *closing) => return None,
            }
            self.stale = true;
        }
    }
}

impl App {
    /// Watches game `id` for `viewer`, a client that last saw `known` (a version, from
    /// the `Last-Event-ID` of a reconnecting stream): whoever may open its page
    /// (`GameRecord::may_watch`) may watch it, and the stream carries no more than the
    /// page shows.
    pub async fn watch_game(
        self: &Arc<Self>,
        viewer: Option<&User>,
        id: i64,
        known: Option<String>,
    ) -> Result<GameFeed, AppError> {
        self.start_dispatcher();
        // Subscribed before the read, so that a change committed meanwhile still wakes it.
        let sub = Subscription {
            rx: self.live.games.subscribe(id),
            id,
            app: self.clone(),
            pick: |live| &live.games,
        };
        let stamp = self.game_stamp(id).await?;
        stamp.game.may_watch(viewer)?;
        Ok(GameFeed {
            sub,
            closing: self.live.closing.subscribe(),
            known,
            concerned: stamp.game.concerns(viewer),
            first: Some(update_of(&stamp)),
        })
    }

    /// Watches `user`'s "my games" for a client that last saw `known`.
    pub fn watch_my_games(self: &Arc<Self>, user: &User, known: Option<String>) -> ListFeed {
        self.start_dispatcher();
        ListFeed {
            sub: Subscription {
                rx: self.live.players.subscribe(user.id),
                id: user.id,
                app: self.clone(),
                pick: |live| &live.players,
            },
            closing: self.live.closing.subscribe(),
            user: user.clone(),
            known,
            stale: true,
        }
    }

    /// Watches the lobby for a client that last saw `known`.
    pub async fn watch_lobby(
        self: &Arc<Self>,
        known: Option<String>,
    ) -> Result<LobbyFeed, AppError> {
        self.start_dispatcher();
        // Subscribed before the read, so that a change committed meanwhile still wakes it.
        let sub = Subscription {
            rx: self.live.lobby.subscribe(LOBBY),
            id: LOBBY,
            app: self.clone(),
            pick: |live| &live.lobby,
        };
        let first = self.play().lobby_version().await?;
        Ok(LobbyFeed {
            sub,
            closing: self.live.closing.subscribe(),
            known,
            first: Some(first),
        })
    }

    /// Tells the lobby's streams the open seeks' version, if anyone watches the lobby.
    async fn tell_lobby(self: &Arc<Self>) {
        if self.live.lobby.is_empty() {
            return;
        }
        match self.play().lobby_version().await {
            Ok(version) => self.live.lobby.send(LOBBY, Some(version)),
            Err(e) => tracing::warn!(error = %e, "reading the lobby for its streams"),
        }
    }

    /// Ends every open stream of this server (at shutdown, so that it need not wait).
    pub fn close_streams(&self) {
        self.live.closing.send_replace(true);
    }

    /// Calls off the engine work requests are waiting for (the editor's previews), so
    /// that stopping the server waits for none of it.
    pub fn stop_engine_work(&self) {
        self.previews.stop_all();
    }

    async fn game_update(&self, id: i64) -> Result<GameUpdate, AppError> {
        Ok(update_of(&self.game_stamp(id).await?))
    }

    fn start_dispatcher(self: &Arc<Self>) {
        if !self.live.started.swap(true, Ordering::AcqRel) {
            tokio::spawn(dispatch(Arc::downgrade(self), self.news()));
        }
    }

    /// Wakes the watchers of `game`: its streams with its new state, its players' lists,
    /// and the lobby's (a game may be a seek).
    async fn tell_watchers(self: &Arc<Self>, game: i64) {
        self.tell_lobby().await;
        if self.live.games.map().contains_key(&game) {
            match self.game_update(game).await {
                Ok(update) => self.live.games.send(game, Some(update)),
                Err(e) => {
                    tracing::warn!(game, error = %e, "reading a changed game for its streams")
                }
            }
        }
        if self.live.players.is_empty() {
            return;
        }
        let participants = match self.conn().await {
            Ok(mut conn) => crate::storage::stamps::participants(&mut conn, game)
                .await
                .map_err(AppError::from),
            Err(e) => Err(e),
        };
        match participants {
            Ok(ids) => ids.into_iter().for_each(|id| self.live.players.wake(id)),
            Err(e) => {
                // Better a wasted read by every list than a missed change.
                tracing::warn!(game, error = %e, "reading who plays a changed game");
                self.live
                    .players
                    .ids()
                    .into_iter()
                    .for_each(|id| self.live.players.wake(id));
            }
        }
    }

    /// After lost news: every watched game and list is read again.
    async fn tell_everyone(self: &Arc<Self>) {
        self.tell_lobby().await;
        for game in self.live.games.ids() {
            if let Ok(update) = self.game_update(game).await {
                self.live.games.send(game, Some(update));
            }
        }
        for id in self.live.players.ids() {
            self.live.players.wake(id);
        }
    }
}

/// The one task per server that hears the news; it holds the app weakly, so it ends with
/// the news channel or the app.
async fn dispatch(app: Weak<App>, mut news: broadcast::Receiver<News>) {
    loop {
        let heard = news.recv().await;
        let Some(app) = app.upgrade() else { return };
        match heard {
            Ok(News::GameChanged { game }) => app.tell_watchers(game).await,
            Ok(News::Queued) => {}
            Err(broadcast::error::RecvError::Lagged(missed)) => {
                tracing::warn!(missed, "live updates fell behind the news; re-reading");
                app.tell_everyone().await;
            }
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Watched;

    #[test]
    fn a_watched_id_is_forgotten_with_its_last_receiver() {
        let watched: Watched<u64> = Watched::new();
        let (a, b) = (watched.subscribe(7), watched.subscribe(7));
        watched.leave(7, a);
        assert_eq!(watched.ids(), vec![7], "b still watches");
        watched.wake(7);
        assert!(b.has_changed().unwrap_or(false), "b was woken");
        watched.leave(7, b);
        assert!(watched.is_empty(), "no one watches 7");
        // Waking or sending to no one is nothing.
        watched.wake(7);
        watched.send(7, 1);
        assert!(watched.is_empty());
    }
}
