//! Attacks on the front, each tried as an attacker would: an open redirect after login,
//! forged forms with planted cookies or from another site, pages without security
//! headers (clients that hold connections are in `slow_clients.rs`); and the session
//! cookie's own guards: its name under https, its lifetime, made-up values.
//!
//! These tests talk HTTP at a lower level than `support::Browser`: they see redirects and
//! headers, and plant cookies.

use crate::support::{Page, TestApp, spawn_app, spawn_app_with};
use reqwest::cookie::{CookieStore, Jar};
use reqwest::header::HeaderMap;
use std::sync::Arc;

/// A response as these tests look at it.
struct Reply {
    status: u16,
    headers: HeaderMap,
    page: Page,
}

impl Reply {
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    fn csrf(&self) -> String {
        self.page.input("csrf").expect("a csrf field on the page")
    }
}

/// A browser that does not follow redirects and whose cookies the test can read and plant.
struct Client {
    http: reqwest::Client,
    jar: Arc<Jar>,
    base: String,
}

impl Client {
    fn new(app: &TestApp) -> Client {
        let jar = Arc::new(Jar::default());
        let http = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        Client {
            http,
            jar,
            base: app.base.clone(),
        }
    }

    fn url(&self) -> reqwest::Url {
        self.base.parse().expect("base URL")
    }

    async fn read(response: reqwest::Response) -> Reply {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let url = response.url().to_string();
        let body = response.text().await.expect("body");
        Reply {
            status,
            headers,
            page: Page {
                status,
                url,
                body,
                retry_after: None,
            },
        }
    }

    async fn get(&self, path: &str) -> Reply {
        let r = self.http.get(format!("{}{path}", self.base)).send().await;
        Client::read(r.expect("GET")).await
    }

    /// Posts an already url-encoded body, with extra request headers.
    async fn post(&self, path: &str, body: &str, headers: &[(&str, &str)]) -> Reply {
        let mut request = self
            .http
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body.to_string());
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        Client::read(request.send().await.expect("POST")).await
    }

    /// This browser's cookies, as (name, value).
    fn cookies(&self) -> Vec<(String, String)> {
        let Some(header) = self.jar.cookies(&self.url()) else {
            return Vec::new();
        };
        header
            .to_str()
            .expect("cookie text")
            .split("; ")
            .filter_map(|pair| pair.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn plant(&self, name: &str, value: &str) {
        self.jar
            .add_cookie_str(&format!("{name}={value}; Path=/"), &self.url());
    }

    /// Registers a player, who is then logged in.
    async fn register(&self, name: &str) {
        let csrf = self.get("/register").await.csrf();
        let body = format!(
            "csrf={csrf}&username={name}&email={name}%40example.org&password=correct+horse"
        );
        let reply = self.post("/register", &body, &[]).await;
        assert_eq!(reply.status, 303, "register {name}: {}", reply.page.body);
    }

    /// Creates an open chess game with this form token and headers.
    async fn create_game(&self, csrf: &str, headers: &[(&str, &str)]) -> Reply {
        let body = format!("csrf={csrf}&variant=chess&color=white&opponent=");
        self.post("/games", &body, headers).await
    }
}

// Finding 2: open redirect after login.

/// Attacks on `next`, url-encoded as they would be in a link.
const BAD_NEXT: [&str; 10] = [
    "/%09/evil.example", // tab: browsers drop it, leaving //evil.example
    "/%0A/evil.example", // newline: was a 500
    "/%0D%0ALocation:%20https://evil.example", // header injection
    "//evil.example",
    "/%5Cevil.example", // /\evil.example: browsers read \ as /
    "https://evil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example", // decodes to //evil.example one step later
    "/%2509/evil.example",     // an encoded tab, once more encoded
    "javascript:alert(1)",
];

#[both_backends]
async fn login_next_goes_only_to_a_path_on_this_site() {
    let app = spawn_app().await;
    app.player("nina").await;
    let login = |next: &'static str| {
        let client = Client::new(&app);
        async move {
            let form = client.get(&format!("/login?next={next}")).await;
            assert_eq!(form.status, 200, "login page with next={next}");
            let kept = form.page.input("next").expect("a next field");
            let body = format!(
                "csrf={}&name=nina&password=correct+horse&next={next}",
                form.csrf()
            );
            let reply = client.post("/login", &body, &[]).await;
            assert_eq!(
                reply.status, 303,
                "login with next={next}: {}",
                reply.page.body
            );
            (kept, reply.header("location").to_string())
        }
    };
    for next in BAD_NEXT {
        let (kept, location) = login(next).await;
        assert_eq!(kept, "/my", "the login form kept next={next}");
        assert_eq!(location, "/my", "logging in with next={next}");
    }
    let (kept, location) = login("/games/3%3Fply%3D2").await;
    assert_eq!(kept, "/games/3?ply=2");
    assert_eq!(location, "/games/3?ply=2", "a path on this site is kept");
}

// Finding 6: anti-forgery tokens bound to the session; requests from other sites.

