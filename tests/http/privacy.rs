//! Private games: while a player keeps a game private only those it concerns see it, on
//! every address that shows it (page, picture, PGN, feed, event stream, watch page, API);
//! and the conversation, once the game is over, is read by others only if both players
//! let them.

use crate::api::tool::{Tool, make_token};
use crate::live;
use crate::support::{Browser, TestApp, spawn_app, started_game};
use std::time::Duration;

/// The addresses that show game `id` to whoever may see it.
fn addresses(id: i64) -> Vec<String> {
    ["", "/pgn", "/board.png", "/feed.atom"]
        .iter()
        .map(|tail| format!("/games/{id}{tail}"))
        .collect()
}

async fn status(b: &Browser, path: &str) -> u16 {
    b.get_with(path, &[]).await.status().as_u16()
}

async fn choose(b: &Browser, id: i64, fields: &[(&str, &str)]) {
    let page = b.post(&format!("/games/{id}/privacy"), fields).await;
    assert_eq!(page.status, 200, "{}", page.body);
}

async fn on_watch_page(app: &TestApp, id: i64) -> bool {
    let page = app.browser().get("/watch").await;
    assert_eq!(page.status, 200);
    page.body.contains(&format!("href=\"/games/{id}\""))
}

#[both_backends]
async fn a_private_game_is_seen_by_its_players_only_on_every_address() {
    let app = spawn_app().await;
    let ann = app.player("pv_ann").await;
    let bob = app.player("pv_bob").await;
    let created = ann
        .post(
            "/games",
            &[
                ("variant", "chess"),
                ("color", "white"),
                ("opponent", "pv_bob"),
                ("private", "on"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    // The invited player sees the invitation, and accepts it.
    assert_eq!(status(&bob, &format!("/games/{id}")).await, 200);
    assert_eq!(bob.accept(id, "").await.status, 200);
    ann.play(id, "P e2-e4").await;

    let visitor = app.browser();
    let carol = app.player("pv_carol").await;
    let carol_tool = Tool::new(&app, &make_token(&carol, "reader", "read").await);
    let hidden = async |expect_hidden: bool| {
        let want = if expect_hidden { 404 } else { 200 };
        for path in &addresses(id) {
            assert_eq!(status(&visitor, path).await, want, "visitor {path}");
            assert_eq!(status(&carol, path).await, want, "carol {path}");
        }
        assert_eq!(on_watch_page(&app, id).await, !expect_hidden);
        let api = carol_tool.get(&format!("/api/v1/games/{id}")).await;
        assert_eq!(api.status, want, "{}", api.text);
    };
    hidden(true).await;
    // A game never made and a private one are told apart by nothing.
    let missing = visitor.get("/games/999999").await;
    let private = visitor.get(&format!("/games/{id}")).await;
    assert_eq!(
        private.body.replace(&format!("game {id} "), "game N "),
        missing.body.replace("game 999999 ", "game N ")
    );
    // The players see it, marked private, and its picture is for their browsers only.
    for (who, name) in [(&ann, "ann"), (&bob, "bob")] {
        let page = who.game_page(id).await;
        assert_eq!(page.status, 200, "{name}");
        assert!(page.body.contains("A private game"), "{}", page.body);
        assert!(page.body.contains("kept so by pv_ann"), "{}", page.body);
        let png = who.get_with(&format!("/games/{id}/board.png"), &[]).await;
        assert_eq!(png.status(), 200);
        let cache = png.headers()["cache-control"].to_str().unwrap().to_string();
        assert!(cache.starts_with("private"), "{cache}");
    }
    let api = Tool::new(&app, &make_token(&bob, "bobs", "read").await)
        .get(&format!("/api/v1/games/{id}"))
        .await;
    assert_eq!(api.json()["private"], true);

    // Ann no longer keeps it private: everyone sees it.
    choose(&ann, id, &[]).await;
    hidden(false).await;
    let page = visitor.get(&format!("/games/{id}")).await;
    assert!(!page.body.contains("A private game"), "{}", page.body);
    // Bob makes it private: hidden again, whatever Ann chose.
    choose(&bob, id, &[("private", "on")]).await;
    hidden(true).await;
    assert!(ann.game_page(id).await.body.contains("kept so by pv_bob"));
    // Only a player chooses.
    let refused = carol.post(&format!("/games/{id}/privacy"), &[]).await;
    assert_eq!(refused.status, 404, "{}", refused.body);
}

#[both_backends]
async fn a_strangers_event_stream_ends_when_the_game_is_made_private() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "ps_ann", "ps_bob").await;
    let visitor = app.browser();
    let events = format!("/games/{id}/events");
    let mut strangers = live::open(&visitor, &events, None).await;
    strangers
        .expect_event(Duration::from_secs(1), "the state when opened")
        .await;
    let mut bobs = live::open(&bob, &events, None).await;
    bobs.expect_event(Duration::from_secs(1), "the state when opened")
        .await;
    choose(&ann, id, &[("private", "on")]).await;
    assert!(strangers.ends_within(Duration::from_secs(2)).await);
    bobs.expect_event(Duration::from_secs(2), "the game made private")
        .await;
    ann.play(id, "P e2-e4").await;
    let moved = bobs
        .expect_event(Duration::from_secs(2), "ann's move, heard by bob")
        .await;
    assert_eq!(moved.ply(), 1);
    // And a stranger cannot open it again.
    assert_eq!(status(&visitor, &events).await, 404);
}

#[both_backends]
async fn others_read_the_conversation_after_the_game_only_if_both_players_allow() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "pc_ann", "pc_bob").await;
    let said = ann
        .post(&format!("/games/{id}/conversation"), &[("line", "well played")])
        .await;
    assert_eq!(said.status, 200, "{}", said.body);
    let visitor = app.browser();
    let reads = async || {
        let page = visitor.get(&format!("/games/{id}")).await;
        assert_eq!(page.status, 200);
        page.body.contains("pc_ann: well played")
    };
    // Both allow it during the game: nobody else reads it yet.
    choose(&ann, id, &[("talk_shown", "on")]).await;
    choose(&bob, id, &[("talk_shown", "on")]).await;
    assert!(!reads().await);
    let resigned = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);
    assert!(reads().await);
    let tool = Tool::new(&app, &make_token(&app.player("pc_carl").await, "c", "read").await);
    let api = tool.get(&format!("/api/v1/games/{id}")).await.json();
    assert_eq!(api["conversation"][0], "pc_ann: well played", "{api}");
    // They see it, but cannot add to it.
    let page = visitor.get(&format!("/games/{id}")).await;
    assert!(!page.body.contains("/conversation\""), "{}", page.body);
    // One player withdraws their leave: hidden again.
    choose(&bob, id, &[]).await;
    assert!(!reads().await);
    let api = tool.get(&format!("/api/v1/games/{id}")).await.json();
    assert_eq!(api["conversation"], serde_json::json!([]), "{api}");
    assert!(ann.game_page(id).await.body.contains("pc_ann: well played"));
}
