//! Correspondence time controls: choosing one, deadlines, the background sweep (run by
//! hand on a manual clock), restarts, reminders and bank arithmetic.

use crate::support::{
    spawn_app_with_clock, spawn_app_with_clock_counting_mail, started_timed_game,
};

const HOUR: i64 = 3600;
const DAY: i64 = 86_400;

#[both_backends]
async fn time_control_is_validated_and_shown() {
    let app = spawn_app_with_clock().await;
    let alice = app.player("tc_alice").await;
    app.player("tc_bob").await;
    let bad: [(&[(&str, &str)], &str); 7] = [
        // Left blank, the days are asked for, not taken as one day.
        (
            &[("time_control", "move"), ("days", "")],
            "write the days per move: a whole number from 1 to 30",
        ),
        (
            &[("time_control", "bank"), ("days", " ")],
            "write the starting bank in days",
        ),
        (
            &[("time_control", "move"), ("days", "31")],
            "days per move must be a whole number from 1 to 30",
        ),
        (
            &[("time_control", "move"), ("days", "abc")],
            "days per move must be a whole number",
        ),
        (
            &[("time_control", "blitz")],
            "the time control must be none, move or bank",
        ),
        (
            &[("time_control", "bank"), ("days", "5"), ("cap_days", "4")],
            "cannot be below the starting bank",
        ),
        (
            &[
                ("time_control", "bank"),
                ("days", "5"),
                ("increment_hours", "24"),
            ],
            "increment hours must be",
        ),
    ];
    for (fields, message) in bad {
        let page = alice.create_timed_game("tc_bob", fields).await;
        assert_eq!(page.status, 422, "{fields:?}: {}", page.body);
        assert!(page.contains(message), "{message}: {}", page.body);
    }
    let my = alice.get("/my").await;
    assert!(
        !my.contains("/games/1\""),
        "no game was created: {}",
        my.body
    );

    let page = alice
        .create_timed_game("tc_bob", &[("time_control", "move"), ("days", "3")])
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains("Time control: 3 days per move"),
        "{}",
        page.body
    );
    let my = alice.get("/my").await;
    assert!(my.contains("(3 days per move)"), "{}", my.body);
    let page = alice
        .create_timed_game(
            "tc_bob",
            &[
                ("time_control", "bank"),
                ("days", "7"),
                ("increment_days", "1"),
                ("increment_hours", "12"),
                ("cap_days", "10"),
                ("grace_hours", "6"),
            ],
        )
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains(
            "bank of 7 days + 1 day 12 hours per move (cap 10 days), 6 hours grace per move"
        ),
        "{}",
        page.body
    );
}

#[both_backends]
async fn an_expired_deadline_ends_the_game_through_the_sweep() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(
        &app,
        "dl_alice",
        "dl_bob",
        &[("time_control", "move"), ("days", "2")],
    )
    .await;
    // White moves within the limit: the game goes on.
    app.clock().advance(DAY);
    alice.play(id, "P e2-e4").await;
    app.clock().advance(DAY);
    assert_eq!(app.sweep().await.timeouts, 0);
    let page = bob.game_page(id).await;
    assert!(page.contains("Your move"), "{}", page.body);
    // Black lets two days pass. Nobody opens the game; the sweep ends it.
    app.clock().advance(DAY + 1);
    assert_eq!(app.sweep().await.timeouts, 1);
    for who in ["dl_alice", "dl_bob"] {
        app.sink()
            .wait_for_mail(
                &format!("{who}@example.org"),
                "white (dl_alice) wins by time",
            )
            .await;
    }
    let page = app.browser().game_page(id).await;
    assert!(
        page.contains("Result: white (dl_alice) wins by time"),
        "{}",
        page.body
    );
    assert!(
        page.contains("the server ended the game: black ran out of time"),
        "{}",
        page.body
    );
    // A second sweep changes nothing, and the late move is refused.
    assert_eq!(app.sweep().await.timeouts, 0);
    let late = bob.post_move(id, 1, "p e7-e5").await;
    assert_eq!(late.status, 409, "{}", late.body);
}

