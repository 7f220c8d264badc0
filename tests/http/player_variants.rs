//! Variants players write: the editor's problems and preview, drafts, publishing and
//! versions, rules frozen per game, Fairy-Stockfish imports, copies, limits and escaping.

use super::integrity::{tamper, verify_cli};
use super::support::{
    Browser, Page, TestApp, spawn_app, spawn_app_counting_mail, spawn_app_with,
};

/// Chess whose knight also steps one square orthogonally (a knight-wazir).
pub(super) const KNIGHT_WAZIR: &str = r#"inherits = "chess"
key = "wazir-knights"
name = "Wazir knights"
summary = "Chess whose knights also step one square orthogonally."

[pieces.N]
name = "Knight"
betza = "NW"
glyph = "knight"
"#;

pub(super) async fn editor(who: &Browser, path: &str, action: &str, format: &str, source: &str) -> Page {
    who.post(
        path,
        &[
            ("format", format),
            ("source", source),
            ("name", ""),
            ("description", "Knights that also step."),
            ("action", action),
        ],
    )
    .await
}

/// Saves `source` as `who`'s draft and publishes it; returns its key.
pub(super) async fn published(who: &Browser, name: &str, source: &str) -> String {
    let saved = editor(who, "/variants/new", "save", "pigeonpost", source).await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let key = format!("{name}/wazir-knights");
    assert!(saved.contains("draft"), "{}", saved.body);
    let page = who.post(&format!("/variants/{key}/publish"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("version 1"));
    key
}

/// `creator` invites `opponent` (by name) to a game of `key`, playing white, and the
/// opponent accepts; returns the game id.
async fn started(creator: &Browser, opponent: &Browser, opponent_name: &str, key: &str) -> i64 {
    let created = creator.create_game(key, "white", opponent_name).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    let accepted = opponent.accept(id, "").await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    id
}

#[both_backends]
async fn a_problem_is_shown_on_its_line_then_the_fixed_definition_is_previewed() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    assert_eq!(alice.get("/variants/new").await.status, 200);
    let broken = KNIGHT_WAZIR.replace("betza = \"NW\"", "betza = \"N!W\"");
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", &broken).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("href=\"#line-8\""), "{}", page.body);
    // At the character the Betza string goes wrong on, not the line's start.
    assert!(page.contains("line 8, column 11"), "{}", page.body);
    assert!(page.contains("id=\"line-8\""));
    // The text is kept for fixing.
    assert!(page.contains("N!W"));
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", KNIGHT_WAZIR).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("Preview: Wazir knights"));
    assert!(page.contains("<svg class=\"board\""), "the start position");
    assert!(page.contains("<svg class=\"diagram\""), "move diagrams");
    assert!(page.contains("Knight on d4"), "the diagram says what it shows");
    // As the saved page will read: how to enter moves, with examples, and the rulings.
    assert!(page.contains("id=\"how-to-enter-moves\""), "{}", page.body);
    assert!(page.contains("<table class=\"list examples\">"));
    assert!(page.contains("<code>N g1-f3</code>"));
    assert!(page.contains("Rules enforced by this server"));
    // From the start each knight has two knight moves and no free wazir step: 20, and
    // then 400; at depth 3 the wazir steps open up and the count is no longer chess's.
    assert!(page.contains("<td>1</td><td>20</td>"), "{}", page.body);
    assert!(page.contains("<td>2</td><td>400</td>"));
    assert!(page.contains("<td>3</td><td>"));
    assert!(!page.contains("<td>3</td><td>8902</td>"));
    assert!(page.contains("class=\"hash\""));
    assert!(page.contains("betza = &quot;NW&quot;") || page.contains("betza = &#34;NW&#34;"));
    // Nothing is kept until saved.
    assert_eq!(alice.get("/variants/alice/wazir-knights").await.status, 404);
}

