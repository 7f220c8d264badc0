//! Every kind of turn built by clicks, at a desktop size and at a phone's (390 x 844):
//! a Meteoric drop from the reserve, a Tandem-84 turn of two moves, a Palindromic turn
//! whose second action moves the opponent's piece, and a promotion chosen in the picker.
//! Nothing is sent until "Send" is pressed. At the phone's size no page scrolls sideways,
//! and Tandem-84's squares are big enough to tap.

use super::{eventually, in_browser, move_field, script};
use crate::support::{TestApp, spawn_app, started_game};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

const DESKTOP: (u32, u32) = (1280, 1024);
const PHONE: (u32, u32) = (390, 844);

/// Sets the size of the page's viewport (not the window, whose frame differs by platform).
pub(super) async fn viewport(browser: &Client, (w, h): (u32, u32)) {
    browser
        .set_window_size(w, h)
        .await
        .expect("resize the window");
    let inner = script(
        browser,
        "return [window.innerWidth, window.innerHeight];",
        vec![],
    )
    .await;
    let (iw, ih) = (
        inner[0].as_u64().unwrap_or(0),
        inner[1].as_u64().unwrap_or(0),
    );
    // Make up for the window's frame, whatever it is.
    if (iw, ih) != (u64::from(w), u64::from(h)) {
        let dw = u32::try_from(iw).unwrap_or(w).abs_diff(w);
        let dh = u32::try_from(ih).unwrap_or(h).abs_diff(h);
        browser
            .set_window_size(w + dw, h + dh)
            .await
            .expect("resize the window");
    }
    let inner = script(browser, "return window.innerWidth;", vec![]).await;
    assert_eq!(inner, json!(w), "the page is {w} px wide");
}

/// Logs `name` in through the login form, landing on `next`.
pub(super) async fn log_in(browser: &Client, app: &TestApp, name: &str, next: &str) {
    browser
        .goto(&format!("{}/login?next={next}", app.base))
        .await
        .expect("open the login page");
    for (field, value) in [("name", name), ("password", "correct horse")] {
        browser
            .find(Locator::Css(&format!("input[name=\"{field}\"]")))
            .await
            .expect("a login field")
            .send_keys(value)
            .await
            .expect("type");
    }
    browser
        .find(Locator::Css("main form button[type=\"submit\"]"))
        .await
        .expect("the log-in button")
        .click()
        .await
        .expect("click log in");
    eventually("the page after logging in", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        let here = url.path().to_string()
            + url
                .query()
                .map(|q| format!("?{q}"))
                .as_deref()
                .unwrap_or("");
        if here == next && browser.find(Locator::Css("nav .who")).await.is_ok() {
            Ok(())
        } else {
            Err(format!("at {url}"))
        }
    })
    .await;
}

/// The turn builder's data on the current page.
pub(super) async fn builder(browser: &Client) -> Value {
    script(
        browser,
        "var d = document.getElementById('turns'); return d ? JSON.parse(d.textContent) : null;",
        vec![],
    )
    .await
}

/// A pointer click on a board square or a reserve slot (`@w0`) as board.js names them.
pub(super) async fn click(browser: &Client, name: &str) {
    let css = if name.starts_with('@') {
        format!(".reserve li[data-square=\"{name}\"]")
    } else {
        format!("#board g[data-square=\"{name}\"]")
    };
    let el = browser
        .find(Locator::Css(&css))
        .await
        .unwrap_or_else(|e| panic!("{name} on the page: {e}"));
    // On a phone the square may be below the fold.
    browser
        .execute(
            "arguments[0].scrollIntoView({block: 'center'});",
            vec![serde_json::to_value(&el).expect("element")],
        )
        .await
        .expect("scroll to it");
    el.click()
        .await
        .unwrap_or_else(|e| panic!("clicking {name}: {e}"));
}

/// Whether `name` is lit up as a target.
pub(super) async fn is_target(browser: &Client, name: &str) -> bool {
    script(
        browser,
        "var n = arguments[0]; var el = n.charAt(0) === '@'
            ? document.querySelector('.reserve li[data-square=\"' + n + '\"]')
            : document.querySelector('#board g[data-square=\"' + n + '\"] rect');
         return !!el && el.classList.contains('target');",
        vec![json!(name)],
    )
    .await
        == json!(true)
}

