//! The pages a player reads with a screen reader, checked by axe-core in the browser:
//! no serious or critical violation on the game page (orthodox, two boards, reserves),
//! the analysis board (with its turn builder and reserves), a published analysis, the
//! rules pages and "my games".
//!
//! axe-core comes from the npm registry (`npm install axe-core`); the test reads
//! `axe.min.js` from `$PIGEONPOST_AXE_JS` (`.ci/run` installs it and sets it). Without it
//! the check is skipped with a line saying so, except under CI=true, where it fails.

use super::support::Browser;
use super::{alice_at_her_game, eventually, in_browser, same_document, script};
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::{Client, Locator};
use serde_json::json;

/// axe-core's source, or None where it is not installed (and not required).
pub(super) fn axe_source() -> Option<String> {
    let path = std::env::var("PIGEONPOST_AXE_JS").ok();
    match path.as_deref().map(std::fs::read_to_string) {
        Some(Ok(source)) => Some(source),
        other => {
            let why = match other {
                Some(Err(e)) => format!("PIGEONPOST_AXE_JS cannot be read: {e}"),
                _ => "PIGEONPOST_AXE_JS is not set (npm install axe-core; .ci/run does)".into(),
            };
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("{why} (CI=true: the accessibility check may not be skipped)");
            }
            eprintln!("accessibility check skipped: {why}");
            None
        }
    }
}

/// The serious and critical violations axe-core finds on the page the browser shows, one
/// line each: the rule, its impact, and the first offending elements.
async fn violations(browser: &Client, axe: &str) -> Vec<String> {
    script(browser, &format!("{axe}\n;return true;"), vec![]).await;
    let found = browser
        .execute_async(
            "var done = arguments[arguments.length - 1];
             axe.run(document, { resultTypes: ['violations'] }).then(function (r) {
               done(r.violations
                 .filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })
                 .map(function (v) {
                   return v.id + ' (' + v.impact + '): ' + v.help + ' at ' +
                     v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); }).join(', ');
                 }));
             }, function (e) { done(['axe failed: ' + e]); });",
            vec![],
        )
        .await
        .expect("axe.run");
    serde_json::from_value::<Vec<String>>(found).expect("a list of violations")
}

pub(super) async fn check(browser: &Client, axe: &str, base: &str, path: &str) -> Vec<String> {
    browser
        .goto(&format!("{base}{path}"))
        .await
        .expect("open the page");
    violations(browser, axe)
        .await
        .into_iter()
        .map(|v| format!("{path}: {v}"))
        .collect()
}

#[tokio::test]
async fn game_rules_and_my_games_pages_have_no_serious_violations() {
    let Some(axe) = axe_source() else { return };
    in_browser(|browser| async move {
        let (app, bob, id) = alice_at_her_game(&browser).await;
        // A game under way with a move on the board, and games of two other kinds.
        let alice = app.browser();
        alice.login("alice", "correct horse").await;
        alice.play(id, "e4").await;
        bob.play(id, "e5").await;
        let tandem = accepted(&alice, &bob, "tandem84").await;
        let meteoric = accepted(&alice, &bob, "meteoric").await;
        // Boards drawn on the points and ruled in one colour.
        let xiangqi = accepted(&alice, &bob, "xiangqi").await;
        let shogi = accepted(&alice, &bob, "shogi").await;
        let public = published_analysis(&alice, &bob).await;
        let mut found = Vec::new();
        for path in [
            public,
            format!("/games/{meteoric}/analysis"),
            format!("/games/{id}"),
            format!("/games/{id}?ply=1"),
            format!("/games/{id}/analysis"),
            format!("/games/{tandem}/analysis"),
            format!("/games/{tandem}"),
            format!("/games/{meteoric}"),
            format!("/games/{xiangqi}"),
            format!("/games/{shogi}"),
            "/variants/xiangqi".to_string(),
            "/variants/chess".to_string(),
            "/variants/tandem84".to_string(),
            "/variants".to_string(),
            "/my".to_string(),
            // With its notification section, the button shown by its script.
            "/account".to_string(),
        ] {
            found.extend(check(&browser, &axe, &app.base, &path).await);
        }
        assert_eq!(found, Vec::<String>::new(), "axe-core found violations");
    })
    .await;
}

/// A game of `variant` Alice invites Bob to, accepted: its id.
pub(super) async fn accepted(alice: &Browser, bob: &Browser, variant: &str) -> i64 {
    let id = alice.create_game(variant, "white", "bob").await.game_id();
    bob.accept(id, "").await;
    id
}

