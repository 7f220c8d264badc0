//! The database lost while serving: the server reaches PostgreSQL through a
//! TCP relay the test cuts and restores, as a network fault or a database restart would.
//! While it is cut, pages and moves get a 503 saying the server cannot reach its
//! database and nothing is half-written; once it is back, service resumes by itself and
//! every acknowledged move is there.

use crate::server::{Browser, Site, new_game};
use crate::test_db::TestDb;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};

/// Relays connections to `upstream` while up; when cut, drops every relayed connection
/// and closes new ones at once.
struct Relay {
    port: u16,
    up: Arc<AtomicBool>,
    /// Bumped on every cut: relays of an earlier generation end themselves.
    generation: Arc<AtomicU64>,
    /// Connections being relayed now.
    open: Arc<AtomicUsize>,
}

/// Counts a relayed connection for as long as it lives.
struct Open(Arc<AtomicUsize>);

impl Open {
    fn new(open: &Arc<AtomicUsize>) -> Open {
        open.fetch_add(1, Ordering::SeqCst);
        Open(open.clone())
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Relay {
    async fn start(upstream: String) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind relay");
        let port = listener.local_addr().expect("addr").port();
        let up = Arc::new(AtomicBool::new(true));
        let generation = Arc::new(AtomicU64::new(0));
        let open = Arc::new(AtomicUsize::new(0));
        let (up2, gen2, open2) = (up.clone(), generation.clone(), open.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if !up2.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let (upstream, generation) = (upstream.clone(), gen2.clone());
                let counted = Open::new(&open2);
                tokio::spawn(relay(client, upstream, generation, counted));
            }
        });
        Relay {
            port,
            up,
            generation,
            open,
        }
    }

    /// Cuts, and waits until every relayed connection has ended.
    async fn cut(&self) {
        self.up.store(false, Ordering::SeqCst);
        self.generation.fetch_add(1, Ordering::SeqCst);
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.open.load(Ordering::SeqCst) > 0 {
            assert!(
                Instant::now() < deadline,
                "relayed connections outlived the cut"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    fn restore(&self) {
        self.up.store(true, Ordering::SeqCst);
    }
}

async fn relay(mut client: TcpStream, upstream: String, generation: Arc<AtomicU64>, _open: Open) {
    let Ok(mut server) = TcpStream::connect(&upstream).await else {
        return;
    };
    let born = generation.load(Ordering::SeqCst);
    let cut = async {
        while generation.load(Ordering::SeqCst) == born {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    tokio::select! {
        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
        _ = cut => {}
    }
}

/// `postgres://user@host:port/db` with its host and port replaced by the relay's.
fn through(url: &str, port: u16) -> (String, String) {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let (authority, path) = rest.split_once('/').expect("a database");
    let (user, hostport) = match authority.rsplit_once('@') {
        Some((user, hostport)) => (format!("{user}@"), hostport),
        None => (String::new(), authority),
    };
    (
        format!("{scheme}://{user}127.0.0.1:{port}/{path}"),
        hostport.to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn losing_the_database_is_a_503_and_service_resumes_by_itself() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (_, upstream) = through(&db.address(), 0);
    let relay = Relay::start(upstream).await;
    let (url, _) = through(&db.address(), relay.port);
    let mut site = Site::new();
    let server = site.start_on(&url, &["--clock-sweep-secs", "1"]).await;
    let base = site.base();
    let mut white = Browser::register(&base, "out_white").await;
    let mut black = Browser::register(&base, "out_black").await;
    let game = new_game(&white, "out_black", &black).await.expect("a game");
    white.get(&format!("/games/{game}")).await.expect("page");
    assert_eq!(white.post_move(game, 0, "P e2-e4").await, Ok(true));

    relay.cut().await;
    let page = reqwest::get(format!("{base}/games/{game}"))
        .await
        .expect("answered");
    assert_eq!(page.status(), 503);
    assert!(page.headers().contains_key("retry-after"));
    let body = page.text().await.expect("body");
    assert!(body.contains("cannot reach its database"), "{body}");
    black
        .get(&format!("/games/{game}"))
        .await
        .expect("answered");
    let refused = black.post_move(game, 1, "p e7-e5").await;
    assert!(
        matches!(&refused, Err(why) if why.contains("(503)")),
        "{refused:?}"
    );
    // The server keeps running (its sweeps fail and wait) rather than exiting: once a
    // sweep has failed for the outage, the same process goes on below.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !server.log_text().contains("clock sweep") {
        assert!(
            Instant::now() < deadline,
            "no sweep failed during the outage:\n{}",
            server.log_text()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    relay.restore();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let status = reqwest::get(format!("{base}/games/{game}"))
            .await
            .map(|r| r.status().as_u16())
            .ok();
        if status == Some(200) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no recovery: {status:?}\n{}",
            server.log_text()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    black.get(&format!("/games/{game}")).await.expect("page");
    assert_eq!(black.post_move(game, 1, "p e7-e5").await, Ok(true));
    white.get(&format!("/games/{game}")).await.expect("page");
    assert_eq!(white.post_move(game, 2, "N g1-f3").await, Ok(true));

    let pool = db.pool().await;
    let moves: Vec<String> =
        sqlx::query_scalar("SELECT canonical FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game)
            .fetch_all(&pool)
            .await
            .expect("moves");
    assert_eq!(moves.len(), 3, "{moves:?}");
    assert!(server.log_text().contains("cannot be reached"));
}
