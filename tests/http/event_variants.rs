//! Multi-variant events as their organiser and entrants use them: the variants named one
//! a round, shown before anyone enters; a Swiss whose second round is paired in its own
//! variant; a round robin and a knockout with more rounds than variants, the list
//! starting again from the first; and bad lists refused with nothing changed.

use crate::support::{count, enter_event, Browser, TestApp, spawn_app};
use pigeonpost_engine::registry;

async fn open(org: &Browser, fields: &[(&str, &str)]) -> i64 {
    let mut named = vec![("name", "Mixed cup")];
    named.extend_from_slice(fields);
    crate::support::open_event(org, &named).await
}

/// Each game of event `id`: (game id, round, variant, definition hash, White, Black).
type Row = (i64, i64, String, String, String, String);

async fn rows(app: &TestApp, id: i64) -> Vec<Row> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT g.id, tg.round, g.variant, g.definition_hash, w.username, b.username
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE tg.tournament_id = $1 ORDER BY tg.round, tg.board, tg.leg",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the event's games");
    pool.close().await;
    rows
}


fn hash(key: &str) -> String {
    registry::get(key)
        .unwrap_or_else(|| panic!("{key} is built in"))
        .definition_hash()
        .to_string()
}

/// The text of the list with id `list` on `page`.
fn list(page: &str, list: &str) -> String {
    let start = page
        .find(&format!("id=\"{list}\""))
        .unwrap_or_else(|| panic!("no list {list}: {page}"));
    let rest = &page[start..];
    crate::support::text_of(&rest[..rest.find("</ol>").expect("the list's end")])
}

#[both_backends]
async fn a_swiss_plays_each_round_in_the_variant_its_organiser_named_for_it() {
    let app = spawn_app().await;
    let org = app.player("mv_org").await;
    let id = open(
        &org,
        &[("format", "swiss"), ("rounds", "2"), ("variant", "chess, capablanca")],
    )
    .await;
    // Shown before anyone enters, to a visitor.
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Swiss of 2 variants, one a round"), "{}", page.body);
    let listed = list(&page.body, "round-variants");
    assert!(listed.contains("Round 1: chess"), "{listed}");
    assert!(listed.contains("Round 2: capablanca"), "{listed}");
    assert!(page.contains("href=\"/variants/capablanca\""), "{}", page.body);
    assert!(
        page.contains("seeding and pairing numbers go by ratings in chess"),
        "{}",
        page.body
    );
    let events = app.browser().get("/tournaments").await;
    assert!(events.contains(">chess</a>, <a href=\"/variants/capablanca\">capablanca</a>"), "{}", events.body);

    let players = enter_event(&app, id, &["mv_ann", "mv_bob", "mv_cid", "mv_dee"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let first = rows(&app, id).await;
    assert_eq!(first.len(), 2, "{first:?}");
    for (_, round, variant, definition, _, _) in &first {
        assert_eq!((*round, variant.as_str()), (1, "chess"));
        assert_eq!(definition, &hash("chess"));
    }
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Round 1 of 2, in chess"), "{}", page.body);
    assert!(page.contains("<th scope=\"col\">Round 1 (chess)</th>"), "{}", page.body);

    // Round 1 played out: the second round is paired in Capablanca chess.
    for (game, _, _, _, white, black) in &first {
        let (w, b) = (&players[white], &players[black]);
        assert_eq!(w.play(*game, "P e2-e4").await.status, 200);
        assert_eq!(b.play(*game, "p e7-e5").await.status, 200);
        assert_eq!(b.post(&format!("/games/{game}/resign"), &[]).await.status, 200);
    }
    app.sweep().await;
    let all = rows(&app, id).await;
    let second: Vec<&Row> = all.iter().filter(|r| r.1 == 2).collect();
    assert_eq!(second.len(), 2, "{all:?}");
    for (game, _, variant, definition, white, black) in &second {
        assert_eq!(variant, "capablanca");
        assert_eq!(definition, &hash("capablanca"));
        // Played under Capablanca's rules: its ten files.
        let board = players[white].game_page(*game).await;
        assert!(board.contains("Capablanca"), "{}", board.body);
        assert_eq!(players[white].play(*game, "P j2-j4").await.status, 200);
        let mails = count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM outbox WHERE recipient = '{black}@example.org'
                 AND subject LIKE 'Mixed cup, round 2: %Capablanca%'"
            ),
        )
        .await;
        assert_eq!(mails, 1, "{black}'s pairing of round 2");
    }
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Round 2 of 2, in capablanca"), "{}", page.body);
    assert!(page.contains("<th scope=\"col\">Round 2 (capablanca)</th>"), "{}", page.body);
    assert!(page.contains("<td><a href=\"/variants/capablanca\">capablanca</a></td>"), "{}", page.body);
}

