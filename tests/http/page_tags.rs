//! A refresh that costs almost nothing: the game page and "my games" carry an
//! `ETag` that changes whenever anything the viewer sees changes, and a browser that
//! sends it back (`If-None-Match`) gets `304 Not Modified` while nothing has.

use crate::support::{Browser, spawn_app, spawn_app_with_clock, started_game, started_timed_game};

/// A page's status and tag, fetched with `If-None-Match: tag` when given.
pub(crate) async fn fetch(b: &Browser, path: &str, tag: Option<&str>) -> (u16, String) {
    let headers: Vec<(&str, &str)> = tag.map(|t| ("if-none-match", t)).into_iter().collect();
    let r = b.get_with(path, &headers).await;
    let status = r.status().as_u16();
    let etag = r
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    if status == 200 || status == 304 {
        assert_eq!(
            r.headers().get("cache-control").and_then(|v| v.to_str().ok()),
            Some("private, no-cache"),
            "{path}: the browser keeps the page and asks each time"
        );
    }
    let body = r.text().await.expect("body");
    if status == 304 {
        assert!(body.is_empty(), "a 304 has no body");
    }
    (status, etag)
}

/// The page's current tag (a 200).
async fn tag_of(b: &Browser, path: &str) -> String {
    let (status, tag) = fetch(b, path, None).await;
    assert_eq!(status, 200, "{path}");
    assert!(tag.starts_with("W/\""), "a weak tag: {tag}");
    tag
}

#[both_backends]
async fn an_unchanged_game_page_is_not_modified_and_a_move_changes_its_tag() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "pt_white", "pt_black").await;
    let path = format!("/games/{game}");
    let before = tag_of(&black, &path).await;
    assert_eq!(fetch(&black, &path, Some(&before)).await, (304, before.clone()));

    white.play(game, "P e2-e4").await;
    let (status, after) = fetch(&black, &path, Some(&before)).await;
    assert_eq!(status, 200, "the move is news");
    assert_ne!(after, before);
    assert_eq!(fetch(&black, &path, Some(&after)).await.0, 304);
}

#[both_backends]
async fn each_viewer_and_each_view_of_a_game_has_its_own_tag() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "pv_white", "pv_black").await;
    white.play(game, "P e2-e4").await;
    let visitor = app.browser();
    let path = format!("/games/{game}");
    let tags = [
        tag_of(&white, &path).await,
        tag_of(&black, &path).await,
        tag_of(&visitor, &path).await,
        tag_of(&black, &format!("{path}?ply=0")).await,
        tag_of(&black, &format!("{path}?flip=1")).await,
        tag_of(&black, &format!("{path}?moves=all")).await,
    ];
    for (i, a) in tags.iter().enumerate() {
        for b in &tags[i + 1..] {
            assert_ne!(a, b, "two views share a tag");
        }
    }
    // A player's tag is no good to anyone else.
    assert_eq!(fetch(&visitor, &path, Some(&tags[1])).await.0, 200);
    assert_eq!(fetch(&white, &path, Some(&tags[1])).await.0, 200);
    // One-click sending changes what black's turn builder does, so black's tag.
    black
        .post("/account/preferences", &[("one_click", "on")])
        .await;
    assert_eq!(fetch(&black, &path, Some(&tags[1])).await.0, 200);
}

#[both_backends]
async fn offers_and_answers_change_the_tag_without_a_move() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "po_white", "po_black").await;
    let path = format!("/games/{game}");
    let mut tag = tag_of(&white, &path).await;
    for (who, action) in [(&black, "draw/offer"), (&white, "draw/decline")] {
        let page = who.post(&format!("/games/{game}/{action}"), &[]).await;
        assert_eq!(page.status, 200, "{action}: {}", page.body);
        let (status, now) = fetch(&white, &path, Some(&tag)).await;
        assert_eq!(status, 200, "{action} is news");
        tag = now;
    }
}

#[both_backends]
async fn the_tag_follows_the_time_left_as_the_page_prints_it() {
    let app = spawn_app_with_clock().await;
    let (_white, black, game) =
        started_timed_game(&app, "tc_white", "tc_black", &[("time_control", "move"), ("days", "1")])
            .await;
    let path = format!("/games/{game}");
    // "1 day" left, printed to the hour while a day or more is left, then to the minute.
    app.clock().advance(30 * 60 + 10);
    let tag = tag_of(&black, &path).await;
    assert!(
        black.game_page(game).await.contains("must move within 23 hours 29 minutes"),
        "the clock as printed"
    );
    // Within the same printed minute: unchanged.
    app.clock().advance(20);
    assert_eq!(fetch(&black, &path, Some(&tag)).await.0, 304);
    // The next minute is printed otherwise: a new page.
    app.clock().advance(40);
    assert_eq!(fetch(&black, &path, Some(&tag)).await.0, 200);
}

/// Kept reads (the 304 path asks no query while nothing is committed) must still see the
/// calendar: a vacation ends with nothing written, and the page stops saying so.
#[both_backends]
async fn a_vacation_running_out_is_news_though_nothing_is_written() {
    const DAY: i64 = 86_400;
    let app = spawn_app_with_clock().await;
    let (white, black, game) = started_game(&app, "chess", "pv_white", "pv_black").await;
    let path = format!("/games/{game}");
    assert_eq!(black.post("/vacation", &[("days", "2")]).await.status, 200);
    // A visitor: no session whose sliding expiry would write as the days pass.
    let visitor = app.browser();
    let tag = tag_of(&visitor, &path).await;
    let away = "pv_black is on vacation until";
    assert!(visitor.game_page(game).await.contains(away));
    app.clock().advance(DAY);
    assert_eq!(fetch(&visitor, &path, Some(&tag)).await.0, 304, "still away");
    app.clock().advance(DAY + 60);
    let (status, now) = fetch(&visitor, &path, Some(&tag)).await;
    assert_eq!(status, 200, "back from vacation");
    assert_ne!(now, tag);
    assert!(!visitor.game_page(game).await.contains(away));
    // The players' pages, whose sessions do slide, say so too.
    assert!(!white.game_page(game).await.contains(away));
}

#[both_backends]
async fn my_games_is_not_modified_until_one_of_my_games_changes() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "pm_white", "pm_black").await;
    let tag = tag_of(&black, "/my").await;
    assert_eq!(fetch(&black, "/my", Some(&tag)).await.0, 304);
    // Another's game does not change black's list.
    let (eve, _frank, other) = started_game(&app, "chess", "pm_eve", "pm_frank").await;
    eve.play(other, "P e2-e4").await;
    assert_eq!(fetch(&black, "/my", Some(&tag)).await.0, 304);
    white.play(game, "P e2-e4").await;
    assert_eq!(fetch(&black, "/my", Some(&tag)).await.0, 200);
    assert_ne!(tag_of(&white, "/my").await, tag_of(&black, "/my").await);
}

#[both_backends]
async fn servers_of_one_database_agree_on_tags() {
    let app = spawn_app().await;
    let (_white, black, game) = started_game(&app, "chess", "ps_white", "ps_black").await;
    let other = app.restart().await;
    let path = format!("/games/{game}");
    let here = tag_of(&black, &path).await;
    let there = Browser::new(&other.base);
    // The same browser (its session cookie) asking the other server.
    let cookie = format!("pp_session={}", black.cookie("pp_session").expect("a session"));
    let r = there
        .get_with(&path, &[("if-none-match", &here), ("cookie", &cookie)])
        .await;
    assert_eq!(r.status(), 304, "the copy from one server is good on the other");
}
