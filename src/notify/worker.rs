//! The outbox worker: sends due rows through the `Mailer`, marks them sent, and on failure
//! reschedules them with exponential backoff. Rows are only marked sent after the mailer
//! succeeded, so an SMTP outage delays mail but never loses it; each row is claimed
//! before sending, so two servers on one database do not both send it.

use super::{Mail, Mailer};
use crate::clock::Clock;
use crate::storage::{self, StorageError};
use sqlx::SqlitePool;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a row taken for sending stays taken: longer than any SMTP conversation.
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

/// Runs forever. `wake` is notified by the app after it commits new outbox rows.
pub async fn run(
    pool: SqlitePool,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    wake: Arc<Notify>,
    backoff: Backoff,
) {
    loop {
        let wait = match drain(&pool, mailer.as_ref(), clock.as_ref(), backoff).await {
            Ok(next) => next,
            Err(e) => {
                tracing::error!(error = %e, "outbox worker");
                Some(Duration::from_secs(5))
            }
        };
        // Wait for new mail or the next retry; poll at least every minute regardless.
        let wait = wait
            .unwrap_or(Duration::from_secs(60))
            .min(Duration::from_secs(60));
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(wait) => {}
        }
    }
}

/// Sends everything due now; returns how long until the next row becomes due.
async fn drain(
    pool: &SqlitePool,
    mailer: &dyn Mailer,
    clock: &dyn Clock,
    backoff: Backoff,
) -> Result<Option<Duration>, StorageError> {
    let mut conn = pool.acquire().await?;
    loop {
        let due = storage::outbox::due(&mut conn, clock.now_ms(), 20).await?;
        if due.is_empty() {
            break;
        }
        for row in due {
            let lease = clock.now_ms() + LEASE_MS;
            if !storage::outbox::claim(&mut conn, row.id, row.next_attempt_ms, lease).await? {
                continue; // another worker (a second server on this file) has it
            }
            let mail = Mail {
                to: row.recipient,
                subject: row.subject,
                text: row.text_body,
                html: row.html_body,
            };
            match mailer.send(&mail).await {
                Ok(()) => storage::outbox::mark_sent(&mut conn, row.id, clock.now_ms()).await?,
                Err(e) => {
                    let attempts = row.attempts + 1;
                    let next = clock.now_ms() + backoff.delay_ms(attempts);
                    tracing::warn!(id = row.id, attempts, error = %e, "mail not sent, will retry");
                    storage::outbox::mark_failed(&mut conn, row.id, &e.to_string(), next).await?;
                }
            }
        }
    }
    let next = storage::outbox::next_due_ms(&mut conn).await?;
    Ok(next.map(|at| Duration::from_millis((at - clock.now_ms()).max(0) as u64)))
}

#[cfg(test)]
mod tests {
    use super::Backoff;

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
