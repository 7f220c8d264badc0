//! The style sheet, script and piece drawings come from the binary itself, under URLs
//! that carry their fingerprint, and pages refer to the drawings instead of carrying them.

use crate::support::spawn_app;

/// The value of `attr="..."` after the first `marker` in `html`.
fn attribute_after(html: &str, marker: &str, attr: &str) -> String {
    let at = html.find(marker).expect("marker on the page");
    let key = format!("{attr}=\"");
    let start = at + html[at..].find(&key).expect("attribute") + key.len();
    let end = start + html[start..].find('"').expect("closing quote");
    html[start..end].to_string()
}

#[both_backends]
async fn built_in_files_are_served_with_fingerprints_and_kept_for_good() {
    let app = spawn_app().await;
    let page = app.browser().get("/variants/culverin").await;
    let css = attribute_after(&page.body, "<link rel=\"stylesheet\"", "href");
    assert!(css.starts_with("/static/style.css?v="), "{css}");
    // The drawings are one file referred to by every piece, not symbols in the page.
    assert!(
        !page.contains("<symbol"),
        "the page carries the piece set inline"
    );
    let piece = attribute_after(&page.body, "<use ", "href");
    let (file, symbol) = piece.split_once('#').expect("a symbol of a file");
    assert!(file.starts_with("/static/pieces.svg?v="), "{piece}");

    let http = reqwest::Client::new();
    let set = http
        .get(format!("{}{file}", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(set.status(), 200);
    assert_eq!(set.headers()["content-type"], "image/svg+xml");
    assert!(
        set.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    let etag = set.headers()["etag"].clone();
    let body = set.text().await.unwrap();
    assert!(
        body.contains(&format!("id=\"{symbol}\"")),
        "{symbol} missing"
    );

    // Without the current fingerprint: revalidated, and unchanged means 304.
    let plain = http
        .get(format!("{}/static/pieces.svg", app.base))
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status(), 304);
    assert_eq!(plain.headers()["cache-control"], "no-cache");

    let missing = app.browser().get("/static/nothing.css").await;
    assert_eq!(missing.status, 404);
    let escape = app.browser().get("/static/..%2FCargo.toml").await;
    assert_eq!(escape.status, 404);
}