/// Clicks the squares of `turn` (one of the builder's: its `from`, `to` and `text`);
/// returns its text, the whole turn the clicks stand for.
pub(super) async fn click_turn(browser: &Client, turn: &Value) -> String {
    click_move(
        browser,
        turn["from"].as_str().unwrap_or_default(),
        turn["to"].as_str().unwrap_or_default(),
    )
    .await;
    turn["text"].as_str().unwrap_or_default().to_string()
}

/// Clicks `from` then `to`, checking `to` lit up in between.
pub(super) async fn click_move(browser: &Client, from: &str, to: &str) {
    click(browser, from).await;
    assert!(
        is_target(browser, to).await,
        "{to} lit up after clicking {from}"
    );
    click(browser, to).await;
}

/// Presses "Send" and waits for the game page to show `text` in its move list.
pub(super) async fn send(browser: &Client, text: &str) {
    let before = move_field(browser).await;
    assert_eq!(before, text, "the field holds the built turn before Send");
    browser
        .find(Locator::Css("#send"))
        .await
        .expect("the Send button")
        .click()
        .await
        .expect("click Send");
    eventually("the move in the move list", || async {
        match browser.find(Locator::Css("table.moves")).await {
            Ok(t) => {
                let moves = t.text().await.map_err(|e| e.to_string())?;
                if moves.contains(text) {
                    Ok(())
                } else {
                    Err(moves)
                }
            }
            Err(e) => Err(e.to_string()),
        }
    })
    .await;
}

/// No horizontal scrolling, and the page starts at its top.
pub(super) async fn fits(browser: &Client, what: &str) {
    let sizes = script(
        browser,
        "return [document.documentElement.scrollWidth, window.innerWidth, window.scrollY];",
        vec![],
    )
    .await;
    let (scroll, inner) = (sizes[0].as_u64(), sizes[1].as_u64());
    assert!(
        scroll <= inner,
        "{what}: {scroll:?} px wide in a {inner:?} px window"
    );
}

/// A Meteoric drop: click a reserve piece, then a square it may be dropped on.
async fn meteoric_drop(browser: &Client, size: (u32, u32)) {
    let app = spawn_app().await;
    let (_w, _b, id) = started_game(&app, "meteoric", "mel", "max").await;
    viewport(browser, size).await;
    let path = format!("/games/{id}");
    log_in(browser, &app, "mel", &path).await;
    fits(browser, "the Meteoric game").await;
    let data = builder(browser).await;
    let drop = data["firsts"]
        .as_array()
        .expect("firsts")
        .iter()
        .find(|m| m["from"].as_str().is_some_and(|f| f.starts_with('@')))
        .expect("a drop begins a turn")
        .clone();
    let (from, to, text) = (
        drop["from"].as_str().unwrap_or_default(),
        drop["to"].as_str().unwrap_or_default(),
        drop["text"].as_str().unwrap_or_default(),
    );
    click_move(browser, from, to).await;
    assert_eq!(move_field(browser).await, text);
    send(browser, text).await;
}

