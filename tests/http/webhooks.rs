//! Webhooks: a player registers a URL on the account page and the events of
//! their games reach it, signed, through the webhook outbox, retried with backoff when
//! the receiver fails; URLs that would make the server reach its own network are refused
//! (SSRF), as is bad input of every kind, and nothing is stored for them.
//!
//! The receiver is a real HTTP server on 127.0.0.1 in the test, so these apps run with
//! the operator's `--webhooks-allow-private` where they deliver, and with the default
//! policy where refusals are checked. Deliveries are driven by hand (`drain_once`) on a
//! manual clock, except where the running worker's wake is the point.

use super::support::{
    Browser, EPOCH, TestApp, spawn_app, spawn_app_with, spawn_app_with_clock_and, started_game,
};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// One request the receiver got.
#[derive(Debug, Clone)]
struct Received {
    headers: HeaderMap,
    body: Vec<u8>,
}

/// What the receiver answers (a status per request, in order; 200 once they run out)
/// and what it got.
#[derive(Default)]
struct Script {
    answers: VecDeque<u16>,
    got: Vec<Received>,
}

/// A local webhook receiver: its URL and what it got.
struct Receiver {
    url: String,
    script: Arc<Mutex<Script>>,
}

impl Receiver {
    async fn start(answers: &[u16]) -> Receiver {
        let script = Arc::new(Mutex::new(Script {
            answers: answers.iter().copied().collect(),
            got: Vec::new(),
        }));
        async fn hook(
            State(script): State<Arc<Mutex<Script>>>,
            headers: HeaderMap,
            body: axum::body::Bytes,
        ) -> StatusCode {
            let mut s = script.lock().expect("lock");
            s.got.push(Received {
                headers,
                body: body.to_vec(),
            });
            let status = s.answers.pop_front().unwrap_or(200);
            StatusCode::from_u16(status).expect("a status")
        }
        let router = axum::Router::new()
            .route("/hook", axum::routing::post(hook))
            .with_state(script.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind receiver");
        let addr = listener.local_addr().expect("receiver addr");
        tokio::spawn(async move { axum::serve(listener, router).await });
        Receiver {
            url: format!("http://{addr}/hook"),
            script,
        }
    }

    fn got(&self) -> Vec<Received> {
        self.script.lock().expect("lock").got.clone()
    }
}

/// The receiver's own check, as the README tells receivers to make it: the HMAC-SHA256
/// of the exact body under the secret, in hex after `sha256=`, compared in constant time;
/// and the timestamp header equal to the body's. Returns the body as JSON.
fn verified(r: &Received, secret: &str) -> serde_json::Value {
    let header = |name: &str| {
        r.headers
            .get(name)
            .unwrap_or_else(|| panic!("no {name} header"))
            .to_str()
            .expect("ASCII")
            .to_string()
    };
    let signature = header("pigeonpost-signature");
    let hex = signature.strip_prefix("sha256=").expect("sha256=HEX");
    let bytes: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
        .collect();
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(&r.body);
    mac.verify_slice(&bytes).expect("the signature verifies");
    assert_eq!(
        header("content-type"),
        "application/json",
        "the body is JSON"
    );
    let body: serde_json::Value = serde_json::from_slice(&r.body).expect("JSON body");
    assert_eq!(
        header("pigeonpost-timestamp"),
        body["timestamp"].to_string(),
        "the header's timestamp is the signed one"
    );
    body
}

/// Registers `url` as a webhook of `player`; the account page's answer.
async fn register(player: &Browser, url: &str) -> super::support::Page {
    player.post("/account/webhooks", &[("url", url)]).await
}

/// The secret the account page shows once, after registering.
fn shown_secret(page: &super::support::Page) -> String {
    assert_eq!(page.status, 200, "{}", page.body);
    let start = page
        .body
        .find("id=\"webhook-secret\">")
        .expect("the secret is shown")
        + "id=\"webhook-secret\">".len();
    let end = page.body[start..].find('<').expect("end of the secret") + start;
    page.body[start..end].to_string()
}

async fn count(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(&app.db().await)
        .await
        .expect("count")
}

/// A receiver for tests, allowed by the operator's option; deliveries drained by hand.
async fn app_delivering_locally() -> TestApp {
    spawn_app_with_clock_and(|c| {
        c.webhooks.webhooks_allow_private = true;
        c.webhooks.drain_by_hand = true;
        c.webhooks.webhook_retry_ms = 30_000;
        c.webhooks.webhook_retry_max_ms = 3_600_000;
        c.webhooks.webhook_attempts = 5;
    })
    .await
}

#[both_backends]
async fn the_opponents_move_arrives_signed_after_the_receiver_fails_twice() {
    let app = app_delivering_locally().await;
    let receiver = Receiver::start(&[500, 500]).await;
    let (white, black, id) = started_game(&app, "chess", "wh_white", "wh_black").await;
    let page = register(&black, &receiver.url).await;
    let secret = shown_secret(&page);
    assert!(secret.starts_with("whsec_"), "{secret}");
    let shown_again = black.get("/account").await;
    assert!(shown_again.contains(&receiver.url), "listed");
    assert!(!shown_again.contains(&secret), "the secret is shown once only");

    white.play(id, "e4").await;
    let first = app.webhooks.drain_once().await.expect("drain");
    assert_eq!((first.delivered, first.failed), (0, 1), "{first:?}");
    assert_eq!(receiver.got().len(), 1, "one attempt, answered 500");
    // Backoff: not due again until 30 s later, then 60 s after that.
    let early = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(early.next_due, Some(std::time::Duration::from_secs(30)));
    app.clock().advance(29);
    app.webhooks.drain_once().await.expect("drain");
    assert_eq!(receiver.got().len(), 1, "not retried before its time");
    app.clock().advance(1);
    let second = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(second.failed, 1, "{second:?}");
    app.clock().advance(60);
    let third = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(third.delivered, 1, "{third:?}");
    app.clock().advance(3600);
    let after = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(after, Default::default(), "delivered once, nothing left");

    let got = receiver.got();
    assert_eq!(got.len(), 3, "two failures and the delivery");
    let bodies: Vec<serde_json::Value> = got.iter().map(|r| verified(r, &secret)).collect();
    let times: Vec<i64> = bodies
        .iter()
        .map(|b| b["timestamp"].as_i64().expect("timestamp"))
        .collect();
    assert_eq!(times, vec![EPOCH, EPOCH + 30, EPOCH + 90], "signed afresh each time");
    for body in &bodies {
        assert_eq!(body["delivery"], bodies[0]["delivery"], "one delivery, retried");
        assert_eq!(body["event"], bodies[0]["event"], "the same event each time");
    }
    let event = &bodies[2]["event"];
    assert_eq!(event["type"], "move", "{event}");
    assert_eq!(event["move"], "P e2-e4", "in full notation, as the game stores it");
    assert_eq!(event["color"], "white");
    assert_eq!(event["by"], "wh_white");
    assert_eq!(event["ply"], 1);
    assert_eq!(event["game"]["id"], id);
    assert!(event["game"]["url"].as_str().unwrap().ends_with(&format!("/games/{id}")));
    // The check above is a real one: a changed body or another secret fails it.
    let mut forged = got[2].clone();
    forged.body = forged.body.iter().map(|b| if *b == b'4' { b'5' } else { *b }).collect();
    assert!(std::panic::catch_unwind(|| verified(&forged, &secret)).is_err());
    assert!(std::panic::catch_unwind(|| verified(&got[2], "whsec_other")).is_err());

    // The delivery log on the account page: three attempts, the failures retried.
    let page = black.get("/account").await;
    let log = &page.body[page.body.find("webhook-log").expect("a log")..];
    assert_eq!(log.matches("HTTP 500").count(), 2, "{log}");
    assert_eq!(log.matches("HTTP 200").count(), 1, "{log}");
    assert_eq!(log.matches("<td>yes</td>").count(), 2, "{log}");
    assert!(log.contains("<td>move</td>"), "{log}");
}

/// The running worker (not driven by hand) is woken by the move that queued the
/// delivery: it otherwise looks only once a minute, as moves queuing nothing leave it
/// asleep.
#[both_backends]
async fn a_move_wakes_the_running_worker_and_its_delivery_arrives_at_once() {
    let app = spawn_app_with(|c| c.webhooks.webhooks_allow_private = true).await;
    let receiver = Receiver::start(&[]).await;
    let (white, black, id) = started_game(&app, "chess", "wk_white", "wk_black").await;
    let secret = shown_secret(&register(&black, &receiver.url).await);
    white.play(id, "e4").await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while receiver.got().is_empty() && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let got = receiver.got();
    assert_eq!(got.len(), 1, "the move's delivery, well before the minute's look");
    let event = &verified(&got[0], &secret)["event"];
    assert_eq!((&event["type"], &event["ply"]), (&"move".into(), &1.into()));
}

#[both_backends]
async fn every_kind_of_game_event_is_queued_for_both_players_webhooks() {
    let app = app_delivering_locally().await;
    let receiver = Receiver::start(&[]).await;
    let white = app.player("wk_white").await;
    let black = app.player("wk_black").await;
    let white_secret = shown_secret(&register(&white, &receiver.url).await);
    let black_secret = shown_secret(&register(&black, &receiver.url).await);
    let created = white.create_game("chess", "white", "wk_black").await;
    let id = created.game_id();
    assert_eq!(black.accept(id, "").await.status, 200);
    white.play(id, "e4").await;
    let offered = black.post(&format!("/games/{id}/draw/offer"), &[]).await;
    assert_eq!(offered.status, 200, "{}", offered.body);
    let accepted = white.post(&format!("/games/{id}/draw/accept"), &[]).await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    let report = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(report.failed + report.given_up, 0, "{report:?}");

    let mut seen: Vec<(String, String)> = Vec::new();
    for r in receiver.got() {
        let owner = r.headers["pigeonpost-signature"].to_str().unwrap().to_string();
        let whose = [("white", &white_secret), ("black", &black_secret)]
            .into_iter()
            .find(|(_, s)| std::panic::catch_unwind(|| verified(&r, s)).is_ok())
            .unwrap_or_else(|| panic!("signed by neither webhook: {owner}"));
        let body = verified(&r, whose.1);
        seen.push((whose.0.into(), body["event"]["type"].as_str().unwrap().into()));
    }
    for who in ["white", "black"] {
        let kinds: Vec<&str> = seen
            .iter()
            .filter(|(w, _)| w == who)
            .map(|(_, k)| k.as_str())
            .collect();
        assert_eq!(
            kinds,
            vec![
                "invitation",
                "invitation_accepted",
                "move",
                "draw_offered",
                "draw_accepted",
                "result"
            ],
            "{who}"
        );
    }
}

#[both_backends]
async fn loopback_private_and_metadata_urls_and_plain_http_are_refused_by_default() {
    let app = spawn_app().await;
    let alice = app.player("ssrf_alice").await;
    let refused = [
        ("https://127.0.0.1/", "loopback"),
        ("https://localhost/", "loopback"),
        ("https://10.1.2.3/", "private"),
        ("https://192.168.0.1/", "private"),
        ("https://169.254.169.254/", "metadata"),
        ("https://[::1]/", "loopback"),
        ("https://[::ffff:127.0.0.1]/", "loopback"),
        ("https://2130706433/", "loopback"),
        ("https://[fd00::1]/", "private"),
        ("https://100.64.0.1/", "carrier-grade NAT"),
        ("http://example.com/", "must start with https://"),
    ];
    for (url, why) in refused {
        let page = register(&alice, url).await;
        assert_eq!(page.status, 422, "{url}: {}", page.body);
        assert!(page.contains("id=\"webhook-error\""), "{url}: {}", page.body);
        assert!(page.contains(why), "{url} should be refused as {why}: {}", page.body);
        assert!(!page.contains("webhook-secret"), "{url}");
    }
    assert_eq!(count(&app, "webhooks").await, 0, "nothing stored");
}

#[both_backends]
async fn bad_webhook_input_is_refused_and_changes_nothing() {
    let app = spawn_app_with(|c| c.webhooks.webhooks_allow_private = true).await;
    let alice = app.player("bw_alice").await;
    let bob = app.player("bw_bob").await;
    // Port 9 (discard): nothing is sent in this test.
    shown_secret(&register(&alice, "http://127.0.0.1:9/hook").await);
    let alices: i64 = sqlx::query_scalar("SELECT id FROM webhooks")
        .fetch_one(&app.db().await)
        .await
        .expect("alice's webhook");

    let long = format!("https://example.com/{}", "a".repeat(600));
    for (url, why) in [
        (long.as_str(), "at most 500 characters"),
        ("not a url", "is not a URL"),
        ("", "is not a URL"),
        ("javascript:alert(1)", "must start with https://"),
        ("https://user:secret@example.com/", "user name and password"),
    ] {
        let page = register(&bob, url).await;
        assert_eq!(page.status, 422, "{url}: {}", page.body);
        assert!(page.contains(why), "{url}: {}", page.body);
    }
    // Another player's webhook is not bob's to delete; a missing or malformed id is
    // refused too.
    let page = bob
        .post("/account/webhooks/delete", &[("id", &alices.to_string())])
        .await;
    assert_eq!(page.status, 404, "{}", page.body);
    for id in ["", "abc", "-1", "99999999999999999999"] {
        let page = bob.post("/account/webhooks/delete", &[("id", id)]).await;
        assert!(matches!(page.status, 400 | 404 | 422), "{id}: {}", page.status);
    }
    // Without the anti-forgery token: neither made nor deleted.
    let page = alice
        .post_raw("/account/webhooks", &[("url", "http://127.0.0.1:9/other")])
        .await;
    assert_eq!(page.status, 403, "{}", page.body);
    let page = alice
        .post_raw("/account/webhooks/delete", &[("id", &alices.to_string())])
        .await;
    assert_eq!(page.status, 403, "{}", page.body);
    assert_eq!(count(&app, "webhooks").await, 1, "only alice's first webhook");

    // Hers to delete, with the log and deliveries, from her account page.
    let page = alice
        .post("/account/webhooks/delete", &[("id", &alices.to_string())])
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(count(&app, "webhooks").await, 0);
}

#[both_backends]
async fn the_export_lists_webhooks_without_secrets_and_deletion_removes_them() {
    let app = spawn_app_with(|c| {
        c.webhooks.webhooks_allow_private = true;
        c.webhooks.drain_by_hand = true;
    })
    .await;
    let (white, black, id) = started_game(&app, "chess", "wd_white", "wd_black").await;
    let secret = shown_secret(&register(&black, "http://127.0.0.1:9/hook").await);
    white.play(id, "e4").await;
    assert_eq!(count(&app, "webhook_deliveries").await, 1, "queued with the move");

    let export = black.get("/account/export").await;
    assert_eq!(export.status, 200);
    let data: serde_json::Value = serde_json::from_str(&export.body).expect("JSON");
    assert_eq!(data["webhooks"][0]["url"], "http://127.0.0.1:9/hook");
    assert!(!export.body.contains(&secret), "no secret in the export");

    let page = black.delete_account().await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(count(&app, "webhooks").await, 0);
    assert_eq!(count(&app, "webhook_deliveries").await, 0);
}

/// How many rows of `table` have an id above `id`, or at most `id` (`above` false).
async fn count_ids(app: &TestApp, table: &str, id: i64, above: bool) -> i64 {
    let op = if above { ">" } else { "<=" };
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table} WHERE id {op} $1"))
        .bind(id)
        .fetch_one(&app.db().await)
        .await
        .expect("count")
}

