//! The push worker: sends due pushes to the browsers' push services, encrypted and signed
//! (`push::Vapid::request`), as the webhook worker sends deliveries: claimed with a lease
//! in one short transaction, sent with no connection held, their results written in one
//! more. The push service's answer decides: 2xx, taken; 404 or 410, the subscription is
//! gone (the browser unsubscribed, or the service forgot it) and is removed; 429 or 5xx
//! or no answer, tried again later; any other refusal is given up on.
//!
//! A push service is reached only through the same guard as webhooks: its endpoint must
//! be `https://` on a public address unless the operator allows private ones.

use super::push::{Subscription, Vapid};
use super::webhook_addresses::{AddressPolicy, refusal_in};
use super::worker::Backoff;
use crate::clock::Clock;
use crate::storage::push::{self as queue, DuePush, Outcome};
use crate::storage::writes::WriteGate;
use crate::storage::{Pool, StorageError};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a push taken for sending stays taken: longer than any attempt.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Pushes claimed at a time.
const BATCH: i64 = 20;
/// How long a push service keeps a push for a device that is away: a correspondence
/// move is still news days later.
const TTL: Duration = Duration::from_secs(3 * 24 * 60 * 60);

/// Settings of the worker (from `PushConfig`).
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub policy: AddressPolicy,
    pub backoff: Backoff,
    pub max_attempts: i64,
}

/// What one drain did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Drained {
    pub sent: usize,
    /// Attempts that failed and will be retried.
    pub failed: usize,
    pub given_up: usize,
    /// Subscriptions the push service no longer knows, removed.
    pub gone: usize,
    /// How long until the next push becomes due, if any is waiting.
    pub next_due: Option<Duration>,
}

/// The pushes and what sends them: the background worker drains them on every wake,
/// tests drain them by hand (`drain_once`).
#[derive(Clone)]
pub struct Pushes {
    pool: Pool,
    gate: WriteGate,
    clock: Arc<dyn Clock>,
    client: reqwest::Client,
    vapid: Arc<Vapid>,
    settings: Settings,
}

impl Pushes {
    pub fn new(
        pool: Pool,
        gate: WriteGate,
        clock: Arc<dyn Clock>,
        vapid: Arc<Vapid>,
        settings: Settings,
    ) -> Result<Pushes, super::NotifyError> {
        let client = settings
            .policy
            .client(concat!("Pigeonpost-Push/", env!("CARGO_PKG_VERSION")))
            .map_err(|e| super::NotifyError::Config(format!("push client: {e}")))?;
        Ok(Pushes {
            pool,
            gate,
            clock,
            client,
            vapid,
            settings,
        })
    }

    /// Runs forever. `wake` is notified by the app after it commits new pushes.
    pub async fn run(self, wake: Arc<Notify>) {
        super::worker::drain_forever("push worker", wake, || async {
            self.drain_once().await.map(|d| d.next_due)
        })
        .await
    }

