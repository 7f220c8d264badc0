//! Knockouts and Basque pairs as their organiser and entrants use them: a knockout of
//! five whose seeds with byes play on at once, a match level after its games settled by
//! a further pair, each winner playing on as soon as their next opponent is known, to
//! the final standing; a Basque match (two games at once, one with each colour) with a
//! Basque tie-break pair; a Basque round robin and a Basque Swiss scored by the pairing;
//! and bad terms refused with nothing changed.

use crate::support::{Browser, TestApp, spawn_app};
use std::collections::HashMap;

/// An organiser's event of chess opened with `fields` beside a name and a time control;
/// its id.
async fn open(org: &Browser, fields: &[(&str, &str)]) -> i64 {
    crate::support::open_event(org, fields).await
}

/// Entrants `names`, each entered in event `id`.
async fn enter(app: &TestApp, id: i64, names: &[&str]) -> HashMap<String, Browser> {
    let mut players = HashMap::new();
    for name in names {
        let p = app.player(name).await;
        let joined = p.post(&format!("/tournaments/{id}/join"), &[]).await;
        assert_eq!(joined.status, 200, "{name}: {}", joined.body);
        players.insert(name.to_string(), p);
    }
    players
}

/// A game of an event where it stands.
#[derive(Debug, Clone, PartialEq)]
struct Leg {
    game: i64,
    round: i64,
    board: i64,
    leg: i64,
    white: String,
    black: String,
    status: String,
}

/// Every game of event `id`, by round, board and leg.
async fn legs(app: &TestApp, id: i64) -> Vec<Leg> {
    let pool = app.db().await;
    let rows: Vec<(i64, i64, i64, i64, String, String, String)> = sqlx::query_as(
        "SELECT g.id, tg.round, tg.board, tg.leg, w.username, b.username, g.status
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE tg.tournament_id = $1 ORDER BY tg.round, tg.board, tg.leg",
    )
    .bind(id)
    .fetch_all(&pool)
    .await
    .expect("the event's games");
    pool.close().await;
    rows.into_iter()
        .map(|(game, round, board, leg, white, black, status)| Leg {
            game,
            round,
            board,
            leg,
            white,
            black,
            status,
        })
        .collect()
}

/// The game being played at `round`, `board`: (White, Black) and its id.
async fn playing(app: &TestApp, id: i64, round: i64, board: i64) -> Vec<Leg> {
    legs(app, id)
        .await
        .into_iter()
        .filter(|l| l.round == round && l.board == board && l.status == "active")
        .collect()
}

/// Plays game `leg` two plies and ends it: `winner` is White's or Black's name, or
/// none for a draw agreed.
async fn finish(players: &HashMap<String, Browser>, leg: &Leg, winner: Option<&str>) {
    let (w, b) = (&players[&leg.white], &players[&leg.black]);
    assert_eq!(w.play(leg.game, "P e2-e4").await.status, 200);
    assert_eq!(b.play(leg.game, "p e7-e5").await.status, 200);
    match winner {
        None => {
            let offered = w.post(&format!("/games/{}/draw/offer", leg.game), &[]).await;
            assert_eq!(offered.status, 200, "{}", offered.body);
            let agreed = b.post(&format!("/games/{}/draw/accept", leg.game), &[]).await;
            assert_eq!(agreed.status, 200, "{}", agreed.body);
        }
        Some(name) => {
            let loser = if name == leg.white { b } else { w };
            let resigned = loser.post(&format!("/games/{}/resign", leg.game), &[]).await;
            assert_eq!(resigned.status, 200, "{}", resigned.body);
        }
    }
}

/// The rows of the table with id `table` on `page`, each as its cells' text.
fn table(page: &str, table: &str) -> Vec<String> {
    let start = page
        .find(&format!("<table id=\"{table}\">"))
        .unwrap_or_else(|| panic!("no table {table}: {page}"));
    let rest = &page[start..];
    let body = &rest[rest.find("<tbody>").expect("a body")..rest.find("</tbody>").expect("its end")];
    body.split("</tr>")
        .map(crate::support::text_of)
        .filter(|r| !r.is_empty())
        .collect()
}

