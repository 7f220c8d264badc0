//! Playing a game by correspondence: moves, emails, refusals, the end.

use crate::support::{spawn_app, spawn_app_counting_mail, started_game};

#[both_backends]
async fn fools_mate_by_correspondence() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let link = format!("{}/games/{id}", app.base);
    let moves = [
        ("alice", "P f2-f3"),
        ("bob", "p e7-e5"),
        ("alice", "P g2-g4"),
        ("bob", "q d8-h4"),
    ];
    for (n, (who, text)) in moves.iter().enumerate() {
        let (player, opponent) = if *who == "alice" {
            (&alice, "bob")
        } else {
            (&bob, "alice")
        };
        let page = player.play(id, text).await;
        assert!(page.contains(text), "the move list shows {text}");
        if n < 3 {
            // The opponent is told, with a link to the game.
            let mail = app
                .sink()
                .wait_for_mail(
                    &format!("{opponent}@example.org"),
                    &format!("played {text}"),
                )
                .await;
            assert!(mail.text().contains(&link), "link in {}", mail.text());
            assert!(mail.data.contains("text/html"), "has an HTML part");
            assert!(mail.data.contains("text/plain"), "has a text part");
        }
    }
    // Checkmate: both players are told the result.
    for who in ["alice", "bob"] {
        let mail = app
            .sink()
            .wait_for_mail(
                &format!("{who}@example.org"),
                "black (bob) wins by checkmate",
            )
            .await;
        assert!(mail.text().contains(&link));
        assert!(mail.text().contains("q d8-h4"), "names the last move");
    }
    let page = app.browser().game_page(id).await;
    assert_eq!(page.status, 200);
    assert!(
        page.contains("Result: black (bob) wins by checkmate"),
        "{}",
        page.body
    );
    assert!(
        page.legal_turns().is_empty(),
        "no move form in a finished game"
    );
    assert!(page.contains(" check\""), "the mated king is marked");
    assert!(page.contains(" last\""), "the last move is marked");
    // Drawn from White's side for a spectator; the flip link turns the board round.
    let a1 = |x: u32, y: u32| {
        format!("data-square=\"a1\"><rect class=\"sq dark\" fill=\"#769656\" x=\"{x}\" y=\"{y}\"")
    };
    assert!(page.contains(&a1(18, 315)), "a1 bottom left");
    let flipped = app.browser().get(&format!("/games/{id}?flip=1")).await;
    assert_eq!(flipped.status, 200);
    assert!(flipped.contains(&a1(333, 0)), "a1 top right when flipped");
    // Each move links to the position after it, and old positions can be viewed.
    assert!(page.contains(&format!("/games/{id}?ply=4")));
    let old = app.browser().get(&format!("/games/{id}?ply=2")).await;
    assert_eq!(old.status, 200);
    assert!(old.contains("position after ply 2"));

    // Nothing more can be played.
    let after = alice.post_move(id, 4, "P a2-a3").await;
    assert_eq!(after.status, 409, "{}", after.body);
    assert!(after.contains("the game is over"));
}

