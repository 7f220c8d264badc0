//! Every route, walked with malformed input: each path parameter, query parameter and
//! form field in turn gets empty, huge, wrong-type, negative and overflowing numbers,
//! bad UTF-8, control characters, or goes missing or twice, with a valid anti-forgery
//! token so the request reaches its handler (and once without), as a player seated in a
//! game in progress and as an anonymous visitor. Never a 5xx (503 only as the documented
//! busy answer, with Retry-After), and never a change in the database.
//!
//! `ROUTES` must name every route the router serves; `the_table_knows_every_route`
//! reads the router's source and fails when a route is missing here. To add one, add a
//! line: its method, path, query parameters and form fields with a valid value each.

#[path = "malformed/probes.rs"]
mod probes;
#[path = "malformed/routes.rs"]
mod routes;

use crate::support::{Browser, Page, TestApp, spawn_app_with, started_game};
use probes::{Ids, probes};
use routes::{Method, ROUTES, Route};
use sqlx::AnyPool;
use std::collections::BTreeSet;

/// What may change on any request, whatever its input, left out of the comparison.
const SKIP: &[(&str, Option<&str>)] = &[
    // Every login attempt is recorded for the per-account rate limit, whatever was typed.
    ("login_attempts", None),
    // Any visit of a logged-in player slides the session's expiry forward.
    ("sessions", Some("expires_at")),
    // A private note is free text: whatever a probe sends within the limit is a note
    // (its refusals, too long or control characters, are tested in tests/http/notes.rs
    // and app::play::notes).
    ("game_notes", None),
];

/// The one statement that reads every row of every table (less `SKIP`) as text, in a
/// stable order. Made once per walk, from the schema, which no request changes: reading
/// the catalogue again for each probe was most of the walk's time on PostgreSQL.
async fn snapshot_query(pool: &AnyPool) -> String {
    // The catalogue and the quoting function are each backend's own.
    let (list_tables, list_columns, quote) = if crate::on_postgres() {
        (
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = 'public' ORDER BY 1",
            "SELECT column_name::text FROM information_schema.columns
             WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
            "quote_nullable",
        )
    } else {
        (
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
            "SELECT name FROM pragma_table_info($1)",
            "quote",
        )
    };
    let tables: Vec<String> = sqlx::query_scalar(list_tables)
        .fetch_all(pool)
        .await
        .expect("list tables");
    let mut reads = Vec::new();
    for table in tables {
        if SKIP.contains(&(table.as_str(), None)) {
            continue;
        }
        let columns: Vec<String> = sqlx::query_scalar(list_columns)
            .bind(&table)
            .fetch_all(pool)
            .await
            .expect("list columns");
        let shown: Vec<String> = columns
            .iter()
            .filter(|c| !SKIP.contains(&(table.as_str(), Some(c.as_str()))))
            .map(|c| format!("{quote}(\"{c}\")"))
            .collect();
        reads.push(format!(
            "SELECT '{table}: ' || {} AS row FROM \"{table}\"",
            shown.join(" || '|' || ")
        ));
    }
    format!("{} ORDER BY 1", reads.join(" UNION ALL "))
}

/// Every row of every table (less `SKIP`), as text, in a stable order.
async fn snapshot(pool: &AnyPool, query: &str) -> Vec<String> {
    sqlx::query_scalar(query)
        .fetch_all(pool)
        .await
        .expect("read every table")
}

fn short(text: &str) -> String {
    let cut: String = text.chars().take(90).collect();
    if cut.len() < text.len() {
        format!("{cut}...")
    } else {
        cut
    }
}

/// The first row that differs, for the failure message.
fn difference(before: &[String], after: &[String]) -> String {
    let gone = before.iter().find(|r| !after.contains(r));
    let new = after.iter().find(|r| !before.contains(r));
    // From where the two rows part, which is what changed.
    let common = match (gone, new) {
        (Some(a), Some(b)) => a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count(),
        _ => 0,
    };
    let tail = |r: &String| {
        let table = r.split(':').next().unwrap_or_default();
        let rest: String = r.chars().skip(common).collect();
        format!("{table}: ...{}", short(&rest))
    };
    format!("before {:?}, after {:?}", gone.map(tail), new.map(tail))
}

/// Sends a request whose address is too long for an HTTP client library (the `http`
/// crate refuses URIs over 64 kB) on a bare connection; returns the status.
async fn send_long(base: &str, method: &str, path: &str, body: Option<&[u8]>) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let host = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(host).await.expect("connect");
    let body = body.unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.expect("write");
    stream.write_all(body).await.expect("write");
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response).await;
    let text = String::from_utf8_lossy(&response);
    text.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no HTTP response to {method} {}", short(path)))
}