#[both_backends]
async fn a_knockout_runs_match_by_match_through_a_tie_break_to_its_final_standing() {
    let app = spawn_app().await;
    let org = app.player("ko_org").await;
    let id = open(
        &org,
        &[
            ("format", "knockout"),
            ("match_games", "2"),
            ("match_tiebreak", "games"),
            ("max_entrants", "8"),
        ],
    )
    .await;
    // The rules are shown before anyone enters.
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    for said in [
        "Knockout, at most 8 entrants",
        "A match is 2 games, colours alternating",
        "a further pair of games, one with each colour; level again, the higher seed goes on",
        "nobody waits for the rest of the round",
    ] {
        assert!(page.contains(said), "{said}: {}", page.body);
    }
    let names = ["ko_ann", "ko_bob", "ko_cid", "ko_dee", "ko_eve"];
    let players = enter(&app, id, &names).await;
    let started = org.post(&format!("/tournaments/{id}/start"), &[]).await;
    assert_eq!(started.status, 200, "{}", started.body);
    assert!(started.contains("the top 3 seeds have byes"), "{}", started.body);
    // Five unrated entrants, seeded by name: 1, 2 and 3 have byes; 4 meets 5. The byes
    // leave 2 and 3 a match of round 2 at once, while 4 and 5 still play.
    let first = legs(&app, id).await;
    let at = |l: &Leg| (l.round, l.board, l.leg, l.white.clone(), l.black.clone());
    assert_eq!(
        first.iter().map(at).collect::<Vec<_>>(),
        vec![
            (1, 2, 1, "ko_dee".into(), "ko_eve".into()),
            (2, 2, 1, "ko_bob".into(), "ko_cid".into()),
        ]
    );
    assert_eq!(
        app.browser().get(&format!("/tournaments/{id}/crosstable.trf")).await.status,
        404
    );

    // Round 1: dee beats eve with White, then (the next game only now, colours
    // reversed) with Black: 2-0, and ann's match begins at once.
    finish(&players, &first[0], Some("ko_dee")).await;
    app.sweep().await;
    let next = playing(&app, id, 1, 2).await;
    assert_eq!(next.len(), 1, "{next:?}");
    assert_eq!((next[0].leg, next[0].white.as_str()), (2, "ko_eve"));
    finish(&players, &next[0], Some("ko_dee")).await;
    app.sweep().await;
    let semi = playing(&app, id, 2, 1).await;
    assert_eq!(semi.len(), 1, "{semi:?}");
    assert_eq!((semi[0].white.as_str(), semi[0].black.as_str()), ("ko_ann", "ko_dee"));

    // Bob and cid win a game each: level, a further pair. A draw, then cid wins with
    // White: 2½-1½ on the tie-break games.
    let g = &playing(&app, id, 2, 2).await[0];
    finish(&players, g, Some("ko_bob")).await;
    app.sweep().await;
    let g = &playing(&app, id, 2, 2).await[0];
    assert_eq!(g.white, "ko_cid");
    finish(&players, g, Some("ko_cid")).await;
    app.sweep().await;
    let g = &playing(&app, id, 2, 2).await[0];
    assert_eq!((g.leg, g.white.as_str()), (3, "ko_bob"));
    finish(&players, g, None).await;
    app.sweep().await;
    let g = &playing(&app, id, 2, 2).await[0];
    assert_eq!((g.leg, g.white.as_str()), (4, "ko_cid"));
    finish(&players, g, Some("ko_cid")).await;
    app.sweep().await;
    // The final waits for ann and dee's match.
    assert!(legs(&app, id).await.iter().all(|l| l.round < 3));
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("Semi-finals, match 2: ko_cid beat ko_bob 2½-1½ and goes on (on the tie-break games)."),
        "{}",
        page.body
    );
    // Ann wins 1½-½ after a draw: the final against cid begins.
    finish(&players, &semi[0], Some("ko_ann")).await;
    app.sweep().await;
    let g = &playing(&app, id, 2, 1).await[0];
    finish(&players, g, None).await;
    app.sweep().await;
    let fin = playing(&app, id, 3, 1).await;
    assert_eq!(fin.len(), 1, "{fin:?}");
    assert_eq!((fin[0].white.as_str(), fin[0].black.as_str()), ("ko_ann", "ko_cid"));
    // Cid wins the final 2-0.
    finish(&players, &fin[0], Some("ko_cid")).await;
    app.sweep().await;
    let g = &playing(&app, id, 3, 1).await[0];
    finish(&players, g, Some("ko_cid")).await;
    app.sweep().await;

    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("The final: ko_cid beat ko_ann 2-0 and won the event"), "{}", page.body);
    assert!(page.contains("The event is over: ko_cid won it."), "{}", page.body);
    assert!(page.contains("ko_cid wins the event"), "{}", page.body);
    assert!(page.contains("Semi-finals") && page.contains("Final"), "{}", page.body);
    assert_eq!(
        table(&page.body, "knockout-standing"),
        vec![
            "1 ko_cid won the event",
            "2 ko_ann Final",
            "3-4 ko_bob Semi-finals",
            "3-4 ko_dee Semi-finals",
            "5 ko_eve Quarter-finals",
        ]
    );
    assert_eq!(
        legs(&app, id).await.iter().filter(|l| l.status == "active").count(),
        0
    );
    // Nothing more to do: another look changes nothing.
    let before = legs(&app, id).await.len();
    app.sweep().await;
    assert_eq!(legs(&app, id).await.len(), before);
}

