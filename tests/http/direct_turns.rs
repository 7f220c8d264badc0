//! A turn is written as one value (`storage::turns`): a plain one and one that also lapses
//! an offer store the same moves and the same game, and the lapse is written with it.

use crate::support::{spawn_app_counting_mail, started_game};

/// Fool's mate: three turns that go on, one that ends the game.
const TURNS: [&str; 4] = ["P f2-f3", "p e7-e5", "P g2-g4", "q d8-h4"];

#[both_backends]
async fn a_turn_that_lapses_an_offer_stores_what_a_plain_turn_stores() {
    let app = spawn_app_counting_mail().await;
    let (alice, bob, plain) = started_game(&app, "chess", "dt_alice", "dt_bob").await;
    let (carol, dave, general) = started_game(&app, "chess", "dt_carol", "dt_dave").await;
    app.drain_mail().await;

    for (i, text) in TURNS.iter().enumerate() {
        let mover = if i % 2 == 0 { &alice } else { &bob };
        let played = mover.play(plain, text).await;
        assert_eq!(played.status, 200, "{text}: {}", played.body);
    }
    let plain_mail = app.drain_mail().await;
    assert!(plain_mail > 0, "the plain turns' mail was queued");

    for (i, text) in TURNS.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 { (&carol, &dave) } else { (&dave, &carol) };
        // The player not to move offers a draw, which the turn lapses (unless it ends
        // the game): the lapse is part of the same write.
        let offered = other.post(&format!("/games/{general}/draw/offer"), &[]).await;
        assert_eq!(offered.status, 200, "{}", offered.body);
        app.drain_mail().await;
        let played = mover.play(general, text).await;
        assert_eq!(played.status, 200, "{text}: {}", played.body);
        let lapsed = mover.game_page(general).await.contains("offers a draw");
        assert!(!lapsed, "turn {i}: the offer stands no more");
    }

    let db = app.db().await;
    type MoveRow = (i64, String, String, Option<String>, String, String, String, i64);
    let moves = |id: i64| {
        let db = db.clone();
        async move {
            sqlx::query_as::<_, MoveRow>(
                "SELECT ply, canonical, san, comment, fen_after, repetition_key, squares,
                        CASE WHEN player_id IS NULL THEN 1 ELSE 0 END
                 FROM moves WHERE game_id = $1 ORDER BY ply",
            )
            .bind(id)
            .fetch_all(&db)
            .await
            .expect("the moves")
        }
    };
    let plain_moves = moves(plain).await;
    assert_eq!(plain_moves.len(), 4);
    assert_eq!(plain_moves, moves(general).await);

    type GameRow = (String, i64, Option<String>, String, Option<String>, Option<String>, i64, i64);
    let game = |id: i64| {
        let db = db.clone();
        async move {
            sqlx::query_as::<_, GameRow>(
                "SELECT fen, ply, last_squares, status, winner, reason,
                        CASE WHEN deadline IS NULL THEN 1 ELSE 0 END,
                        CASE WHEN turn_started_at IS NULL THEN 1 ELSE 0 END
                 FROM games WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&db)
            .await
            .expect("the game")
        }
    };
    let ended = game(plain).await;
    assert_eq!((ended.1, ended.3.as_str()), (4, "finished"));
    assert_eq!(ended.4.as_deref(), Some("black"));
    assert_eq!(ended, game(general).await);

    // What the players see.
    let page = alice.game_page(plain).await;
    assert!(page.contains("h4"), "{}", page.body);
    let mailed = app
        .sink()
        .messages()
        .iter()
        .any(|m| m.is_for("dt_bob@example.org") && m.text().contains("g2-g4"));
    assert!(mailed, "Bob was mailed Alice's third turn");
}
