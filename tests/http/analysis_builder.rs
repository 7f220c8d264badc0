//! The turn builder on the analysis board, without JavaScript: the game page's links
//! (first moves, their completions, drops from the reserve) build a turn for the side to
//! move at the shown position, which the analysis form plays into the tree, sending
//! nothing.

use super::support::{Browser, Page, spawn_app, started_game};
use super::turn_builder::{escape, link_to};

/// Follows the builder's link for `first` on `page`, and for a turn of two moves the
/// link of its `pick`th completion: the page with the whole turn in the move field, and
/// that turn.
async fn build(player: &Browser, page: &Page, first: &str, pick: usize) -> (Page, String) {
    let href = link_to(page, first).unwrap_or_else(|| panic!("no link for {first}: {}", page.body));
    assert!(href.contains("/analysis?"), "a link of the analysis board: {href}");
    let chosen = player.get(&href).await;
    assert_eq!(chosen.status, 200, "{}", chosen.body);
    let turns = chosen.legal_turns();
    if !chosen.contains("id=\"chosen\"") || turns.is_empty() {
        let turn = chosen.input("move").expect("the move field");
        return (chosen, turn);
    }
    let turn = turns[pick % turns.len()].clone();
    let Some(second) = turn.strip_prefix(&format!("{first}; ")) else {
        // The first move alone is a whole turn.
        return (chosen, turn);
    };
    let href = link_to(&chosen, second).unwrap_or_else(|| panic!("no link for {second}"));
    let filled = player.get(&href).await;
    (filled, turn)
}

/// Presses the analysis form's button: its hidden place and the move field as filled.
async fn play(player: &Browser, id: i64, filled: &Page) -> Page {
    let mut form = vec![("move", filled.input("move").expect("the move field"))];
    match filled.input("node") {
        Some(node) => form.push(("node", node)),
        None => form.push(("ply", filled.ply().expect("the ply field").to_string())),
    }
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    player.post(&format!("/games/{id}/analysis/moves"), &form).await
}

#[both_backends]
async fn a_tandem84_turn_of_two_moves_is_built_on_the_analysis_board() {
    let app = spawn_app().await;
    let (tara, theo, id) = started_game(&app, "tandem84", "tara", "theo").await;
    let first = tara.game_page(id).await.first_parts()[0].clone();
    assert_eq!(tara.post_move(id, 0, &first).await.status, 200);

    // Theo's move in the game; Tara builds his turn of two moves on her own board.
    let board = tara.get(&format!("/games/{id}/analysis")).await;
    assert!(board.contains("A turn is two moves"), "{}", board.body);
    assert!(board.contains("Black to move."));
    let firsts = board.first_parts();
    let (filled, turn) = build(&tara, &board, &firsts[firsts.len() / 2], 7).await;
    assert!(turn.contains("; "), "two moves: {turn}");
    assert!(filled.contains("id=\"chosen\""), "{}", filled.body);
    assert_eq!(filled.input("move").as_deref(), Some(turn.as_str()));
    let played = play(&tara, id, &filled).await;
    assert_eq!(played.status, 200, "{}", played.body);
    assert!(played.url.contains("/analysis?node="), "{}", played.url);
    assert!(played.contains(&format!("1... {}", escape(&turn))), "{}", played.body);
    assert!(played.contains("White to move."), "{}", played.body);

    // The next turn is built from the new position, for the other side; the game itself
    // is where it was.
    let next = played.first_parts();
    assert!(!next.is_empty());
    let (filled, reply) = build(&tara, &played, &next[0], 3).await;
    let replied = play(&tara, id, &filled).await;
    assert!(replied.contains(&escape(&reply)), "{}", replied.body);
    assert_eq!(theo.game_page(id).await.ply(), Some(1), "still Theo's move");
}

#[both_backends]
async fn a_drop_from_the_reserve_is_built_on_the_analysis_board() {
    let app = spawn_app().await;
    let (alice, _bob, id) = started_game(&app, "meteoric", "alice", "bob").await;
    let board = alice.get(&format!("/games/{id}/analysis")).await;
    assert!(board.contains("aria-label=\"white&#39;s reserve\""), "{}", board.body);
    // A first move whose start is White's reserve, as board.js finds it.
    let data = board.builder().expect("a turn builder");
    let drop = data["firsts"]
        .as_array()
        .expect("firsts")
        .iter()
        .find(|p| p["from"].as_str().is_some_and(|f| f.starts_with("@w")))
        .map(|p| p["text"].as_str().expect("text").to_string())
        .expect("a drop from the reserve");
    assert!(board.contains("From the reserve: "), "{}", board.body);
    let (filled, turn) = build(&alice, &board, &drop, 0).await;
    assert!(turn.starts_with(&drop), "{turn} begins with {drop}");
    let played = play(&alice, id, &filled).await;
    assert_eq!(played.status, 200, "{}", played.body);
    assert!(played.contains(&format!("1. {}", escape(&turn))), "{}", played.body);
    assert!(played.contains("Black to move."), "{}", played.body);

    // A turn that is no longer legal there is refused as typed, and nothing is added.
    let again = alice
        .post(
            &format!("/games/{id}/analysis/moves"),
            &[("node", &played.input("node").expect("node")), ("move", &turn)],
        )
        .await;
    assert_eq!(again.status, 422, "{}", again.body);
    assert!(again.contains("id=\"move-error\""));
}
