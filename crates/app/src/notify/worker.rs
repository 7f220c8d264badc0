//! The outbox worker: sends due rows through the `Mailer`, marks them sent, and on failure
//! reschedules them with exponential backoff. Rows are only marked sent after the mailer
//! succeeded, so an SMTP outage delays mail but never loses it; each row is claimed
//! before sending, so two servers on one database do not both send it. A permanent
//! refusal of the recipient is not retried: the row is given up on and the address
//! marked failing, so its player is told, and its other mail waits for them.

use super::board_mail::{self, BoardPictures, InlineImage};
use super::{Mail, Mailer, NotifyError};
use crate::clock::Clock;
use crate::storage::Pool;
use crate::storage::writes::WriteGate;
use crate::storage::{self, StorageError};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a row taken for sending stays taken by default: longer than any SMTP
/// conversation.
const LEASE_MS: i64 = 5 * 60 * 1000;

/// Retry timing, from configuration.
#[derive(Debug, Clone, Copy)]
pub struct Backoff {
    pub first_ms: u64,
    pub max_ms: u64,
}

impl Backoff {
    /// Delay after the `attempts`-th failure (1-based): first, 2×first, 4×first, … capped.
    pub fn delay_ms(&self, attempts: i64) -> i64 {
        let shift = attempts.clamp(1, 30) as u32 - 1;
        self.first_ms.saturating_mul(1u64 << shift).min(self.max_ms) as i64
    }
}

/// The outbox and what sends it: the background worker drains it on every wake, and tests
/// that count mail drain it by hand (`drain_once`), so a duplicate send would show.
#[derive(Clone)]
pub struct Outbox {
    pool: Pool,
    gate: WriteGate,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    backoff: Backoff,
    /// The host part of Message-IDs (the public URL's host).
    host: String,
    /// Draws the boards mails show; without it they go without pictures.
    pictures: Option<Arc<dyn BoardPictures>>,
    /// How long a row taken for sending stays taken (milliseconds).
    lease_ms: i64,
}

/// What one drain did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Drained {
    pub sent: usize,
    /// Sends that failed and will be retried.
    pub failed: usize,
    /// Sends refused for good, not to be retried.
    pub given_up: usize,
    /// How long until the next row becomes due, if any is waiting.
    pub next_due: Option<Duration>,
}

impl Outbox {
    pub fn new(
        pool: Pool,
        gate: WriteGate,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        backoff: Backoff,
        base_url: &str,
    ) -> Outbox {
        Outbox {
            pool,
            gate,
            mailer,
            clock,
            backoff,
            host: message_id_host(base_url),
            pictures: None,
            lease_ms: LEASE_MS,
        }
    }

    /// The outbox keeping a row it takes for sending for `lease` (`--mail-lease-secs`).
    pub fn with_lease(mut self, lease: Duration) -> Outbox {
        self.lease_ms = i64::try_from(lease.as_millis()).unwrap_or(LEASE_MS);
        self
    }

    /// The outbox drawing the boards its mails show with `pictures`.
    pub fn with_board_pictures(mut self, pictures: Arc<dyn BoardPictures>) -> Outbox {
        self.pictures = Some(pictures);
        self
    }

    /// Runs forever. `wake` is notified by the app after it commits new outbox rows.
    pub async fn run(self, wake: Arc<Notify>) {
        drain_forever("outbox worker", wake, || async {
            self.drain_once().await.map(|d| d.next_due)
        })
        .await
    }

    /// Sends everything due now, up to 20 rows at a time: the rows are claimed in one
    /// short transaction, sent with no connection held while the mailer talks to the SMTP
    /// server, and their results written in one more. A crash between a send and that
    /// write sends those rows again once their lease runs out: mail is sent at least once.
    pub async fn drain_once(&self) -> Result<Drained, StorageError> {
        let mut report = Drained::default();
        // Most wakes find nothing due: a read on the pool says so without queueing for
        // the one writer, which the moves that woke us are waiting on.
        let mut next = self.next_due().await?;
        while next.is_some_and(|d| d.is_zero()) {
            let claimed = self.claim_due().await?;
            if claimed.is_empty() {
                // Taken by another server since the read: look once more, then wait.
                next = self.next_due().await?;
                break;
            }
            let mut results = Vec::with_capacity(claimed.len());
            for row in claimed {
                let mut mail = Mail {
                    to: row.recipient,
                    subject: row.subject,
                    text: row.text_body,
                    html: row.html_body,
                    message_id: row.message_id,
                    game: None,
                    reply_to: row.reply_to,
                    images: Vec::new(),
                    // The row keeps no kind: what it was for is decided, and the
                    // unsubscribe URL, if any, is all the mailer needs of it.
                    kind: super::MailKind::Required,
                    unsubscribe: row.unsubscribe,
                    push: None,
                    words: pigeonpost_i18n::Tr::source(),
                    not_played: false,
                };
                mail.images = self.draw_boards(&mail.html).await;
                let sent = self.mailer.send(&mail).await;
                if let Err(e) = &sent
                    && e.is_permanent()
                {
                    self.give_up(row.id, &mail.to, e).await?;
                    report.given_up += 1;
                    continue;
                }
                results.push((row.id, row.attempts, sent));
            }
            self.record(results, &mut report).await?;
            next = self.next_due().await?;
        }
        report.next_due = next;
        Ok(report)
    }

