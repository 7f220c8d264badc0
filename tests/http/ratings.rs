//! Finding an opponent and knowing where you stand: a seek posted to the lobby, taken by
//! another player, played to a rated result that changes both ratings in the same
//! transaction; the profile and the leaderboard that show it; the ratings rebuilt from
//! the stored results to the same numbers; and bad seeks refused with nothing changed.

use crate::api::tool::{Tool, make_token};
use crate::support::{Browser, TestApp, spawn_app, spawn_app_with_clock, started_game};
use std::process::Command;

/// Posts a seek as the new-game form does, with no opponent; the game page it leads to.
async fn post_seek(b: &Browser, fields: &[(&str, &str)]) -> crate::support::Page {
    let mut form = vec![("variant", "chess"), ("color", "white"), ("opponent", "")];
    form.extend_from_slice(fields);
    b.post("/games", &form).await
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let pool = app.db().await;
    let n: i64 = sqlx::query_scalar(sql).fetch_one(&pool).await.expect(sql);
    pool.close().await;
    n
}

/// Fool's mate: White (first) is mated by Black at ply 4.
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

/// "1500? → 1662 (+162)" on a game page, for player `who`: (before, after).
fn rating_line(page: &str, who: &str) -> (i64, i64) {
    let marker = format!(">{who}</a>: ");
    let start = page
        .find(&marker)
        .unwrap_or_else(|| panic!("no rating line for {who}"));
    let line = &page[start + marker.len()..];
    let line = &line[..line.find("</li>").expect("end of the line")];
    let mut numbers = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<i64>().expect("a number"));
    (numbers.next().expect("before"), numbers.next().expect("after"))
}

