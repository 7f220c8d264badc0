//! One-click unsubscribe (RFC 8058): every optional mail names an address in
//! `List-Unsubscribe`, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; one POST
//! of that body to it, with no cookie, login or form token, turns that kind of mail off.
//! A GET only shows the button; a forged or damaged address changes nothing.

use crate::smtp_sink::SunkMail;
use crate::support::{TestApp, spawn_app_counting_mail, started_game};

/// The addresses of a `List-Unsubscribe` value (RFC 2369: `<URI>`s separated by commas).
fn uris(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(|part| {
            let part = part.trim();
            assert!(
                part.starts_with('<') && part.ends_with('>'),
                "not <URI>: {value}"
            );
            part[1..part.len() - 1].to_string()
        })
        .collect()
}

/// The web address of a mail's `List-Unsubscribe`, checked as RFC 8058 asks: a web
/// URI in the header, and the header saying it takes the one-click POST.
fn one_click_address(app: &TestApp, mail: &SunkMail) -> String {
    let header = mail
        .header("List-Unsubscribe")
        .unwrap_or_else(|| panic!("no List-Unsubscribe on {:?}", mail.subject()));
    let web: Vec<String> = uris(&header)
        .into_iter()
        .filter(|u| u.starts_with("https://") || u.starts_with("http://"))
        .collect();
    assert_eq!(web.len(), 1, "{header}");
    assert!(web[0].starts_with(&format!("{}/unsubscribe/", app.base)), "{header}");
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    // The body links to it too, for a reader whose client shows no button.
    assert!(mail.text().contains(&web[0]), "{}", mail.text());
    web[0].clone()
}

/// A POST as a mail client sends it: no cookie, nothing but the body.
async fn post_one_click(url: &str, content_type: &str, body: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(url)
        .header("content-type", content_type)
        .body(body.to_string())
        .send()
        .await
        .expect("POST")
}

const FORM: &str = "application/x-www-form-urlencoded";

/// The newest mail to `to`, after draining.
async fn last_mail_to(app: &TestApp, to: &str) -> Option<SunkMail> {
    app.drain_mail().await;
    app.sink().messages().into_iter().rev().find(|m| m.is_for(to))
}

#[both_backends]
async fn one_post_of_the_header_address_turns_move_mail_off() {
    let app = spawn_app_counting_mail().await;
    let (quinn, rhea, id) = started_game(&app, "chess", "quinn", "rhea").await;
    quinn.play(id, "P e2-e4").await;
    let mail = last_mail_to(&app, "rhea@example.org").await.expect("a mail");
    assert!(mail.subject().contains("played P e2-e4"), "{}", mail.subject());
    let url = one_click_address(&app, &mail);
    // A GET, as a scanner following the link does: a page with the button, nothing off.
    let shown = reqwest::get(&url).await.expect("GET");
    assert_eq!(shown.status(), 200);
    let page = shown.text().await.expect("page");
    assert!(page.contains("id=\"unsubscribe\""), "{page}");
    assert!(page.contains("mail about each move"), "{page}");
    rhea.play(id, "p e7-e5").await;
    quinn.play(id, "N g1-f3").await;
    let still = last_mail_to(&app, "rhea@example.org").await.expect("a mail");
    assert!(still.subject().contains("played N g1-f3"), "after a GET, mail still comes");
    // The one click.
    let sent = app.sink().messages().len();
    let done = post_one_click(&url, FORM, "List-Unsubscribe=One-Click").await;
    assert_eq!(done.status(), 200);
    assert!(done.text().await.expect("page").contains("id=\"unsubscribed\""));
    rhea.play(id, "n b8-c6").await;
    quinn.play(id, "B f1-b5").await;
    app.drain_mail().await;
    let after: Vec<_> = app.sink().messages()[sent..]
        .iter()
        .filter(|m| m.is_for("rhea@example.org"))
        .map(SunkMail::subject)
        .collect();
    assert!(after.is_empty(), "no move mail after unsubscribing: {after:?}");
    let account = rhea.get("/account").await;
    assert!(
        account.contains("name=\"moves\" value=\"none\" checked"),
        "{}",
        account.body
    );
    // Again: still off, still 200.
    let again = post_one_click(&url, FORM, "List-Unsubscribe=One-Click").await;
    assert_eq!(again.status(), 200);
}

