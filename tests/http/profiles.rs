//! What a profile and a leaderboard show, as visitors, strangers and the players see them:
//! a private game left out for everyone but its players, an established player on the
//! leaderboard while a provisional one is not, and a challenge that starts from the
//! profile.

use crate::support::{Browser, TestApp, spawn_app};

/// A game between `white` and `black` (named `black_name`) created by White, accepted,
/// and its id.
async fn game(white: &Browser, black: &Browser, black_name: &str, extra: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("variant", "chess"),
        ("color", "white"),
        ("opponent", black_name),
    ];
    form.extend_from_slice(extra);
    let created = white.post("/games", &form).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    assert_eq!(black.accept(id, "").await.status, 200);
    id
}

/// Fool's mate: White is mated at ply 4.
async fn fools_mate(white: &Browser, black: &Browser, id: i64) {
    for (p, t) in [
        (white, "P f2-f3"),
        (black, "p e7-e5"),
        (white, "P g2-g4"),
        (black, "q d8-h4"),
    ] {
        p.play(id, t).await;
    }
}

async fn execute(app: &TestApp, sql: &str) {
    let pool = app.db().await;
    sqlx::query(sql).execute(&pool).await.expect(sql);
    pool.close().await;
}

fn links(page: &str, id: i64) -> bool {
    page.contains(&format!("href=\"/games/{id}\""))
}

#[both_backends]
async fn a_private_game_is_left_out_of_a_profile_for_everyone_but_its_players() {
    let app = spawn_app().await;
    let ann = app.player("pp_ann").await;
    let bob = app.player("pp_bob").await;
    let carol = app.player("pp_carol").await;
    let visitor = app.browser();
    let finished = game(&ann, &bob, "pp_bob", &[("private", "on")]).await;
    fools_mate(&ann, &bob, finished).await;
    let playing = game(&ann, &bob, "pp_bob", &[("private", "on")]).await;
    ann.play(playing, "P e2-e4").await;
    let open = game(&ann, &bob, "pp_bob", &[]).await;
    ann.play(open, "P d2-d4").await;

    for profile in ["/players/pp_ann", "/players/pp_bob"] {
        for (who, name, sees) in [
            (&visitor, "a visitor", false),
            (&carol, "a stranger", false),
            (&ann, "White", true),
            (&bob, "Black", true),
        ] {
            let page = who.get(profile).await;
            assert_eq!(page.status, 200, "{profile}: {}", page.body);
            assert_eq!(links(&page.body, finished), sees, "{name} on {profile}: archive");
            assert_eq!(links(&page.body, playing), sees, "{name} on {profile}: playing");
            // A game nobody keeps private is shown to all.
            assert!(links(&page.body, open), "{name} on {profile}: {}", page.body);
        }
    }
    // Filters do not bring it back.
    let filtered = carol.get("/players/pp_bob?result=won&opponent=pp_ann").await;
    assert_eq!(filtered.status, 200, "{}", filtered.body);
    assert!(!links(&filtered.body, finished), "{}", filtered.body);
}

#[both_backends]
async fn an_established_player_leads_the_leaderboard_and_is_challenged_from_the_profile() {
    let app = spawn_app().await;
    let ann = app.player("el_ann").await;
    let bob = app.player("el_bob").await;
    let id = game(&ann, &bob, "el_bob", &[("rated", "on")]).await;
    fools_mate(&ann, &bob, id).await;
    let board = app.browser().get("/variants/chess/leaderboard").await;
    assert_eq!(board.status, 200, "{}", board.body);
    // After one game both are provisional: nobody is listed yet.
    assert!(!board.contains("/players/el_bob"), "{}", board.body);
    // Bob's deviation as a long record would leave it (the leaderboard lists those
    // under the provisional threshold who played lately).
    execute(
        &app,
        "UPDATE ratings SET deviation = 60 WHERE user_id = (SELECT id FROM users WHERE username = 'el_bob')",
    )
    .await;
    let board = app.browser().get("/variants/chess/leaderboard").await;
    assert!(board.contains("href=\"/players/el_bob\""), "{}", board.body);
    assert!(!board.contains("/players/el_ann"), "{}", board.body);

    // Ann challenges Bob from his profile: the new-game form comes with him named.
    let profile = ann.get("/players/el_bob").await;
    let challenge = "href=\"/games/new?opponent=el_bob\"";
    assert!(profile.contains(challenge), "{}", profile.body);
    // Nobody challenges themself, and a visitor has no form to fill.
    assert!(!bob.get("/players/el_bob").await.contains(challenge));
    assert!(!app.browser().get("/players/el_bob").await.contains(challenge));
    let form = ann.get("/games/new?opponent=el_bob").await;
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(
        form.contains("name=\"opponent\" value=\"el_bob\""),
        "{}",
        form.body
    );
    let rematch = game(&ann, &bob, "el_bob", &[]).await;
    assert!(
        bob.get("/players/el_ann").await.body.contains(&format!("href=\"/games/{rematch}\""))
    );
}
