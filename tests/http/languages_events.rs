//! An event in its readers' languages: a German organiser's and entrants' refusals (a
//! start time past, skipped by the clocks or badly written, a full or started event,
//! entering twice) in German with no English of them; the start time read on the
//! organiser's clock (Europe/Berlin) and stored as the moment it means there; and the
//! event's notices (a round paired, a ruling, a withdrawal) kept once and read in German
//! by a German reader and in English by an English one, on the page and in the feed.

use crate::languages::speak;
use crate::languages::english_lines;
use crate::support::{
    Browser, TestApp, enter_event, open_event, spawn_app_with_clock,
    spawn_app_with_clock_counting_mail, text_of,
};

/// 2026-10-01 12:00 UTC: Berlin's clocks go back on 2026-10-25 (02:00-03:00 is shown
/// twice) and forward on 2027-03-28 (02:00-03:00 is skipped).
const OCTOBER_FIRST: i64 = 1_790_856_000;


/// A player reading German on Berlin's clock.
async fn german(app: &TestApp, name: &str) -> Browser {
    let b = app.player(name).await;
    speak(&b, "de", "Europe/Berlin").await;
    b
}

/// The text of the element `open` begins, up to `close`.
fn part(html: &str, open: &str, close: &str) -> String {
    let start = html.find(open).unwrap_or_else(|| panic!("no {open} in {html}"));
    let rest = &html[start..];
    text_of(&rest[..rest.find(close).expect("its end")])
}

/// A refusal on the page (the error page's, or a form's shown again): its status, and
/// its words, with no English sentence in them.
fn refused_in_german(page: &crate::support::Page, status: u16, words: &str) {
    assert_eq!(page.status, status, "{}", page.body);
    let text = part(&page.body, "<p class=\"error\"", "</p>");
    assert!(text.contains(words), "{words:?} missing from {text}");
    let english = english_lines(&text);
    assert!(english.is_empty(), "English in {text}: {english:?}");
}

