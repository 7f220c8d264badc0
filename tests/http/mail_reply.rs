//! Moves by mail, as a player makes them: the Reply-To of the move mail the sink
//! received is answered by a message shaped as real mail programs write replies (plain
//! text with a quote and a signature, Gmail's multipart/alternative, Outlook's HTML
//! only, quoted-printable, base64, a phone), piped into the real `pigeonpost
//! receive-mail` process on the test's database; the game and the answer mail show
//! what it did. Forged, stale and automatic messages change nothing.

use crate::page_tags::fetch;
use crate::smtp_sink::SunkMail;
use crate::support::{TestApp, spawn_app, started_game};
use crate::live;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const REPLY_DOMAIN: &str = "reply.example.org";

/// Runs `pigeonpost receive-mail` on `message`: its exit status and what it logged.
async fn receive(app: &TestApp, message: String, recipient: Option<&str>) -> (i32, String) {
    let (code, log) = run_receive_mail(app, message, recipient).await;
    // The answer was queued by another process and the server's worker sends it at once
    // (`a_reply_by_mail_reaches_open_pages_and_the_outbox_at_once`); here the test only
    // waits for it to be out, so that the latest mail is the answer to this reply.
    let db = app.db().await;
    for _ in 0..200 {
        let (unsent,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")
                .fetch_one(&db)
                .await
                .expect("count the outbox");
        if unsent == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    (code, log)
}

/// The `receive-mail` process alone, leaving the answer to the server's worker.
async fn run_receive_mail(
    app: &TestApp,
    message: String,
    recipient: Option<&str>,
) -> (i32, String) {
    let (db, base) = (app.db_address(), app.base.clone());
    let recipient = recipient.map(str::to_string);
    let run = tokio::task::spawn_blocking(move || {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pigeonpost"));
        command
            .args(["receive-mail", "--database", &db, "--base-url", &base])
            .args(["--reply-domain", REPLY_DOMAIN])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(r) = recipient {
            command.args(["--recipient", &r]);
        }
        let mut child = command.spawn().expect("start pigeonpost receive-mail");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(message.as_bytes())
            .expect("write the message");
        let out = child.wait_with_output().expect("receive-mail ends");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    });
    run.await.expect("receive-mail thread")
}

/// Pipes `message` in and expects it read (status 0).
pub(crate) async fn reply(app: &TestApp, message: String) -> String {
    let (code, log) = receive(app, message, None).await;
    assert_eq!(code, 0, "{log}");
    log
}

/// The Reply-To address of `mail`, without angle brackets.
pub(crate) fn reply_to(mail: &SunkMail) -> String {
    let value = mail.header("Reply-To").expect("a Reply-To header");
    let value = value.trim();
    let address = match value.rsplit_once('<') {
        Some((_, rest)) => rest.trim_end_matches('>').to_string(),
        None => value.to_string(),
    };
    assert!(
        address.starts_with("move+") && address.ends_with(&format!("@{REPLY_DOMAIN}")),
        "{address}"
    );
    address
}

async fn game_state(app: &TestApp, id: i64) -> (i64, String) {
    let db = app.db().await;
    sqlx::query_as::<_, (i64, String)>("SELECT ply, status FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&db)
        .await
        .expect("the game")
}

/// A plain-text reply as Thunderbird or mutt writes it: the move, the quoted mail, a
/// signature.
pub(crate) fn plain(from: &str, to: &str, line: &str) -> String {
    format!(
        "Return-Path: <{from}>\r\nFrom: Player <{from}>\r\nTo: Pigeonpost <{to}>\r\nSubject: Re: your move\r\nDate: Tue, 24 Nov 2026 15:00:00 +0000\r\nMessage-ID: <r1@mail.example.org>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8; format=flowed\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{line}\r\n\r\nOn 24/11/2026 14:00, Pigeonpost wrote:\r\n> ann played 1. P e2-e4 in Chess.\r\n>\r\n> It is your move.\r\n\r\n-- \r\nBob, from the chess club\r\n"
    )
}

/// Gmail: multipart/alternative, the text part quoted-printable, the HTML part with the
/// quote in a gmail_quote block.
fn gmail(from: &str, to: &str, line: &str) -> String {
    format!(
        "From: Ann <{from}>\r\nTo: {to}\r\nSubject: Re: Chess\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary=\"000000000000abcdef\"\r\n\r\n--000000000000abcdef\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{line}=C2=A0\r\n\r\nOn Tue, Nov 24, 2026 at 3:00=E2=80=AFPM Pigeonpost <pigeonpost@example.org> wr=\r\note:\r\n\r\n> bob played 1... p e7-e5 in Chess #1: ann vs bob.\r\n>\r\n\r\n--000000000000abcdef\r\nContent-Type: text/html; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n<div dir=3D\"ltr\">{line}</div><br><div class=3D\"gmail_quote\"><div dir=3D\"l=\r\ntr\" class=3D\"gmail_attr\">On Tue, Nov 24, 2026 Pigeonpost wrote:<br></div><b=\r\nlockquote class=3D\"gmail_quote\">bob played 1... p e7-e5</blockquote></div>\r\n\r\n--000000000000abcdef--\r\n"
    )
}

/// Outlook: HTML only, windows-1252, quoted-printable, the original below a rule.
fn outlook(from: &str, to: &str, line: &str) -> String {
    format!(
        "From: Bob <{from}>\r\nTo: \"move\" <{to}>\r\nSubject: RE: Chess\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=\"windows-1252\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n<html><head><meta http-equiv=3D\"Content-Type\" content=3D\"text/html; charset=\r\n=3Dwindows-1252\"><style>p.MsoNormal {{margin:0}}</style></head><body><div class=3DWordSection1><p class=3D\"MsoNormal\">{line}<o:p></o:p></p><p class=3DMsoNormal>Regards =96 Bob<o:p></o:p></p><div id=3D\"divRplyFwdMsg\"><hr><b>From:</b> Pigeonpost<br>ann played 2. N g1-f3</div></div></body></html>\r\n"
    )
}

/// A body in base64 (as some webmails send UTF-8 text).
fn base64_reply(from: &str, to: &str, line: &str) -> String {
    let body = format!("{line}\r\n\r\nOn Tue, Pigeonpost wrote:\r\n> bob played 2... n b8-c6\r\n");
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: Chess\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n{}\r\n",
        base64(body.as_bytes())
    )
}

/// An iPhone: the move, "Sent from my iPhone", then the quote.
fn iphone(from: &str, to: &str, line: &str) -> String {
    format!(
        "From: Bob <{from}>\r\nTo: {to}\r\nSubject: Re: Chess\r\nContent-Type: text/plain; charset=us-ascii\r\nContent-Transfer-Encoding: 7bit\r\nMime-Version: 1.0 (1.0)\r\n\r\n{line}\r\n\r\nSent from my iPhone\r\n\r\n> On 24 Nov 2026, at 15:00, Pigeonpost <pigeonpost@example.org> wrote:\r\n>\r\n> ann played 3. B f1-c4\r\n"
    )
}

fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(A[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The latest mail to `to` whose subject holds `subject`.
pub(crate) async fn latest(app: &TestApp, to: &str, subject: &str) -> SunkMail {
    app.sink().wait_for_mail(to, subject).await;
    app.sink()
        .messages()
        .into_iter()
        .rev()
        .find(|m| m.is_for(to) && m.subject().contains(subject))
        .expect("found above")
}

/// A reply played by `receive-mail`, another process, reaches the opponent's open page
/// (its event stream) and leaves the outbox within two seconds, as a move on the web does.
#[both_backends]
async fn a_reply_by_mail_reaches_open_pages_and_the_outbox_at_once() {
    const PROMPT: Duration = Duration::from_secs(2);
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mo_ann", "mo_bob").await;
    let (a, b) = ("mo_ann@example.org", "mo_bob@example.org");
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, b, "mo_ann played").await);
    let mut page = live::open(&ann, &format!("/games/{id}/events"), None).await;
    let opened = page.expect_event(PROMPT, "the state when opened").await;
    assert_eq!(opened.ply(), 1);

    let (code, log) = run_receive_mail(&app, plain(b, &to_bob, "e5"), None).await;
    assert_eq!(code, 0, "{log}");
    let started = Instant::now();
    let moved = page.expect_event(PROMPT, "bob's move by mail").await;
    assert_eq!(moved.ply(), 2);
    // The answer to bob and the news to ann, sent by the server's worker unprompted.
    for (to, subject) in [(b, "You played 1... p e7-e5"), (a, "mo_bob played")] {
        while !app
            .sink()
            .messages()
            .iter()
            .any(|m| m.is_for(to) && m.subject().contains(subject))
        {
            assert!(
                started.elapsed() < PROMPT,
                "no mail to {to} about {subject:?} within {PROMPT:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// The lines a player writes after the move in a reply are a message with it, shown to
/// the opponent as one typed in the move form; the quote and signature are not.
#[both_backends]
async fn the_lines_after_a_move_by_mail_are_a_message_with_it() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mw_ann", "mw_bob").await;
    let (a, b) = ("mw_ann@example.org", "mw_bob@example.org");
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, b, "mw_ann played").await);
    reply(&app, plain(b, &to_bob, "e5\r\nA sharp one,\r\nas you like them.")).await;
    let told = latest(&app, a, "mw_bob played").await;
    let text = told.text();
    assert!(
        text.contains("A sharp one, as you like them."),
        "{text}"
    );
    assert!(!text.contains("chess club"), "no signature: {text}");
    let page = ann.game_page(id).await;
    assert!(
        page.body
            .contains("<q class=\"move-message\">A sharp one, as you like them.</q>"),
        "{}",
        page.body
    );
}

#[both_backends]
async fn mail_reply_plays_each_kind_of_reply_and_answers() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mr_ann", "mr_bob").await;
    let (a, b) = ("mr_ann@example.org", "mr_bob@example.org");
    ann.play(id, "P e2-e4").await;

    // Every mail we send is automatic and threads with its game.
    let mail = latest(&app, b, "mr_ann played").await;
    assert_eq!(mail.header("Auto-Submitted").as_deref(), Some("auto-generated"));
    assert!(mail.header("In-Reply-To").is_some_and(|v| v.contains(&format!("<game-{id}@"))));
    let to_bob = reply_to(&mail);

    // Plain text, abbreviated notation, quote and signature.
    let log = reply(&app, plain(b, &to_bob, "e5")).await;
    assert!(log.contains("done"), "{log}");
    assert_eq!(game_state(&app, id).await, (2, "active".into()));
    let answer = latest(&app, b, "You played 1... p e7-e5").await;
    assert!(answer.text().contains("The moves so far: 1. e4 e5"), "{}", answer.text());
    assert!(answer.text().contains(&format!("/games/{id}")));
    assert_eq!(answer.header("Reply-To"), None, "not bob's move any more");
    // The answer to a player's own mail is not optional: nothing to unsubscribe from.
    assert_eq!(answer.header("List-Unsubscribe"), None);
    // The move played by mail tells the opponent as the web does, unsubscribe and all.
    let told = latest(&app, a, "mr_bob played").await;
    assert!(told.header("List-Unsubscribe").is_some_and(|v| v.contains("/unsubscribe/")));

    // Gmail, quoted-printable, to the address in the envelope only.
    let to_ann = reply_to(&latest(&app, a, "mr_bob played").await);
    let (code, log) = receive(&app, gmail(a, "someone@else.example", "Nf3"), Some(&to_ann)).await;
    assert_eq!(code, 0, "{log}");
    latest(&app, a, "You played 2. N g1-f3").await;
    assert_eq!(game_state(&app, id).await.0, 3);

    // Outlook, HTML only.
    let to_bob = reply_to(&latest(&app, b, "mr_ann played N g1-f3").await);
    reply(&app, outlook(b, &to_bob, "Nc6")).await;
    latest(&app, b, "You played 2... n b8-c6").await;

    // Base64, full notation.
    let to_ann = reply_to(&latest(&app, a, "mr_bob played n b8-c6").await);
    reply(&app, base64_reply(a, &to_ann, "B f1-c4")).await;
    latest(&app, a, "You played 3. B f1-c4").await;

    // Sent from a phone.
    let to_bob_now = reply_to(&latest(&app, b, "mr_ann played B f1-c4").await);
    reply(&app, iphone(b, &to_bob_now, "Nf6")).await;
    latest(&app, b, "You played 3... n g8-f6").await;
    assert_eq!(game_state(&app, id).await, (6, "active".into()));

    // The Outlook address again: its ply is past, so nothing is played.
    let log = reply(&app, plain(b, &to_bob, "d6")).await;
    assert!(log.contains("not played"), "{log}");
    let refusal = latest(&app, b, "your reply was not played").await;
    assert!(refusal.text().contains("has moved on"), "{}", refusal.text());
    assert_eq!(game_state(&app, id).await.0, 6);

    // An illegal move: the reason, the legal moves, the game unchanged, and the same
    // address still good for another try.
    let to_ann = reply_to(&latest(&app, a, "mr_bob played n g8-f6").await);
    reply(&app, plain(a, &to_ann, "Ke3")).await;
    let refusal = latest(&app, a, "your reply was not played").await;
    let text = refusal.text();
    assert!(text.contains("Your reply \"Ke3\""), "{text}");
    assert!(text.contains("Legal moves:") && text.contains("N f3-g5"), "{text}");
    assert_eq!(reply_to(&refusal), to_ann);
    assert_eq!(game_state(&app, id).await.0, 6);
    reply(&app, plain(a, &to_ann, "4. Ng5")).await;
    latest(&app, a, "You played 4. N f3-g5").await;
    assert_eq!(game_state(&app, id).await.0, 7);
}

#[both_backends]
async fn mail_reply_resigns_offers_and_accepts_draws() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "md_ann", "md_bob").await;
    let (a, b) = ("md_ann@example.org", "md_bob@example.org");
    ann.play(id, "P d2-d4").await;
    let to_bob = reply_to(&latest(&app, b, "md_ann played").await);

    // "draw" offers one; the offer's mail to the opponent can be answered "draw".
    reply(&app, plain(b, &to_bob, "Draw")).await;
    latest(&app, b, "You offered a draw").await;
    let offer = latest(&app, a, "md_bob offers a draw").await;
    let to_ann = reply_to(&offer);
    reply(&app, gmail(a, &to_ann, "draw")).await;
    latest(&app, a, "You accepted the draw").await;
    assert_eq!(game_state(&app, id).await, (1, "finished".into()));

    // After the end, a reply changes nothing and says why.
    reply(&app, plain(b, &to_bob, "d5")).await;
    let refusal = latest(&app, b, "your reply was not played").await;
    assert!(refusal.text().contains("the game is over"), "{}", refusal.text());

    // "resign" in another game.
    let (cy, _dee, other) = started_game(&app, "chess", "md_cy", "md_dee").await;
    cy.play(other, "P e2-e4").await;
    let to_dee = reply_to(&latest(&app, "md_dee@example.org", "md_cy played").await);
    reply(&app, iphone("md_dee@example.org", &to_dee, "resign")).await;
    latest(&app, "md_dee@example.org", "You resigned").await;
    assert_eq!(game_state(&app, other).await, (1, "finished".into()));
    latest(&app, "md_cy@example.org", "wins by resignation").await;
}

