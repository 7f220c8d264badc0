//! Correspondence events as their organiser and entrants use them: a round robin set up,
//! entered, started (every game at once, each entrant mailed their pairings), played to
//! its end and its final standings with tie-breaks; a withdrawal and the event's rule for
//! the games; too many games lost on time; and bad input refused with nothing changed.

use crate::support::{Browser, TestApp, spawn_app, spawn_app_with_clock};
use std::collections::HashMap;

/// An organiser's round robin of chess, opened with `extra` fields beside the defaults;
/// its id.
async fn open_event(org: &Browser, extra: &[(&str, &str)]) -> i64 {
    let mut fields = vec![
        ("name", "Autumn round robin"),
        ("format", "round_robin"),
        ("tiebreaks", "sb,win"),
    ];
    fields.extend_from_slice(extra);
    crate::support::open_event(org, &fields).await
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let pool = app.db().await;
    let n: i64 = sqlx::query_scalar(sql).fetch_one(&pool).await.expect(sql);
    pool.close().await;
    n
}

/// The event's games: (game id, round, white's name, black's name).
async fn games(app: &TestApp, event: i64) -> Vec<(i64, i64, String, String)> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT tg.game_id, tg.round, w.username, b.username
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE tg.tournament_id = $1 ORDER BY tg.round, tg.board",
    )
    .bind(event)
    .fetch_all(&pool)
    .await
    .expect("the event's games");
    pool.close().await;
    rows
}

/// The text of the crosstable row of the entrant numbered `number`.
fn row(page: &str, number: i64) -> String {
    let start = page
        .find(&format!("<tr id=\"entrant-{number}\">"))
        .unwrap_or_else(|| panic!("no row {number}: {page}"));
    let rest = &page[start..];
    // Cells' text only.
    crate::support::text_of(&rest[..rest.find("</tr>").expect("the row's end")])
}