/// A Tandem-84 turn of two moves, by Black (White's first turn is one move).
async fn tandem_two_moves(browser: &Client, size: (u32, u32)) {
    let app = spawn_app().await;
    let (white, _b, id) = started_game(&app, "tandem84", "tess", "tobi").await;
    let first = white.built_turns(id, 0).await;
    white.play(id, &first[0]).await;
    viewport(browser, size).await;
    let path = format!("/games/{id}");
    log_in(browser, &app, "tobi", &path).await;
    fits(browser, "the Tandem-84 game").await;
    if size == PHONE {
        let side = script(
            browser,
            "return document.querySelector('#board rect').getBoundingClientRect().width;",
            vec![],
        )
        .await;
        assert!(
            side.as_f64().unwrap_or(0.0) >= 40.0,
            "squares {side} px wide"
        );
    }
    let data = builder(browser).await;
    let part = data["firsts"]
        .as_array()
        .expect("firsts")
        .iter()
        .find(|m| m["text"].as_str().is_some_and(|t| t.starts_with("p ")))
        .expect("a pawn move begins a turn")
        .clone();
    let (from, to, text) = (
        part["from"].as_str().unwrap_or_default().to_string(),
        part["to"].as_str().unwrap_or_default().to_string(),
        part["text"].as_str().unwrap_or_default().to_string(),
    );
    click_move(browser, &from, &to).await;
    // The first move opens its own page: the board after it, the second moves lit by click.
    eventually("the page of the first move", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        if url.query().is_some_and(|q| q.starts_with("first=")) {
            Ok(())
        } else {
            Err(url.to_string())
        }
    })
    .await;
    fits(browser, "the Tandem-84 first move's page").await;
    if size == PHONE {
        // The page of the first move opens at the board, where the second is clicked,
        // not at the page's top.
        let top = script(
            browser,
            "return [window.scrollY, document.getElementById('board').getBoundingClientRect().top];",
            vec![],
        )
        .await;
        let (scrolled, board_top): (f64, f64) = serde_json::from_value(top).expect("numbers");
        assert!(scrolled > 0.0, "the page opened at its top: {scrolled}");
        assert!(
            board_top.abs() < 60.0,
            "the board is {board_top} px from the top"
        );
    }
    assert_eq!(move_field(browser).await, format!("{text}; "));
    let empty = script(
        browser,
        "return !document.querySelector('#board g[data-square=\"' + arguments[0] + '\"] use');",
        vec![json!(from)],
    )
    .await;
    assert_eq!(empty, json!(true), "{from} is empty after {text}");
    let data = builder(browser).await;
    let whole = click_turn(browser, &data["chosen"]["turns"][0]).await;
    assert_eq!(move_field(browser).await, whole);
    send(browser, &whole).await;
}

/// A Palindromic turn: White's own piece first, then one of Black's.
async fn palindromic_turn(browser: &Client, size: (u32, u32)) {
    let app = spawn_app().await;
    let (_w, _b, id) = started_game(&app, "palindromic", "pam", "pip").await;
    viewport(browser, size).await;
    let path = format!("/games/{id}");
    log_in(browser, &app, "pam", &path).await;
    fits(browser, "the Palindromic game").await;
    let data = builder(browser).await;
    let part = data["firsts"][0].clone();
    click_move(
        browser,
        part["from"].as_str().unwrap_or_default(),
        part["to"].as_str().unwrap_or_default(),
    )
    .await;
    let data = eventually("the page of the first action", || async {
        let d = builder(browser).await;
        if d["chosen"].is_object() {
            Ok(d)
        } else {
            Err("no chosen first action yet".to_string())
        }
    })
    .await;
    let turn = data["chosen"]["turns"][0].clone();
    let from = turn["from"].as_str().unwrap_or_default().to_string();
    let owner = script(
        browser,
        "return document.querySelector('#board g[data-square=\"' + arguments[0] + '\"] use title').textContent;",
        vec![json!(from)],
    )
    .await;
    assert!(
        owner.as_str().is_some_and(|t| t.starts_with("black")),
        "the second action moves Black's piece: {owner}"
    );
    let whole = turn["text"].as_str().unwrap_or_default().to_string();
    click_move(browser, &from, turn["to"].as_str().unwrap_or_default()).await;
    assert_eq!(move_field(browser).await, whole);
    send(browser, &whole).await;
}