    /// How long until the earliest waiting row is due (zero if it is due now), if any.
    async fn next_due(&self) -> Result<Option<Duration>, StorageError> {
        let mut conn = self.pool.acquire().await?;
        let next = storage::outbox::next_due_ms(&mut conn).await?;
        Ok(due_in(next, self.clock.now_ms()))
    }

    /// The pictures of the boards `html` shows, drawn now with no connection held. A
    /// board that cannot be drawn (its game deleted since) is left out: its `<img>`
    /// shows its words instead, which is better than holding the mail back.
    async fn draw_boards(&self, html: &str) -> Vec<InlineImage> {
        let Some(pictures) = &self.pictures else {
            return Vec::new();
        };
        let mut images = Vec::new();
        for board in board_mail::referenced(html) {
            match pictures.png(board).await {
                Ok(png) => images.push(InlineImage {
                    content_id: board.content_id(),
                    png,
                }),
                Err(e) => tracing::warn!(?board, error = %e, "mail sent without its board"),
            }
        }
        images
    }

    /// Writes what became of each row sent: sent, or to be retried after a backoff.
    async fn record(
        &self,
        results: Vec<(i64, i64, Result<(), NotifyError>)>,
        report: &mut Drained,
    ) -> Result<(), StorageError> {
        if results.is_empty() {
            return Ok(());
        }
        let mut tx = self.gate.begin().await?;
        for (id, attempts, sent) in results {
            match sent {
                Ok(()) => {
                    storage::outbox::mark_sent(&mut tx, id, self.clock.now_ms()).await?;
                    report.sent += 1;
                }
                Err(e) => {
                    let attempts = attempts + 1;
                    let next = self.clock.now_ms() + self.backoff.delay_ms(attempts);
                    tracing::warn!(id, attempts, error = %e, "mail not sent, will retry");
                    storage::outbox::mark_failed(&mut tx, id, &e.to_string(), next).await?;
                    report.failed += 1;
                }
            }
        }
        tx.commit().await
    }

    /// Row `id` was refused for good: it is not retried, and when the refusal is about
    /// the address, the address is marked so that its player is told and its other mail
    /// waits (one transaction, so a row is never given up on without the mark).
    async fn give_up(&self, id: i64, to: &str, e: &NotifyError) -> Result<(), StorageError> {
        tracing::warn!(id, to, error = %e, "mail refused for good, not retrying");
        let now = self.clock.now_ms();
        let mut tx = self.gate.begin().await?;
        storage::outbox::give_up(&mut tx, id, &e.to_string(), now).await?;
        if e.blames_address() {
            storage::outbox::mark_failing(&mut tx, to, &refusal_text(e), now).await?;
        }
        tx.commit().await
    }

    /// Up to 20 rows due now, claimed in one transaction for this worker (a second server on the same
    /// database claims others) and given its Message-ID if it has none yet.
    async fn claim_due(&self) -> Result<Vec<storage::outbox::OutboxRow>, StorageError> {
        let mut tx = self.gate.begin().await?;
        let due = storage::outbox::due(&mut tx, self.clock.now_ms(), 20).await?;
        let mut claimed = Vec::with_capacity(due.len());
        for mut row in due {
            let lease = self.clock.now_ms() + self.lease_ms;
            let id = row
                .message_id
                .take()
                .unwrap_or_else(|| new_message_id(row.id, &self.host));
            if storage::outbox::claim(&mut tx, row.id, row.next_attempt_ms, lease, &id).await? {
                row.message_id = Some(id);
                claimed.push(row);
            }
        }
        tx.commit().await?;
        Ok(claimed)
    }
}

/// A worker's loop: `drain` sends what is due and says when more will be; between
/// drains the loop waits for that, or for `wake` (new rows committed), and polls at
/// least every minute regardless. `what` names the worker in the log.
pub(crate) async fn drain_forever<F, Fut>(what: &str, wake: Arc<Notify>, mut drain: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<Option<Duration>, StorageError>>,
{
    loop {
        let wait = match drain().await {
            Ok(next_due) => next_due,
            Err(e) => {
                tracing::error!(error = %e, "{what}");
                Some(Duration::from_secs(5))
            }
        };
        let wait = wait
            .unwrap_or(Duration::from_secs(60))
            .min(Duration::from_secs(60));
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(wait) => {}
        }
    }
}