#[both_backends]
async fn a_german_organiser_and_entrants_are_refused_in_german() {
    let app = spawn_app_with_clock().await;
    app.clock().set_ms(OCTOBER_FIRST * 1000);
    let org = german(&app, "le_org").await;
    let form = |starts_at: &'static str| {
        vec![
            ("name", "Herbstpokal"),
            ("format", "round_robin"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
            ("max_entrants", "3"),
            ("starts_at", starts_at),
        ]
    };
    // The form says whose clock the start time is read on, and what a time the clocks
    // pass twice means.
    let new = org.get("/tournaments/new").await;
    assert!(new.contains("Von selbst beginnen am (Europe/Berlin;"), "{}", new.body);
    assert!(new.contains("gilt beim ersten Mal"), "{}", new.body);

    let events = crate::support::count(&app, "SELECT COUNT(*) FROM tournaments").await;
    for (starts_at, words) in [
        // 2026-09-30 10:00 in Berlin: the day before.
        ("2026-09-30T10:00", "die Startzeit 30.09.2026, 10:00 CEST ist vorbei"),
        ("2027-03-28T02:30", "2027-03-28 02:30 gibt es in Europe/Berlin nicht"),
        ("morgen", "etwa 2026-03-01 18:30 (Europe/Berlin), nicht „morgen“"),
        ("2028-01-01T10:00", "innerhalb von 365 Tagen"),
    ] {
        let page = org.post("/tournaments", &form(starts_at)).await;
        refused_in_german(&page, 422, words);
        assert!(!page.contains("has passed") && !page.contains("must be"), "{}", page.body);
    }
    let bad = org
        .post("/tournaments", &[("name", "Pokal"), ("variant", "chess"), ("rounds", "9"), ("format", "round_robin")])
        .await;
    refused_in_german(&bad, 422, "Durchgänge: gib eine ganze Zahl von 1 bis 2 an (eingegeben: „9“)");
    assert_eq!(
        crate::support::count(&app, "SELECT COUNT(*) FROM tournaments").await,
        events
    );

    // On Berlin's clock: 18:30 in October's summer time is 16:30 UTC; 02:30 on the day
    // the clocks go back is shown twice, and is the first, 00:30 UTC.
    let id = open_event(&org, &form("2026-10-20T18:30")).await;
    let twice = open_event(&org, &[
            ("name", "Umstellung"),
            ("format", "round_robin"),
            ("starts_at", "2026-10-25T02:30"),
        ],).await;
    let english = app.browser();
    let page = english.get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Starts by itself at 2026-10-20 16:30 UTC"), "{}", page.body);
    let page = english.get(&format!("/tournaments/{twice}")).await;
    assert!(page.contains("Starts by itself at 2026-10-25 00:30 UTC"), "{}", page.body);
    let page = org.get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Beginnt von selbst am 20.10.2026, 18:30 CEST"), "{}", page.body);
    let starts_at = crate::support::count(
        &app,
        &format!("SELECT starts_at FROM tournaments WHERE id = {id}"),
    )
    .await;
    assert_eq!(starts_at, OCTOBER_FIRST + 19 * 86_400 + 4 * 3600 + 1800);

    // Entering: twice, full, started.
    let players = enter_event(&app, id, &["le_ann", "le_bob", "le_cid"]).await;
    let ann = &players["le_ann"];
    speak(ann, "de", "Europe/Berlin").await;
    let again = ann.post(&format!("/tournaments/{id}/join"), &[]).await;
    refused_in_german(&again, 409, "du nimmst an diesem Turnier schon teil");
    let late = german(&app, "le_dan").await;
    let full = late.post(&format!("/tournaments/{id}/join"), &[]).await;
    refused_in_german(&full, 409, "dieses Turnier ist voll (3 Teilnehmer)");
    let not_org = ann.post(&format!("/tournaments/{id}/start"), &[]).await;
    refused_in_german(&not_org, 403, "nur der Ausrichter des Turniers startet es");
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let open = open_event(&org, &[("name", "Offen"), ("format", "round_robin")]).await;
    let short = org.post(&format!("/tournaments/{open}/start"), &[]).await;
    refused_in_german(&short, 409, "ein Turnier braucht zum Start mindestens 3 Teilnehmer; es hat 0");
    let started = late.post(&format!("/tournaments/{id}/join"), &[]).await;
    refused_in_german(&started, 409, "dieses Turnier hat begonnen: Es nimmt keine Teilnehmer mehr auf");

    // The same refusal for a reader of English, as it always read.
    let english_org = app.player("le_eng").await;
    let page = english_org.post("/tournaments", &form("2026-09-30T10:00")).await;
    assert_eq!(page.status, 422);
    assert!(
        page.contains("the start time 2026-09-30 10:00 UTC has passed: choose a later one"),
        "{}",
        page.body
    );
}

/// Event `id`'s games: (game id, round).
async fn games(app: &TestApp, id: i64) -> Vec<(i64, i64)> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT game_id, round FROM tournament_games WHERE tournament_id = $1
         ORDER BY round, board",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the event's games");
    pool.close().await;
    rows
}

