//! Against abuse: a player blocks another (no invitations, no conversation lines from
//! them) and reports a game's words to the operator, the server's first account, who
//! reads them on their own page.

use crate::support::{spawn_app, started_game};

#[both_backends]
async fn a_blocked_player_can_neither_invite_nor_talk() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "bl_ann", "bl_bob").await;
    let blocked = bob.post("/account/blocks", &[("name", "bl_ann")]).await;
    assert_eq!(blocked.status, 200, "{}", blocked.body);
    assert!(blocked.body.contains("Unblock bl_ann"), "{}", blocked.body);

    let invite = ann.create_game("chess", "white", "bl_bob").await;
    assert_eq!(invite.status, 403, "{}", invite.body);
    assert!(invite.body.contains("does not take invitations from you"), "{}", invite.body);
    let said = ann
        .post(&format!("/games/{id}/conversation"), &[("line", "hey")])
        .await;
    assert_eq!(said.status, 403, "{}", said.body);
    // Bob may still speak, and block nobody else by it.
    let said = bob
        .post(&format!("/games/{id}/conversation"), &[("line", "bye")])
        .await;
    assert_eq!(said.status, 200, "{}", said.body);
    let me = bob.post("/account/blocks", &[("name", "bl_bob")]).await;
    assert_eq!(me.status, 422, "{}", me.body);

    let unblocked = bob.post("/account/blocks/remove", &[("name", "bl_ann")]).await;
    assert!(unblocked.body.contains("You block nobody"), "{}", unblocked.body);
    let invite = ann.create_game("chess", "white", "bl_bob").await;
    assert_eq!(invite.status, 200, "{}", invite.body);
}

#[both_backends]
async fn a_report_reaches_the_operator_and_nobody_else() {
    let app = spawn_app().await;
    // The first account made is the operator.
    let operator = app.player("rp_op").await;
    let (ann, _bob, id) = started_game(&app, "chess", "rp_ann", "rp_bob").await;
    let sent = ann
        .post(
            &format!("/games/{id}/report"),
            &[("words", "bob wrote <b>rude</b> things")],
        )
        .await;
    assert_eq!(sent.status, 200, "{}", sent.body);
    // The reporter is told it went.
    assert!(sent.body.contains("Your report was sent to the operator"), "{}", sent.body);
    let later = ann.game_page(id).await;
    assert!(!later.body.contains("Your report was sent"), "{}", later.body);
    let page = operator.get("/operator/reports").await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("bob wrote &#60;b&#62;rude&#60;/b&#62; things"), "{}", page.body);
    assert!(page.body.contains(&format!("href=\"/games/{id}\"")), "{}", page.body);
    let page = ann.get("/operator/reports").await;
    assert_eq!(page.status, 403, "{}", page.body);
    // Only a player of the game reports its words, and with words.
    let carol = app.player("rp_carol").await;
    let page = carol
        .post(&format!("/games/{id}/report"), &[("words", "x")])
        .await;
    assert_eq!(page.status, 403, "{}", page.body);
    let page = ann.post(&format!("/games/{id}/report"), &[("words", " ")]).await;
    assert_eq!(page.status, 422, "{}", page.body);
}
