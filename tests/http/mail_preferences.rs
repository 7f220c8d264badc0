//! Each player chooses their mail: the account page's mail form, and what
//! each choice sends: every move, one daily digest at the chosen hour, or nothing;
//! reminders and invitations on or off.

use crate::smtp_sink::SunkMail;
use crate::support::{
    Browser, EPOCH, TestApp, spawn_app_with_clock_counting_mail, started_game,
    started_timed_game,
};
use mail_parser::{MessageParser, MimeHeaders};
use pigeonpost::app::rules::clock_rules::{DAY, HOUR};

/// Posts the account page's mail form as a player does, after opening the page.
pub async fn choose_mail(
    b: &Browser,
    moves: &str,
    hour: &str,
    reminders: &str,
    invitations: &str,
) -> crate::support::Page {
    b.get("/account").await;
    b.post(
        "/account/mail",
        &[
            ("moves", moves),
            ("digest_hour", hour),
            ("reminders", reminders),
            ("invitations", invitations),
        ],
    )
    .await
}

/// What the account page shows as chosen: the checked radio buttons and selected hour.
fn chosen(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    // The mail form's own fields: from its heading on.
    let page = &page[page.find("<h2 id=\"mail\">").unwrap_or(0)..];
    for tag in page.split('<').filter(|t| t.contains(" checked") || t.contains(" selected")) {
        let field = |name: &str| {
            let key = format!("{name}=\"");
            let start = tag.find(&key)? + key.len();
            Some(tag[start..].split('"').next()?.to_string())
        };
        if let (Some(name), Some(value)) = (field("name"), field("value")) {
            out.push(format!("{name}={value}"));
        } else if let Some(value) = field("value") {
            out.push(format!("hour={value}"));
        }
    }
    out
}

fn mail_to<'a>(mails: &'a [SunkMail], to: &str) -> Vec<&'a SunkMail> {
    mails.iter().filter(|m| m.is_for(to)).collect()
}

#[both_backends]
async fn the_mail_form_stores_a_choice_and_refuses_bad_values_changing_nothing() {
    let app = spawn_app_with_clock_counting_mail().await;
    let mina = app.player("mina").await;
    let page = mina.get("/account").await;
    assert!(page.contains("Hour of the daily mail (UTC)"), "{}", page.body);
    let defaults = chosen(&page.body);
    for want in ["moves=every", "reminders=on", "invitations=on", "hour=8"] {
        assert!(defaults.iter().any(|c| c == want), "{want}: {defaults:?}");
    }
    let saved = choose_mail(&mina, "digest", "7", "off", "off").await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let stored = chosen(&saved.body);
    for want in ["moves=digest", "reminders=off", "invitations=off", "hour=7"] {
        assert!(stored.iter().any(|c| c == want), "{want}: {stored:?}");
    }
    for (bad, fields) in [
        ("moves", ["weekly", "9", "on", "on"]),
        ("moves", ["", "9", "on", "on"]),
        ("digest_hour", ["every", "24", "on", "on"]),
        ("digest_hour", ["every", "-1", "on", "on"]),
        ("digest_hour", ["every", "nine", "on", "on"]),
        ("reminders", ["every", "9", "yes", "on"]),
        ("invitations", ["every", "9", "on", ""]),
    ] {
        let [moves, hour, reminders, invitations] = fields;
        let refused = choose_mail(&mina, moves, hour, reminders, invitations).await;
        assert_eq!(refused.status, 422, "{bad}: {}", refused.body);
        assert!(refused.contains("id=\"mail-error\""), "{bad}: {}", refused.body);
        assert_eq!(chosen(&refused.body), stored, "{bad}: nothing changed");
    }
    let row: (String, i64, i64, i64) = sqlx::query_as(
        "SELECT p.move_mail, p.digest_hour, p.reminder_mail, p.invitation_mail
         FROM player_preferences p JOIN users u ON u.id = p.user_id WHERE u.username = 'mina'",
    )
    .fetch_one(&app.db().await)
    .await
    .expect("mina's row");
    assert_eq!(row, ("digest".into(), 7, 0, 0));
}

/// Plays `text` for `b` in game `id` and drains the mail it sends.
async fn play(app: &TestApp, b: &Browser, id: i64, text: &str) {
    b.play(id, text).await;
    app.drain_mail().await;
}

