//! News that must reach every server of an installation: "game 12 changed". Open pages
//! kept up to date (a later issue) listen here, on whichever server they are connected
//! to. One server on SQLite keeps the news in-process; several servers on PostgreSQL
//! pass it through the database's LISTEN/NOTIFY, so a move made on one server reaches
//! the listeners of all (including its own, by the same road).
//!
//! On SQLite a command run beside the server (`receive-mail` playing a reply) is another
//! process: its news goes into the `news` table, which the server reads whenever SQLite
//! says something was committed (`commit_mark`), a few times a second. The server's own
//! news never goes through the table, so its writes pay nothing for it.
//!
//! News is a hint to read the database again, never the state itself: a listener that
//! lags, or a server that reconnects to PostgreSQL, may miss some, and must re-read
//! what it shows rather than apply the news as a change.

use super::commit_mark::CommitMarks;
use super::{Pool, StorageError};
use sqlx::postgres::PgListener;
use std::sync::Arc;
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
    /// Mail or webhook deliveries were queued for the workers, which should look now.
    Queued,
}

impl News {
    fn payload(self) -> String {
        match self {
            News::GameChanged { game } => format!("game {game}"),
            News::Queued => "queued".to_string(),
        }
    }

    fn parse(payload: &str) -> Option<News> {
        if payload == "queued" {
            return Some(News::Queued);
        }
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
    road: Road,
}

/// How published news reaches the servers.
#[derive(Clone)]
enum Road {
    /// Within this process (the server on SQLite).
    InProcess,
    /// PostgreSQL's NOTIFY through this pool.
    Postgres(Pool),
    /// A row of the `news` table, through this pool (a command beside a SQLite server).
    Table(Pool),
}

/// How often a server on SQLite asks whether anything was committed, to read the news of
/// other processes: an open page hears of a reply played by mail within this.
const TABLE_POLL: Duration = Duration::from_millis(250);
/// News rows older than this are deleted by the next command that writes one.
const TABLE_KEEP_SECS: i64 = 3600;

impl Broadcast {
    /// News within this process only (one server, SQLite).
    pub fn in_process() -> Broadcast {
        Broadcast {
            local: broadcast::channel(BACKLOG).0,
            road: Road::InProcess,
        }
    }

    /// This broadcast as a command beside a server uses it: on SQLite its news goes into
    /// the `news` table of the database `pool` writes (PostgreSQL's road is already shared).
    pub fn for_command(self, pool: Pool) -> Broadcast {
        let road = match self.road {
            Road::InProcess => Road::Table(pool),
            other => other,
        };
        Broadcast { road, ..self }
    }

    /// On SQLite, a task that reads the news other processes leave in the `news` table,
    /// each time `marks` says something was committed; it ends with the process.
    /// Nothing to do on PostgreSQL, where LISTEN hears every process.
    pub async fn hear_other_processes(
        &self,
        marks: Arc<CommitMarks>,
        pool: Pool,
    ) -> Result<(), StorageError> {
        if !matches!(self.road, Road::InProcess) {
            return Ok(());
        }
        // Only news written from now on: older rows were for the servers of their time.
        let (mut last,): (i64,) = sqlx::query_as("SELECT COALESCE(MAX(seq), 0) FROM news")
            .fetch_one(&pool)
            .await?;
        let heard = self.local.clone();
        let mut mark = marks.now();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(TABLE_POLL);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let now = marks.now();
                if now.is_some() && now == mark {
                    continue;
                }
                let rows: Result<Vec<(i64, String)>, _> =
                    sqlx::query_as("SELECT seq, payload FROM news WHERE seq > $1 ORDER BY seq")
                        .bind(last)
                        .fetch_all(&pool)
                        .await;
                match rows {
                    Ok(rows) => {
                        mark = now;
                        for (seq, payload) in rows {
                            last = seq;
                            match News::parse(&payload) {
                                Some(news) => {
                                    let _ = heard.send(news);
                                }
                                None => tracing::warn!(payload, "unknown news"),
                            }
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, "reading the news of other processes"),
                }
            }
        });
        Ok(())
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
            road: Road::Postgres(pool),
        })
    }

    /// Tells every listener of every server. Called after the change committed; news
    /// that cannot be sent is logged, not returned, since the change itself stands.
    pub async fn publish(&self, news: News) {
        let sent = match &self.road {
            Road::InProcess => {
                let _ = self.local.send(news);
                return;
            }
            // Selected through a subquery: `pg_notify` returns `void`, a type sqlx's `Any`
            // rows cannot hold.
            Road::Postgres(pool) => sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS sent")
                .bind(CHANNEL)
                .bind(news.payload())
                .execute(pool)
                .await
                .map(drop),
            Road::Table(pool) => write_news(pool, news).await,
        };
        if let Err(e) = sent {
            tracing::warn!(error = %e, ?news, "news not sent");
        }
    }

    /// A listener for news published from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<News> {
        self.local.subscribe()
    }
}

/// One row of news, with the rows long read deleted in the same transaction.
async fn write_news(pool: &Pool, news: News) -> Result<(), sqlx::Error> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let mut tx = pool.begin().await?;
    sqlx::query("DELETE FROM news WHERE at < $1")
        .bind(now - TABLE_KEEP_SECS)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO news (payload, at) VALUES ($1, $2)")
        .bind(news.payload())
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::News;

    #[test]
    fn news_reads_back_as_written_and_nothing_else_reads() {
        for news in [News::GameChanged { game: 12 }, News::Queued] {
            assert_eq!(News::parse(&news.payload()), Some(news));
        }
        for bad in [
            "", "game", "game x", "game 1 2", "move 1", "game  1", "queued 1",
        ] {
            assert_eq!(News::parse(bad), None, "{bad}");
        }
    }
}