#[both_backends]
async fn mail_reply_refuses_forged_tokens_and_ignores_robots() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mf_ann", "mf_bob").await;
    let b = "mf_bob@example.org";
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, b, "mf_ann played").await);
    let sent = || app.sink().messages().len();

    // A forged address (another ply, the same MAC): from a player, a word saying
    // nothing of any game; from a stranger, nothing at all.
    let forged = to_bob.replacen("-1-", "-3-", 1);
    assert_ne!(forged, to_bob);
    let before = sent();
    let log = reply(&app, plain("stranger@elsewhere.example", &forged, "e5")).await;
    assert!(log.contains("not answered"), "{log}");
    assert_eq!(sent(), before, "no mail to a stranger");
    reply(&app, plain(b, &forged, "e5")).await;
    let answer = latest(&app, b, "Your mail to Pigeonpost was not played").await;
    assert!(!answer.text().contains("mf_ann"), "{}", answer.text());
    assert_eq!(game_state(&app, id).await.0, 1);

    // A vacation responder and a bounce, to the real address: ignored, unanswered.
    let before = sent();
    let vacation = plain(b, &to_bob, "I am away until Monday.")
        .replacen("Subject:", "Auto-Submitted: auto-replied\r\nSubject:", 1);
    let log = reply(&app, vacation).await;
    assert!(log.contains("ignored"), "{log}");
    let bounce = format!(
        "Return-Path: <>\r\nFrom: MAILER-DAEMON@mail.example.org\r\nTo: {to_bob}\r\nSubject: Undelivered Mail Returned to Sender\r\nMIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\r\n\r\n--B\r\nContent-Type: text/plain\r\n\r\ne5\r\n--B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mail.example.org\r\n--B--\r\n"
    );
    let log = reply(&app, bounce).await;
    assert!(log.contains("ignored"), "{log}");
    assert_eq!(sent(), before, "no answer to a robot");
    assert_eq!(game_state(&app, id).await, (1, "active".into()));

    // A reply with no move in it is answered, and plays nothing.
    reply(&app, plain(b, &to_bob, "")).await;
    let answer = latest(&app, b, "your reply was not played").await;
    assert!(answer.text().contains("no move was found"), "{}", answer.text());

    // Not a message at all, and a server without a reply domain.
    let (code, _) = receive(&app, String::new(), None).await;
    assert_eq!(code, 65);
    let out = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .args(["receive-mail", "--database", &app.db_address()])
        .env_remove("PIGEONPOST_REPLY_DOMAIN")
        .stdin(Stdio::null())
        .output()
        .expect("run receive-mail");
    assert_eq!(out.status.code(), Some(78));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not take moves by mail"));
    assert_eq!(game_state(&app, id).await.0, 1);
}

