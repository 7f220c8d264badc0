//! Bad input of every kind gets a clear page with the right status, never a 500.

use crate::support::{spawn_app, started_game};

#[both_backends]
async fn bad_urls_and_fields() {
    let app = spawn_app().await;
    let (alice, _bob, id) = started_game(&app, "chess", "rosa", "sven").await;
    let anon = app.browser();
    for (path, status) in [
        ("/games/999999", 404),
        ("/games/abc", 404),
        ("/games/-1", 404),
        ("/variants/no-such-variant", 404),
        ("/no/such/page", 404),
        ("/invitations/not-a-token", 404),
        (&format!("/games/{id}?ply=abc") as &str, 400),
        (&format!("/games/{id}?ply=99"), 404),
        (&format!("/games/{id}?ply=-3"), 404),
        ("/my", 401),
        ("/games/new", 401),
    ] {
        let page = anon.get(path).await;
        assert_eq!(page.status, status, "GET {path}: {}", page.body);
        assert!(page.contains("<html"), "an HTML page for {path}");
    }
    // Wrong method.
    let page = anon.get("/logout").await;
    assert_eq!(page.status, 405);
    assert!(page.contains("<html"));

    // Malformed and missing fields.
    let page = alice
        .post(&format!("/games/{id}/moves"), &[("move", "P e2-e4")])
        .await;
    assert_eq!(page.status, 400, "missing ply: {}", page.body);
    let page = alice
        .post(
            &format!("/games/{id}/moves"),
            &[("ply", "zero"), ("move", "P e2-e4")],
        )
        .await;
    assert_eq!(page.status, 422);
    let page = alice.create_game("no-such-variant", "white", "").await;
    assert_eq!(page.status, 404);
    let page = alice.create_game("chess", "purple", "").await;
    assert_eq!(page.status, 422);
    let page = alice
        .post("/games/999999/moves", &[("ply", "0"), ("move", "P e2-e4")])
        .await;
    assert_eq!(page.status, 404);
    let long = "P e2-e4 // ".to_string() + &"x".repeat(600);
    let page = alice.post_move(id, 0, &long).await;
    assert_eq!(page.status, 422);

    // An oversized body.
    let huge = "x".repeat(100_000);
    let page = alice
        .post(
            &format!("/games/{id}/moves"),
            &[("ply", "0"), ("move", &huge)],
        )
        .await;
    assert_eq!(page.status, 413);
    assert!(page.contains("<html"));

    // None of it moved the game.
    assert_eq!(alice.game_page(id).await.ply(), Some(0));
}
