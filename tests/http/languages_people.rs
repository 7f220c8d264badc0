//! The account and people pages in the reader's language: a player whose account chose
//! German reads their account, vacation, profile, games, the lobby, the leaderboards and
//! the watch page in German, with their times on their own clock, and a refused form
//! answers in German too; a visitor whose browser asks for Japanese reads the public
//! pages in Japanese; an unsubscribe link opens in the language of the mail it came in.

use crate::languages::speak;
use crate::languages::english_lines;
use crate::support::{Page, spawn_app_counting_mail, spawn_app_with_clock, started_timed_game, text_of};


/// Names the pages show that are the variant catalogue's data, not these pages' words:
/// the families' names (the lobby's menu of families), translated with the catalogue.
const CATALOGUE_NAMES: &[&str] = &["Board games"];

/// The lines of a page's own content (its `<main>`, as a reader sees each line) that
/// read as English.
fn english_in_main(body: &str) -> Vec<String> {
    let start = body.find("<main>").expect("a <main>");
    let end = body.find("</main>").expect("a </main>");
    body[start..end]
        .lines()
        .filter(|line| !CATALOGUE_NAMES.iter().any(|name| line.contains(name)))
        .flat_map(|line| english_lines(&text_of(line)))
        .collect()
}

/// `page` is in `lang`, says each of `words`, and carries no English sentence.
fn in_language(path: &str, page: &Page, lang: &str, words: &[&str]) {
    assert_eq!(page.status, 200, "{path}: {}", page.body);
    assert!(
        page.contains(&format!("<html lang=\"{lang}\">")),
        "{path} is not in {lang}: {}",
        page.body
    );
    for w in words {
        assert!(page.contains(w), "{path}: {w:?} missing from {}", page.body);
    }
    let english = english_in_main(&page.body);
    assert!(english.is_empty(), "{path}: English in the {lang} page: {english:?}");
}

#[both_backends]
async fn a_german_player_reads_their_pages_in_german_on_their_clock() {
    let app = spawn_app_with_clock().await;
    let per_move = &[("time_control", "move"), ("days", "3")];
    let (anna, bert, id) = started_timed_game(&app, "lp_anna", "lp_bert", per_move).await;
    speak(&bert, "de", "Europe/Berlin").await;
    // Played at 2026-01-01 00:00 UTC: Bert's three days end at 01:00 on Berlin's clock.
    anna.play(id, "P e2-e4").await;

    let account = bert.get("/account").await;
    in_language(
        "/account",
        &account,
        "de",
        &[
            "<h1>Konto</h1>",
            "Neue E-Mail-Adresse",
            "Wenn mein Gegner zieht",
            "Wo du angemeldet bist",
            "Blockierte Spieler",
            "Gib zur Bestätigung „delete my account“ ein",
        ],
    );
    assert!(account.contains("<title>Konto – Pigeonpost</title>"), "{}", account.body);

    let my = bert.get("/my").await;
    in_language(
        "/my",
        &my,
        "de",
        &[
            "Meine Partien",
            "Halbzug 1, ziehe bis 04.01.2026, 01:00 CET",
            "lp_anna gegen lp_bert",
        ],
    );

    let vacation = bert.get("/vacation").await;
    in_language(
        "/vacation",
        &vacation,
        "de",
        &["Du hast 30 Tage im Jahr", "2026: 0 von 30 Tagen genommen, 30 übrig."],
    );

    let profile = bert.get("/players/lp_anna").await;
    in_language(
        "/players/lp_anna",
        &profile,
        "de",
        &["Mitglied seit 01.01.2026.", "lp_anna herausfordern", "Beendete Partien"],
    );

    for (path, words) in [
        ("/lobby", &["Gesuche", "Bedenkzeit"][..]),
        ("/watch", &["Laufende Partien", "1 Zug"][..]),
        ("/variants/chess/leaderboard", &["Bestenliste", "Noch niemand."][..]),
        ("/password/forgot", &["Passwort vergessen?"][..]),
    ] {
        in_language(path, &bert.get(path).await, "de", words);
    }

    // On vacation from 2026-01-01 00:00 UTC for two days: back at 01:00 in Berlin.
    let away = bert.post("/vacation", &[("days", "2")]).await;
    in_language(
        "/vacation",
        &away,
        "de",
        &["Du bist im Urlaub bis 03.01.2026, 01:00 CET."],
    );
    let anna_sees = anna.get("/vacation").await;
    assert!(anna_sees.contains("<html lang=\"en\">"), "Anna chose nothing");
}

#[both_backends]
async fn refused_forms_answer_in_the_player_s_language() {
    let app = spawn_app_with_clock().await;
    let carla = app.player("lp_carla").await;
    speak(&carla, "es", "").await;
    let refused = carla.post("/vacation", &[("days", "many")]).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(
        refused.contains(
            "Las vacaciones deben ser un número entero de días entre 1 y 30, los días que te quedan en 2026 (escribiste «many»)."
        ),
        "{}",
        refused.body
    );
    assert!(english_in_main(&refused.body).is_empty(), "{}", refused.body);

    let wrong = carla
        .post(
            "/account/password",
            &[("current", "not my password"), ("new", "a long new one")],
        )
        .await;
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    assert!(wrong.contains("La contraseña actual no es correcta."), "{}", wrong.body);
    let short = carla
        .post("/account/password", &[("current", "correct horse"), ("new", "short")])
        .await;
    assert!(short.contains("Una contraseña tiene de 8 a 200 caracteres."), "{}", short.body);

    let unconfirmed = carla
        .post(
            "/account/delete",
            &[("password", "correct horse"), ("confirmation", "yes")],
        )
        .await;
    assert!(
        unconfirmed.contains(
            "Para eliminar la cuenta, escribe «delete my account» en la casilla de confirmación."
        ),
        "{}",
        unconfirmed.body
    );

    let not_an_address = carla.post("/password/forgot", &[("email", "nowhere")]).await;
    assert_eq!(not_an_address.status, 422, "{}", not_an_address.body);
    assert!(
        not_an_address.contains("«nowhere» no es una dirección de correo."),
        "{}",
        not_an_address.body
    );

    // The same forms in English, word for word as they were.
    let dan = app.player("lp_dan").await;
    let refused = dan.post("/vacation", &[("days", "many")]).await;
    assert!(
        refused.contains(
            "the vacation must be a whole number of days from 1 to 30, the days you have left in 2026 (got &#34;many&#34;)"
        ),
        "{}",
        refused.body
    );
    let wrong = dan
        .post(
            "/account/password",
            &[("current", "not my password"), ("new", "a long new one")],
        )
        .await;
    assert!(wrong.contains("the current password is wrong"), "{}", wrong.body);
}

