//! "Forgot password": a single-use link, valid for an hour, that sets a new
//! password and logs out the player's other sessions; the form answers alike whether or
//! not the address is registered.

use crate::support::{Browser, Page, TestApp, link_in, spawn_app, spawn_app_with, spawn_app_with_clock};

const SUBJECT: &str = "Set a new Pigeonpost password";

/// Asks for a reset link to `address` from `browser`, as a visitor would.
async fn forgot(browser: &Browser, address: &str) -> Page {
    browser.get("/password/forgot").await;
    browser
        .post("/password/forgot", &[("email", address)])
        .await
}

/// The path of the link in reset mail number `nth` (from 1) to `to`, waiting for it.
async fn reset_link(app: &TestApp, to: &str, nth: usize) -> String {
    for _ in 0..200 {
        let mails: Vec<_> = app
            .sink()
            .messages()
            .into_iter()
            .filter(|m| m.is_for(to) && m.subject().contains(SUBJECT))
            .collect();
        if mails.len() >= nth {
            let link = link_in(&mails[nth - 1].text(), &app.base);
            return link[app.base.len()..].to_string();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no reset mail number {nth} to {to}");
}

fn token_of(path: &str) -> &str {
    path.rsplit('/').next().expect("a token")
}

#[both_backends]
async fn a_reset_link_sets_a_new_password_once_and_logs_out_other_sessions() {
    let app = spawn_app_with_clock().await;
    let home = app.player("rosa").await;
    let phone = app.browser_at("127.0.0.20");
    assert_eq!(phone.login("rosa", "correct horse").await.status, 200);
    let visitor = app.browser_at("127.0.0.21");
    let asked = forgot(&visitor, "rosa@example.org").await;
    assert_eq!(asked.status, 200, "{}", asked.body);
    assert!(asked.contains("a link to set a new password is on its way"));

    let link = reset_link(&app, "rosa@example.org", 1).await;
    assert!(link.starts_with("/password/reset/"), "{link}");
    let db = app.db().await;
    let stored: String =
        sqlx::query_scalar("SELECT token_hash FROM account_links WHERE purpose = 'reset'")
            .fetch_one(&db)
            .await
            .expect("the stored link");
    assert_ne!(stored, token_of(&link), "the token is not kept in clear");
    assert_eq!(stored.len(), 64, "its SHA-256 is");

    let form = visitor.get(&link).await;
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.contains("Set a new password for rosa"));
    let token = token_of(&link);
    let short = visitor
        .post("/password/reset", &[("token", token), ("new", "short")])
        .await;
    assert_eq!(short.status, 422, "the registration's rules: {}", short.body);
    assert!(short.contains("a password is 8 to 200 characters"));
    let set = visitor
        .post("/password/reset", &[("token", token), ("new", "battery staple")])
        .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.contains("Your new password is set"));

    for (who, browser) in [("home", &home), ("phone", &phone)] {
        assert_eq!(browser.get("/my").await.status, 401, "{who} is logged out");
    }
    let again = app.browser_at("127.0.0.22");
    assert_eq!(again.login("rosa", "correct horse").await.status, 401);
    assert_eq!(again.login("rosa", "battery staple").await.status, 200);

    let reused = visitor.get(&link).await;
    assert_eq!(reused.status, 409, "{}", reused.body);
    assert!(reused.contains("used already"));
    let reposted = visitor
        .post("/password/reset", &[("token", token), ("new", "another one")])
        .await;
    assert_eq!(reposted.status, 409, "{}", reposted.body);
    assert_eq!(again.login("rosa", "battery staple").await.status, 200);

    // A link left for more than an hour has expired, and changes nothing.
    forgot(&visitor, "rosa@example.org").await;
    let late = reset_link(&app, "rosa@example.org", 2).await;
    app.clock().advance(3601);
    let expired = visitor.get(&late).await;
    assert_eq!(expired.status, 409, "{}", expired.body);
    assert!(expired.contains("expired"));
    let posted = visitor
        .post("/password/reset", &[("token", token_of(&late)), ("new", "too late now")])
        .await;
    assert_eq!(posted.status, 409, "{}", posted.body);
    assert_eq!(again.login("rosa", "battery staple").await.status, 200);
    db.close().await;
}

