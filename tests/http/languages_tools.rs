//! The refusals of an account's tools in the reader's language: a player whose account
//! chose German is refused a webhook, an API token, a mail or push choice, a device, a
//! password and a variant in German, through the forms a browser sends; a tool's refused
//! API request answers in the language it asks for; and a reply by mail that plays
//! nothing is answered in German, in the player's words, as is one that plays.

use crate::languages::speak;
use crate::languages::english_lines;
use crate::mail_reply::{latest, plain, reply, reply_to};
use crate::push_service::Device;
use crate::support::{Page, TestApp, spawn_app, started_game, text_of};


/// The lines of a page's `<main>` that read as English.
fn english_in_main(body: &str) -> Vec<String> {
    let start = body.find("<main>").expect("a <main>");
    let end = body.find("</main>").expect("a </main>");
    body[start..end]
        .lines()
        .flat_map(|line| english_lines(&text_of(line)))
        .collect()
}

/// `page` refuses with `status`, says `german` and not `english`, and its content reads
/// as no English.
fn refused_in_german(page: &Page, status: u16, german: &str, english: &str) {
    assert_eq!(page.status, status, "{german}: {}", page.body);
    assert!(page.contains("<html lang=\"de\">"), "{}", page.body);
    assert!(page.contains(german), "{german:?} missing from {}", page.body);
    assert!(!page.contains(english), "{english:?} in {}", page.body);
    let left = english_in_main(&page.body);
    assert!(left.is_empty(), "{german}: English in the page: {left:?}");
}

#[both_backends]
async fn a_german_player_is_refused_their_tools_in_german() {
    let app = spawn_app().await;
    let greta = app.player("lt_greta").await;
    speak(&greta, "de", "Europe/Berlin").await;

    let webhook = greta.post("/account/webhooks", &[("url", "http://example.com/")]).await;
    refused_in_german(
        &webhook,
        422,
        "eine Webhook-URL muss mit https:// beginnen: Über einfaches http könnte jeder unterwegs die Ereignisse mitlesen",
        "must start with https://",
    );
    let loopback = greta.post("/account/webhooks", &[("url", "https://127.0.0.1/")]).await;
    refused_in_german(
        &loopback,
        422,
        "127.0.0.1 ist eine Loopback-Adresse; Webhooks dürfen nur öffentliche Adressen erreichen",
        "may only reach public addresses",
    );

    let long_name = "n".repeat(61);
    let token = greta
        .post("/account/tokens", &[("name", long_name.as_str()), ("scope", "play")])
        .await;
    refused_in_german(
        &token,
        422,
        "gib dem Token einen Namen (zum Beispiel das Werkzeug, für das er ist): 1 bis 60 Zeichen einfacher Text",
        "name the token",
    );

    let password = greta
        .post(
            "/account/password",
            &[("current", "not my password"), ("new", "a long new one")],
        )
        .await;
    refused_in_german(&password, 422, "Das aktuelle Passwort ist falsch.", "the current password is wrong");

    let mail = greta
        .post(
            "/account/mail",
            &[("moves", "often"), ("digest_hour", "7"), ("reminders", "on"), ("invitations", "on")],
        )
        .await;
    refused_in_german(
        &mail,
        422,
        "E-Mails zu Zügen müssen „every“, „digest“ oder „none“ sein (eingegeben: „often“)",
        "move mail must be",
    );

    let device = Device::new();
    let push = greta
        .post(
            "/account/push/devices",
            &[
                ("endpoint", "https://10.1.2.3/push"),
                ("p256dh", &device.p256dh()),
                ("auth", &device.auth()),
            ],
        )
        .await;
    refused_in_german(
        &push,
        422,
        "10.1.2.3 ist eine private Adresse; Benachrichtigungen dürfen nur öffentliche Adressen erreichen",
        "pushes may only reach",
    );

    let vacation = greta.post("/vacation", &[("days", "99")]).await;
    refused_in_german(
        &vacation,
        422,
        "Der Urlaub muss eine ganze Zahl von Tagen zwischen 1 und 30 sein",
        "the vacation must be",
    );
}