#[both_backends]
async fn a_published_variant_is_played_and_a_new_version_leaves_old_games_their_rules() {
    let app = spawn_app_counting_mail().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let saved = editor(&alice, "/variants/new", "save", "pigeonpost", KNIGHT_WAZIR).await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let key = "alice/wazir-knights";
    // A draft is its author's alone.
    assert_eq!(bob.get(&format!("/variants/{key}")).await.status, 404);
    assert_eq!(bob.create_game(key, "white", "alice").await.status, 404);
    assert!(!bob.get("/variants").await.contains(key));
    let page = alice.post(&format!("/variants/{key}/publish"), &[]).await;
    assert!(page.contains("version 1"), "{}", page.body);
    assert!(bob.get("/variants").await.contains(key));
    assert!(bob.get("/games/new").await.contains(&format!("value=\"{key}\"")));

    // Played to its end: a fool's mate.
    let ended = started(&bob, &alice, "alice", key).await;
    for (who, turn) in [(&bob, "f3"), (&alice, "e5"), (&bob, "g4"), (&alice, "Qh4")] {
        who.play(ended, turn).await;
    }
    assert!(bob.game_page(ended).await.contains("checkmate"));
    // The mails name the variant as its definition does.
    app.drain_mail().await;
    let mails = app.sink().messages();
    assert!(
        mails
            .iter()
            .any(|m| m.is_for("bob@example.org") && m.text().contains("Wazir knights")),
        "{:?}",
        mails.iter().map(|m| m.subject()).collect::<Vec<_>>()
    );

    // A game in progress on version 1, where the knight may step to b2.
    let old = started(&bob, &alice, "alice", key).await;
    bob.play(old, "P b2-b3").await;
    alice.play(old, "p e7-e6").await;
    assert!(bob.game_page(old).await.legal_turns().contains(&"N b1-b2".to_string()));

    // The old game's page as bob's browser keeps it.
    let kept = bob.get_with(&format!("/games/{old}"), &[]).await;
    let tag = kept.headers()["etag"].to_str().expect("a tag").to_string();

    // Version 2: plain knights.
    let v2 = KNIGHT_WAZIR.replace("betza = \"NW\"", "betza = \"N\"");
    let page = editor(&alice, &format!("/variants/{key}/edit"), "save", "pigeonpost", &v2).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("version 2"), "{}", page.body);
    let v1_page = bob.get(&format!("/variants/{key}?version=1")).await;
    assert!(v1_page.contains("<code>NW</code>"));

    let new = started(&bob, &alice, "alice", key).await;
    bob.play(new, "P b2-b3").await;
    alice.play(new, "p e7-e6").await;
    let refused = bob.post_move(new, 2, "N b1-b2").await;
    assert_eq!(refused.status, 422, "version 2 has no wazir step: {}", refused.body);
    assert!(!bob.game_page(new).await.contains("a newer version exists"));

    // The page now says more, so the kept copy is stale.
    let again = bob
        .get_with(&format!("/games/{old}"), &[("if-none-match", &tag)])
        .await;
    assert_eq!(again.status(), 200, "a new version changes the page");
    let old_page = bob.game_page(old).await;
    assert!(old_page.contains("a newer version exists"));
    assert!(old_page.legal_turns().contains(&"N b1-b2".to_string()));
    bob.play(old, "N b1-b2").await;
    // A fresh process (the real binary) replays every game under its own stored rules:
    // the old game's wazir step is legal only under version 1.
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 0, "{report}");
    assert!(report.contains(&format!("game {old}")), "{report}");
}

#[both_backends]
async fn a_fairy_stockfish_section_is_imported_and_played() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let bad = "[hill:chess]\nflagPiece = k\ncambodianMoves = true\nflagRegionWhite = d4 e4 d5 e5\nflagRegionBlack = d4 e4 d5 e5\n";
    let page = editor(&alice, "/variants/new", "check", "fairy", bad).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("href=\"#line-3\""), "{}", page.body);
    let hill = "[hill:chess]\nflagPiece = k\nflagRegionWhite = d4 e4 d5 e5\nflagRegionBlack = d4 e4 d5 e5\n";
    let page = editor(&alice, "/variants/new", "check", "fairy", hill).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("royal_reaches_region"), "{}", page.body);
    let saved = editor(&alice, "/variants/new", "save", "fairy", hill).await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    // Her own draft, play-tested against a friend before publishing.
    let id = started(&alice, &bob, "bob", "alice/hill").await;
    for (who, turn) in [
        (&alice, "e4"),
        (&bob, "a6"),
        (&alice, "Ke2"),
        (&bob, "a5"),
        (&alice, "Kd3"),
        (&bob, "a4"),
        (&alice, "Kd4"),
    ] {
        who.play(id, turn).await;
    }
    let page = bob.game_page(id).await;
    assert!(page.contains("white (alice) wins"), "the king reached the hill: {}", page.body);
}