#[both_backends]
async fn forged_and_malformed_reset_links_are_refused_clearly() {
    let app = spawn_app().await;
    let visitor = app.browser();
    let forged = "ab".repeat(32);
    for path in [
        format!("/password/reset/{forged}"),
        "/password/reset/not-a-token".to_string(),
        format!("/verify/{forged}"),
        "/verify/%00".to_string(),
    ] {
        let page = visitor.get(&path).await;
        assert_eq!(page.status, 422, "{path}: {}", page.body);
        assert!(page.contains("this link is not one we sent"), "{path}");
    }
    visitor.get("/password/forgot").await;
    let posted = visitor
        .post("/password/reset", &[("token", &forged), ("new", "whatever it is")])
        .await;
    assert_eq!(posted.status, 422, "{}", posted.body);
}

#[both_backends]
async fn the_forgot_form_answers_alike_whether_or_not_the_address_is_registered() {
    let app = spawn_app().await;
    app.player("sami").await;
    app.unconfirmed_player("tess").await;
    let visitor = app.browser_at("127.0.0.30");
    let unknown = forgot(&visitor, "nobody@example.org").await;
    let unconfirmed = forgot(&visitor, "tess@example.org").await;
    let known = forgot(&visitor, "sami@example.org").await;
    let without_csrf = |p: &Page| {
        let token = p.input("csrf").expect("a form");
        (p.status, p.body.replace(&token, ""))
    };
    assert_eq!(known.status, 200);
    assert_eq!(without_csrf(&unknown), without_csrf(&known));
    assert_eq!(without_csrf(&unconfirmed), without_csrf(&known));

    reset_link(&app, "sami@example.org", 1).await;
    let db = app.db().await;
    let resets: Vec<String> = sqlx::query_scalar(
        "SELECT recipient FROM outbox WHERE subject = $1 ORDER BY recipient",
    )
    .bind(SUBJECT)
    .fetch_all(&db)
    .await
    .expect("read the outbox");
    db.close().await;
    assert_eq!(resets, vec!["sami@example.org".to_string()], "only the confirmed account's");
}

#[both_backends]
async fn the_forgot_form_is_limited_per_client() {
    let app = spawn_app_with(|c| c.limits.account_mails_per_hour = 2).await;
    let visitor = app.browser_at("127.0.0.40");
    for address in ["one@example.org", "two@example.org"] {
        assert_eq!(forgot(&visitor, address).await.status, 200);
    }
    let refused = forgot(&visitor, "three@example.org").await;
    assert_eq!(refused.status, 429, "{}", refused.body);
    assert!(refused.retry_after.is_some());
    assert!(refused.contains("too many requests for mailed links"));
    // Another client is not held back.
    let other = app.browser_at("127.0.0.41");
    assert_eq!(forgot(&other, "three@example.org").await.status, 200);
}

#[both_backends]
async fn a_password_reset_revokes_api_tokens() {
    use crate::api::tool::{Tool, make_token};
    let app = spawn_app().await;
    let rosa = app.player("rosa").await;
    let tool = Tool::new(&app, &make_token(&rosa, "bot", "play").await);
    assert_eq!(tool.get("/api/v1/me").await.status, 200);
    let visitor = app.browser_at("127.0.0.21");
    assert_eq!(forgot(&visitor, "rosa@example.org").await.status, 200);
    let link = reset_link(&app, "rosa@example.org", 1).await;
    let form = visitor.get(&link).await;
    assert!(form.contains("every API token of yours is revoked"), "{}", form.body);
    let set = visitor
        .post("/password/reset", &[("token", token_of(&link)), ("new", "battery staple")])
        .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.contains("your API tokens are revoked"), "{}", set.body);
    tool.get("/api/v1/me").await.problem(401, "unauthorized");
}