/// A promotion: the picker offers each piece, and the one clicked is played.
async fn promotion_choice(browser: &Client, size: (u32, u32)) {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "pru", "pat").await;
    for (p, t) in [
        (&white, "P e2-e4"),
        (&black, "p d7-d5"),
        (&white, "P e4-d5"),
        (&black, "p c7-c6"),
        (&white, "P d5-c6"),
        (&black, "n g8-f6"),
        (&white, "P c6-b7"),
        (&black, "n b8-c6"),
    ] {
        assert_eq!(p.play(id, t).await.status, 200, "{t}");
    }
    viewport(browser, size).await;
    let path = format!("/games/{id}");
    log_in(browser, &app, "pru", &path).await;
    fits(browser, "the chess game").await;
    click_move(browser, "b7", "a8").await;
    let choices = eventually("the promotion picker", || async {
        let found = script(
            browser,
            "var p = document.getElementById('picker');
             return p && !p.hidden ? Array.from(p.querySelectorAll('button.pick'))
                .map(function (b) {
                  var use = b.querySelector('svg use');
                  return [b.textContent, b.title, use ? use.getAttribute('href') : ''];
                }) : [];",
            vec![],
        )
        .await;
        let list: Vec<(String, String, String)> = serde_json::from_value(found).unwrap_or_default();
        if list.is_empty() {
            Err("no picker".to_string())
        } else {
            Ok(list)
        }
    })
    .await;
    // Each choice is the piece it makes, by name and picture, with its move as title.
    let mut names: Vec<&str> = choices.iter().map(|c| c.0.as_str()).collect();
    names.sort();
    assert_eq!(names, ["Bishop", "Knight", "Queen", "Rook"], "{choices:?}");
    for (name, title, href) in &choices {
        let letter = if name == "Knight" { "N" } else { &name[..1] };
        assert_eq!(title, &format!("P b7-a8; {letter}-a8"), "{choices:?}");
        let glyph = name.to_lowercase();
        assert!(
            href.ends_with(&format!("#piece-{glyph}-white")),
            "{choices:?}"
        );
    }
    // Open, the picker keeps within the page.
    fits(browser, "the chess game with the picker open").await;
    assert_eq!(move_field(browser).await, "", "nothing chosen yet");
    browser
        .find(Locator::XPath(
            "//div[@id='picker']/button[contains(., 'Knight')]",
        ))
        .await
        .expect("the knight in the picker")
        .click()
        .await
        .expect("click the knight");
    send(browser, "P b7-a8; N-a8").await;
}

/// Every page a player meets, at the phone's size: none scrolls sideways.
async fn no_page_scrolls_sideways(browser: &Client) {
    let app = spawn_app().await;
    let (_w, _b, id) = started_game(&app, "tandem84", "nia", "ned").await;
    viewport(browser, PHONE).await;
    for path in ["/", "/variants", "/login", "/register"] {
        browser
            .goto(&format!("{}{path}", app.base))
            .await
            .expect("open");
        fits(browser, path).await;
    }
    log_in(browser, &app, "nia", "/my").await;
    let mut paths: Vec<String> = ["/my", "/games/new", "/vacation", "/account"]
        .iter()
        .map(|p| p.to_string())
        .collect();
    paths.push(format!("/games/{id}"));
    paths.push(format!("/games/{id}?confirm=abort"));
    for key in pigeonpost_engine::registry::keys() {
        paths.push(format!("/variants/{key}"));
    }
    for path in paths {
        browser
            .goto(&format!("{}{path}", app.base))
            .await
            .expect("open");
        fits(browser, &path).await;
        if path.starts_with("/variants/") {
            // A rules page's piece pictures keep their size (36 px) in the table.
            let widths = script(
                browser,
                "return Array.from(document.querySelectorAll('table.pieces svg.piece'))
                   .map(function (s) { return s.getBoundingClientRect().width; });",
                vec![],
            )
            .await;
            let widths: Vec<f64> = serde_json::from_value(widths).expect("widths");
            assert!(!widths.is_empty(), "{path}: no piece pictures");
            assert!(widths.iter().all(|w| *w >= 30.0), "{path}: {widths:?}");
        }
    }
}

#[tokio::test]
async fn a_meteoric_drop_by_clicks() {
    for size in [DESKTOP, PHONE] {
        in_browser(move |b| async move { meteoric_drop(&b, size).await }).await;
    }
}

#[tokio::test]
async fn a_tandem84_turn_of_two_moves_by_clicks() {
    for size in [DESKTOP, PHONE] {
        in_browser(move |b| async move { tandem_two_moves(&b, size).await }).await;
    }
}

#[tokio::test]
async fn a_palindromic_turn_by_clicks() {
    for size in [DESKTOP, PHONE] {
        in_browser(move |b| async move { palindromic_turn(&b, size).await }).await;
    }
}

#[tokio::test]
async fn a_promotion_chosen_in_the_picker() {
    for size in [DESKTOP, PHONE] {
        in_browser(move |b| async move { promotion_choice(&b, size).await }).await;
    }
}

#[tokio::test]
async fn no_page_scrolls_sideways_on_a_phone() {
    in_browser(|b| async move { no_page_scrolls_sideways(&b).await }).await;
}