#[both_backends]
async fn a_round_robin_runs_from_sign_up_to_its_final_standings() {
    let app = spawn_app().await;
    let org = app.player("rr_org").await;
    let id = open_event(&org, &[("max_entrants", "4")]).await;
    let page = org.get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("open for entries"), "{}", page.body);
    assert!(page.contains("Sonneborn-Berger, Games won"), "{}", page.body);
    let listed = app.browser().get("/tournaments").await;
    assert!(listed.contains(&format!("href=\"/tournaments/{id}\"")));

    let names = ["rr_ann", "rr_bob", "rr_cid", "rr_dee"];
    let mut players = HashMap::new();
    for name in names {
        let p = app.player(name).await;
        let joined = p.post(&format!("/tournaments/{id}/join"), &[]).await;
        assert_eq!(joined.status, 200, "{name}: {}", joined.body);
        players.insert(name.to_string(), p);
    }
    // Full: a fifth is refused, and entering twice too.
    let late = app.player("rr_eve").await;
    let refused = late.post(&format!("/tournaments/{id}/join"), &[]).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(refused.contains("full"), "{}", refused.body);
    let again = players["rr_ann"].post(&format!("/tournaments/{id}/join"), &[]).await;
    assert_eq!(again.status, 409, "{}", again.body);
    // Only the organiser starts it.
    let not_yours = players["rr_ann"].post(&format!("/tournaments/{id}/start"), &[]).await;
    assert_eq!(not_yours.status, 403, "{}", not_yours.body);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournament_games").await, 0);

    let started = org.post(&format!("/tournaments/{id}/start"), &[]).await;
    assert_eq!(started.status, 200, "{}", started.body);
    assert!(started.contains("under way"), "{}", started.body);
    // Four entrants, one cycle: three rounds of two boards, every game under way.
    let all = games(&app, id).await;
    assert_eq!(all.len(), 6);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM games WHERE status = 'active'").await,
        6
    );
    // Each entrant meets each other once, and is mailed each pairing with its board.
    for name in names {
        let mine = all.iter().filter(|g| g.2 == name || g.3 == name).count();
        assert_eq!(mine, 3, "{name}");
        let mails = count(
            &app,
            &format!(
                "SELECT COUNT(*) FROM outbox WHERE recipient = '{name}@example.org'
                 AND subject LIKE 'Autumn round robin, round %' AND html_body LIKE '%cid:%'"
            ),
        )
        .await;
        assert_eq!(mails, 3, "{name}'s pairing mails");
    }

    // The results: the lower name wins each game but one, a draw between cid and dee.
    for (game, _, white, black) in &all {
        let (w, b) = (&players[white], &players[black]);
        w.play(*game, "P e2-e4").await;
        b.play(*game, "p e7-e5").await;
        let pair = [white.as_str(), black.as_str()];
        if pair.contains(&"rr_cid") && pair.contains(&"rr_dee") {
            assert_eq!(w.post(&format!("/games/{game}/draw/offer"), &[]).await.status, 200);
            assert_eq!(b.post(&format!("/games/{game}/draw/accept"), &[]).await.status, 200);
        } else {
            let loser = if white > black { w } else { b };
            assert_eq!(loser.post(&format!("/games/{game}/resign"), &[]).await.status, 200);
        }
    }
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("over"), "{}", page.body);
    assert!(page.contains("rr_ann won it with 3 points"), "{}", page.body);
    // ann 3 (Sonneborn-Berger 2 + 0.5 + 0.5, three wins), bob 2 (0.5 + 0.5, two wins),
    // cid and dee ½ each, tied, having drawn each other: Sonneborn-Berger half of the
    // other's ½ (0.25) each, no wins: the pairing number parts them.
    let text: Vec<String> = (1..=4).map(|n| row(&page.body, n)).collect();
    let by_name = |name: &str| {
        text.iter()
            .find(|r| r.contains(name))
            .unwrap_or_else(|| panic!("{name} in {text:?}"))
            .clone()
    };
    let ann = by_name("rr_ann");
    assert!(ann.starts_with("1 "), "{ann}");
    assert!(ann.ends_with(" 3 3 3"), "{ann}");
    let bob = by_name("rr_bob");
    assert!(bob.starts_with("2 "), "{bob}");
    // Bob beat cid and dee (0.5 each): SB 1; two wins.
    assert!(bob.ends_with(" 2 1 2"), "{bob}");
    for name in ["rr_cid", "rr_dee"] {
        let r = by_name(name);
        assert!(r.ends_with(" ½ 0.25 0"), "{r}");
    }
    // The crosstable as a TRF16 report: a 001 line per entrant with points and place.
    let trf = app
        .browser()
        .get(&format!("/tournaments/{id}/crosstable.trf"))
        .await;
    assert_eq!(trf.status, 200, "{}", trf.body);
    assert!(trf.body.starts_with("012 Autumn round robin\n062 4\nXXR 3\n"), "{}", trf.body);
    let ann_line = trf
        .body
        .lines()
        .find(|l| l.starts_with("001") && l.contains("rr_ann"))
        .unwrap_or_else(|| panic!("ann's line: {}", trf.body));
    // Points (columns 81-84) and place (86-89).
    assert_eq!(ann_line.get(80..89), Some(" 3.0    1"), "{ann_line}");
    assert_eq!(trf.body.lines().filter(|l| l.starts_with("001")).count(), 4);
}