#[both_backends]
async fn forged_damaged_or_bodiless_requests_change_nothing() {
    let app = spawn_app_counting_mail().await;
    let (sam, tia, id) = started_game(&app, "chess", "sam", "tia").await;
    sam.play(id, "P e2-e4").await;
    let mail = last_mail_to(&app, "tia@example.org").await.expect("a mail");
    let url = one_click_address(&app, &mail);
    let (base, token) = url.rsplit_once('/').expect("a token");
    let (user, rest) = token.split_once('-').expect("user-kind-mac");
    let (kind, mac) = rest.split_once('-').expect("kind-mac");
    let flipped = format!(
        "{}{}",
        &mac[..mac.len() - 1],
        if mac.ends_with('0') { '1' } else { '0' }
    );
    let sams_id: i64 = user.parse::<i64>().expect("an id") - 1;
    let forged = [
        format!("{user}-{kind}-{flipped}"),
        format!("{sams_id}-{kind}-{mac}"),
        format!("{user}-r-{mac}"),
        format!("{user}-{kind}"),
        "not-a-token".to_string(),
        format!("{token}0"),
    ];
    for bad in &forged {
        let refused = post_one_click(&format!("{base}/{bad}"), FORM, "List-Unsubscribe=One-Click").await;
        assert_eq!(refused.status(), 422, "{bad}");
        let page = refused.text().await.expect("page");
        assert!(page.contains("not valid"), "{bad}: {page}");
        assert_eq!(reqwest::get(format!("{base}/{bad}")).await.expect("GET").status(), 422);
    }
    // The right address without RFC 8058's body is refused too.
    for (content_type, body) in [(FORM, ""), (FORM, "List-Unsubscribe=Yes"), ("text/plain", "One-Click")] {
        let refused = post_one_click(&url, content_type, body).await;
        assert_eq!(refused.status(), 400, "{body:?}");
    }
    tia.play(id, "p e7-e5").await;
    sam.play(id, "N g1-f3").await;
    let still = last_mail_to(&app, "tia@example.org").await.expect("a mail");
    assert!(still.subject().contains("played N g1-f3"), "{}", still.subject());
}

#[both_backends]
async fn each_kind_of_mail_has_its_own_address_and_the_multipart_post_works() {
    let app = spawn_app_counting_mail().await;
    let uma = app.player("uma").await;
    let vic = app.player("vic").await;
    let first = uma.create_game("chess", "white", "vic").await.game_id();
    let invitation = last_mail_to(&app, "vic@example.org").await.expect("an invitation");
    let url = one_click_address(&app, &invitation);
    assert!(url.contains("-i-"), "{url}");
    // RFC 8058 asks mail clients for multipart/form-data.
    let body = "--b0undary\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--b0undary--\r\n";
    let done = post_one_click(&url, "multipart/form-data; boundary=b0undary", body).await;
    assert_eq!(done.status(), 200);
    let before = app.sink().messages().len();
    uma.create_game("chess", "white", "vic").await;
    app.drain_mail().await;
    assert!(
        !app.sink().messages()[before..].iter().any(|m| m.is_for("vic@example.org")),
        "no invitation mail after unsubscribing from them"
    );
    // Move mail is another kind: still on.
    assert_eq!(vic.accept(first, "").await.status, 200);
    uma.play(first, "P e2-e4").await;
    let moved = last_mail_to(&app, "vic@example.org").await.expect("a move mail");
    assert!(moved.subject().contains("played P e2-e4"));
    assert!(one_click_address(&app, &moved).contains("-m-"));
}
