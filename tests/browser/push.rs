//! The installable app in a real Chromium: the manifest and service worker pass
//! Chromium's own installability check; the account page's button asks the browser's
//! Push API for a subscription; and "My games" reads offline from the service worker's
//! copy, said to be one.
//!
//! Chromium's Push API subscribes only through its own push service (Google's), which
//! this machine cannot reach and which cannot be replaced by a local one; so this test
//! drives the button as far as the browser goes and reports what it answered, and the
//! subscription itself, and what reaches it, are the HTTP tests' (`http/push.rs`), which
//! play the browser's part from the RFCs.

use super::turns::log_in;
use super::{eventually, in_browser, script, text_of};
use crate::support::{spawn_app_with, started_game};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::io::Write;
use std::net::SocketAddr;

/// A chromedriver command outside WebDriver's own: a Chrome DevTools Protocol command
/// (`goog/cdp/execute`).
#[derive(Debug)]
struct Cdp {
    cmd: &'static str,
    params: Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base: &reqwest::Url,
        session: Option<&str>,
    ) -> Result<reqwest::Url, <reqwest::Url as std::str::FromStr>::Err> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &reqwest::Url) -> (reqwest::Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (reqwest::Method::POST, Some(body.to_string()))
    }
}

async fn cdp(browser: &Client, cmd: &'static str, params: Value) -> Result<Value, String> {
    browser
        .issue_cmd(Cdp { cmd, params })
        .await
        .map_err(|e| format!("{cmd}: {e}"))
}

/// Waits for the page's service worker to be active, and says its scope.
async fn service_worker_ready(browser: &Client) -> String {
    let scope = browser
        .execute_async(
            "var done = arguments[arguments.length - 1];
            navigator.serviceWorker.ready.then(function (r) { done(r.scope); });",
            vec![],
        )
        .await
        .expect("the service worker becomes ready");
    scope.as_str().unwrap_or_default().to_string()
}

/// A TCP relay to the app: a second origin for the service worker, which the test can
/// cut off as a network would go down.
struct Relay {
    base: String,
    stop: tokio::sync::watch::Sender<bool>,
    done: tokio::task::JoinHandle<()>,
}

impl Relay {
    async fn start(to: SocketAddr) -> Relay {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the relay");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let (stop, mut stopped) = tokio::sync::watch::channel(false);
        let done = tokio::spawn(async move {
            let mut links = tokio::task::JoinSet::new();
            loop {
                tokio::select! {
                    accepted = listener.accept() => {
                        let Ok((mut inbound, _)) = accepted else { break };
                        links.spawn(async move {
                            if let Ok(mut outbound) = tokio::net::TcpStream::connect(to).await {
                                let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                            }
                        });
                    }
                    _ = stopped.changed() => break,
                }
            }
            links.abort_all();
        });
        Relay { base, stop, done }
    }

    /// Cuts every link and stops listening: the relay's origin is unreachable.
    async fn cut(self) {
        let _ = self.stop.send(true);
        let _ = self.done.await;
    }
}

/// What the account page ends up saying after its button: "subscribed" (the device is
/// listed) or the status line's words, waited for up to 25 seconds.
async fn answer_to_push_button(browser: &Client) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(25);
    loop {
        if browser.find(Locator::Css("#devices")).await.is_ok() {
            return "subscribed".into();
        }
        let said = match browser.find(Locator::Css("#push-status")).await {
            Ok(line) => line.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if !said.is_empty() && !said.starts_with("Asking") {
            return said;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the account page gave no answer after its button: {said:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn the_site_installs_asks_the_push_api_and_reads_my_games_offline() {
    in_browser(|browser| async move {
        let app = spawn_app_with(|c| c.push.push_allow_private = true).await;
        let (_nora, _olaf, _id) = started_game(&app, "chess", "nora", "olaf").await;
        log_in(&browser, &app, "nora", "/account").await;
        let scope = service_worker_ready(&browser).await;
        assert_eq!(
            scope,
            format!("{}/", app.base),
            "the worker's scope is the site"
        );

        // Chromium's own check, as its install prompt makes it.
        let installable = cdp(&browser, "Page.getInstallabilityErrors", json!({}))
            .await
            .expect("Chromium answers");
        assert_eq!(
            installable["installabilityErrors"],
            json!([]),
            "Chromium finds the app not installable: {installable}"
        );
        let manifest = cdp(&browser, "Page.getAppManifest", json!({}))
            .await
            .expect("Chromium reads the manifest");
        assert_eq!(manifest["errors"], json!([]), "{manifest}");
        let _ = writeln!(
            std::io::stderr(),
            "installability: Chromium reports no installability errors for {}",
            app.base
        );

        // The button asks the Push API; what Chromium answers is reported.
        let origin = app.base.clone();
        cdp(
            &browser,
            "Browser.grantPermissions",
            json!({ "origin": origin, "permissions": ["notifications"] }),
        )
        .await
        .expect("notifications allowed for the site");
        browser
            .find(Locator::Css("#push-allow"))
            .await
            .expect("the button is shown to a browser that can push")
            .click()
            .await
            .expect("click");
        // The page answers at once, then with the Push API's answer or, when the browser's
        // push service cannot be reached, after its 15 seconds of patience.
        let said = text_of(&browser, "#push-status").await;
        assert_eq!(said, "Asking your browser\u{2026}");
        let outcome = answer_to_push_button(&browser).await;
        if outcome == "subscribed" {
            let devices = text_of(&browser, "#devices").await;
            assert!(devices.contains("Chrom"), "{devices}");
        } else {
            assert!(
                outcome.starts_with("Notifications could not be turned on: "),
                "the page says why: {outcome}"
            );
            let _ = writeln!(
                std::io::stderr(),
                "push: Chromium did not subscribe ({outcome}); its push service is Google's, \
                 unreachable here and not replaceable by a local one, so the subscription and \
                 delivery are driven by the HTTP tests"
            );
        }

        // "My games" offline: the worker keeps the last copy it saw, and says it is one.
        let addr: SocketAddr = app
            .base
            .trim_start_matches("http://")
            .parse()
            .expect("addr");
        let relay = Relay::start(addr).await;
        browser
            .goto(&format!("{}/account", relay.base))
            .await
            .expect("the account page through the relay");
        service_worker_ready(&browser).await;
        for _ in 0..2 {
            browser
                .goto(&format!("{}/my", relay.base))
                .await
                .expect("my games through the relay");
        }
        let online = text_of(&browser, "main").await;
        assert!(online.contains("olaf"), "{online}");
        assert!(browser.find(Locator::Css("#offline-copy")).await.is_err());
        let kept = script(
            &browser,
            "return caches.open('pigeonpost-my-games-v1')
                .then(function (c) { return c.match('/my'); })
                .then(function (r) { return !!r; });",
            vec![],
        )
        .await;
        assert_eq!(kept, json!(true), "the worker kept a copy of my games");
        let base = relay.base.clone();
        relay.cut().await;
        browser
            .goto(&format!("{base}/my"))
            .await
            .expect("my games, offline");
        let offline = eventually("the offline copy", || async {
            let line = browser
                .find(Locator::Css("#offline-copy"))
                .await
                .map_err(|e| e.to_string())?;
            let line = line.text().await.map_err(|e| e.to_string())?;
            match line.contains("You are offline") {
                true => Ok(line),
                false => Err(line),
            }
        })
        .await;
        assert!(offline.contains("may be out of date"), "{offline}");
        let listed = text_of(&browser, "main").await;
        assert!(listed.contains("olaf"), "the games read offline: {listed}");
    })
    .await;
}
