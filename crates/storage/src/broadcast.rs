//! News that must reach every server of an installation: "game 12 changed". Open pages
//! kept up to date (a later issue) listen here, on whichever server they are connected
//! to. One server on SQLite keeps the news in-process; several servers on PostgreSQL
//! pass it through the database's LISTEN/NOTIFY, so a move made on one server reaches
//! the listeners of all (including its own, by the same road).
//!
//! News is a hint to read the database again, never the state itself: a listener that
//! lags, or a server that reconnects to PostgreSQL, may miss some, and must re-read
//! what it shows rather than apply the news as a change.

use super::{Pool, StorageError};
use sqlx::postgres::PgListener;
use std::time::Duration;
use tokio::sync::broadcast;

/// PostgreSQL's channel for the news.
const CHANNEL: &str = "pigeonpost_news";
/// News held for a listener that has not read it yet, beyond which it lags.
const BACKLOG: usize = 1024;

/// One piece of news.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum News {
    /// Something a player of the game sees changed (a move, an offer, the result, the
    /// invitation's state).
    GameChanged { game: i64 },
}

impl News {
    fn payload(self) -> String {
        match self {
            News::GameChanged { game } => format!("game {game}"),
        }
    }

    fn parse(payload: &str) -> Option<News> {
        let mut words = payload.split(' ');
        match (words.next()?, words.next()?, words.next()) {
            ("game", game, None) => Some(News::GameChanged {
                game: game.parse().ok()?,
            }),
            _ => None,
        }
    }
}

/// Where news is published and heard.
#[derive(Clone)]
pub struct Broadcast {
    local: broadcast::Sender<News>,
    /// The pool to NOTIFY through, on PostgreSQL.
    postgres: Option<Pool>,
}

impl Broadcast {
    /// News within this process only (one server, SQLite).
    pub fn in_process() -> Broadcast {
        Broadcast {
            local: broadcast::channel(BACKLOG).0,
            postgres: None,
        }
    }

    /// News through PostgreSQL's LISTEN/NOTIFY on the database at `url`, heard by every
    /// server listening there. A task listens for as long as the process runs,
    /// reconnecting after a lost connection.
    pub async fn on_postgres(url: &str, pool: Pool) -> Result<Broadcast, StorageError> {
        let mut listener = PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        let local = broadcast::channel(BACKLOG).0;
        let heard = local.clone();
        tokio::spawn(async move {
            loop {
                match listener.recv().await {
                    Ok(notice) => match News::parse(notice.payload()) {
                        Some(news) => {
                            let _ = heard.send(news);
                        }
                        None => tracing::warn!(payload = notice.payload(), "unknown news"),
                    },
                    Err(e) => {
                        // `recv` reconnects on its next call; news sent meanwhile is lost,
                        // which listeners allow for (see the module's comment).
                        tracing::warn!(error = %e, "listening for news: connection lost");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
            }
        });
        Ok(Broadcast {
            local,
            postgres: Some(pool),
        })
    }

    /// Tells every listener of every server. Called after the change committed; news
    /// that cannot be sent is logged, not returned, since the change itself stands.
    pub async fn publish(&self, news: News) {
        let Some(pool) = &self.postgres else {
            let _ = self.local.send(news);
            return;
        };
        // Selected through a subquery: `pg_notify` returns `void`, a type sqlx's `Any` rows
        // cannot hold.
        let sent = sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS sent")
            .bind(CHANNEL)
            .bind(news.payload())
            .execute(pool)
            .await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, ?news, "news not sent");
        }
    }

    /// A listener for news published from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<News> {
        self.local.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::News;

    #[test]
    fn news_reads_back_as_written_and_nothing_else_reads() {
        let news = News::GameChanged { game: 12 };
        assert_eq!(News::parse(&news.payload()), Some(news));
        for bad in ["", "game", "game x", "game 1 2", "move 1", "game  1"] {
            assert_eq!(News::parse(bad), None, "{bad}");
        }
    }
}
