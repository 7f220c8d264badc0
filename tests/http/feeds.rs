//! Atom feeds: a player's secret feed of the games awaiting their move, made,
//! replaced and revoked on the account page and read without a session; a game's public
//! feed of its moves and result. Each document is read with a real XML parser and
//! checked for the structure RFC 4287 requires, with hostile move comments in it.

use super::support::{Browser, TestApp, spawn_app, started_game};

const ATOM: &str = "http://www.w3.org/2005/Atom";
/// A move comment with markup, quotes and control characters XML 1.0 cannot carry.
const HOSTILE: &str = "<b>&amp; \"quoted\" 'too' \u{1}\u{1b}]0;x\u{7}</b>";

/// One entry as the tests look at it.
#[derive(Debug)]
struct Entry {
    id: String,
    title: String,
    updated: String,
    link: String,
    summary: String,
}

/// The feed's own id, its `updated`, and its entries, after checking the document is
/// well-formed Atom: the namespace, the feed's id, title, updated, author name and
/// self and alternate links; each entry's id, title, updated, link and text summary.
fn read_atom(xml: &str) -> (String, String, Vec<Entry>) {
    let doc = roxmltree::Document::parse(xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
    let feed = doc.root_element();
    assert_eq!(feed.tag_name().name(), "feed");
    assert_eq!(feed.tag_name().namespace(), Some(ATOM), "{xml}");
    let text = |node: roxmltree::Node, name: &str| child(xml, node, name).text().unwrap_or("").to_string();
    let rfc3339 = |t: &str| {
        let b = t.as_bytes();
        assert!(
            t.len() == 20 && b[4] == b'-' && b[10] == b'T' && b[19] == b'Z',
            "not RFC 3339: {t}"
        );
    };
    let link = |node: roxmltree::Node, rel: &str| {
        node.children()
            .find(|c| c.tag_name().name() == "link" && c.attribute("rel").unwrap_or("alternate") == rel)
            .and_then(|l| l.attribute("href"))
            .unwrap_or_else(|| panic!("no link rel={rel} in {xml}"))
            .to_string()
    };
    let id = text(feed, "id");
    assert!(id.starts_with("tag:"), "{id}");
    assert!(!text(feed, "title").is_empty());
    let updated = text(feed, "updated");
    rfc3339(&updated);
    assert!(!text(child(xml, feed, "author"), "name").is_empty());
    assert!(link(feed, "self").ends_with(".atom"));
    link(feed, "alternate");
    let entries = feed
        .children()
        .filter(|c| c.tag_name().name() == "entry")
        .map(|e| {
            let summary = child(xml, e, "summary");
            assert_eq!(summary.attribute("type"), Some("text"));
            let entry = Entry {
                id: text(e, "id"),
                title: text(e, "title"),
                updated: text(e, "updated"),
                link: link(e, "alternate"),
                summary: summary.text().unwrap_or("").to_string(),
            };
            assert!(entry.id.starts_with("tag:"), "{entry:?}");
            assert!(!entry.title.is_empty());
            rfc3339(&entry.updated);
            entry
        })
        .collect();
    (id, updated, entries)
}

/// The first child element of `node` called `name`.
fn child<'a, 'i>(xml: &str, node: roxmltree::Node<'a, 'i>, name: &str) -> roxmltree::Node<'a, 'i> {
    node.children()
        .find(|c| c.is_element() && c.tag_name().name() == name)
        .unwrap_or_else(|| panic!("no <{name}> in {xml}"))
}

/// GETs `path` as a reader with no session: (status, body), checking the media type of
/// a feed.
async fn fetch(app: &TestApp, path: &str) -> (u16, String) {
    let response = app.browser().get_raw(path).await;
    let status = response.status().as_u16();
    if status == 200 {
        let kind = response.headers().get("content-type").expect("a type");
        assert_eq!(kind, "application/atom+xml; charset=utf-8");
    }
    (status, response.text().await.expect("body"))
}

/// Makes `who` a feed address on the account page; its path.
async fn make_feed(who: &Browser) -> String {
    let page = who.post("/account/feed", &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let start = page.body.find("id=\"feed-url\">").expect("the URL shown") + 14;
    let url = &page.body[start..start + page.body[start..].find('<').expect("end")];
    let path = &url[url.find("/feeds/my/").expect("a feed path")..];
    assert!(path.ends_with(".atom"), "{path}");
    path.to_string()
}

#[both_backends]
async fn the_awaiting_feed_follows_the_games_and_dies_when_revoked() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "fw_white", "fw_black").await;
    let path = make_feed(&white).await;
    let secret = path["/feeds/my/".len()..path.len() - ".atom".len()].to_string();
    assert_eq!(secret.len(), 64, "{secret}");

    // White is to move in a game just begun.
    let (status, xml) = fetch(&app, &path).await;
    assert_eq!(status, 200, "{xml}");
    let (feed_id, _, entries) = read_atom(&xml);
    assert!(!feed_id.contains(&secret));
    assert_eq!(entries.len(), 1, "{xml}");
    assert!(entries[0].summary.contains("you play white"), "{entries:?}");
    assert!(entries[0].link.ends_with(&format!("/games/{id}")));

    // Once white has moved, nothing awaits white; black's answer brings the game back,
    // with the move in both notations and the comment, escaped.
    white.play(id, "e4").await;
    assert!(read_atom(&fetch(&app, &path).await.1).2.is_empty());
    black.play(id, &format!("e5 // {HOSTILE}")).await;
    let (status, xml) = fetch(&app, &path).await;
    assert_eq!(status, 200);
    let (_, updated, entries) = read_atom(&xml);
    assert_eq!(entries.len(), 1, "{xml}");
    let entry = &entries[0];
    assert!(entry.id.contains(&format!("game-{id}/your-move/ply-2")), "{entry:?}");
    assert!(entry.title.contains("fw_black"), "{entry:?}");
    assert!(entry.summary.contains("fw_black played 1... p e7-e5 (e5)."), "{entry:?}");
    assert!(entry.summary.contains("<b>&amp; \"quoted\" 'too' \u{FFFD}\u{FFFD}]0;x\u{FFFD}</b>"), "{entry:?}");
    assert!(entry.summary.contains("No time limit"), "{entry:?}");
    assert_eq!(entry.updated, updated);
    let again = read_atom(&fetch(&app, &path).await.1).2;
    assert_eq!(again[0].id, entry.id, "an entry's id is stable");

    // The account page says there is an address but never shows it again; the export
    // says so too, without the secret.
    let account = white.get("/account").await;
    assert!(account.contains("id=\"feed-made\"") && !account.contains(&secret));
    let export = white.get("/account/export").await;
    assert!(export.contains("\"feed_address\": true") && !export.contains(&secret));

    // Unknown secrets and other shapes name nothing.
    for wrong in [
        format!("/feeds/my/{}.atom", "0".repeat(64)),
        format!("/feeds/my/{secret}"),
        format!("/feeds/my/{}.atom", secret.to_uppercase()),
        "/feeds/my/.atom".to_string(),
    ] {
        assert_eq!(fetch(&app, &wrong).await.0, 404, "{wrong}");
    }

    // A new address replaces the old one; revoking it leaves none.
    let newer = make_feed(&white).await;
    assert_ne!(newer, path);
    assert_eq!(fetch(&app, &path).await.0, 404);
    assert_eq!(fetch(&app, &newer).await.0, 200);
    let revoked = white.post("/account/feed/revoke", &[]).await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    assert_eq!(fetch(&app, &newer).await.0, 404);
    assert!(!white.get("/account").await.contains("id=\"feed-made\""));
    assert!(white.get("/account/export").await.contains("\"feed_address\": false"));
    assert_eq!(white.post("/account/feed/revoke", &[]).await.status, 404);
}

