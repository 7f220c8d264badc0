//! Agreements on the game page: draw offers, takebacks and stalled-game claims, each
//! needing the opponent's consent where the rules say so, recorded in the history and
//! emailed to the other player; refusals say why and change nothing.

use crate::support::{spawn_app_with_clock, started_timed_game};

const HOUR: i64 = 3600;
const DAY: i64 = 86_400;

fn untimed() -> &'static [(&'static str, &'static str)] {
    &[("time_control", "none")]
}

#[both_backends]
async fn a_draw_offer_is_declined_lapses_and_is_accepted() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(&app, "do_alice", "do_bob", untimed()).await;
    let offer = format!("/games/{id}/draw/offer");
    let accept = format!("/games/{id}/draw/accept");
    let decline = format!("/games/{id}/draw/decline");

    let page = alice.post(&offer, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("You offered a draw; it stands until do_bob answers or moves."));
    app.sink()
        .wait_for_mail("do_bob@example.org", "do_alice offers a draw")
        .await;
    let page = bob.game_page(id).await;
    assert!(page.contains("do_alice offers a draw."), "{}", page.body);
    assert!(page.contains("Accept the draw"), "{}", page.body);
    let my = bob.get("/my").await;
    assert!(my.contains("ply 0, a draw is offered"), "{}", my.body);

    // Each refusal says why; none changes the game.
    for (who, path, status, why) in [
        (&alice, &offer, 409, "you have already offered a draw"),
        (&bob, &offer, 409, "do_alice has offered you a draw"),
        (&alice, &accept, 409, "the draw offer is yours"),
    ] {
        let page = who.post(path, &[]).await;
        assert_eq!(page.status, status, "{path}: {}", page.body);
        assert!(page.contains(why), "{why}: {}", page.body);
    }
    let stranger = app.player("do_carl").await;
    let page = stranger.post(&accept, &[]).await;
    assert_eq!(page.status, 403, "{}", page.body);

    let page = bob.post(&decline, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    app.sink()
        .wait_for_mail("do_alice@example.org", "do_bob declined your draw offer")
        .await;
    let page = bob.post(&accept, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("there is no draw offer to answer"),
        "{}",
        page.body
    );

    // An offer made with a move stands through the offerer's move and lapses when the
    // opponent moves instead of answering.
    alice.post(&offer, &[]).await;
    alice.play(id, "P e2-e4").await;
    assert!(bob.game_page(id).await.contains("do_alice offers a draw."));
    bob.play(id, "p e7-e5").await;
    let page = bob.post(&accept, &[]).await;
    assert_eq!(page.status, 409, "the offer lapsed: {}", page.body);

    // Bob offers, Alice accepts: a draw, and both are told.
    bob.post(&offer, &[]).await;
    let page = alice.post(&accept, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("Result: draw by agreement"), "{}", page.body);
    for who in ["do_alice", "do_bob"] {
        app.sink()
            .wait_for_mail(&format!("{who}@example.org"), "draw by agreement")
            .await;
    }
    let page = app.browser().game_page(id).await;
    let history: Vec<&str> = [
        "do_alice offered a draw",
        "do_bob declined the draw offer",
        "do_alice offered a draw",
        "do_alice&#39;s draw offer lapsed when their opponent moved",
        "do_bob offered a draw",
        "do_alice accepted the draw offer",
    ]
    .to_vec();
    let mut at = page.body.find("id=\"history\"").expect("a history table");
    for line in history {
        let found = page.body[at..].find(line);
        assert!(found.is_some(), "{line} in order: {}", &page.body[at..]);
        at += found.unwrap_or(0) + line.len();
    }
    assert!(page.contains("2026-01-01 00:00 UTC"), "{}", page.body);
}

