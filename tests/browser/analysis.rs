//! Click-to-move on the analysis board: the game page's turn builder, clicked on the
//! analysis board, plays a Tandem-84 turn of two moves for the side to move there (the
//! opponent's, in the game) straight into the tree, with nothing sent in the game.

use super::turns::{builder, click_move, click_turn, log_in};
use super::{eventually, in_browser};
use crate::support::{spawn_app, started_game};
use fantoccini::{Client, Locator};

/// The text of the analysis board's line (the turns from the game position shown).
async fn line(browser: &Client) -> Result<String, String> {
    let el = browser
        .find(Locator::Css("#line"))
        .await
        .map_err(|e| e.to_string())?;
    el.text().await.map_err(|e| e.to_string())
}

async fn tandem_turn_on_the_analysis_board(browser: &Client) {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "tandem84", "tess", "tobi").await;
    let first = white.built_turns(id, 0).await;
    white.play(id, &first[0]).await;
    // Tess, waiting for Tobi, tries his turn on her board.
    let path = format!("/games/{id}/analysis");
    log_in(browser, &app, "tess", &path).await;
    let data = builder(browser).await;
    assert_eq!(data["single"], false, "turns of two moves: {data}");
    let part = data["firsts"][0].clone();
    let (from, to) = (
        part["from"].as_str().unwrap_or_default(),
        part["to"].as_str().unwrap_or_default(),
    );
    click_move(browser, from, to).await;
    // The first move opens the board's page for it, where its completions light up.
    let data = eventually("the first move's page", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        let d = builder(browser).await;
        match url.query().is_some_and(|q| q.contains("first=")) && d["chosen"].is_object() {
            true => Ok(d),
            false => Err(url.to_string()),
        }
    })
    .await;
    let whole = click_turn(browser, &data["chosen"]["turns"][0]).await;
    // Played at once (nothing is sent, so nothing to confirm), into the tree.
    eventually("the turn in the analysis line", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        let text = line(browser).await?;
        match url.query().is_some_and(|q| q.starts_with("node=")) && text.contains(&whole) {
            true => Ok(()),
            false => Err(format!("{url}: {text}")),
        }
    })
    .await;
    let status = browser
        .find(Locator::Css("#status"))
        .await
        .expect("the status")
        .text()
        .await
        .expect("its text");
    assert_eq!(status, "White to move.");
    assert_eq!(black.game_page(id).await.ply(), Some(1), "nothing was sent");
}

#[tokio::test]
async fn a_tandem84_turn_is_built_by_clicks_on_the_analysis_board() {
    in_browser(|b| async move { tandem_turn_on_the_analysis_board(&b).await }).await;
}