#[both_backends]
async fn deleting_the_account_deletes_its_feed_address() {
    let app = spawn_app().await;
    let who = app.player("fd_gone").await;
    let path = make_feed(&who).await;
    assert_eq!(fetch(&app, &path).await.0, 200);
    let deleted = who.delete_account().await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(fetch(&app, &path).await.0, 404);
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM feed_addresses")
        .fetch_one(&app.db().await)
        .await
        .expect("count");
    assert_eq!(left, 0);
}

#[both_backends]
async fn a_timed_game_entry_gives_the_deadline() {
    let app = spawn_app().await;
    let (white, _black, _id) = super::support::started_timed_game(
        &app,
        "fdl_white",
        "fdl_black",
        &[("time_control", "move"), ("days", "3")],
    )
    .await;
    let path = make_feed(&white).await;
    let (_, _, entries) = read_atom(&fetch(&app, &path).await.1);
    assert_eq!(entries.len(), 1);
    assert!(entries[0].summary.contains("Move by "), "{entries:?}");
    assert!(entries[0].summary.contains(" UTC."), "{entries:?}");
}

#[both_backends]
async fn the_public_game_feed_lists_moves_newest_first_then_the_result() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "fg_white", "fg_black").await;
    let path = format!("/games/{id}/feed.atom");
    let (status, xml) = fetch(&app, &path).await;
    assert_eq!(status, 200, "{xml}");
    assert!(read_atom(&xml).2.is_empty());

    // The game page names its feed for feed readers.
    let page = app.browser().get(&format!("/games/{id}")).await;
    assert!(
        page.contains(&format!(
            "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Moves of this game\" href=\"/games/{id}/feed.atom\">"
        )),
        "{}",
        page.body
    );

    white.play(id, "e4").await;
    black.play(id, &format!("e5 // {HOSTILE}")).await;
    let (feed_id, _, entries) = read_atom(&fetch(&app, &path).await.1);
    assert!(feed_id.ends_with(&format!(":game-{id}")), "{feed_id}");
    assert_eq!(entries.len(), 2, "{entries:?}");
    assert!(entries[0].id.ends_with(&format!("game-{id}/ply-2")), "{entries:?}");
    assert!(entries[0].title.starts_with("1... p e7-e5 (e5) by fg_black"), "{entries:?}");
    assert!(entries[0].summary.contains("\"quoted\""), "{entries:?}");
    assert!(entries[0].link.ends_with(&format!("/games/{id}?ply=2")));
    assert!(entries[1].id.ends_with(&format!("game-{id}/ply-1")), "{entries:?}");
    assert!(entries[1].title.starts_with("1. P e2-e4 (e4) by fg_white"), "{entries:?}");

    let resigned = white.post(&format!("/games/{id}/resign"), &[("confirm", "resign")]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);
    let (_, updated, entries) = read_atom(&fetch(&app, &path).await.1);
    assert_eq!(entries.len(), 3, "{entries:?}");
    assert!(entries[0].id.ends_with(&format!("game-{id}/result")), "{entries:?}");
    assert!(entries[0].title.contains("wins by resignation"), "{entries:?}");
    assert_eq!(entries[0].updated, updated);

    assert_eq!(fetch(&app, "/games/999999/feed.atom").await.0, 404);

    // A reader holding this very document is told so, without it.
    let reader = app.browser();
    let first = reader.get_raw(&path).await;
    let etag = first.headers().get("etag").expect("an ETag").to_str().unwrap().to_string();
    let again = reader.get_with(&path, &[("if-none-match", &etag)]).await;
    assert_eq!(again.status(), 304);
    let other = reader.get_with(&path, &[("if-none-match", "\"0123\"")]).await;
    assert_eq!(other.status(), 200);
}

