//! Vacations: the player's clocks stop in every game, opponents see it, coming back early
//! restarts them, and the days are capped by the yearly allowance.

use crate::support::{spawn_app_with_clock, started_timed_game};

const DAY: i64 = 86_400;

#[both_backends]
async fn a_vacation_stops_the_clock_and_opponents_see_it() {
    let app = spawn_app_with_clock().await;
    let per_move = &[("time_control", "move"), ("days", "3")];
    let (alice, bob, first) = started_timed_game(&app, "va_alice", "va_bob", per_move).await;
    // Alice moves at T0: Bob must move by T0+3d.
    alice.play(first, "P e2-e4").await;
    // A second game where the turn reaches Bob during his vacation.
    let carl = app.player("va_carl").await;
    let created = carl.create_timed_game("va_bob", per_move).await;
    let second = created.game_id();
    bob.accept(second, "").await;

    app.clock().advance(DAY);
    let page = bob.post("/vacation", &[("days", "5")]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains("You are on vacation until 2026-01-07 00:00 UTC."),
        "{}",
        page.body
    );
    let my = bob.get("/my").await;
    assert!(
        my.contains("ply 1, move by 2026-01-09 00:00 UTC"),
        "{}",
        my.body
    );
    let my = alice.get("/my").await;
    assert!(
        my.contains("ply 1, va_bob is on vacation until 2026-01-07 00:00 UTC"),
        "{}",
        my.body
    );
    let page = alice.game_page(first).await;
    assert!(
        page.contains("va_bob is on vacation until 2026-01-07 00:00 UTC: their clock is stopped."),
        "{}",
        page.body
    );
    assert!(
        page.contains("va_bob went on vacation until 2026-01-07 00:00 UTC"),
        "{}",
        page.body
    );

    // Carl moves during the vacation: Bob's three days start when it ends.
    app.clock().advance(DAY);
    carl.play(second, "P d2-d4").await;
    let page = carl.game_page(second).await;
    assert!(
        page.contains("Black must move within 7 days (deadline 2026-01-10 00:00 UTC)"),
        "{}",
        page.body
    );

    // Without the vacation the first game would have ended at T0+3d.
    app.clock().advance(5 * DAY);
    assert_eq!(app.sweep().await.timeouts, 0, "T0+7d");
    let page = bob.game_page(first).await;
    assert!(page.contains("Your move"), "{}", page.body);
    assert!(
        page.contains("deadline 2026-01-09 00:00 UTC"),
        "{}",
        page.body
    );
    app.clock().advance(DAY);
    assert_eq!(app.sweep().await.timeouts, 1, "T0+8d: the first game");
    let page = alice.game_page(first).await;
    assert!(
        page.contains("Result: white (va_alice) wins by time"),
        "{}",
        page.body
    );
    app.clock().advance(DAY);
    assert_eq!(app.sweep().await.timeouts, 1, "T0+9d: the second game");
}

#[both_backends]
async fn coming_back_early_restarts_the_clock_and_refunds_days() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(
        &app,
        "ve_alice",
        "ve_bob",
        &[("time_control", "bank"), ("days", "5")],
    )
    .await;
    alice.play(id, "P e2-e4").await;
    app.clock().advance(DAY);
    bob.post("/vacation", &[("days", "10")]).await;
    app.clock().advance(2 * DAY);
    let page = bob.post("/vacation/end", &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains("2026: 2 of 30 days used, 28 left."),
        "{}",
        page.body
    );
    // Bob's bank ran for one day before the vacation; four days are left from now (T0+3d).
    let page = bob.game_page(id).await;
    assert!(
        page.contains("Black must move within 4 days (deadline 2026-01-08 00:00 UTC)"),
        "{}",
        page.body
    );
    assert!(
        page.contains("ve_bob came back from vacation"),
        "{}",
        page.body
    );
    // He moves a day later: five days, less one before and one after the vacation.
    app.clock().advance(DAY);
    let page = bob.play(id, "p e7-e5").await;
    assert!(
        page.contains("Black has 3 days in the bank."),
        "{}",
        page.body
    );
    let page = bob.post("/vacation/end", &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("you are not on vacation"), "{}", page.body);
}

#[both_backends]
async fn the_allowance_caps_vacations() {
    let app = spawn_app_with_clock().await;
    let bob = app.player("vc_bob").await;
    for (days, why) in [
        ("31", "from 1 to 30"),
        ("0", "from 1 to 30"),
        ("soon", "from 1 to 30"),
        ("", "from 1 to 30"),
    ] {
        let page = bob.post("/vacation", &[("days", days)]).await;
        assert_eq!(page.status, 422, "{days}: {}", page.body);
        assert!(page.contains(why), "{why}: {}", page.body);
        assert!(page.contains("0 of 30 days used"), "{}", page.body);
    }
    bob.post("/vacation", &[("days", "20")]).await;
    let page = bob.post("/vacation", &[("days", "2")]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("you are already on vacation"),
        "{}",
        page.body
    );
    // The twenty days run out by themselves; ten are left this year.
    app.clock().advance(20 * DAY);
    let page = bob.get("/vacation").await;
    assert!(
        page.contains("20 of 30 days used, 10 left"),
        "{}",
        page.body
    );
    let page = bob.post("/vacation", &[("days", "11")]).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("from 1 to 10"), "{}", page.body);
    bob.post("/vacation", &[("days", "10")]).await;
    app.clock().advance(10 * DAY);
    // Thirty days without a visit end a session: log in again.
    bob.login("vc_bob", "correct horse").await;
    let page = bob.post("/vacation", &[("days", "1")]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("you have used all 30 vacation days of 2026"),
        "{}",
        page.body
    );
    // A new year, a new allowance.
    app.clock().advance(365 * DAY);
    bob.login("vc_bob", "correct horse").await;
    let page = bob.get("/vacation").await;
    assert!(page.contains("2027: 0 of 30 days used"), "{}", page.body);
}

#[both_backends]
async fn vacation_days_do_not_count_towards_a_stalled_claim() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) =
        started_timed_game(&app, "vs_alice", "vs_bob", &[("time_control", "none")]).await;
    alice.play(id, "P e2-e4").await;
    app.clock().advance(DAY);
    bob.post("/vacation", &[("days", "10")]).await;
    let page = alice.game_page(id).await;
    assert!(
        page.contains("If vs_bob has not moved by 2026-03-12 00:00 UTC, you may claim the win."),
        "{}",
        page.body
    );
    app.clock().advance(65 * DAY);
    alice.login("vs_alice", "correct horse").await;
    let page = alice.post(&format!("/games/{id}/claim-win"), &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(
        page.contains("vs_bob has not moved for 56 days, not counting vacation"),
        "{}",
        page.body
    );
    app.clock().advance(5 * DAY);
    let page = alice.post(&format!("/games/{id}/claim-win"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
}
