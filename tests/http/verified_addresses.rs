//! Verified addresses: registration mails a link; until it is followed the
//! player plays but gets no game mail and cannot invite by email; a new address is
//! confirmed before it replaces the old one.

use crate::support::{TestApp, link_in, spawn_app};

/// The path of the link in the newest confirmation mail to `to` at the sink, waiting for
/// it; `nth` counts such mails from 1, so a second one is waited for after the first.
async fn mailed_link(app: &TestApp, to: &str, nth: usize) -> String {
    app.sink().wait_for_mail(to, "Confirm your address").await;
    for _ in 0..200 {
        let mails: Vec<_> = app
            .sink()
            .messages()
            .into_iter()
            .filter(|m| m.is_for(to) && m.subject().contains("Confirm your address"))
            .collect();
        if mails.len() >= nth {
            let link = link_in(&mails[nth - 1].text(), &app.base);
            return link[app.base.len()..].to_string();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no confirmation mail number {nth} to {to}");
}

/// The outbox rows to `address`, by subject.
async fn queued_to(app: &TestApp, address: &str) -> Vec<String> {
    let db = app.db().await;
    let subjects = sqlx::query_scalar("SELECT subject FROM outbox WHERE recipient = $1")
        .bind(address)
        .fetch_all(&db)
        .await
        .expect("read the outbox");
    db.close().await;
    subjects
}

#[both_backends]
async fn an_unconfirmed_player_plays_without_game_mail_until_following_the_mailed_link() {
    let app = spawn_app().await;
    let vera = app.player("vera").await;
    let walt = app.unconfirmed_player("walt").await;
    let link = mailed_link(&app, "walt@example.org", 1).await;
    let account = walt.get("/account").await;
    assert!(account.contains("(not confirmed)"), "{}", account.body);
    assert!(account.contains("Send the link to walt@example.org again"));

    let id = vera.create_game("chess", "white", "walt").await.game_id();
    assert_eq!(walt.accept(id, "").await.status, 200);
    vera.play(id, "P d2-d4").await;
    app.sink()
        .wait_for_mail("vera@example.org", "walt accepted")
        .await;
    assert_eq!(
        queued_to(&app, "walt@example.org").await,
        vec!["Confirm your address on Pigeonpost".to_string()],
        "no invitation or move mail is queued for an unconfirmed address"
    );
    // Playing works meanwhile.
    walt.play(id, "p d7-d5").await;

    let confirmed = walt.get(&link).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert!(confirmed.contains("walt@example.org is confirmed"));
    let account = walt.get("/account").await;
    assert!(account.contains("(confirmed)"), "{}", account.body);
    assert!(!account.contains("again</button>"));
    vera.play(id, "P c2-c4").await;
    app.sink()
        .wait_for_mail("walt@example.org", "played P c2-c4")
        .await;
}

#[both_backends]
async fn inviting_by_email_waits_for_a_confirmed_address() {
    let app = spawn_app().await;
    let xavi = app.unconfirmed_player("xavi").await;
    let refused = xavi
        .create_game("chess", "white", "friend@example.net")
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.contains("confirm your email address first"));
    assert!(queued_to(&app, "friend@example.net").await.is_empty());

    let link = mailed_link(&app, "xavi@example.org", 1).await;
    assert_eq!(xavi.get(&link).await.status, 200);
    let invited = xavi
        .create_game("chess", "white", "friend@example.net")
        .await;
    assert_eq!(invited.status, 200, "{}", invited.body);
    app.sink()
        .wait_for_mail("friend@example.net", "xavi invites you")
        .await;
}

#[both_backends]
async fn sending_the_link_again_replaces_the_first() {
    let app = spawn_app().await;
    let yves = app.unconfirmed_player("yves").await;
    let first = mailed_link(&app, "yves@example.org", 1).await;
    let again = yves.post("/account/email/resend", &[]).await;
    assert_eq!(again.status, 200, "{}", again.body);
    assert!(again.contains("A link was sent to yves@example.org"));
    let second = mailed_link(&app, "yves@example.org", 2).await;
    assert_ne!(first, second);
    let old = yves.get(&first).await;
    assert_eq!(old.status, 422, "{}", old.body);
    assert!(old.contains("not one we sent"));
    assert_eq!(yves.get(&second).await.status, 200);
    let done = yves.post("/account/email/resend", &[]).await;
    assert_eq!(done.status, 409, "nothing to confirm: {}", done.body);
}

#[both_backends]
async fn a_new_address_is_confirmed_before_it_replaces_the_old() {
    let app = spawn_app().await;
    let zara = app.player("zara").await;
    let wrong = zara
        .post(
            "/account/email",
            &[("email", "zara@new.example"), ("password", "wrong password")],
        )
        .await;
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    assert!(wrong.contains("the current password is wrong"));
    assert!(queued_to(&app, "zara@new.example").await.is_empty());

    let asked = zara
        .post(
            "/account/email",
            &[("email", "zara@new.example"), ("password", "correct horse")],
        )
        .await;
    assert_eq!(asked.status, 200, "{}", asked.body);
    assert!(asked.contains("A link was sent to zara@new.example"));
    assert!(asked.contains("<span id=\"email\">zara@example.org</span> (confirmed)"));
    assert!(asked.contains("it stays zara@example.org"));
    let link = mailed_link(&app, "zara@new.example", 1).await;
    // Until then the old address is the one in force.
    let other = app.browser_at("127.0.0.7");
    assert_eq!(
        other.login("zara@new.example", "correct horse").await.status,
        401
    );
    assert_eq!(
        other.login("zara@example.org", "correct horse").await.status,
        200
    );

    let confirmed = app.browser_at("127.0.0.8").get(&link).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert!(confirmed.contains("zara@new.example is confirmed"));
    let account = zara.get("/account").await;
    assert!(
        account.contains("<span id=\"email\">zara@new.example</span> (confirmed)"),
        "{}",
        account.body
    );
    let again = app.browser_at("127.0.0.9");
    assert_eq!(again.login("zara@new.example", "correct horse").await.status, 200);
    assert_eq!(
        app.browser_at("127.0.0.10")
            .login("zara@example.org", "correct horse")
            .await
            .status,
        401
    );
    let reused = again.get(&link).await;
    assert_eq!(reused.status, 409, "{}", reused.body);
    assert!(reused.contains("used already"));
}

#[both_backends]
async fn deleting_the_account_deletes_its_links() {
    let app = spawn_app().await;
    let ada = app.player("ada_del").await;
    ada.post(
        "/account/email",
        &[("email", "ada@new.example"), ("password", "correct horse")],
    )
    .await;
    let db = app.db().await;
    let count = || async {
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM account_links")
            .fetch_one(&db)
            .await
            .expect("count links")
    };
    assert_eq!(count().await, 2, "the used confirmation and the pending change");
    let deleted = ada.delete_account().await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(count().await, 0);
}