#[both_backends]
async fn copies_unpublishing_and_the_players_list() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let key = published(&alice, "alice", KNIGHT_WAZIR).await;
    let game = started(&bob, &alice, "alice", &key).await;
    let list = app.browser().get("/variants?q=wazir").await;
    assert!(list.contains(&key));
    assert!(!app.browser().get("/variants?q=zebra").await.contains(&key));

    let copy = bob.post(&format!("/variants/{key}/copy"), &[]).await;
    assert_eq!(copy.status, 200, "{}", copy.body);
    assert!(copy.contains("copied from alice/wazir-knights"));
    assert!(bob.get("/variants").await.contains("bob/wazir-knights"));
    assert_eq!(bob.get("/variants/bob/wazir-knights/edit").await.status, 200);
    assert_eq!(alice.get("/variants/bob/wazir-knights/edit").await.status, 404);

    let page = alice.post(&format!("/variants/{key}/unpublish"), &[]).await;
    assert!(page.contains("unpublished"), "{}", page.body);
    assert_eq!(bob.create_game(&key, "white", "alice").await.status, 404);
    assert!(!app.browser().get("/variants").await.contains(&key));
    // Its page stays, for the games played with it; copying it is refused.
    assert_eq!(bob.get(&format!("/variants/{key}")).await.status, 200);
    assert_eq!(bob.post(&format!("/variants/{key}/copy"), &[]).await.status, 404);
    // The game already started goes on.
    bob.play(game, "e4").await;
    // The author's data export holds the variant as written, with its version.
    let export = alice.get("/account/export").await;
    let data: serde_json::Value = serde_json::from_str(&export.body).expect("JSON");
    let mine = &data["variants"][0];
    assert_eq!(mine["key"], "alice/wazir-knights");
    assert_eq!(mine["source"], KNIGHT_WAZIR);
    assert_eq!(mine["versions"][0][0], 1);
    // Only the author publishes.
    assert_eq!(bob.post(&format!("/variants/{key}/publish"), &[]).await.status, 403);
}

#[both_backends]
async fn names_descriptions_and_definitions_are_escaped_everywhere() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let markup = "<img src=x onerror=alert(1)>";
    let source = KNIGHT_WAZIR.replace("name = \"Wazir knights\"", &format!("name = \"{markup}\""));
    let page = alice
        .post(
            "/variants/new",
            &[
                ("format", "pigeonpost"),
                ("source", &source),
                ("name", markup),
                ("description", markup),
                ("action", "save"),
            ],
        )
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(alice.post("/variants/alice/wazir-knights/publish", &[]).await.status == 200);
    for path in ["/variants/alice/wazir-knights", "/variants", "/games/new"] {
        let page = alice.get(path).await;
        assert!(!page.contains(markup), "{path} carries raw markup");
        assert!(page.contains("&#60;img"), "{path} shows it as text");
    }
    let checked = editor(&alice, "/variants/new", "check", "pigeonpost", &source).await;
    assert!(!checked.contains(markup));
}

#[both_backends]
async fn limits_on_variants_and_definitions() {
    let app: TestApp = spawn_app_with(|c| {
        c.limits.variants_per_player = 1;
        c.limits.definition_bytes = 1_000;
        c.limits.definition_checks_per_hour = 4;
    })
    .await;
    let alice = app.player("alice").await;
    published(&alice, "alice", KNIGHT_WAZIR).await;
    let second = KNIGHT_WAZIR.replace("wazir-knights", "second");
    let page = editor(&alice, "/variants/new", "save", "pigeonpost", &second).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("the most this server allows"));
    let long = format!("{KNIGHT_WAZIR}\n# {}\n", "x".repeat(1_000));
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", &long).await;
    assert_eq!(page.status, 422);
    assert!(page.contains("at most 1000"));
    // Each check or save is engine work: an address has four an hour here. Three are
    // used; the fourth goes through and the fifth is refused.
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", KNIGHT_WAZIR).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", KNIGHT_WAZIR).await;
    assert_eq!(page.status, 429, "{}", page.body);
    assert!(page.contains("too many definition checks"));
    assert!(page.contains("wazir-knights"), "the text is kept");
    assert!(page.retry_after.is_some());
    // The same key twice is refused with the text kept.
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    published(&alice, "alice", KNIGHT_WAZIR).await;
    let page = editor(&alice, "/variants/new", "save", "pigeonpost", KNIGHT_WAZIR).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("already have a variant"));
}

