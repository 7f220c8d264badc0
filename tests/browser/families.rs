//! Fairy-Stockfish's games played by clicks only, as their players know them: a
//! xiangqi move on the points, a janggi pass, a shogi capture promoting or not and a
//! drop from the hand, a Seirawan gate (the duck chess and amazons walls: `stages`).

use super::turns::{builder, click, click_move, is_target, log_in, send, viewport};
use super::{eventually, in_browser, move_field, script};
use crate::support::{Browser, TestApp, spawn_app, started_game};
use fantoccini::{Client, Locator};
use serde_json::Value;

/// Plays the legal turn whose text contains `needle`, through the forms.
pub(super) async fn play_containing(player: &Browser, id: i64, needle: &str) -> String {
    let page = player.game_page(id).await;
    let turn = page
        .legal_turns()
        .into_iter()
        .find(|t| t.contains(needle))
        .unwrap_or_else(|| panic!("no legal turn with {needle}: {:?}", page.legal_turns()));
    player.play(id, &turn).await;
    turn
}

/// The builder's moves from `from` to `to`.
fn moves_between(data: &Value, from: &str, to: &str) -> Vec<Value> {
    let list = if data["chosen"].is_null() {
        &data["firsts"]
    } else {
        &data["chosen"]["turns"]
    };
    list.as_array()
        .expect("moves")
        .iter()
        .filter(|m| m["from"].as_str() == Some(from) && m["to"].as_str() == Some(to))
        .cloned()
        .collect()
}

/// The picker's buttons, by their text and their move.
async fn picker(browser: &Client) -> Vec<(String, String)> {
    eventually("the picker", || async {
        let found = script(
            browser,
            "var p = document.getElementById('picker');
             return p && !p.hidden ? Array.from(p.querySelectorAll('button.pick'))
                .map(function (b) { return [b.textContent, b.getAttribute('data-move') || b.textContent]; }) : [];",
            vec![],
        )
        .await;
        let list: Vec<(String, String)> = serde_json::from_value(found).unwrap_or_default();
        if list.is_empty() { Err("no picker".to_string()) } else { Ok(list) }
    })
    .await
}

async fn pick(browser: &Client, text: &str) {
    let buttons = browser
        .find_all(Locator::Css("#picker button.pick"))
        .await
        .expect("picker buttons");
    for b in buttons {
        let shown = b.text().await.unwrap_or_default();
        let data = b
            .attr("data-move")
            .await
            .ok()
            .flatten()
            .unwrap_or(shown.clone());
        if shown == text || data == text {
            b.click().await.expect("click the choice");
            return;
        }
    }
    panic!("no choice {text} in the picker");
}

pub(super) async fn open_as(browser: &Client, app: &TestApp, name: &str, id: i64) {
    log_in(browser, app, name, &format!("/games/{id}")).await;
}

#[tokio::test]
async fn a_xiangqi_cannon_moves_on_the_points_by_clicks() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (_w, _b, id) = started_game(&app, "xiangqi", "xia", "xun").await;
        open_as(&browser, &app, "xia", id).await;
        let drawn = script(
            &browser,
            "return document.querySelector('#board svg.board').getAttribute('class');",
            vec![],
        )
        .await;
        assert_eq!(drawn.as_str(), Some("board points"));
        let data = builder(&browser).await;
        let cannon = moves_between(&data, "h3", "e3");
        assert_eq!(cannon.len(), 1, "{data}");
        click_move(&browser, "h3", "e3").await;
        let text = cannon[0]["text"].as_str().unwrap_or_default().to_string();
        assert_eq!(move_field(&browser).await, text);
        send(&browser, &text).await;
    })
    .await;
}

#[tokio::test]
async fn a_janggi_player_passes_by_a_click() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (white, _b, id) = started_game(&app, "janggi", "jin", "joo").await;
        // Whoever moves first (in janggi the player of the second colour).
        let mover = match white.game_page(id).await.ply() {
            Some(_) => "jin",
            None => "joo",
        };
        open_as(&browser, &app, mover, id).await;
        let pass = browser
            .find(Locator::Css("#moveless a.moveless"))
            .await
            .expect("a pass offered beside the moves");
        assert_eq!(pass.text().await.expect("text"), "pass");
        pass.click().await.expect("click pass");
        eventually("pass in the move field", || async {
            match move_field(&browser).await.as_str() {
                "pass" => Ok(()),
                other => Err(other.to_string()),
            }
        })
        .await;
        send(&browser, "pass").await;
    })
    .await;
}