#[both_backends]
async fn a_round_robin_and_a_knockout_start_the_list_again_past_its_end() {
    let app = spawn_app().await;
    let org = app.player("mr_org").await;
    // Four entrants play three rounds: chess, capablanca, and chess again.
    let id = open(
        &org,
        &[("format", "round_robin"), ("max_entrants", "4"), ("variant", "chess,capablanca")],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("starts it again from the first (round 3 plays chess)"), "{}", page.body);
    enter_event(&app, id, &["mr_ann", "mr_bob", "mr_cid", "mr_dee"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let by_round: Vec<(i64, String)> = rows(&app, id).await.into_iter().map(|r| (r.1, r.2)).collect();
    assert_eq!(by_round.len(), 6, "{by_round:?}");
    for (round, variant) in &by_round {
        let expected = if *round == 2 { "capablanca" } else { "chess" };
        assert_eq!(variant, expected, "round {round}");
    }

    // A knockout of four: its semi-finals in the first variant, its final in the second.
    let ko = open(
        &org,
        &[
            ("name", "Mixed knockout"),
            ("format", "knockout"),
            ("max_entrants", "4"),
            ("match_games", "1"),
            ("variant", "capablanca, chess"),
        ],
    )
    .await;
    enter_event(&app, ko, &["mk_ann", "mk_bob", "mk_cid", "mk_dee"]).await;
    assert_eq!(org.post(&format!("/tournaments/{ko}/start"), &[]).await.status, 200);
    let page = app.browser().get(&format!("/tournaments/{ko}")).await;
    assert!(page.contains(">Semi-finals: capablanca</h3>"), "{}", page.body);
    assert!(page.contains(">Final: chess</h3>"), "{}", page.body);
    let semis = rows(&app, ko).await;
    assert_eq!(semis.len(), 2, "{semis:?}");
    assert!(semis.iter().all(|r| r.2 == "capablanca"), "{semis:?}");
}

#[both_backends]
async fn a_bad_list_of_variants_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let org = app.player("mb_org").await;
    let too_many = vec!["chess"; 21].join(",");
    for (fields, status, why) in [
        (vec![("format", "swiss"), ("variant", "chess,,capablanca")], 422, "one is missing between two commas"),
        (vec![("format", "swiss"), ("variant", "chess,")], 422, "one is missing between two commas"),
        (
            vec![("format", "swiss"), ("rounds", "2"), ("variant", "chess,capablanca,chess")],
            422,
            "names 3 variants, one a round, but has at most 2 rounds",
        ),
        (
            vec![("format", "round_robin"), ("max_entrants", "4"), ("variant", "chess,capablanca,chess,capablanca")],
            422,
            "has at most 3 rounds",
        ),
        (
            vec![("format", "knockout"), ("max_entrants", "2"), ("variant", "chess,capablanca")],
            422,
            "has at most 1 round:",
        ),
        (vec![("format", "swiss"), ("variant", too_many.as_str())], 422, "at most 20 variants"),
        (vec![("format", "swiss"), ("variant", "chess, no-such-variant")], 404, "no-such-variant"),
    ] {
        let mut form = vec![("name", "Probe"), ("time_control", "move"), ("days", "3")];
        form.extend_from_slice(&fields);
        let page = org.post("/tournaments", &form).await;
        assert_eq!(page.status, status, "{fields:?}: {}", page.body);
        assert!(page.contains(why), "{fields:?}: {}", page.body);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournaments").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournament_variants").await, 0);
}
