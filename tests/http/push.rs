//! Web Push: a player turns notifications on for a browser (its script posts what the
//! Push API gave, as these tests do), and the events of their games reach it through a
//! push service, encrypted for that browser and signed with the server's VAPID key; a
//! push service that forgot the browser has it removed; a push may replace the mail; bad
//! subscriptions are refused and store nothing.
//!
//! The push service is a real HTTP server on 127.0.0.1 in the test (`push_service`),
//! which decrypts each body with the device's keys as a browser would; so these apps run
//! with the operator's `--push-allow-private`, except where refusals are checked.

use super::push_service::{Device, PushService, Received, vapid_claims};
use super::support::{Browser, TestApp, spawn_app, spawn_app_with_clock_and};
use base64ct::{Base64UrlUnpadded, Encoding};

const HOUR: i64 = 3600;
use std::collections::BTreeMap;

/// An app that may push to the local service, pushes drained by hand, mail counted.
async fn app_pushing_locally() -> TestApp {
    spawn_app_with_clock_and(|c| {
        c.push.push_allow_private = true;
        c.push.drain_by_hand = true;
        c.push.push_retry_ms = 30_000;
        c.push.push_retry_max_ms = 600_000;
        c.push.push_attempts = 4;
        c.mail.drain_by_hand = true;
    })
    .await
}

/// Subscribes `device` of `player`'s at `endpoint`, as `static/push.js` does.
async fn subscribe(player: &Browser, endpoint: &str, device: &Device) -> super::support::Page {
    player
        .post(
            "/account/push/devices",
            &[
                ("endpoint", endpoint),
                ("p256dh", &device.p256dh()),
                ("auth", &device.auth()),
            ],
        )
        .await
}

/// A push as its device read it: the decrypted note and the request's headers.
struct Note {
    device: String,
    note: serde_json::Value,
    received: Received,
}

/// Every push the service took (answered 2xx), read by its device, after checking each
/// request is one a push service takes: `aes128gcm`, a TTL, a Topic, signed with the key
/// the page subscribes with for this service's origin.
fn read(service: &PushService, devices: &BTreeMap<&str, &Device>, key: &str) -> Vec<Note> {
    service
        .got()
        .into_iter()
        .filter(|r| (200..300).contains(&r.status))
        .map(|r| {
            let device = devices[r.device.as_str()];
            let text = device.decrypt(&r.body).expect("decrypts with the device's keys");
            let claims = vapid_claims(&r.headers, key).expect("signed by the server");
            assert_eq!(claims["aud"], service.origin(), "{claims}");
            assert_eq!(claims["sub"], "mailto:pigeonpost@example.org", "{claims}");
            let exp = claims["exp"].as_i64().expect("exp");
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_secs() as i64;
            assert!(exp > now && exp <= now + 24 * 3600, "exp {exp}, now {now}");
            let header = |name: &str| r.headers[name].to_str().unwrap().to_string();
            assert_eq!(header("content-encoding"), "aes128gcm");
            assert_eq!(header("ttl"), (3 * 24 * 3600).to_string());
            let topic = header("topic");
            assert!(
                topic.len() <= 32
                    && topic
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "{topic}"
            );
            let note: serde_json::Value = serde_json::from_str(&text).expect("JSON");
            assert_eq!(note["tag"].as_str(), Some(topic.as_str()), "{note}");
            Note {
                device: r.device.clone(),
                note,
                received: r,
            }
        })
        .collect()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.db().await)
        .await
        .expect("count")
}

async fn server_key(player: &Browser) -> String {
    let page = player.get("/push/key").await;
    assert_eq!(page.status, 200);
    page.body
}