#[both_backends]
async fn refused_moves_change_nothing() {
    let app = spawn_app_counting_mail().await;
    let (alice, bob, id) = started_game(&app, "chess", "carl", "dora").await;
    assert_eq!(
        app.drain_mail().await,
        4,
        "two confirmations, invitation and acceptance"
    );

    // An illegal move: the engine's message, the text kept, nothing stored.
    let page = alice.post_move(id, 0, "P e2-e5").await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("id=\"move-error\""));
    assert_eq!(
        page.input("move").as_deref(),
        Some("P e2-e5"),
        "the text is kept"
    );
    assert_eq!(page.ply(), Some(0));

    // Gibberish is a syntax error, also 422.
    let page = alice.post_move(id, 0, "hello there").await;
    assert_eq!(page.status, 422);

    // Out of turn: Black cannot move first.
    let page = bob.post_move(id, 0, "p e7-e5").await;
    assert_eq!(page.status, 403, "{}", page.body);
    assert!(page.contains("it is not your turn"));

    // A spectator cannot move at all.
    let eve = app.player("eve").await;
    let page = eve.post_move(id, 0, "P e2-e4").await;
    assert_eq!(page.status, 403);
    assert!(page.contains("you are not playing in this game"));

    // Logged out: refused with a login link.
    let anonymous = app.browser();
    let page = anonymous.post_move(id, 0, "P e2-e4").await;
    assert_eq!(page.status, 401);
    assert!(page.contains("/login"));

    // Still at the start, and no email was sent for any of it.
    let page = alice.game_page(id).await;
    assert_eq!(page.ply(), Some(0));
    assert!(page.contains("No moves yet"));

    // A stale form: White moves, then Black submits on the old ply.
    alice.play(id, "P e2-e4").await;
    let page = bob.post_move(id, 0, "p e7-e5").await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("the game has moved on"), "{}", page.body);
    assert_eq!(page.input("move").as_deref(), Some("p e7-e5"));
    let page = bob.game_page(id).await;
    assert_eq!(page.ply(), Some(1), "only White's move was stored");

    assert_eq!(
        app.drain_mail().await,
        2,
        "only the accepted move sent mail (beside eve's confirmation)"
    );
    let last = app.sink().messages();
    assert!(last[4].subject().contains("Confirm your address"));
    assert!(last[5].is_for("dora@example.org"));
}

#[both_backends]
async fn resigning_ends_the_game() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "fred", "gina").await;
    alice.play(id, "P e2-e4").await;
    let page = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains("Result: white (fred) wins by resignation"),
        "{}",
        page.body
    );
    app.sink()
        .wait_for_mail("fred@example.org", "wins by resignation")
        .await;
    let again = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(again.status, 409);
}

#[both_backends]
async fn my_games_lists_my_move_first() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "hank", "iris").await;
    let mine = alice.get("/my").await;
    assert_eq!(mine.status, 200);
    let my_move = mine.body.find("id=\"my-move\"").expect("my move section");
    let waiting = mine
        .body
        .find("id=\"their-move\"")
        .expect("waiting section");
    let link = mine
        .body
        .find(&format!("/games/{id}\""))
        .expect("the game is listed");
    assert!(
        my_move < link && link < waiting,
        "the game is under 'my move'"
    );
    let theirs = bob.get("/my").await;
    let waiting = theirs
        .body
        .find("id=\"their-move\"")
        .expect("waiting section");
    let invitations = theirs
        .body
        .find("id=\"invitations\"")
        .expect("invitations section");
    let link = theirs.body.find(&format!("/games/{id}\"")).expect("listed");
    assert!(waiting < link && link < invitations);
}

/// A long game's page shows the latest turns of the move list and links to the rest, so
/// that it does not grow with every move; looking at an early position shows them all.
#[both_backends]
async fn a_long_move_list_is_folded_to_its_latest_turns() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "fold_white", "fold_black").await;
    for ply in 0..60 {
        let mover = if ply % 2 == 0 { &white } else { &black };
        let turns = mover.built_turns(id, 0).await;
        assert!(!turns.is_empty(), "the game ended at ply {ply}");
        let pick = &turns[(ply * 7 + 3) % turns.len()];
        assert_eq!(mover.play(id, pick).await.status, 200, "{pick}");
    }
    let link = |ply: i64| format!("/games/{id}?ply={ply}\"");

    let page = white.game_page(id).await;
    assert_eq!(page.ply(), Some(60), "{}", page.body);
    assert!(page.contains("Show the 10 earlier turns"), "{}", page.body);
    assert!(page.contains(&format!("/games/{id}?moves=all#moves")));
    assert!(!page.contains(&link(20)), "turn 10 is folded away");
    assert!(page.contains(&link(21)) && page.contains(&link(60)), "turns 11-30");

    let all = white.get(&format!("/games/{id}?moves=all")).await;
    assert_eq!(all.status, 200);
    assert!(all.contains(&link(1)) && all.contains(&link(60)));
    assert!(!all.contains("earlier turns"));

    let early = white.get(&format!("/games/{id}?ply=3")).await;
    assert!(early.contains(&link(1)), "the position looked at is in the list");

    let bad = white.get(&format!("/games/{id}?moves=some")).await;
    assert_eq!(bad.status, 400, "{}", bad.body);
}
