//! Turns built in stages or by a click on a square alone, by clicks only: a duck chess
//! move then its duck, an amazons move then its arrow (the wall's squares on the page
//! of the move, the wall drawn once it is down), a placement phase's drop onto the back
//! rank, and an ataxx stone that comes from no reserve, with the stones it flips drawn
//! in their new colour after the move.

use super::families::{open_as, play_containing};
use super::turns::{builder, click, click_move, is_target, send};
use super::{eventually, in_browser, move_field, script};
use crate::support::{spawn_app, started_game};
use fantoccini::Client;
use serde_json::{Value, json};

/// Waits for the page of the move just clicked (`?first=`), where its wall is chosen;
/// its builder data.
async fn wall_page(browser: &Client) -> Value {
    eventually("the page of the move, with its walls", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        let data = builder(browser).await;
        match url.query().is_some_and(|q| q.starts_with("first=")) && data["chosen"].is_object() {
            true => Ok(data),
            false => Err(url.to_string()),
        }
    })
    .await
}

/// What a square of the board says of itself to a screen reader: "d1, wall".
async fn square_label(browser: &Client, name: &str) -> String {
    script(
        browser,
        "var g = document.querySelector('#board g[data-square=\"' + arguments[0] + '\"]');
         return g ? g.getAttribute('aria-label') : '';",
        vec![json!(name)],
    )
    .await
    .as_str()
    .unwrap_or_default()
    .to_string()
}

/// The wall squares the page of a move offers, and the whole turn of one of them.
fn walls_of(data: &Value) -> Vec<(String, String)> {
    data["chosen"]["turns"]
        .as_array()
        .expect("the walls")
        .iter()
        .map(|t| {
            assert!(t["from"].is_null(), "a wall starts nowhere: {t}");
            let to = t["to"].as_str().unwrap_or_default().to_string();
            (to, t["text"].as_str().unwrap_or_default().to_string())
        })
        .collect()
}

/// The first moves of the builder from `from` to `to`.
fn firsts_between(data: &Value, from: &str, to: &str) -> Vec<Value> {
    data["firsts"]
        .as_array()
        .expect("firsts")
        .iter()
        .filter(|m| m["from"].as_str() == Some(from) && m["to"].as_str() == Some(to))
        .cloned()
        .collect()
}

#[tokio::test]
async fn a_duck_chess_move_then_its_duck_by_clicks() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (_w, _b, id) = started_game(&app, "duck", "dan", "dov").await;
        open_as(&browser, &app, "dan", id).await;
        // The move is listed once, not once per square of the duck.
        let data = builder(&browser).await;
        let moves = firsts_between(&data, "e2", "e4");
        assert_eq!(moves.len(), 1, "{data}");
        assert_eq!(moves[0]["wall"], json!(true), "{data}");
        // The pawn's move, then the duck's square on the move's page, each lit up in turn.
        click_move(&browser, "e2", "e4").await;
        let data = wall_page(&browser).await;
        let walls = walls_of(&data);
        assert!(
            walls.len() > 30,
            "the duck may go to any empty square: {data}"
        );
        let (_, text) = walls
            .iter()
            .find(|(to, _)| to == "d5")
            .unwrap_or_else(|| panic!("a duck on d5: {walls:?}"))
            .clone();
        assert!(is_target(&browser, "d5").await, "d5 lit for the duck");
        assert!(!is_target(&browser, "e7").await, "a pawn stands on e7");
        assert!(
            !is_target(&browser, "e4").await,
            "the pawn just moved to e4"
        );
        click(&browser, "d5").await;
        assert_eq!(move_field(&browser).await, text);
        send(&browser, &text).await;
        // The duck stands on d5, drawn as a wall.
        assert!(square_label(&browser, "d5").await.starts_with("d5, wall"));
    })
    .await;
}