/// A finished chess game with Alice's analysis published: its public page.
async fn published_analysis(alice: &Browser, bob: &Browser) -> String {
    let id = accepted(alice, bob, "chess").await;
    alice.play(id, "e4").await;
    let board = alice
        .post(
            &format!("/games/{id}/analysis/moves"),
            &[("ply", "1"), ("move", "c5")],
        )
        .await;
    let node = board.input("node").expect("a position of the tree");
    alice
        .post(
            &format!("/games/{id}/analysis/note"),
            &[("node", node.as_str()), ("note", "the Sicilian")],
        )
        .await;
    alice
        .post(
            &format!("/games/{id}/analysis/moves"),
            &[("ply", "1"), ("move", "e5")],
        )
        .await;
    bob.post(&format!("/games/{id}/resign"), &[]).await;
    let published = alice
        .post(
            &format!("/games/{id}/analysis/publish"),
            &[("publish", "yes")],
        )
        .await;
    let key = "href=\"";
    let at = published
        .body
        .find("id=\"public-analysis\"")
        .expect("the public link");
    let start = published.body[..at].rfind(key).expect("its href") + key.len();
    let end = start + published.body[start..].find('"').expect("end");
    published.body[start..end].to_string()
}

/// Presses `key` (a WebDriver key code) on whatever has the focus.
async fn press(browser: &Client, key: char) {
    let keys = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    browser.perform_actions(keys).await.expect("press a key");
}

const ENTER: char = '\u{E007}';
const ARROW_LEFT: char = '\u{E012}';
const ARROW_RIGHT: char = '\u{E014}';

async fn path_and_query(browser: &Client) -> String {
    let url = browser.current_url().await.expect("the url");
    match url.query() {
        Some(q) => format!("{}?{q}", url.path()),
        None => url.path().to_string(),
    }
}

#[tokio::test]
async fn a_game_is_played_heard_and_stepped_through_from_the_keyboard() {
    in_browser(|browser| async move {
        let (_app, bob, id) = alice_at_her_game(&browser).await;
        // Focus the move field, type, Enter.
        let field = browser.find(Locator::Css("#move")).await.expect("the move field");
        field.click().await.expect("focus the move field");
        field.send_keys("e4").await.expect("type a move");
        // The form posts and the page loads again; until it has, the old page may already
        // show the new status (its live stream heard the move), so the wait is for a new
        // document showing it.
        super::tag_document(&browser).await;
        press(&browser, ENTER).await;
        eventually("the move played from the keyboard, on the page it loads", || async {
            // One script reads both, and one run while the page is loading is seen again.
            let seen = browser
                .execute(
                    "var s = document.getElementById('status');
                     return [window.pigeonpostTag !== true && document.readyState === 'complete',
                             s ? s.textContent : ''];",
                    vec![],
                )
                .await
                .map_err(|e| e.to_string())?;
            match seen == json!([true, "Black to move (bob)."]) {
                true => Ok(()),
                false => Err(seen.to_string()),
            }
        })
        .await;

        // Bob answers while she waits: the live region announces his move.
        super::tag_document(&browser).await;
        bob.play(id, "e5").await;
        let heard = eventually("the announcement of bob's move", || async {
            let said = script(&browser, "return document.getElementById('announce').textContent;", vec![]).await;
            let said = said.as_str().unwrap_or_default().to_string();
            match said.contains("p e7-e5") {
                true => Ok(said),
                false => Err(said),
            }
        })
        .await;
        assert_eq!(heard, "Last move, black: 1... p e7-e5 (e5). Your move (white).");
        assert!(same_document(&browser).await, "announced without a reload");

        // Each square has a name; the position reads in words.
        let names = script(
            &browser,
            "return ['e4', 'e5', 'e2'].map(function (s) {
               return document.querySelector('#board g[data-square=\"' + s + '\"]').getAttribute('aria-label');
             });",
            vec![],
        )
        .await;
        assert_eq!(
            names,
            json!(["e4, white Pawn", "e5, black Pawn, last move", "e2, empty"])
        );
        let words = script(
            &browser,
            "return document.getElementById('position-words').textContent;",
            vec![],
        )
        .await;
        let words = words.as_str().unwrap_or_default();
        assert!(words.contains("Pawns a2, b2, c2, d2, f2, g2, h2, e4"), "{words}");
        assert!(words.contains("Rank 5: e5 black Pawn"), "{words}");

        // With no field focused, the arrow keys step back and forth through the game.
        script(&browser, "document.activeElement.blur(); return true;", vec![]).await;
        press(&browser, ARROW_LEFT).await;
        eventually("the position after ply 1", || async {
            let at = path_and_query(&browser).await;
            match at == format!("/games/{id}?ply=1") {
                true => Ok(()),
                false => Err(at),
            }
        })
        .await;
        press(&browser, ARROW_RIGHT).await;
        eventually("the current position again", || async {
            let at = path_and_query(&browser).await;
            match at == format!("/games/{id}") {
                true => Ok(()),
                false => Err(at),
            }
        })
        .await;
    })
    .await;
}