#[both_backends]
async fn each_kind_of_event_reaches_the_players_browser_encrypted_and_signed() {
    let app = app_pushing_locally().await;
    let service = PushService::start().await;
    let alice = app.player("pu_alice").await;
    let bob = app.player("pu_bob").await;
    let (alice_phone, bob_laptop) = (Device::new(), Device::new());
    let done = subscribe(&alice, &service.endpoint("alice"), &alice_phone).await;
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.url.ends_with("/account"), "back to the account page");
    assert!(done.contains("pu_alice") && done.contains("127.0.0.1"), "listed by its service");
    assert_eq!(subscribe(&bob, &service.endpoint("bob"), &bob_laptop).await.status, 200);
    let key = server_key(&alice).await;

    // An invitation, its acceptance, a move, an offer, a reminder and the end.
    let created = alice
        .create_timed_game("pu_bob", &[("time_control", "move"), ("days", "2")])
        .await;
    let id = created.game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);
    alice.play(id, "P e2-e4").await;
    let offered = bob.post(&format!("/games/{id}/draw/offer"), &[]).await;
    assert_eq!(offered.status, 200, "{}", offered.body);
    app.clock().advance(25 * HOUR);
    assert_eq!(app.sweep().await.reminders, 1, "bob has 23 hours left");
    let resigned = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);

    let report = app.pushes.drain_once().await.expect("drain");
    assert_eq!((report.failed, report.given_up, report.gone), (0, 0, 0), "{report:?}");
    let devices = BTreeMap::from([("alice", &alice_phone), ("bob", &bob_laptop)]);
    let notes = read(&service, &devices, &key);
    let seen: Vec<(String, String, String, String)> = notes
        .iter()
        .map(|n| {
            let field = |f: &str| n.note[f].as_str().unwrap_or_default().to_string();
            (n.device.clone(), field("kind"), field("title"), field("body"))
        })
        .collect();
    let title = format!("Chess #{id}: pu_alice vs pu_bob");
    let expected = [
        ("bob", "invitation", "pu_alice invites you to play Chess".to_string()),
        ("alice", "invitation", title.clone()),
        // In the game's own notation, as its mail says it.
        ("bob", "move", "pu_alice played 1. P e2-e4".to_string()),
        ("alice", "offer", "pu_bob offers a draw".to_string()),
        ("bob", "deadline", "23 hours left to move".to_string()),
        ("alice", "end", "Game over: white (pu_alice) wins by resignation".to_string()),
        ("bob", "end", "Game over: white (pu_alice) wins by resignation".to_string()),
    ];
    assert_eq!(seen.len(), expected.len(), "{seen:#?}");
    for (device, kind, title) in expected {
        assert!(
            seen.iter()
                .any(|(d, k, t, _)| d == device && k == kind && *t == title),
            "{device} {kind} {title:?} in {seen:#?}"
        );
    }
    let body_of = |kind: &str, device: &str| {
        seen.iter()
            .find(|(d, k, ..)| d == device && k == kind)
            .map(|(.., b)| b.clone())
            .unwrap()
    };
    assert!(body_of("move", "bob").contains(&title), "the game's name");
    assert!(body_of("move", "bob").contains("It is your move. Move by"), "with its deadline");
    assert!(body_of("invitation", "bob").contains("You would play Black"));
    for n in &notes {
        assert_eq!(
            n.note["url"],
            format!("{}/games/{id}", app.base),
            "a click opens the game"
        );
        assert!(n.received.headers["topic"].to_str().unwrap().starts_with(&format!("g{id}-")));
    }
    // Each device has its last push noted; nothing is left to send.
    let page = alice.get("/account").await;
    let row = &page.body[page.body.find("id=\"devices\"").expect("listed")..];
    assert!(!row[..row.find("</table>").unwrap()].contains("<td>never</td>"), "{row}");
    assert_eq!(app.pushes.drain_once().await.expect("drain").sent, 0);
}