#[both_backends]
async fn the_public_game_feed_carries_the_newest_fifty_moves() {
    let app = spawn_app().await;
    let (_white, _black, id) = started_game(&app, "chess", "fc_white", "fc_black").await;
    // Sixty stored turns, written straight into the table: the feed reads no more than
    // the move list, and playing sixty turns through the pages would test nothing more.
    let pool = app.db().await;
    let player: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'fc_white'")
        .fetch_one(&pool)
        .await
        .expect("the player");
    for ply in 1..=60i64 {
        sqlx::query(
            "INSERT INTO moves (game_id, ply, canonical, san, player_id, created_at)
             VALUES ($1, $2, $3, $3, $4, $5)",
        )
        .bind(id)
        .bind(ply)
        .bind(format!("turn{ply}"))
        .bind(player)
        .bind(1_767_225_600 + ply)
        .execute(&pool)
        .await
        .expect("a turn");
    }
    let (_, _, entries) = read_atom(&fetch(&app, &format!("/games/{id}/feed.atom")).await.1);
    assert_eq!(entries.len(), 50);
    assert!(entries[0].id.ends_with("/ply-60"), "{:?}", entries[0]);
    assert!(entries[49].id.ends_with("/ply-11"), "{:?}", entries[49]);
    assert_eq!(entries[0].updated, "2026-01-01T00:01:00Z");
}

#[both_backends]
async fn an_events_feed_carries_its_notices_newest_first() {
    let app = spawn_app().await;
    let org = app.player("ef_org").await;
    let name = format!("Cup {HOSTILE}");
    let form = [
        ("name", name.as_str()),
        ("format", "round_robin"),
        ("variant", "chess"),
        ("time_control", "move"),
        ("days", "3"),
    ];
    let opened = org.post("/tournaments", &form).await;
    assert_eq!(opened.status, 200, "{}", opened.body);
    let id: i64 = opened.url.rsplit('/').next().and_then(|t| t.parse().ok()).expect("an event");
    assert!(
        opened.contains(&format!("href=\"/tournaments/{id}/feed.atom\"")),
        "{}",
        opened.body
    );
    for who in ["ef_ann", "ef_bob", "ef_cid"] {
        let p = app.player(who).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);

    let (status, xml) = fetch(&app, &format!("/tournaments/{id}/feed.atom")).await;
    assert_eq!(status, 200, "{xml}");
    let (feed_id, updated, entries) = read_atom(&xml);
    assert!(feed_id.ends_with(&format!("event-{id}")), "{feed_id}");
    // The name's markup came through as text, and what XML cannot carry as U+FFFD.
    let doc = roxmltree::Document::parse(&xml).expect("parsed");
    let title = child(&xml, doc.root_element(), "title").text().unwrap_or("");
    assert!(title.starts_with("Cup <b>&amp; \"quoted\" 'too' \u{FFFD}"), "{title}");
    assert_eq!(entries.len(), 2, "{entries:?}");
    assert!(entries[0].summary.contains("began with 3 entrants"), "{entries:?}");
    assert_eq!(entries[0].updated, updated);
    assert!(entries[1].summary.contains("opened the event for entries"), "{entries:?}");
    assert_ne!(entries[0].id, entries[1].id);
    assert!(entries.iter().all(|e| e.link.ends_with(&format!("/tournaments/{id}#notices"))));
    assert_eq!(entries[0].title, "The event began with 3 entrants: every game of its 3 rounds started at once");

    let (status, _) = fetch(&app, "/tournaments/999999/feed.atom").await;
    assert_eq!(status, 404);
}