#[both_backends]
async fn bad_event_input_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let org = app.player("be_org").await;
    for (field, value, why) in [
        ("name", "", "name the event"),
        ("name", "two\nlines", "name the event"),
        ("tiebreaks", "sb,win,sb", "twice"),
        ("tiebreaks", "sb,coin", "not a tie-break"),
        ("format", "cup", "choose a format"),
        ("max_entrants", "2", "the most entrants"),
        ("max_entrants", "31", "the most entrants"),
        ("max_entrants", "ten", "the most entrants"),
        ("rounds", "3", "the cycles"),
        ("min_rating", "-5", "the lowest rating"),
        ("variant", "no-such-variant", "not found"),
        ("days", "", "days per move"),
    ] {
        let mut form = vec![
            ("name", "Probe"),
            ("format", "round_robin"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
        ];
        form.retain(|(k, _)| *k != field);
        form.push((field, value));
        let page = org.post("/tournaments", &form).await;
        assert!(
            page.status == 422 || page.status == 404,
            "{field}={value:?}: {} {}",
            page.status,
            page.body
        );
        assert!(page.contains(why), "{field}={value:?}: {}", page.body);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournaments").await, 0);

    // An address not confirmed enters nothing; an event of two does not start.
    let id = open_event(&org, &[]).await;
    let unconfirmed = app.unconfirmed_player("be_new").await;
    let refused = unconfirmed.post(&format!("/tournaments/{id}/join"), &[]).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    let ann = app.player("be_ann").await;
    let bob = app.player("be_bob").await;
    for p in [&ann, &bob] {
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
    }
    let early = org.post(&format!("/tournaments/{id}/start"), &[]).await;
    assert_eq!(early.status, 409, "{}", early.body);
    assert!(early.contains("at least 3"), "{}", early.body);
    // Taking an entry back before the start, twice: the second is refused.
    assert_eq!(bob.post(&format!("/tournaments/{id}/leave"), &[]).await.status, 200);
    let twice = bob.post(&format!("/tournaments/{id}/leave"), &[]).await;
    assert_eq!(twice.status, 409, "{}", twice.body);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournament_entrants").await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM games").await, 0);
    // No such event.
    assert_eq!(app.browser().get("/tournaments/999999").await.status, 404);
    assert_eq!(ann.post("/tournaments/999999/join", &[]).await.status, 404);
}

/// A date-and-time field's value for the moment `at`, as a browser sends it.
fn field_time(at: i64) -> String {
    pigeonpost::calendar::format_utc(at)
        .trim_end_matches(" UTC")
        .replacen(' ', "T", 1)
}

