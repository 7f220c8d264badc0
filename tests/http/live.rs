//! Live updates: a game's event stream (`/games/{id}/events`) and a player's
//! (`/my/events`), read as a browser's `EventSource` reads them. An open stream hears
//! the opponent's move, offer or resignation; a reconnecting one says what it saw last
//! and gets what it missed at once; idle streams hold no database connection.

#[path = "live/sse.rs"]
pub(crate) mod sse;

use crate::support::{Browser, TestApp, spawn_app, spawn_app_with, started_game};
use sse::{EventStream, Frame};
use std::time::Duration;

/// The bound on how soon an open page hears of a move.
const PROMPT: Duration = Duration::from_secs(1);
/// Long enough to be sure nothing is coming when nothing should.
const QUIET: Duration = Duration::from_millis(400);

pub(crate) async fn open(b: &Browser, path: &str, last_seen: Option<&str>) -> EventStream {
    let headers: Vec<(&str, &str)> = last_seen.map(|v| ("last-event-id", v)).into_iter().collect();
    EventStream::new(b.get_with(path, &headers).await)
}

fn events_of(game: i64) -> String {
    format!("/games/{game}/events")
}

#[both_backends]
async fn an_open_stream_hears_the_opponents_move_within_a_second() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "lv_white", "lv_black").await;
    let mut stream = open(&black, &events_of(game), None).await;
    // Opened without a version: the current state comes at once.
    let first = stream.expect_event(PROMPT, "the state when opened").await;
    assert_eq!((first.ply(), first.status()), (0, "active".into()));

    white.play(game, "P e2-e4").await;
    let moved = stream.expect_event(PROMPT, "white's move").await;
    assert_eq!(moved.ply(), 1);
    assert_ne!(moved.version(), first.version(), "a new version");
    // The event says no more than the page shows anyone: its ply and status.
    assert_eq!(moved.data, "{\"ply\":1,\"status\":\"active\"}");
}

#[both_backends]
async fn a_reconnecting_stream_gets_what_it_missed_at_once_and_nothing_it_saw() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "rs_white", "rs_black").await;
    let seen = open(&black, &events_of(game), None)
        .await
        .expect_event(PROMPT, "the state when opened")
        .await;
    // The stream drops; meanwhile white moves.
    white.play(game, "P e2-e4").await;
    let mut back = open(&black, &events_of(game), Some(seen.version())).await;
    let missed = back.expect_event(PROMPT, "the move missed").await;
    assert_eq!(missed.ply(), 1);

    // Reconnecting with the current version: nothing until something changes.
    let mut again = open(&black, &events_of(game), Some(missed.version())).await;
    assert_eq!(again.event_within(QUIET).await, None, "nothing new");
    // The page's own version works as the header does (the first connection).
    let since = format!("{}?since={}", events_of(game), missed.version());
    let mut from_page = open(&black, &since, None).await;
    assert_eq!(from_page.event_within(QUIET).await, None, "nothing new");

    black.play(game, "p e7-e5").await;
    for stream in [&mut again, &mut from_page] {
        let next = stream.expect_event(PROMPT, "black's move").await;
        assert_eq!(next.ply(), 2);
    }
    // An unknown version (from another build, say) is answered with the current state.
    let mut odd = open(&black, &events_of(game), Some("not-a-version")).await;
    assert_eq!(odd.expect_event(PROMPT, "the state").await.ply(), 2);
}

#[both_backends]
async fn anyone_may_watch_a_game_as_anyone_may_view_its_page_but_not_a_missing_one() {
    let app = spawn_app().await;
    let (white, _black, game) = started_game(&app, "chess", "aw_white", "aw_black").await;
    let visitor = app.browser();
    // The game page is public (anyone may look at any game), and so is its stream.
    assert_eq!(visitor.game_page(game).await.status, 200);
    let mut stream = open(&visitor, &events_of(game), None).await;
    stream.expect_event(PROMPT, "the state").await;
    white.play(game, "P e2-e4").await;
    assert_eq!(stream.expect_event(PROMPT, "the move").await.ply(), 1);

    for (path, status) in [
        (events_of(game + 1000), 404),
        ("/games/x/events".to_string(), 404),
    ] {
        assert_eq!(visitor.get(&path).await.status, status, "{path}");
    }
    // A player's list is theirs: no stream without logging in.
    assert_eq!(visitor.get("/my/events").await.status, 401);
}