#[both_backends]
async fn mail_reply_accepts_an_invitation_and_the_mails_say_how() {
    let app = spawn_app().await;
    let ann = app.player("mi_ann").await;
    let _bob = app.player("mi_bob").await;
    let (a, b) = ("mi_ann@example.org", "mi_bob@example.org");
    let id = ann.create_game("chess", "black", "mi_bob").await.game_id();
    let invitation = latest(&app, b, "mi_ann invites you").await;
    assert!(invitation.text().contains("reply to this mail with \"accept\""), "{}", invitation.text());
    let to_bob = reply_to(&invitation);

    // A move before accepting is refused with what to reply instead.
    reply(&app, plain(b, &to_bob, "e4")).await;
    let refusal = latest(&app, b, "your reply was not played").await;
    assert!(refusal.text().contains("reply \"accept\""), "{}", refusal.text());
    assert_eq!(game_state(&app, id).await, (0, "invited".into()));

    reply(&app, outlook(b, &to_bob, "Accept")).await;
    let answer = latest(&app, b, "You accepted the invitation").await;
    assert_eq!(game_state(&app, id).await, (0, "active".into()));
    latest(&app, a, "mi_bob accepted").await;
    // Bob plays White: the answer asks for his first move and may be answered with it.
    let to_bob_now = reply_to(&answer);
    reply(&app, plain(b, &to_bob_now, "d4")).await;
    latest(&app, b, "You played 1. P d2-d4").await;
    let to_ann = latest(&app, a, "mi_bob played").await;
    assert!(to_ann.text().contains("reply to this mail with your move"), "{}", to_ann.text());
    // The same address twice: the second finds the game moved on.
    reply(&app, plain(b, &to_bob_now, "e4")).await;
    let refusal = latest(&app, b, "your reply was not played").await;
    assert!(refusal.text().contains("has moved on"), "{}", refusal.text());
    assert_eq!(game_state(&app, id).await.0, 1);
}