/// An event set to start by itself starts at its time, with the entrants it has then;
/// one whose time comes with too few stays open for entries, says why, and is left to
/// its organiser's hand; a start time in the past or in no format is refused.
#[both_backends]
async fn an_event_starts_by_itself_at_its_set_time() {
    use pigeonpost::clock::Clock;
    let app = spawn_app_with_clock().await;
    let org = app.player("st_org").await;
    let now = app.clock().now();
    let at = now - now % 60 + 86_400;
    let id = open_event(&org, &[("starts_at", &field_time(at))]).await;
    let short = open_event(&org, &[("name", "Short of players"), ("starts_at", &field_time(at))]).await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    let when = pigeonpost::calendar::format_utc(at);
    assert!(page.contains(&format!("Starts by itself at {when}")), "{}", page.body);
    for name in ["st_ann", "st_bob", "st_cid"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
        if name != "st_cid" {
            assert_eq!(p.post(&format!("/tournaments/{short}/join"), &[]).await.status, 200);
        }
    }
    // Not before its time.
    app.clock().advance(86_400 - 120);
    app.sweep().await;
    assert!(games(&app, id).await.is_empty());
    app.clock().advance(120);
    app.sweep().await;
    // Three entrants, one cycle: three games, all begun.
    assert_eq!(games(&app, id).await.len(), 3);
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("under way"), "{}", page.body);
    assert!(!page.contains("Starts by itself"), "{}", page.body);
    // Two entrants cannot start: the event stays open, says why, and is left alone.
    let page = app.browser().get(&format!("/tournaments/{short}")).await;
    assert!(page.contains("open for entries"), "{}", page.body);
    assert!(page.contains("could not start at its set time"), "{}", page.body);
    assert!(page.contains("at least 3 entrants"), "{}", page.body);
    assert!(!page.contains("Starts by itself"), "{}", page.body);
    let notices = format!("SELECT COUNT(*) FROM tournament_notices WHERE tournament_id = {short}");
    let before = count(&app, &notices).await;
    app.clock().advance(3600);
    app.sweep().await;
    assert_eq!(count(&app, &notices).await, before);
    assert!(games(&app, short).await.is_empty());

    let later = app.clock().now();
    let events = count(&app, "SELECT COUNT(*) FROM tournaments").await;
    for (value, why) in [
        (field_time(later - 60), "has passed"),
        (field_time(later + 400 * 86_400), "within 365 days"),
        ("tomorrow".to_string(), "must be a date and time"),
        ("2026-02-30T10:00".to_string(), "must be a date and time"),
        ("2026-03-01T24:00".to_string(), "must be a date and time"),
    ] {
        let form = [
            ("name", "Probe"),
            ("format", "round_robin"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
            ("starts_at", value.as_str()),
        ];
        let page = org.post("/tournaments", &form).await;
        assert_eq!(page.status, 422, "{value}: {}", page.body);
        assert!(page.contains(why), "{value}: {}", page.body);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournaments").await, events);
}

#[both_backends]
async fn a_withdrawal_annuls_short_games_and_ends_those_in_play() {
    let app = spawn_app().await;
    let org = app.player("wd_org").await;
    let id = open_event(&org, &[("standing_plies", "2")]).await;
    let mut players = HashMap::new();
    for name in ["wd_ann", "wd_bob", "wd_cid", "wd_dee"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
        players.insert(name.to_string(), p);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let all = games(&app, id).await;
    // Ann's first game is played to its second ply; her others not at all.
    let ann_games: Vec<_> = all.iter().filter(|g| g.2 == "wd_ann" || g.3 == "wd_ann").collect();
    let (first, _, white, black) = ann_games[0];
    players[white].play(*first, "P e2-e4").await;
    players[black].play(*first, "p e7-e5").await;

    let left = players["wd_ann"].post(&format!("/tournaments/{id}/leave"), &[]).await;
    assert_eq!(left.status, 200, "{}", left.body);
    let twice = players["wd_ann"].post(&format!("/tournaments/{id}/leave"), &[]).await;
    assert_eq!(twice.status, 409, "{}", twice.body);
    // Every game of hers is over: the one with two plies stands as her loss, the others
    // are annulled.
    let pool = app.db().await;
    for (game, _, _, _) in &ann_games {
        let (status, annulled): (String, i64) = sqlx::query_as(
            "SELECT g.status, tg.annulled FROM games g JOIN tournament_games tg ON tg.game_id = g.id
             WHERE g.id = $1",
        )
        .bind(game)
        .fetch_one(&pool)
        .await
        .expect("the game");
        assert_eq!(status, "finished");
        assert_eq!(annulled == 1, game != first, "game {game}");
    }
    pool.close().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("wd_ann withdrew"), "{}", page.body);
    assert!(page.contains("(withdrawn)"), "{}", page.body);
    assert!(page.contains("2 of theirs are annulled"), "{}", page.body);

    // A deleted account is withdrawn too, and its name kept nowhere on the page.
    assert_eq!(players["wd_bob"].delete_account().await.status, 200);
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("An entrant deleted their account and was withdrawn"),
        "{}",
        page.body
    );
    assert!(!page.contains("wd_bob"), "{}", page.body);
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM games WHERE status = 'active'").await,
        1,
        "only cid and dee's game is still being played"
    );
}