#[both_backends]
async fn a_visitor_s_browser_asking_for_japanese_gets_the_public_pages_in_japanese() {
    let app = spawn_app_with_clock().await;
    app.player("lp_eri").await;
    let visitor = app.browser();
    for (path, words) in [
        ("/password/forgot", &["パスワードをお忘れですか？", "リンクを送る"][..]),
        ("/lobby", &["対局の募集", "受付中の募集はありません。"][..]),
        ("/watch", &["最近終わった対局"][..]),
        ("/players/lp_eri", &["2026年1月1日 から参加。", "終わった対局"][..]),
        ("/variants/chess/leaderboard", &["ランキング", "まだ誰もいません。"][..]),
    ] {
        let response = visitor.get_with(path, &[("accept-language", "ja, en;q=0.5")]).await;
        let page = Page {
            status: response.status().as_u16(),
            url: path.to_string(),
            body: response.text().await.expect("body"),
            retry_after: None,
        };
        in_language(path, &page, "ja", words);
    }
}

#[both_backends]
async fn an_unsubscribe_link_opens_in_the_language_of_its_mail() {
    let app = spawn_app_counting_mail().await;
    let (fynn, gesa, id) = crate::support::started_game(&app, "chess", "lp_fynn", "lp_gesa").await;
    speak(&gesa, "de", "Europe/Berlin").await;
    fynn.play(id, "P e2-e4").await;
    app.drain_mail().await;
    let mail = app
        .sink()
        .messages()
        .into_iter()
        .rev()
        .find(|m| m.is_for("lp_gesa@example.org"))
        .expect("a mail to Gesa");
    let header = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
    let url = header
        .split(',')
        .map(|u| u.trim().trim_start_matches('<').trim_end_matches('>'))
        .find(|u| u.starts_with("http"))
        .expect("a web address")
        .to_string();
    // Opened from a mail client, with no cookie and a browser asking for English.
    let shown = reqwest::Client::new()
        .get(&url)
        .header("accept-language", "en")
        .send()
        .await
        .expect("GET");
    assert_eq!(shown.status(), 200);
    let body = shown.text().await.expect("page");
    assert!(body.contains("<html lang=\"de\">"), "{body}");
    assert!(
        body.contains("An lp_gesa nicht mehr schicken: E-Mails zu jedem Zug deiner Partien?"),
        "{body}"
    );
    assert!(english_in_main(&body).is_empty(), "{body}");
}

/// The subject and decoded text part of the newest mail to `to` whose subject has
/// `subject`, waiting for it (a reset link is queued by a background task).
async fn mail_to(app: &crate::support::TestApp, to: &str, subject: &str) -> (String, String) {
    for _ in 0..200 {
        app.drain_mail().await;
        let found = app
            .sink()
            .messages()
            .into_iter()
            .rev()
            .filter(|m| m.is_for(to))
            .map(|m| {
                let parsed = mail_parser::MessageParser::default()
                    .parse(m.data.as_bytes())
                    .expect("a mail");
                (
                    parsed.subject().unwrap_or_default().to_string(),
                    parsed.body_text(0).unwrap_or_default().to_string(),
                )
            })
            .find(|(s, _)| s.contains(subject));
        if let Some(mail) = found {
            return mail;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no mail to {to} about {subject:?}");
}

#[both_backends]
async fn account_mails_come_in_the_player_s_language() {
    let app = spawn_app_counting_mail().await;
    let hanna = app.player("lp_hanna").await;
    speak(&hanna, "de", "Europe/Berlin").await;
    let changed = hanna
        .post(
            "/account/email",
            &[("email", "lp_hanna2@example.org"), ("password", "correct horse")],
        )
        .await;
    assert_eq!(changed.status, 200, "{}", changed.body);
    assert!(
        changed.contains(
            "Ein Link wurde an lp_hanna2@example.org geschickt. Folge ihm, um die Adresse zu bestätigen."
        ),
        "{}",
        changed.body
    );
    let (subject, text) = mail_to(&app, "lp_hanna2@example.org", "Pigeonpost").await;
    assert_eq!(subject, "Bestätige deine Adresse bei Pigeonpost");
    assert!(text.contains("innerhalb von 7 Tagen"), "{text}");
    assert!(english_lines(&text).is_empty(), "{text}");

    let asked = hanna
        .post("/password/forgot", &[("email", "lp_hanna@example.org")])
        .await;
    assert_eq!(asked.status, 200, "{}", asked.body);
    assert!(asked.contains("ist ein Link zum Setzen eines neuen Passworts"), "{}", asked.body);
    let (subject, text) = mail_to(&app, "lp_hanna@example.org", "Neues Passwort").await;
    assert_eq!(subject, "Neues Passwort für Pigeonpost setzen");
    assert!(english_lines(&text).is_empty(), "{text}");
}
