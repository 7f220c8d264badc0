//! On SQLite the game page reads its moves and history inline (`storage::inline_reads`,
//! on the caller's thread, without sqlx's worker), the pooled queries being the way
//! when that fails and on PostgreSQL. Both must read the same rows, decoded alike.

use crate::support::{spawn_app, started_game};
use pigeonpost::storage::inline_reads::InlineReads;
use pigeonpost::storage::{events, games, moves, sessions, stamps, users};
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
    let (inline_moves, inline_events) = inline.moves_and_events(id, true).expect("inline reads");
    assert_eq!(format!("{inline_moves:?}"), format!("{pooled_moves:?}"));
    assert_eq!(format!("{inline_events:?}"), format!("{pooled_events:?}"));
    // A game known to have no history has only its moves read.
    let (moves_alone, none) = inline.moves_and_events(id, false).expect("inline moves");
    assert_eq!(format!("{moves_alone:?}"), format!("{pooled_moves:?}"));
    assert!(none.is_empty());

    // What the page shows comes from them.
    let page = alice.game_page(id).await;
    assert!(page.contains("N g1-f3"), "{}", page.body);
    assert!(page.contains("deleted player"), "{}", page.body);
}

// SQLite only, as above.
#[tokio::test]
async fn the_inline_reads_of_a_move_and_my_games_read_what_the_pooled_queries_read() {
    crate::backend::run(
        crate::backend::Backend::Sqlite,
        move_and_list_reads_agree(),
    )
    .await
}

async fn move_and_list_reads_agree() {
    let app = spawn_app().await;
    // Games first, so that game ids and player ids differ (a parameter bound to the
    // wrong number would then read another row, or none).
    let (carol, _dave, other) = started_game(&app, "chess", "ir_carol", "ir_dave").await;
    assert_eq!(carol.play(other, "P e2-e4").await.status, 200);
    let (alice, bob, id) = started_game(&app, "chess", "ir_alice", "ir_bob").await;
    for (who, text) in [(&alice, "P e2-e4"), (&bob, "p e7-e5"), (&alice, "N g1-f3")] {
        assert_eq!(who.play(id, text).await.status, 200);
    }
    // Alice's lines in this game, and Bob on vacation: the list's "away" is not empty.
    let line = alice
        .post(&format!("/games/{id}/conditionals"), &[("line", "n b8-c6\nB f1-b5")])
        .await;
    assert_eq!(line.status, 200, "{}", line.body);
    assert!(bob.post("/vacation", &[("days", "5")]).await.status < 400);

    let inline = InlineReads::of(Path::new(&app.db_address()));
    let mut conn = app.db().await.acquire().await.expect("a connection");
    let alice_id = users::by_username(&mut conn, "ir_alice").await.expect("alice").id;
    let bob_id = users::by_username(&mut conn, "ir_bob").await.expect("bob").id;
    assert!(alice_id != id && bob_id != id, "ids must differ for the test to mean anything");

    // What a move is decided from.
    let pooled_game = games::by_id(&mut conn, id).await.expect("pooled game");
    let pooled_keys = moves::repetition_keys(&mut conn, id).await.expect("pooled keys");
    assert_eq!(pooled_keys.len(), 3);
    let (inline_game, inline_keys) = inline.game_and_keys(id).expect("inline game");
    assert_eq!(format!("{inline_game:?}"), format!("{pooled_game:?}"));
    assert_eq!(inline_keys, pooled_keys);
    for (user, lines) in [(alice_id, true), (bob_id, false)] {
        let pooled = users::by_id_with_lines_in(&mut conn, user, id)
            .await
            .expect("pooled user");
        let inlined = inline.user_with_lines_in(user, id).expect("inline user");
        assert_eq!(format!("{inlined:?}"), format!("{pooled:?}"));
        assert_eq!((inlined.0.id, inlined.1), (user, lines));
    }

    // "My games" and who is away.
    let now = i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_secs(),
    )
    .expect("now");
    let pooled_games = games::for_user(&mut conn, alice_id).await.expect("pooled list");
    let pooled_away = stamps::opponents_away(&mut conn, alice_id, now)
        .await
        .expect("pooled away");
    assert_eq!(pooled_away.len(), 1, "Bob is away");
    let (inline_games, inline_away) = inline.my_games(alice_id, now).expect("inline list");
    assert_eq!(format!("{inline_games:?}"), format!("{pooled_games:?}"));
    assert_eq!(inline_away, pooled_away);

    // A game page's stamp, with and without a viewer, and the viewer of a session.
    let hash: String = sqlx::query_scalar(
        "SELECT token_hash FROM sessions WHERE user_id = $1 ORDER BY expires_at DESC",
    )
    .bind(alice_id)
    .fetch_one(&mut *conn)
    .await
    .expect("alice's session");
    for session in [Some(hash.as_str()), None] {
        let pooled = stamps::game(&mut conn, id, session, now)
            .await
            .expect("pooled stamp");
        let inlined = inline.game_stamp(id, session, now).expect("inline stamp");
        assert_eq!(format!("{inlined:?}"), format!("{pooled:?}"));
        assert_eq!(inlined.facts.viewer.is_some(), session.is_some());
    }
    let stamp = inline.game_stamp(id, Some(&hash), now).expect("stamp");
    assert_eq!(stamp.facts.own_lines.0, 1, "Alice's line is counted");
    assert!(stamp.facts.black_away.is_some(), "Bob is away");
    let pooled = sessions::user(&mut conn, &hash, now).await.expect("pooled session");
    let inlined = inline.session_user(&hash, now).expect("inline session");
    assert_eq!(format!("{inlined:?}"), format!("{:?}", Some(pooled)));
    assert!(inline.session_user("no such hash", now).expect("read").is_none());

    // Whom a move's mail goes to: a player (with the choices they made, or the
    // defaults) and an address that is no player's.
    for email in ["ir_alice@example.org", "nobody@example.org"] {
        let pooled = users::mail_recipient(&mut conn, email)
            .await
            .expect("pooled recipient");
        let inlined = inline.mail_recipient(email).expect("inline recipient");
        assert_eq!(inlined, pooled, "{email}");
        assert_eq!(inlined.is_some(), email.starts_with("ir_alice"));
    }

    // And the page that reads them inline shows them.
    let list = alice.get("/my").await;
    assert!(list.contains("ir_bob"), "{}", list.body);
    assert!(list.contains("on vacation"), "{}", list.body);
    // The move that reads them inline is played, and answered by Alice's line.
    assert!(bob.post("/vacation/end", &[]).await.status < 400);
    assert_eq!(bob.play(id, "n b8-c6").await.status, 200);
    assert!(alice.game_page(id).await.contains("B f1-b5"));
}