#[both_backends]
async fn an_entrant_who_loses_too_many_games_on_time_is_withdrawn() {
    let app = spawn_app_with_clock().await;
    let org = app.player("to_org").await;
    let id = open_event(&org, &[("max_timeouts", "1"), ("standing_plies", "0")]).await;
    for name in ["to_ann", "to_bob", "to_cid"] {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Three entrants: three games, one sitting out each round. Nobody moves for four
    // days: every game is lost on time by White, and each White is withdrawn.
    app.clock().advance(4 * 24 * 3600);
    app.sweep().await;
    let withdrawn = count(
        &app,
        "SELECT COUNT(*) FROM tournament_entrants WHERE withdrawn_at IS NOT NULL",
    )
    .await;
    assert_eq!(withdrawn, 3);
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("was withdrawn after losing too many games on time"),
        "{}",
        page.body
    );
    assert!(page.contains("The event is over"), "{}", page.body);
}

/// Every game of round `round` of event `id`: (game id, White's name, Black's name, ply,
/// status).
async fn round_games(app: &TestApp, id: i64, round: i64) -> Vec<(i64, String, String, i64, String)> {
    let pool = app.db().await;
    let rows = sqlx::query_as(
        "SELECT g.id, w.username, b.username, g.ply, g.status
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
         JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE tg.tournament_id = $1 AND tg.round = $2 ORDER BY tg.board",
    )
    .bind(id)
    .bind(round)
    .fetch_all(&pool)
    .await
    .expect("the round's games");
    pool.close().await;
    rows
}

/// Who had the bye in round `round` of event `id`.
async fn bye(app: &TestApp, id: i64, round: i64) -> Option<String> {
    let pool = app.db().await;
    let name = sqlx::query_scalar(
        "SELECT u.username FROM tournament_byes y JOIN users u ON u.id = y.user_id
         WHERE y.tournament_id = $1 AND y.round = $2",
    )
    .bind(id)
    .bind(round)
    .fetch_optional(&pool)
    .await
    .expect("the bye");
    pool.close().await;
    name
}

/// Plays each game of `games` two plies and has the higher-numbered entrant (names sort
/// as numbers) resign, but for games involving `skip`.
async fn lower_number_wins(
    players: &HashMap<String, Browser>,
    games: &[(i64, String, String, i64, String)],
    skip: &[&str],
) {
    for (game, white, black, _, status) in games {
        if status != "active" || skip.contains(&white.as_str()) || skip.contains(&black.as_str()) {
            continue;
        }
        let (w, b) = (&players[white], &players[black]);
        assert_eq!(w.play(*game, "P e2-e4").await.status, 200);
        assert_eq!(b.play(*game, "p e7-e5").await.status, 200);
        let loser = if white > black { w } else { b };
        assert_eq!(loser.post(&format!("/games/{game}/resign"), &[]).await.status, 200);
    }
}

