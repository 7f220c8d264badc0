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
/// English words no German, Spanish or Japanese sentence uses ("mail" is not among
/// them: German writes "E-Mail").
pub(crate) const ENGLISH: &[&str] = &[
    "the", "you", "your", "is", "of", "and", "it", "by", "with", "played", "this", "on", "at",
    "move", "game", "games", "reply", "from", "side", "board", "must", "within",
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

/// The account page's language and zone form, sent as a player sends it: the answer.
async fn choose(b: &Browser, language: &str, zone: &str) -> crate::support::Page {
    b.get("/account").await;
    b.post("/account/locale", &[("language", language), ("time_zone", zone)])
        .await
}

/// `b`'s player chooses `language` and `zone`, which are kept.
pub(crate) async fn speak(b: &Browser, language: &str, zone: &str) {
    let saved = choose(b, language, zone).await;
    assert_eq!(saved.status, 200, "{}", saved.body);
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

/// The English lines of a page's text, its body stripped of markup.
fn page_english(page: &crate::support::Page) -> Vec<String> {
    english_lines(&crate::support::text_of(&page.body))
}

/// Every mail to `to` the sink took after its first `skip`, read, oldest first.
fn mails_to(app: &TestApp, skip: usize, to: &str) -> Vec<Read> {
    app.sink()
        .messages()
        .iter()
        .skip(skip)
        .filter(|m| m.is_for(to))
        .map(read)
        .collect()
}

fn assert_german(mail: &Read) {
    let english: Vec<String> = english_lines(&mail.subject)
        .into_iter()
        .chain(english_lines(&mail.text))
        .chain(english_lines(&crate::support::text_of(&mail.html)))
        .collect();
    assert!(english.is_empty(), "English in a German mail: {english:?}\n{}\n{}", mail.subject, mail.text);
}

#[both_backends]
async fn a_whole_game_in_german_reads_german_on_its_page_and_in_every_mail() {
    let app = spawn_app_with_clock_counting_mail().await;
    app.clock().set_ms(FRIDAY_NOON * 1000);
    let anna = app.player("lw_anna").await;
    let bert = app.player("lw_bert").await;
    for b in [&anna, &bert] {
        assert_eq!(choose(b, "de", "Europe/Berlin").await.status, 200);
    }
    // The mails of registration went before either chose a language.
    app.drain_mail().await;
    let registered = app.sink().messages().len();
    let id = anna.create_game("chess", "white", "lw_bert").await.game_id();
    app.drain_mail().await;
    let invitation: Vec<Read> = mails_to(&app, registered, "lw_bert@example.org")
        .into_iter()
        .filter(|m| m.subject.contains("lw_anna"))
        .collect();
    assert_eq!(invitation.len(), 1);
    assert!(invitation[0].subject.contains("lw_anna lädt dich zu einer Partie Schach ein"), "{}", invitation[0].subject);
    assert!(invitation[0].text.contains("Du würdest mit Schwarz spielen."), "{}", invitation[0].text);
    assert_german(&invitation[0]);

    let waiting = bert.game_page(id).await;
    assert!(waiting.contains("Eine Einladung von lw_anna an lw_bert, die auf Antwort wartet."), "{}", waiting.body);
    assert!(waiting.contains("Einladung annehmen"));
    assert!(page_english(&waiting).is_empty(), "{:?}", page_english(&waiting));

    assert_eq!(bert.accept(id, "").await.status, 200);
    anna.play(id, "P e2-e4").await;
    bert.play(id, "p e7-e5").await;
    assert_eq!(bert.post(&format!("/games/{id}/draw/offer"), &[]).await.status, 200);
    let offered = anna.game_page(id).await;
    assert!(offered.contains("lw_bert bietet Remis an."), "{}", offered.body);
    assert!(offered.contains("Remis annehmen"));
    assert_eq!(anna.post(&format!("/games/{id}/draw/decline"), &[]).await.status, 200);
    assert_eq!(anna.post(&format!("/games/{id}/resign"), &[]).await.status, 200);
    app.drain_mail().await;

    let over = bert.game_page(id).await;
    assert!(over.contains("Ergebnis: Schwarz (lw_bert) gewinnt durch Aufgabe"), "{}", over.body);
    assert!(over.contains("lw_bert hat Remis angeboten"), "the history: {}", over.body);
    assert!(over.contains("lw_anna hat das Remisangebot abgelehnt"));
    assert!(over.contains("Die Partie ist beendet."));
    // The pieces by their German names, on the board and in the position in words.
    assert!(over.contains("Springer (Weiß) auf g1"), "{}", over.body);
    assert!(over.contains("Weiß: Turm ×2 a1, h1"), "{}", over.body);
    assert!(page_english(&over).is_empty(), "{:?}", page_english(&over));
    let past = bert.get(&format!("/games/{id}?ply=1")).await;
    assert!(past.contains("Nach Halbzug 1: Schwarz am Zug (lw_bert)."), "{}", past.body);
    assert!(past.contains("Letzter Zug, Weiß: 1. P e2-e4 (e4)"), "{}", past.body);
    assert!(page_english(&past).is_empty(), "{:?}", page_english(&past));

    let to_anna = mails_to(&app, registered, "lw_anna@example.org");
    let to_bert = mails_to(&app, registered, "lw_bert@example.org");
    let subjects: Vec<&str> = to_anna.iter().chain(&to_bert).map(|m| m.subject.as_str()).collect();
    for wanted in [
        "lw_bert hat angenommen",
        "lw_bert bietet Remis an",
        "lw_anna hat dein Remisangebot abgelehnt",
        "Schwarz (lw_bert) gewinnt durch Aufgabe",
    ] {
        assert!(subjects.iter().any(|s| s.contains(wanted)), "no mail says {wanted:?}: {subjects:?}");
    }
    for mail in to_anna.iter().chain(&to_bert) {
        assert_german(mail);
    }
}

#[both_backends]
async fn the_api_and_error_pages_refuse_in_the_language_asked_for() {
    use crate::api::tool::{Tool, with_json};
    let app = crate::support::spawn_app().await;
    let (_, white) = Tool::player(&app, "la_white", "play").await;
    let (bert, black) = Tool::player(&app, "la_black", "play").await;
    let id = Tool::started(&white, &black, "la_black").await;

    // Black moves out of turn: a refusal decided by the game's rules, in Japanese.
    let request = black
        .request("POST", &format!("/api/v1/games/{id}/moves"))
        .header("accept-language", "ja, en;q=0.5");
    let response = with_json(request, &serde_json::json!({ "move": "p e7-e5", "ply": 0 }))
        .send()
        .await
        .expect("send");
    assert_eq!(response.headers()["content-language"], "ja");
    let answer = Tool::read(response).await;
    let detail = answer.problem(403, "forbidden");
    assert_eq!(detail, "あなたの手番ではありません");
    assert_eq!(answer.json()["title"], "アクセスが禁止されています");
    // Without a language asked for, the words are the source's.
    let english = black.play_at(id, 0, "p e7-e5").await;
    assert_eq!(english.problem(403, "forbidden"), "it is not your turn");
    // An address the API does not have, in German.
    let nothing = Tool::read(
        black
            .request("GET", "/api/v1/no-such-thing")
            .header("accept-language", "de")
            .send()
            .await
            .expect("send"),
    )
    .await;
    assert_eq!(nothing.problem(404, "not_found"), "Unter dieser Adresse gibt es keine Operation der API.");

    // The same refusal on the game's page, for a player who chose German.
    assert_eq!(choose(&bert, "de", "Europe/Berlin").await.status, 200);
    let refused = bert.post_move(id, 0, "p e7-e5").await;
    assert!(refused.contains("du bist nicht am Zug"), "{}", refused.body);
    assert!(!refused.contains("it is not your turn"));
    let missing = bert.get("/no/such/page").await;
    assert_eq!(missing.status, 404);
    assert!(missing.contains("404 Nicht gefunden"), "{}", missing.body);
    assert!(missing.contains("Unter dieser Adresse gibt es keine Seite."));
}

#[both_backends]
async fn a_player_registers_in_the_language_their_browser_asks_for() {
    let app = spawn_app_with_clock_counting_mail().await;
    let sol = crate::support::Browser::speaking(&app.base, "es-MX, en;q=0.3");
    let registered = sol.register("lr_sol", "lr_sol@example.org", "correct horse").await;
    assert_eq!(registered.status, 200, "{}", registered.body);
    app.drain_mail().await;
    let confirm = read(&one_mail(&app, "lr_sol@example.org"));
    assert!(english_lines(&confirm.text).is_empty(), "{}", confirm.text);
    assert!(confirm.subject.contains("Confirma tu dirección"), "{}", confirm.subject);
    let kept: (Option<String>,) = sqlx::query_as("SELECT language FROM users WHERE username = 'lr_sol'")
        .fetch_one(&app.db().await)
        .await
        .expect("row");
    assert_eq!(kept.0.as_deref(), Some("es"));
    // The data export says what was chosen.
    let export = sol.get("/account/export").await;
    assert!(export.body.contains("\"language\": \"es\""), "{}", export.body);
    // A browser asking for English, or for nothing, leaves the choice open.
    let ann = crate::support::Browser::speaking(&app.base, "en-GB");
    ann.register("lr_ann", "lr_ann@example.org", "correct horse").await;
    let open: (Option<String>,) = sqlx::query_as("SELECT language FROM users WHERE username = 'lr_ann'")
        .fetch_one(&app.db().await)
        .await
        .expect("row");
    assert_eq!(open.0, None);
}