#[both_backends]
async fn every_game_names_its_rules_and_older_games_are_frozen_at_start() {
    let app = spawn_app().await;
    let (white, _black, id) = super::support::started_game(&app, "chess", "ann", "ben").await;
    let chess = pigeonpost_engine::registry::get("chess").expect("chess");
    let hash = chess.definition_hash().to_string();
    assert!(white.game_page(id).await.contains(&hash[..12]));
    // As a database from before rules were frozen holds it.
    tamper(&app, "UPDATE games SET definition_hash = NULL", None).await;
    let restarted = app.restart().await;
    let pool = restarted.db().await;
    let stored: Option<String> =
        sqlx::query_scalar("SELECT definition_hash FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(&pool)
            .await
            .expect("read");
    pool.close().await;
    assert_eq!(stored.as_deref(), Some(hash.as_str()));
}

#[both_backends]
async fn verify_reports_a_stored_definition_that_is_not_its_hash() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let key = published(&alice, "alice", KNIGHT_WAZIR).await;
    let id = started(&bob, &alice, "alice", &key).await;
    bob.play(id, "e4").await;
    assert_eq!(verify_cli(&app).0, 0);
    tamper(
        &app,
        "UPDATE definitions SET text = REPLACE(text, '\"NW\"', '\"N\"') WHERE hash =
            (SELECT definition_hash FROM games WHERE id = $1)",
        Some(id),
    )
    .await;
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 1, "{report}");
    assert!(report.contains("has the hash"), "{report}");
}

#[both_backends]
async fn editor_body_limit_follows_definition_bytes() {
    let app = spawn_app_with(|c| c.limits.definition_bytes = 20_000).await;
    let alice = app.player("alice").await;
    // 18 kB: above the 16 KiB other forms may send, within this server's setting.
    let long = format!("{KNIGHT_WAZIR}\n# {}\n", "x".repeat(18_000));
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", &long).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.contains("Preview"), "{}", page.body);
    // 24 kB: above the setting, refused in the editor with the reason and the text kept.
    let longer = format!("{KNIGHT_WAZIR}\n# {}\n", "x".repeat(24_000));
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", &longer).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("this server takes at most 20000"), "{}", page.body);
    assert!(page.contains("wazir-knights"), "the text is kept");
}

#[both_backends]
async fn long_betza_messages_are_shortened() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let betza = "W".repeat(10_000);
    let source = KNIGHT_WAZIR.replace("\"NW\"", &format!("\"{betza}\""));
    let page = editor(&alice, "/variants/new", "check", "pigeonpost", &source).await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.contains("(10000 characters)"), "{}", page.body);
    // The text field and the numbered listing hold it; the message must not.
    assert_eq!(
        page.body.matches(&betza).count(),
        2,
        "the message repeats the whole Betza string"
    );
}

/// A variant has one name, its definition's: the editor asks for no other, and the
/// lists, its page and its games all show that one.
#[both_backends]
async fn a_variant_is_named_by_its_definition_alone() {
    let app = spawn_app().await;
    let alice = app.player("alice").await;
    let editor_page = alice.get("/variants/new").await;
    assert!(!editor_page.contains("id=\"name\""), "{}", editor_page.body);
    let saved = alice
        .post(
            "/variants/new",
            &[
                ("format", "pigeonpost"),
                ("source", KNIGHT_WAZIR),
                ("name", "Another name"),
                ("description", ""),
                ("action", "save"),
            ],
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let key = "alice/wazir-knights";
    assert_eq!(alice.post(&format!("/variants/{key}/publish"), &[]).await.status, 200);
    for path in ["/variants", &format!("/variants/{key}"), "/games/new"] {
        let page = alice.get(path).await;
        assert!(!page.contains("Another name"), "{path}: {}", page.body);
    }
    assert!(alice.get("/variants").await.contains("Wazir knights"));
}
