//! A player's published analysis, read-only at its own address: nobody but its owner
//! finds it while the game runs or before it is published (404, the same as a page that
//! does not exist), everyone who may see the game reads it after, with its notes and
//! each of its positions, and nothing on it changes anything.

use super::support::{Browser, Page, spawn_app, started_game};

async fn analyse(who: &Browser, id: i64, at: (&str, &str), text: &str) -> Page {
    let form = [at, ("move", text)];
    who.post(&format!("/games/{id}/analysis/moves"), &form).await
}

/// The `href` of the element with `id` on `page`.
fn href_of(page: &Page, id: &str) -> String {
    let at = page.body.find(&format!("id=\"{id}\"")).expect("the element");
    let tag = page.body[..at].rfind('<').expect("its tag");
    let start = tag + page.body[tag..].find("href=\"").expect("a link") + "href=\"".len();
    let end = start + page.body[start..].find('"').expect("end");
    page.body[start..end].replace("&#38;", "&").replace("&amp;", "&")
}

/// The status of `path` for each reader: (the opponent, a stranger, a visitor).
async fn statuses(readers: &[&Browser; 3], path: &str) -> [u16; 3] {
    let mut out = [0; 3];
    for (i, who) in readers.iter().enumerate() {
        out[i] = who.get_raw(path).await.status().as_u16();
    }
    out
}

#[both_backends]
async fn published_analysis_is_read_only_by_anyone_once_the_game_is_over() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    alice.play(id, "e4").await;
    bob.play(id, "e5").await;
    // Alice's tree: Nf3 with a note, Nc6 after it, and Bc4 as a variation of Nf3.
    let nf3 = analyse(&alice, id, ("ply", "2"), "Nf3").await;
    let nf3_node = nf3.input("node").expect("node");
    alice
        .post(
            &format!("/games/{id}/analysis/note"),
            &[("node", nf3_node.as_str()), ("note", "the <quiet> way")],
        )
        .await;
    analyse(&alice, id, ("node", &nf3_node), "Nc6").await;
    let board = analyse(&alice, id, ("ply", "2"), "Bc4").await;
    let public = href_of(&board, "public-analysis");
    assert!(public.starts_with(&format!("/games/{id}/analyses/")), "{public}");
    // Bob keeps a tree of his own, never published.
    let bobs = analyse(&bob, id, ("ply", "2"), "d4").await;
    let bob_public = href_of(&bobs, "public-analysis");
    let bob_node = bobs.input("node").expect("node");

    let carol = app.player("carol").await;
    let visitor = app.browser();
    let readers = [&bob, &carol, &visitor];
    let at_nf3 = format!("{public}?node={nf3_node}");
    let hidden = [404, 404, 404];

    // While the game runs: its owner previews it; to everyone else it does not exist.
    let preview = alice.get(&public).await;
    assert_eq!(preview.status, 200, "{}", preview.body);
    assert!(preview.contains("id=\"preview\"") && preview.contains("the &#60;quiet&#62; way"), "{}", preview.body);
    assert_eq!(statuses(&readers, &public).await, hidden);
    assert_eq!(statuses(&readers, &at_nf3).await, hidden);
    let published = alice.post(&format!("/games/{id}/analysis/publish"), &[("publish", "yes")]).await;
    assert_eq!(published.status, 409, "not while the game runs");
    assert_eq!(statuses(&readers, &public).await, hidden);

    // Over, not yet published: still hidden.
    bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(statuses(&readers, &public).await, hidden);
    assert!(!visitor.get(&format!("/games/{id}")).await.contains("id=\"public-analyses\""));

    // Published: everyone who may see the game reads it, from a link on the game page.
    let published = alice.post(&format!("/games/{id}/analysis/publish"), &[("publish", "yes")]).await;
    assert_eq!(published.status, 200, "{}", published.body);
    assert_eq!(statuses(&readers, &public).await, [200, 200, 200]);
    let game = visitor.get(&format!("/games/{id}")).await;
    assert!(game.contains(&format!("<a href=\"{public}\">by alice</a>")), "{}", game.body);
    let page = visitor.get(&public).await;
    assert!(!page.contains("id=\"preview\""));
    assert!(page.contains("Analysis by alice"), "{}", page.body);
    for turn in ["2. N g1-f3 (Nf3)", "2... n b8-c6 (Nc6)", "2. B f1-c4 (Bc4)", "the &#60;quiet&#62; way"] {
        assert!(page.contains(turn), "{turn}: {}", page.body);
    }
    // Bc4 is a variation, indented under the main line.
    let bc4 = page.body.find("(Bc4)").expect("Bc4");
    let line = &page.body[page.body[..bc4].rfind("<li").expect("its line")..bc4];
    assert!(line.contains("class=\"depth-1\""), "{line}");
    // Nothing to change: no form of the analysis board.
    assert!(!page.contains("/analysis/") && !page.contains("<textarea"), "{}", page.body);

    // Each position is viewable: the board after Nf3, its note, the line to it.
    let shown = carol.get(&at_nf3).await;
    assert_eq!(shown.status, 200, "{}", shown.body);
    assert!(shown.contains("Black to move.") && shown.contains("id=\"shown-note\""), "{}", shown.body);
    assert!(shown.contains("aria-current=\"true\">2. N g1-f3 (Nf3)"), "{}", shown.body);
    assert!(shown.contains("Rank 3: f3 white Knight"), "{}", shown.body);

    // Bob's own tree is his, unpublished: not here, nor at his address.
    assert_eq!(visitor.get_raw(&format!("{public}?node={bob_node}")).await.status(), 404);
    assert_eq!(visitor.get_raw(&bob_public).await.status(), 404);
    assert_eq!(alice.get_raw(&bob_public).await.status(), 404);
    assert_eq!(bob.get_raw(&bob_public).await.status(), 200, "his own preview");
    // Nobody's analysis at an address that names no player of the game.
    let carols = format!("/games/{id}/analyses/999999");
    assert_eq!(visitor.get_raw(&carols).await.status(), 404);

    // Private again: hidden again, and gone from the game page.
    alice.post(&format!("/games/{id}/analysis/publish"), &[("publish", "no")]).await;
    assert_eq!(statuses(&readers, &public).await, hidden);
    assert!(!visitor.get(&format!("/games/{id}")).await.contains("id=\"public-analyses\""));
}