#[both_backends]
async fn a_push_service_that_no_longer_knows_a_browser_has_it_removed() {
    let app = app_pushing_locally().await;
    let service = PushService::start().await;
    let (white, black, id) = super::support::started_game(&app, "chess", "pg_white", "pg_black").await;
    let (gone, forgotten, kept) = (Device::new(), Device::new(), Device::new());
    for (name, device) in [("gone", &gone), ("forgotten", &forgotten), ("kept", &kept)] {
        assert_eq!(subscribe(&black, &service.endpoint(name), device).await.status, 200);
    }
    service.answer("gone", &[410]);
    service.answer("forgotten", &[404]);
    white.play(id, "e4").await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM push_outbox").await, 3, "one per browser");
    let report = app.pushes.drain_once().await.expect("drain");
    assert_eq!((report.sent, report.gone), (1, 2), "{report:?}");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM push_subscriptions").await, 1);
    let page = black.get("/account").await;
    assert_eq!(page.body.matches("<tr id=\"device-").count(), 1, "only the kept browser");

    black.play(id, "e5").await;
    white.play(id, "Nf3").await;
    let report = app.pushes.drain_once().await.expect("drain");
    assert_eq!((report.sent, report.gone), (1, 0), "{report:?}");
    let to_gone = service.got().iter().filter(|r| r.device != "kept").count();
    assert_eq!(to_gone, 2, "the removed browsers were tried once each, never again");
}

/// A flood of moves sends one push per event to each browser, never two: retries after
/// the push service's own trouble included, with two workers draining at once.
#[both_backends]
async fn a_flood_of_moves_sends_one_push_per_event_never_two() {
    let app = app_pushing_locally().await;
    let service = PushService::start().await;
    let (white, black, id) = super::support::started_game(&app, "chess", "pf_white", "pf_black").await;
    let (w, b) = (Device::new(), Device::new());
    assert_eq!(subscribe(&white, &service.endpoint("w"), &w).await.status, 200);
    assert_eq!(subscribe(&black, &service.endpoint("b"), &b).await.status, 200);
    service.answer("b", &[503, 500]);
    service.answer("w", &[429]);
    // The Giuoco Piano's main line: twenty plies, no position twice.
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4", "Bb4",
        "Bd2", "Bxd2", "Nbxd2", "d5", "exd5", "Nxd5", "Qb3", "Nce7",
    ];
    for (i, m) in moves.iter().enumerate() {
        let mover = if i % 2 == 0 { &white } else { &black };
        mover.play(id, m).await;
    }
    let other = app.pushes.clone();
    for _ in 0..6 {
        let (a, b) = tokio::join!(app.pushes.drain_once(), other.drain_once());
        a.expect("drain");
        b.expect("drain");
        app.clock().advance(600);
    }
    let key = server_key(&white).await;
    let notes = read(&service, &BTreeMap::from([("w", &w), ("b", &b)]), &key);
    let mut titles: Vec<String> = notes
        .iter()
        .map(|n| format!("{} {}", n.device, n.note["title"].as_str().unwrap()))
        .collect();
    titles.sort();
    let mut unique = titles.clone();
    unique.dedup();
    assert_eq!(titles, unique, "no event pushed twice");
    assert_eq!(titles.len(), moves.len(), "every move pushed to the player to move");
    let answered_badly = service.got().iter().filter(|r| r.status >= 300).count();
    assert_eq!(answered_badly, 3, "the refusals were retried, not dropped");
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM push_outbox WHERE sent_at IS NULL").await,
        0
    );
}