async fn count_unsent(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
        .fetch_one(&app.db().await)
        .await
        .expect("count unsent")
}

async fn max_id(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar::<_, Option<i64>>(&format!("SELECT MAX(id) FROM {table}"))
        .fetch_one(&app.db().await)
        .await
        .expect("max id")
        .unwrap_or(0)
}

#[both_backends]
async fn mail_and_deliveries_done_over_thirty_days_ago_are_forgotten_and_newer_ones_kept() {
    use pigeonpost::app::mail::retention::{Forgotten, KEEP_SENT};
    const DAY: i64 = 86_400;
    let app = app_delivering_locally().await;
    let receiver = Receiver::start(&[]).await;
    let (white, black, id) = started_game(&app, "chess", "rt_white", "rt_black").await;
    shown_secret(&register(&black, &receiver.url).await);
    white.play(id, "e4").await;
    let delivered = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(delivered.delivered, 1, "{delivered:?}");
    // This app's mail goes out in the background: wait until all of it has.
    for _ in 0..200 {
        if count_unsent(&app).await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(count_unsent(&app).await, 0, "mail still unsent");
    let (mails, deliveries) = (count(&app, "outbox").await, count(&app, "webhook_deliveries").await);
    assert!(mails > 0, "no mail sent");

    // A day before their time is up, nothing goes.
    app.clock().advance(KEEP_SENT - DAY);
    assert_eq!(
        app.app.mailing().forget_old_deliveries().await.expect("forget"),
        Forgotten::default()
    );
    // (Black's visit keeps their session, which lapses after 30 days without one.)
    black.get(&format!("/games/{id}")).await;
    // Two days later, Black answers: their move's mail and event are new, whether or not
    // sent yet, and stay; everything done before goes.
    app.clock().advance(2 * DAY);
    let (last_mail, last_delivery) = (
        max_id(&app, "outbox").await,
        max_id(&app, "webhook_deliveries").await,
    );
    black.play(id, "e5").await;
    let new_mails = count_ids(&app, "outbox", last_mail, true).await;
    let new_deliveries = count_ids(&app, "webhook_deliveries", last_delivery, true).await;
    assert!(new_mails > 0 && new_deliveries > 0, "{new_mails} {new_deliveries}");
    let forgotten = app.app.mailing().forget_old_deliveries().await.expect("forget");
    assert_eq!(
        forgotten,
        Forgotten {
            mails: mails as u64,
            deliveries: deliveries as u64,
            pushes: 0,
        }
    );
    assert_eq!(count_ids(&app, "outbox", last_mail, false).await, 0);
    assert_eq!(count_ids(&app, "webhook_deliveries", last_delivery, false).await, 0);
    assert_eq!(count_ids(&app, "outbox", last_mail, true).await, new_mails);
    assert_eq!(
        count_ids(&app, "webhook_deliveries", last_delivery, true).await,
        new_deliveries
    );
    // The kept event still goes out, and the delivery log on the account page is kept.
    let later = app.webhooks.drain_once().await.expect("drain");
    assert_eq!(later.delivered, new_deliveries as usize, "{later:?}");
    assert_eq!(receiver.got().len(), 2);
    let page = black.get("/account").await;
    let log = &page.body[page.body.find("webhook-log").expect("a log")..];
    assert_eq!(log.matches("HTTP 200").count(), 2, "{log}");
}
