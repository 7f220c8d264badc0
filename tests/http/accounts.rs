//! Registering, logging in and out, and forged forms.

use crate::support::{Browser, EPOCH, spawn_app, spawn_app_with, spawn_app_with_clock};
use pigeonpost::config::LimitConfig;
use std::collections::BTreeMap;
use std::sync::Arc;

#[both_backends]
async fn register_log_out_and_in() {
    let app = spawn_app().await;
    let b = app.player("julia").await;
    assert!(
        b.get("/").await.contains("julia"),
        "logged in after registering"
    );
    let out = b.post("/logout", &[]).await;
    assert_eq!(out.status, 200);
    assert!(out.contains("href=\"/login\""));
    assert_eq!(b.get("/my").await.status, 401, "logged out");
    let wrong = b.login("julia", "not the password").await;
    assert_eq!(wrong.status, 401);
    assert!(wrong.contains("wrong username or password"));
    assert_eq!(
        wrong.input("name").as_deref(),
        Some("julia"),
        "the name is kept"
    );
    let ok = b.login("julia@example.org", "correct horse").await;
    assert_eq!(ok.status, 200);
    assert_eq!(b.get("/my").await.status, 200);
}

#[both_backends]
async fn registration_is_validated() {
    let app = spawn_app().await;
    app.player("kate").await;
    let b = app.browser();
    let taken = b.register("KATE", "other@example.org", "long enough").await;
    assert_eq!(taken.status, 409);
    assert!(taken.contains("already registered"));
    let short = b.register("leo", "leo@example.org", "short").await;
    assert_eq!(short.status, 422);
    let bad_name = b
        .register("<b>leo</b>", "leo@example.org", "long enough")
        .await;
    assert_eq!(bad_name.status, 422);
    assert!(!bad_name.contains("<b>leo</b>"), "input is escaped");
    let bad_mail = b.register("leo", "not-an-address", "long enough").await;
    assert_eq!(bad_mail.status, 422);
}

#[both_backends]
async fn forged_forms_are_refused() {
    let app = spawn_app().await;
    let b = app.player("mona").await;
    // No token at all.
    let page = b
        .post_raw(
            "/games",
            &[("variant", "chess"), ("color", "white"), ("opponent", "")],
        )
        .await;
    assert_eq!(page.status, 403);
    assert!(page.contains("security token"));
    // A wrong token.
    let page = b
        .post_raw(
            "/games",
            &[
                ("csrf", &"0".repeat(64)),
                ("variant", "chess"),
                ("color", "white"),
                ("opponent", ""),
            ],
        )
        .await;
    assert_eq!(page.status, 403);
    // A browser that never loaded a page from us (no cookie) cannot post either.
    let stranger = app.browser();
    let page = stranger
        .post_raw(
            "/login",
            &[
                ("csrf", &"0".repeat(64)),
                ("name", "mona"),
                ("password", "correct horse"),
            ],
        )
        .await;
    assert_eq!(page.status, 403);
    // Nothing was created.
    let mine = b.get("/my").await;
    assert!(!mine.contains("/games/1\""), "no game was created");
}

