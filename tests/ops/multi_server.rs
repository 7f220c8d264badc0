//! Several servers, one PostgreSQL database: two real server processes on
//! one database, players alternating between them, one killed with SIGKILL mid-game.
//! Every move is stored once, every mail sent once, a timeout applied once, and two
//! answers to the same ply on the two servers make exactly one move.

use crate::server::{Browser, Server, Site, new_game};
use crate::smtp_sink::SmtpSink;
use crate::test_db::TestDb;
use sqlx::AnyPool;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// A game long enough to change servers many times (Ruy Lopez, closed).
const LINE: [&str; 16] = [
    "P e2-e4", "p e7-e5", "N g1-f3", "n b8-c6", "B f1-b5", "p a7-a6", "B b5-a4", "n g8-f6",
    "K e1-g1", "b f8-e7", "R f1-e1", "p b7-b5", "B a4-b3", "p d7-d6", "P c2-c3", "k e8-g8",
];

/// Each server logs every sweep of the clocks, so that the test can wait for sweeps.
const SWEEP_LOGS: &str = "pigeonpost=info,pigeonpost::server=debug";

async fn start(site: &mut Site, database: &str, smtp_port: u16) -> Server {
    site.log_filter = SWEEP_LOGS;
    let port = smtp_port.to_string();
    site.start_on(
        database,
        &[
            "--smtp-host",
            "127.0.0.1",
            "--smtp-port",
            &port,
            "--smtp-tls",
            "none",
            "--mail-retry-ms",
            "100",
            "--clock-sweep-secs",
            "1",
        ],
    )
    .await
}

