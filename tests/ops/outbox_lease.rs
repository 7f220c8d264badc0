//! A server killed while a mail is being sent: the SMTP server has kept the message but
//! not yet said so, and the row is leased to the dead process. After a restart the mail
//! is sent again once the lease runs out, and only once more: mail is sent at least
//! once, and this is the one duplicate the lease allows (with the same Message-ID, so a
//! mail program that files by Message-ID shows it once).

use crate::server::{Browser, Site};
use crate::smtp_sink::SmtpSink;
use std::time::{Duration, Instant};

const TO: &str = "leasee@example.org";

/// The sink's copies of the address confirmation, once there are at least `n` (or after
/// `wait`).
async fn copies(sink: &SmtpSink, n: usize, wait: Duration) -> Vec<String> {
    let deadline = Instant::now() + wait;
    loop {
        let found: Vec<String> = sink
            .messages()
            .into_iter()
            .filter(|m| m.is_for(TO))
            .map(|m| m.header("Message-ID").unwrap_or_default())
            .collect();
        if found.len() >= n || Instant::now() >= deadline {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mail_cut_off_mid_send_is_sent_again_once_after_a_restart() {
    let sink = SmtpSink::start(0).await;
    sink.answer_slowly(Duration::from_secs(60));
    let port = sink.port.to_string();
    let flags = [
        "--smtp-host",
        "127.0.0.1",
        "--smtp-port",
        port.as_str(),
        "--smtp-tls",
        "none",
        "--mail-lease-secs",
        "3",
    ];
    let mut site = Site::new();
    let server = site.start_with(&flags).await;
    // Registering queues the address confirmation, which the worker sends at once.
    Browser::register(&site.base(), "leasee").await;
    let first = copies(&sink, 1, Duration::from_secs(20)).await;
    assert_eq!(first.len(), 1, "the confirmation reached the sink");
    // The sink has the message and has not answered: the send is in progress.
    server.kill();
    sink.answer_slowly(Duration::ZERO);
    let _restarted = site.start_with(&flags).await;
    let again = copies(&sink, 2, Duration::from_secs(20)).await;
    assert_eq!(again.len(), 2, "the mail cut off mid-send was sent again");
    assert_eq!(again[0], again[1], "with the same Message-ID");
    // Sent and marked so: no third copy after another lease.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(copies(&sink, 3, Duration::ZERO).await.len(), 2);
}
