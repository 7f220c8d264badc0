//! The JSON API, driven as a player's tool drives it: tokens made on the
//! account page, a whole game played through the API alone with every kind of refusal,
//! offers and endings, scopes, revocation, the separation of tokens and sessions, the
//! rate limit, problem documents, and the OpenAPI document walked operation by
//! operation.

#[path = "api/doc_walk.rs"]
mod doc_walk;
#[path = "api/tool.rs"]
pub(crate) mod tool;

use crate::live::sse::EventStream;
use crate::support::{spawn_app, spawn_app_with, started_game};
use serde_json::{Value, json};
use std::time::Duration;
use tool::{Tool, make_token};

#[both_backends]
async fn a_whole_game_through_the_api_with_every_refusal() {
    let app = spawn_app().await;
    let (_, alice) = Tool::player(&app, "ap_alice", "play").await;
    let (_, bob) = Tool::player(&app, "ap_bob", "play").await;
    let me = alice.get("/api/v1/me").await.json();
    assert_eq!((me["username"].as_str(), me["scope"].as_str()), (Some("ap_alice"), Some("play")));

    let id = Tool::started(&alice, &bob, "ap_bob").await;
    let game = alice.game(id).await;
    assert_eq!(game["status"], "active");
    assert_eq!(game["variant"]["key"], "chess");
    let hash = game["variant"]["rules_version"].as_str().expect("a hash");
    assert_eq!(hash.len(), 64, "the definition's SHA-256");
    let variants = alice.get("/api/v1/variants").await.json();
    let chess = variants["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .find(|v| v["key"] == "chess")
        .expect("chess is listed");
    assert_eq!(chess["definition_hash"], hash, "the same rules version");
    assert_eq!(game["start_position"], game["position"]);
    assert_eq!(game["your_side"], "white");
    // White's move: the legal turns are listed, whole (chess turns are one move).
    let legal = &game["legal"];
    assert_eq!(legal["single_moves"], true);
    assert_eq!(legal["turns"].as_array().expect("turns").len(), 20);
    assert!(legal["turns"].as_array().unwrap().contains(&json!("P e2-e4")));
    assert!(bob.game(id).await["legal"].is_null(), "not Black's move");

    // Bob's list has the game awaiting the opponent; after White's move, awaiting him.
    let listed = bob.get("/api/v1/games").await.json();
    assert_eq!(listed["games"][0]["id"], id);
    assert_eq!(listed["games"][0]["your_move"], false);
    alice.play(id, "e4").await;
    let listed = bob.get("/api/v1/games").await.json();
    assert_eq!(listed["games"][0]["your_move"], true);
    for (tool, text) in [(&bob, "e5"), (&alice, "Bc4"), (&bob, "Nc6"), (&alice, "Qh5")] {
        tool.play(id, text).await;
    }

    // Black to move at ply 5: each refusal says which stage refused it, and plays nothing.
    let refusals = [
        ("P e2-e4;", "syntax"),
        ("", "syntax"),
        ("n g8-e5", "illegal"),
        ("Ne7", "ambiguous"),
    ];
    for (text, kind) in refusals {
        let detail = bob.play_at(id, 5, text).await.problem(422, kind);
        assert!(!detail.is_empty(), "{text}: a message for the player");
    }
    let detail = bob.play_at(id, 5, "Ne7").await.problem(422, "ambiguous");
    assert!(detail.contains("n c6-e7") && detail.contains("n g8-e7"), "{detail}");
    // Chosen on an older position: refused as stale, with the game's ply now.
    let stale = bob.play_at(id, 4, "Nf6").await;
    stale.problem(409, "stale");
    assert_eq!(stale.json()["ply"], 5);
    // Not White's turn; and no seat in the game at all.
    alice.play_at(id, 5, "d4").await.problem(403, "forbidden");
    let (_, carol) = Tool::player(&app, "ap_carol", "play").await;
    carol.play_at(id, 5, "Nf6").await.problem(403, "forbidden");
    assert_eq!(alice.game(id).await["ply"], 5, "nothing was played");

    bob.play(id, "Nf6").await;
    let game = alice.game(id).await;
    let mate = game["legal"]["turns"]
        .as_array()
        .expect("turns")
        .iter()
        .filter_map(|t| t.as_str())
        .find(|t| t.starts_with("Q h5-f7"))
        .expect("the queen takes on f7")
        .to_string();
    alice.play(id, &mate).await;

    let game = bob.game(id).await;
    assert_eq!(game["status"], "finished");
    assert_eq!(game["result"]["winner"], "white");
    assert_eq!(game["result"]["reason"], "checkmate");
    assert_ne!(game["position"], game["start_position"]);
    let moves = game["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 7);
    assert_eq!((moves[0]["canonical"].as_str(), moves[0]["abbreviated"].as_str()), (Some("P e2-e4"), Some("e4")));
    assert_eq!(moves[2]["canonical"], "B f1-c4");
    assert!(game["legal"].is_null());
    bob.play_at(id, 7, "a6").await.problem(409, "conflict");
}

#[both_backends]
async fn turns_of_two_moves_are_built_from_their_parts() {
    let app = spawn_app().await;
    let (_, alice) = Tool::player(&app, "tp_alice", "play").await;
    let (_, bob) = Tool::player(&app, "tp_bob", "play").await;
    let id = alice.invite("tandem84", "tp_bob").await;
    assert_eq!(bob.post(&format!("/api/v1/invitations/{id}/accept")).await.status, 204);
    alice.play(id, &whole_turn(&alice, id).await).await;
    // Black's turns are of two moves: the first moves are listed, and the whole turns
    // that begin with one when it is asked for.
    let legal = bob.game(id).await["legal"].clone();
    assert_eq!(legal["single_moves"], false);
    assert!(legal["chosen"].is_null());
    let turn = whole_turn(&bob, id).await;
    assert!(turn.contains("; "), "two moves: {turn}");
    bob.play(id, &turn).await;
    assert_eq!(bob.game(id).await["ply"], 2);
}

/// A whole legal turn for the tool's player in game `id`, built from its parts.
async fn whole_turn(tool: &Tool, id: i64) -> String {
    let legal = tool.game(id).await["legal"].clone();
    let first = legal["firsts"][0].as_str().expect("a first move").to_string();
    if legal["single_moves"] == true {
        return first;
    }
    let query: String = first
        .bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    let a = tool.get(&format!("/api/v1/games/{id}?first={query}")).await;
    let legal = a.json()["legal"].clone();
    assert_eq!(legal["chosen"], first.as_str());
    let turns = legal["turns"].as_array().expect("turns");
    assert!(!turns.is_empty(), "the turns that begin with {first}");
    let turn = turns[turns.len() - 1].as_str().expect("a turn").to_string();
    assert!(turn.starts_with(&first), "{turn} begins with {first}");
    turn
}

#[both_backends]
async fn offers_takebacks_invitations_and_endings_through_the_api() {
    let app = spawn_app().await;
    let (_, alice) = Tool::player(&app, "oe_alice", "play").await;
    let (_, bob) = Tool::player(&app, "oe_bob", "play").await;
    let id = Tool::started(&alice, &bob, "oe_bob").await;
    let path = |action: &str| format!("/api/v1/games/{id}/actions/{action}");

    // An action that is none of the kinds names nothing.
    bob.post(&path("surrender")).await.problem(404, "not_found");
    // Nothing to answer yet.
    bob.post(&path("accept-draw")).await.problem(409, "conflict");
    assert_eq!(alice.post(&path("offer-draw")).await.status, 204);
    assert_eq!(bob.game(id).await["offers"]["draw_offered_by"], "white");
    assert!(bob.game(id).await["actions"]["answer_draw"].as_bool().unwrap());
    assert_eq!(bob.post(&path("decline-draw")).await.status, 204);
    assert!(bob.game(id).await["offers"]["draw_offered_by"].is_null());

    alice.play(id, "e4").await;
    assert_eq!(alice.post(&path("request-takeback")).await.status, 204);
    assert_eq!(bob.game(id).await["offers"]["takeback_requested_by"], "white");
    assert_eq!(bob.post(&path("accept-takeback")).await.status, 204);
    assert_eq!(bob.game(id).await["ply"], 0, "the move was taken back");
    // Before both have moved, a game can be aborted.
    assert_eq!(alice.post(&path("abort")).await.status, 204);
    let game = bob.game(id).await;
    assert_eq!(game["status"], "finished");
    assert_eq!(game["result"]["reason"], "aborted");

    // A declined invitation, a withdrawn one, and a game resigned.
    let declined = alice.invite("chess", "oe_bob").await;
    assert_eq!(bob.post(&format!("/api/v1/invitations/{declined}/decline")).await.status, 204);
    assert_eq!(alice.game(declined).await["status"], "declined");
    let withdrawn = alice.invite("chess", "oe_bob").await;
    assert_eq!(alice.post(&format!("/api/v1/invitations/{withdrawn}/withdraw")).await.status, 204);
    bob.post(&format!("/api/v1/invitations/{withdrawn}/accept"))
        .await
        .problem(409, "conflict");
    let resigned = Tool::started(&alice, &bob, "oe_bob").await;
    alice.play(resigned, "d4").await;
    bob.play(resigned, "d5").await;
    alice
        .post(&format!("/api/v1/games/{resigned}/actions/abort"))
        .await
        .problem(409, "conflict");
    assert_eq!(bob.post(&format!("/api/v1/games/{resigned}/actions/resign")).await.status, 204);
    let game = alice.game(resigned).await;
    assert_eq!(game["result"]["winner"], "white");
    assert_eq!(game["result"]["reason"], "resignation");
    // An unknown variant, a bad time control.
    let a = alice
        .post_json("/api/v1/invitations", json!({"variant": "no-such", "color": "white"}))
        .await;
    a.problem(404, "not_found");
    let a = alice
        .post_json(
            "/api/v1/invitations",
            json!({"variant": "chess", "color": "black", "time_control": {"kind": "move", "days": 99}}),
        )
        .await;
    assert!(a.problem(422, "invalid").contains("days per move"));
}

#[both_backends]
async fn a_read_token_reads_but_cannot_play() {
    let app = spawn_app().await;
    let (white, _black, id) = started_game(&app, "chess", "rd_white", "rd_black").await;
    let reader = Tool::new(&app, &make_token(&white, "dashboard", "read").await);
    assert_eq!(reader.get("/api/v1/me").await.json()["scope"], "read");
    assert_eq!(reader.game(id).await["actions"]["play"], true);
    reader.play_at(id, 0, "e4").await.problem(403, "scope");
    reader.post(&format!("/api/v1/games/{id}/actions/resign")).await.problem(403, "scope");
    reader
        .post_json("/api/v1/invitations", json!({"variant": "chess", "color": "white"}))
        .await
        .problem(403, "scope");
    assert_eq!(reader.game(id).await["ply"], 0);
}

#[both_backends]
async fn tokens_are_listed_revoked_exported_and_deleted_with_the_account() {
    let app = spawn_app().await;
    let browser = app.player("tk_rosa").await;
    let secret = make_token(&browser, "my phone", "play").await;
    assert!(secret.starts_with("pp_") && secret.len() == 67, "{secret}");
    let tool = Tool::new(&app, &secret);
    assert_eq!(tool.get("/api/v1/me").await.status, 200);
    // The account page lists it by name, never showing the secret again.
    let page = browser.get("/account").await;
    assert!(page.contains("my phone"), "{}", page.body);
    assert!(!page.contains(&secret));
    // Stored as a hash only; the export names it, without hash or secret.
    let pool = app.db().await;
    let stored: String = sqlx::query_scalar("SELECT token_hash FROM api_tokens")
        .fetch_one(&pool)
        .await
        .expect("one token");
    assert!(!stored.contains(&secret[3..]));
    let export = browser.get("/account/export").await;
    assert!(export.contains("my phone"), "{}", export.body);
    assert!(!export.contains(&stored) && !export.contains(&secret));
    // Bad names and scopes are refused on the page.
    let refused = browser.post("/account/tokens", &[("name", ""), ("scope", "play")]).await;
    assert_eq!(refused.status, 422);
    let refused = browser.post("/account/tokens", &[("name", "x"), ("scope", "admin")]).await;
    assert_eq!(refused.status, 422);

    let id: i64 = sqlx::query_scalar("SELECT id FROM api_tokens")
        .fetch_one(&pool)
        .await
        .expect("its id");
    let revoked = browser.post("/account/tokens/revoke", &[("id", &id.to_string())]).await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    tool.get("/api/v1/me").await.problem(401, "unauthorized");

    let other = Tool::new(&app, &make_token(&browser, "bot", "read").await);
    assert_eq!(other.get("/api/v1/me").await.status, 200);
    let deleted = browser.delete_account().await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    other.get("/api/v1/me").await.problem(401, "unauthorized");
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM api_tokens")
        .fetch_one(&pool)
        .await
        .expect("count");
    assert_eq!(left, 0);
}

#[both_backends]
async fn a_session_never_opens_the_api_and_a_token_never_opens_a_page() {
    let app = spawn_app().await;
    let (white, _black, id) = started_game(&app, "chess", "sp_white", "sp_black").await;
    let secret = make_token(&white, "bot", "play").await;
    // The logged-in browser (session cookie) calling the API: refused, as JSON.
    let answer = Tool::read(white.get_raw("/api/v1/me").await).await;
    answer.problem(401, "unauthorized");
    // The token on the pages: not logged in, and a form is not accepted without its
    // anti-forgery token (the token is no substitute).
    let client = reqwest::Client::new();
    let my = client
        .get(format!("{}/my", app.base))
        .bearer_auth(&secret)
        .send()
        .await
        .expect("GET /my");
    assert_eq!(my.status(), 401);
    assert!(my.text().await.expect("body").contains("log in"));
    let resign = client
        .post(format!("{}/games/{id}/resign", app.base))
        .bearer_auth(&secret)
        .form(&[("x", "1")])
        .send()
        .await
        .expect("POST resign");
    assert!(matches!(resign.status().as_u16(), 401 | 403), "{}", resign.status());
    let game = Tool::new(&app, &secret).game(id).await;
    assert_eq!(game["status"], "active", "the form did nothing");
    // And the API takes no anti-forgery token: a token's POST is not a form's.
    let a = Tool::new(&app, &secret)
        .post(&format!("/api/v1/games/{id}/actions/offer-draw"))
        .await;
    assert_eq!(a.status, 204, "{}", a.text);
}

#[both_backends]
async fn requests_are_limited_per_token() {
    let app = spawn_app_with(|c| {
        c.limits.api_burst = 3;
        c.limits.api_requests_per_minute = 1;
    })
    .await;
    let (browser, tool) = Tool::player(&app, "rl_rosa", "read").await;
    for _ in 0..3 {
        assert_eq!(tool.get("/api/v1/me").await.status, 200);
    }
    let refused = tool.get("/api/v1/me").await;
    refused.problem(429, "rate_limited");
    let wait = refused.retry_after.expect("Retry-After");
    assert!((1..=60).contains(&wait), "{wait}");
    // Another token of the same player has its own allowance.
    let other = Tool::new(&app, &make_token(&browser, "second", "read").await);
    assert_eq!(other.get("/api/v1/me").await.status, 200);
}

#[both_backends]
async fn api_requests_are_limited_per_player() {
    let app = spawn_app_with(|c| {
        c.limits.api_burst = 3;
        c.limits.api_requests_per_minute = 1;
    })
    .await;
    let (browser, first) = Tool::player(&app, "pl_rosa", "read").await;
    let second = Tool::new(&app, &make_token(&browser, "second", "read").await);
    let third = Tool::new(&app, &make_token(&browser, "third", "read").await);
    let mut answered = 0;
    for tool in [&first, &second, &third] {
        for _ in 0..3 {
            answered += usize::from(tool.get("/api/v1/me").await.status == 200);
        }
    }
    // Each token's burst is 3; the player's tokens together get twice that, not 9.
    assert_eq!(answered, 6);
    third.get("/api/v1/me").await.problem(429, "rate_limited");
    let (_other, theirs) = Tool::player(&app, "pl_other", "read").await;
    assert_eq!(theirs.get("/api/v1/me").await.status, 200, "another player is not held back");
}

#[both_backends]
async fn every_error_is_a_problem_document() {
    let app = spawn_app().await;
    let (_, tool) = Tool::player(&app, "pb_rosa", "play").await;
    tool.get("/api/v1/nothing/here").await.problem(404, "not_found");
    tool.get("/api/v1").await.problem(404, "not_found");
    tool.get("/api/v1/games/abc").await.problem(404, "not_found");
    tool.get("/api/v1/games/99999999999999999999").await.problem(404, "not_found");
    tool.get("/api/v1/games/424242").await.problem(404, "not_found");
    let a = tool.send(tool.request("DELETE", "/api/v1/me")).await;
    a.problem(405, "method_not_allowed");
    assert!(a.allow.expect("Allow").contains("GET"));
    let moves = "/api/v1/games/1/moves";
    let bad = tool.request("POST", moves).header("content-type", "application/json").body("{\"move\":");
    tool.send(bad).await.problem(400, "bad_request");
    let form = tool.request("POST", moves).form(&[("move", "e4"), ("ply", "0")]);
    tool.send(form).await.problem(415, "unsupported_media_type");
    tool.post_json(moves, json!({"move": "e4"})).await.problem(422, "invalid");
    tool.post_json(moves, json!({"move": "e4", "ply": "zero"})).await.problem(422, "invalid");
    let huge = json!({"move": "x".repeat(100_000), "ply": 0});
    tool.post_json(moves, huge).await.problem(413, "too_large");
    let q = tool.get("/api/v1/games/1?first=%FF").await;
    assert!(matches!(q.status, 400 | 404), "{}", q.text);
    assert_eq!(q.content_type, "application/problem+json");
    // Without a token, or with a malformed or unknown one.
    let anonymous = Tool::new(&app, "");
    anonymous.get("/api/v1/games").await.problem(401, "unauthorized");
    Tool::new(&app, "pp_123").get("/api/v1/me").await.problem(401, "unauthorized");
    let unknown = format!("pp_{}", "0".repeat(64));
    Tool::new(&app, &unknown).get("/api/v1/me").await.problem(401, "unauthorized");
}

#[both_backends]
async fn a_tool_hears_the_opponents_move_on_the_event_stream() {
    let app = spawn_app().await;
    let (_, alice) = Tool::player(&app, "ev_alice", "play").await;
    let (_, bob) = Tool::player(&app, "ev_bob", "read").await;
    let id = alice.invite("chess", "").await;
    let (_, carol) = Tool::player(&app, "ev_carol", "play").await;
    assert_eq!(carol.post(&format!("/api/v1/invitations/{id}/accept")).await.status, 204);
    let response = bob
        .request("GET", &format!("/api/v1/games/{id}/events"))
        .send()
        .await
        .expect("open the stream");
    let mut stream = EventStream::new(response);
    let first = stream.expect_event(Duration::from_secs(1), "the state").await;
    assert_eq!(first.ply(), 0);
    alice.play(id, "e4").await;
    let moved = stream.expect_event(Duration::from_secs(1), "the move").await;
    assert_eq!(moved.ply(), 1);
}

#[both_backends]
async fn the_openapi_document_describes_every_operation_and_its_answers() {
    doc_walk::walk().await;
}

/// The permissions are one list: a game's `actions` name exactly what the document's
/// `Actions` schema lists, and the page's buttons follow the same values.
#[both_backends]
async fn a_games_actions_are_the_documented_list_and_the_pages_buttons() {
    let app = spawn_app().await;
    let (white_page, alice) = Tool::player(&app, "al_alice", "play").await;
    let (_, bob) = Tool::player(&app, "al_bob", "play").await;
    let id = Tool::started(&alice, &bob, "al_bob").await;
    let doc = reqwest::get(format!("{}/api/v1/openapi.json", app.base))
        .await
        .expect("the document")
        .text()
        .await
        .expect("a body");
    let doc: Value = serde_json::from_str(&doc).expect("JSON");
    let documented: std::collections::BTreeSet<&String> = doc["components"]["schemas"]
        ["Actions"]["properties"]
        .as_object()
        .expect("the Actions schema's properties")
        .keys()
        .collect();
    let game = alice.game(id).await;
    let listed: std::collections::BTreeSet<&String> =
        game["actions"].as_object().expect("actions").keys().collect();
    assert_eq!(listed, documented);
    assert!(listed.len() > 10, "{listed:?}");
    assert_eq!(game["actions"]["resign"], true);
    assert_eq!(game["actions"]["abort"], true);
    assert_eq!(game["actions"]["accept"], false);
    let page = white_page.game_page(id).await;
    assert!(page.contains("value=\"resign\""), "{}", page.body);
    assert!(!page.contains(&format!("/games/{id}/accept\"")), "{}", page.body);
}