#[both_backends]
async fn a_basque_match_plays_both_colours_at_once_and_a_basque_tie_break() {
    let app = spawn_app().await;
    let org = app.player("bq_org").await;
    let id = open(
        &org,
        &[
            ("name", "Basque match"),
            ("format", "knockout"),
            ("basque", "on"),
            ("match_tiebreak", "games"),
            ("max_entrants", "2"),
        ],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Basque match of"), "{}", page.body);
    assert!(page.contains("A single match between two entrants"), "{}", page.body);
    assert!(
        page.contains("A match is a Basque pair: two games played at once, one with each colour"),
        "{}",
        page.body
    );
    assert!(page.contains("a further Basque pair, played at once"), "{}", page.body);
    let players = enter(&app, id, &["bq_ann", "bq_bob"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let pair = playing(&app, id, 1, 1).await;
    assert_eq!(pair.len(), 2, "{pair:?}");
    assert_eq!((pair[0].white.as_str(), pair[1].white.as_str()), ("bq_ann", "bq_bob"));
    // Each wins with White: 1-1, and a second pair starts, both games at once. With one
    // of the pair over, nothing starts yet.
    finish(&players, &pair[0], Some("bq_ann")).await;
    app.sweep().await;
    assert_eq!(legs(&app, id).await.len(), 2);
    finish(&players, &pair[1], Some("bq_bob")).await;
    app.sweep().await;
    let tie = playing(&app, id, 1, 1).await;
    assert_eq!(
        tie.iter().map(|l| (l.leg, l.white.as_str())).collect::<Vec<_>>(),
        vec![(3, "bq_ann"), (4, "bq_bob")]
    );
    finish(&players, &tie[0], None).await;
    finish(&players, &tie[1], Some("bq_ann")).await;
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("The final: bq_ann beat bq_bob 2½-1½ and won the event (on the tie-break games)."),
        "{}",
        page.body
    );
    assert_eq!(
        table(&page.body, "knockout-standing"),
        vec!["1 bq_ann won the event", "2 bq_bob Final"]
    );
    assert!(page.contains("over"), "{}", page.body);
}

#[both_backends]
async fn a_basque_round_robin_scores_each_pairing_by_its_two_games() {
    let app = spawn_app().await;
    let org = app.player("br_org").await;
    let id = open(
        &org,
        &[("format", "round_robin"), ("basque", "on"), ("tiebreaks", "win")],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Basque round robin"), "{}", page.body);
    assert!(page.contains("scores their sum"), "{}", page.body);
    let players = enter(&app, id, &["br_ann", "br_bob", "br_cid"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Three pairings, each two games at once with the colours swapped.
    let all = legs(&app, id).await;
    assert_eq!(all.len(), 6, "{all:?}");
    for pair in all.chunks(2) {
        assert_eq!((pair[0].board, pair[0].leg, pair[1].leg), (pair[1].board, 1, 2));
        assert_eq!((&pair[0].white, &pair[0].black), (&pair[1].black, &pair[1].white));
    }
    // Ann wins all four of hers; bob and cid each win with White.
    for l in &all {
        let winner = if l.white == "br_ann" || l.black == "br_ann" {
            "br_ann"
        } else {
            l.white.as_str()
        };
        finish(&players, l, Some(winner)).await;
    }
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("br_ann won it with 4 points"), "{}", page.body);
    assert!(page.contains("Round 1, game 2"), "{}", page.body);
    let rows = table(&page.body, "crosstable");
    // Place, number, name, the cells of three rounds of two games, points, games won.
    assert!(rows[0].starts_with("1 1 br_ann") && rows[0].ends_with(" 4 4"), "{rows:?}");
    assert!(rows[1].ends_with(" 1 1") && rows[2].ends_with(" 1 1"), "{rows:?}");
}

#[both_backends]
async fn a_basque_swiss_pairs_by_the_pairings_scores() {
    let app = spawn_app().await;
    let org = app.player("bs_org").await;
    let id = open(
        &org,
        &[("format", "swiss"), ("basque", "on"), ("rounds", "2"), ("tiebreaks", "bh")],
    )
    .await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("A bye scores as two won games"), "{}", page.body);
    let names = ["bs_1", "bs_2", "bs_3", "bs_4"];
    let players = enter(&app, id, &names).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Round 1: 1-3 and 4-2, each two games. The lower number wins both of each pairing.
    let r1 = legs(&app, id).await;
    assert_eq!(r1.len(), 4, "{r1:?}");
    for l in &r1 {
        let winner = l.white.clone().min(l.black.clone());
        finish(&players, l, Some(&winner)).await;
    }
    app.sweep().await;
    // Round 2: the two winners meet, and the two losers.
    let r2: Vec<Leg> = legs(&app, id).await.into_iter().filter(|l| l.round == 2).collect();
    assert_eq!(r2.len(), 4, "{r2:?}");
    let pairs: Vec<(String, String)> = r2
        .iter()
        .filter(|l| l.leg == 1)
        .map(|l| {
            let mut p = [l.white.clone(), l.black.clone()];
            p.sort();
            (p[0].clone(), p[1].clone())
        })
        .collect();
    assert!(pairs.contains(&("bs_1".into(), "bs_2".into())), "{pairs:?}");
    assert!(pairs.contains(&("bs_3".into(), "bs_4".into())), "{pairs:?}");
    for l in &r2 {
        let winner = l.white.clone().min(l.black.clone());
        finish(&players, l, Some(&winner)).await;
    }
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("bs_1 won it with 4 points"), "{}", page.body);
}

#[both_backends]
async fn bad_knockout_and_basque_terms_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    let org = app.player("kb_org").await;
    for (fields, why) in [
        (vec![("format", "knockout"), ("match_games", "0")], "the games of a match must be a whole number from 1 to 12"),
        (vec![("format", "knockout"), ("match_games", "1000000")], "the games of a match must be a whole number from 1 to 12"),
        (vec![("format", "knockout"), ("match_games", "two")], "the games of a match must be"),
        (vec![("format", "knockout"), ("match_tiebreak", "coin")], "is no way to decide a level match"),
        (vec![("format", "knockout"), ("basque", "on"), ("match_games", "4")], "a Basque match is two games played at once"),
        (vec![("format", "knockout"), ("tiebreaks", "sb")], "a knockout has no standings"),
        (vec![("format", "knockout"), ("rounds", "3")], "rounds follow from its entrants"),
        (vec![("format", "knockout"), ("max_entrants", "65")], "the most entrants"),
        (vec![("format", "knockout"), ("max_entrants", "1")], "the most entrants"),
        (vec![("format", "round_robin"), ("match_games", "2")], "its tie-break are a knockout"),
        (vec![("format", "swiss"), ("match_tiebreak", "rating")], "its tie-break are a knockout"),
        (vec![("format", "round_robin"), ("basque", "on"), ("rounds", "2")], "plays both colours in every pairing already"),
        (vec![("format", "cup")], "round_robin, swiss or knockout"),
    ] {
        let mut form = vec![
            ("name", "Probe"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
        ];
        form.extend_from_slice(&fields);
        let page = org.post("/tournaments", &form).await;
        assert_eq!(page.status, 422, "{fields:?}: {}", page.body);
        assert!(page.contains(why), "{fields:?}: {}", page.body);
    }
    let pool = app.db().await;
    let events: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tournaments")
        .fetch_one(&pool)
        .await
        .expect("count");
    pool.close().await;
    assert_eq!(events, 0);
    // A knockout of one does not start.
    let id = open(&org, &[("format", "knockout")]).await;
    let _players = enter(&app, id, &["kb_ann"]).await;
    let early = org.post(&format!("/tournaments/{id}/start"), &[]).await;
    assert_eq!(early.status, 409, "{}", early.body);
    assert!(early.contains("at least 2 entrants"), "{}", early.body);
    assert!(legs(&app, id).await.is_empty());
}

#[both_backends]
async fn a_basque_swiss_bye_scores_two_won_games() {
    let app = spawn_app().await;
    let org = app.player("by_org").await;
    let id = open(
        &org,
        &[("format", "swiss"), ("basque", "on"), ("rounds", "1")],
    )
    .await;
    let players = enter(&app, id, &["by_1", "by_2", "by_3"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Three: one pairing of two games, and the lowest seed's bye.
    let all = legs(&app, id).await;
    assert_eq!(all.len(), 2, "{all:?}");
    for l in &all {
        finish(&players, l, None).await;
    }
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("by_3 won it with 2 points"), "{}", page.body);
    let rows = table(&page.body, "crosstable");
    let bye = rows.iter().find(|r| r.contains("by_3")).expect("by_3's row");
    assert!(bye.contains("bye 1 bye 1 2"), "{rows:?}");
}

#[both_backends]
async fn a_withdrawal_loses_the_knockout_match_being_played() {
    let app = spawn_app().await;
    let org = app.player("kw_org").await;
    let id = open(&org, &[("format", "knockout"), ("match_games", "3")]).await;
    let players = enter(&app, id, &["kw_ann", "kw_bob", "kw_cid", "kw_dee"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Ann leads dee 1-0 when she withdraws: dee goes on all the same, at once.
    let g = &playing(&app, id, 1, 1).await[0];
    finish(&players, g, Some("kw_ann")).await;
    app.sweep().await;
    let left = players["kw_ann"].post(&format!("/tournaments/{id}/leave"), &[]).await;
    assert_eq!(left.status, 200, "{}", left.body);
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains(
            "Semi-finals, match 1: kw_ann withdrew, and kw_dee goes on (the score stood at 0-1)."
        ),
        "{}",
        page.body
    );
    // The withdrawal's game being played ended as lost by her; the final waits for bob
    // and cid.
    assert!(playing(&app, id, 1, 1).await.is_empty());
    assert!(legs(&app, id).await.iter().all(|l| l.round == 1));
}