/// A move by mail is written by another process (`receive-mail`); the page the opponent
/// holds is news all the same, though this server wrote nothing.
#[both_backends]
async fn a_move_by_mail_is_news_to_the_page_the_opponent_holds() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mt_ann", "mt_bob").await;
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, "mt_bob@example.org", "mt_ann played").await);
    let path = format!("/games/{id}");
    let (status, held) = fetch(&ann, &path, None).await;
    assert_eq!(status, 200);
    assert_eq!(fetch(&ann, &path, Some(&held)).await.0, 304, "nothing new yet");

    reply(&app, plain("mt_bob@example.org", &to_bob, "e5")).await;
    let (status, fresh) = fetch(&ann, &path, Some(&held)).await;
    assert_eq!(status, 200, "the move by mail is news");
    assert_ne!(fresh, held);
    let page = ann.game_page(id).await;
    assert!(page.contains("p e7-e5"), "{}", page.body);
}

#[both_backends]
async fn a_reply_from_another_sender_plays_nothing() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "ms_ann", "ms_bob").await;
    let b = "ms_bob@example.org";
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, b, "ms_ann played").await);
    // Bob's good token, from someone else: neither a move nor a draw offer is made.
    let log = reply(&app, plain("x@evil.example", &to_bob, "e5")).await;
    assert!(log.contains("not played"), "{log}");
    reply(&app, plain("x@evil.example", &to_bob, "draw")).await;
    assert_eq!(game_state(&app, id).await, (1, "active".into()));
    // Bob hears of it at his own address, with why.
    let told = latest(&app, b, "your reply was not played").await;
    assert!(told.text().contains("it came from x@evil.example"), "{}", told.text());
    assert!(!told.is_for("x@evil.example"));
    // From his own address (its letters' case aside) the same token plays.
    reply(&app, plain("MS_Bob@Example.org", &to_bob, "e5")).await;
    assert_eq!(game_state(&app, id).await.0, 2);
}

#[both_backends]
async fn refusal_mails_are_capped_per_address_per_hour() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "mc_ann", "mc_bob").await;
    let b = "mc_bob@example.org";
    ann.play(id, "P e2-e4").await;
    let to_bob = reply_to(&latest(&app, b, "mc_ann played").await);
    let forged = to_bob.replacen("-1-", "-3-", 1);
    let answers = || {
        app.sink()
            .messages()
            .into_iter()
            .filter(|m| m.is_for(b) && m.subject().contains("was not played"))
            .count()
    };
    for _ in 0..8 {
        reply(&app, plain(b, &forged, "e5")).await;
    }
    // Whatever the sender tries, bob's address gets five such answers in the hour.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(answers(), 5);
    assert_eq!(game_state(&app, id).await.0, 1);
}
