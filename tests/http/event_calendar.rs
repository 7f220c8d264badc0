//! An entrant's deadlines in an event as an iCalendar file (RFC 5545), linked from the
//! event's page: the Swiss round's pairing deadline and each game where they are to move
//! by a deadline, moving to the opponent's calendar once they have moved; CRLF lines
//! folded at 75 octets, a UID and a DTSTAMP per event, text escaped; and no calendar
//! for someone who has not entered.

use crate::support::{TestApp, spawn_app_with_clock};
use pigeonpost::clock::Clock;

/// The calendar of `name` in event `id`: (status, content type, body).
async fn calendar(app: &TestApp, id: i64, name: &str) -> (u16, String, String) {
    let r = app
        .browser()
        .get_raw(&format!("/tournaments/{id}/players/{name}/calendar.ics"))
        .await;
    let status = r.status().as_u16();
    let kind = r
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    (status, kind, r.text().await.expect("the body"))
}

/// The calendar's content lines unfolded (RFC 5545 §3.1), after checking every physical
/// line ends in CRLF and holds at most 75 octets.
fn unfolded(text: &str) -> Vec<String> {
    assert!(text.ends_with("\r\n"), "{text:?}");
    let physical: Vec<&str> = text[..text.len() - 2].split("\r\n").collect();
    let mut lines: Vec<String> = Vec::new();
    for l in physical {
        assert!(!l.contains('\n') && !l.contains('\r'), "a bare line break: {l:?}");
        assert!(l.len() <= 75, "{} octets: {l:?}", l.len());
        match l.strip_prefix(' ') {
            Some(rest) => lines.last_mut().expect("a line to continue").push_str(rest),
            None => lines.push(l.to_string()),
        }
    }
    lines
}

/// The VEVENTs of `lines`, each as its properties.
fn events(lines: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for l in lines {
        match l.as_str() {
            "BEGIN:VEVENT" => current = Some(Vec::new()),
            "END:VEVENT" => out.push(current.take().expect("an event begun")),
            _ => {
                if let Some(c) = current.as_mut() {
                    c.push(l.clone())
                }
            }
        }
    }
    out
}

fn property<'a>(event: &'a [String], name: &str) -> &'a str {
    event
        .iter()
        .find_map(|p| p.strip_prefix(&format!("{name}:")))
        .unwrap_or_else(|| panic!("no {name} in {event:?}"))
}

/// "20260301T140509Z" of `secs`.
fn stamp(secs: i64) -> String {
    pigeonpost::calendar::rfc3339(secs).replace(['-', ':'], "")
}

#[both_backends]
async fn an_entrant_subscribes_to_their_deadlines_in_an_event() {
    let app = spawn_app_with_clock().await;
    let org = app.player("ic_org").await;
    let id = crate::support::open_event(
        &org,
        &[
            ("name", "Spring cup; open, rated\\unrated"),
            ("format", "swiss"),
            ("rounds", "2"),
            ("round_days", "7"),
        ],
    )
    .await;
    let mut players = Vec::new();
    for name in ["ic_ann", "ic_bob", "ic_cid", "ic_dee"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
        players.push((name, p));
    }
    // Linked from the page for an entrant; a visitor sees no link of theirs.
    let page = players[0].1.get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains(&format!("href=\"/tournaments/{id}/players/ic_ann/calendar.ics\"")),
        "{}",
        page.body
    );
    assert!(!app.browser().get(&format!("/tournaments/{id}")).await.contains("my-calendar"));

    let started_at = app.clock().now();
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let pool = app.db().await;
    let games: Vec<(i64, String, String, Option<i64>)> = sqlx::query_as(
        "SELECT g.id, w.username, b.username, g.deadline FROM tournament_games tg
         JOIN games g ON g.id = tg.game_id JOIN users w ON w.id = g.white_id
         JOIN users b ON b.id = g.black_id WHERE tg.tournament_id = $1 ORDER BY tg.board",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the games");
    pool.close().await;
    let (game, white, black, deadline) = games[0].clone();
    let deadline = deadline.expect("a timed game");

    let (status, kind, text) = calendar(&app, id, &white).await;
    assert_eq!(status, 200, "{text}");
    assert!(kind.starts_with("text/calendar"), "{kind}");
    let lines = unfolded(&text);
    assert_eq!(lines.first().map(String::as_str), Some("BEGIN:VCALENDAR"));
    assert_eq!(lines.last().map(String::as_str), Some("END:VCALENDAR"));
    assert!(lines.contains(&"VERSION:2.0".to_string()), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("PRODID:")), "{lines:?}");
    // Some line was long enough to fold.
    assert!(text.contains("\r\n "), "{text}");
    let evs = events(&lines);
    assert_eq!(evs.len(), 2, "{evs:?}");
    for e in &evs {
        assert!(property(e, "UID").ends_with(&format!("-{white}@127.0.0.1")), "{e:?}");
        assert_eq!(property(e, "DTSTAMP").len(), 16, "{e:?}");
    }
    // White is to move first, by the game's deadline; the round is paired past a week on.
    let move_due = &evs[0];
    assert_eq!(property(move_due, "DTSTART"), stamp(deadline));
    assert_eq!(
        property(move_due, "SUMMARY"),
        format!("Spring cup\\; open\\, rated\\\\unrated: your move against {black}")
    );
    assert!(property(move_due, "URL").ends_with(&format!("/games/{game}")), "{move_due:?}");
    let round = &evs[1];
    assert_eq!(property(round, "DTSTART"), stamp(started_at + 7 * 86_400));
    assert!(property(round, "SUMMARY").ends_with("round 1 is paired past"), "{round:?}");

    // Black has only the round's deadline until White moves; then the move is theirs.
    let (_, _, text) = calendar(&app, id, &black).await;
    assert_eq!(events(&unfolded(&text)).len(), 1, "{text}");
    let w = &players.iter().find(|p| p.0 == white).expect("white").1;
    assert_eq!(w.play(game, "P e2-e4").await.status, 200);
    let (_, _, text) = calendar(&app, id, &black).await;
    let evs = events(&unfolded(&text));
    assert_eq!(evs.len(), 2, "{text}");
    assert!(
        evs.iter().any(|e| property(e, "SUMMARY").ends_with(&format!("your move against {white}"))),
        "{evs:?}"
    );
    let (_, _, text) = calendar(&app, id, &white).await;
    assert_eq!(events(&unfolded(&text)).len(), 1, "{text}");

    // Nobody of that name entered: no calendar.
    assert_eq!(calendar(&app, id, "ic_org").await.0, 404);
    assert_eq!(calendar(&app, id, "nobody_at_all").await.0, 404);
    assert_eq!(calendar(&app, 999_999, &white).await.0, 404);
}
