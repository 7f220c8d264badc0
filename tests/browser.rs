//! Click-to-move (static/board.js) in a real headless Chromium, driven over WebDriver.
//! The HTTP tests only see the HTML the server sends; whether a player's clicks on the board
//! turn into a played move depends on the script running in a browser, so only this can tell.
//!
//! Needs Debian's `chromium` and `chromium-driver`. Without them (or with
//! PIGEONPOST_SKIP_BROWSER_TESTS=1) the tests say loudly that they were skipped and pass,
//! except under CI=true, where a missing browser fails them.

/// The browser test's app runs on SQLite (see `http/test_db.rs`).
fn on_postgres() -> bool {
    false
}

#[allow(dead_code)]
#[path = "http/smtp_sink.rs"]
mod smtp_sink;
#[allow(dead_code)]
#[path = "http/support.rs"]
mod support;
#[allow(dead_code)]
#[path = "http/test_db.rs"]
mod test_db;

use fantoccini::wd::TimeoutConfiguration;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use std::future::Future;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use support::{TestApp, spawn_app, started_game};
use tempfile::TempDir;

#[path = "browser/accessibility.rs"]
mod accessibility;
#[path = "browser/analysis.rs"]
mod analysis;
#[path = "browser/editor.rs"]
mod editor;
#[path = "browser/families.rs"]
mod families;
#[path = "browser/languages.rs"]
mod languages;
#[path = "browser/live.rs"]
mod live;
#[path = "browser/lobby.rs"]
mod lobby;
#[path = "browser/push.rs"]
mod push;
#[path = "browser/stages.rs"]
mod stages;
#[path = "browser/tournaments.rs"]
mod tournaments;
#[path = "browser/turns.rs"]
mod turns;

/// How long any one thing the page should do may take before the test gives up on it.
const PATIENCE: Duration = Duration::from_secs(10);
/// A whole case, so that a wedged browser fails the run instead of stalling CI.
const CASE_LIMIT: Duration = Duration::from_secs(120);
const INSTALL: &str = "apt-get install -y chromium chromium-driver";

struct Tools {
    chromedriver: PathBuf,
    chromium: PathBuf,
}

