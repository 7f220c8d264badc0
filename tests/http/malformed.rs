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

use crate::support::{Browser, Page, TestApp, spawn_app_with, started_game};
use sqlx::{Row, SqlitePool};
use std::collections::BTreeSet;

#[derive(Clone, Copy, PartialEq)]
enum Method {
    Get,
    Post,
}

/// A query parameter or form field, with a value that is valid on its own, and, where a
/// malformed value could still be a legitimate one (an empty opponent means "anyone"),
/// another field set so that the request is refused anyway, after this field is read.
struct Field {
    name: &'static str,
    valid: &'static str,
    spoiler: Option<(&'static str, &'static str)>,
}

const fn f(name: &'static str, valid: &'static str) -> Field {
    Field {
        name,
        valid,
        spoiler: None,
    }
}

const fn spoilt(
    name: &'static str,
    valid: &'static str,
    by: (&'static str, &'static str),
) -> Field {
    Field {
        name,
        valid,
        spoiler: Some(by),
    }
}

struct Route {
    method: Method,
    /// `{id}` is the game in progress, `{invite}` the pending invitation by email,
    /// `{key}` a variant, `{token}` the invitation's token.
    path: &'static str,
    query: &'static [Field],
    form: &'static [Field],
}

const fn get(path: &'static str, query: &'static [Field]) -> Route {
    Route {
        method: Method::Get,
        path,
        query,
        form: &[],
    }
}

const fn post(path: &'static str, form: &'static [Field]) -> Route {
    Route {
        method: Method::Post,
        path,
        query: &[],
        form,
    }
}

const NEXT: &[Field] = &[f("next", "/my")];
const TAKEN: (&str, &str) = ("email", "rosa@example.org");
const NO_VARIANT: (&str, &str) = ("variant", "no-such-variant");

/// Every route. The player is rosa (White in game `{id}`, her move at ply 0, password
/// "correct horse"); sven is Black; `{invite}` is sven's invitation to an address.
const ROUTES: &[Route] = &[
    get("/", &[]),
    get("/variants", &[]),
    get("/variants/{key}", &[]),
    get("/my", &[]),
    get("/register", NEXT),
    post(
        "/register",
        &[
            spoilt("username", "newcomer", TAKEN),
            spoilt("email", "newcomer@example.org", ("username", "rosa")),
            spoilt("password", "a long enough password", TAKEN),
            spoilt("next", "/my", TAKEN),
        ],
    ),
    get("/login", NEXT),
    post(
        "/login",
        &[
            f("name", "rosa"),
            f("password", "correct horse"),
            spoilt("next", "/my", ("password", "wrong horse")),
        ],
    ),
    post("/logout", &[]),
    get("/account", &[]),
    post(
        "/account/password",
        &[
            f("current", "correct horse"),
            spoilt("new", "another horse battery", ("current", "wrong horse")),
        ],
    ),
    get("/games/new", &[f("variant", "chess")]),
    post(
        "/games",
        &[
            f("variant", "chess"),
            spoilt("color", "white", NO_VARIANT),
            spoilt("opponent", "sven", NO_VARIANT),
            spoilt("time_control", "bank", NO_VARIANT),
            spoilt("days", "3", NO_VARIANT),
            spoilt("increment_days", "0", NO_VARIANT),
            spoilt("increment_hours", "12", NO_VARIANT),
            spoilt("cap_days", "10", NO_VARIANT),
            spoilt("grace_hours", "6", NO_VARIANT),
        ],
    ),
    get("/games/{id}", &[f("ply", "0")]),
    post("/games/{id}/moves", &[f("ply", "0"), f("move", "P e2-e4")]),
    post("/games/{id}/resign", &[]),
    post("/games/{id}/abort", &[]),
    post("/games/{id}/claim-draw", &[]),
    post("/games/{id}/claim-win", &[]),
    post("/games/{id}/draw/offer", &[]),
    post("/games/{id}/draw/accept", &[]),
    post("/games/{id}/draw/decline", &[]),
    post("/games/{id}/takeback/request", &[]),
    post("/games/{id}/takeback/accept", &[]),
    post("/games/{id}/takeback/decline", &[]),
    get("/vacation", &[]),
    post("/vacation", &[f("days", "3")]),
    post("/vacation/end", &[]),
    post("/games/{invite}/accept", &[f("token", "{token}")]),
    post("/games/{invite}/decline", &[f("token", "{token}")]),
    post("/games/{invite}/withdraw", &[]),
    get("/invitations/{token}", &[]),
];

