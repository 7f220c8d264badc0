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
        assert!(at(&page, &format!("aria-label=\"{other}&#39;s reserve\"")) < board, "{own}");
        assert!(board < at(&page, &format!("aria-label=\"{own}&#39;s reserve\"")), "{own}");
    }
}

#[both_backends]
async fn a_one_move_first_turn_is_not_called_two_moves() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "tandem84", "nt_white", "nt_black").await;
    let two = "A turn is two moves";
    let first = white.game_page(id).await;
    assert!(!first.body.contains(two), "{}", first.body);
    assert!(first.body.contains("Legal moves ("), "{}", first.body);
    let turn = first.legal_turns()[0].clone();
    assert!(!turn.contains(';'), "White's first turn is one move: {turn}");
    white.play(id, &turn).await;
    let second = black.game_page(id).await;
    assert!(second.body.contains(two), "{}", second.body);
    assert!(second.body.contains("First moves ("), "{}", second.body);
}

#[both_backends]
async fn the_free_play_board_is_folded_away_until_asked_for() {
    let app = spawn_app().await;
    let ann = app.player("nf_ann").await;
    let form = ann.get("/games/new").await;
    assert_eq!(form.status, 200);
    assert!(form.body.contains("<details id=\"own-board\">"), "{}", form.body);
    // Chosen and refused, the form comes back with the board open as it was typed.
    let refused = ann
        .post(
            "/games",
            &[
                ("variant", "chess"),
                ("color", "white"),
                ("rules", "free"),
                ("files", "x"),
                ("ranks", "8"),
            ],
        )
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body.contains("<details id=\"own-board\" open>"), "{}", refused.body);
}
