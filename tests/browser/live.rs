//! Live updates (static/live.js) in a real browser: alice's open game page follows bob's
//! move, offer and takeback request without a reload, and the move she is typing stays
//! in the field, with the focus, through every update (as does a note she is writing).

use super::{
    alice_at_her_game, csp_violations, eventually, highlights, in_browser, move_field,
    same_document, script, tag_document, text_of,
};
use fantoccini::{Client, Locator};
use serde_json::json;

/// Types `text` into the move field, as a player does (it keeps the focus).
async fn type_move(browser: &Client, text: &str) {
    let field = browser
        .find(Locator::Css("#move"))
        .await
        .expect("the move field");
    field.clear().await.expect("clear the move field");
    field
        .send_keys(text)
        .await
        .expect("type into the move field");
}

/// The text of `css`, or why not: while the page is swapped or replaced, an element
/// found a moment ago may be gone.
async fn try_text(browser: &Client, css: &str) -> Result<String, String> {
    let el = browser
        .find(Locator::Css(css))
        .await
        .map_err(|e| e.to_string())?;
    el.text().await.map_err(|e| e.to_string())
}

/// Waits until the page's text shows `wanted`, without the page being reloaded.
async fn shows_live(browser: &Client, wanted: &str) {
    eventually(&format!("the page to show {wanted:?}"), || async {
        let text = try_text(browser, "main").await?;
        if text.contains(wanted) {
            Ok(())
        } else {
            Err(text.chars().take(300).collect())
        }
    })
    .await;
    assert!(same_document(browser).await, "the page was reloaded");
}

async fn focused_id(browser: &Client) -> String {
    let id = script(
        browser,
        "return document.activeElement ? document.activeElement.id : '';",
        vec![],
    )
    .await;
    id.as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn the_game_page_follows_the_opponent_and_keeps_the_move_being_typed() {
    in_browser(|browser| async move {
        let (_app, bob, id) = alice_at_her_game(&browser).await;
        tag_document(&browser).await;

        // Alice's move: she is typing when bob offers a draw.
        type_move(&browser, "P d2-d4").await;
        let offered = bob.post(&format!("/games/{id}/draw/offer"), &[]).await;
        assert_eq!(offered.status, 200, "{}", offered.body);
        shows_live(&browser, "bob offers a draw.").await;
        assert!(
            browser
                .find(Locator::Css("#live-side button"))
                .await
                .is_ok(),
            "the answer buttons came with it"
        );
        assert_eq!(
            move_field(&browser).await,
            "P d2-d4",
            "the typed move stays"
        );
        assert_eq!(focused_id(&browser).await, "move", "and keeps the focus");

        // She plays e4 after all (the form posts, and the page reloads), and waits.
        type_move(&browser, "P e2-e4").await;
        browser
            .find(Locator::Css("#send"))
            .await
            .expect("the Send button")
            .click()
            .await
            .expect("click Send");
        eventually("the page after the move", || async {
            let status = try_text(&browser, "#status").await?;
            if status == "Black to move (bob)." && !same_document(&browser).await {
                Ok(())
            } else {
                Err(status)
            }
        })
        .await;
        tag_document(&browser).await;
        assert!(
            browser.find(Locator::Css("#move")).await.is_err(),
            "no field while waiting"
        );

        // While she waits she writes in her private note.
        browser
            .find(Locator::Css("#note-text"))
            .await
            .expect("the note field")
            .send_keys("watch the e-file")
            .await
            .expect("type a note");

        // Bob answers: the board, the move list, the status and the form follow.
        bob.play(id, "p e7-e5").await;
        shows_live(&browser, "Your move (white).").await;
        let note = script(
            &browser,
            "return document.getElementById('note-text').value;",
            vec![],
        )
        .await;
        assert_eq!(
            note,
            json!("watch the e-file"),
            "the note being written stays"
        );
        assert_eq!(focused_id(&browser).await, "note-text", "with the focus");
        let on_e5 = script(
            &browser,
            "return document.querySelectorAll('#board g[data-square=\"e5\"] use').length;",
            vec![],
        )
        .await;
        assert_eq!(on_e5, json!(1), "bob's pawn is drawn on e5");
        let moves = text_of(&browser, "table.moves").await;
        assert!(moves.contains("e7-e5"), "move list: {moves}");
        assert_eq!(move_field(&browser).await, "", "the move field arrived");

        // Click-to-move works on the new board.
        browser
            .find(Locator::Css("#board g[data-square=\"g1\"]"))
            .await
            .expect("g1")
            .click()
            .await
            .expect("click g1");
        let (_, targets) = highlights(&browser).await;
        assert_eq!(
            targets,
            vec!["e2".to_string(), "f3".into(), "h3".into()],
            "the knight's squares"
        );

        // She types; bob asks to take his move back.
        type_move(&browser, "N g1-f3").await;
        let asked = bob
            .post(&format!("/games/{id}/takeback/request"), &[])
            .await;
        assert_eq!(asked.status, 200, "{}", asked.body);
        shows_live(&browser, "bob asks to take back").await;
        assert_eq!(
            move_field(&browser).await,
            "N g1-f3",
            "the typed move stays"
        );
        assert_eq!(focused_id(&browser).await, "move", "and keeps the focus");
        assert_eq!(
            csp_violations(&browser).await,
            Vec::<String>::new(),
            "live updates broke the Content-Security-Policy"
        );

        // The form still sends what she typed, on the position she sees.
        browser
            .find(Locator::Css("#send"))
            .await
            .expect("the Send button")
            .click()
            .await
            .expect("click Send");
        eventually("the move to be played", || async {
            let status = try_text(&browser, "#status").await?;
            if status == "Black to move (bob)." {
                Ok(())
            } else {
                Err(status)
            }
        })
        .await;
        assert!(text_of(&browser, "table.moves").await.contains("N g1-f3"));
    })
    .await;
}
