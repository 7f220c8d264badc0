//! News of changed games reaches every server of the database: on PostgreSQL through
//! LISTEN/NOTIFY to a second server, on SQLite within the one server.

use crate::support::{spawn_app, started_game};
use pigeonpost::storage::broadcast::News;
use std::time::Duration;
use tokio::sync::broadcast::Receiver;

/// The next news about `game`, skipping news of other games.
async fn next_about(news: &mut Receiver<News>, game: i64) -> News {
    let wait = async {
        loop {
            match news.recv().await {
                Ok(n @ News::GameChanged { game: g }) if g == game => return n,
                Ok(_) => {}
                Err(e) => panic!("news: {e}"),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(10), wait)
        .await
        .unwrap_or_else(|_| panic!("no news of game {game}"))
}

#[both_backends]
async fn a_move_is_news_to_every_server_of_the_database() {
    let app = spawn_app().await;
    // A second server on the same database, where one is how it is run.
    let other = if app.on_postgres() {
        Some(app.restart().await)
    } else {
        None
    };
    let there = other.as_ref().unwrap_or(&app);
    let (mut here_news, mut there_news) = (app.app.news(), there.app.news());

    let (white, _black, game) = started_game(&app, "chess", "nw_white", "nw_black").await;
    let changed = News::GameChanged { game };
    assert_eq!(next_about(&mut there_news, game).await, changed, "accepted");
    assert_eq!(next_about(&mut here_news, game).await, changed, "accepted");

    assert_eq!(white.play(game, "P e2-e4").await.status, 200);
    assert_eq!(next_about(&mut there_news, game).await, changed, "moved");
    assert_eq!(next_about(&mut here_news, game).await, changed, "moved");
}
