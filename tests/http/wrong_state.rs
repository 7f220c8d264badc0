//! Pages that showed the wrong state: the invitation line on "My games", an
//! email invitation to a registered player's address, and error pages that lost the menu.

use crate::support::{spawn_app, started_game};

#[both_backends]
async fn my_games_invitation_line_names_both_seats_and_the_colour() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let created = alice.create_game("chess", "white", "bob").await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();

    let theirs = bob.get("/my").await;
    assert!(
        theirs.contains(&format!("#{id} Chess: alice vs you</a>")),
        "{}",
        theirs.body
    );
    assert!(
        theirs.contains("from alice; you play Black"),
        "{}",
        theirs.body
    );
    assert!(!theirs.contains("vs from"), "{}", theirs.body);

    let mine = alice.get("/my").await;
    assert!(
        mine.contains(&format!("#{id} Chess: alice vs bob</a>")),
        "{}",
        mine.body
    );
    assert!(
        mine.contains("you invited bob; you play White"),
        "{}",
        mine.body
    );
}

#[both_backends]
async fn email_invitation_to_a_registered_address_shows_among_their_invitations() {
    let app = spawn_app().await;
    let alice = app.player("carol").await;
    let dave = app.player("dave").await;
    // `player` registers dave as dave@example.org; the invitation uses that address.
    let created = alice
        .create_game("chess", "black", "Dave@Example.org")
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();

    let list = dave.get("/my").await;
    let invitations = &list.body[list.body.find("id=\"invitations\"").expect("section")..];
    assert!(
        invitations.contains(&format!("href=\"/games/{id}\"")),
        "{}",
        list.body
    );
    assert!(list.contains("from carol; you play White"), "{}", list.body);
    let page = dave.game_page(id).await;
    assert!(page.contains("Accept the invitation"), "{}", page.body);
    let accepted = dave.accept(id, "").await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
}

#[both_backends]
async fn error_page_keeps_the_menu_and_links_back_to_the_game() {
    let app = spawn_app().await;
    let (white, _black, id) = started_game(&app, "chess", "erin", "frank").await;
    // No draw can be claimed before a move: a refusal page.
    let refused = white.post(&format!("/games/{id}/claim-draw"), &[]).await;
    assert!(
        (400..500).contains(&refused.status),
        "{}: {}",
        refused.status,
        refused.body
    );
    assert!(
        refused.contains("class=\"who\" href=\"/account\">erin</a>"),
        "{}",
        refused.body
    );
    assert!(refused.contains("action=\"/logout\""), "{}", refused.body);
    assert!(
        refused.contains(&format!("href=\"/games/{id}\">Back to the game</a>")),
        "{}",
        refused.body
    );

    // An unknown page keeps the menu too, with no game to go back to.
    let missing = white.get("/no-such-page").await;
    assert_eq!(missing.status, 404);
    assert!(missing.contains(">erin</a>"), "{}", missing.body);
    assert!(!missing.contains("Back to the game"), "{}", missing.body);
}
