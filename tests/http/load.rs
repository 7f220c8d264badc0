//! The server under many requests at once: it must answer every one, refusing with 429 or
//! 503 rather than freezing or falling over. Liveness checks, not speed targets: the
//! bounds are generous so that only a freeze fails them. The heavier run with 1,000
//! clients is `scripts/load-accounts.py`, against the release server.

use crate::support::{Browser, TestApp, spawn_app, spawn_app_with};
use pigeonpost::config::LimitConfig;
use std::collections::BTreeMap;
use std::time::Duration;

/// However slow the machine, a batch that is not frozen finishes well within this.
const LIVENESS: Duration = Duration::from_secs(20);

/// The i-th client's loopback address, 127.0.1.1 onwards, so that each client has its
/// own per-address allowance as clients on the internet would.
fn addr(i: usize) -> String {
    format!("127.0.{}.{}", 1 + i / 250, 1 + i % 250)
}

/// Creating a game held a pooled connection while asking for a second one, so 16
/// creations at once took all 8 and every request waited 30 s for one.
#[both_backends]
async fn sixty_four_games_created_at_once_all_complete() {
    const PLAYERS: usize = 16;
    const GAMES_EACH: usize = 4;
    let app = spawn_app().await;
    let mut players = Vec::new();
    for i in 0..PLAYERS {
        let b = app.browser_at(&addr(i));
        let name = format!("cg_{i}");
        let page = b
            .register(&name, &format!("{name}@example.org"), "correct horse")
            .await;
        assert_eq!(page.status, 200, "register {name}: {}", page.body);
        players.push(std::sync::Arc::new(b));
    }
    let mut tasks = Vec::new();
    for (i, player) in players.iter().enumerate() {
        for _ in 0..GAMES_EACH {
            let player = player.clone();
            // Invite by name, so each creation also looks a player up.
            let opponent = format!("cg_{}", (i + 1) % PLAYERS);
            tasks.push(tokio::spawn(async move {
                player.create_game("chess", "white", &opponent).await
            }));
        }
    }
    let all = async {
        let mut pages = Vec::new();
        for t in tasks {
            pages.push(t.await.expect("request task"));
        }
        pages
    };
    let pages = tokio::time::timeout(LIVENESS, all)
        .await
        .expect("64 game creations at once must all complete: the pool froze");
    for page in &pages {
        assert_eq!(page.status, 200, "{}", page.body);
    }
    let mut ids: Vec<i64> = pages.iter().map(|p| p.game_id()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), PLAYERS * GAMES_EACH, "64 distinct games");
    // And the server still answers afterwards.
    assert_eq!(players[0].get("/my").await.status, 200);
}

/// Registrations and logins hashed passwords without bound (150 at
/// once took 3 GB). Many at once, each from its own address, are now all answered: 2xx or
/// 4xx, or 503 for those beyond the hashing queue; never another 5xx. `PIGEONPOST_LOAD_CLIENTS`
/// sets how many (default 100); run alone to read the memory figures it prints.
#[both_backends]
async fn unbounded_password_hashing_is_refused_beyond_a_short_queue() {
    let clients: usize = std::env::var("PIGEONPOST_LOAD_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    // Hashing at the operator's default cost, as a queue forms behind it.
    let app = spawn_app_with(|c| c.limits.password_memory_kib = LimitConfig::default().password_memory_kib).await;
    for name in ["ld_alice", "ld_bob"] {
        app.player(name).await;
    }
    let rss_before = memory("VmRSS");
    let mut browsers = Vec::new();
    for i in 0..clients {
        let b = app.browser_at(&addr(i));
        b.csrf().await;
        browsers.push(b);
    }
    let mut tasks = Vec::new();
    for (i, b) in browsers.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move { one_client(i, &b).await }));
    }
    let all = async {
        let mut answers = Vec::new();
        for t in tasks {
            answers.push(t.await.expect("request task"));
        }
        answers
    };
    let answers = tokio::time::timeout(LIVENESS * 3, all)
        .await
        .expect("every request is answered");
    let mut statuses = BTreeMap::new();
    for (status, body) in &answers {
        *statuses.entry(*status).or_insert(0) += 1;
        let fine = (200..500).contains(status) || *status == 503;
        assert!(fine, "status {status}: {body}");
        if *status == 503 {
            assert!(body.contains("the server is busy, try again in a moment"));
        }
    }
    eprintln!(
        "{clients} parallel registrations and logins: statuses {statuses:?}; this test \
         process's VmRSS {} kB before, {} kB after, peak (VmHWM) {} kB",
        rss_before,
        memory("VmRSS"),
        memory("VmHWM")
    );
    assert!(
        statuses.contains_key(&503),
        "beyond the hashing queue requests are refused, not queued: {statuses:?}"
    );
    still_serves(&app).await;
}

/// One client's request: registrations, right and wrong passwords, mixed.
async fn one_client(i: usize, b: &Browser) -> (u16, String) {
    let page = match i % 4 {
        0 | 1 => {
            let name = format!("ld_{i}");
            b.register(&name, &format!("{name}@example.org"), "correct horse")
                .await
        }
        2 => b.login("ld_alice", "correct horse").await,
        _ => b.login("ld_bob", "wrong password").await,
    };
    (page.status, page.body)
}

async fn still_serves(app: &TestApp) {
    let b = app.browser_at("127.0.200.1");
    let page = b
        .register("ld_after", "ld_after@example.org", "correct horse")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
}

/// A field of /proc/self/status, in kB (0 where there is none).
fn memory(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{field}:")))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