#[both_backends]
async fn a_takeback_needs_consent_and_restores_the_position() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(&app, "tb_alice", "tb_bob", untimed()).await;
    let request = format!("/games/{id}/takeback/request");
    let accept = format!("/games/{id}/takeback/accept");
    let decline = format!("/games/{id}/takeback/decline");

    let page = alice.post(&request, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("there is no move to take back yet"),
        "{}",
        page.body
    );

    alice.play(id, "P e2-e4").await;
    let page = alice.post(&request, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    app.sink()
        .wait_for_mail(
            "tb_bob@example.org",
            "tb_alice asks to take back 1. P e2-e4",
        )
        .await;
    let page = alice.post(&accept, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("the takeback request is yours"),
        "{}",
        page.body
    );

    // Declined: the move stays and Bob is still to move.
    let page = bob.post(&decline, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(page.ply(), Some(1), "{}", page.body);
    app.sink()
        .wait_for_mail(
            "tb_alice@example.org",
            "tb_bob declined to take back 1. P e2-e4",
        )
        .await;

    // Accepted: the move is gone and Alice moves again from the start position.
    alice.post(&request, &[]).await;
    let page = bob.post(&accept, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    app.sink()
        .wait_for_mail(
            "tb_alice@example.org",
            "tb_bob agreed to take back 1. P e2-e4: it is your move again",
        )
        .await;
    let page = alice.game_page(id).await;
    assert!(page.contains("Your move"), "{}", page.body);
    assert_eq!(page.ply(), Some(0));
    assert!(page.contains("No moves yet."), "{}", page.body);
    assert!(page.legal_turns().contains(&"P e2-e4".to_string()));
    assert!(
        page.contains("tb_bob agreed to take back 1. P e2-e4"),
        "{}",
        page.body
    );

    // A takeback after the opponent has moved is refused.
    alice.play(id, "P d2-d4").await;
    bob.play(id, "p d7-d5").await;
    let page = alice.post(&request, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("tb_bob has moved since your last move"),
        "{}",
        page.body
    );
    // Bob's request lapses when Alice moves instead of answering.
    bob.post(&request, &[]).await;
    alice.play(id, "P c2-c4").await;
    let page = alice.post(&accept, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("there is no takeback request"),
        "{}",
        page.body
    );
    let page = alice.game_page(id).await;
    assert!(
        page.contains("tb_bob&#39;s takeback request lapsed"),
        "{}",
        page.body
    );
    assert_eq!(bob.game_page(id).await.ply(), Some(3));
}

#[both_backends]
async fn a_takeback_gives_back_the_bank_the_mover_had() {
    // Bank 2 days, increment 12 hours, no grace. Hours after acceptance at T0:
    //   T0+10 white plays: W = 48 - 10 + 12 = 50
    //   T0+15 black allows the takeback: W = 48 - 10 = 38 (no increment), White to move
    //         from now, deadline T0+15+38 = T0+53
    //   T0+16 white plays again: W = 38 - 1 + 12 = 49 (2 days 1 hour)
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(
        &app,
        "tk_alice",
        "tk_bob",
        &[
            ("time_control", "bank"),
            ("days", "2"),
            ("increment_hours", "12"),
        ],
    )
    .await;
    app.clock().advance(10 * HOUR);
    let page = alice.play(id, "P e2-e4").await;
    assert!(page.contains("White has 2 days 2 hours in the bank."));
    app.clock().advance(5 * HOUR);
    alice
        .post(&format!("/games/{id}/takeback/request"), &[])
        .await;
    bob.post(&format!("/games/{id}/takeback/accept"), &[]).await;
    let page = alice.game_page(id).await;
    assert!(
        page.contains("White has 1 day 14 hours in the bank."),
        "{}",
        page.body
    );
    assert!(
        page.contains("White must move within 1 day 14 hours (deadline 2026-01-03 05:00 UTC)"),
        "{}",
        page.body
    );
    app.clock().advance(HOUR);
    let page = alice.play(id, "P d2-d4").await;
    assert!(
        page.contains("White has 2 days 1 hour in the bank."),
        "{}",
        page.body
    );
}

#[both_backends]
async fn a_stalled_untimed_game_can_be_claimed_after_sixty_days() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(&app, "st_alice", "st_bob", untimed()).await;
    let claim = format!("/games/{id}/claim-win");
    alice.play(id, "P e2-e4").await;
    let page = alice.game_page(id).await;
    assert!(
        page.contains("If st_bob has not moved by 2026-03-02 00:00 UTC, you may claim the win."),
        "{}",
        page.body
    );
    app.clock().advance(30 * DAY);
    // Thirty days without a visit end a session: both log in again.
    alice.login("st_alice", "correct horse").await;
    bob.login("st_bob", "correct horse").await;
    let page = alice.post(&claim, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("st_bob has not moved for 30 days, not counting vacation; you may claim the win once they have not moved for 60 days, from 2026-03-02 00:00 UTC"),
        "{}",
        page.body
    );
    let page = bob.post(&claim, &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("it is your move"), "{}", page.body);

    app.clock().advance(30 * DAY);
    alice.login("st_alice", "correct horse").await;
    let page = alice.game_page(id).await;
    assert!(page.contains("Claim the win"), "{}", page.body);
    let page = alice.post(&claim, &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let result = "white (st_alice) wins by claim (st_bob did not move for 60 days)";
    assert!(page.contains(result), "{}", page.body);
    for who in ["st_alice", "st_bob"] {
        app.sink()
            .wait_for_mail(&format!("{who}@example.org"), result)
            .await;
    }

    // In a timed game the clock decides.
    let (carl, _dora, id) = started_timed_game(
        &app,
        "st_carl",
        "st_dora",
        &[("time_control", "move"), ("days", "3")],
    )
    .await;
    carl.play(id, "P e2-e4").await;
    let page = carl.post(&format!("/games/{id}/claim-win"), &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("only an untimed game"), "{}", page.body);
}

#[both_backends]
async fn threefold_repetition_ends_the_game_without_a_claim() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(&app, "rp_alice", "rp_bob", untimed()).await;
    // The start position occurs for the third time after the second knight round trip.
    for _ in 0..2 {
        alice.play(id, "N g1-f3").await;
        bob.play(id, "n g8-f6").await;
        alice.play(id, "N f3-g1").await;
        let before_last = bob.game_page(id).await;
        assert!(before_last.contains("Your move"), "{}", before_last.body);
        bob.play(id, "n f6-g8").await;
    }
    let page = alice.game_page(id).await;
    assert!(
        page.contains("Result: draw by threefold repetition"),
        "{}",
        page.body
    );
    for who in ["rp_alice", "rp_bob"] {
        app.sink()
            .wait_for_mail(
                &format!("{who}@example.org"),
                "draw by threefold repetition",
            )
            .await;
    }
    let page = alice.post(&format!("/games/{id}/claim-draw"), &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
}