#[both_backends]
async fn a_digest_gathers_every_game_awaiting_the_move_once_a_day_at_the_hour() {
    let app = spawn_app_with_clock_counting_mail().await;
    let (erik, dana, first) = started_game(&app, "chess", "erik", "dana").await;
    let fay = app.player("fay").await;
    let second = fay.create_game("chess", "white", "dana").await.game_id();
    assert_eq!(dana.accept(second, "").await.status, 200);
    let gil = app.player("gil").await;
    let third = dana.create_game("chess", "white", "gil").await.game_id();
    assert_eq!(gil.accept(third, "").await.status, 200);
    assert_eq!(
        choose_mail(&dana, "digest", "9", "on", "on").await.status,
        200
    );
    app.drain_mail().await;
    let before = app.sink().messages().len();
    play(&app, &erik, first, "P e2-e4").await;
    play(&app, &fay, second, "P d2-d4").await;
    let mails = app.sink().messages()[before..].to_vec();
    assert!(
        mail_to(&mails, "dana@example.org").is_empty(),
        "no mail per move on the digest: {:?}",
        mails.iter().map(SunkMail::subject).collect::<Vec<_>>()
    );
    // 08:59 UTC: not yet.
    app.clock().set_ms((EPOCH + 9 * HOUR - 60) * 1000);
    assert_eq!(app.sweep().await.digests, 0);
    app.clock().set_ms((EPOCH + 9 * HOUR) * 1000);
    assert_eq!(app.sweep().await.digests, 1);
    assert_eq!(app.drain_mail().await, 1);
    let digest = app.sink().messages().last().cloned().expect("the digest");
    assert!(digest.is_for("dana@example.org"));
    assert!(
        digest.subject().contains("3 games await your move"),
        "{}",
        digest.subject()
    );
    let text = digest.text();
    for game in [first, second, third] {
        assert!(text.contains(&format!("{}/games/{game}", app.base)), "{text}");
    }
    for words in [
        "against erik: erik played 1. P e2-e4",
        "against fay: fay played 1. P d2-d4",
        "against gil: the game has begun",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    assert!(digest.header("List-Unsubscribe").is_some());
    let boards = [(first, 1, "black"), (second, 1, "black"), (third, 0, "white")];
    digest_shows_the_boards(&app, &digest, boards).await;
    // Later the same day, another sweep sends nothing, however things stand.
    play(&app, &dana, third, "P c2-c4").await;
    for later in [9 * HOUR + 1, 15 * HOUR, DAY - 1] {
        app.clock().set_ms((EPOCH + later) * 1000);
        assert_eq!(app.sweep().await.digests, 0, "{later}");
    }
    assert_eq!(app.drain_mail().await, 0);
    // The next day's digest lists what awaits then.
    play(&app, &gil, third, "p c7-c5").await;
    app.clock().set_ms((EPOCH + DAY + 10 * HOUR) * 1000);
    assert_eq!(app.sweep().await.digests, 1);
    app.drain_mail().await;
    let next = app.sink().messages().last().cloned().expect("the next digest");
    assert!(next.is_for("dana@example.org"));
    assert!(next.subject().contains("3 games await"), "{}", next.subject());
    assert!(next.text().contains("gil played 1... p c7-c5"), "{}", next.text());
}

/// Each game of `digest` shows its board (game, ply, side) from the player's side: in
/// the HTML part the very picture `board.png` draws of it, by `cid:`, and in the text
/// part, within the game's entry, a text diagram the right way round.
async fn digest_shows_the_boards<const N: usize>(
    app: &TestApp,
    digest: &SunkMail,
    boards: [(i64, i64, &str); N],
) {
    let message = MessageParser::default()
        .parse(digest.data.as_bytes())
        .expect("a message");
    let html = message.body_html(0).expect("an HTML part");
    let text = message.body_text(0).expect("a text part").replace("\r\n", "\n");
    let entries: Vec<&str> = text.split("\n- ").skip(1).collect();
    assert_eq!(entries.len(), N, "{text}");
    for (game, ply, side) in boards {
        let cid = format!("g{game}.p{ply}.{side}@board.pigeonpost");
        assert!(html.contains(&format!("src=\"cid:{cid}\"")), "{cid}: {html}");
        let part = message
            .parts
            .iter()
            .find(|p| p.content_id() == Some(cid.as_str()))
            .unwrap_or_else(|| panic!("no part with Content-ID {cid}"));
        let kind = part.content_type().expect("a content type");
        assert_eq!((kind.c_type.as_ref(), kind.subtype()), ("image", Some("png")));
        let path = format!("/games/{game}/board.png?ply={ply}&side={side}");
        let served = app.browser().get_with(&path, &[]).await;
        assert_eq!(served.status().as_u16(), 200, "{path}");
        assert_eq!(part.contents(), served.bytes().await.expect("body").as_ref(), "{cid}");
        let url = format!("{}/games/{game}\n", app.base);
        let entry = entries
            .iter()
            .find(|e| e.contains(&url))
            .unwrap_or_else(|| panic!("no entry for game {game}: {text}"));
        // The player is to move in each: the diagram says so, from their side.
        let (files, mover) = match side {
            "white" => ("a  b  c  d  e  f  g  h", "White to move."),
            _ => ("h  g  f  e  d  c  b  a", "Black to move."),
        };
        assert!(entry.contains(files), "game {game} from {side}'s side: {entry}");
        assert!(entry.contains(mover), "game {game}: {entry}");
    }
}

#[both_backends]
async fn a_digest_of_many_games_shows_the_first_ten_boards_and_lists_every_game() {
    let app = spawn_app_with_clock_counting_mail().await;
    let quinn = app.player("quinn").await;
    let rex = app.player("rex").await;
    for _ in 0..11 {
        let id = quinn.create_game("chess", "white", "rex").await.game_id();
        assert_eq!(rex.accept(id, "").await.status, 200);
    }
    assert_eq!(choose_mail(&quinn, "digest", "9", "on", "on").await.status, 200);
    app.drain_mail().await;
    app.clock().set_ms((EPOCH + 9 * HOUR) * 1000);
    assert_eq!(app.sweep().await.digests, 1);
    app.drain_mail().await;
    let digest = app.sink().messages().last().cloned().expect("the digest");
    assert!(digest.is_for("quinn@example.org"));
    let message = MessageParser::default()
        .parse(digest.data.as_bytes())
        .expect("a message");
    let text = message.body_text(0).expect("a text part").replace("\r\n", "\n");
    let entries: Vec<&str> = text.split("\n- ").skip(1).collect();
    assert_eq!(entries.len(), 11, "{text}");
    let with_board = entries.iter().filter(|e| e.contains("White to move.")).count();
    assert_eq!(with_board, 10, "{text}");
    let html = message.body_html(0).expect("an HTML part");
    assert_eq!(html.matches("src=\"cid:").count(), 10, "{html}");
    let pictures = message
        .parts
        .iter()
        .filter(|p| p.content_type().is_some_and(|t| t.c_type == "image"))
        .count();
    assert_eq!(pictures, 10);
}

#[both_backends]
async fn no_digest_when_nothing_awaits_and_no_mail_at_all_on_nothing() {
    let app = spawn_app_with_clock_counting_mail().await;
    let (hal, ines, id) = started_game(&app, "chess", "hal", "ines").await;
    assert_eq!(choose_mail(&hal, "digest", "0", "on", "on").await.status, 200);
    assert_eq!(choose_mail(&ines, "none", "0", "on", "on").await.status, 200);
    app.drain_mail().await;
    let before = app.sink().messages().len();
    // Hal's move: nothing awaits Ines's digest-less account, nor Hal's digest.
    play(&app, &hal, id, "P e2-e4").await;
    app.clock().advance(HOUR);
    assert_eq!(app.sweep().await.digests, 0, "nothing awaits hal");
    play(&app, &ines, id, "p e7-e5").await;
    app.clock().advance(DAY);
    assert_eq!(app.sweep().await.digests, 1, "hal's move awaits");
    app.drain_mail().await;
    let mails = app.sink().messages()[before..].to_vec();
    let subjects: Vec<_> = mails.iter().map(|m| (m.to.clone(), m.subject())).collect();
    assert!(mail_to(&mails, "ines@example.org").is_empty(), "{subjects:?}");
    assert_eq!(mail_to(&mails, "hal@example.org").len(), 1, "{subjects:?}");
    assert!(subjects[0].1.contains("1 game awaits"), "{subjects:?}");
}

#[both_backends]
async fn reminders_off_means_no_reminder() {
    let app = spawn_app_with_clock_counting_mail().await;
    let timed = [("time_control", "move"), ("days", "2")];
    let (jo, _kai, _) = started_timed_game(&app, "jo", "kai", &timed).await;
    let (_lea, _max, _) = started_timed_game(&app, "lea", "max", &timed).await;
    assert_eq!(choose_mail(&jo, "every", "8", "off", "on").await.status, 200);
    app.clock().advance(25 * HOUR);
    app.sweep().await;
    app.drain_mail().await;
    let reminders: Vec<_> = app
        .sink()
        .messages()
        .into_iter()
        .filter(|m| m.subject().contains("left to move"))
        .collect();
    assert_eq!(reminders.len(), 1, "lea's only");
    assert!(reminders[0].is_for("lea@example.org"));
}

#[both_backends]
async fn invitations_off_means_no_invitation_mail() {
    let app = spawn_app_with_clock_counting_mail().await;
    let nils = app.player("nils").await;
    let ola = app.player("ola").await;
    let _pia = app.player("pia").await;
    assert_eq!(choose_mail(&ola, "every", "8", "on", "off").await.status, 200);
    let to_ola = nils.create_game("chess", "white", "ola").await.game_id();
    nils.create_game("chess", "white", "pia").await.game_id();
    app.drain_mail().await;
    // Not counting the mails that asked each player to confirm their address.
    let mails: Vec<_> = app
        .sink()
        .messages()
        .into_iter()
        .filter(|m| !m.subject().contains("Confirm your address"))
        .collect();
    assert!(mail_to(&mails, "ola@example.org").is_empty());
    assert_eq!(mail_to(&mails, "pia@example.org").len(), 1);
    // The invitation stands: Ola finds it among her games and may accept it.
    assert!(ola.get("/my").await.contains(&format!("/games/{to_ola}")));
    assert_eq!(ola.accept(to_ola, "").await.status, 200);
}