/// Runs the real binary's `ratings recompute` on the test database: (exit code, its
/// report, with what it wrote to standard error after it, so that a failure says why).
/// The command waits off the test's runtime, whose thread also runs the server under
/// test: blocking it could leave a server transaction open (the mail worker's, say) and
/// the command waiting on it until SQLite's busy timeout.
async fn recompute_cli(app: &TestApp) -> (i32, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pigeonpost"));
    command
        .args(["ratings", "recompute", "--database"])
        .arg(app.db_address());
    let out = tokio::task::spawn_blocking(move || command.output())
        .await
        .expect("the command's thread")
        .expect("run pigeonpost ratings recompute");
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[both_backends]
async fn a_seek_taken_from_the_lobby_becomes_a_rated_game_that_changes_both_ratings() {
    let app = spawn_app().await;
    let ann = app.player("lb_ann").await;
    let bob = app.player("lb_bob").await;
    let posted = post_seek(
        &ann,
        &[
            ("rated", "on"),
            ("min_rating", "1400"),
            ("max_rating", "1600"),
            ("message", "A friendly game"),
            ("seek_days", "3"),
        ],
    )
    .await;
    assert_eq!(posted.status, 200, "{}", posted.body);
    let id = posted.game_id();

    // Anyone reads the lobby; the seek shows its terms.
    let lobby = app.browser().get("/lobby").await;
    assert_eq!(lobby.status, 200);
    assert!(lobby.contains(&format!("id=\"seek-{id}\"")), "{}", lobby.body);
    for text in ["A friendly game", "1400 to 1600", "rated", "lb_ann"] {
        assert!(lobby.contains(text), "{text}: {}", lobby.body);
    }
    // Filters: a casual-only or another variant's lobby does not list it.
    let casual = app.browser().get("/lobby?rated=casual").await;
    assert!(!casual.contains(&format!("id=\"seek-{id}\"")));
    let shogi = app.browser().get("/lobby?variant=shogi").await;
    assert!(!shogi.contains(&format!("id=\"seek-{id}\"")));

    // Bob takes it: the game starts and leaves the lobby; Ann is mailed as for any
    // accepted invitation.
    let taken = bob.accept(id, "").await;
    assert_eq!(taken.status, 200, "{}", taken.body);
    assert!(taken.contains("rated"), "{}", taken.body);
    let lobby = app.browser().get("/lobby").await;
    assert!(!lobby.contains(&format!("id=\"seek-{id}\"")));
    let link = app.queued_link("lb_ann@example.org", "accepted").await;
    assert!(link.ends_with(&format!("/games/{id}")), "{link}");

    fools_mate(&ann, &bob, id).await;

    // The finished game shows the ratings it was played at and what it did: both
    // newcomers at 1500 (provisional), the winner up by what the loser lost.
    let page = ann.game_page(id).await;
    let (ann_before, ann_after) = rating_line(&page.body, "lb_ann");
    let (bob_before, bob_after) = rating_line(&page.body, "lb_bob");
    assert_eq!((ann_before, bob_before), (1500, 1500));
    assert!(bob_after > 1600 && ann_after < 1400, "{}", page.body);
    assert_eq!(bob_after - 1500, 1500 - ann_after);
    assert!(page.contains("1500? →"), "{}", page.body);

    // The profile shows the same rating, provisional, with its history.
    let profile = app.browser().get("/players/lb_bob").await;
    assert_eq!(profile.status, 200, "{}", profile.body);
    assert!(profile.contains(&format!("{bob_after}?")), "{}", profile.body);
    assert!(profile.contains("class=\"rating-chart\""));
    assert!(profile.contains(&format!("href=\"/games/{id}\"")));
    // Ann, on Bob's profile, sees her record against him.
    let seen_by_ann = ann.get("/players/lb_bob").await;
    assert!(
        seen_by_ann.contains("0 won, 0 drawn, 1 lost"),
        "{}",
        seen_by_ann.body
    );
    assert!(seen_by_ann.contains("id=\"challenge\""));
    // Provisional ratings are not on the leaderboard; the pool's accuracy is.
    let board = app.browser().get("/variants/chess/leaderboard").await;
    assert_eq!(board.status, 200, "{}", board.body);
    assert!(!board.contains("lb_bob"));
    assert!(board.contains("over 2 rated results") || board.contains("Over 2 rated results"));

    // The stored results rebuild to the same numbers.
    let (code, report) = recompute_cli(&app).await;
    assert_eq!(code, 0, "{report}");
    assert!(
        report.contains("1 rated games replayed for 2 players; 0 stored changes differed"),
        "{report}"
    );
    let again = ann.game_page(id).await;
    assert_eq!(rating_line(&again.body, "lb_bob"), (1500, bob_after));

    // The API says the same of the game, and lists no open seek now.
    let token = make_token(&ann, "lb_ann_api", "read").await;
    let api = Tool::new(&app, &token);
    let game = api.game(id).await;
    assert_eq!(game["rated"], true);
    let ratings = game["ratings"].as_array().expect("ratings");
    assert_eq!(ratings.len(), 2);
    let black = ratings.iter().find(|r| r["side"] == "black").expect("black's");
    assert_eq!(black["after"].as_f64().map(f64::round), Some(bob_after as f64));
    let lobby = api.get("/api/v1/lobby").await;
    assert_eq!(lobby.status, 200, "{}", lobby.text);
    assert_eq!(lobby.json(), serde_json::json!([]));
}

#[both_backends]
async fn a_hand_edited_rating_is_put_right_by_the_recomputation() {
    let app = spawn_app().await;
    let (w, b, id) = started_game(&app, "chess", "rc_ann", "rc_bob").await;
    let pool = app.db().await;
    sqlx::query("UPDATE games SET rated = 1 WHERE id = $1")
        .bind(id)
        .execute(&pool)
        .await
        .expect("rate the game");
    fools_mate(&w, &b, id).await;
    let stored: f64 = sqlx::query_scalar(
        "SELECT rating FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.username = 'rc_bob'",
    )
    .fetch_one(&pool)
    .await
    .expect("bob's rating");
    sqlx::query("UPDATE ratings SET rating = 2900")
        .execute(&pool)
        .await
        .expect("spoil the ratings");
    let (code, report) = recompute_cli(&app).await;
    assert_eq!(code, 0, "{report}");
    // The changes themselves were right: only the standings were spoilt, and they are
    // written anew from the changes.
    assert!(report.contains("0 stored changes differed"), "{report}");
    let after: f64 = sqlx::query_scalar(
        "SELECT rating FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.username = 'rc_bob'",
    )
    .fetch_one(&pool)
    .await
    .expect("bob's rating");
    assert_eq!(after, stored);
    pool.close().await;
}

#[both_backends]
async fn games_that_say_nothing_of_strength_are_not_rated() {
    let app = spawn_app().await;
    let ann = app.player("nr_ann").await;
    let bob = app.player("nr_bob").await;
    // A rated game resigned before both players moved changes nothing.
    let created = ann
        .post(
            "/games",
            &[
                ("variant", "chess"),
                ("color", "white"),
                ("opponent", "nr_bob"),
                ("rated", "on"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    bob.accept(id, "").await;
    ann.play(id, "P e2-e4").await;
    let resigned = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM rating_changes").await, 0);
    // A casual game counts for nothing either.
    let (w, b, casual) = started_game(&app, "chess", "nr_cid", "nr_dee").await;
    fools_mate(&w, &b, casual).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM ratings").await, 0);
    // Free play and a start position of one's own cannot be rated.
    for extra in [("rules", "free"), ("start", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")] {
        let refused = ann
            .post(
                "/games",
                &[
                    ("variant", "chess"),
                    ("color", "white"),
                    ("opponent", "nr_bob"),
                    ("rated", "on"),
                    extra,
                ],
            )
            .await;
        assert_eq!(refused.status, 422, "{extra:?}: {}", refused.body);
        assert!(refused.contains("cannot be rated"), "{}", refused.body);
    }
}

/// The lobby's family filter: a seek is listed under its variant's family, a player's
/// variant imported from a Fairy-Stockfish section under its parent's.
#[both_backends]
async fn the_lobby_filters_by_family_on_the_page_and_in_the_api() {
    use crate::player_variants::editor;
    let app = spawn_app().await;
    let ann = app.player("lf_ann").await;
    let mini = "[mini:minishogi]\n";
    let saved = editor(&ann, "/variants/new", "save", "fairy", mini).await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let published = ann.post("/variants/lf_ann/mini/publish", &[]).await;
    assert_eq!(published.status, 200, "{}", published.body);
    let seek = |variant| {
        let ann = &ann;
        async move {
            let form = [("variant", variant), ("color", "white"), ("opponent", "")];
            let posted = ann.post("/games", &form).await;
            assert_eq!(posted.status, 200, "{variant}: {}", posted.body);
            posted.game_id()
        }
    };
    let (chess, capablanca, shogi) = (seek("chess").await, seek("capablanca").await, seek("lf_ann/mini").await);
    let listed = |page: &crate::support::Page, id: i64| page.contains(&format!("id=\"seek-{id}\""));

    let all = app.browser().get("/lobby").await;
    assert!([chess, capablanca, shogi].iter().all(|&id| listed(&all, id)), "{}", all.body);
    assert!(all.contains("<option value=\"shogi\">Shogi</option>"), "{}", all.body);
    for (family, shown, name) in [
        ("chess", chess, "Chess and its kin"),
        ("large", capablanca, "Large boards"),
        ("shogi", shogi, "Shogi"),
    ] {
        let page = app.browser().get(&format!("/lobby?family={family}")).await;
        assert_eq!(page.status, 200);
        for id in [chess, capablanca, shogi] {
            assert_eq!(listed(&page, id), id == shown, "{family}, seek {id}: {}", page.body);
        }
        assert!(page.contains(&format!("<a href=\"/lobby?family={family}\">{name}</a>")));
        assert!(page.contains(&format!("<option value=\"{family}\" selected>")));
    }
    // A family that is not one finds nothing and changes nothing.
    let none = app.browser().get("/lobby?family=%00x").await;
    assert_eq!(none.status, 200);
    assert!(![chess, capablanca, shogi].iter().any(|&id| listed(&none, id)));
    assert!(none.contains("None open that match"), "{}", none.body);

    let token = make_token(&ann, "lobby", "read").await;
    let api = Tool::new(&app, &token);
    let seeks = api.get("/api/v1/lobby?family=shogi").await.json();
    assert_eq!(seeks.as_array().map(Vec::len), Some(1), "{seeks}");
    assert_eq!(seeks[0]["id"], shogi);
    assert_eq!(seeks[0]["family"], "shogi");
    assert_eq!(seeks[0]["variant"], "lf_ann/mini");
}

#[both_backends]
async fn bad_seeks_and_bad_takers_are_refused_and_change_nothing() {
    let app = spawn_app_with_clock().await;
    let ann = app.player("bs_ann").await;
    let games = || count(&app, "SELECT COUNT(*) FROM games");
    let before = games().await;
    for (fields, says) in [
        (
            vec![("min_rating", "1800"), ("max_rating", "1200")],
            "the rating range is empty",
        ),
        (vec![("min_rating", "strong")], "must be a whole number"),
        (vec![("max_rating", "99999")], "from 0 to 4000"),
        (vec![("seek_days", "90")], "from 1 to 30 days"),
        (vec![("message", "two\nlines")], "one line"),
    ] {
        let refused = post_seek(&ann, &fields).await;
        assert_eq!(refused.status, 422, "{fields:?}: {}", refused.body);
        assert!(refused.contains(says), "{says}: {}", refused.body);
    }
    assert_eq!(games().await, before);

    // A rated seek needs a confirmed address.
    let unconfirmed = app.unconfirmed_player("bs_una").await;
    let refused = post_seek(&unconfirmed, &[("rated", "on")]).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert_eq!(games().await, before);

    // One's own seek cannot be taken; a rating outside the range cannot take it; an
    // unconfirmed player cannot take a rated one.
    let id = post_seek(&ann, &[("rated", "on"), ("min_rating", "1600")])
        .await
        .game_id();
    assert_eq!(ann.accept(id, "").await.status, 403);
    let bob = app.player("bs_bob").await;
    let out_of_range = bob.accept(id, "").await;
    assert_eq!(out_of_range.status, 403, "{}", out_of_range.body);
    assert!(out_of_range.contains("rated from 1600"), "{}", out_of_range.body);
    let open = post_seek(&ann, &[("rated", "on")]).await.game_id();
    let unconfirmed_take = unconfirmed.accept(open, "").await;
    assert_eq!(unconfirmed_take.status, 403, "{}", unconfirmed_take.body);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM games WHERE status = 'active'").await,
        0
    );

    // A seek lapses: gone from the lobby, refused, and withdrawn by the sweep.
    app.clock().advance(8 * 24 * 3600);
    let lobby = app.browser().get("/lobby").await;
    assert!(!lobby.contains(&format!("id=\"seek-{open}\"")));
    let lapsed = bob.accept(open, "").await;
    assert_eq!(lapsed.status, 409, "{}", lapsed.body);
    app.sweep().await;
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM games WHERE status = 'invited' AND invitee_id IS NULL"
        )
        .await,
        0
    );

    // The API refuses the same terms with a problem document, and posts good ones.
    let token = make_token(&ann, "bs_ann_api", "play").await;
    let api = Tool::new(&app, &token);
    let bad = api
        .post_json(
            "/api/v1/invitations",
            serde_json::json!({"variant": "chess", "color": "white",
                "seek": {"min_rating": 1800, "max_rating": 1200}}),
        )
        .await;
    assert!(bad.problem(422, "invalid").contains("the rating range is empty"));
    let good = api
        .post_json(
            "/api/v1/invitations",
            serde_json::json!({"variant": "chess", "color": "black", "rated": true,
                "seek": {"min_rating": 1000, "message": "by the API", "days": 2}}),
        )
        .await;
    assert_eq!(good.status, 201, "{}", good.text);
    let listed = api.get("/api/v1/lobby?rated=rated").await.json();
    let seek = &listed[0];
    assert_eq!(seek["message"], "by the API");
    assert_eq!(seek["min_rating"], 1000);
    assert_eq!(seek["color"], "white");
    assert_eq!(seek["rated"], true);
    api.post(&format!("/api/v1/invitations/{}/withdraw", seek["id"]))
        .await;

    // At most ten seeks open at once.
    for n in 0..10 {
        let posted = post_seek(&ann, &[]).await;
        assert_eq!(posted.status, 200, "seek {n}: {}", posted.body);
    }
    let eleventh = post_seek(&ann, &[]).await;
    assert_eq!(eleventh.status, 409, "{}", eleventh.body);
}

#[both_backends]
async fn profiles_page_their_archive_and_refuse_what_is_not_there() {
    let app = spawn_app().await;
    let (w, b, id) = started_game(&app, "chess", "pf_ann", "pf_bob").await;
    fools_mate(&w, &b, id).await;
    let visitor = app.browser();
    let won = visitor.get("/players/pf_bob?result=won").await;
    assert_eq!(won.status, 200, "{}", won.body);
    assert!(won.contains(&format!("href=\"/games/{id}\"")));
    let lost = visitor.get("/players/pf_bob?result=lost").await;
    assert!(!lost.contains(&format!("href=\"/games/{id}\"")));
    let as_white = visitor.get("/players/pf_bob?colour=white").await;
    assert!(!as_white.contains(&format!("href=\"/games/{id}\"")));
    let by_opponent = visitor.get("/players/pf_bob?opponent=PF_ANN").await;
    assert!(by_opponent.contains(&format!("href=\"/games/{id}\"")));
    for (path, status) in [
        ("/players/pf_bob?page=999999", 404),
        ("/players/pf_bob?page=0", 422),
        ("/players/pf_bob?page=two", 400),
        ("/players/pf_bob?result=maybe", 422),
        ("/players/pf_bob?from=2026-02-30", 422),
        ("/players/nobody_here", 404),
        ("/variants/no_such_variant/leaderboard", 404),
    ] {
        let page = visitor.get(path).await;
        assert_eq!(page.status, status, "{path}: {}", page.body);
    }
    // A deleted player keeps no profile.
    b.delete_account().await;
    assert_eq!(visitor.get("/players/pf_bob").await.status, 404);
}

#[both_backends]
async fn a_published_variant_is_rated_in_a_pool_of_its_own_once_its_author_allows_it() {
    use crate::player_variants::{KNIGHT_WAZIR, published};
    let app = spawn_app().await;
    let alice = app.player("pr_alice").await;
    let bob = app.player("pr_bob").await;
    let key = published(&alice, "pr_alice", KNIGHT_WAZIR).await;
    async fn rated_game(b: &Browser, key: &str) -> crate::support::Page {
        b.post(
            "/games",
            &[
                ("variant", key),
                ("color", "white"),
                ("opponent", "pr_bob"),
                ("rated", "on"),
            ],
        )
        .await
    }
    // Not before its author allows it; only its author may.
    let refused = rated_game(&alice, &key).await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.contains("cannot be rated"), "{}", refused.body);
    let not_hers = bob
        .post(&format!("/variants/{key}/rated"), &[("rated", "on")])
        .await;
    assert_eq!(not_hers.status, 403, "{}", not_hers.body);
    let allowed = alice
        .post(&format!("/variants/{key}/rated"), &[("rated", "on")])
        .await;
    assert_eq!(allowed.status, 200, "{}", allowed.body);
    assert!(allowed.contains("id=\"rated-pool\""), "{}", allowed.body);

    let created = rated_game(&alice, &key).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);
    let resigned_early = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(resigned_early.status, 200);
    // Resigned before both moved: no rating yet. A second game, resigned after moves.
    let id = rated_game(&alice, &key).await.game_id();
    bob.accept(id, "").await;
    alice.play(id, "P e2-e4").await;
    bob.play(id, "p e7-e5").await;
    bob.post(&format!("/games/{id}/resign"), &[]).await;
    let page = alice.game_page(id).await;
    let (before, after) = rating_line(&page.body, "pr_alice");
    assert_eq!(before, 1500);
    assert!(after > 1500, "{}", page.body);
    // Its own pool: the profile lists it under the variant's key, and chess has none.
    let profile = app.browser().get("/players/pr_alice").await;
    assert!(
        profile.contains(&format!("href=\"/variants/{key}/leaderboard\"")),
        "{}",
        profile.body
    );
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM ratings WHERE pool = 'chess'").await,
        0
    );
    let board = app.browser().get(&format!("/variants/{key}/leaderboard")).await;
    assert_eq!(board.status, 200, "{}", board.body);
}

#[both_backends]
async fn the_lobbys_stream_hears_a_seek_posted_and_taken() {
    use crate::live::open;
    use std::time::Duration;
    let prompt = Duration::from_secs(1);
    let app = spawn_app().await;
    let visitor = app.browser();
    let mut stream = open(&visitor, "/lobby/events", None).await;
    let first = stream.expect_event(prompt, "the lobby when opened").await;
    // The page names the same version and the stream it follows.
    let page = visitor.get("/lobby").await;
    assert!(
        page.contains(&format!("data-version=\"{}\"", first.version())),
        "{}",
        page.body
    );
    assert!(page.contains("data-events=\"/lobby/events\""));

    let ann = app.player("ls_ann").await;
    let id = post_seek(&ann, &[]).await.game_id();
    let posted = stream.expect_event(prompt, "the seek posted").await;
    assert_ne!(posted.version(), first.version());
    let bob = app.player("ls_bob").await;
    assert_eq!(bob.accept(id, "").await.status, 200);
    let taken = stream.expect_event(prompt, "the seek taken").await;
    assert_ne!(taken.version(), posted.version());
}