#[both_backends]
async fn a_move_after_the_deadline_but_before_the_sweep_loses_on_time() {
    let app = spawn_app_with_clock().await;
    let (alice, _bob, id) = started_timed_game(
        &app,
        "lt_alice",
        "lt_bob",
        &[("time_control", "move"), ("days", "1")],
    )
    .await;
    app.clock().advance(DAY + 1);
    let page = alice.post_move(id, 0, "P e2-e4").await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("ran out"), "{}", page.body);
    let page = app.browser().game_page(id).await;
    assert!(
        page.contains("Result: black (lt_bob) wins by time"),
        "{}",
        page.body
    );
    assert_eq!(app.sweep().await.timeouts, 0);
}

#[both_backends]
async fn a_restarted_server_applies_each_timeout_exactly_once() {
    let app = spawn_app_with_clock_counting_mail().await;
    let (alice, _, first) = started_timed_game(
        &app,
        "rs_alice",
        "rs_bob",
        &[("time_control", "move"), ("days", "1")],
    )
    .await;
    let (_, _, second) = started_timed_game(
        &app,
        "rs_carl",
        "rs_dora",
        &[("time_control", "move"), ("days", "3")],
    )
    .await;
    alice.play(first, "P d2-d4").await;
    assert_eq!(
        app.drain_mail().await,
        9,
        "two invitations, two acceptances, one move, and the four players' confirmations"
    );
    // The server is "down" for a week; a new one starts on the same database and sweeps
    // at once, while the old one also sweeps: each game still ends once.
    app.clock().advance(7 * DAY);
    let restarted = app.restart().await;
    let one = restarted.sweep().await.timeouts;
    let two = app.sweep().await.timeouts;
    assert!(one + two <= 2);
    assert_eq!(restarted.sweep().await.timeouts, 0);
    // Both servers drain the same outbox at once: each result mail goes exactly once.
    let (a, b) = tokio::join!(restarted.drain_mail(), app.drain_mail());
    assert_eq!(a + b, 4, "one result mail per player per game");
    assert_eq!(restarted.drain_mail().await + app.drain_mail().await, 0);
    let sink = app.sink();
    for (to, result) in [
        ("rs_alice", "white (rs_alice) wins by time"),
        ("rs_bob", "white (rs_alice) wins by time"),
        ("rs_carl", "black (rs_dora) wins by time"),
        ("rs_dora", "black (rs_dora) wins by time"),
    ] {
        assert!(
            sink.messages()
                .iter()
                .any(|m| m.is_for(&format!("{to}@example.org")) && m.subject().contains(result)),
            "{to}: {result}"
        );
    }
    let pool = app.db().await;
    let sent = sink
        .messages()
        .iter()
        .filter(|m| m.subject().contains("wins by time"))
        .count();
    assert_eq!(sent, 4, "each result mail sent once");
    let finished: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE status = 'finished' AND reason = 'time'",
    )
    .fetch_one(&pool)
    .await
    .expect("count");
    assert_eq!(finished, 2);
    let page = restarted.browser().game_page(second).await;
    assert!(page.contains("wins by time"), "{}", page.body);
}

#[both_backends]
async fn a_reminder_is_sent_once_per_move() {
    let app = spawn_app_with_clock_counting_mail().await;
    let (alice, _bob, id) = started_timed_game(
        &app,
        "rm_alice",
        "rm_bob",
        &[("time_control", "move"), ("days", "2")],
    )
    .await;
    app.clock().advance(12 * HOUR);
    assert_eq!(app.sweep().await.reminders, 0, "36 hours left: no reminder");
    app.clock().advance(13 * HOUR);
    assert_eq!(app.sweep().await.reminders, 1, "23 hours left");
    assert_eq!(
        app.drain_mail().await,
        5,
        "two confirmations, invitation, acceptance, reminder"
    );
    assert!(
        app.sink().messages()[4].is_for("rm_alice@example.org")
            && app.sink().messages()[4]
                .subject()
                .contains("23 hours left to move")
    );
    app.clock().advance(HOUR);
    assert_eq!(app.sweep().await.reminders, 0, "once per move");
    // After White's move, Black gets a reminder of their own in time.
    alice.play(id, "P e2-e4").await;
    app.clock().advance(25 * HOUR);
    assert_eq!(app.sweep().await.reminders, 1);
    assert_eq!(app.drain_mail().await, 2, "the move and Black's reminder");
    assert!(
        app.sink()
            .messages()
            .iter()
            .any(|m| m.is_for("rm_bob@example.org") && m.subject().contains("23 hours left"))
    );
    let reminders = app
        .sink()
        .messages()
        .iter()
        .filter(|m| m.subject().contains("left to move"))
        .count();
    assert_eq!(reminders, 2);
}

