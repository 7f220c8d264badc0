//! The webhook worker: POSTs due deliveries as signed JSON, marks them delivered on a 2xx
//! answer, and otherwise retries them with exponential backoff until a bounded number
//! of attempts, logging each attempt for the account page. It works as the mail outbox
//! does (`worker`): deliveries are claimed with a lease in one short transaction, sent
//! with no connection held, and their results written in one more.
//!
//! The body is `{"delivery": ID, "timestamp": UNIX_SECONDS, "event": {...}}`, signed
//! afresh at each attempt: `Pigeonpost-Signature: sha256=HEX` is the HMAC-SHA256 of the
//! exact body bytes under the webhook's secret, and `Pigeonpost-Timestamp` repeats the
//! body's timestamp, so that a receiver can refuse an old body sent again (see README).

use super::webhook_addresses::{AddressPolicy, refusal_in};
use super::worker::Backoff;
use crate::clock::Clock;
use crate::storage::webhook_deliveries::{self as queue, DueDelivery, Outcome};
use crate::storage::webhooks::{self as hooks, AttemptRow};
use crate::storage::writes::WriteGate;
use crate::storage::{Pool, StorageError};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a delivery taken for sending stays taken: longer than any attempt.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Deliveries claimed at a time.
const BATCH: i64 = 20;

/// The header carrying the signature, `sha256=` and 64 hex digits.
pub const SIGNATURE_HEADER: &str = "Pigeonpost-Signature";
/// The header repeating the body's `timestamp`.
pub const TIMESTAMP_HEADER: &str = "Pigeonpost-Timestamp";
/// The header naming the delivery (the same for each attempt at it).
pub const DELIVERY_HEADER: &str = "Pigeonpost-Delivery";

/// `sha256=` and the hex HMAC-SHA256 of `body` under `secret`.
pub fn signature(secret: &str, body: &[u8]) -> String {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC accepts any key length");
    mac.update(body);
    let bytes = mac.finalize().into_bytes();
    format!("sha256={}", crate::hex::lower(&bytes))
}

/// The body of an attempt at delivery `id` of `payload` (the stored event) at `timestamp`.
pub fn body(id: i64, timestamp: i64, payload: &str) -> Result<Vec<u8>, String> {
    let event: serde_json::Value =
        serde_json::from_str(payload).map_err(|e| format!("stored event unreadable: {e}"))?;
    let body = serde_json::json!({
        "delivery": id,
        "timestamp": timestamp,
        "event": event,
    });
    serde_json::to_vec(&body).map_err(|e| e.to_string())
}

/// Settings of the worker (from `WebhookConfig`).
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub policy: AddressPolicy,
    pub backoff: Backoff,
    pub max_attempts: i64,
}

/// What one drain did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Drained {
    pub delivered: usize,
    /// Attempts that failed and will be retried.
    pub failed: usize,
    /// Deliveries given up on.
    pub given_up: usize,
    /// How long until the next delivery becomes due, if any is waiting.
    pub next_due: Option<Duration>,
}

/// The deliveries and what sends them: the background worker drains them on every wake,
/// tests drain them by hand (`drain_once`).
#[derive(Clone)]
pub struct Deliveries {
    pool: Pool,
    gate: WriteGate,
    clock: Arc<dyn Clock>,
    client: reqwest::Client,
    settings: Settings,
}

/// What one attempt came to: the receiver's status, or why there was none.
struct Attempt {
    status: Option<u16>,
    error: Option<String>,
    /// The URL may not be reached at all: not worth retrying.
    refused: bool,
}

impl Deliveries {
    pub fn new(
        pool: Pool,
        gate: WriteGate,
        clock: Arc<dyn Clock>,
        settings: Settings,
    ) -> Result<Deliveries, super::NotifyError> {
        let client = settings
            .policy
            .client(concat!("Pigeonpost-Webhooks/", env!("CARGO_PKG_VERSION")))
            .map_err(|e| super::NotifyError::Config(format!("webhook client: {e}")))?;
        Ok(Deliveries {
            pool,
            gate,
            clock,
            client,
            settings,
        })
    }

    /// Runs forever. `wake` is notified by the app after it commits new deliveries.
    pub async fn run(self, wake: Arc<Notify>) {
        super::worker::drain_forever("webhook worker", wake, || async {
            self.drain_once().await.map(|d| d.next_due)
        })
        .await
    }

