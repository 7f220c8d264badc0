//! A refused move in the reader's language: the engine says why as a value, and the
//! game page, the analysis board and the API choose the words. A player who chose
//! German reads a syntax error, an illegal move (with what is legal) and an ambiguous
//! move in German; a tool's refusal follows the account's choice, else the request's
//! Accept-Language.

use crate::languages::speak;
use crate::api::tool::{Tool, make_token, with_json};
use crate::support::{Browser, Page, spawn_app, started_game};
use serde_json::json;

async fn choose_german(b: &Browser) {
    speak(b, "de", "Europe/Berlin").await;
}

/// Submits `text` on the current position, expecting a refusal.
async fn refused(b: &Browser, id: i64, text: &str) -> Page {
    let ply = b.game_page(id).await.ply().expect("a move form on the page");
    let page = b.post_move(id, ply, text).await;
    assert_eq!(page.status, 422, "{text:?} was not refused: {}", page.body);
    page
}

/// The page says `german` and not `english`.
fn reads(page: &Page, german: &str, english: &str) {
    assert!(page.body.contains(german), "{german:?} missing: {}", page.body);
    assert!(!page.body.contains(english), "{english:?} shown: {}", page.body);
}

#[both_backends]
async fn a_german_player_reads_each_refusal_in_german() {
    let app = spawn_app().await;
    let (anna, bert, id) = started_game(&app, "chess", "lr_anna", "lr_bert").await;
    choose_german(&anna).await;

    let page = refused(&anna, id, "hello there").await;
    reads(&page, "erwartet wird „von-nach“", "expected “from-to”");
    let page = refused(&anna, id, "P e2-e4; Q-e9").await;
    reads(&page, "Teil 2 (Q-e9)", "part 2 (Q-e9)");
    reads(&page, "ist kein Feld dieses Bretts", "is not a square of this board");

    let page = refused(&anna, id, "P e2-e5").await;
    reads(&page, "kann e5 nicht erreichen", "cannot reach e5");
    reads(&page, "nach e3, e4 ziehen", "it can go to e3, e4");

    anna.play(id, "N g1-f3").await;
    bert.play(id, "p e7-e5").await;
    anna.play(id, "P d2-d3").await;
    bert.play(id, "p a7-a6").await;
    let page = refused(&anna, id, "Nd2").await;
    reads(&page, "„N b1-d2“ oder „N f3-d2“ bedeuten", "could mean");

    // Bert chose nothing: his browser's language is English, and so are his refusals.
    anna.play(id, "P a2-a3").await;
    let page = refused(&bert, id, "p e5-e3").await;
    reads(&page, "cannot reach e3", "nicht erreichen");

    // A conditional line is refused on the error page, in the same words.
    let page = anna
        .post(&format!("/games/{id}/conditionals"), &[("line", "a5\nQh8")])
        .await;
    assert_eq!(page.status, 422, "{}", page.body);
    reads(&page, "Zug 2 der Zugfolge (Qh8)", "turn 2 of the line");
}

#[both_backends]
async fn a_refusal_through_the_api_reads_in_the_player_s_language() {
    let app = spawn_app().await;
    let (anna, bert, id) = started_game(&app, "chess", "la_anna", "la_bert").await;
    choose_german(&anna).await;
    let anna_tool = Tool::new(&app, &make_token(&anna, "anna's tool", "play").await);
    let detail = anna_tool.play_at(id, 0, "P e2-e5").await.problem(422, "illegal");
    assert!(detail.contains("kann e5 nicht erreichen"), "{detail}");

    anna_tool.play(id, "P e2-e4").await;
    let bert_tool = Tool::new(&app, &make_token(&bert, "bert's tool", "play").await);
    let detail = bert_tool.play_at(id, 1, "p e7-e4").await.problem(422, "illegal");
    assert!(detail.contains("cannot reach e4"), "{detail}");
    let asks_spanish = with_json(
        bert_tool.request("POST", &format!("/api/v1/games/{id}/moves")),
        &json!({ "move": "hello there", "ply": 1 }),
    )
    .header("accept-language", "es");
    let detail = bert_tool.send(asks_spanish).await.problem(422, "syntax");
    assert!(detail.contains("se esperaba «origen-destino»"), "{detail}");
    assert!(!detail.contains("expected"), "{detail}");
}
