//! Live-update streams never crowd out pages: one address and one session may hold only
//! so many open, streams together hold at most three quarters of the connections the
//! server serves, and a refused stream is answered at once, telling the page to poll.

use crate::live::sse::EventStream;
use crate::support::{Browser, spawn_app_with, started_game};
use std::time::Duration;

/// Opens a stream of `path` as `who`; the answer, not read.
async fn open(who: &Browser, path: &str) -> reqwest::Response {
    who.get_raw(path).await
}

async fn assert_refused(r: reqwest::Response, who: &str) {
    assert_eq!(r.status(), 429, "a stream beyond {who}'s bound");
    assert_eq!(
        r.headers().get("connection").and_then(|v| v.to_str().ok()),
        Some("close"),
        "a refused stream holds no connection"
    );
    assert!(r.headers().get("retry-after").is_some());
    let body = r.text().await.expect("body");
    assert!(body.contains(who), "{body}");
    assert!(body.contains("looks for changes every minute"), "{body}");
}

#[both_backends]
async fn sse_streams_per_address_are_capped() {
    let app = spawn_app_with(|c| c.connections.live_streams_per_address = 3).await;
    let (_w, _b, id) = started_game(&app, "chess", "white", "black").await;
    let path = format!("/games/{id}/events");
    let here = app.browser_at("127.0.0.9");
    let mut open_ones = Vec::new();
    for _ in 0..3 {
        open_ones.push(EventStream::new(open(&here, &path).await));
    }
    assert_refused(open(&here, &path).await, "your address").await;
    // Another address is not held back by this one.
    let there = app.browser_at("127.0.0.10");
    let _other = EventStream::new(open(&there, &path).await);
    // A stream that ends gives its place back.
    drop(open_ones.pop());
    let mut reopened = false;
    for _ in 0..50 {
        let r = open(&here, &path).await;
        if r.status() == 200 {
            reopened = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(reopened, "a closed stream's place was not given back");
}

#[both_backends]
async fn sse_streams_per_session_are_capped() {
    let app = spawn_app_with(|c| c.connections.live_streams_per_session = 2).await;
    let alice = app.player("alice").await;
    let _one = EventStream::new(open(&alice, "/my/events").await);
    let _two = EventStream::new(open(&alice, "/my/events").await);
    assert_refused(open(&alice, "/my/events").await, "this session").await;
}

#[both_backends]
async fn streams_leave_room_for_pages() {
    // 40 connections: streams may hold 30 of them, whoever opens them.
    let app = spawn_app_with(|c| {
        c.connections.max_connections = 40;
        c.connections.live_streams_per_address = 10_000;
    })
    .await;
    let (_w, _b, id) = started_game(&app, "chess", "white", "black").await;
    let url = format!("{}/games/{id}/events", app.base);
    let crowd = reqwest::Client::builder()
        .local_address("127.0.0.11".parse::<std::net::IpAddr>().ok())
        .build()
        .expect("client");
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..200 {
        let (crowd, url) = (crowd.clone(), url.clone());
        tasks.spawn(async move {
            let r = crowd.get(url).send().await.ok()?;
            let status = r.status().as_u16();
            // An open stream is held (never read to its end) until the test ends.
            tokio::time::sleep(Duration::from_secs(30)).await;
            drop(r);
            Some(status)
        });
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let page = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .expect("client")
        .get(format!("{}/", app.base))
        .send()
        .await;
    let page = page.expect("the front page answers while streams crowd the server");
    assert_eq!(page.status(), 200);
    tasks.abort_all();
}