    /// Attempts everything due now, `BATCH` at a time. A crash between an attempt and
    /// the write of its result attempts it again once its lease runs out: deliveries are
    /// at least once, and a receiver tells repeats by `delivery`.
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
                let attempt = self.attempt(&row).await;
                results.push((row, attempt));
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
        let next = queue::next_due_ms(&mut conn).await?;
        Ok(super::worker::due_in(next, self.clock.now_ms()))
    }

    async fn claim_due(&self) -> Result<Vec<DueDelivery>, StorageError> {
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

    /// One POST of `row`, its URL checked again first (the operator may have narrowed
    /// the policy since it was registered; a name is checked by the client's resolver).
    async fn attempt(&self, row: &DueDelivery) -> Attempt {
        // The record of the attempt keeps the source language's words.
        let refused = |error: String| Attempt {
            status: None,
            error: Some(error),
            refused: true,
        };
        let url = match self.settings.policy.sendable(&row.url) {
            Ok(url) => url,
            Err(e) => return refused(e.to_string()),
        };
        let timestamp = self.clock.now();
        let body = match body(row.id, timestamp, &row.payload) {
            Ok(body) => body,
            Err(e) => return refused(e),
        };
        let sent = self
            .client
            .post(url)
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(SIGNATURE_HEADER, signature(&row.secret, &body))
            .header(TIMESTAMP_HEADER, timestamp.to_string())
            .header(DELIVERY_HEADER, row.id.to_string())
            .body(body)
            .send()
            .await;
        match sent {
            Ok(answer) => Attempt {
                status: Some(answer.status().as_u16()),
                error: None,
                refused: false,
            },
            Err(e) => match refusal_in(&e) {
                Some(why) => refused(why.to_string()),
                None => Attempt {
                    status: None,
                    error: Some(describe(&e)),
                    refused: false,
                },
            },
        }
    }

    /// Writes what became of each attempt, and logs it.
    async fn record(
        &self,
        results: Vec<(DueDelivery, Attempt)>,
        report: &mut Drained,
    ) -> Result<(), StorageError> {
        let now = self.clock.now_ms();
        let mut tx = self.gate.begin().await?;
        for (row, attempt) in results {
            let attempts = row.attempts + 1;
            let ok = attempt.status.is_some_and(|s| (200..300).contains(&s));
            let outcome = if ok {
                report.delivered += 1;
                Outcome::Delivered
            } else if attempt.refused || attempts >= self.settings.max_attempts {
                report.given_up += 1;
                Outcome::GiveUp
            } else {
                report.failed += 1;
                Outcome::Retry {
                    at_ms: now + self.settings.backoff.delay_ms(attempts),
                }
            };
            if !ok {
                tracing::warn!(
                    delivery = row.id,
                    attempts,
                    status = attempt.status,
                    error = attempt.error.as_deref().unwrap_or(""),
                    "webhook not delivered"
                );
            }
            queue::record(&mut tx, row.id, outcome, now).await?;
            let log = AttemptRow {
                webhook_id: row.webhook_id,
                delivery_id: row.id,
                event: row.event,
                attempted_at: now / 1000,
                status: attempt.status.map(i64::from),
                error: attempt.error,
                will_retry: i64::from(matches!(outcome, Outcome::Retry { .. })),
            };
            hooks::log_attempt(&mut tx, &log).await?;
        }
        tx.commit().await
    }
}

/// A failed attempt in a few words for the log ("timed out", "connection refused").
pub(super) fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        return "timed out".into();
    }
    let mut innermost = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        innermost = err.to_string();
        source = err.source();
    }
    let kind = if e.is_connect() {
        "could not connect"
    } else {
        "failed"
    };
    format!("{kind}: {innermost}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_the_hmac_of_the_body_in_hex() {
        // RFC 4231, test case 2.
        let sig = signature("Jefe", b"what do ya want for nothing?");
        assert_eq!(
            sig,
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn the_body_wraps_the_event_with_its_delivery_and_time() {
        let body = body(7, 1_767_225_600, r#"{"type":"move","game":3}"#).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(v["delivery"], 7);
        assert_eq!(v["timestamp"], 1_767_225_600);
        assert_eq!(v["event"]["type"], "move");
        assert!(super::body(1, 1, "not json").is_err());
    }
}
