//! The variant editor in a real browser: a definition typed into the editor, "Check"
//! pressed, and the preview shown with a move diagram for every piece; at a phone's
//! size neither the editor nor a player's variant page scrolls sideways.

use super::turns::{fits, log_in, viewport};
use super::{eventually, in_browser, script};
use crate::support::spawn_app;
use fantoccini::{Client, Locator};

const PHONE: (u32, u32) = (390, 844);

const DEFINITION: &str = "inherits = \"chess\"\nkey = \"camel-chess\"\nname = \"Camel chess\"\nsummary = \"Knights are camels.\"\n\n[pieces.N]\nname = \"Camel\"\nbetza = \"C\"\n";

async fn check_in_editor(browser: &Client) {
    let app = spawn_app().await;
    app.player("cora").await;
    log_in(browser, &app, "cora", "/variants").await;
    browser
        .goto(&format!("{}/variants/new", app.base))
        .await
        .expect("open the editor");
    let source = browser
        .find(Locator::Id("source"))
        .await
        .expect("the definition field");
    source.clear().await.expect("clear the starter");
    source.send_keys(DEFINITION).await.expect("type");
    browser
        .find(Locator::Css("button[value=\"check\"]"))
        .await
        .expect("the Check button")
        .click()
        .await
        .expect("press Check");
    eventually("the preview", || async {
        match browser.find(Locator::Id("preview-heading")).await {
            Ok(h) => {
                let text = h.text().await.map_err(|e| e.to_string())?;
                if text.contains("Camel chess") {
                    Ok(())
                } else {
                    Err(text)
                }
            }
            Err(e) => Err(e.to_string()),
        }
    })
    .await;
    let diagrams = browser
        .find_all(Locator::Css(".preview svg.diagram"))
        .await
        .expect("diagrams");
    assert_eq!(diagrams.len(), 6, "one diagram per piece kind");
    // The camel's diagram: eight leaps from d4, each a move or capture.
    let camel = script(
        browser,
        "return [...document.querySelectorAll('.preview svg.diagram')].map(d => d.getAttribute('aria-label')).find(l => l.startsWith('Camel'));",
        vec![],
    )
    .await;
    let label = camel.as_str().unwrap_or_default().to_string();
    assert!(
        label.contains("moves to or captures on c1 e1 a3 g3 a5 g5 c7 e7"),
        "{label}"
    );
    let marks = script(
        browser,
        "return [...document.querySelectorAll('.preview svg.diagram')].find(d => d.getAttribute('aria-label').startsWith('Camel')).querySelectorAll('.reach-both').length;",
        vec![],
    )
    .await;
    assert_eq!(marks.as_u64(), Some(8), "the camel's eight leaps");
    // The camel's move is what the server enforces: saved and looked at on a phone.
    browser
        .find(Locator::Css("button[value=\"save\"]"))
        .await
        .expect("the Save button")
        .click()
        .await
        .expect("press Save");
    eventually("the variant's page", || async {
        let url = browser.current_url().await.map_err(|e| e.to_string())?;
        if url.path() == "/variants/cora/camel-chess" {
            Ok(())
        } else {
            Err(url.to_string())
        }
    })
    .await;
    viewport(browser, PHONE).await;
    for path in ["/variants/cora/camel-chess", "/variants/new"] {
        browser
            .goto(&format!("{}{path}", app.base))
            .await
            .expect("open");
        fits(browser, path).await;
    }
}

#[tokio::test]
async fn the_editor_checks_a_definition_and_previews_its_diagrams() {
    in_browser(|b| async move { check_in_editor(&b).await }).await;
}
