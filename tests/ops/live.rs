//! A live-update stream never ends by itself; stopping the real server with SIGTERM ends
//! the open ones at once, so a clean stop does not wait out the shutdown grace period
//! for pages that are merely open.

use crate::server::{Browser, Site, new_game};
use std::time::{Duration, Instant};

#[tokio::test]
async fn sigterm_ends_open_streams_and_the_server_stops_promptly() {
    let mut site = Site::new();
    let server = site.start().await;
    let white = Browser::register(&site.base(), "lvw").await;
    let black = Browser::register(&site.base(), "lvb").await;
    let game = new_game(&white, "lvb", &black).await.expect("a game");
    let mut streams = Vec::new();
    for _ in 0..3 {
        let mut r = reqwest::get(format!("{}/games/{game}/events", site.base()))
            .await
            .expect("open a stream");
        assert_eq!(r.status(), 200);
        r.chunk().await.expect("read").expect("the first event");
        streams.push(r);
    }
    let asked = Instant::now();
    assert!(server.terminate().success());
    // Without ending the streams, shutdown would wait its 30 s grace for them.
    assert!(
        asked.elapsed() < Duration::from_secs(10),
        "stopping took {:?}",
        asked.elapsed()
    );
    for mut r in streams {
        assert!(
            !matches!(r.chunk().await, Ok(Some(_))),
            "a stream was still open"
        );
    }
}