#[both_backends]
async fn offers_answers_and_a_resignation_are_events_too() {
    let app = spawn_app().await;
    let (white, black, game) = started_game(&app, "chess", "of_white", "of_black").await;
    white.play(game, "P e2-e4").await;
    let mut stream = open(&white, &events_of(game), None).await;
    let mut last = stream.expect_event(PROMPT, "the state").await;
    for (who, path, what) in [
        (&black, "draw/offer", "a draw offer"),
        (&white, "draw/decline", "the answer"),
        (&white, "takeback/request", "a takeback request"),
        (&black, "takeback/decline", "its answer"),
        (&black, "resign", "a resignation"),
    ] {
        let page = who.post(&format!("/games/{game}/{path}"), &[]).await;
        assert_eq!(page.status, 200, "{what}: {}", page.body);
        let e = stream.expect_event(PROMPT, what).await;
        assert_ne!(e.version(), last.version(), "{what} is news");
        last = e;
    }
    assert_eq!(last.status(), "finished");
}

#[both_backends]
async fn my_games_stream_hears_of_my_games_and_not_of_others() {
    let app = spawn_app().await;
    let carol = app.player("mg_carol").await;
    let dave = app.player("mg_dave").await;
    let mut mine = open(&carol, "/my/events", None).await;
    let first = mine.expect_event(PROMPT, "the list when opened").await;

    // Someone else's game is not carol's news.
    let (eve, _frank, other) = started_game(&app, "chess", "mg_eve", "mg_frank").await;
    eve.play(other, "P e2-e4").await;
    assert_eq!(mine.event_within(QUIET).await, None, "another's game");

    // An invitation to carol, her acceptance, and a move in her game are.
    let invited = dave.create_game("chess", "white", "mg_carol").await;
    let game = invited.game_id();
    let e = mine.expect_event(PROMPT, "the invitation").await;
    assert_ne!(e.version(), first.version());
    assert_eq!(carol.accept(game, "").await.status, 200);
    mine.expect_event(PROMPT, "the acceptance").await;
    dave.play(game, "P e2-e4").await;
    mine.expect_event(PROMPT, "dave's move").await;
    assert_eq!(carol.get("/my").await.status, 200);
}

#[both_backends]
async fn an_idle_stream_gets_keep_alive_comments() {
    let app = spawn_app_with(|c| c.connections.live_keepalive_secs = 1).await;
    let (_white, black, game) = started_game(&app, "chess", "ka_white", "ka_black").await;
    let mut stream = open(&black, &events_of(game), None).await;
    let seen = stream.expect_event(PROMPT, "the state").await;
    let mut idle = open(&black, &events_of(game), Some(seen.version())).await;
    match idle.frame_within(Duration::from_secs(3)).await {
        Some(Frame::Comment(_)) => {}
        other => panic!("a keep-alive comment, not {other:?}"),
    }
}

#[both_backends]
async fn idle_streams_hold_no_database_connection() {
    // One browser opens them all: its session may hold that many here.
    let app: TestApp = spawn_app_with(|c| c.connections.live_streams_per_session = 64).await;
    let (white, black, game) = started_game(&app, "chess", "ic_white", "ic_black").await;
    // More streams than the pool has connections (8 on SQLite, 16 on PostgreSQL).
    let mut streams = Vec::new();
    for _ in 0..40 {
        let mut s = open(&black, &events_of(game), None).await;
        s.expect_event(PROMPT, "the state").await;
        streams.push(s);
    }
    // Pages and moves still get connections, and every stream hears the move.
    assert_eq!(black.game_page(game).await.status, 200);
    white.play(game, "P e2-e4").await;
    for s in &mut streams {
        assert_eq!(s.expect_event(PROMPT * 5, "the move").await.ply(), 1);
    }
}

#[both_backends]
async fn closing_the_server_ends_its_streams() {
    let app = spawn_app().await;
    let (_white, black, game) = started_game(&app, "chess", "cl_white", "cl_black").await;
    let mut stream = open(&black, &events_of(game), None).await;
    stream.expect_event(PROMPT, "the state").await;
    app.app.close_streams();
    assert!(stream.ends_within(Duration::from_secs(5)).await, "the stream ended");
}

#[both_backends]
async fn a_stream_on_one_server_hears_a_move_made_on_another() {
    let app = spawn_app().await;
    // On PostgreSQL a second server on the same database, as several are run; on SQLite
    // there is one server.
    let other = if app.on_postgres() {
        Some(app.restart().await)
    } else {
        None
    };
    let there = other.as_ref().unwrap_or(&app);
    let (white, _black, game) = started_game(&app, "chess", "ms_white", "ms_black").await;
    let watcher = Browser::new(&there.base);
    let mut stream = open(&watcher, &events_of(game), None).await;
    stream.expect_event(PROMPT, "the state").await;
    white.play(game, "P e2-e4").await;
    assert_eq!(stream.expect_event(PROMPT, "the move").await.ply(), 1);
}