async fn scalar(pool: &AnyPool, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(pool)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Waits until every outbox row is sent, then returns how many were.
async fn all_mail_sent(pool: &AnyPool) -> i64 {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let waiting = scalar(pool, "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL").await;
        if waiting == 0 {
            return scalar(pool, "SELECT COUNT(*) FROM outbox").await;
        }
        assert!(Instant::now() < deadline, "{waiting} mails never sent");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The sink's messages by Message-ID: each id must come once.
fn message_ids(sink: &SmtpSink) -> BTreeMap<String, usize> {
    let mut ids = BTreeMap::new();
    for m in sink.messages() {
        let id = m.header("Message-ID").expect("every mail has a Message-ID");
        *ids.entry(id).or_insert(0) += 1;
    }
    ids
}

/// Follows the link of the confirmation mail to `name`'s address, in `player`.
async fn confirm(sink: &SmtpSink, player: &mut Browser, name: &str) {
    let mail = sink
        .wait_for_mail(&format!("{name}@example.org"), "Confirm your address")
        .await;
    let text = mail.text();
    let start = text.find("/verify/").expect("a confirmation link");
    let path = text[start..]
        .split(|c: char| c.is_whitespace() || c == '"' || c == '<')
        .next()
        .expect("the link");
    let page = player.get(path).await.expect("confirmation page");
    assert!(page.contains("is confirmed"), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_one_database_do_each_thing_once() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let url = db.address();
    let sink = SmtpSink::start(0).await;
    let (mut site_a, mut site_b) = (Site::new(), Site::new());
    // Started together on an empty database: the migrations must not race.
    let (a, b) = tokio::join!(
        start(&mut site_a, &url, sink.port),
        start(&mut site_b, &url, sink.port)
    );
    let (base_a, base_b) = (site_a.base(), site_b.base());
    let pool = db.pool().await;

    let mut white = Browser::register(&base_a, "ms_white").await;
    let mut black = Browser::register(&base_b, "ms_black").await;
    // Each confirms their address from the mailed link, as a player does: until then
    // they would get no game mail.
    confirm(&sink, &mut white, "ms_white").await;
    confirm(&sink, &mut black, "ms_black").await;
    let game = new_game(&white, "ms_black", &black).await.expect("a game");

    // Each move on the other server from the one before; half-way, server A dies.
    let mut a = Some(a);
    for (ply, text) in LINE.iter().enumerate() {
        if ply == LINE.len() / 2 {
            // Killed with its outbox drained: a server killed between the SMTP
            // server's acceptance and recording it would be retried (at least once).
            all_mail_sent(&pool).await;
            a.take().expect("A runs").kill();
        }
        let base = if a.is_some() && ply % 2 == 0 {
            &base_a
        } else {
            &base_b
        };
        let mover = if ply % 2 == 0 { &mut white } else { &mut black };
        mover.switch_to(base);
        mover
            .get(&format!("/games/{game}"))
            .await
            .expect("game page");
        assert_eq!(mover.post_move(game, ply, text).await, Ok(true), "{text}");
    }
    let stored = scalar(
        &pool,
        &format!("SELECT COUNT(*) FROM moves WHERE game_id = {game}"),
    )
    .await;
    assert_eq!(stored, LINE.len() as i64, "every move stored once");

    // The same ply answered on both servers at once: exactly one is a move. (A third
    // server, C, stands in for the killed A.)
    let mut site_c = Site::new();
    let c = start(&mut site_c, &url, sink.port).await;
    let mut other = Browser::register(&base_b, "ms_other").await;
    confirm(&sink, &mut other, "ms_other").await;
    white.switch_to(&base_b);
    white
        .get(&format!("/games/{game}"))
        .await
        .expect("game page");
    let mut white_c = Browser::new(&site_c.base());
    white_c.get("/login").await.expect("login page");
    let (status, body) = white_c
        .post(
            "/login",
            &[("name", "ms_white"), ("password", "correct horse")],
        )
        .await
        .expect("login");
    assert_eq!(status, 303, "{body}");
    white_c
        .get(&format!("/games/{game}"))
        .await
        .expect("game page");
    let ply = LINE.len();
    let (on_b, on_c) = tokio::join!(
        white.post_move(game, ply, "P h2-h3"),
        white_c.post_move(game, ply, "P a2-a4")
    );
    let accepted = [&on_b, &on_c]
        .iter()
        .filter(|r| matches!(r, Ok(true)))
        .count();
    assert_eq!(accepted, 1, "B: {on_b:?}, C: {on_c:?}");
    let stored = scalar(
        &pool,
        &format!("SELECT COUNT(*) FROM moves WHERE game_id = {game}"),
    )
    .await;
    assert_eq!(stored, LINE.len() as i64 + 1);

    // A game with a clock whose deadline has passed: both servers sweep every second,
    // and it ends on time once.
    let fields = [
        ("variant", "chess"),
        ("color", "white"),
        ("opponent", "ms_other"),
        ("time_control", "move"),
        ("days", "1"),
    ];
    let (status, location) = white.post("/games", &fields).await.expect("create");
    assert_eq!(status, 303, "{location}");
    let timed: i64 = location
        .rsplit('/')
        .next()
        .and_then(|s| s.parse().ok())
        .expect("id");
    other
        .get(&format!("/games/{timed}"))
        .await
        .expect("game page");
    let (status, body) = other
        .post(&format!("/games/{timed}/accept"), &[("token", "")])
        .await
        .expect("accept");
    assert_eq!(status, 303, "{body}");
    sqlx::query("UPDATE games SET deadline = 1 WHERE id = $1")
        .bind(timed)
        .execute(&pool)
        .await
        .expect("the deadline passes");
    let deadline = Instant::now() + Duration::from_secs(30);
    let finished = format!("SELECT COUNT(*) FROM games WHERE id = {timed} AND status = 'finished'");
    while scalar(&pool, &finished).await == 0 {
        assert!(Instant::now() < deadline, "the timeout was never applied");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Two more sweeps of each server, each of which could have ended the game again.
    let swept = [b.logged("clock sweep"), c.logged("clock sweep")];
    let deadline = Instant::now() + Duration::from_secs(30);
    while b.logged("clock sweep") < swept[0] + 2 || c.logged("clock sweep") < swept[1] + 2 {
        assert!(Instant::now() < deadline, "the servers stopped sweeping");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let events =
        format!("SELECT COUNT(*) FROM game_events WHERE game_id = {timed} AND kind = 'timed_out'");
    assert_eq!(scalar(&pool, &events).await, 1, "one timeout recorded");

    // Every mail of the whole run went out once.
    let rows = all_mail_sent(&pool).await;
    let ids = message_ids(&sink);
    let twice: Vec<_> = ids.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "sent more than once: {twice:?}");
    assert_eq!(ids.len() as i64, rows, "one message per outbox row");
    let game_over = sink
        .messages()
        .iter()
        .filter(|m| m.subject().contains(&format!("#{timed}")) && m.subject().contains("time"))
        .count();
    assert_eq!(
        game_over, 2,
        "each player told once that the game ended on time"
    );
    drop((b, c));
}
