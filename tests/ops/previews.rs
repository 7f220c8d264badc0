//! A preview bomb against the real binary: a definition whose perft depth 3 would take
//! CPU-minutes (`tests/data/preview_bomb.toml`). The preview costs at most its stated
//! budget, stops when its request ends, and a SIGTERM during one ends the process within
//! seconds.

use crate::server::{Browser, Site};
use std::time::{Duration, Instant};

const BOMB: &str = include_str!("../data/preview_bomb.toml");

/// Flags under which only the request's end or a stop ends a preview.
const UNBOUNDED: [&str; 4] = [
    "--preview-ms",
    "600000",
    "--preview-perft-turns",
    "10000000000",
];

/// Checks the bomb in the editor; the status and body (or no answer).
async fn check_bomb(b: &Browser) -> Result<(u16, String), reqwest::Error> {
    b.post(
        "/variants/new",
        &[
            ("format", "pigeonpost"),
            ("source", BOMB),
            ("name", ""),
            ("description", ""),
            ("action", "check"),
        ],
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_bomb_costs_at_most_its_budget() {
    let mut site = Site::new();
    let server = site.start().await;
    let alice = Browser::register(&site.base(), "bomber").await;
    let before = server.cpu();
    let (status, body) = check_bomb(&alice).await.expect("an answer");
    let spent = server.cpu() - before;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("Depth 3 was not counted"), "{body}");
    println!(
        "a preview bomb cost the server {:.2} CPU seconds",
        spent.as_secs_f64()
    );
    // The budget: 2 s of counting; the rest is checking the definition and the page.
    assert!(spent < Duration::from_secs(3), "the bomb cost {spent:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_is_called_off_when_its_request_ends() {
    let mut site = Site::new();
    let server = site.start_with(&UNBOUNDED).await;
    let alice = Browser::register(&site.base(), "leaver").await;
    let asked = tokio::spawn(async move { check_bomb(&alice).await.map(|(s, _)| s) });
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert!(
        !asked.is_finished(),
        "the bomb was answered: {:?}",
        asked.await
    );
    // The client leaves: its connection closes.
    asked.abort();
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    let before = server.cpu();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let spent = server.cpu() - before;
    assert!(
        spent < Duration::from_millis(500),
        "the server used {spent:?} of CPU in 2 s after the request ended"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_ends_the_server_within_5_s_during_a_preview_bomb() {
    let mut site = Site::new();
    let server = site.start_with(&UNBOUNDED).await;
    let alice = Browser::register(&site.base(), "stopper").await;
    let asked = tokio::spawn(async move { check_bomb(&alice).await.map(|(s, _)| s) });
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert!(
        !asked.is_finished(),
        "the bomb was answered: {:?}",
        asked.await
    );
    let sent = Instant::now();
    let status = server.terminate();
    let took = sent.elapsed();
    println!(
        "a SIGTERM during a preview bomb ended the server in {:.2} s",
        took.as_secs_f64()
    );
    assert!(status.success(), "{status}");
    assert!(
        took < Duration::from_secs(5),
        "the server took {took:?} to stop"
    );
    asked.abort();
}