    /// Attempts everything due now, `BATCH` at a time. A crash between an attempt and the
    /// write of its result sends it again once its lease runs out: the notification's
    /// tag makes the device show it once.
    pub async fn drain_once(&self) -> Result<Drained, StorageError> {
        let mut report = Drained::default();
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
                let outcome = self.attempt(&row).await;
                results.push((row, outcome));
            }
            self.record(results, &mut report).await?;
            next = self.next_due().await?;
        }
        report.next_due = next;
        Ok(report)
    }

    async fn next_due(&self) -> Result<Option<Duration>, StorageError> {
        let mut conn = self.pool.acquire().await?;
        let next = queue::next_due_ms(&mut conn).await?;
        Ok(super::worker::due_in(next, self.clock.now_ms()))
    }

    async fn claim_due(&self) -> Result<Vec<DuePush>, StorageError> {
        let mut tx = self.gate.begin().await?;
        let now = self.clock.now_ms();
        let due = queue::due(&mut tx, now, BATCH).await?;
        let mut claimed = Vec::with_capacity(due.len());
        for row in due {
            if queue::claim(&mut tx, row.id, row.next_attempt_ms, now + LEASE_MS).await? {
                claimed.push(row);
            }
        }
        tx.commit().await?;
        Ok(claimed)
    }

    /// One POST of `row` to its push service, its endpoint checked again first (the
    /// operator may have narrowed the policy since the browser subscribed).
    async fn attempt(&self, row: &DuePush) -> Attempt {
        let url = match self.settings.policy.sendable(&row.endpoint) {
            Ok(url) => url,
            Err(e) => return Attempt::Refused(e.to_string()),
        };
        let to = Subscription {
            endpoint: url.as_str(),
            p256dh: &row.p256dh,
            auth: &row.auth,
        };
        let request = match self.vapid.request(&to, &row.payload, &row.topic, TTL) {
            Ok(request) => request,
            Err(e) => return Attempt::Refused(e),
        };
        let request = match reqwest::Request::try_from(request) {
            Ok(request) => request,
            Err(e) => return Attempt::Refused(format!("the push could not be made: {e}")),
        };
        match self.client.execute(request).await {
            Ok(answer) => Attempt::Answered(answer.status().as_u16()),
            Err(e) => match refusal_in(&e) {
                Some(why) => Attempt::Refused(why.to_string()),
                None => Attempt::Failed(super::webhooks::describe(&e)),
            },
        }
    }

    /// Writes what became of each attempt, and logs the failures.
    async fn record(
        &self,
        results: Vec<(DuePush, Attempt)>,
        report: &mut Drained,
    ) -> Result<(), StorageError> {
        let now = self.clock.now_ms();
        let mut tx = self.gate.begin().await?;
        for (row, attempt) in results {
            let attempts = row.attempts + 1;
            let outcome = decide(&attempt, attempts, &self.settings, now);
            match &outcome {
                Outcome::Sent => report.sent += 1,
                Outcome::Gone => report.gone += 1,
                Outcome::Retry { .. } => report.failed += 1,
                Outcome::GiveUp { .. } => report.given_up += 1,
            }
            if let Outcome::Retry { error, .. } | Outcome::GiveUp { error } = &outcome {
                tracing::warn!(push = row.id, attempts, error = %error, "push not sent");
            }
            queue::record(&mut tx, row.id, row.subscription_id, &outcome, now).await?;
        }
        tx.commit().await
    }
}

/// What one attempt came to.
enum Attempt {
    /// The push service answered with this status.
    Answered(u16),
    /// No answer (`why`): worth another try.
    Failed(String),
    /// The push may not be sent at all (`why`): not worth retrying.
    Refused(String),
}

/// What becomes of a push after its `attempts`-th attempt came to `attempt`. Pure.
fn decide(attempt: &Attempt, attempts: i64, settings: &Settings, now_ms: i64) -> Outcome {
    let retry = |error: String| match attempts >= settings.max_attempts {
        true => Outcome::GiveUp { error },
        false => Outcome::Retry {
            at_ms: now_ms + settings.backoff.delay_ms(attempts),
            error,
        },
    };
    match attempt {
        Attempt::Answered(200..=299) => Outcome::Sent,
        Attempt::Answered(404 | 410) => Outcome::Gone,
        // Too many requests, or the service's own trouble: later.
        Attempt::Answered(status @ (429 | 500..=599)) => {
            retry(format!("the push service answered {status}"))
        }
        Attempt::Answered(status) => Outcome::GiveUp {
            error: format!("the push service refused it ({status})"),
        },
        Attempt::Failed(why) => retry(why.clone()),
        Attempt::Refused(why) => Outcome::GiveUp { error: why.clone() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings {
            policy: AddressPolicy::default(),
            backoff: Backoff {
                first_ms: 1000,
                max_ms: 8000,
            },
            max_attempts: 3,
        }
    }

    #[test]
    fn the_push_services_answer_decides() {
        let s = settings();
        assert_eq!(decide(&Attempt::Answered(201), 1, &s, 0), Outcome::Sent);
        assert_eq!(decide(&Attempt::Answered(410), 1, &s, 0), Outcome::Gone);
        assert_eq!(decide(&Attempt::Answered(404), 1, &s, 0), Outcome::Gone);
        assert!(matches!(
            decide(&Attempt::Answered(503), 2, &s, 10),
            Outcome::Retry { at_ms: 2010, .. }
        ));
        assert!(matches!(
            decide(&Attempt::Answered(429), 3, &s, 10),
            Outcome::GiveUp { .. }
        ));
        assert!(matches!(
            decide(&Attempt::Answered(403), 1, &s, 0),
            Outcome::GiveUp { .. }
        ));
        assert!(matches!(
            decide(&Attempt::Failed("timed out".into()), 1, &s, 0),
            Outcome::Retry { at_ms: 1000, .. }
        ));
        assert!(matches!(
            decide(&Attempt::Refused("private".into()), 1, &s, 0),
            Outcome::GiveUp { .. }
        ));
    }
}