#[both_backends]
async fn bank_and_increment_arithmetic() {
    // Bank 2 days (48h), increment 12h, cap 3 days (72h), grace 6h per move.
    // Hand computation (hours after acceptance at T0; W, B = banks; used = think - grace):
    //   start            W = 48, B = 48
    //   T0+10 white      think 10, used 4:  W = 48 - 4 + 12 = 56  (2 days 8 hours)
    //   T0+40 black      think 30, used 24: B = 48 - 24 + 12 = 36 (1 day 12 hours)
    //   T0+42 white      think 2, used 0:   W = 56 + 12 = 68      (2 days 20 hours)
    //   T0+43 black      think 1, used 0:   B = 36 + 12 = 48      (2 days)
    //   T0+44 white      think 1, used 0:   W = 68 + 12 = 80, capped at 72 (3 days)
    //   Black to move: deadline T0+44 + 6 (grace) + 48 (bank) = T0+98.
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) = started_timed_game(
        &app,
        "bk_alice",
        "bk_bob",
        &[
            ("time_control", "bank"),
            ("days", "2"),
            ("increment_hours", "12"),
            ("cap_days", "3"),
            ("grace_hours", "6"),
        ],
    )
    .await;
    let page = alice.game_page(id).await;
    assert!(
        page.contains("White has 2 days in the bank."),
        "{}",
        page.body
    );
    app.clock().advance(10 * HOUR);
    let page = alice.play(id, "P e2-e4").await;
    assert!(
        page.contains("White has 2 days 8 hours in the bank."),
        "{}",
        page.body
    );
    app.clock().advance(30 * HOUR);
    let page = bob.play(id, "p e7-e5").await;
    assert!(
        page.contains("Black has 1 day 12 hours in the bank."),
        "{}",
        page.body
    );
    app.clock().advance(2 * HOUR);
    let page = alice.play(id, "N g1-f3").await;
    assert!(
        page.contains("White has 2 days 20 hours in the bank."),
        "{}",
        page.body
    );
    app.clock().advance(HOUR);
    let page = bob.play(id, "n b8-c6").await;
    assert!(
        page.contains("Black has 2 days in the bank."),
        "{}",
        page.body
    );
    app.clock().advance(HOUR);
    let page = alice.play(id, "B f1-c4").await;
    assert!(
        page.contains("White has 3 days in the bank."),
        "{}",
        page.body
    );
    // Black's deadline is 54 hours away: one second before, nothing; after it, a loss.
    app.clock().advance(54 * HOUR - 1);
    assert_eq!(app.sweep().await.timeouts, 0);
    app.clock().advance(1);
    assert_eq!(app.sweep().await.timeouts, 1);
    let page = bob.game_page(id).await;
    assert!(
        page.contains("Result: white (bk_alice) wins by time"),
        "{}",
        page.body
    );
}

#[both_backends]
async fn abort_before_both_moved_and_claims_are_answered() {
    let app = spawn_app_with_clock().await;
    let (alice, bob, id) =
        started_timed_game(&app, "ab_alice", "ab_bob", &[("time_control", "none")]).await;
    // A draw claim is answered: such draws are automatic, so this position is not one.
    let page = alice.post(&format!("/games/{id}/claim-draw"), &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("not a draw by rule"), "{}", page.body);
    // After one move, Black may still abort; the game ends without result.
    alice.play(id, "P e2-e4").await;
    let page = bob.post(&format!("/games/{id}/abort"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.contains("Result: aborted, without result"),
        "{}",
        page.body
    );
    app.sink()
        .wait_for_mail("ab_alice@example.org", "aborted, without result")
        .await;

    // Once both have moved, abort is refused.
    let (carl, dora, id) =
        started_timed_game(&app, "ab_carl", "ab_dora", &[("time_control", "none")]).await;
    carl.play(id, "P e2-e4").await;
    dora.play(id, "p e7-e5").await;
    let page = carl.post(&format!("/games/{id}/abort"), &[]).await;
    assert_eq!(page.status, 409, "{}", page.body);
    assert!(page.contains("can no longer be aborted"), "{}", page.body);
    let page = carl.game_page(id).await;
    assert!(page.contains("Your move"), "{}", page.body);
}
