//! Conditional moves: lines arranged in advance, played at once in the same transaction
//! as the opponent's matching turn, private to their owner, dropped when play deviates.

use super::integrity::verify_cli;
use super::support::{Browser, spawn_app, started_game};
use pigeonpost_engine::{Position, registry};

async fn arrange(who: &Browser, id: i64, line: &str) -> super::support::Page {
    who.post(&format!("/games/{id}/conditionals"), &[("line", line)])
        .await
}

#[both_backends]
async fn a_matching_turn_is_answered_at_once_and_a_deviation_drops_the_line() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    alice.play(id, "e4").await;
    // Two pairs deep: if e5 then Nf3; then if Nc6 then Bb5.
    let arranged = arrange(&alice, id, "e5\nNf3\nNc6\nBb5").await;
    assert_eq!(arranged.status, 200, "{}", arranged.body);
    let page = alice.game_page(id).await;
    assert!(
        page.contains("if p e7-e5, reply N g1-f3; then if n b8-c6, reply B f1-b5"),
        "{}",
        page.body
    );
    // The opponent never sees them.
    let theirs = bob.game_page(id).await;
    assert!(!theirs.contains("N g1-f3"), "{}", theirs.body);
    assert!(!theirs.contains("id=\"conditionals\""));

    bob.play(id, "e5").await;
    let page = bob.game_page(id).await;
    assert_eq!(page.ply(), Some(3), "the reply was played at once: {}", page.body);
    assert!(page.contains("N g1-f3"));
    // Both are told; the mover's mail says it was a conditional move.
    let to_bob = app.sink().wait_for_mail("bob@example.org", "N g1-f3").await;
    assert!(to_bob.text().contains("a conditional move"), "{}", to_bob.text());
    let to_alice = app
        .sink()
        .wait_for_mail("alice@example.org", "conditional move N g1-f3")
        .await;
    assert!(to_alice.text().contains("p e7-e5"), "{}", to_alice.text());
    // The rest of the line waits for Black's next turn.
    assert!(alice.game_page(id).await.contains("if n b8-c6, reply B f1-b5"));

    // Black follows the line: its second pair answers at once.
    bob.play(id, "Nc6").await;
    let page = bob.game_page(id).await;
    assert_eq!(page.ply(), Some(5), "{}", page.body);
    assert!(page.contains("B f1-b5"), "{}", page.body);
    let page = alice.game_page(id).await;
    assert!(!page.contains("reply B f1-b5"), "the line is used up: {}", page.body);

    // Black deviates from a new line: it is dropped and it is White's move.
    arrange(&alice, id, "a6\nBa4").await;
    assert!(alice.game_page(id).await.contains("if p a7-a6, reply B b5-a4"));
    bob.play(id, "Nf6").await;
    let page = alice.game_page(id).await;
    assert_eq!(page.ply(), Some(6), "{}", page.body);
    assert!(!page.contains("reply B b5-a4"), "{}", page.body);
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 0, "{report}");
}

#[both_backends]
async fn a_line_is_checked_when_entered_and_only_while_the_opponent_is_to_move() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let early = arrange(&alice, id, "e5\nNf3").await;
    assert_eq!(early.status, 409, "White is to move: {}", early.body);
    alice.play(id, "e4").await;
    for (line, why) in [
        ("e5\nQh8", "turn 2 of the line (Qh8)"),
        ("e5", "one per line"),
        ("e4\nNf3", "turn 1 of the line (e4)"),
    ] {
        let refused = arrange(&alice, id, line).await;
        assert_eq!(refused.status, 422, "{line}: {}", refused.body);
        assert!(refused.contains(why), "{line}: {}", refused.body);
    }
    assert!(!alice.game_page(id).await.contains("if p e7-e5"));
    // Bob may not arrange while it is his move, nor cancel Alice's lines.
    assert_eq!(arrange(&bob, id, "Nf3\ne5").await.status, 409);
    arrange(&alice, id, "e5\nNf3").await;
    // Her data export carries the line; the opponent's does not.
    let alices = alice.get_raw("/account/export").await.text().await.unwrap();
    let alices: serde_json::Value = serde_json::from_str(&alices).unwrap();
    assert_eq!(
        alices["games"][0]["conditional_lines"],
        serde_json::json!([["p e7-e5", "N g1-f3"]])
    );
    let bobs = bob.get_raw("/account/export").await.text().await.unwrap();
    assert!(!bobs.contains("N g1-f3"), "{bobs}");
    let cancel_theirs = bob.post(&format!("/games/{id}/conditionals/1/cancel"), &[]).await;
    assert_eq!(cancel_theirs.status, 404, "{}", cancel_theirs.body);
    let cancelled = alice.post(&format!("/games/{id}/conditionals/1/cancel"), &[]).await;
    assert_eq!(cancelled.status, 200, "{}", cancelled.body);
    bob.play(id, "e5").await;
    assert_eq!(alice.game_page(id).await.ply(), Some(2), "cancelled: nothing was played");
}

#[both_backends]
async fn a_two_part_tandem84_turn_is_answered_by_a_conditional_two_part_turn() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "tandem84", "tara", "theo").await;
    // Three legal turns in a row, each of two moves, as the engine lists them.
    let v = registry::get("tandem84").unwrap();
    let mut pos = Position::start(&v);
    let mut texts = Vec::new();
    for _ in 0..3 {
        // White's first turn is one move; every turn after it is two.
        let turns = pos.legal_turns();
        let turn = turns
            .iter()
            .find(|t| t.len() == 2)
            .or(turns.first())
            .cloned()
            .expect("a legal turn");
        texts.push(pos.turn_text(&turn));
        pos = pos.play(&turn).unwrap();
    }
    assert!(texts[1].contains(';') && texts[2].contains(';'), "{texts:?}");
    white.play(id, &texts[0]).await;
    let arranged = arrange(&white, id, &format!("{}\n{}", texts[1], texts[2])).await;
    assert_eq!(arranged.status, 200, "{}", arranged.body);
    black.play(id, &texts[1]).await;
    let page = black.game_page(id).await;
    assert_eq!(page.ply(), Some(3), "{}", page.body);
    assert!(page.contains(&texts[2]), "{}", page.body);
}

/// A takeback removes the position a player's lines answered: they are cancelled, and
/// the player is told by mail and in the game's history, not left to find them gone.
#[both_backends]
async fn a_takeback_cancels_the_lines_it_orphans_and_says_so() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "tb_alice", "tb_bob").await;
    alice.play(id, "e4").await;
    let arranged = arrange(&alice, id, "e5\nNf3").await;
    assert_eq!(arranged.status, 200, "{}", arranged.body);
    let asked = alice.post(&format!("/games/{id}/takeback/request"), &[]).await;
    assert_eq!(asked.status, 200, "{}", asked.body);
    let accepted = bob.post(&format!("/games/{id}/takeback/accept"), &[]).await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);

    let page = alice.game_page(id).await;
    assert_eq!(page.ply(), Some(0));
    assert!(!page.contains("if p e7-e5"), "the line is gone: {}", page.body);
    assert!(page.contains("cancelling 1 conditional line"), "{}", page.body);
    let told = app
        .sink()
        .wait_for_mail("tb_alice@example.org", "agreed to take back")
        .await;
    assert!(
        told.text().contains("The takeback cancelled your 1 conditional line"),
        "{}",
        told.text()
    );
}
