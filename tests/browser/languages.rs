//! Pages in the reader's language in a real browser: each says its language on its
//! `<html>` element, and axe-core finds no serious or critical violation on the
//! translated game, rules, lobby and account pages; the account page offers the
//! browser's own time zone to a player who has chosen none, and keeps it once saved.

use super::accessibility::{accepted, axe_source, check};
use super::support::{TestApp, spawn_app, started_game};
use super::{alice_at_her_game, eventually, in_browser, in_browser_in_zone, turns};
use fantoccini::{Client, Locator};

/// The `lang` the page the browser shows says it is in.
async fn page_language(browser: &Client) -> String {
    browser
        .execute("return document.documentElement.lang;", vec![])
        .await
        .expect("read the page's language")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn translated_pages_say_their_language_and_have_no_serious_violations() {
    let Some(axe) = axe_source() else { return };
    in_browser(|browser| async move {
        let (app, bob, id) = alice_at_her_game(&browser).await;
        let alice = app.browser();
        alice.login("alice", "correct horse").await;
        alice.play(id, "e4").await;
        bob.play(id, "e5").await;
        let shogi = accepted(&alice, &bob, "shogi").await;
        let xiangqi = accepted(&alice, &bob, "xiangqi").await;
        let mut found = Vec::new();
        for (language, zone) in [
            ("de", "Europe/Berlin"),
            ("ja", "Asia/Tokyo"),
            ("es", "America/Mexico_City"),
        ] {
            alice.get("/account").await;
            let saved = alice
                .post(
                    "/account/locale",
                    &[("language", language), ("time_zone", zone)],
                )
                .await;
            assert_eq!(saved.status, 200, "{}", saved.body);
            for path in [
                format!("/games/{id}"),
                format!("/games/{shogi}"),
                format!("/games/{xiangqi}"),
                format!("/games/{id}/analysis"),
                "/variants/shogi".to_string(),
                "/variants".to_string(),
                "/lobby".to_string(),
                "/my".to_string(),
                "/vacation".to_string(),
                "/account".to_string(),
            ] {
                found.extend(check(&browser, &axe, &app.base, &path).await);
                assert_eq!(
                    page_language(&browser).await,
                    language,
                    "{path} in {language}"
                );
            }
        }
        assert_eq!(found, Vec::<String>::new(), "axe-core found violations");
    })
    .await;
}

/// The value the account page's time-zone field holds once its script has run.
async fn zone_field(browser: &Client) -> String {
    let field = browser
        .find(Locator::Css("#time-zone"))
        .await
        .expect("the time-zone field");
    field
        .prop("value")
        .await
        .expect("its value")
        .unwrap_or_default()
}

/// The zone the account page's field holds as the server sent it.
fn saved_zone(html: &str) -> String {
    let key = "name=\"time_zone\" value=\"";
    let start = html.find(key).expect("the time-zone field") + key.len();
    html[start..start + html[start..].find('"').expect("its end")].to_string()
}

#[tokio::test]
async fn the_account_page_offers_the_browser_s_zone_until_one_is_saved() {
    in_browser_in_zone(Some("Asia/Kolkata"), |browser| async move {
        let app: TestApp = spawn_app().await;
        started_game(&app, "chess", "zone_anna", "zone_bert").await;
        turns::log_in(&browser, &app, "zone_anna", "/account").await;
        // No zone chosen: the field offers the browser's, not yet saved.
        eventually("the browser's zone offered", || async {
            match zone_field(&browser).await.as_str() {
                "Asia/Kolkata" | "Asia/Calcutta" => Ok(()),
                other => Err(format!("the field offers {other:?}")),
            }
        })
        .await;
        let page = app.browser();
        page.login("zone_anna", "correct horse").await;
        let kept = saved_zone(&page.get("/account").await.body);
        assert!(!kept.starts_with("Asia/"), "offered, not saved: {kept:?}");
        browser
            .find(Locator::Css("#locale-form button[type=\"submit\"]"))
            .await
            .expect("the save button")
            .click()
            .await
            .expect("save");
        eventually("the zone saved", || async {
            let account = page.get("/account").await;
            let kept = saved_zone(&account.body);
            match (account.contains("data-offer-browser-zone"), kept.as_str()) {
                (false, "Asia/Kolkata" | "Asia/Calcutta") => Ok(()),
                other => Err(format!("not saved yet: {other:?}")),
            }
        })
        .await;
        // The page's own times (its sessions) are now on India's clock.
        assert!(
            page.get("/account").await.contains("IST"),
            "the zone's name shown"
        );
    })
    .await;
}