#[both_backends]
async fn a_swiss_of_twelve_runs_its_rounds_through_a_timeout_a_withdrawal_and_a_deadline() {
    let app = spawn_app_with_clock().await;
    let org = app.player("sw_org").await;
    let id = open_event(
        &org,
        &[
            ("name", "Winter Swiss"),
            ("format", "swiss"),
            ("rounds", "4"),
            ("max_entrants", "12"),
            ("round_days", "2"),
            ("max_timeouts", "1"),
            ("tiebreaks", "bh,sb"),
        ],
    )
    .await;
    let names: Vec<String> = (1..=12).map(|n| format!("sw_{n:02}")).collect();
    let mut players = HashMap::new();
    for name in &names {
        let p = app.player(name).await;
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
        players.insert(name.clone(), p);
    }
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    // Round 1 as the Dutch system pairs twelve unrated players (numbered by name): the
    // top half against the bottom half, the first board's higher number White, the
    // colours alternating down the boards.
    let r1 = round_games(&app, id, 1).await;
    let boards: Vec<(String, String)> = r1.iter().map(|g| (g.1.clone(), g.2.clone())).collect();
    let n = |i: usize| names[i - 1].clone();
    assert_eq!(
        boards,
        vec![
            (n(1), n(7)),
            (n(8), n(2)),
            (n(3), n(9)),
            (n(10), n(4)),
            (n(5), n(11)),
            (n(12), n(6)),
        ]
    );
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Round 1 of 4"), "{}", page.body);

    // sw_12 never moves and loses on time: one timeout is the event's limit, and the
    // round is then over.
    lower_number_wins(&players, &r1, &["sw_12"]).await;
    app.clock().advance(4 * 24 * 3600);
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("sw_12 was withdrawn after losing too many games on time"),
        "{}",
        page.body
    );
    // Round 2: eleven to pair, one bye, sw_12 not among them; nobody meets again.
    let r2 = round_games(&app, id, 2).await;
    assert_eq!(r2.len(), 5, "{r2:?}");
    let had_bye = bye(&app, id, 2).await.expect("a bye in round 2");
    let mut seen: Vec<String> = r2.iter().flat_map(|g| [g.1.clone(), g.2.clone()]).collect();
    seen.push(had_bye.clone());
    seen.sort();
    let mut expected: Vec<String> = names[..11].to_vec();
    expected.sort();
    assert_eq!(seen, expected);
    let met = |a: &str, b: &str, games: &[(i64, String, String, i64, String)]| {
        games.iter().any(|g| (g.1 == a && g.2 == b) || (g.1 == b && g.2 == a))
    };
    for g in &r2 {
        assert!(!met(&g.1, &g.2, &r1), "a rematch in round 2: {g:?}");
    }

    // sw_11 withdraws before playing round 2: the game is annulled and ended.
    let leaver = "sw_11";
    assert_eq!(players[leaver].post(&format!("/tournaments/{id}/leave"), &[]).await.status, 200);
    lower_number_wins(&players, &round_games(&app, id, 2).await, &[leaver]).await;
    app.sweep().await;
    let r3 = round_games(&app, id, 3).await;
    assert_eq!(r3.len(), 5, "ten left to pair: {r3:?}");
    assert!(r3.iter().all(|g| g.1 != leaver && g.2 != leaver && g.1 != "sw_12" && g.2 != "sw_12"));
    for g in &r3 {
        assert!(!met(&g.1, &g.2, &r1) && !met(&g.1, &g.2, &r2), "a rematch in round 3: {g:?}");
    }

    // Round 3's first board is left being played past the round's two days (each
    // player moving within the three days a move): round 4 is paired with it running.
    let (open_game, open_white, open_black) = (r3[0].0, r3[0].1.clone(), r3[0].2.clone());
    lower_number_wins(&players, &r3, &[&open_white]).await;
    assert_eq!(players[&open_white].play(open_game, "P e2-e4").await.status, 200);
    app.clock().advance(2 * 24 * 3600 + 60);
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains("Round 3 reached its deadline with games still being played"),
        "{}",
        page.body
    );
    assert!(page.contains("Round 4 of 4"), "{}", page.body);
    assert!(page.contains("being played"), "{}", page.body);
    let r4 = round_games(&app, id, 4).await;
    assert_eq!(r4.len(), 5, "{r4:?}");
    for g in &r4 {
        assert!(
            !met(&g.1, &g.2, &r1) && !met(&g.1, &g.2, &r2) && !met(&g.1, &g.2, &r3),
            "a rematch in round 4: {g:?}"
        );
    }
    // The event ends when its last game does.
    lower_number_wins(&players, &r4, &[]).await;
    app.sweep().await;
    assert!(!app.browser().get(&format!("/tournaments/{id}")).await.contains("The event is over"));
    let (w, b) = (&players[&open_white], &players[&open_black]);
    assert_eq!(b.play(open_game, "p e7-e5").await.status, 200);
    let loser = if open_white > open_black { w } else { b };
    assert_eq!(loser.post(&format!("/games/{open_game}/resign"), &[]).await.status, 200);
    app.sweep().await;
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    // sw_01 won every game it played (the bye scores a win too).
    assert!(page.contains("sw_01 won it with 4 points"), "{}", page.body);
}