#[both_backends]
async fn the_variant_editor_refuses_in_german() {
    let app = spawn_app().await;
    let hugo = app.player("lt_hugo").await;
    let ines = app.player("lt_ines").await;
    speak(&hugo, "de", "Europe/Berlin").await;
    let editor = |source: &'static str, format: &'static str| {
        let hugo = &hugo;
        async move {
            hugo.post(
                "/variants/new",
                &[("format", format), ("source", source), ("description", ""), ("action", "check")],
            )
            .await
        }
    };

    let empty = editor("   ", "pigeonpost").await;
    assert_eq!(empty.status, 422, "{}", empty.body);
    assert!(empty.contains("die Definition ist leer"), "{}", empty.body);
    assert!(!empty.contains("the definition is empty"), "{}", empty.body);

    // The TOML reader's own words stay English, inside a sentence of ours.
    let unreadable = editor("key = = 2\n", "pigeonpost").await;
    assert_eq!(unreadable.status, 422, "{}", unreadable.body);
    assert!(
        unreadable.contains("Der Text lässt sich nicht als TOML lesen (Meldung des TOML-Lesers): TOML parse error"),
        "{}",
        unreadable.body
    );

    let format = editor("inherits = \"chess\"\n", "toml").await;
    refused_in_german(
        &format,
        422,
        "unbekanntes Format der Definition „toml“: Wähle pigeonpost oder fairy",
        "unknown definition format",
    );

    // Ines's draft is not Hugo's to edit.
    let saved = ines
        .post(
            "/variants/new",
            &[
                ("format", "pigeonpost"),
                ("source", "inherits = \"chess\"\nkey = \"ines-own\"\nname = \"Ines's own\"\n"),
                ("description", ""),
                ("action", "save"),
            ],
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let not_his = hugo
        .post(
            "/variants/lt_ines/ines-own/edit",
            &[("format", "pigeonpost"), ("source", "x"), ("action", "check")],
        )
        .await;
    refused_in_german(
        &not_his,
        403,
        "nur der Autor einer Variante darf sie bearbeiten",
        "only its author may edit",
    );
}

#[both_backends]
async fn a_tool_s_refused_request_answers_in_the_language_it_asks_for() {
    use crate::api::tool::{Tool, with_json};
    let app = spawn_app().await;
    let (_, reader) = Tool::player(&app, "lt_rita", "read").await;
    let (_, player) = Tool::player(&app, "lt_paul", "play").await;

    let asking = |tool: &Tool, method: &str, path: &str, language: &str| {
        tool.request(method, path).header("accept-language", language)
    };
    let scope = reader
        .send(asking(&reader, "POST", "/api/v1/games/1/actions/resign", "de"))
        .await;
    let detail = scope.problem(403, "scope");
    assert_eq!(
        detail,
        "dieses Token darf nur lesen: Züge, Angebote und Einladungen brauchen ein Token mit dem Bereich „play“"
    );
    assert_eq!(scope.json()["title"], "Verboten", "{}", scope.text);
    // Without a language asked for, the words are the source's, as they were.
    let english = reader.post("/api/v1/games/1/actions/resign").await;
    assert_eq!(
        english.problem(403, "scope"),
        "this token may only read: moves, offers and invitations need a token with the \"play\" scope"
    );

    let missing = reader
        .send(asking(&reader, "GET", "/api/v1/games/999999", "ja"))
        .await;
    assert_eq!(missing.problem(404, "not_found"), "対局999999が見つかりません");

    let stranger = Tool::new(&app, "pp_not-a-token");
    let unknown = stranger
        .send(asking(&stranger, "GET", "/api/v1/me", "ja, en;q=0.5"))
        .await;
    assert_eq!(
        unknown.problem(401, "unauthorized"),
        "このAPIトークンは無効です。取り消されたか、作成されていません"
    );

    let shapeless = player
        .send(with_json(
            asking(&player, "POST", "/api/v1/games/1/moves", "es"),
            &serde_json::json!({ "mov": "e4" }),
        ))
        .await;
    let detail = shapeless.problem(422, "invalid");
    assert!(
        detail.starts_with("el JSON no tiene la forma esperada: "),
        "{detail}"
    );
}

/// The subject and decoded text of `mail`.
fn subject_and_text(mail: &crate::smtp_sink::SunkMail) -> (String, String) {
    let parsed = mail_parser::MessageParser::default()
        .parse(mail.data.as_bytes())
        .expect("a mail");
    (
        parsed.subject().unwrap_or_default().to_string(),
        parsed.body_text(0).unwrap_or_default().to_string(),
    )
}

/// How many answers that played nothing `to` got, by their German subject.
fn not_played_to(app: &TestApp, to: &str) -> usize {
    app.sink()
        .messages()
        .iter()
        .filter(|m| m.is_for(to) && subject_and_text(m).0.contains("wurde nicht gespielt"))
        .count()
}

#[both_backends]
async fn a_german_player_s_reply_by_mail_is_answered_in_german() {
    let app = spawn_app().await;
    let (anna, bernd, id) = started_game(&app, "chess", "lt_anna", "lt_bernd").await;
    let b = "lt_bernd@example.org";
    speak(&bernd, "de", "Europe/Berlin").await;
    anna.play(id, "P e2-e4").await;
    let to_bernd = reply_to(&latest(&app, b, "lt_anna spielte").await);

    // An illegal move: why, in the rules' German words, and the legal moves.
    reply(&app, plain(b, &to_bernd, "Ke3")).await;
    let refusal = latest(&app, b, "Deine Antwort wurde nicht gespielt").await;
    let (subject, text) = subject_and_text(&refusal);
    assert!(subject.ends_with(": Deine Antwort wurde nicht gespielt"), "{subject}");
    assert!(text.contains("Deine Antwort „Ke3“ zu "), "{text}");
    assert!(text.contains("Die Partie ist unverändert."), "{text}");
    assert!(text.contains("Erlaubte Züge: ") && text.contains("n g8-f6"), "{text}");
    assert!(english_lines(&text).is_empty(), "English in the refusal: {text}");
    assert!(!text.contains("was not played") && !text.contains("Legal moves"), "{text}");

    // From another address: the reason is the account's, in German.
    reply(&app, plain("x@evil.example", &to_bernd, "e5")).await;
    let told = latest(&app, b, "Deine Antwort wurde nicht gespielt").await;
    let (_, text) = subject_and_text(&told);
    assert!(
        text.contains("sie kam von x@evil.example, nicht von der Adresse deines Kontos"),
        "{text}"
    );
    assert!(english_lines(&text).is_empty(), "English in the refusal: {text}");

    // A move that plays: what it did and what comes next, in German.
    reply(&app, plain(b, &to_bernd, "e5")).await;
    let done = latest(&app, b, "Du hast 1... p e7-e5 gespielt").await;
    let (_, text) = subject_and_text(&done);
    assert!(text.contains("Die bisherigen Züge: 1. e4 e5"), "{text}");
    assert!(text.contains("lt_anna ist am Zug."), "{text}");
    assert!(english_lines(&text).is_empty(), "English in the answer: {text}");

    // Answers that played nothing are counted by what they are, not by their subject's
    // words: a forged address gets Bernd five in the hour, in German, and no more.
    let forged = to_bernd.replacen("-1-", "-3-", 1);
    assert_ne!(forged, to_bernd);
    let before = not_played_to(&app, b);
    for _ in 0..(6 - before) {
        reply(&app, plain(b, &forged, "d5")).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(not_played_to(&app, b), 5);
    let unmatched = latest(&app, b, "Deine E-Mail an Pigeonpost wurde nicht gespielt").await;
    assert!(english_lines(&subject_and_text(&unmatched).1).is_empty());
}
