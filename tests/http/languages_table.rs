//! Refusals at the table, the feeds and vacations in the reader's language and on their
//! clock: a German player is refused an offer, a claim, a time control and a missing
//! game in German, with the claim's date on their own clock; the feeds are written in their reader's language; a vacation lasts
//! the player's days and their allowance is their own year.

use crate::languages::{english_lines, speak};
use crate::support::{Page, TestApp, spawn_app_with_clock, started_timed_game};

const DAY: i64 = 86_400;


/// The page says `words` and not `english`, and none of its text reads as English.
fn reads(page: &Page, status: u16, words: &str, english: &str) {
    assert_eq!(page.status, status, "{}", page.body);
    assert!(page.contains(words), "{words:?} missing: {}", page.body);
    assert!(!page.contains(english), "{english:?} shown: {}", page.body);
}

#[both_backends]
async fn a_german_player_is_refused_at_the_table_in_german_on_their_clock() {
    let app = spawn_app_with_clock().await;
    let (anna, bert, id) =
        started_timed_game(&app, "lt_anna", "lt_bert", &[("time_control", "none")]).await;
    speak(&anna, "de", "Asia/Tokyo").await;

    let offer = format!("/games/{id}/draw/offer");
    assert_eq!(anna.post(&offer, &[]).await.status, 200);
    let page = anna.post(&offer, &[]).await;
    reads(
        &page,
        409,
        "du hast bereits Remis angeboten; das Angebot gilt, bis lt_bert antwortet oder zieht",
        "you have already offered a draw",
    );

    // Claimed after thirty days of sixty: the date the claim opens is Tokyo's.
    anna.play(id, "P e2-e4").await;
    app.clock().advance(30 * DAY);
    anna.login("lt_anna", "correct horse").await;
    bert.login("lt_bert", "correct horse").await;
    let page = anna.post(&format!("/games/{id}/claim-win"), &[]).await;
    reads(
        &page,
        409,
        "lt_bert hat 30 Tage lang nicht gezogen, Urlaub nicht mitgerechnet; den Sieg kannst du beanspruchen, wenn 60 Tage lang kein Zug kam, ab 02.03.2026, 09:00 JST",
        "not counting vacation",
    );

    let page = anna.get("/games/999999").await;
    reads(&page, 404, "Partie 999999 nicht gefunden", "not found");

    let page = anna
        .create_timed_game("lt_bert", &[("time_control", "move"), ("days", "x")])
        .await;
    reads(
        &page,
        422,
        "Die Tage pro Zug müssen eine ganze Zahl von 1 bis 30 sein (eingegeben: „x“)",
        "must be a whole number",
    );

    let page = anna.post("/vacation", &[("days", "viele")]).await;
    reads(&page, 422, "eingegeben: „viele“", "the vacation must be");
    let english = english_lines(&crate::support::text_of(&page.body));
    assert!(english.is_empty(), "English on a German page: {english:?}");
}

/// The feed at `path`, read without a session, asking for `language`: its `xml:lang`,
/// its titles and summaries, and its Vary header.
async fn feed(app: &TestApp, path: &str, language: &str) -> (String, String, String) {
    let response = app
        .browser()
        .get_with(path, &[("accept-language", language)])
        .await;
    assert_eq!(response.status(), 200);
    let vary = response
        .headers()
        .get("vary")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let xml = response.text().await.unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
    let lang = doc
        .root_element()
        .attribute(("http://www.w3.org/XML/1998/namespace", "lang"))
        .unwrap_or_default()
        .to_string();
    // What a reader reads: titles and summaries (ids and links are addresses).
    let text: Vec<&str> = doc
        .descendants()
        .filter(|n| matches!(n.tag_name().name(), "title" | "summary"))
        .filter_map(|n| n.text())
        .collect();
    (lang, text.join("\n"), vary)
}

