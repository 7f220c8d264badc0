//! Pages and mails in the reader's language and time zone: a visitor reads what their
//! browser asks for, a player what their account chose; a game and its mails in
//! German carry no English sentence; deadlines and the daily mail keep the player's
//! clock across a change of clocks.

use crate::mail_preferences::choose_mail;
use crate::smtp_sink::SunkMail;
use mail_parser::MessageParser;
use crate::support::{Browser, TestApp, spawn_app_with_clock_counting_mail, started_timed_game};

/// 2026-03-27 12:00 UTC, a Friday: two days before Europe's clocks go forward
/// (2026-03-29 01:00 UTC), three weeks after North America's (2026-03-08).
const FRIDAY_NOON: i64 = 1_774_612_800;

/// Words that mark a line as English where a page or mail should have none: common
/// English words no German, Spanish or Japanese sentence uses.
pub(crate) const ENGLISH: &[&str] = &[
    "the", "you", "your", "is", "of", "and", "it", "by", "with", "played", "this", "on", "at",
    "move", "game", "games", "mail", "reply", "from", "side", "board", "must", "within",
    "has", "been", "open", "time", "deadline", "back", "page",
];

/// The lines of `text` that read as English: two or more of `ENGLISH`'s words, once
/// links and the quoted reply words are taken out.
pub(crate) fn english_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let words = line
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| !w.is_empty() && !w.starts_with("http"))
                .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
                .count();
            words >= 2
        })
        .map(str::to_string)
        .collect()
}

async fn choose(b: &Browser, language: &str, zone: &str) -> crate::support::Page {
    b.get("/account").await;
    b.post("/account/locale", &[("language", language), ("time_zone", zone)])
        .await
}

#[both_backends]
async fn a_visitor_reads_the_language_their_browser_asks_for() {
    let app = spawn_app_with_clock_counting_mail().await;
    let visitor = app.browser();
    for (asks, lang, words) in [
        ("de-AT, en;q=0.5", "de", "Offene Einladungen"),
        ("fr;q=0.9, ja;q=0.8", "ja", "受付中の招待"),
        ("es-419", "es", "Invitaciones abiertas"),
        ("fr", "en", "Open invitations"),
    ] {
        let response = visitor.get_with("/", &[("accept-language", asks)]).await;
        let vary = response
            .headers()
            .get_all("vary")
            .iter()
            .map(|v| v.to_str().unwrap_or("").to_lowercase())
            .collect::<Vec<_>>()
            .join(",");
        assert!(vary.contains("accept-language"), "{asks}: Vary is {vary:?}");
        let body = response.text().await.expect("body");
        assert!(body.contains(&format!("<html lang=\"{lang}\">")), "{asks}: {body}");
        assert!(body.contains(words), "{asks}: {words:?} missing");
    }
    let page = visitor
        .get_with("/no-such-page", &[("accept-language", "de")])
        .await;
    assert_eq!(page.status(), 404);
    let body = page.text().await.expect("body");
    assert!(body.contains("404 Nicht gefunden"), "{body}");
}

#[both_backends]
async fn a_player_chooses_a_language_and_a_zone_and_a_bad_choice_changes_nothing() {
    let app = spawn_app_with_clock_counting_mail().await;
    let mio = app.player("lz_mio").await;
    let saved = choose(&mio, "ja", "Asia/Tokyo").await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    assert!(saved.body.contains("<html lang=\"ja\">"), "{}", saved.body);
    assert_eq!(saved.input("time_zone").as_deref(), Some("Asia/Tokyo"));
    // The account's choice outranks the browser's.
    let home = mio.get_with("/", &[("accept-language", "de")]).await;
    assert!(home.text().await.unwrap().contains("<html lang=\"ja\">"));

    for (language, zone, says) in [
        ("xx", "Europe/Berlin", "「xx」はこのサーバーが対応している言語ではありません。"),
        ("de", "Mars/Olympus", "「Mars/Olympus」は tz データベースのタイムゾーンではありません。"),
    ] {
        let refused = choose(&mio, language, zone).await;
        assert_eq!(refused.status, 422, "{language} {zone}");
        assert!(refused.body.contains(says), "{says:?} missing from {}", refused.body);
    }
    let db = app.db().await;
    let kept: (Option<String>, Option<String>) =
        sqlx::query_as("SELECT language, time_zone FROM users WHERE username = 'lz_mio'")
            .fetch_one(&db)
            .await
            .expect("row");
    assert_eq!(kept, (Some("ja".into()), Some("Asia/Tokyo".into())));

    let back = choose(&mio, "", "").await;
    assert_eq!(back.status, 200);
    assert!(back.body.contains("<html lang=\"en\">"));
    assert_eq!(back.input("time_zone").as_deref(), Some("UTC"));
}

/// A mail's subject, text part and HTML part, decoded as a mail reader decodes them.
struct Read {
    subject: String,
    text: String,
    html: String,
}

fn read(mail: &SunkMail) -> Read {
    let parsed = MessageParser::default()
        .parse(mail.data.as_bytes())
        .expect("a mail");
    Read {
        subject: parsed.subject().unwrap_or_default().to_string(),
        text: parsed.body_text(0).unwrap_or_default().to_string(),
        html: parsed.body_html(0).unwrap_or_default().to_string(),
    }
}