#[both_backends]
async fn a_push_replaces_the_mail_only_when_the_player_chooses_it() {
    let app = app_pushing_locally().await;
    let service = PushService::start().await;
    let (white, black, id) = super::support::started_game(&app, "chess", "pi_white", "pi_black").await;
    let mails_to = |who: &str| {
        format!("SELECT COUNT(*) FROM outbox WHERE recipient = '{who}@example.org' AND subject LIKE '%played%'")
    };
    // Push instead of mail, with no browser yet: the mail still goes.
    let chosen = black
        .post(
            "/account/push",
            &[("move", "on"), ("end", "on"), ("instead", "on")],
        )
        .await;
    assert_eq!(chosen.status, 200, "{}", chosen.body);
    white.play(id, "e4").await;
    assert_eq!(count(&app, &mails_to("pi_black")).await, 1, "mailed: no device");
    let device = Device::new();
    assert_eq!(subscribe(&black, &service.endpoint("b"), &device).await.status, 200);
    black.play(id, "e5").await;
    white.play(id, "Nf3").await;
    assert_eq!(count(&app, &mails_to("pi_black")).await, 1, "pushed instead");
    // A kind not ticked is not pushed, and so is mailed.
    let page = black.get("/account").await;
    assert!(page.contains("name=\"move\" checked"), "the choice is shown");
    assert!(!page.contains("name=\"offer\" checked"));
    white
        .post(&format!("/games/{id}/draw/offer"), &[])
        .await;
    let offers_to_black = "SELECT COUNT(*) FROM outbox WHERE recipient = 'pi_black@example.org' AND subject LIKE '%offers a draw%'";
    assert_eq!(count(&app, offers_to_black).await, 1, "offers are not pushed: mailed");
    // Both: pushed and mailed.
    black.post("/account/push", &[("move", "on")]).await;
    black.play(id, "Nc6").await;
    white.play(id, "Bb5").await;
    assert_eq!(count(&app, &mails_to("pi_black")).await, 2);
    app.pushes.drain_once().await.expect("drain");
    let key = server_key(&black).await;
    let titles: Vec<String> = read(&service, &BTreeMap::from([("b", &device)]), &key)
        .iter()
        .map(|n| n.note["title"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        titles,
        ["pi_white played 2. N g1-f3", "pi_white played 3. B f1-b5"]
    );
}

#[both_backends]
async fn bad_subscriptions_and_choices_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    let rosa = app.player("pb_rosa").await;
    let ok = Device::new();
    let refused = |page: &super::support::Page, status: u16, words: &str| {
        assert_eq!(page.status, status, "{}", page.body);
        assert!(page.contains("id=\"push-error\""), "shown on the account page");
        assert!(page.contains(words), "{words:?} in {}", page.body);
    };
    for (endpoint, words) in [
        ("http://127.0.0.1:9/push", "must start with https://"),
        ("https://127.0.0.1/push", "a loopback address; pushes may only reach public"),
        ("https://10.1.2.3/push", "a private address"),
        ("https://169.254.169.254/push", "a cloud metadata address"),
        ("not a url", "is not a URL"),
        ("", "is not a URL"),
    ] {
        refused(&subscribe(&rosa, endpoint, &ok).await, 422, words);
    }
    let endpoint = "https://10.1.2.3/push";
    for (p256dh, auth, words) in [
        ("BAAA", ok.auth(), "not an uncompressed P-256 point"),
        ("!!!", ok.auth(), "not base64url"),
        (ok.p256dh().as_str(), "AAAA".to_string(), "not 16 bytes"),
    ] {
        let page = rosa
            .post(
                "/account/push/devices",
                &[("endpoint", endpoint), ("p256dh", p256dh), ("auth", &auth)],
            )
            .await;
        refused(&page, 422, words);
    }
    let bad_choice = rosa.post("/account/push", &[("move", "yes")]).await;
    refused(&bad_choice, 422, "must be on or off");
    let removed = rosa.post("/account/push/devices/remove", &[("id", "1")]).await;
    assert_eq!(removed.status, 404, "{}", removed.body);
    let forged = rosa
        .post_raw(
            "/account/push/devices",
            &[("endpoint", "https://push.example/x"), ("p256dh", &ok.p256dh()), ("auth", &ok.auth())],
        )
        .await;
    assert_eq!(forged.status, 403, "no anti-forgery token");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM push_subscriptions").await, 0);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM player_preferences WHERE push_kinds <> 31").await,
        0
    );
}

