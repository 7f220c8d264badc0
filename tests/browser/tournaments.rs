//! An event in a real browser: a player logs in, enters a round robin from its page, and
//! once the organiser starts it, follows her first game from the event's page and plays
//! its first move by clicking the board.

use super::turns::{click_move, log_in, send};
use super::{eventually, in_browser, text_of};
use crate::support::spawn_app;
use fantoccini::Locator;

#[tokio::test]
async fn an_entrant_signs_up_and_plays_the_first_move_of_her_first_game() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let org = app.player("org").await;
        let opened = org
            .post(
                "/tournaments",
                &[
                    ("name", "Spring round robin"),
                    ("format", "round_robin"),
                    ("variant", "chess"),
                    ("max_entrants", "4"),
                ],
            )
            .await;
        assert_eq!(opened.status, 200, "{}", opened.body);
        let event = opened
            .url
            .rsplit('/')
            .next()
            .expect("the event's id")
            .to_string();
        for name in ["dan", "eve", "fay"] {
            let p = app.player(name).await;
            let joined = p.post(&format!("/tournaments/{event}/join"), &[]).await;
            assert_eq!(joined.status, 200, "{}", joined.body);
        }
        app.player("cleo").await;

        // Cleo enters from the event's page.
        let page = format!("/tournaments/{event}");
        log_in(&browser, &app, "cleo", &page).await;
        browser
            .find(Locator::Css("#join"))
            .await
            .expect("the Enter button")
            .click()
            .await
            .expect("click Enter");
        let entrants = eventually("cleo among the entrants", || async {
            let list = browser
                .find(Locator::Css("#entrant-list"))
                .await
                .map_err(|e| e.to_string())?;
            let text = list.text().await.map_err(|e| e.to_string())?;
            match text.contains("cleo") {
                true => Ok(text),
                false => Err(text),
            }
        })
        .await;
        assert!(entrants.contains("fay"), "{entrants}");

        // The organiser starts it; cleo (number 1 by name) is White on round 1's first
        // board, against fay.
        let started = org.post(&format!("/tournaments/{event}/start"), &[]).await;
        assert_eq!(started.status, 200, "{}", started.body);
        browser
            .goto(&format!("{}{page}", app.base))
            .await
            .expect("the event's page again");
        browser
            .find(Locator::Css("#event-games tbody tr:first-child a"))
            .await
            .expect("round 1's first game")
            .click()
            .await
            .expect("open the game");
        eventually("the game page", || async {
            let url = browser.current_url().await.map_err(|e| e.to_string())?;
            match url.path().starts_with("/games/") {
                true => Ok(()),
                false => Err(format!("at {url}")),
            }
        })
        .await;
        let heading = text_of(&browser, "h1").await;
        assert!(heading.contains("cleo (white) vs fay (black)"), "{heading}");
        click_move(&browser, "e2", "e4").await;
        send(&browser, "P e2-e4").await;
    })
    .await;
}