#[both_backends]
async fn a_token_and_cookie_planted_from_another_visitor_are_refused() {
    let app = spawn_app().await;
    let victim = Client::new(&app);
    victim.register("olga").await;
    let own = victim.get("/games/new").await.csrf();

    // The attacker loads a form and takes its token with the cookies that came with it,
    // then plants those cookies in the victim's browser and has it post the token.
    let attacker = Client::new(&app);
    let stolen = attacker.get("/login").await.csrf();
    let planted = attacker.cookies();
    assert!(!planted.is_empty(), "the attacker got a cookie");
    for (name, value) in &planted {
        victim.plant(name, value);
    }
    let forged = victim.create_game(&stolen, &[]).await;
    assert_eq!(forged.status, 403, "{}", forged.page.body);
    let mine = victim.get("/my").await;
    assert!(!mine.page.contains("/games/1"), "a game was created");

    // The victim's own form still works, planted cookies or not.
    let real = victim.create_game(&own, &[]).await;
    assert_eq!(real.status, 303, "{}", real.page.body);
}

#[both_backends]
async fn a_post_from_another_site_is_refused() {
    let app = spawn_app().await;
    let player = Client::new(&app);
    player.register("petra").await;
    let csrf = player.get("/games/new").await.csrf();
    for headers in [
        vec![("origin", "https://evil.example")],
        vec![("origin", "null")],
        vec![("sec-fetch-site", "cross-site")],
        vec![("sec-fetch-site", "same-site")],
        vec![
            ("origin", app.base.as_str()),
            ("sec-fetch-site", "cross-site"),
        ],
    ] {
        let reply = player.create_game(&csrf, &headers).await;
        assert_eq!(reply.status, 403, "{headers:?}: {}", reply.page.body);
        assert!(reply.page.contains("another site"), "{}", reply.page.body);
    }
    assert!(!player.get("/my").await.page.contains("/games/1"));

    // What a browser sends for the site's own form.
    let own = [
        ("origin", app.base.as_str()),
        ("sec-fetch-site", "same-origin"),
    ];
    let reply = player.create_game(&csrf, &own).await;
    assert_eq!(reply.status, 303, "{}", reply.page.body);
}

#[both_backends]
async fn the_token_changes_at_login_and_the_old_one_is_refused() {
    let app = spawn_app().await;
    app.player("quinn").await;
    let client = Client::new(&app);
    let before = client.get("/login").await.csrf();
    let body = format!("csrf={before}&name=quinn&password=correct+horse");
    assert_eq!(client.post("/login", &body, &[]).await.status, 303);
    let after = client.get("/games/new").await.csrf();
    assert_ne!(
        before, after,
        "the token is the same before and after logging in"
    );
    let stale = client.create_game(&before, &[]).await;
    assert_eq!(stale.status, 403, "{}", stale.page.body);
    let fresh = client.create_game(&after, &[]).await;
    assert_eq!(fresh.status, 303, "{}", fresh.page.body);
}

#[both_backends]
async fn under_https_the_cookie_is_host_prefixed_and_secure() {
    let app = spawn_app_with(|c| c.base_url = "https://pigeonpost.example".into()).await;
    let reply = Client::new(&app).get("/login").await;
    let cookies: Vec<&str> = reply
        .headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    assert_eq!(cookies.len(), 1, "{cookies:?}");
    let cookie = cookies[0];
    assert!(cookie.starts_with("__Host-"), "{cookie}");
    assert!(cookie.contains("; Secure"), "{cookie}");
    assert!(cookie.contains("Path=/;"), "{cookie}");
    assert!(!cookie.to_ascii_lowercase().contains("domain="), "{cookie}");
}

// Finding 7: security headers, and no inline script to need an exception for.

/// Every `<script>` either loads a file or holds JSON data, which is never run.
fn inline_scripts(body: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = body;
    while let Some(start) = rest.find("<script") {
        let tag_end = rest[start..]
            .find('>')
            .map_or(rest.len(), |i| start + i + 1);
        let close = rest[tag_end..]
            .find("</script>")
            .map_or(rest.len(), |i| tag_end + i);
        let tag = &rest[start..tag_end];
        let content = &rest[tag_end..close];
        let loads_file = tag.contains(" src=\"/static/") && content.trim().is_empty();
        let is_data = tag.contains(" type=\"application/json\"") && !tag.contains(" src=");
        if !(loads_file || is_data) {
            found.push(format!("{tag}{}", &content[..content.len().min(80)]));
        }
        rest = &rest[close..];
    }
    found
}