#[both_backends]
async fn notices_are_kept_once_and_read_in_each_reader_s_language() {
    let app = spawn_app_with_clock_counting_mail().await;
    app.clock().set_ms(OCTOBER_FIRST * 1000);
    let org = german(&app, "ln_org").await;
    let id = open_event(
        &org,
        &[("name", "Pokal"), ("format", "swiss"), ("rounds", "2"), ("tiebreaks", "bh")],
    )
    .await;
    let players = enter_event(&app, id, &["ln_ann", "ln_bob", "ln_cid", "ln_dan"]).await;
    for p in players.values() {
        speak(p, "de", "Europe/Berlin").await;
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Round 1 ruled on: both games adjudicated, so round 2 is paired at the next look.
    let first: Vec<i64> = games(&app, id).await.iter().map(|g| g.0).collect();
    assert_eq!(first.len(), 2);
    for g in &first {
        let ruled = org
            .post(
                &format!("/tournaments/{id}/rulings"),
                &[("game", &g.to_string()), ("ruling", "white"), ("reason", "Regenpause")],
            )
            .await;
        assert_eq!(ruled.status, 200, "{}", ruled.body);
    }
    // Its two players are mailed the ruling, and the game's result, in their words.
    app.drain_mail().await;
    let mails: Vec<(String, String)> = app
        .sink()
        .messages()
        .iter()
        .map(|m| {
            let parsed = mail_parser::MessageParser::default()
                .parse(m.data.as_bytes())
                .expect("a mail");
            (
                parsed.subject().unwrap_or_default().to_string(),
                parsed.body_text(0).unwrap_or_default().to_string(),
            )
        })
        .collect();
    let ruled: Vec<&(String, String)> = mails
        .iter()
        .filter(|(subject, _)| subject.starts_with("Pokal: Der Ausrichter hat über Schach #"))
        .collect();
    assert_eq!(ruled.len(), 4, "{mails:?}");
    for words in ["als Sieg für Weiß abgeschätzt", "Seine Begründung: Regenpause", "Jeder Teilnehmer liest"] {
        assert!(ruled[0].1.contains(words), "{words:?} missing from {}", ruled[0].1);
    }
    assert!(english_lines(&ruled[0].1).is_empty(), "{}", ruled[0].1);
    let results = mails
        .iter()
        .filter(|(subject, _)| subject.contains("gewinnt durch Abschätzung des Turnierausrichters"))
        .count();
    assert_eq!(results, 4, "{mails:?}");
    app.sweep().await;
    assert_eq!(games(&app, id).await.len(), 4);
    let withdrew = players["ln_dan"].post(&format!("/tournaments/{id}/leave"), &[]).await;
    assert_eq!(withdrew.status, 200, "{}", withdrew.body);
    // A notice kept before notices were kept as messages: its words as written.
    let pool = app.db().await;
    sqlx::query("INSERT INTO tournament_notices (tournament_id, at, text) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(OCTOBER_FIRST - 60)
        .bind("An old notice, as it was written.")
        .execute(&pool)
        .await
        .expect("an old notice");
    pool.close().await;

    let page = players["ln_ann"].get(&format!("/tournaments/{id}")).await;
    let notices = part(&page.body, "<ul id=\"notice-list\"", "</ul>");
    for words in [
        "ln_org hat das Turnier für Anmeldungen geöffnet.",
        "Das Turnier hat mit 4 Teilnehmern begonnen: Runde 1 ist ausgelost.",
        &format!("Der Ausrichter hat über Partie {} entschieden (", first[0]),
        "): als Sieg für Weiß abgeschätzt. Begründung: Regenpause",
        "Runde 2 ist ausgelost.",
        "ln_dan ist zurückgetreten.",
        "An old notice, as it was written.",
        // On Berlin's clock, as every time on the page.
        "01.10.2026, 14:00 CEST",
    ] {
        assert!(notices.contains(words), "{words:?} missing from {notices}");
    }
    let without_old = notices.replace("An old notice, as it was written.", "");
    assert!(english_lines(&without_old).is_empty(), "{without_old}");

    let english = app.browser().get(&format!("/tournaments/{id}")).await;
    let notices = part(&english.body, "<ul id=\"notice-list\"", "</ul>");
    for words in [
        "ln_org opened the event for entries.",
        "The event began with 4 entrants: round 1 is paired.",
        &format!("The organiser ruled on game {} (", first[0]),
        "): adjudicated it a win for White. Reason: Regenpause",
        "Round 2 is paired.",
        "ln_dan withdrew. Their games with 2 plies or more stand;",
        "An old notice, as it was written.",
        "2026-10-01 12:00 UTC",
    ] {
        assert!(notices.contains(words), "{words:?} missing from {notices}");
    }

    // The feed in the language its reader asks for, its own words too.
    let feed = |language: &'static str| {
        let visitor = app.browser();
        async move {
            let response = visitor
                .get_with(&format!("/tournaments/{id}/feed.atom"), &[("accept-language", language)])
                .await;
            assert_eq!(response.status(), 200);
            let vary = response
                .headers()
                .get_all("vary")
                .iter()
                .any(|v| v.to_str().is_ok_and(|v| v.contains("accept-language")));
            assert!(vary, "{:?}", response.headers());
            response.text().await.expect("a feed")
        }
    };
    let de = feed("de-DE, en;q=0.5").await;
    for words in [
        "xml:lang=\"de\"",
        "<title type=\"text\">Pokal: Neuigkeiten des Turniers</title>",
        "<title type=\"text\">Runde 2 ist ausgelost</title>",
        "ln_dan ist zurückgetreten.",
    ] {
        assert!(de.contains(words), "{words:?} missing from {de}");
    }
    let en = feed("en").await;
    for words in ["Pokal: the event&apos;s news", "<title type=\"text\">Round 2 is paired</title>"] {
        assert!(en.contains(words), "{words:?} missing from {en}");
    }
}
