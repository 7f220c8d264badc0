//! The analysis board: a player's private board for a game, moves for both sides checked
//! by the rules and sent nowhere, lines branching into a tree with notes, a line from the
//! current position arranged as conditional moves.

use super::support::{Browser, Page, spawn_app, started_game};

async fn analyse(who: &Browser, id: i64, at: &[(&str, &str)], text: &str) -> Page {
    let mut form = at.to_vec();
    form.push(("move", text));
    who.post(&format!("/games/{id}/analysis/moves"), &form).await
}

async fn import(who: &Browser, id: i64, list: String) -> Page {
    let form = [("ply", "0"), ("list", list.as_str())];
    who.post(&format!("/games/{id}/analysis/import"), &form)
        .await
}

/// The node the analysis page shows (its move form's hidden field).
fn node_of(page: &Page) -> String {
    let key = "name=\"node\" value=\"";
    let start = page.body.find(key).expect("a node on the page") + key.len();
    let end = start + page.body[start..].find('"').expect("end of value");
    page.body[start..end].to_string()
}

#[both_backends]
async fn moves_for_both_sides_branch_into_a_private_tree_with_notes() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    alice.play(id, "e4").await;
    bob.play(id, "e5").await;
    let game = alice.game_page(id).await;
    assert!(game.contains(&format!("href=\"/games/{id}/analysis?ply=2\"")), "{}", game.body);

    let board = alice.get(&format!("/games/{id}/analysis")).await;
    assert_eq!(board.status, 200, "{}", board.body);
    assert!(board.contains("after ply 2") && board.contains("White to move."));
    // The title is words only (a script tag once sat in it, shown in the browser's tab).
    assert!(
        board.contains(&format!("<title>Analysis: Chess #{id} - Pigeonpost</title>")),
        "{}",
        board.body
    );

    // White's move and Black's answer, both by alice.
    let nf3 = analyse(&alice, id, &[], "Nf3").await;
    assert_eq!(nf3.status, 200, "{}", nf3.body);
    assert!(nf3.contains("2. N g1-f3 (Nf3)") && nf3.contains("Black to move."), "{}", nf3.body);
    let nf3_node = node_of(&nf3);
    let nc6 = analyse(&alice, id, &[("node", &nf3_node)], "Nc6").await;
    assert!(nc6.contains("2... n b8-c6 (Nc6)") && nc6.contains("White to move."), "{}", nc6.body);

    // Refused as a real move would be, with the text kept; the game is untouched.
    let refused = analyse(&alice, id, &[("node", &node_of(&nc6))], "Qh8").await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.contains("id=\"move-error\"") && refused.contains("value=\"Qh8\""));
    assert_eq!(bob.game_page(id).await.ply(), None, "still White's move");
    assert_eq!(alice.game_page(id).await.ply(), Some(2));

    // A second answer to Nf3 is a variation; the same turn again is the same node.
    let nf6 = analyse(&alice, id, &[("node", &nf3_node)], "Nf6").await;
    let again = analyse(&alice, id, &[("node", &nf3_node)], "n g8-f6").await;
    assert_eq!(node_of(&nf6), node_of(&again));
    let at_nf3 = alice
        .get(&format!("/games/{id}/analysis?node={nf3_node}"))
        .await;
    assert!(at_nf3.contains("id=\"tried\""), "{}", at_nf3.body);
    assert!(at_nf3.contains("2... n b8-c6 (Nc6)</a> (main line)") && at_nf3.contains("2... n g8-f6 (Nf6)"));

    // A note on a position.
    let noted = alice
        .post(
            &format!("/games/{id}/analysis/note"),
            &[("node", &node_of(&nf6)), ("note", "Petrov: marmalade")],
        )
        .await;
    assert_eq!(noted.status, 200, "{}", noted.body);
    assert!(noted.contains("Petrov: marmalade"));

    // Nobody else sees or changes it.
    let path = format!("/games/{id}/analysis?node={}", node_of(&nf6));
    assert_eq!(bob.get(&path).await.status, 404);
    assert!(!bob.get(&format!("/games/{id}/analysis")).await.contains("N g1-f3 (Nf3)"));
    assert_eq!(app.browser().get_raw(&path).await.status(), 401);
    let carol = app.player("carol").await;
    assert_eq!(carol.get(&format!("/games/{id}/analysis")).await.status, 403);
    let bobs = bob
        .post(
            &format!("/games/{id}/analysis/note"),
            &[("node", &node_of(&nf6)), ("note", "mine")],
        )
        .await;
    assert_eq!(bobs.status, 404);

    // Deleting the variation takes it away, and its note with it.
    let deleted = alice
        .post(&format!("/games/{id}/analysis/delete"), &[("node", &node_of(&nf6))])
        .await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert!(deleted.contains("2. N g1-f3 (Nf3)") && !deleted.contains("Nf6"), "{}", deleted.body);
    assert_eq!(alice.get(&path).await.status, 404);
}