/// How long from `now_ms` until a row waiting for `at_ms` is due (zero once it is), if
/// a row waits: what a worker's `next_due` reports and its loop sleeps for.
pub(crate) fn due_in(at_ms: Option<i64>, now_ms: i64) -> Option<Duration> {
    at_ms.map(|at| Duration::from_millis((at - now_ms).max(0) as u64))
}

/// `<outbox-ID.RANDOM@HOST>`: the row id makes it unique within this database, the
/// random part across databases (a restored backup, a second installation).
fn new_message_id(row: i64, host: &str) -> String {
    use rand::Rng;
    let random: u64 = rand::thread_rng().r#gen();
    format!("<outbox-{row}.{random:016x}@{host}>")
}

/// The host of the public URL, for Message-IDs ("localhost" if it has none).
pub(crate) fn message_id_host(base_url: &str) -> String {
    let rest = base_url.split_once("://").map_or(base_url, |(_, r)| r);
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = host.rsplit_once('@').map_or(host, |(_, h)| h);
    // An IPv6 literal keeps its brackets, as a Message-ID's domain literal.
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().map(|a| format!("[{a}]")),
        None => host.split(':').next().map(str::to_string),
    }
    .unwrap_or_default();
    let ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
    if ok {
        host.to_ascii_lowercase()
    } else {
        "localhost".into()
    }
}

/// What the player is shown of a refusal: the server's reply, or why the address is
/// not an address.
fn refusal_text(e: &NotifyError) -> String {
    match e {
        NotifyError::Refused(reply) => reply.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Backoff, Outbox, message_id_host};
    use crate::clock::SystemClock;
    use crate::notify::eml::EmlFolderMailer;
    use crate::storage::{self, location::DatabaseUrl};
    use std::sync::Arc;

    /// The worker is woken after every move; a wake with nothing due must not queue for
    /// the one SQLite writer the moves themselves wait on.
    #[tokio::test]
    async fn a_drain_with_nothing_due_takes_no_turn_at_the_writer() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = storage::open(&DatabaseUrl::Sqlite(dir.path().join("o.db")))
            .await
            .expect("the database opens");
        let mailer = EmlFolderMailer::new(dir.path().join("mail"), "pigeonpost@example.org")
            .expect("the mail folder");
        let backoff = Backoff {
            first_ms: 1000,
            max_ms: 60_000,
        };
        let outbox = Outbox::new(
            db.pool.clone(),
            db.writer.clone(),
            Arc::new(mailer),
            Arc::new(SystemClock),
            backoff,
            "http://127.0.0.1",
        );
        let before = db.writer.committed().await;
        let idle = outbox.drain_once().await.expect("an idle drain");
        assert_eq!((idle.sent, idle.next_due), (0, None));
        assert_eq!(db.writer.committed().await, before, "an idle drain wrote");

        let mut tx = db.writer.begin().await.expect("a write");
        storage::outbox::enqueue(&mut tx, "ann@example.org", "Hello", "text", "", 0)
            .await
            .expect("a row queued");
        tx.commit().await.expect("committed");
        let queued = db.writer.committed().await;
        let busy = outbox.drain_once().await.expect("a drain");
        assert_eq!(busy.sent, 1);
        // The claim and the record of the send.
        assert_eq!(db.writer.committed().await.writes, queued.writes + 2);
        let sent = std::fs::read_dir(dir.path().join("mail")).expect("the mail folder");
        assert_eq!(sent.count(), 1);
    }

    #[test]
    fn message_ids_take_the_public_urls_host() {
        assert_eq!(
            message_id_host("https://Chess.Example.org"),
            "chess.example.org"
        );
        assert_eq!(message_id_host("http://127.0.0.1:8080/pp/"), "127.0.0.1");
        assert_eq!(message_id_host("http://[::1]:8080"), "[::1]");
        assert_eq!(message_id_host(""), "localhost");
        assert_eq!(message_id_host("http://bad host<>"), "localhost");
    }

    #[test]
    fn backoff_doubles_and_caps() {
        let b = Backoff {
            first_ms: 100,
            max_ms: 1000,
        };
        assert_eq!(b.delay_ms(1), 100);
        assert_eq!(b.delay_ms(2), 200);
        assert_eq!(b.delay_ms(4), 800);
        assert_eq!(b.delay_ms(5), 1000);
        assert_eq!(b.delay_ms(500), 1000);
    }
}
