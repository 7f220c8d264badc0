//! The organiser's hand on a game of their event: adjudicating a game being played,
//! annulling one, extending a deadline, each with a reason every entrant reads in the
//! event's notices and feed; an annulled knockout game played again; and rulings refused
//! (not the organiser, no reason, no such ruling or game, a game over) with nothing
//! changed.

use crate::support::{Browser, TestApp, spawn_app};
use std::collections::HashMap;

async fn open(org: &Browser, fields: &[(&str, &str)]) -> i64 {
    let mut named = vec![("name", "Ruled cup")];
    named.extend_from_slice(fields);
    crate::support::open_event(org, &named).await
}

/// Each game of event `id`: (game id, round, board, leg, White, Black, status, annulled,
/// winner, deadline).
type Row = (i64, i64, i64, i64, String, String, String, i64, Option<String>, Option<i64>);

async fn rows(app: &TestApp, id: i64) -> Vec<Row> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT g.id, tg.round, tg.board, tg.leg, w.username, b.username, g.status,
            tg.annulled, g.winner, g.deadline
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE tg.tournament_id = $1 ORDER BY tg.round, tg.board, tg.leg",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the event's games");
    pool.close().await;
    rows
}

async fn notices(app: &TestApp, id: i64) -> i64 {
    let pool = app.db().await;
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM tournament_notices WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .expect("count");
    pool.close().await;
    n
}

async fn rule(by: &Browser, id: i64, fields: &[(&str, &str)]) -> crate::support::Page {
    by.post(&format!("/tournaments/{id}/rulings"), fields).await
}

#[both_backends]
async fn the_organiser_adjudicates_annuls_and_extends_with_a_reason_every_entrant_reads() {
    let app = spawn_app().await;
    let org = app.player("ru_org").await;
    let id = open(&org, &[("format", "round_robin")]).await;
    let mut players = HashMap::new();
    for name in ["ru_ann", "ru_bob", "ru_cid"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
        players.insert(name, p);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let page = org.get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Rule on a game"), "{}", page.body);
    assert!(!players["ru_ann"].get(&format!("/tournaments/{id}")).await.contains("Rule on a game"));
    let games = rows(&app, id).await;
    assert_eq!(games.len(), 3);
    let (a, b, c) = (games[0].0.to_string(), games[1].0.to_string(), games[2].0.to_string());

    // Refused, with nothing changed.
    let before = notices(&app, id).await;
    for (who, fields, status, why) in [
        (&players["ru_ann"], vec![("game", a.as_str()), ("ruling", "white"), ("reason", "mine")], 403, "only the event"),
        (&org, vec![("game", a.as_str()), ("ruling", "white"), ("reason", "  ")], 422, "give the reason"),
        (&org, vec![("game", a.as_str()), ("ruling", "coin"), ("reason", "r")], 422, "is no ruling"),
        (&org, vec![("game", a.as_str()), ("ruling", "extend"), ("days", "0"), ("reason", "r")], 422, "the days to add"),
        (&org, vec![("game", a.as_str()), ("ruling", "extend"), ("days", "1000"), ("reason", "r")], 422, "the days to add"),
        (&org, vec![("game", a.as_str()), ("ruling", "extend"), ("reason", "r")], 422, "how many days"),
        (&org, vec![("game", "999999"), ("ruling", "annul"), ("reason", "r")], 404, "not found"),
        (&org, vec![("game", "x"), ("ruling", "annul"), ("reason", "r")], 422, "choose the game"),
    ] {
        let page = rule(who, id, &fields).await;
        assert_eq!(page.status, status, "{fields:?}: {}", page.body);
        assert!(page.contains(why), "{fields:?}: {}", page.body);
    }
    assert_eq!(notices(&app, id).await, before);
    assert!(rows(&app, id).await.iter().all(|r| r.6 == "active" && r.7 == 0));

    // Adjudicated: the game ends as ruled, and every entrant reads why.
    let ruled = rule(
        &org,
        id,
        &[("game", &a), ("ruling", "white"), ("reason", "Black left the club & its games <unfinished>")],
    )
    .await;
    assert_eq!(ruled.status, 200, "{}", ruled.body);
    let now = rows(&app, id).await;
    assert_eq!((now[0].6.as_str(), now[0].8.as_deref()), ("finished", Some("white")));
    let said = format!(
        "The organiser ruled on game {a} ({} against {}): adjudicated it a win for White. Reason: Black left the club &#38; its games &#60;unfinished&#62;",
        now[0].4, now[0].5
    );
    let seen = players["ru_cid"].get(&format!("/tournaments/{id}")).await;
    assert!(seen.contains(&said), "{}", seen.body);
    assert!(!seen.contains("<unfinished>"), "{}", seen.body);
    let feed = app.browser().get(&format!("/tournaments/{id}/feed.atom")).await;
    assert!(feed.contains("adjudicated it a win for White"), "{}", feed.body);
    let game = app.browser().get(&format!("/games/{a}")).await;
    assert!(game.contains("adjudicated by the event"), "{}", game.body);
    // A game over is not adjudicated again.
    let again = rule(&org, id, &[("game", &a), ("ruling", "draw"), ("reason", "r")]).await;
    assert_eq!(again.status, 409, "{}", again.body);

    // Extended: the player to move has three more days.
    let deadline = now[1].9.expect("a deadline");
    let ruled = rule(
        &org,
        id,
        &[("game", &b), ("ruling", "extend"), ("days", "3"), ("reason", "a postal strike")],
    )
    .await;
    assert_eq!(ruled.status, 200, "{}", ruled.body);
    let now = rows(&app, id).await;
    assert_eq!(now[1].9, Some(deadline + 3 * 86_400));
    assert_eq!(now[1].6, "active");
    let seen = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(seen.contains("more days for their move. Reason: a postal strike"), "{}", seen.body);

    // Annulled while being played: it stops and counts for neither; not twice.
    let ruled = rule(&org, id, &[("game", &c), ("ruling", "annul"), ("reason", "played under the wrong rules")]).await;
    assert_eq!(ruled.status, 200, "{}", ruled.body);
    let now = rows(&app, id).await;
    assert_eq!((now[2].6.as_str(), now[2].7), ("finished", 1));
    let twice = rule(&org, id, &[("game", &c), ("ruling", "annul"), ("reason", "r")]).await;
    assert_eq!(twice.status, 409, "{}", twice.body);
    let seen = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(seen.contains("annulled it: it counts for neither player. Reason: played under the wrong rules"), "{}", seen.body);
}

#[both_backends]
async fn an_annulled_knockout_game_is_played_again() {
    let app = spawn_app().await;
    let org = app.player("ra_org").await;
    let id = open(&org, &[("format", "knockout"), ("match_games", "1"), ("match_tiebreak", "rating")]).await;
    for name in ["ra_ann", "ra_bob"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let first = rows(&app, id).await;
    assert_eq!(first.len(), 1);
    let game = first[0].0.to_string();
    let ruled = rule(&org, id, &[("game", &game), ("ruling", "annul"), ("reason", "a wrong start")]).await;
    assert_eq!(ruled.status, 200, "{}", ruled.body);
    app.sweep().await;
    let now = rows(&app, id).await;
    assert_eq!(now.len(), 2, "{now:?}");
    // Played again with the same colours, as the second leg of the match.
    assert_eq!((now[1].3, now[1].4.as_str(), now[1].6.as_str()), (2, "ra_ann", "active"));
}