#[both_backends]
async fn a_line_from_the_current_position_becomes_conditional_moves() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    alice.play(id, "e4").await;
    // Black to move: alice tries his answer and her reply.
    let e5 = analyse(&alice, id, &[], "e5").await;
    assert!(!e5.contains("Arrange this line"), "one turn is not a line: {}", e5.body);
    let nf3 = analyse(&alice, id, &[("node", &node_of(&e5))], "Nf3").await;
    assert!(nf3.contains("Arrange this line as conditional moves"), "{}", nf3.body);
    let arranged = alice
        .post(&format!("/games/{id}/analysis/conditional"), &[("node", &node_of(&nf3))])
        .await;
    assert_eq!(arranged.status, 200, "{}", arranged.body);
    assert!(alice.game_page(id).await.contains("if p e7-e5, reply N g1-f3"));
    bob.play(id, "e5").await;
    assert_eq!(bob.game_page(id).await.ply(), Some(3), "the reply was played");

    // A line from an earlier position is not offered.
    let earlier = analyse(&alice, id, &[("ply", "0")], "d4").await;
    let earlier = analyse(&alice, id, &[("node", &node_of(&earlier))], "d5").await;
    assert!(!earlier.contains("Arrange this line"), "{}", earlier.body);
}

#[both_backends]
async fn a_pasted_pgn_or_move_list_opens_on_the_analysis_board() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    for (who, text) in [(&alice, "e4"), (&bob, "c5"), (&alice, "Nf3"), (&bob, "d6")] {
        who.play(id, text).await;
    }
    // The game's own PGN, from its start, reaches the position the game is in.
    let pgn = alice.get_raw(&format!("/games/{id}/pgn")).await.text().await.unwrap();
    let board = import(&alice, id, pgn).await;
    assert_eq!(board.status, 200, "{}", board.body);
    assert!(board.contains("2... p d7-d6 (d6)") && board.contains("White to move."), "{}", board.body);
    let game = alice.get(&format!("/games/{id}?ply=4")).await;
    let words = |page: &Page| {
        let start = page.body.find("id=\"position-words\"").expect("words");
        let end = start + page.body[start..].find("</details>").expect("end");
        page.body[start..end].to_string()
    };
    assert_eq!(words(&board), words(&game), "the same position");

    // A Game Courier list in full notation, numbered, with a variation left out.
    let list = "1. P e2-e4 (1. P d2-d4) 1... p e7-e5\n2. N g1-f3".to_string();
    let gc = import(&alice, id, list).await;
    assert!(gc.contains("2. N g1-f3 (Nf3)") && gc.contains("Black to move."), "{}", gc.body);
    // e4 was tried before: the tree now branches after it (c5 and e5).
    let e4 = alice.get(&format!("/games/{id}/analysis?ply=0")).await;
    assert!(e4.contains("1. P e2-e4 (e4)</a></li>"), "{}", e4.body);

    // All or nothing: a list with an illegal turn adds nothing and says which.
    let before = alice.get_raw("/account/export").await.text().await.unwrap();
    let refused = import(&alice, id, "1. d4 d5 2. Qxd5".to_string()).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.contains("turn 3 (Qxd5)") && refused.contains("id=\"import-error\""), "{}", refused.body);
    assert!(refused.contains("1. d4 d5 2. Qxd5</textarea>"), "the list is kept");
    let after = alice.get_raw("/account/export").await.text().await.unwrap();
    let nodes = |export: &str| export.matches("\"turn\":").count();
    assert_eq!(nodes(&before), nodes(&after));
}

