//! Free play (rules not enforced), as Game Courier's own mode: a game on any board from
//! any start, each move applied as written, the result given by the players.

use super::integrity::verify_cli;
use super::support::{Browser, spawn_app};

/// A 10×10 board without its four corners, a king each.
const START: &str = "1k8/10/10/10/10/10/10/10/10/4K5 w";

async fn free_game(creator: &Browser, opponent: &str, fields: &[(&str, &str)]) -> super::support::Page {
    let mut form = vec![
        ("variant", "chess"),
        ("color", "white"),
        ("opponent", opponent),
        ("rules", "free"),
    ];
    form.extend_from_slice(fields);
    creator.post("/games", &form).await
}

#[both_backends]
async fn a_free_game_on_a_board_with_holes_plays_moves_no_rule_allows() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let created = free_game(
        &alice,
        "bob",
        &[
            ("files", "10"),
            ("ranks", "10"),
            ("holes", "a1 j1 a10 j10"),
            ("start", START),
        ],
    )
    .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);

    let page = alice.game_page(id).await;
    assert!(page.contains("Rules not enforced."), "{}", page.body);
    assert!(page.contains("Chess, free play (rules not enforced)"));
    // Nothing to build from: no list of legal moves, the notation is explained instead.
    assert!(!page.contains("id=\"firsts\""), "{}", page.body);
    assert!(page.contains("id=\"free-play-hint\""));

    // The king flies across the board; Black drops a queen from nowhere and takes it.
    alice.play(id, "K e1-i9").await;
    bob.play(id, "q-h8; q h8-i9").await;
    // White places a rook, removes Black's king and promotes a pawn by placement.
    alice.play(id, "R-b2; @-b10").await;
    let page = bob.game_page(id).await;
    assert!(page.contains("R-b2; @-b10"), "{}", page.body);
    assert!(page.contains("Black to move") || page.contains("Your move"));
    assert!(!page.contains("Result:"), "no king is no result in free play");

    // What cannot be applied as written is refused, and the game is unchanged.
    for (text, why) in [
        ("Q-a1", "not a square of this board"),
        ("e5-e6", "e5 is empty"),
        ("Qh5", "full notation"),
        ("Z-e4", "unknown piece label"),
    ] {
        let refused = bob.post_move(id, 3, text).await;
        assert_eq!(refused.status, 422, "{text}: {}", refused.body);
        assert!(refused.contains(why), "{text}: {}", refused.body);
    }
    assert_eq!(bob.game_page(id).await.ply(), Some(3));

    // Every position in the history is there.
    let at_one = alice.get(&format!("/games/{id}?ply=1")).await;
    assert!(at_one.contains("After ply 1"), "{}", at_one.body);

    // The mail about a move marks the game too.
    let mail = app.sink().wait_for_mail("bob@example.org", "R-b2").await;
    assert!(mail.text().contains("rules not enforced"), "{}", mail.text());

    // The result is the players' word: Alice reports her win, Bob first disputes it.
    let reported = alice.post(&format!("/games/{id}/win/report"), &[]).await;
    assert_eq!(reported.status, 200, "{}", reported.body);
    assert!(bob.game_page(id).await.contains("alice reports having won"));
    // The mail says what to do in one sentence, as written.
    let mail = app.sink().wait_for_mail("bob@example.org", "reports having won").await;
    assert!(
        mail.text().contains("the players' word: open the game to confirm or dispute it"),
        "{}",
        mail.text()
    );
    bob.post(&format!("/games/{id}/win/dispute"), &[]).await;
    let page = alice.game_page(id).await;
    assert!(page.contains("disputed their opponent"), "{}", page.body);
    // Reported again, and confirmed.
    alice.post(&format!("/games/{id}/win/report"), &[]).await;
    let confirmed = bob.post(&format!("/games/{id}/win/confirm"), &[]).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    let page = alice.game_page(id).await;
    assert!(page.contains("Result:"), "{}", page.body);
    assert!(page.contains("result confirmed by both players"), "{}", page.body);

    // `verify` replays the game as written, in a fresh process.
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 0, "{report}");
}

#[both_backends]
async fn a_report_of_a_win_is_free_play_only_and_lapses_when_the_opponent_moves() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    // On the variant's own board and start.
    let created = free_game(&alice, "bob", &[]).await;
    let id = created.game_id();
    bob.accept(id, "").await;
    // The pawn stands on e2 as in chess, and goes where it likes.
    alice.play(id, "P e2-e5").await;
    alice.post(&format!("/games/{id}/win/report"), &[]).await;
    bob.play(id, "p d7-d5").await;
    let page = alice.game_page(id).await;
    assert!(page.contains("report of a win lapsed"), "{}", page.body);
    // Bob can no longer confirm what lapsed.
    let late = bob.post(&format!("/games/{id}/win/confirm"), &[]).await;
    assert_eq!(late.status, 409, "{}", late.body);

    // Where rules are enforced there is nothing to report: the board decides.
    let ruled = alice.create_game("chess", "white", "bob").await;
    let ruled = ruled.game_id();
    bob.accept(ruled, "").await;
    assert!(!alice.game_page(ruled).await.contains("win/report"));
    let refused = alice.post(&format!("/games/{ruled}/win/report"), &[]).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
}

#[both_backends]
async fn a_bad_board_is_refused_with_the_form_kept() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    for (fields, why) in [
        (vec![("files", "10"), ("ranks", "10"), ("holes", "z99")], "board.holes"),
        (vec![("files", "ten"), ("ranks", "10")], "files must be a whole number"),
        (vec![("holes", "a1")], "give its files and ranks"),
        (vec![("files", "8"), ("ranks", "8"), ("start", "8/8 w")], "setup.fen"),
        (vec![("files", "8 8 8 8 8"), ("ranks", "8")], "up to 4"),
    ] {
        let page = free_game(&alice, "", &fields).await;
        assert_eq!(page.status, 422, "{fields:?}: {}", page.body);
        assert!(page.contains(why), "{fields:?}: {}", page.body);
        assert!(page.contains("value=\"free\" checked"), "the choice is kept");
    }
    // Nothing was created.
    assert!(!alice.get("/my").await.contains("free play"));
}