fn one_mail(app: &TestApp, to: &str) -> SunkMail {
    let mut found: Vec<SunkMail> = app
        .sink()
        .messages()
        .into_iter()
        .filter(|m| m.is_for(to))
        .collect();
    found.pop().unwrap_or_else(|| panic!("a mail to {to}"))
}

#[both_backends]
async fn a_game_and_its_mail_in_german_carry_no_english_sentence() {
    let app = spawn_app_with_clock_counting_mail().await;
    app.clock().set_ms(FRIDAY_NOON * 1000);
    let (anna, bert, id) = started_timed_game(
        &app,
        "lg_anna",
        "lg_bert",
        &[("time_control", "move"), ("days", "3")],
    )
    .await;
    assert_eq!(choose(&bert, "de", "Europe/Berlin").await.status, 200);
    assert_eq!(choose(&anna, "", "America/New_York").await.status, 200);
    app.drain_mail().await;
    anna.play(id, "P e2-e4").await;
    app.drain_mail().await;

    // Set on a Friday in winter time, due on the Monday in summer time: 12:00 UTC is
    // 14:00 in Berlin then, and 08:00 in New York.
    let Read {
        subject,
        text,
        html,
    } = read(&one_mail(&app, "lg_bert@example.org"));
    assert!(subject.contains("Schach #") && subject.contains("spielte P e2-e4"), "{subject}");
    assert!(text.contains("Ziehe bis 30.03.2026, 14:00 CEST."), "{text}");
    assert!(html.contains("Partie öffnen"), "{html}");
    let english: Vec<String> = english_lines(&subject)
        .into_iter()
        .chain(english_lines(&text))
        .chain(english_lines(&crate::support::text_of(&html)))
        .collect();
    assert!(english.is_empty(), "English in the German mail: {english:?}\n{text}");

    let bert_page = bert.game_page(id).await;
    assert!(bert_page.body.contains("<html lang=\"de\">"));
    assert!(
        bert_page
            .body
            .contains("Schwarz muss ziehen, noch 3 Tage (Frist: 30.03.2026, 14:00 CEST)."),
        "{}",
        bert_page.body
    );
    let anna_page = anna.game_page(id).await;
    assert!(
        anna_page
            .body
            .contains("Black must move within 3 days (deadline 2026-03-30 08:00 EDT)."),
        "{}",
        anna_page.body
    );
}

#[both_backends]
async fn the_daily_mail_keeps_each_player_s_hour_across_a_change_of_clocks() {
    let app = spawn_app_with_clock_counting_mail().await;
    app.clock().set_ms(FRIDAY_NOON * 1000);
    let (white, kai, first) = started_timed_game(
        &app,
        "ld_white",
        "ld_kai",
        &[("time_control", "move"), ("days", "7")],
    )
    .await;
    let lou = app.player("ld_lou").await;
    let other = white.create_game("chess", "white", "ld_lou").await.game_id();
    assert_eq!(lou.accept(other, "").await.status, 200);
    // Kai reads German in Berlin; Lou has no zone (UTC). Both want the digest at 08:00.
    assert_eq!(choose(&kai, "de", "Europe/Berlin").await.status, 200);
    for b in [&kai, &lou] {
        assert_eq!(choose_mail(b, "digest", "8", "on", "on").await.status, 200);
    }
    white.play(first, "P e2-e4").await;
    white.play(other, "P e2-e4").await;
    app.drain_mail().await;
    // Sunday 2026-03-29, Berlin on summer time since 01:00 UTC: its 08:00 is 06:00 UTC.
    let sunday = FRIDAY_NOON + 2 * 86_400 - 12 * 3600;
    let sweep_at = |app: &TestApp, secs: i64| app.clock().set_ms(secs * 1000);
    sweep_at(&app, sunday + 6 * 3600 - 60);
    assert_eq!(app.sweep().await.digests, 0, "07:59 in Berlin, 05:59 UTC");
    sweep_at(&app, sunday + 6 * 3600);
    assert_eq!(app.sweep().await.digests, 1, "08:00 in Berlin");
    app.drain_mail().await;
    let digest = read(&one_mail(&app, "ld_kai@example.org"));
    assert!(digest.subject.contains("1 Partie wartet auf deinen Zug"), "{}", digest.subject);
    assert!(english_lines(&digest.text).is_empty(), "{}", digest.text);
    sweep_at(&app, sunday + 8 * 3600 - 60);
    assert_eq!(app.sweep().await.digests, 0, "07:59 UTC, and Kai had today's");
    sweep_at(&app, sunday + 8 * 3600);
    assert_eq!(app.sweep().await.digests, 1, "08:00 UTC");
    app.drain_mail().await;
    assert!(one_mail(&app, "ld_lou@example.org").subject().contains("1 game awaits your move"));
    // The next day, Berlin's 08:00 is again 06:00 UTC: one more each, at their hours.
    sweep_at(&app, sunday + 86_400 + 6 * 3600);
    assert_eq!(app.sweep().await.digests, 1);
}