async fn shogi_capture(promote: bool) {
    in_browser(move |browser| async move {
        let app = spawn_app().await;
        let (white, black, id) = started_game(&app, "shogi", "sho", "sai").await;
        viewport(&browser, (1280, 1024)).await;
        play_containing(&white, id, "c3-c4").await;
        play_containing(&black, id, "g7-g6").await;
        open_as(&browser, &app, "sho", id).await;
        // The bishop takes on h8, in the promotion zone: promote or not, as chosen.
        click_move(&browser, "b2", "h8").await;
        let choices = picker(&browser).await;
        assert_eq!(choices.len(), 2, "{choices:?}");
        let (promoting, plain): (Vec<_>, Vec<_>) = choices
            .iter()
            .partition(|(shown, _)| shown.contains("romoted"));
        assert_eq!((promoting.len(), plain.len()), (1, 1), "{choices:?}");
        let (shown, text) = if promote {
            promoting[0].clone()
        } else {
            plain[0].clone()
        };
        assert!(promote || !shown.contains('+'), "{shown}");
        pick(&browser, &text).await;
        assert_eq!(move_field(&browser).await, text);
        send(&browser, &text).await;
        // Black takes back; the bishop in White's hand is dropped by clicks.
        play_containing(&black, id, "h8").await;
        open_as(&browser, &app, "sho", id).await;
        // Each hand beside the board, to its right: the opponent's above one's own.
        let places = script(
            &browser,
            "var b = document.getElementById('board').getBoundingClientRect();
             var t = document.querySelector('ul.reserve.top').getBoundingClientRect();
             var m = document.querySelector('ul.reserve.bottom').getBoundingClientRect();
             return [t.left >= b.right, m.left >= b.right, t.top < m.top];",
            vec![],
        )
        .await;
        assert_eq!(
            places,
            serde_json::json!([true, true, true]),
            "the hands' places"
        );
        let data = builder(&browser).await;
        let drops: Vec<&Value> = data["firsts"]
            .as_array()
            .expect("firsts")
            .iter()
            .filter(|m| m["from"].as_str().is_some_and(|f| f.starts_with("@w")))
            .collect();
        assert!(!drops.is_empty(), "{data}");
        let slot = drops[0]["from"].as_str().unwrap_or_default().to_string();
        // Only empty points are offered: never where a piece stands.
        click(&browser, &slot).await;
        assert!(is_target(&browser, "e5").await, "e5 is empty");
        assert!(
            !is_target(&browser, "e7").await,
            "a black pawn stands on e7"
        );
        click(&browser, "e5").await;
        let text = move_field(&browser).await;
        assert!(text.contains("e5"), "{text}");
        send(&browser, &text).await;
    })
    .await;
}

#[tokio::test]
async fn a_shogi_bishop_takes_and_promotes_then_a_drop() {
    shogi_capture(true).await;
}

#[tokio::test]
async fn a_shogi_bishop_takes_without_promoting_then_a_drop() {
    shogi_capture(false).await;
}

#[tokio::test]
async fn a_seirawan_knight_gates_a_hawk_by_clicks() {
    in_browser(|browser| async move {
        let app = spawn_app().await;
        let (_w, _b, id) = started_game(&app, "seirawan", "sei", "saw").await;
        open_as(&browser, &app, "sei", id).await;
        click_move(&browser, "g1", "f3").await;
        let choices = picker(&browser).await;
        assert!(
            choices.len() >= 3,
            "plain, a hawk and an elephant: {choices:?}"
        );
        let gate = choices
            .iter()
            .find(|(_, text)| text.contains("H"))
            .unwrap_or_else(|| panic!("a hawk gate: {choices:?}"))
            .clone();
        pick(&browser, &gate.1).await;
        assert_eq!(move_field(&browser).await, gate.1);
        send(&browser, &gate.1).await;
    })
    .await;
}