#[both_backends]
async fn a_player_has_at_most_ten_browsers_and_removes_them_one_by_one() {
    let app = spawn_app_with_clock_and(|c| c.push.push_allow_private = true).await;
    let service = PushService::start().await;
    let (rosa, ivan) = (app.player("pd_rosa").await, app.player("pd_ivan").await);
    let device = Device::new();
    for n in 0..10 {
        let page = subscribe(&rosa, &service.endpoint(&format!("d{n}")), &device).await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    let eleventh = subscribe(&rosa, &service.endpoint("d10"), &device).await;
    assert_eq!(eleventh.status, 409, "{}", eleventh.body);
    assert!(eleventh.contains("remove one first"));
    // A browser subscribing again takes no new place, and moves to whoever subscribes.
    assert_eq!(subscribe(&rosa, &service.endpoint("d3"), &device).await.status, 200);
    assert_eq!(subscribe(&ivan, &service.endpoint("d4"), &device).await.status, 200);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM push_subscriptions").await, 10);
    let page = ivan.get("/account").await;
    let id = page.body.split("id=\"device-").nth(1).expect("ivan's browser");
    let id = &id[..id.find('"').unwrap()];
    let theirs = rosa.post("/account/push/devices/remove", &[("id", id)]).await;
    assert_eq!(theirs.status, 404, "another player's browser is not found");
    let own = ivan.post("/account/push/devices/remove", &[("id", id)]).await;
    assert_eq!(own.status, 200, "{}", own.body);
    assert!(own.contains("No device gets notifications yet."));
    // The export lists a player's browsers without their keys; deletion removes them.
    let export = rosa.get("/account/export").await;
    let data: serde_json::Value = serde_json::from_str(&export.body).expect("JSON");
    assert_eq!(data["push_devices"].as_array().unwrap().len(), 9);
    assert!(!export.body.contains(&device.p256dh()) && !export.body.contains("/push/d"));
    assert_eq!(rosa.delete_account().await.status, 200);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM push_subscriptions").await, 0);
}

#[both_backends]
async fn the_site_installs_as_an_app_with_its_key_kept_across_restarts() {
    let app = spawn_app().await;
    let visitor = app.browser();
    let manifest = visitor.get_raw("/manifest.webmanifest").await;
    assert_eq!(manifest.headers()["content-type"], "application/manifest+json");
    let manifest: serde_json::Value =
        serde_json::from_str(&manifest.text().await.expect("text")).expect("JSON");
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["start_url"], "/my");
    let icons = manifest["icons"].as_array().expect("icons");
    for size in ["192x192", "512x512"] {
        let icon = icons.iter().find(|i| i["sizes"] == size).expect(size);
        let png = visitor.get_raw(icon["src"].as_str().unwrap()).await;
        assert_eq!(png.headers()["content-type"], "image/png");
        let bytes = png.bytes().await.expect("bytes");
        let side = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
        assert_eq!(format!("{side}x{side}"), size);
    }
    let sw = visitor.get_raw("/sw.js").await;
    assert_eq!(sw.headers()["content-type"], "text/javascript; charset=utf-8");
    assert_eq!(sw.headers()["cache-control"], "no-cache");
    assert!(sw.text().await.unwrap().contains("addEventListener('push'"));
    let home = visitor.get("/").await;
    assert!(home.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"));
    // A player's game page offers notifications (its script shows the offer once); a
    // visitor's does not.
    let (white, _black, id) =
        super::support::started_game(&app, "chess", "pa_white", "pa_black").await;
    assert!(white.game_page(id).await.contains("id=\"push-offer\""));
    assert!(!visitor.game_page(id).await.contains("id=\"push-offer\""));

    let key = visitor.get("/push/key").await.body;
    let point = Base64UrlUnpadded::decode_vec(&key).map(|p| p.len());
    assert_eq!(point.ok(), Some(65), "an uncompressed P-256 point: {key}");
    let again = app.restart().await;
    assert_eq!(again.browser().get("/push/key").await.body, key, "kept in the database");
}