/// Sends every probe of each of `routes` as `who`; returns what went wrong.
async fn walk(
    who: &str,
    routes: &[&Route],
    app: &TestApp,
    browser: &Browser,
    ids: &Ids,
    pool: &AnyPool,
) -> Vec<String> {
    let csrf = browser.csrf().await;
    let mut problems = Vec::new();
    let everything = snapshot_query(pool).await;
    let mut before = snapshot(pool, &everything).await;
    let mut reached = BTreeSet::new();
    for &route in routes {
        let method = if route.method == Method::Get {
            "GET"
        } else {
            "POST"
        };
        for probe in probes(route, ids, &csrf) {
            let what = format!("{who}: {method} {} ({})", short(&probe.path), probe.what);
            let (status, busy) = if probe.path.len() > 60_000 {
                let body = probe.body.as_deref();
                (send_long(&app.base, method, &probe.path, body).await, false)
            } else {
                let page: Page = browser.send_raw(method, &probe.path, probe.body).await;
                (
                    page.status,
                    page.status == 503 && page.retry_after.is_some(),
                )
            };
            // Refused before any handler read the input: not logged in, no token, too
            // large, over a rate limit.
            if ![401, 403, 413, 414, 429].contains(&status) {
                reached.insert(route.path);
            }
            if status >= 500 && !busy {
                problems.push(format!("{what}: {status}"));
            }
            let after = snapshot(pool, &everything).await;
            if after != before {
                problems.push(format!("{what}: changed {}", difference(&before, &after)));
                before = after;
            }
        }
    }
    // The player's requests must get past the guards to the handlers, or the walk
    // proves nothing (a stale token would make every answer a harmless 403).
    if who == "rosa" {
        for route in routes.iter().filter(|r| !reached.contains(r.path)) {
            problems.push(format!(
                "{who}: no probe of {} reached its handler",
                route.path
            ));
        }
    }
    problems
}

/// The walk is cut into this many parts, each a test with its own server, so that the
/// test runner spreads them over its threads: walked whole, it was the suite's longest
/// test by far (80 s on PostgreSQL), and the suite waited for it.
const PARTS: usize = 4;

/// The routes of part `part` of `PARTS`: every `PARTS`-th, so that each part has its
/// share of the routes of each kind (the table groups them).
fn part_of_routes(part: usize) -> Vec<&'static Route> {
    ROUTES.iter().skip(part).step_by(PARTS).collect()
}

/// Walks part `part` of the routes, as Rosa (seated in a game in progress) or as a
/// visitor, on a server of its own, and fails on any problem.
async fn malformed_input_changes_nothing(as_player: bool, part: usize) {
    let app: TestApp = spawn_app_with(|c| {
        // Hundreds of refused logins and registrations from one address: the limits
        // would answer 429 before the handlers read the fields.
        c.limits.logins_per_10_min = 100_000;
        c.limits.registrations_per_hour = 100_000;
        c.limits.invitations_per_hour = 100_000;
        c.limits.definition_checks_per_hour = 100_000;
    })
    .await;
    let (rosa, sven, game) = started_game(&app, "chess", "rosa", "sven").await;
    // Sven's, so that rosa answering it gets as far as its token.
    let invited = sven
        .create_game("chess", "white", "carol@example.org")
        .await;
    assert_eq!(invited.status, 200, "{}", invited.body);
    let invite = invited.game_id();
    let pool = app.db().await;
    let token: String = sqlx::query_scalar("SELECT invite_token FROM games WHERE id = $1")
        .bind(invite)
        .fetch_one(&pool)
        .await
        .expect("the invitation's token");
    let ids = Ids {
        game,
        invite,
        token,
    };
    // The invitations' mail goes out in the background; let it, so that the worker's
    // writes are not taken for the walk's.
    for _ in 0..200 {
        let unsent: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
            .fetch_one(&pool)
            .await
            .expect("count unsent mail");
        if unsent == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let routes = part_of_routes(part);
    let problems = match as_player {
        true => walk("rosa", &routes, &app, &rosa, &ids, &pool).await,
        false => walk("visitor", &routes, &app, &app.browser(), &ids, &pool).await,
    };
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // The walk reached the handlers: the game is still at its start, rosa still logged in.
    assert_eq!(rosa.game_page(game).await.ply(), Some(0));
}

/// One test per part of the walk, as a player and as a visitor, so the parts run side by
/// side.
macro_rules! walk_parts {
    ($($name:ident: $player:expr, $part:expr;)*) => {$(
        #[both_backends]
        async fn $name() {
            malformed_input_changes_nothing($player, $part).await;
        }
    )*};
}

walk_parts! {
    malformed_input_changes_nothing_player_part_1: true, 0;
    malformed_input_changes_nothing_player_part_2: true, 1;
    malformed_input_changes_nothing_player_part_3: true, 2;
    malformed_input_changes_nothing_player_part_4: true, 3;
    malformed_input_changes_nothing_visitor_part_1: false, 0;
    malformed_input_changes_nothing_visitor_part_2: false, 1;
    malformed_input_changes_nothing_visitor_part_3: false, 2;
    malformed_input_changes_nothing_visitor_part_4: false, 3;
}
