//! Invitations by name, by email, and open ones; accepting, declining, withdrawing.

use crate::support::spawn_app;

#[tokio::test]
async fn invitation_by_email_link() {
    let app = spawn_app().await;
    let alice = app.player("nora").await;
    let created = alice
        .create_game("chess", "black", "oscar@example.net")
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    let mail = app
        .sink()
        .wait_for_mail("oscar@example.net", "nora invites you")
        .await;
    let text = mail.text();
    let start = text
        .find(&format!("{}/invitations/", app.base))
        .expect("an invitation link");
    let link: String = text[start..]
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '"' && *c != '<')
        .collect();
    let path = link.trim_start_matches(&app.base).to_string();

    // Oscar has no account: the page sends him to register and back.
    let oscar = app.browser();
    let page = oscar.get(&path).await;
    assert_eq!(page.status, 200);
    assert!(page.contains("register"), "{}", page.body);
    let token = path.trim_start_matches("/invitations/").to_string();
    let registered = oscar
        .post(
            "/register",
            &[
                ("username", "oscar"),
                ("email", "oscar@example.net"),
                ("password", "correct horse"),
                ("next", &path),
            ],
        )
        .await;
    assert_eq!(registered.status, 200);
    assert!(
        registered.url.ends_with(&path),
        "back at the invitation: {}",
        registered.url
    );

    // Without the token from the email, accepting is refused.
    let refused = oscar.accept(id, "").await;
    assert_eq!(refused.status, 403);
    let accepted = oscar.accept(id, &token).await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    assert!(accepted.contains("Your move (white)"), "{}", accepted.body);
    app.sink()
        .wait_for_mail("nora@example.org", "oscar accepted")
        .await;
    // Oscar plays white since Nora chose black.
    oscar.play(id, "P e2-e4").await;
    app.sink()
        .wait_for_mail("nora@example.org", "played P e2-e4")
        .await;
}

#[tokio::test]
async fn decline_withdraw_and_open_invitations() {
    let app = spawn_app().await;
    let alice = app.player("pia").await;
    let bob = app.player("quin").await;

    // Declined by the invitee.
    let id = alice.create_game("chess", "white", "quin").await.game_id();
    app.sink()
        .wait_for_mail("quin@example.org", "pia invites you")
        .await;
    let page = bob.post(&format!("/games/{id}/decline"), &[]).await;
    assert_eq!(page.status, 200);
    assert!(page.contains("declined"));
    assert_eq!(bob.accept(id, "").await.status, 409, "too late to accept");

    // Withdrawn by the creator; only the creator may.
    let id = alice.create_game("chess", "random", "quin").await.game_id();
    assert_eq!(
        bob.post(&format!("/games/{id}/withdraw"), &[]).await.status,
        403
    );
    let page = alice.post(&format!("/games/{id}/withdraw"), &[]).await;
    assert_eq!(page.status, 200);
    assert!(alice.game_page(id).await.contains("withdrawn"));

    // Open: listed on the front page, accepted by anyone but its creator.
    let id = alice.create_game("chess", "white", "").await.game_id();
    let front = app.browser().get("/").await;
    assert!(
        front.contains(&format!("/games/{id}\"")),
        "listed on the front page"
    );
    assert_eq!(alice.accept(id, "").await.status, 403, "not your own");
    let page = bob.accept(id, "").await;
    assert_eq!(page.status, 200);
    assert!(page.contains("White to move (pia)"), "{}", page.body);
    assert!(
        !app.browser()
            .get("/")
            .await
            .contains(&format!("/games/{id}\"")),
        "no longer open"
    );

    // Inviting an unknown player or oneself is refused with the form kept.
    let page = alice.create_game("chess", "white", "nobody-here").await;
    assert_eq!(page.status, 404);
    assert!(page.contains("nobody-here"));
    assert_eq!(alice.create_game("chess", "white", "pia").await.status, 422);
}
