//! Mail about an event to the entrants concerned, through the real SMTP sink: the
//! organiser's ruling on a game to its two players (with the reason), nobody else, and
//! nothing for a ruling refused; a knockout match decided to both its players.

use crate::support::{TestApp, spawn_app_counting_mail};
use crate::smtp_sink::SunkMail;

/// The game ids of event `id`, with White's and Black's names, by round and board.
async fn games(app: &TestApp, id: i64) -> Vec<(i64, String, String)> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT g.id, w.username, b.username FROM tournament_games tg
         JOIN games g ON g.id = tg.game_id JOIN users w ON w.id = g.white_id
         JOIN users b ON b.id = g.black_id WHERE tg.tournament_id = $1
         ORDER BY tg.round, tg.board, tg.leg",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the games");
    pool.close().await;
    rows
}

/// The mails sent since the first `seen`, whose subject holds `words`.
fn sent(app: &TestApp, seen: usize, words: &str) -> Vec<SunkMail> {
    app.sink()
        .messages()
        .into_iter()
        .skip(seen)
        .filter(|m| m.subject().contains(words))
        .collect()
}

#[both_backends]
async fn a_ruling_is_mailed_to_the_two_players_of_its_game_with_its_reason() {
    let app = spawn_app_counting_mail().await;
    let org = app.player("em_org").await;
    let id = crate::support::open_event(&org, &[("name", "Mailed cup"), ("format", "round_robin")]).await;
    crate::support::enter_event(&app, id, &["em_ann", "em_bob", "em_cid"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    app.drain_mail().await;
    let seen = app.sink().messages().len();
    let (game, white, black) = games(&app, id).await[0].clone();
    let third = ["em_ann", "em_bob", "em_cid"]
        .into_iter()
        .find(|n| *n != white && *n != black)
        .expect("the third entrant");

    // Refused (no reason): nothing is mailed.
    let game_field = game.to_string();
    let refused = org
        .post(
            &format!("/tournaments/{id}/rulings"),
            &[("game", &game_field), ("ruling", "white"), ("reason", " ")],
        )
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    app.drain_mail().await;
    assert!(sent(&app, seen, "the organiser ruled").is_empty());

    let ruled = org
        .post(
            &format!("/tournaments/{id}/rulings"),
            &[("game", &game_field), ("ruling", "white"), ("reason", "Black wrote that they resign")],
        )
        .await;
    assert_eq!(ruled.status, 200, "{}", ruled.body);
    app.drain_mail().await;
    let mails = sent(&app, seen, "Mailed cup: the organiser ruled on");
    assert_eq!(mails.len(), 2, "{:?}", mails.iter().map(|m| m.to.clone()).collect::<Vec<_>>());
    for name in [&white, &black] {
        let m = mails
            .iter()
            .find(|m| m.is_for(&format!("{name}@example.org")))
            .unwrap_or_else(|| panic!("{name}'s mail"));
        let text = m.text();
        assert!(text.contains("adjudicated it a win for White"), "{text}");
        assert!(text.contains("Black wrote that they resign"), "{text}");
        assert!(text.contains(&format!("/games/{game}")), "{text}");
        // Threaded with the game's other mail.
        let refs = m.header("References").unwrap_or_default();
        assert!(refs.contains(&format!("<game-{game}@")), "{refs}");
    }
    assert!(!mails.iter().any(|m| m.is_for(&format!("{third}@example.org"))));
}

#[both_backends]
async fn a_knockout_match_decided_is_mailed_to_both_its_players() {
    let app = spawn_app_counting_mail().await;
    let org = app.player("mk_org").await;
    let id = crate::support::open_event(
        &org,
        &[("name", "Mailed match"), ("format", "knockout"), ("max_entrants", "2"), ("match_games", "1")],
    )
    .await;
    let players = crate::support::enter_event(&app, id, &["mm_ann", "mm_bob"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    app.drain_mail().await;
    let seen = app.sink().messages().len();
    let (game, white, black) = games(&app, id).await[0].clone();
    assert_eq!(players[&white].play(game, "P e2-e4").await.status, 200);
    assert_eq!(players[&black].play(game, "p e7-e5").await.status, 200);
    assert_eq!(players[&black].post(&format!("/games/{game}/resign"), &[]).await.status, 200);
    app.sweep().await;
    app.drain_mail().await;
    let mails = sent(&app, seen, "Mailed match: a match of yours is decided");
    assert_eq!(mails.len(), 2, "{:?}", app.sink().messages().iter().map(|m| m.subject()).collect::<Vec<_>>());
    for name in [&white, &black] {
        let m = mails
            .iter()
            .find(|m| m.is_for(&format!("{name}@example.org")))
            .unwrap_or_else(|| panic!("{name}'s mail"));
        let text = m.text();
        assert!(text.contains(&format!("{white} beat {black} 1-0 and won the event")), "{text}");
        assert!(text.contains(&format!("/tournaments/{id}")), "{text}");
    }
    // Looked at again, the match is not decided twice, nor mailed twice.
    app.sweep().await;
    app.drain_mail().await;
    assert_eq!(sent(&app, seen, "a match of yours is decided").len(), 2);
}
