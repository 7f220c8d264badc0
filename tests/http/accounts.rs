//! Registering, logging in and out, and forged forms.

use crate::support::spawn_app;

#[tokio::test]
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

#[tokio::test]
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

#[tokio::test]
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

#[tokio::test]
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
    assert_eq!(app.app.delete_expired_sessions().await.ok(), Some(1));
    let page = alice.login("se_alice", "correct horse").await;
    assert_eq!(page.status, 200, "{}", page.body);
}

#[tokio::test]
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

#[tokio::test]
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
