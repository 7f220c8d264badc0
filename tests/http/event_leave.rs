//! An event's leave allowance as its organiser and entrants use it: set up front and
//! shown before entering; a vacation within it stops the event's clocks as any vacation
//! does, one longer than the days left is refused with nothing changed, coming back
//! early gives the unused days back; an event with none allows no vacation while it
//! runs (until the entrant withdraws); and bad allowances refused.

use crate::support::{count, Browser, TestApp, spawn_app_with_clock};
use std::collections::HashMap;

const DAY: i64 = 86_400;


/// The event's games: (game id, White's name, Black's name, deadline).
async fn games(app: &TestApp, id: i64) -> Vec<(i64, String, String, Option<i64>)> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT g.id, w.username, b.username, g.deadline FROM tournament_games tg
         JOIN games g ON g.id = tg.game_id JOIN users w ON w.id = g.white_id
         JOIN users b ON b.id = g.black_id WHERE tg.tournament_id = $1
         ORDER BY tg.round, tg.board",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the games");
    pool.close().await;
    rows
}

async fn deadline(app: &TestApp, game: i64) -> i64 {
    count(app, &format!("SELECT deadline FROM games WHERE id = {game}")).await
}

async fn started(app: &TestApp, org: &Browser, fields: &[(&str, &str)], names: &[&str]) -> (i64, HashMap<String, Browser>) {
    let id = crate::support::open_event(org, fields).await;
    let players = crate::support::enter_event(app, id, names).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    (id, players)
}

#[both_backends]
async fn vacations_in_an_event_are_held_to_its_leave_allowance() {
    let app = spawn_app_with_clock().await;
    let org = app.player("lv_org").await;
    let fields = [("name", "Leave cup"), ("format", "round_robin"), ("leave_days", "5")];
    let id = crate::support::open_event(&org, &fields).await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Leave: at most 5 days of vacation for each entrant"), "{}", page.body);
    let players = crate::support::enter_event(&app, id, &["lv_ann", "lv_bob", "lv_cid"]).await;
    // Before the start nothing is held to it.
    assert_eq!(players["lv_ann"].post("/vacation", &[("days", "6")]).await.status, 200);
    assert_eq!(players["lv_ann"].post("/vacation/end", &[]).await.status, 200);
    app.clock().advance(DAY);
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);

    // Ann to move in her first game.
    let (game, white, black, _) = games(&app, id)
        .await
        .into_iter()
        .find(|g| g.1 == "lv_ann" || g.2 == "lv_ann")
        .expect("a game of ann's");
    if black == "lv_ann" {
        assert_eq!(players[&white].play(game, "P e2-e4").await.status, 200);
    }
    let ann = &players["lv_ann"];
    let due = deadline(&app, game).await;
    let vacations = "SELECT COUNT(*) FROM vacations";
    let before = count(&app, vacations).await;

    let refused = ann.post("/vacation", &[("days", "6")]).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.contains("Leave cup allows 5 days of leave in all, and you have 5 left there"),
        "{}",
        refused.body
    );
    assert_eq!(count(&app, vacations).await, before);
    assert_eq!(deadline(&app, game).await, due);

    // Three days: the event's clock stops as on any vacation.
    assert_eq!(ann.post("/vacation", &[("days", "3")]).await.status, 200);
    assert_eq!(deadline(&app, game).await, due + 3 * DAY);
    // Back after a day: one day charged, four left.
    app.clock().advance(DAY);
    assert_eq!(ann.post("/vacation/end", &[]).await.status, 200);
    let refused = ann.post("/vacation", &[("days", "5")]).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(refused.contains("you have 4 left there"), "{}", refused.body);
    assert_eq!(ann.post("/vacation", &[("days", "4")]).await.status, 200);
}

#[both_backends]
async fn an_event_without_leave_allows_no_vacation_while_it_runs() {
    let app = spawn_app_with_clock().await;
    let org = app.player("ln_org").await;
    let (id, players) = started(
        &app,
        &org,
        &[("name", "Strict cup"), ("format", "round_robin"), ("leave_days", "none")],
        &["ln_ann", "ln_bob", "ln_cid"],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Leave: none. No vacation may be taken while the event runs"), "{}", page.body);
    let ann = &players["ln_ann"];
    let refused = ann.post("/vacation", &[("days", "1")]).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(refused.contains("Strict cup allows no leave"), "{}", refused.body);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM vacations").await, 0);
    // Once out of it, her own allowance is hers again.
    assert_eq!(ann.post(&format!("/tournaments/{id}/leave"), &[]).await.status, 200);
    assert_eq!(ann.post("/vacation", &[("days", "1")]).await.status, 200);
    // An event with no allowance of its own holds nobody.
    let (_, others) = started(
        &app,
        &org,
        &[("name", "Easy cup"), ("format", "round_robin")],
        &["ln_dee", "ln_eve", "ln_fay"],
    )
    .await;
    assert_eq!(others["ln_dee"].post("/vacation", &[("days", "20")]).await.status, 200);
}

#[both_backends]
async fn a_bad_leave_allowance_is_refused_and_opens_nothing() {
    let app = spawn_app_with_clock().await;
    let org = app.player("lb_org").await;
    for value in ["366", "-2", "soon"] {
        let form = [
            ("name", "Probe"),
            ("format", "round_robin"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
            ("leave_days", value),
        ];
        let page = org.post("/tournaments", &form).await;
        assert_eq!(page.status, 422, "{value}: {}", page.body);
        assert!(page.contains("the leave allowance must be"), "{value}: {}", page.body);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournaments").await, 0);
}