/// Malformed values as they go on the wire (percent-escaped where they must be).
fn bad_values() -> Vec<(&'static str, String)> {
    let mut v: Vec<(&str, String)> = [
        ("empty", ""),
        ("wrong type", "abc"),
        ("negative", "-1"),
        ("fraction", "1.5"),
        ("overflow", "99999999999999999999"),
        ("below i64", "-9223372036854775809"),
        ("bad UTF-8", "%FF%FE"),
        ("lone escape", "%"),
        ("NUL", "%00"),
        ("control characters", "%0A%0D%1B%7F"),
        ("unusual Unicode", "%E2%80%AE%F0%9F%90%A6%CC%81"),
        ("markup", "%3Cscript%3E%22%27"),
    ]
    .map(|(k, v)| (k, v.to_string()))
    .to_vec();
    v.push(("huge", "9".repeat(100_000)));
    v
}

/// Percent-escapes a valid value for a URL or form.
fn escape(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'/' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The ids and token the table's placeholders stand for.
struct Ids {
    game: i64,
    invite: i64,
    token: String,
}

impl Ids {
    fn fill(&self, text: &str) -> String {
        text.replace("{id}", &self.game.to_string())
            .replace("{invite}", &self.invite.to_string())
            .replace("{key}", "chess")
            .replace("{token}", &self.token)
    }
}

/// One request of the walk: what it is, for messages, and what goes on the wire.
struct Probe {
    what: String,
    path: String,
    body: Option<Vec<u8>>,
}

/// The query string or form body for `fields`, one of them replaced by `bad` (`None`:
/// left out), or given twice when `twice`; its spoiler, if any, applied.
fn encode(ids: &Ids, fields: &[Field], target: usize, bad: Option<&str>, twice: bool) -> String {
    let spoiler = fields[target].spoiler;
    let mut pairs: Vec<String> = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        let value = match spoiler {
            Some((name, v)) if name == field.name => escape(v),
            _ => escape(&ids.fill(field.valid)),
        };
        if i != target {
            pairs.push(format!("{}={value}", field.name));
        } else if let Some(bad) = bad {
            pairs.push(format!("{}={bad}", field.name));
            if twice {
                pairs.push(format!("{}={value}", field.name));
            }
        }
    }
    pairs.join("&")
}

/// Every field with its valid value.
fn valid_form(ids: &Ids, fields: &[Field]) -> String {
    let pairs: Vec<String> = fields
        .iter()
        .map(|f| format!("{}={}", f.name, escape(&ids.fill(f.valid))))
        .collect();
    pairs.join("&")
}

/// Every malformed request for one route.
fn probes(route: &Route, ids: &Ids, csrf: &str) -> Vec<Probe> {
    let mut out = Vec::new();
    let post = route.method == Method::Post;
    let path = ids.fill(route.path);
    let form = |body: &str| post.then(|| format!("csrf={csrf}&{body}").into_bytes());
    let fields = if post { route.form } else { route.query };
    // Each path parameter in turn, with every field valid: a path that names nothing
    // must not act on something.
    let params = route.path.split('/').filter(|s| s.starts_with('{'));
    for param in params {
        for (what, bad) in bad_values() {
            let query = if post || fields.is_empty() {
                String::new()
            } else {
                format!("?{}", valid_form(ids, fields))
            };
            out.push(Probe {
                what: format!("{param} {what}"),
                path: ids.fill(&route.path.replace(param, &bad)) + &query,
                body: form(&valid_form(ids, fields)),
            });
        }
    }
    if !post && fields.is_empty() {
        // A page that takes no parameter ignores one it does not know.
        for (what, bad) in bad_values() {
            out.push(Probe {
                what: format!("unknown parameter {what}"),
                path: format!("{path}?x={bad}"),
                body: None,
            });
        }
    }
    for (i, field) in fields.iter().enumerate() {
        let mut cases: Vec<(String, Option<String>, bool)> = bad_values()
            .into_iter()
            .map(|(what, bad)| (what.to_string(), Some(bad), false))
            .collect();
        cases.push(("missing".into(), None, false));
        cases.push(("twice".into(), Some(escape(&ids.fill(field.valid))), true));
        for (what, bad, twice) in cases {
            let text = encode(ids, fields, i, bad.as_deref(), twice);
            out.push(Probe {
                what: format!("{} {what}", field.name),
                path: if post {
                    path.clone()
                } else {
                    format!("{path}?{text}")
                },
                body: form(&text),
            });
        }
    }
    if post {
        // Bytes that are not UTF-8 at all, with the token and without; a valid form
        // without its token.
        let name = fields.first().map_or("x", |f| f.name);
        let mut raw = format!("csrf={csrf}&{name}=").into_bytes();
        raw.extend_from_slice(b"\xFF\xFE\xC0\x80");
        let cases = [
            ("raw bad UTF-8", raw),
            ("raw bad UTF-8, no token", b"\xFF\xFE=\xFF".to_vec()),
            ("no token", valid_form(ids, fields).into_bytes()),
        ];
        for (what, body) in cases {
            out.push(Probe {
                what: what.into(),
                path: path.clone(),
                body: Some(body),
            });
        }
    }
    out
}

/// What may change on any request, whatever its input, left out of the comparison.
const SKIP: &[(&str, Option<&str>)] = &[
    // Every login attempt is recorded for the per-account rate limit, whatever was typed.
    ("login_attempts", None),
    // Any visit of a logged-in player slides the session's expiry forward.
    ("sessions", Some("expires_at")),
];