#[tokio::test]
async fn an_amazon_moves_then_shoots_its_arrow_by_clicks() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (_w, _b, id) = started_game(&app, "amazons", "ama", "zon").await;
        open_as(&browser, &app, "ama", id).await;
        let data = builder(&browser).await;
        assert_eq!(firsts_between(&data, "d1", "d5").len(), 1, "{data}");
        click_move(&browser, "d1", "d5").await;
        let data = wall_page(&browser).await;
        // The arrow flies from d5 as a queen moves: back to d1, not to a square beside
        // the line it cannot reach.
        let walls = walls_of(&data);
        let back = walls.iter().find(|(to, _)| to == "d1").cloned();
        let (_, text) = back.unwrap_or_else(|| panic!("an arrow back to d1: {walls:?}"));
        assert!(is_target(&browser, "d1").await, "d1 lit for the arrow");
        assert!(is_target(&browser, "h9").await, "h9 on d5's diagonal");
        assert!(
            !is_target(&browser, "e7").await,
            "e7 is a knight's step from d5"
        );
        click(&browser, "d1").await;
        assert_eq!(move_field(&browser).await, text);
        send(&browser, &text).await;
        // The square it left, and its arrow's ("last move" too).
        assert!(square_label(&browser, "d1").await.starts_with("d1, wall"));
        assert!(square_label(&browser, "d5").await.contains("white"));
    })
    .await;
}

#[tokio::test]
async fn a_placement_phase_drops_onto_the_back_rank_by_clicks() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (_w, _b, id) = started_game(&app, "placement", "pla", "ple").await;
        open_as(&browser, &app, "pla", id).await;
        let data = builder(&browser).await;
        // While pieces wait in hand, every turn is a drop: the pawns do not move.
        let firsts = data["firsts"].as_array().expect("firsts");
        assert!(
            firsts
                .iter()
                .all(|m| m["from"].as_str().is_some_and(|f| f.starts_with("@w"))),
            "{data}"
        );
        let king = firsts
            .iter()
            .find(|m| m["text"].as_str().is_some_and(|t| t.starts_with("K-")))
            .unwrap_or_else(|| panic!("the king dropped: {data}"));
        let slot = king["from"].as_str().unwrap_or_default().to_string();
        click(&browser, "e2").await;
        assert!(!is_target(&browser, "e3").await, "a pawn may not move yet");
        click(&browser, &slot).await;
        assert!(is_target(&browser, "e1").await, "e1 on the back rank");
        assert!(!is_target(&browser, "e3").await, "e3 is not the back rank");
        click(&browser, "e1").await;
        let text = move_field(&browser).await;
        assert_eq!(text, "K-e1");
        send(&browser, &text).await;
        assert!(square_label(&browser, "e1").await.contains("white King"));
    })
    .await;
}

#[tokio::test]
async fn an_ataxx_stone_from_no_reserve_flips_its_neighbours_by_a_click() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (white, black, id) = started_game(&app, "ataxx", "ata", "axx").await;
        // White's stone jumps down to a3, beside no black stone; Black's jump away.
        play_containing(&white, id, "a7-a5").await;
        play_containing(&black, id, "g7-g5").await;
        play_containing(&white, id, "a5-a3").await;
        play_containing(&black, id, "g5-g3").await;
        open_as(&browser, &app, "ata", id).await;
        assert!(square_label(&browser, "a1").await.contains("black"));
        // A new stone beside a3, from no reserve: lit before anything is chosen, and
        // made by clicking its square alone.
        assert!(is_target(&browser, "a2").await, "a2 lit for a new stone");
        assert!(
            !is_target(&browser, "d4").await,
            "d4 is beside no white stone"
        );
        click(&browser, "a2").await;
        let text = move_field(&browser).await;
        assert!(text.ends_with("a2"), "{text}");
        send(&browser, &text).await;
        // The black stone beside it, on a1, is White's now.
        assert!(
            square_label(&browser, "a1").await.contains("white"),
            "{}",
            square_label(&browser, "a1").await
        );
        assert!(square_label(&browser, "a2").await.contains("white"));
    })
    .await;
}
