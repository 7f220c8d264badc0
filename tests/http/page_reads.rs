//! On SQLite the game page reads its moves and history inline (`storage::inline_reads`,
//! on the caller's thread, without sqlx's worker), the pooled queries being the way
//! when that fails and on PostgreSQL. Both must read the same rows, decoded alike.

use crate::support::{spawn_app, started_game};
use pigeonpost::storage::inline_reads::InlineReads;
use pigeonpost::storage::{events, moves};
use std::path::Path;

// SQLite only: PostgreSQL has no inline reads (its pages read the pooled way), so the
// test runs once, on SQLite, rather than twice with a PostgreSQL run that checks nothing.
#[tokio::test]
async fn the_inline_reads_read_what_the_pooled_queries_read() {
    crate::backend::run(crate::backend::Backend::Sqlite, inline_and_pooled_agree()).await
}

async fn inline_and_pooled_agree() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "ir_alice", "ir_bob").await;
    for (who, text) in [(&alice, "P e2-e4"), (&bob, "p e7-e5"), (&alice, "N g1-f3")] {
        assert_eq!(who.play(id, text).await.status, 200);
    }
    // History: an offer declined, then a resignation by a player who then leaves, so
    // that a nameless ("deleted player") entry is among the rows.
    assert_eq!(bob.post(&format!("/games/{id}/draw/offer"), &[]).await.status, 200);
    let declined = alice.post(&format!("/games/{id}/draw/decline"), &[]).await;
    assert_eq!(declined.status, 200, "{}", declined.body);
    let resigned = bob
        .post(&format!("/games/{id}/resign"), &[])
        .await;
    assert!(resigned.status < 400, "{}", resigned.body);
    assert_eq!(bob.delete_account().await.status, 200);

    let inline = InlineReads::of(Path::new(&app.db_address()));
    let mut conn = app.db().await.acquire().await.expect("a connection");
    let pooled_moves = moves::moves(&mut conn, id).await.expect("pooled moves");
    let pooled_events = events::for_game(&mut conn, id).await.expect("pooled events");
    assert_eq!(pooled_moves.len(), 3);
    assert!(
        pooled_events
            .iter()
            .any(|e| e.username.as_deref() == Some("deleted player")),
        "{pooled_events:?}"
    );
    let (inline_moves, inline_events) = inline.moves_and_events(id).expect("inline reads");
    assert_eq!(format!("{inline_moves:?}"), format!("{pooled_moves:?}"));
    assert_eq!(format!("{inline_events:?}"), format!("{pooled_events:?}"));

    // What the page shows comes from them.
    let page = alice.game_page(id).await;
    assert!(page.contains("N g1-f3"), "{}", page.body);
    assert!(page.contains("deleted player"), "{}", page.body);
}