#[both_backends]
async fn a_session_lasts_thirty_days_from_the_last_visit() {
    const DAY: i64 = 86_400;
    let app = crate::support::spawn_app_with_clock().await;
    let alice = app.player("se_alice").await;
    // Visiting every three weeks keeps the player logged in past thirty days.
    for _ in 0..3 {
        app.clock().advance(21 * DAY);
        let page = alice.get("/my").await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    // Thirty days without a visit end the session.
    app.clock().advance(30 * DAY);
    let page = alice.get("/my").await;
    assert_eq!(page.status, 401, "{}", page.body);
    assert!(page.contains("you need to log in first"), "{}", page.body);
    assert_eq!(app.app.accounts().delete_expired_sessions().await.ok(), Some(1));
    let page = alice.login("se_alice", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
}

#[both_backends]
async fn repeated_wrong_passwords_make_logins_wait() {
    let app = crate::support::spawn_app_with_clock().await;
    app.player("lf_alice").await;
    let guesser = app.browser();
    for n in 1..=5 {
        let page = guesser.login("lf_alice", &format!("guess {n}")).await;
        assert_eq!(page.status, 401, "{}", page.body);
        app.clock().advance(60);
    }
    // The sixth try waits, even with the right password, and the page says until when
    // (fifteen minutes after the first failure at 00:00).
    let owner = app.browser();
    let page = owner.login("lf_alice", "correct horse").await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(
        page.contains("too many failed logins for lf_alice: try again after 2026-01-01 00:15 UTC"),
        "{}",
        page.body
    );
    assert_eq!(
        page.retry_after,
        Some(15 * 60 - 5 * 60),
        "seconds until 00:15"
    );
    // Another account is not affected.
    app.player("lf_bob").await;
    let page = app.browser().login("lf_bob", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
    // Once the first failure is fifteen minutes old, one more try is allowed.
    app.clock().advance(11 * 60);
    let page = owner.login("lf_alice", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(owner.get("/my").await.status, 200);
}

#[both_backends]
async fn changing_the_password_logs_out_other_browsers() {
    let app = crate::support::spawn_app().await;
    let laptop = app.player("pw_alice").await;
    let phone = app.browser();
    assert_eq!(phone.login("pw_alice", "correct horse").await.status, 200);

    for (current, new, why) in [
        (
            "wrong horse",
            "battery staple",
            "the current password is wrong",
        ),
        (
            "correct horse",
            "short",
            "a password is 8 to 200 characters",
        ),
    ] {
        let page = laptop
            .post("/account/password", &[("current", current), ("new", new)])
            .await;
        assert_eq!(page.status, 422, "{}", page.body);
        assert!(page.contains(why), "{why}: {}", page.body);
    }
    assert_eq!(phone.get("/my").await.status, 200, "nothing changed yet");

    let page = laptop
        .post(
            "/account/password",
            &[("current", "correct horse"), ("new", "battery staple")],
        )
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("Your password was changed"), "{}", page.body);
    assert_eq!(laptop.get("/my").await.status, 200, "this browser stays in");
    assert_eq!(
        phone.get("/my").await.status,
        401,
        "the other is logged out"
    );
    let again = app.browser();
    assert_eq!(again.login("pw_alice", "correct horse").await.status, 401);
    assert_eq!(again.login("pw_alice", "battery staple").await.status, 200);
}

/// Fires `n` logins at once, each from its own browser (all at 127.0.0.1), and returns
/// how many got each status.
async fn parallel_logins(
    app: &crate::support::TestApp,
    n: usize,
    name: &str,
    password: &str,
) -> BTreeMap<u16, usize> {
    let mut browsers = Vec::new();
    for _ in 0..n {
        let b = app.browser();
        b.csrf().await;
        browsers.push(b);
    }
    let mut tasks = Vec::new();
    for b in browsers {
        let (name, password) = (name.to_string(), password.to_string());
        tasks.push(tokio::spawn(async move {
            b.login(&name, &password).await.status
        }));
    }
    let mut statuses = BTreeMap::new();
    for t in tasks {
        *statuses.entry(t.await.expect("login task")).or_insert(0) += 1;
    }
    statuses
}

/// The failures are counted, the password checked and the failure written in one
/// transaction, so 100 parallel wrong passwords run at most the 5 allowed checks: every
/// check of a wrong password answers 401, every other attempt 429 (or 503 while the
/// hashing queue is full).
#[both_backends]
async fn login_throttling_is_atomic() {
    let app = spawn_app().await;
    app.player("at_alice").await;
    let statuses = parallel_logins(&app, 100, "at_alice", "wrong password").await;
    let checks = statuses.get(&401).copied().unwrap_or(0);
    assert!(
        (1..=5).contains(&checks),
        "{checks} passwords were checked for 5 allowed ({statuses:?})"
    );
    assert!(
        statuses.keys().all(|s| [401, 429, 503].contains(s)),
        "{statuses:?}"
    );
}

/// The username and the email address of one account had separate
/// counters, so a guesser got five tries with each.
#[both_backends]
async fn username_and_email_share_one_counter() {
    let app = spawn_app_with_clock().await;
    app.player("ue_alice").await;
    let guesser = app.browser();
    for n in 0..5 {
        let name = if n % 2 == 0 {
            "ue_alice"
        } else {
            "ue_alice@example.org"
        };
        let page = guesser.login(name, "wrong password").await;
        assert_eq!(page.status, 401, "{}", page.body);
    }
    for name in ["UE_ALICE@example.org", "Ue_Alice"] {
        let page = guesser.login(name, "correct horse").await;
        assert_eq!(page.status, 429, "{name}: {}", page.body);
    }
}

/// Anyone could keep a player locked out by typing their name. Now
/// strangers lock only their own addresses, and slow the account down for unknown
/// browsers; the owner's own browser logs straight in.
#[both_backends]
async fn a_stranger_cannot_lock_the_owner_out() {
    let app = spawn_app_with_clock().await;
    // The owner registered on this browser, which is now a known device of the account.
    let owner = app.player("kd_alice").await;
    assert_eq!(owner.post("/logout", &[]).await.status, 200);
    let strangers: Vec<Browser> = (10..15)
        .map(|i| app.browser_at(&format!("127.0.0.{i}")))
        .collect();
    for stranger in &strangers {
        for _ in 0..6 {
            let page = stranger.login("kd_alice", "wrong password").await;
            assert!([401, 429].contains(&page.status), "{}", page.body);
        }
    }
    // The first stranger is stopped even with the right password.
    let page = strangers[0].login("kd_alice", "correct horse").await;
    assert_eq!(page.status, 429, "{}", page.body);
    // The owner's browser is not.
    let page = owner.login("kd_alice", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(owner.get("/my").await.status, 200);
    // A browser new to the account waits half a minute, and is then let in.
    let laptop = app.browser_at("127.0.0.20");
    let page = laptop.login("kd_alice", "correct horse").await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(page.contains("slowed down"), "{}", page.body);
    assert!(page.retry_after.is_some_and(|s| s <= 30), "{page:?}");
    app.clock().advance(31);
    let page = laptop.login("kd_alice", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
}

/// A registration with a taken name is refused before its password is hashed (a hash
/// costs 19 MiB and a core): with one hashing slot and its four places to wait, 40
/// parallel registrations with a taken name are all answered 409, none "busy" (503).
#[both_backends]
async fn a_taken_name_is_refused_before_hashing() {
    let app = spawn_app_with(|c| {
        c.limits.password_hashes = 1;
        c.limits.password_memory_kib = LimitConfig::default().password_memory_kib;
    })
    .await;
    app.player("tk_alice").await;
    let mut tasks = Vec::new();
    for i in 0..40 {
        let b = Arc::new(app.browser_at(&format!("127.0.3.{}", i + 1)));
        tasks.push(tokio::spawn(async move {
            let email = format!("tk_{i}@example.org");
            b.register("tk_alice", &email, "correct horse").await.status
        }));
    }
    for t in tasks {
        assert_eq!(t.await.expect("task"), 409);
    }
}

/// Logins, registrations and new games are limited per address, with
/// 429 and when to come back.
#[both_backends]
async fn requests_per_address_are_limited() {
    let app = spawn_app_with_clock().await;
    let b = app.browser();
    for i in 0..10 {
        let name = format!("rl_{i}");
        let page = b
            .register(&name, &format!("{name}@example.org"), "correct horse")
            .await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    let page = b
        .register("rl_x", "rl_x@example.org", "correct horse")
        .await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(
        page.contains("too many registrations from your address: try again in 6 minutes"),
        "{}",
        page.body
    );
    assert_eq!(page.retry_after, Some(360));
    // Another address is not affected.
    let elsewhere = app.browser_at("127.0.0.2");
    let page = elsewhere
        .register("rl_y", "rl_y@example.org", "correct horse")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    // New games: thirty an hour (b is logged in as rl_9; its invitations are to rl_0,
    // as a player may have only ten seeks open in the lobby).
    for _ in 0..30 {
        assert_eq!(b.create_game("chess", "white", "rl_0").await.status, 200);
    }
    let page = b.create_game("chess", "white", "rl_0").await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(page.contains("too many new games"), "{}", page.body);
    // Logins: thirty per ten minutes, whatever the name.
    let guesser = app.browser_at("127.0.0.3");
    for i in 0..30 {
        let page = guesser.login(&format!("nobody_{i}"), "correct horse").await;
        assert_eq!(page.status, 401, "{}", page.body);
    }
    let page = guesser.login("rl_1", "correct horse").await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert_eq!(page.retry_after, Some(20));
    app.clock().advance(20);
    let page = guesser.login("rl_1", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
}

/// Every logged-in request wrote its session row to slide the expiry, so every
/// page view queued for SQLite's write lock. Now a view writes at most once an hour: views
/// go through while another writer holds the lock, and the expiry moves an hour later.
#[both_backends]
async fn page_views_write_the_session_at_most_once_an_hour() {
    const DAY: i64 = 86_400;
    let app = spawn_app_with_clock().await;
    let alice = app.player("ss_alice").await;
    let db = app.db().await;
    let expiry = || async {
        sqlx::query_scalar::<_, i64>("SELECT expires_at FROM sessions")
            .fetch_one(&db)
            .await
            .expect("one session")
    };
    assert_eq!(expiry().await, EPOCH + 30 * DAY);
    // Another writer holds the write lock, as a long move would.
    // (On PostgreSQL: a lock on the sessions table that any write to it would wait for.)
    let lock = if app.on_postgres() {
        "BEGIN; LOCK TABLE sessions IN EXCLUSIVE MODE"
    } else {
        "BEGIN IMMEDIATE"
    };
    let writer = db.begin_with(lock).await.expect("write lock");
    for _ in 0..2 {
        app.clock().advance(60);
        let page = alice.get("/my").await;
        assert_eq!(
            page.status, 200,
            "a page view needs no write: {}",
            page.body
        );
    }
    writer.rollback().await.expect("release");
    assert_eq!(expiry().await, EPOCH + 30 * DAY, "nothing was written");
    app.clock().advance(3600);
    assert_eq!(alice.get("/my").await.status, 200);
    assert_eq!(
        expiry().await,
        EPOCH + 120 + 3600 + 30 * DAY,
        "the expiry moved"
    );
}