fn assert_headers(what: &str, reply: &Reply, personal: bool) {
    let csp = reply.header("content-security-policy");
    for directive in [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self'",
    ] {
        assert!(csp.contains(directive), "{what}: CSP {csp:?}");
    }
    assert!(!csp.contains("unsafe"), "{what}: CSP {csp:?}");
    assert_eq!(reply.header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(reply.header("referrer-policy"), "same-origin", "{what}");
    if personal {
        // The game page and "my games" carry an ETag: the player's own browser keeps
        // them and asks each time whether they changed; nothing else is kept.
        let kept = match reply.header("etag") {
            "" => "no-store",
            _ => "private, no-cache",
        };
        assert_eq!(reply.header("cache-control"), kept, "{what}");
    }
}

#[both_backends]
async fn every_page_has_security_headers_and_no_inline_script() {
    let app = spawn_app().await;
    let rosa = Client::new(&app);
    rosa.register("rosa").await;
    let sam = app.player("sam").await;
    let csrf = rosa.get("/games/new").await.csrf();
    let body = format!("csrf={csrf}&variant=chess&color=white&opponent=sam");
    let created = rosa.post("/games", &body, &[]).await;
    let game = created.header("location").to_string();
    let id: i64 = game
        .trim_start_matches("/games/")
        .parse()
        .unwrap_or_else(|_| panic!("a game's address: {game:?}"));
    assert_eq!(sam.accept(id, "").await.status, 200, "sam accepts");

    let anonymous = Client::new(&app);
    let mut pages = Vec::new();
    for path in ["/", "/variants", "/variants/chess", "/login", "/register"] {
        pages.push((format!("anonymous {path}"), anonymous.get(path).await));
    }
    for path in [
        "/",
        "/my",
        "/account",
        "/vacation",
        "/games/new",
        "/variants/chess",
        game.as_str(),
        &format!("{game}?ply=0&flip=1"),
        "/no/such/page",
    ] {
        pages.push((format!("rosa's {path}"), rosa.get(path).await));
    }
    let refused = rosa.create_game("0", &[]).await;
    assert_eq!(refused.status, 403);
    pages.push(("a refused form".into(), refused));
    assert!(
        pages
            .iter()
            .any(|(_, r)| r.page.contains("/static/board.js")),
        "the game page with its script is among those checked"
    );
    for (what, reply) in &pages {
        assert_headers(what, reply, true);
        let inline = inline_scripts(&reply.page.body);
        assert!(inline.is_empty(), "{what}: inline script {inline:?}");
        assert!(!reply.page.contains(" style=\""), "{what}: an inline style");
    }

    // Static files get the same protection but may be cached.
    let script = anonymous.get("/static/board.js").await;
    assert_eq!(script.status, 200);
    assert_headers("board.js", &script, false);
    assert_ne!(script.header("cache-control"), "no-store");
}

// Cookies: the session cookie's name, lifetime and what a made-up one may get.

#[both_backends]
async fn under_https_the_session_cookie_is_host_prefixed_and_lasts_30_days() {
    let app = spawn_app_with(|c| c.base_url = "https://pigeonpost.example".into()).await;
    let client = Client::new(&app);
    let form = client.get("/register").await;
    let visitor = form.header("set-cookie").split(';').next().unwrap_or("").to_string();
    assert!(visitor.starts_with("__Host-pp_visitor="), "{visitor}");
    let body = format!(
        "csrf={}&username=hanna&email=hanna%40example.org&password=correct+horse",
        form.csrf()
    );
    let reply = client.post("/register", &body, &[("cookie", &visitor)]).await;
    assert_eq!(reply.status, 303, "{}", reply.page.body);
    let cookies: Vec<&str> = reply
        .headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    let session = cookies
        .iter()
        .find(|c| c.contains("pp_session="))
        .unwrap_or_else(|| panic!("no session cookie in {cookies:?}"));
    assert!(session.starts_with("__Host-pp_session="), "{session}");
    assert!(session.contains("; Secure"), "{session}");
    // Sessions last thirty days from the last visit; so does the cookie.
    assert!(session.contains("Max-Age=2592000"), "{session}");
    // A plain `pp_session` (planted over http, or by a sibling domain) is no session.
    let value = session.split(';').next().unwrap_or("").split_once('=').map(|(_, v)| v);
    let planted = format!("{visitor}; pp_session={}", value.unwrap_or(""));
    let my = client.http.get(format!("{}/my", app.base)).header("cookie", planted).send().await;
    assert_eq!(my.expect("GET /my").status(), 401);
}

#[both_backends]
async fn a_made_up_session_gets_no_form_token_of_its_own() {
    let app = spawn_app().await;
    app.player("quinn").await;
    let planted = format!("pp_session={}; Path=/", "ab".repeat(32));
    let attacker = Client::new(&app);
    attacker.jar.add_cookie_str(&planted, &attacker.url());
    let learnt = attacker.get("/login").await.csrf();
    // The victim's browser holds its own visitor cookie and the planted session.
    let victim = Client::new(&app);
    victim.get("/login").await;
    victim.jar.add_cookie_str(&planted, &victim.url());
    let own = victim.get("/login").await.csrf();
    assert_ne!(learnt, own, "everyone who sends the made-up session gets its token");
    // The attacker's token in the victim's browser, without Origin or Sec-Fetch-Site.
    let body = format!("csrf={learnt}&name=quinn&password=correct+horse");
    let reply = victim.post("/login", &body, &[]).await;
    assert_eq!(reply.status, 403, "{}", reply.page.body);
}
