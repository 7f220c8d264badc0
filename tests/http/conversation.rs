//! The players' conversation in a game: shown to both players (escaped), heard live by
//! an open page, never shown to anyone else, bounded in length and in rate.

use crate::live;
use crate::support::{spawn_app, started_game};
use std::time::Duration;

#[both_backends]
async fn the_players_talk_and_nobody_else_hears_it() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "cv_ann", "cv_bob").await;
    let mut bobs_page = live::open(&bob, &format!("/games/{id}/events"), None).await;
    bobs_page
        .expect_event(Duration::from_secs(1), "the state when opened")
        .await;

    let said = ann
        .post(
            &format!("/games/{id}/conversation"),
            &[("line", "<i>good</i> luck & have fun")],
        )
        .await;
    assert_eq!(said.status, 200, "{}", said.body);
    bobs_page
        .expect_event(Duration::from_secs(1), "ann's line, live")
        .await;
    let escaped = "cv_ann: &#60;i&#62;good&#60;/i&#62; luck &#38; have fun";
    for who in [&ann, &bob] {
        let page = who.game_page(id).await;
        assert!(page.body.contains(escaped), "{}", page.body);
    }
    // Neither a visitor nor another player sees it, on the page or its history.
    let carol = app.player("cv_carol").await;
    for page in [app.browser().get(&format!("/games/{id}")).await, carol.game_page(id).await] {
        assert_eq!(page.status, 200);
        assert!(!page.body.contains("luck"), "{}", page.body);
        assert!(!page.body.contains("id=\"conversation\""), "{}", page.body);
    }
    // Nor may they speak.
    let refused = carol
        .post(&format!("/games/{id}/conversation"), &[("line", "hi")])
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
}

#[both_backends]
async fn lines_are_bounded_in_length_and_rate() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "cr_ann", "cr_bob").await;
    let path = format!("/games/{id}/conversation");
    let long = "x".repeat(501);
    let page = ann.post(&path, &[("line", &long)]).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.body.contains("a line is at most 500 characters"), "{}", page.body);
    let page = ann.post(&path, &[("line", "   ")]).await;
    assert_eq!(page.status, 422, "{}", page.body);
    for n in 0..5 {
        let page = ann.post(&path, &[("line", &format!("line {n}"))]).await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    let page = ann.post(&path, &[("line", "one too many")]).await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(page.body.contains("at most 5 lines a minute"), "{}", page.body);
    // The limit is the speaker's own: the opponent may still answer.
    let page = bob.post(&path, &[("line", "slow down")]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let shown = bob.game_page(id).await;
    assert!(!shown.body.contains("one too many"), "{}", shown.body);
}
