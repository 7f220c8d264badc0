//! Rough edges a new player met, each driven as they met it: a form's address opened as
//! a page, a missing game's error page, an invitation waiting for a named player, and
//! the account page's word on webhooks.

use crate::support::{spawn_app, started_game};

#[both_backends]
async fn a_refused_moves_address_reloaded_is_the_game_page_logged_in() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "nc_ann", "nc_bob").await;
    let refused = ann.post_move(id, 0, "e5").await;
    assert!(refused.body.contains("id=\"move-error\""), "{}", refused.body);
    // The address bar now shows the form's address; opening it again as a page:
    let again = ann.get(&format!("/games/{id}/moves")).await;
    assert_eq!(again.status, 200, "{}", again.body);
    assert!(again.body.contains("id=\"move-form\""), "{}", again.body);
    assert!(again.body.contains("action=\"/logout\""), "still logged in: {}", again.body);
    // So too for the other forms of a game.
    for form in ["note", "conditionals", "draw/offer", "accept"] {
        let page = ann.get(&format!("/games/{id}/{form}")).await;
        assert_eq!(page.status, 200, "{form}: {}", page.body);
        assert!(page.body.contains("id=\"move-form\""), "{form}: {}", page.body);
    }
}

#[both_backends]
async fn a_missing_game_offers_no_way_back_to_it() {
    let app = spawn_app().await;
    let ann = app.player("ng_ann").await;
    let page = ann.get("/games/9999").await;
    assert_eq!(page.status, 404, "{}", page.body);
    assert!(!page.body.contains("Back to the game"), "{}", page.body);
}

#[both_backends]
async fn an_invitation_waiting_for_a_named_player_names_them() {
    let app = spawn_app().await;
    let ann = app.player("ni_ann").await;
    app.player("ni_bob").await;
    let id = ann.create_game("chess", "white", "ni_bob").await.game_id();
    let page = ann.game_page(id).await;
    assert!(
        page.body.contains("ni_ann (white) vs ni_bob (invited) (black)"),
        "{}",
        page.body
    );
    assert!(!page.body.contains("(open seat)"), "{}", page.body);
}

#[both_backends]
async fn the_account_page_explains_webhook_signatures_itself() {
    let app = spawn_app().await;
    let ann = app.player("nw_ann").await;
    let page = ann.get("/account").await;
    assert!(!page.body.contains("README"), "{}", page.body);
    assert!(page.body.contains("Pigeonpost-Signature: sha256="), "{}", page.body);
}

#[both_backends]
async fn reserves_turn_with_the_board() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "meteoric", "nr_ann", "nr_bob").await;
    // Each side holds its bishops from the start: a player's own reserve is below the
    // board, on their edge, and the opponent's above it, for Black as for White.
    let at = |body: &str, what: &str| body.find(what).unwrap_or_else(|| panic!("{what}: {body}"));
    for (who, own, other) in [(&ann, "white", "black"), (&bob, "black", "white")] {
        let page = who.game_page(id).await.body;
        let board = at(&page, "id=\"board\"");
        assert!(at(&page, &format!("aria-label=\"{other}'s reserve\"")) < board, "{own}");
        assert!(board < at(&page, &format!("aria-label=\"{own}'s reserve\"")), "{own}");
    }
}
