//! Private notes: one per player per game, on the game page, seen by nobody else, kept
//! after the game and in the data export.

use super::support::{Browser, spawn_app, started_game};

async fn save(who: &Browser, id: i64, note: &str) -> super::support::Page {
    who.post(&format!("/games/{id}/note"), &[("note", note)])
        .await
}

/// The page's tag, and the status of asking again with it.
async fn tag_then_status(who: &Browser, path: &str, change: impl AsyncFnOnce()) -> u16 {
    let first = who.get_raw(path).await;
    let tag = first.headers()["etag"].to_str().unwrap().to_string();
    change().await;
    who.get_with(path, &[("if-none-match", &tag)])
        .await
        .status()
        .as_u16()
}

#[both_backends]
async fn a_note_is_private_kept_after_the_game_and_exported() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let path = format!("/games/{id}");

    // Saving changes her page's tag, so a kept copy is not shown again.
    let status = tag_then_status(&alice, &path, async || {
        let saved = save(&alice, id, "Plan: <b>marmalade</b> attack\r\nthen h4").await;
        assert_eq!(saved.status, 200, "{}", saved.body);
    })
    .await;
    assert_eq!(status, 200, "the page changed with the note");

    let page = alice.game_page(id).await;
    assert!(page.contains("id=\"notes\""), "{}", page.body);
    assert!(
        page.contains("Plan: &#60;b&#62;marmalade&#60;/b&#62; attack\nthen h4</textarea>"),
        "escaped, line ends kept: {}",
        page.body
    );
    // Bob has a note field of his own, empty; a visitor has none.
    let theirs = bob.game_page(id).await;
    assert!(theirs.contains("id=\"notes\"") && !theirs.contains("marmalade"));
    let visitor = app.browser().get(&path).await;
    assert!(!visitor.contains("id=\"notes\"") && !visitor.contains("marmalade"));

    // Nobody else may write one; a note too long is refused and the kept one stays.
    let carol = app.player("carol").await;
    assert_eq!(save(&carol, id, "mine").await.status, 403);
    let long = "x".repeat(10_001);
    let refused = save(&alice, id, &long).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.contains("at most 10000 characters"), "{}", refused.body);
    assert!(alice.game_page(id).await.contains("marmalade"));

    // After the game it is still there, and may still be edited.
    bob.post(&format!("/games/{id}/resign"), &[]).await;
    let page = alice.game_page(id).await;
    assert!(page.contains("Result:") && page.contains("marmalade"), "{}", page.body);
    assert_eq!(save(&alice, id, "Won: the attack worked").await.status, 200);
    assert!(alice.game_page(id).await.contains("Won: the attack worked"));

    let export = alice.get_raw("/account/export").await.text().await.unwrap();
    let export: serde_json::Value = serde_json::from_str(&export).unwrap();
    assert_eq!(export["games"][0]["note"], "Won: the attack worked");
    let theirs = bob.get_raw("/account/export").await.text().await.unwrap();
    assert!(!theirs.contains("the attack worked"));

    // Clearing it leaves an empty field and nothing in the export.
    assert_eq!(save(&alice, id, "  ").await.status, 200);
    let export = alice.get_raw("/account/export").await.text().await.unwrap();
    assert!(!export.contains("the attack worked"));
}
