//! Invitations by name, by email, and open ones; accepting, declining, withdrawing.

use crate::support::spawn_app;

#[both_backends]
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

#[both_backends]
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

/// Twenty invitations to one outside address queued twenty emails.
/// Now an address gets at most 3 a day from all players together, a player may email at
/// most 10 a day, the rest are refused with a reason and recorded, nothing is queued for
/// them, and the counts survive a restart.
#[both_backends]
async fn invitation_mail_to_one_address_is_capped() {
    const DAY: i64 = 86_400;
    let app = crate::support::spawn_app_with_clock_counting_mail().await;
    let db = app.db().await;
    let count = |sql: &'static str| {
        let db = db.clone();
        async move {
            sqlx::query_scalar::<_, i64>(sql)
                .fetch_one(&db)
                .await
                .expect("count")
        }
    };
    let alice = app.player("cap_alice").await;
    let mut statuses = Vec::new();
    for _ in 0..20 {
        let page = alice
            .create_game("chess", "white", "victim@example.net")
            .await;
        if page.status == 429 {
            assert!(
                page.contains("victim@example.net has been invited by email 3 times"),
                "{}",
                page.body
            );
            assert!(page.contains("nothing was sent"), "{}", page.body);
            assert_eq!(page.retry_after, Some(DAY), "until the first is a day old");
        }
        statuses.push(page.status);
    }
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        3,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 429).count(),
        17,
        "{statuses:?}"
    );
    let queued = "SELECT COUNT(*) FROM outbox WHERE recipient = 'victim@example.net'";
    assert_eq!(count(queued).await, 3);
    assert_eq!(app.drain_mail().await, 4, "the three and cap_alice's confirmation");
    let games = "SELECT COUNT(*) FROM games WHERE invite_email = 'victim@example.net'";
    assert_eq!(count(games).await, 3, "no game for a refused invitation");
    let refused = "SELECT COUNT(*) FROM invitation_refusals
        WHERE recipient = 'victim@example.net' AND cap = 'recipient'
        AND sender_id = (SELECT id FROM users WHERE username = 'cap_alice')";
    assert_eq!(count(refused).await, 17);

    // The cap is the address's, whoever invites, and in any case.
    let bob = app.player("cap_bob").await;
    let page = bob
        .create_game("chess", "white", "VICTIM@example.net")
        .await;
    assert_eq!(page.status, 429, "{}", page.body);

    // A player's own cap: 10 a day to any addresses (3 are used).
    for n in 0..7 {
        let page = alice
            .create_game("chess", "white", &format!("friend{n}@example.net"))
            .await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    let page = alice
        .create_game("chess", "white", "friend7@example.net")
        .await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(
        page.contains("you have invited 10 people by email in the last 24 hours"),
        "{}",
        page.body
    );
    assert_eq!(
        count("SELECT COUNT(*) FROM invitation_refusals WHERE cap = 'sender'").await,
        1
    );
    // Invitations by name still go.
    let page = alice.create_game("chess", "white", "cap_bob").await;
    assert_eq!(page.status, 200, "{}", page.body);

    // A restart forgets nothing; a day later the allowance is back.
    let restarted = app.restart().await;
    let again = restarted.browser_at("127.4.0.1");
    assert_eq!(again.login("cap_alice", "correct horse").await.status, 200);
    let page = again
        .create_game("chess", "white", "friend8@example.net")
        .await;
    assert_eq!(page.status, 429, "{}", page.body);
    app.clock().advance(DAY);
    let page = again
        .create_game("chess", "white", "victim@example.net")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
}