#[both_backends]
async fn a_new_game_starts_from_a_position_of_the_analysis_board() {
    let app = spawn_app().await;
    let (alice, _bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let board = import(&alice, id, "1. e4 e5 2. Nf3".to_string()).await;
    let start = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    let link = format!(
        "href=\"/games/new?variant=chess&#38;start={}\"",
        start
            .bytes()
            .map(|b| match b.is_ascii_alphanumeric() {
                true => (b as char).to_string(),
                false => format!("%{b:02X}"),
            })
            .collect::<String>()
    );
    assert!(board.contains(&link), "{link}: {}", board.body);
    let form = alice.get(&format!("/games/new?variant=chess&start={}", start.replace(' ', "+"))).await;
    assert!(form.contains(&format!("value=\"{start}\"")), "{}", form.body);

    // Played by the rules from there: Black to move, a white move refused.
    let carol = app.player("carol").await;
    let created = alice
        .post(
            "/games",
            &[("variant", "chess"), ("color", "white"), ("opponent", "carol"), ("start", start)],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let game = created.game_id();
    carol.accept(game, "").await;
    let page = carol.game_page(game).await;
    assert!(page.contains("Rank 3: f3 white Knight"), "{}", page.body);
    assert_eq!(page.ply(), Some(0), "Black moves first: {}", page.body);
    let refused = carol.post_move(game, 0, "Nc3").await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    carol.play(game, "Nc6").await;
    let (code, report) = super::integrity::verify_cli(&app);
    assert_eq!(code, 0, "{report}");

    // A position that is not one, or a board of one's own with the rules enforced.
    for (field, value) in [("start", "not a position"), ("files", "10")] {
        let refused = alice
            .post(
                "/games",
                &[("variant", "chess"), ("color", "white"), ("opponent", "carol"), (field, value)],
            )
            .await;
        assert_eq!(refused.status, 422, "{field}: {}", refused.body);
    }
}

/// The node of the link whose text is `text` on `page`.
fn node_linked(page: &Page, text: &str) -> String {
    let at = page.body.find(&format!("\">{text}</a>")).expect("the link");
    let start = page.body[..at].rfind("node=").expect("a node link") + "node=".len();
    page.body[start..at].to_string()
}

#[both_backends]
async fn published_analysis_goes_into_the_pgn_as_notes_and_variations() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    let line = "e4 e5 Nf3 Nc6";
    for (i, text) in line.split(' ').enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        who.play(id, text).await;
    }
    // From the start: the game's e4 with a note, then c5 where the game had e5.
    let board = import(&alice, id, "1. e4 c5 2. Nf3 d6".to_string()).await;
    let e4 = node_linked(&board, "1. P e2-e4 (e4)");
    alice
        .post(
            &format!("/games/{id}/analysis/note"),
            &[("node", e4.as_str()), ("note", "best by test")],
        )
        .await;
    // From after 1. e4 e5: Bc4 where the game had Nf3.
    alice
        .post(
            &format!("/games/{id}/analysis/import"),
            &[("ply", "2"), ("list", "Bc4 Nf6")],
        )
        .await;

    // Not while the game runs.
    let path = format!("/games/{id}/analysis/publish");
    let publish = async |answer: &str| alice.post(&path, &[("publish", answer)]).await;
    assert_eq!(publish("yes").await.status, 409);
    bob.post(&format!("/games/{id}/resign"), &[]).await;
    let published = publish("yes").await;
    assert_eq!(published.status, 200, "{}", published.body);
    assert!(published.contains("Your analysis is public with the game"));

    let pgn = app.browser().get_raw(&format!("/games/{id}/pgn")).await.text().await.unwrap();
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("1. e4 {P e2-e4} {alice: best by test} e5 {p e7-e5} ( 1... c5 2. Nf3 d6 ) 2. Nf3 {N g1-f3} ( 2. Bc4 Nf6 ) 2... Nc6"), "{pgn}");
    if let Some(finals) = super::pgn::python_chess_finals(&pgn) {
        assert_eq!(finals, vec![super::pgn::our_final(line)], "variations do not move the game");
    }

    // Private again: gone from the PGN.
    assert_eq!(publish("no").await.status, 200);
    let pgn = app.browser().get_raw(&format!("/games/{id}/pgn")).await.text().await.unwrap();
    assert!(!pgn.contains("alice:") && !pgn.contains("Bc4"), "{pgn}");
}