/// The browser and its driver, or None when the tests are to be skipped.
fn tools() -> Option<Tools> {
    if std::env::var("PIGEONPOST_SKIP_BROWSER_TESTS").as_deref() == Ok("1") {
        // Straight to stderr: the test harness swallows eprintln! from passing tests.
        let _ = writeln!(
            std::io::stderr(),
            "browser test skipped: PIGEONPOST_SKIP_BROWSER_TESTS=1"
        );
        return None;
    }
    let chromedriver = on_path("chromedriver");
    let chromium = on_path("chromium");
    match (chromedriver, chromium) {
        (Some(chromedriver), Some(chromium)) => Some(Tools {
            chromedriver,
            chromium,
        }),
        (driver, browser) => {
            let missing: Vec<&str> = [("chromedriver", driver), ("chromium", browser)]
                .into_iter()
                .filter(|(_, found)| found.is_none())
                .map(|(name, _)| name)
                .collect();
            let why = format!(
                "the browser test needs {} on PATH; on Debian install them with `{INSTALL}`",
                missing.join(" and ")
            );
            // In CI a missing browser is a broken machine; on a newcomer's machine with only
            // the Rust toolchain, `cargo test` should pass and say loudly what it skipped.
            if std::env::var("CI").as_deref() == Ok("true") {
                panic!("{why} (CI=true: the browser test may not be skipped)");
            }
            let _ = writeln!(std::io::stderr(), "\n*** BROWSER TEST SKIPPED: {why} ***\n");
            None
        }
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// Our own chromedriver process; killed when dropped so a failing test leaves none behind.
struct Chromedriver {
    child: Child,
    url: String,
}

impl Drop for Chromedriver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Chromedriver {
    /// A chromedriver whose browsers live in `zone` (the `TZ` they inherit), or in the
    /// machine's.
    async fn start(tools: &Tools, zone: Option<&str>) -> Chromedriver {
        // chromedriver cannot report a port it picked itself, so borrow a free one.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port for chromedriver")
            .port();
        let mut command = Command::new(&tools.chromedriver);
        if let Some(zone) = zone {
            command.env("TZ", zone);
        }
        let child = command
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", tools.chromedriver.display()));
        let mut driver = Chromedriver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let http = reqwest::Client::new();
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Ok(Some(status)) = driver.child.try_wait() {
                panic!("chromedriver exited at start ({status}); is port {port} taken?");
            }
            let ready = match http.get(format!("{}/status", driver.url)).send().await {
                Ok(r) => r.text().await.is_ok_and(|body| {
                    serde_json::from_str::<Value>(&body)
                        .is_ok_and(|v| v["value"]["ready"] == json!(true))
                }),
                Err(_) => false,
            };
            if ready {
                return driver;
            }
            assert!(
                Instant::now() < deadline,
                "chromedriver did not answer on {} within {PATIENCE:?}",
                driver.url
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Runs `case` against a fresh headless Chromium, then ends the browser session whatever
/// the case did, so that a failed assertion does not leave a Chromium running.
async fn in_browser<F, Fut>(case: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: Future<Output = ()> + 'static,
{
    in_browser_in_zone(None, case).await
}

/// As `in_browser`, with the browser's clock in time zone `zone` (an IANA name).
async fn in_browser_in_zone<F, Fut>(zone: Option<&str>, case: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: Future<Output = ()> + 'static,
{
    let Some(tools) = tools() else { return };
    let driver = Chromedriver::start(&tools, zone).await;
    let profile = tempfile::tempdir().expect("a profile dir for Chromium");
    let client = connect(&tools, &driver, &profile).await;
    // A local task: it catches the case's panic like any task, without asking its future
    // to be `Send` (sqlx's `Any` futures, awaited in starting the app, are not provably so).
    let local = tokio::task::LocalSet::new();
    let case = local.spawn_local(case(client.clone()));
    let outcome = local
        .run_until(tokio::time::timeout(CASE_LIMIT, case))
        .await;
    let _ = tokio::time::timeout(PATIENCE, client.close()).await;
    drop(driver);
    drop(profile);
    match outcome {
        Ok(Ok(())) => {}
        Ok(Err(e)) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Ok(Err(e)) => panic!("the browser case did not finish: {e}"),
        Err(_) => panic!("the browser case took longer than {CASE_LIMIT:?}"),
    }
}

async fn connect(tools: &Tools, driver: &Chromedriver, profile: &TempDir) -> Client {
    // The machine's network is closed: without the background-networking switches Chromium
    // keeps retrying refused connections and can hang on start.
    let args = [
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--window-size=1280,1024".into(),
        format!("--user-data-dir={}", profile.path().display()),
    ];
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        json!({ "binary": tools.chromium, "args": args }),
    );
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(capabilities)
        .connect(&driver.url)
        .await
        .unwrap_or_else(|e| panic!("a Chromium session from chromedriver: {e}"));
    // Page loads after a click are waited for by chromedriver itself; bound them.
    client
        .update_timeouts(TimeoutConfiguration::new(
            Some(PATIENCE),
            Some(PATIENCE),
            Some(Duration::ZERO),
        ))
        .await
        .expect("set WebDriver timeouts");
    client
}

/// Polls `probe` until it gives Ok, for at most PATIENCE; Err carries what was seen last,
/// for the failure message.
async fn eventually<T, P, Fut>(what: &str, mut probe: P) -> T
where
    P: FnMut() -> Fut,
    Fut: Future<Output = Result<T, String>>,
{
    let deadline = Instant::now() + PATIENCE;
    loop {
        match probe().await {
            Ok(value) => return value,
            Err(seen) if Instant::now() >= deadline => {
                panic!("waited {PATIENCE:?} for {what}; last saw: {seen}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

async fn script(browser: &Client, js: &str, args: Vec<Value>) -> Value {
    browser
        .execute(js, args)
        .await
        .unwrap_or_else(|e| panic!("running {js:?}: {e}"))
}

/// The squares whose board rect carries `class`, sorted.
async fn marked(browser: &Client, class: &str) -> Vec<String> {
    let found = script(
        browser,
        "return Array.from(document.querySelectorAll('#board svg rect.' + arguments[0]))
            .map(function (r) { return r.closest('g[data-square]').getAttribute('data-square'); })
            .sort();",
        vec![json!(class)],
    )
    .await;
    serde_json::from_value(found).expect("a list of squares")
}

/// What the board shows as chosen: (selected squares, target squares).
async fn highlights(browser: &Client) -> (Vec<String>, Vec<String>) {
    (
        marked(browser, "selected").await,
        marked(browser, "target").await,
    )
}

/// A real pointer click on the square, as a player makes it: on whatever is drawn there
/// (the piece, if any), which board.js must trace back to the square.
async fn click_square(browser: &Client, square: &str) {
    let css = format!("#board svg g[data-square=\"{square}\"]");
    browser
        .find(Locator::Css(&css))
        .await
        .unwrap_or_else(|e| panic!("square {square} on the board: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("clicking {square}: {e}"));
}

async fn text_of(browser: &Client, css: &str) -> String {
    browser
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css} on the page: {e}"))
        .text()
        .await
        .unwrap_or_else(|e| panic!("text of {css}: {e}"))
}

async fn move_field(browser: &Client) -> String {
    browser
        .find(Locator::Css("#move"))
        .await
        .expect("the move field")
        .prop("value")
        .await
        .expect("the move field's value")
        .unwrap_or_default()
}

/// Tags the loaded document, so that a later check can tell whether the page was replaced
/// (the form submitted) even though the game's URL stays the same after a move.
async fn tag_document(browser: &Client) {
    script(browser, "window.pigeonpostTag = true; return null;", vec![]).await;
}

async fn same_document(browser: &Client) -> bool {
    script(browser, "return window.pigeonpostTag === true;", vec![]).await == json!(true)
}

/// The Content-Security-Policy violations the current page has reported since it began
/// to load (an inline script or style refused, a file from elsewhere), as text. Chromium
/// keeps a document's reports and hands them to a `ReportingObserver` made with
/// `buffered: true`, so those from before this call are seen too.
async fn csp_violations(browser: &Client) -> Vec<String> {
    let found = browser
        .execute_async(
            "var done = arguments[arguments.length - 1];
            var seen = [];
            function note(reports) {
                reports.forEach(function (r) {
                    seen.push(r.body.effectiveDirective + ' refused ' + r.body.blockedURL
                        + ' at ' + r.body.sourceFile + ':' + r.body.lineNumber);
                });
            }
            var observer = new ReportingObserver(note, { types: ['csp-violation'], buffered: true });
            observer.observe();
            setTimeout(function () {
                note(observer.takeRecords());
                observer.disconnect();
                done(seen);
            }, 250);",
            vec![],
        )
        .await
        .unwrap_or_else(|e| panic!("reading CSP reports: {e}"));
    serde_json::from_value(found).expect("a list of reports")
}

/// Starts the app and a chess game alice (white) vs bob, and logs alice in through the
/// browser's own login form, which brings her to the game. Returns the app, bob's HTTP
/// client and the game id.
async fn alice_at_her_game(browser: &Client) -> (TestApp, support::Browser, i64) {
    let app = spawn_app().await;
    let (_alice_http, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let game_path = format!("/games/{id}");
    turns::log_in(browser, &app, "alice", &game_path).await;
    let who = eventually("the game page after logging in", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        if url.path() != game_path {
            return Err(format!("at {url}"));
        }
        let who = browser
            .find(Locator::Css("nav .who"))
            .await
            .map_err(|e| format!("at {url}, no logged-in user shown: {e}"))?;
        who.text().await.map_err(|e| e.to_string())
    })
    .await;
    assert_eq!(who, "alice", "logged in as alice");
    assert_eq!(text_of(browser, "#status").await, "Your move (white).");
    assert_eq!(
        highlights(browser).await,
        (vec![], vec![]),
        "nothing is highlighted before a click"
    );
    assert_eq!(move_field(browser).await, "", "the move field starts empty");
    assert_eq!(
        csp_violations(browser).await,
        Vec::<String>::new(),
        "the game page broke its Content-Security-Policy"
    );
    (app, bob, id)
}

#[tokio::test]
async fn clicking_a_pawn_then_its_destination_plays_the_move() {
    in_browser(|browser| async move {
        let (_app, bob, id) = alice_at_her_game(&browser).await;

        click_square(&browser, "e2").await;
        let shown = eventually("e2's moves to light up", || async {
            let now = highlights(&browser).await;
            if now.0.is_empty() {
                Err(format!("{now:?}"))
            } else {
                Ok(now)
            }
        })
        .await;
        assert_eq!(
            shown,
            (vec!["e2".to_string()], vec!["e3".into(), "e4".into()])
        );

        tag_document(&browser).await;
        click_square(&browser, "e4").await;
        // Nothing is sent on a click: the turn waits in the field for "Send".
        assert_eq!(move_field(&browser).await, "P e2-e4");
        assert!(
            same_document(&browser).await,
            "the click alone sent the move"
        );
        browser
            .find(Locator::Css("#send"))
            .await
            .expect("the Send button")
            .click()
            .await
            .expect("click Send");
        // The move's redirect comes back to the same URL, so a new document is the sign.
        eventually("the page to reload after the move", || async {
            let replaced = browser
                .execute(
                    "return window.pigeonpostTag !== true && document.readyState === 'complete';",
                    vec![],
                )
                .await
                .map_err(|e| e.to_string())?;
            if replaced == json!(true) {
                Ok(())
            } else {
                Err("the old page, or a page still loading".into())
            }
        })
        .await;

        let url = browser.current_url().await.expect("url");
        assert_eq!(url.path(), format!("/games/{id}"), "back on the game page");
        let moves = text_of(&browser, "table.moves").await;
        assert!(moves.contains("P e2-e4"), "move list: {moves}");
        assert_eq!(text_of(&browser, "#status").await, "Black to move (bob).");
        assert!(
            browser.find(Locator::Css("#move-error")).await.is_err(),
            "no error shown"
        );

        // Every piece is drawn from the piece set file the page refers to.
        eventually("every piece on the board to be drawn", || async {
            let blank = script(
                &browser,
                "return Array.from(document.querySelectorAll('#board svg use'))
                    .filter(function (u) { return !(u.getBBox().width > 0); }).length;",
                vec![],
            )
            .await;
            if blank == json!(0) {
                Ok(())
            } else {
                Err(format!("{blank} pieces drawn as nothing"))
            }
        })
        .await;

        // The server, not just this page, has the move: it is bob's turn on his own view.
        assert_eq!(
            csp_violations(&browser).await,
            Vec::<String>::new(),
            "the game page after the move broke its Content-Security-Policy"
        );

        let seen_by_bob = bob.game_page(id).await;
        assert!(
            seen_by_bob.contains("Your move (black)."),
            "{}",
            seen_by_bob.body
        );
        assert_eq!(seen_by_bob.ply(), Some(1));
        assert!(seen_by_bob.contains("P e2-e4"));
    })
    .await;
}

#[tokio::test]
async fn clicking_squares_without_own_pieces_highlights_and_submits_nothing() {
    in_browser(|browser| async move {
        let (_app, bob, id) = alice_at_her_game(&browser).await;
        tag_document(&browser).await;
        let nothing: (Vec<String>, Vec<String>) = (vec![], vec![]);

        // Black's pawn, then an empty square.
        for square in ["e7", "e4"] {
            click_square(&browser, square).await;
            assert_eq!(
                highlights(&browser).await,
                nothing,
                "after clicking {square}"
            );
            assert_eq!(move_field(&browser).await, "", "after clicking {square}");
            assert!(same_document(&browser).await, "{square} submitted the form");
        }

        // The script is live (so the quiet clicks above meant something), and an empty square
        // that is not a destination drops the selection instead of playing anything.
        click_square(&browser, "e2").await;
        let (selected, _) = highlights(&browser).await;
        assert_eq!(selected, vec!["e2".to_string()], "e2 selected");
        click_square(&browser, "e5").await;
        assert_eq!(highlights(&browser).await, nothing, "after clicking e5");
        assert_eq!(move_field(&browser).await, "", "after clicking e5");
        assert!(same_document(&browser).await, "e5 submitted the form");
        assert!(browser.find(Locator::Css("#move-error")).await.is_err());

        let seen_by_bob = bob.game_page(id).await;
        assert!(
            seen_by_bob.contains("White to move (alice)."),
            "{}",
            seen_by_bob.body
        );
        assert!(seen_by_bob.contains("No moves yet."));
    })
    .await;
}
