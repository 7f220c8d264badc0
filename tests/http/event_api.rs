//! Events through the JSON API, as a player's tool uses them: the list, an event with its
//! rules, standings and games, entering and withdrawing with a `play` token; and every
//! refusal a problem document with nothing changed (a `read` token, no token, an event
//! by invitation only, full, entered twice, withdrawn twice, no such event).

use crate::api::tool::Tool;
use crate::support::{TestApp, spawn_app};
use serde_json::Value;

async fn entrants(app: &TestApp, id: i64) -> i64 {
    let pool = app.db().await;
    let n = sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = $1 AND withdrawn_at IS NULL",
    )
    .bind(id)
    .fetch_one(&pool)
    .await
    .expect("count");
    pool.close().await;
    n
}

fn listed(list: &Value, id: i64) -> Value {
    list.as_array()
        .expect("a list")
        .iter()
        .find(|e| e["id"] == id)
        .unwrap_or_else(|| panic!("event {id} in {list}"))
        .clone()
}

#[both_backends]
async fn a_tool_lists_enters_reads_and_withdraws_from_an_event() {
    let app = spawn_app().await;
    let org = app.player("ea_org").await;
    let id = crate::support::open_event(
        &org,
        &[
            ("name", "API round robin"),
            ("format", "round_robin"),
            ("max_entrants", "3"),
            ("variant", "chess, capablanca"),
            ("tiebreaks", "sb"),
        ],
    )
    .await;
    let (_, ann) = Tool::player(&app, "ea_ann", "play").await;
    let (_, bob) = Tool::player(&app, "ea_bob", "play").await;
    let (_, cid) = Tool::player(&app, "ea_cid", "play").await;
    let (_, dee) = Tool::player(&app, "ea_dee", "play").await;
    let (_, reader) = Tool::player(&app, "ea_reader", "read").await;

    let list = reader.get("/api/v1/tournaments").await;
    assert_eq!(list.status, 200, "{}", list.text);
    let e = listed(&list.json(), id);
    assert_eq!(e["name"], "API round robin");
    assert_eq!(e["format"], "round_robin");
    assert_eq!(e["status"], "signup");
    assert_eq!(e["variants"], serde_json::json!(["chess", "capablanca"]));
    assert_eq!((e["entrants"].as_i64(), e["max_entrants"].as_i64()), (Some(0), Some(3)));
    assert_eq!(e["invitation_only"], false);

    // Refused, with nothing changed: a read token, no token, no such event.
    let path = format!("/api/v1/tournaments/{id}/join");
    reader.post(&path).await.problem(403, "scope");
    Tool::new(&app, "").post(&path).await.problem(401, "unauthorized");
    ann.post("/api/v1/tournaments/999999/join").await.problem(404, "not_found");
    ann.get("/api/v1/tournaments/999999").await.problem(404, "not_found");
    ann.get("/api/v1/tournaments/abc").await.problem(404, "not_found");
    assert_eq!(entrants(&app, id).await, 0);

    for tool in [&ann, &bob, &cid] {
        let joined = tool.post(&path).await;
        assert_eq!(joined.status, 204, "{}", joined.text);
    }
    let twice = ann.post(&path).await.problem(409, "conflict");
    assert!(twice.contains("entered this event already"), "{twice}");
    let full = dee.post(&path).await.problem(409, "conflict");
    assert!(full.contains("full"), "{full}");
    assert_eq!(entrants(&app, id).await, 3);
    let one = ann.get(&format!("/api/v1/tournaments/{id}")).await.json();
    assert_eq!(one["event"]["entrants"], 3);
    assert_eq!(one["entrant_names"], serde_json::json!(["ea_ann", "ea_bob", "ea_cid"]));
    assert_eq!(one["tiebreaks"], serde_json::json!(["Sonneborn-Berger"]));
    assert!(one["standings"].as_array().expect("standings").is_empty());

    // Started: three rounds, the second in Capablanca chess; the standings listed.
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let one = reader.get(&format!("/api/v1/tournaments/{id}")).await.json();
    assert_eq!(one["event"]["status"], "running");
    let pairings = one["pairings"].as_array().expect("pairings");
    assert_eq!(pairings.len(), 3, "{one}");
    for p in pairings {
        let expected = if p["round"] == 2 { "capablanca" } else { "chess" };
        assert_eq!(p["variant"], expected, "{p}");
        assert!(p["result"].is_null(), "{p}");
        let game = ann.get(&format!("/api/v1/games/{}", p["game"])).await;
        assert_eq!(game.status, 200, "{}", game.text);
        assert_eq!(game.json()["variant"]["key"], expected);
    }
    let standings = one["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 3, "{one}");
    assert!(standings.iter().all(|r| r["points"] == 0.0 && r["unfinished"] == 2), "{one}");

    // A withdrawal ends cid's games as the event's rule says; twice is refused.
    let gone = format!("/api/v1/tournaments/{id}/withdraw");
    let left = cid.post(&gone).await;
    assert_eq!(left.status, 204, "{}", left.text);
    cid.post(&gone).await.problem(409, "conflict");
    dee.post(&gone).await.problem(409, "conflict");
    let one = reader.get(&format!("/api/v1/tournaments/{id}")).await.json();
    let cid_row = one["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["name"] == "ea_cid")
        .expect("cid's row")
        .clone();
    assert_eq!(cid_row["withdrawn"], true, "{one}");
    assert_eq!(entrants(&app, id).await, 2);
}

#[both_backends]
async fn an_invitation_only_event_refuses_a_tool_whose_player_was_not_invited() {
    let app = spawn_app().await;
    let org = app.player("ei_org").await;
    let (_, ann) = Tool::player(&app, "ei_ann", "play").await;
    let (_, eve) = Tool::player(&app, "ei_eve", "play").await;
    let id = crate::support::open_event(&org, &[("name", "Invitational"), ("format", "round_robin"), ("invitees", "ei_ann")])
        .await;
    let one = eve.get(&format!("/api/v1/tournaments/{id}")).await.json();
    assert_eq!(one["event"]["invitation_only"], true);
    assert_eq!(one["invitees"], serde_json::json!(["ei_ann"]));
    let path = format!("/api/v1/tournaments/{id}/join");
    let why = eve.post(&path).await.problem(403, "forbidden");
    assert!(why.contains("by invitation only"), "{why}");
    assert_eq!(entrants(&app, id).await, 0);
    assert_eq!(ann.post(&path).await.status, 204);
    assert_eq!(entrants(&app, id).await, 1);
}
