//! The lobby in a real browser: a player logs in, finds a seek in the lobby, filters it,
//! clicks Accept, and lands on the game, which has begun with her in the open seat.

use super::turns::log_in;
use super::{eventually, in_browser, text_of};
use crate::support::spawn_app;
use fantoccini::Locator;

#[tokio::test]
async fn a_seek_is_accepted_from_the_lobby() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let ann = app.player("ann").await;
        let posted = ann
            .post(
                "/games",
                &[
                    ("variant", "chess"),
                    ("color", "white"),
                    ("opponent", ""),
                    ("message", "Anyone for a slow game?"),
                ],
            )
            .await;
        assert_eq!(posted.status, 200, "{}", posted.body);
        let id = posted.game_id();
        app.player("cleo").await;

        // Cleo logs in through the form and is brought to the lobby.
        log_in(&browser, &app, "cleo", "/lobby").await;
        // The lobby filtered to casual games of chess's family still lists it, with its
        // word.
        for (option, what) in [
            ("select[name=\"rated\"] option[value=\"casual\"]", "casual"),
            (
                "select[name=\"family\"] option[value=\"chess\"]",
                "chess's family",
            ),
        ] {
            browser
                .find(Locator::Css(&format!("#lobby-filter {option}")))
                .await
                .unwrap_or_else(|e| panic!("the filter for {what}: {e}"))
                .click()
                .await
                .unwrap_or_else(|e| panic!("choose {what}: {e}"));
        }
        browser
            .find(Locator::Css("#lobby-filter button[type=\"submit\"]"))
            .await
            .expect("the filter's button")
            .click()
            .await
            .expect("filter");
        let row = format!("#seek-{id}");
        let words = eventually("the seek in the filtered lobby", || async {
            let url = browser.current_url().await.map_err(|e| e.to_string())?;
            if url
                .query()
                .is_none_or(|q| !q.contains("rated=casual") || !q.contains("family=chess"))
            {
                return Err(format!("at {url}"));
            }
            let el = browser
                .find(Locator::Css(&row))
                .await
                .map_err(|e| e.to_string())?;
            el.text().await.map_err(|e| e.to_string())
        })
        .await;
        assert!(words.contains("Anyone for a slow game?"), "{words}");
        assert!(words.contains("ann"), "{words}");

        // Accept: the game page, begun, cleo playing Black.
        browser
            .find(Locator::Css(&format!("{row} button[type=\"submit\"]")))
            .await
            .expect("the Accept button")
            .click()
            .await
            .expect("click Accept");
        let game_path = format!("/games/{id}");
        eventually("the game page after accepting", || async {
            let url = browser.current_url().await.map_err(|e| e.to_string())?;
            match url.path() == game_path {
                true => Ok(()),
                false => Err(format!("at {url}")),
            }
        })
        .await;
        let heading = text_of(&browser, "h1").await;
        assert!(heading.contains("ann (white) vs cleo (black)"), "{heading}");
        // The lobby no longer lists it.
        let lobby = app.browser().get("/lobby").await;
        assert!(!lobby.contains(&format!("id=\"seek-{id}\"")));
    })
    .await;
}