/// Every row of every table (less `SKIP`), as text, in a stable order.
async fn snapshot(pool: &SqlitePool) -> Vec<String> {
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .fetch_all(pool)
            .await
            .expect("list tables");
    let mut rows = Vec::new();
    for table in tables {
        if SKIP.contains(&(table.as_str(), None)) {
            continue;
        }
        let columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info(?)")
            .bind(&table)
            .fetch_all(pool)
            .await
            .expect("list columns");
        let shown: Vec<String> = columns
            .iter()
            .filter(|c| !SKIP.contains(&(table.as_str(), Some(c.as_str()))))
            .map(|c| format!("quote(\"{c}\")"))
            .collect();
        let sql = format!(
            "SELECT {} FROM \"{table}\" ORDER BY 1",
            shown.join(" || '|' || ")
        );
        for row in sqlx::query(&sql)
            .fetch_all(pool)
            .await
            .expect("read a table")
        {
            rows.push(format!("{table}: {}", row.get::<String, _>(0)));
        }
    }
    rows
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

/// Sends every probe of every route as `who`; returns what went wrong.
async fn walk(
    who: &str,
    app: &TestApp,
    browser: &Browser,
    ids: &Ids,
    pool: &SqlitePool,
) -> Vec<String> {
    let csrf = browser.csrf().await;
    let mut problems = Vec::new();
    let mut before = snapshot(pool).await;
    let mut reached = BTreeSet::new();
    for route in ROUTES {
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
            let after = snapshot(pool).await;
            if after != before {
                problems.push(format!("{what}: changed {}", difference(&before, &after)));
                before = after;
            }
        }
    }
    // The player's requests must get past the guards to the handlers, or the walk
    // proves nothing (a stale token would make every answer a harmless 403).
    if who == "rosa" {
        for route in ROUTES.iter().filter(|r| !reached.contains(r.path)) {
            problems.push(format!(
                "{who}: no probe of {} reached its handler",
                route.path
            ));
        }
    }
    problems
}

#[tokio::test]
async fn malformed_input_on_every_route_changes_nothing() {
    let app: TestApp = spawn_app_with(|c| {
        // Hundreds of refused logins and registrations from one address: the limits
        // would answer 429 before the handlers read the fields.
        c.limits.logins_per_10_min = 100_000;
        c.limits.registrations_per_hour = 100_000;
        c.limits.invitations_per_hour = 100_000;
    })
    .await;
    let (rosa, _sven, game) = started_game(&app, "chess", "rosa", "sven").await;
    let invited = rosa
        .create_game("chess", "white", "carol@example.org")
        .await;
    assert_eq!(invited.status, 200, "{}", invited.body);
    let invite = invited.game_id();
    let pool = SqlitePool::connect(&format!("sqlite://{}", app.db_path().display()))
        .await
        .expect("open the database");
    let token: String = sqlx::query_scalar("SELECT invite_token FROM games WHERE id = ?")
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
    let mut problems = walk("rosa", &app, &rosa, &ids, &pool).await;
    problems.extend(walk("visitor", &app, &app.browser(), &ids, &pool).await);
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // The walk reached the handlers: the game is still at its start, rosa still logged in.
    assert_eq!(rosa.game_page(game).await.ply(), Some(0));
}

/// The methods and paths the router serves, read from the web layer's source.
fn served_routes() -> BTreeSet<(String, String)> {
    let mut served = BTreeSet::new();
    let mut files = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/web"
    ))];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(
                std::fs::read_dir(&path)
                    .expect("read dir")
                    .map(|e| e.expect("entry").path()),
            );
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read source");
        for (start, _) in text.match_indices(".route(") {
            let call = balanced(&text[start + ".route".len()..]);
            let Some(path) = call.split('"').nth(1) else {
                continue;
            };
            for method in ["get", "post", "put", "patch", "delete"] {
                let used = call
                    .match_indices(&format!("{method}("))
                    .any(|(i, _)| !call[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_'));
                if used {
                    served.insert((method.to_uppercase(), path.to_string()));
                }
            }
        }
    }
    served
}

/// The parenthesised text at the start of `text`, parentheses included.
fn balanced(text: &str) -> &str {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 1 => return &text[..=i],
            ')' => depth -= 1,
            _ => {}
        }
    }
    text
}

#[test]
fn the_table_knows_every_route() {
    let table: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|r| {
            let method = if r.method == Method::Get {
                "GET"
            } else {
                "POST"
            };
            (method.to_string(), r.path.replace("{invite}", "{id}"))
        })
        .collect();
    let served = served_routes();
    let missing: Vec<_> = served.difference(&table).collect();
    let stale: Vec<_> = table.difference(&served).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "routes served but not in malformed::ROUTES: {missing:?}; in ROUTES but not served: {stale:?}"
    );
}