#[both_backends]
async fn the_feeds_are_written_in_their_reader_s_language() {
    let app = spawn_app_with_clock().await;
    let (anna, bert, id) = started_timed_game(
        &app,
        "lt_fanna",
        "lt_fbert",
        &[("time_control", "move"), ("days", "3")],
    )
    .await;
    speak(&anna, "de", "Europe/Berlin").await;

    // Her secret feed is hers: German whatever the reader asks, on her clock.
    let made = anna.post("/account/feed", &[]).await;
    let start = made.body.find("/feeds/my/").expect("the feed's address");
    let end = start + made.body[start..].find(".atom").expect("its end") + 5;
    let path = made.body[start..end].to_string();
    let (lang, text, _) = feed(&app, &path, "en").await;
    assert_eq!(lang, "de");
    assert!(text.contains("Partien, in denen lt_fanna am Zug ist"), "{text}");
    assert!(text.contains("Du bist am Zug gegen lt_fbert"), "{text}");
    assert!(text.contains("Die Partie hat begonnen; du spielst Weiß."), "{text}");
    assert!(text.contains("Zieh bis 04.01.2026, 01:00 CET."), "{text}");
    let english = english_lines(&text);
    assert!(english.is_empty(), "English in a German feed: {english:?}");

    // A game's public feed follows the reader's browser.
    anna.play(id, "P e2-e4").await;
    bert.play(id, "p e7-e5").await;
    bert.post(&format!("/games/{id}/resign"), &[("confirm", "yes")]).await;
    let public = format!("/games/{id}/feed.atom");
    let (lang, text, vary) = feed(&app, &public, "es-ES,es;q=0.9").await;
    assert_eq!(lang, "es");
    assert!(vary.contains("accept-language"), "{vary}");
    assert!(text.contains("Negras (lt_fbert) jugaron 1... p e7-e5 (e5)."), "{text}");
    assert!(text.contains("Resultado: "), "{text}");
    let (lang, text, _) = feed(&app, &public, "fr").await;
    assert_eq!(lang, "en");
    assert!(text.contains("black (lt_fbert) played 1... p e7-e5 (e5)."), "{text}");
}

#[both_backends]
async fn a_vacation_lasts_the_player_s_days_and_counts_their_year() {
    let app = spawn_app_with_clock().await;
    // 2026-03-28 11:00 UTC, noon in Berlin, a day before its clocks go forward.
    app.clock().set_ms(1_774_695_600 * 1000);
    let vera = app.player("lt_vera").await;
    let uli = app.player("lt_uli").await;
    speak(&vera, "en", "Europe/Berlin").await;
    for who in [&vera, &uli] {
        let page = who.post("/vacation", &[("days", "2")]).await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    // Two Berlin days end at noon on Monday, 47 hours on; two UTC days 48 hours on.
    let page = vera.get("/vacation").await;
    assert!(page.contains("You are on vacation until 2026-03-30 12:00 CEST."), "{}", page.body);
    let page = uli.get("/vacation").await;
    assert!(page.contains("You are on vacation until 2026-03-30 11:00 UTC."), "{}", page.body);

    // 2026-12-31 14:00 UTC is 23:00 in Tokyo: a day taken then is 2026's there.
    app.clock().set_ms(1_798_725_600 * 1000);
    let kei = app.player("lt_kei").await;
    speak(&kei, "en", "Asia/Tokyo").await;
    let utc = app.player("lt_utc").await;
    for who in [&kei, &utc] {
        who.post("/vacation", &[("days", "1")]).await;
    }
    // Half an hour of it, charged a day: both come back.
    app.clock().advance(1800);
    for who in [&kei, &utc] {
        assert_eq!(who.post("/vacation/end", &[]).await.status, 200);
    }
    // An hour and a half later Tokyo is in 2027, with its whole allowance; UTC is not.
    app.clock().advance(5400);
    let page = kei.get("/vacation").await;
    assert!(page.contains("2027: 0 of 30 days used, 30 left."), "{}", page.body);
    let page = utc.get("/vacation").await;
    assert!(page.contains("2026: 1 of 30 days used, 29 left."), "{}", page.body);
}
