//! "A player's data is theirs": downloading all of one's data, and deleting the
//! account while the games already played stay for the opponent.

use crate::support::{Browser, TestApp, spawn_app, started_game};

/// Fool's mate: black (the second player) mates on move 2.
const FOOLS_MATE: [&str; 4] = ["P f2-f3", "p e7-e5", "P g2-g4", "q d8-h4"];

async fn fools_mate(white: &Browser, black: &Browser, id: i64) {
    for (i, turn) in FOOLS_MATE.iter().enumerate() {
        let mover = if i % 2 == 0 { white } else { black };
        mover.play(id, turn).await;
    }
}

#[both_backends]
async fn download_my_data_holds_my_games_and_not_others_addresses() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "ex_alice", "ex_bob").await;
    fools_mate(&alice, &bob, id).await;
    assert_eq!(
        app.browser().get_raw("/account/export").await.status(),
        401,
        "only for the logged-in player"
    );
    let account = alice.get("/account").await;
    assert!(account.contains("href=\"/account/export\""), "a link");

    let response = alice.get_raw("/account/export").await;
    assert_eq!(response.status(), 200);
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(header("cache-control"), "no-store");
    assert_eq!(
        header("content-disposition"),
        "attachment; filename=\"pigeonpost-ex_alice.json\""
    );
    assert!(header("content-type").starts_with("application/json"));
    let body = response.text().await.expect("body");
    assert!(
        !body.contains("ex_bob@example.org"),
        "no one else's address"
    );
    let data: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(data["profile"]["username"], "ex_alice");
    assert_eq!(data["profile"]["email"], "ex_alice@example.org");
    assert_eq!(data["sessions"][0]["this_browser"], true);
    let game = &data["games"][0];
    assert_eq!(game["id"], id);
    assert_eq!(game["white"], "ex_alice");
    assert_eq!(game["black"], "ex_bob");
    assert_eq!(game["you_played"], "white");
    assert_eq!(game["status"], "finished");
    assert_eq!(game["result"], "0-1");
    assert_eq!(
        game["result_text"], "black (ex_bob) wins by checkmate",
        "{game}"
    );
    let notation: Vec<&str> = game["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["notation"].as_str().expect("notation"))
        .collect();
    assert_eq!(notation, FOOLS_MATE);
    let movetext = game["movetext"].as_str().expect("movetext");
    assert!(
        movetext.starts_with("1. ") && movetext.contains(" 2. "),
        "{movetext}"
    );
    assert!(movetext.ends_with(" 0-1"), "{movetext}");
    let pgn = game["pgn"].as_str().expect("pgn");
    assert!(
        pgn.contains("[Result \"0-1\"]")
            && pgn.split_whitespace().collect::<Vec<_>>().join(" ").contains(movetext),
        "{pgn}"
    );
    assert_eq!(data["invitations_sent"][0]["invited"], "player ex_bob");
}

/// What the test database says about a player's leftovers, by user id.
async fn leftovers(app: &TestApp, user_id: i64) -> Vec<i64> {
    let db = app.db().await;
    let mut counts = Vec::new();
    for table in ["sessions", "known_devices", "login_attempts"] {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE user_id = $1");
        let n: i64 = sqlx::query_scalar(&sql)
            .bind(user_id)
            .fetch_one(&db)
            .await
            .expect("count");
        counts.push(n);
    }
    counts
}

#[both_backends]
async fn deleting_the_account_keeps_the_games_for_the_opponent() {
    let app = spawn_app().await;
    let (alice, bob, played) = started_game(&app, "chess", "dl_alice", "dl_bob").await;
    fools_mate(&alice, &bob, played).await;
    // A game in progress after both have moved, one before, and an open invitation.
    let going = alice
        .create_game("chess", "white", "dl_bob")
        .await
        .game_id();
    bob.accept(going, "").await;
    alice.play(going, "P e2-e4").await;
    bob.play(going, "p e7-e5").await;
    let fresh = alice
        .create_game("chess", "white", "dl_bob")
        .await
        .game_id();
    bob.accept(fresh, "").await;
    let open = alice.create_game("chess", "white", "").await.game_id();
    // And a game bob invited her to by email, at an address of hers that no account
    // has (an account's own address makes a named invitation), accepted with the
    // link's token.
    let emailed = bob
        .create_game("chess", "white", "dl_alice.home@example.org")
        .await
        .game_id();
    let db = app.db().await;
    let token: String = sqlx::query_scalar("SELECT invite_token FROM games WHERE id = $1")
        .bind(emailed)
        .fetch_one(&db)
        .await
        .expect("the invitation's token");
    assert_eq!(alice.accept(emailed, &token).await.status, 200);
    let alice_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'dl_alice'")
        .fetch_one(&db)
        .await
        .expect("alice's id");

    alice.get("/account").await;
    let refusals = [
        (
            "wrong horse",
            "delete my account",
            "the current password is wrong",
        ),
        ("correct horse", "yes", "to delete the account, type"),
    ];
    for (password, confirmation, why) in refusals {
        let page = alice
            .post(
                "/account/delete",
                &[("password", password), ("confirmation", confirmation)],
            )
            .await;
        assert_eq!(page.status, 422, "{}", page.body);
        assert!(page.contains(why), "{why}: {}", page.body);
    }
    assert_eq!(alice.get("/my").await.status, 200, "nothing happened yet");

    let page = alice.delete_account().await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(alice.get("/my").await.status, 401, "logged out");
    assert_eq!(leftovers(&app, alice_id).await, vec![0, 0, 0]);
    let mail_to_her: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE recipient = 'dl_alice@example.org'")
            .fetch_one(&db)
            .await
            .expect("count");
    assert_eq!(mail_to_her, 0, "no mail to her is kept");
    let her_address: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE invite_email = 'dl_alice.home@example.org'",
    )
    .fetch_one(&db)
    .await
    .expect("count");
    assert_eq!(her_address, 0, "not kept on the game she was invited to");
    assert!(bob.game_page(emailed).await.contains("aborted"));

    // The games played stay, naming alice "deleted player".
    let shown = bob.game_page(played).await;
    assert!(shown.contains("deleted player"), "{}", shown.body);
    assert!(!shown.contains("dl_alice"), "{}", shown.body);
    let going_page = bob.game_page(going).await;
    assert!(
        going_page.contains("deleted player resigned"),
        "{}",
        going_page.body
    );
    assert!(bob.game_page(fresh).await.contains("aborted"));
    let mine = bob.get("/my").await;
    assert!(mine.contains("deleted player"), "{}", mine.body);
    assert!(!mine.contains("dl_alice"), "{}", mine.body);
    let mail = app
        .sink()
        .wait_for_mail(
            "dl_bob@example.org",
            &format!("#{going}: deleted player vs dl_bob"),
        )
        .await;
    assert!(mail.subject().contains("wins by resignation"), "{mail:?}");
    assert!(!mail.text().contains("dl_alice"));
    assert_eq!(
        app.browser().get(&format!("/games/{open}")).await.status,
        404
    );

    // Alice cannot log in; her name and address are free again.
    for name in ["dl_alice", "dl_alice@example.org"] {
        let page = app.browser().login(name, "correct horse").await;
        assert_eq!(page.status, 401, "{name}: {}", page.body);
    }
    let again = app.browser_at("127.3.0.1");
    let page = again
        .register("dl_alice", "dl_alice@example.org", "another horse")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        bob.game_page(played).await.contains("deleted player"),
        "the newcomer is not the old player"
    );
}
