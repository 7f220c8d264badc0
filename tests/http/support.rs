//! Starting the app for a test, and a `Browser` with typed helpers for each form.

use crate::smtp_sink::SmtpSink;
use crate::test_db::TestDb;
use pigeonpost::app::App;
use pigeonpost::app::play::clocks::SweepReport;
use pigeonpost::clock::{Clock, ManualClock, SystemClock};
use pigeonpost::config::{
    ClockConfig, ConnectionConfig, LimitConfig, MailConfig, PushConfig, ServeConfig, TlsMode,
    WebhookConfig,
};
use pigeonpost::notify::push_worker::Pushes;
use pigeonpost::notify::webhooks::Deliveries;
use pigeonpost::notify::worker::Outbox;
use std::sync::{Arc, Mutex};

pub struct TestApp {
    pub base: String,
    /// The sink mail is sent to; None while it is "down" (see `spawn_app_with_sink_down`).
    pub sink: Option<SmtpSink>,
    pub smtp_port: u16,
    /// The app behind the server, for running a clock sweep by hand.
    pub app: Arc<App>,
    /// The outbox, drained by hand when the app was started without its worker.
    pub outbox: Outbox,
    /// The webhook deliveries, drained by hand when the app was started without their
    /// worker (`config.webhooks.drain_by_hand`).
    pub webhooks: Deliveries,
    /// The pushes, drained by hand when the app was started without their worker
    /// (`config.push.drain_by_hand`).
    pub pushes: Pushes,
    drain_by_hand: bool,
    /// The controllable clock, when the app was started with one.
    pub clock: Option<Arc<ManualClock>>,
    place: Arc<TestDb>,
}

impl TestApp {
    pub fn sink(&self) -> &SmtpSink {
        self.sink.as_ref().expect("the SMTP sink is running")
    }

    pub fn clock(&self) -> &ManualClock {
        self.clock.as_deref().expect("started with a manual clock")
    }

    /// Sends the mail due now, as the worker would, and says how many went. Only for apps
    /// started without their worker (`spawn_app_counting_mail`), so that every send is
    /// counted here and a duplicate would show.
    pub async fn drain_mail(&self) -> usize {
        assert!(
            self.drain_by_hand,
            "this app drains its outbox in the background"
        );
        self.outbox
            .drain_once()
            .await
            .expect("drain the outbox")
            .sent
    }

    /// One clock sweep, as the background worker runs it.
    pub async fn sweep(&self) -> SweepReport {
        self.app.play().sweep().await.expect("sweep")
    }

    /// A second server on the same database file, SMTP port and clock, as after a restart.
    pub async fn restart(&self) -> TestApp {
        let manual = self.clock.clone();
        let clock: Arc<dyn Clock> = match &manual {
            Some(m) => m.clone(),
            None => Arc::new(SystemClock),
        };
        start(
            self.smtp_port,
            clock,
            manual,
            Some(self.place.clone()),
            self.drain_by_hand,
            |_| {},
        )
        .await
    }

    /// The database behind the app, as `--database` takes it (a file or a URL).
    pub fn db_address(&self) -> String {
        self.place.address()
    }

    /// Whether this run of the suite is the one on PostgreSQL.
    pub fn on_postgres(&self) -> bool {
        crate::on_postgres()
    }

    /// A pool on the database behind the app, to check what is stored.
    pub async fn db(&self) -> sqlx::AnyPool {
        self.place.pool().await
    }

    pub fn browser(&self) -> Browser {
        Browser::new(&self.base)
    }

    /// A browser connecting from `addr`, another loopback address such as "127.0.0.2"
    /// (Linux routes all of 127.0.0.0/8 to this machine), as a client elsewhere would.
    pub fn browser_at(&self, addr: &str) -> Browser {
        Browser::at(&self.base, addr.parse().expect("an IP address"))
    }

    /// A new browser with a fresh account, logged in, its address confirmed (see
    /// `confirm_by_queued_link`). Each player connects from an address of its own
    /// (127.1.x.y), as different people would, so that tests with many players stay
    /// within the per-address limit on registrations.
    pub async fn player(&self, name: &str) -> Browser {
        let b = self.unconfirmed_player(name).await;
        self.confirm_by_queued_link(&b, &format!("{name}@example.org"))
            .await;
        b
    }

    /// A new player who has not followed the link that confirms their address.
    pub async fn unconfirmed_player(&self, name: &str) -> Browser {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % 62_500;
        let b = self.browser_at(&format!("127.1.{}.{}", n / 250, 1 + n % 250));
        let page = b
            .register(name, &format!("{name}@example.org"), "correct horse")
            .await;
        assert_eq!(page.status, 200, "register {name}: {}", page.body);
        b
    }

    /// Confirms `address` as a player would, by following the link of the newest
    /// confirmation mail to it, in `browser`; the link is read from the mail as queued in
    /// the outbox rather than waited for at the sink, so that this works whether the sink
    /// is up and whether the outbox is drained by hand. (The mail itself is still sent.)
    pub async fn confirm_by_queued_link(&self, browser: &Browser, address: &str) {
        let link = self.queued_link(address, "Confirm your address").await;
        let path = link
            .strip_prefix(&self.base)
            .expect("a link to this server");
        let page = browser.get(path).await;
        assert_eq!(page.status, 200, "confirm {address}: {}", page.body);
    }

    /// The link in the newest mail to `address` about `subject` in the outbox.
    pub async fn queued_link(&self, address: &str, subject: &str) -> String {
        let pool = self.db().await;
        let body: String = sqlx::query_scalar(
            "SELECT text_body FROM outbox WHERE recipient = $1 AND subject LIKE $2
             ORDER BY id DESC LIMIT 1",
        )
        .bind(address)
        .bind(format!("%{subject}%"))
        .fetch_one(&pool)
        .await
        .unwrap_or_else(|e| panic!("no mail to {address} about {subject:?}: {e}"));
        pool.close().await;
        link_in(&body, &self.base)
    }
}

/// The first link to `base` in a mail's text.
pub fn link_in(text: &str, base: &str) -> String {
    let start = text
        .find(&format!("{base}/"))
        .unwrap_or_else(|| panic!("no link to {base} in {text}"));
    text[start..]
        .split(|c: char| c.is_whitespace() || c == '"' || c == '<')
        .next()
        .expect("a link")
        .to_string()
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// The app with some settings changed from the tests' defaults (the listening address
/// stays the one the test talks to).
pub async fn spawn_app_with(change: impl FnOnce(&mut ServeConfig)) -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let mut app = start(port, Arc::new(SystemClock), None, None, false, change).await;
    app.sink = Some(sink);
    app
}

/// The app on a database the test prepared (one copied into, for example).
pub async fn spawn_app_on(place: TestDb) -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let mut app = start(
        port,
        Arc::new(SystemClock),
        None,
        Some(Arc::new(place)),
        false,
        |_| {},
    )
    .await;
    app.sink = Some(sink);
    app
}

/// The app without its outbox worker: the test sends mail with `drain_mail` and counts.
pub async fn spawn_app_counting_mail() -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let mut app = start(port, Arc::new(SystemClock), None, None, true, |_| {}).await;
    app.sink = Some(sink);
    app
}

/// A manual clock and no outbox worker.
pub async fn spawn_app_with_clock_counting_mail() -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let manual = Arc::new(ManualClock::at_ms(EPOCH * 1000));
    let mut app = start(port, manual.clone(), Some(manual), None, true, |_| {}).await;
    app.sink = Some(sink);
    app
}

/// 2026-01-01 00:00:00 UTC, where manual clocks start.
pub const EPOCH: i64 = 1_767_225_600;

/// The app on a manual clock standing at `EPOCH`; tests move it with `app.clock()`.
pub async fn spawn_app_with_clock() -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let manual = Arc::new(ManualClock::at_ms(EPOCH * 1000));
    let mut app = start(port, manual.clone(), Some(manual), None, false, |_| {}).await;
    app.sink = Some(sink);
    app
}

/// A manual clock standing at `EPOCH`, with some settings changed from the tests' defaults.
pub async fn spawn_app_with_clock_and(change: impl FnOnce(&mut ServeConfig)) -> TestApp {
    let sink = SmtpSink::start(0).await;
    let port = sink.port;
    let manual = Arc::new(ManualClock::at_ms(EPOCH * 1000));
    let mut app = start(port, manual.clone(), Some(manual), None, false, change).await;
    app.sink = Some(sink);
    app
}

/// The app with its SMTP server not (yet) listening (start it with `start_sink`), a
/// manual clock standing at `EPOCH`, and no outbox worker: the test drains by hand.
pub async fn spawn_app_with_sink_down() -> TestApp {
    let reserve = std::net::TcpListener::bind("127.0.0.1:0").expect("reserve a port");
    let port = reserve.local_addr().expect("addr").port();
    drop(reserve);
    let manual = Arc::new(ManualClock::at_ms(EPOCH * 1000));
    start(port, manual.clone(), Some(manual), None, true, |_| {}).await
}

pub async fn start_sink(app: &mut TestApp) {
    app.sink = Some(SmtpSink::start(app.smtp_port).await);
}

async fn start(
    smtp_port: u16,
    clock: Arc<dyn Clock>,
    manual: Option<Arc<ManualClock>>,
    place: Option<Arc<TestDb>>,
    drain_by_hand: bool,
    change: impl FnOnce(&mut ServeConfig),
) -> TestApp {
    let place = match place {
        Some(place) => place,
        None => Arc::new(TestDb::new().await),
    };
    let dir = &place.dir;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind app");
    let addr = listener.local_addr().expect("app addr");
    let base = format!("http://{addr}");
    let mut config = ServeConfig {
        addr,
        database: place.url.clone(),
        base_url: base.clone(),
        static_dir: None,
        log_format: pigeonpost::log::LogFormat::Text,
        mail: MailConfig {
            smtp_host: Some("127.0.0.1".into()),
            smtp_port: Some(smtp_port),
            smtp_username: None,
            smtp_password: None,
            smtp_tls: TlsMode::None,
            mail_from: "Pigeonpost <pigeonpost@example.org>".into(),
            reply_domain: Some("reply.example.org".into()),
            mail_dir: dir.path().join("mail"),
            mail_retry_ms: 100,
            mail_retry_max_ms: 400,
            mail_lease_secs: 300,
            drain_by_hand,
        },
        clocks: ClockConfig {
            // Tests sweep by hand (`TestApp::sweep`); the worker's own sweeps are rare.
            clock_sweep_secs: 3600,
            reminder_hours: 24,
            stalled_days: 60,
            vacation_days: 30,
        },
        limits: LimitConfig {
            // The least cost argon2 allows: the suite registers and logs in hundreds of
            // players, and at the default cost their hashing was a fifth of its CPU. The
            // hashing itself is the same at any cost.
            password_memory_kib: 8,
            ..LimitConfig::default()
        },
        connections: ConnectionConfig {
            header_read_timeout_secs: 10,
            max_connections: 1024,
            connections_per_address: 256,
            live_keepalive_secs: 20,
            live_streams_per_address: 64,
            live_streams_per_session: 32,
        },
        webhooks: WebhookConfig::default(),
        push: PushConfig::default(),
    };
    change(&mut config);
    let prepared = pigeonpost::server::prepare_with_app(&config, clock)
        .await
        .expect("prepare app");
    let (router, app, outbox) = (prepared.router, prepared.app, prepared.outbox);
    let (webhooks, pushes) = (prepared.webhooks, prepared.pushes);
    tokio::spawn(pigeonpost::server::serve(
        listener,
        router,
        config.connections,
        std::future::pending(),
    ));
    TestApp {
        base,
        sink: None,
        smtp_port,
        app,
        outbox,
        webhooks,
        pushes,
        drain_by_hand,
        clock: manual,
        place,
    }
}

/// A response, read fully.
#[derive(Debug)]
pub struct Page {
    pub status: u16,
    pub url: String,
    pub body: String,
    /// The Retry-After header of a refusal, in seconds.
    pub retry_after: Option<i64>,
}

impl Page {
    pub fn contains(&self, text: &str) -> bool {
        self.body.contains(text)
    }

    /// The value of the first `name="NAME" value="..."` input.
    pub fn input(&self, name: &str) -> Option<String> {
        let key = format!("name=\"{name}\" value=\"");
        let start = self.body.find(&key)? + key.len();
        let end = self.body[start..].find('"')? + start;
        Some(unescape(&self.body[start..end]))
    }

    /// The ply the move form was made on.
    pub fn ply(&self) -> Option<i64> {
        self.input("ply")?.parse().ok()
    }

    /// The turn builder's data (the JSON `board.js` reads), when the page has a builder.
    pub fn builder(&self) -> Option<serde_json::Value> {
        let start = self
            .body
            .find("<script type=\"application/json\" id=\"turns\">")?;
        let rest = &self.body[start..];
        let json_start = rest.find('>').expect("tag end") + 1;
        let json_end = rest.find("</script>").expect("script end");
        Some(serde_json::from_str(&rest[json_start..json_end]).expect("builder JSON"))
    }

    /// The texts of the moves that begin a legal turn, as the turn builder lists them.
    pub fn first_parts(&self) -> Vec<String> {
        let Some(b) = self.builder() else {
            return Vec::new();
        };
        b["firsts"]
            .as_array()
            .expect("firsts")
            .iter()
            .map(|t| t["text"].as_str().expect("text").to_string())
            .collect()
    }

    /// The whole legal turns this page offers, in canonical text: every turn when turns
    /// are one move, else the completions of the chosen first move (none without one).
    pub fn legal_turns(&self) -> Vec<String> {
        let Some(b) = self.builder() else {
            return Vec::new();
        };
        let chosen = &b["chosen"];
        if b["single"].as_bool() == Some(true) && chosen.is_null() {
            // A move a wall follows is not yet a turn: its page (`?first=`) has its walls.
            return b["firsts"]
                .as_array()
                .expect("firsts")
                .iter()
                .filter(|t| t["wall"] != true)
                .map(|t| t["text"].as_str().expect("text").to_string())
                .collect();
        }
        let mut turns: Vec<String> = chosen["turns"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|t| t["text"].as_str().expect("text").to_string())
                    .collect()
            })
            .unwrap_or_default();
        if let Some(alone) = chosen["alone"].as_str() {
            turns.push(alone.to_string());
        }
        turns
    }

    /// The game id from a `/games/{id}` URL.
    pub fn game_id(&self) -> i64 {
        let tail = self.url.rsplit("/games/").next().expect("a game URL");
        tail.split(['?', '/'])
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("not a game URL: {}", self.url))
    }
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A browser: keeps cookies, follows redirects, and remembers the last CSRF token seen.
pub struct Browser {
    client: reqwest::Client,
    base: String,
    csrf: Mutex<Option<String>>,
    jar: Arc<reqwest::cookie::Jar>,
}

impl Browser {
    pub fn new(base: &str) -> Browser {
        Browser::at(base, std::net::Ipv4Addr::LOCALHOST.into())
    }

    /// A browser whose connections come from `addr`.
    pub fn at(base: &str, addr: std::net::IpAddr) -> Browser {
        Browser::with_agent(base, addr, None)
    }

    /// A browser whose connections come from `addr` and that sends `agent` as its
    /// User-Agent (none by default).
    pub fn with_agent(base: &str, addr: std::net::IpAddr, agent: Option<&str>) -> Browser {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let mut builder = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .local_address(addr);
        if let Some(agent) = agent {
            builder = builder.user_agent(agent);
        }
        Browser {
            client: builder.build().expect("client"),
            base: base.to_string(),
            csrf: Mutex::new(None),
            jar,
        }
    }

    /// A browser that asks for pages in `language` (its Accept-Language header).
    pub fn speaking(base: &str, language: &str) -> Browser {
        let jar = Arc::new(reqwest::cookie::Jar::default());
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::ACCEPT_LANGUAGE,
            reqwest::header::HeaderValue::from_str(language).expect("a header value"),
        );
        Browser {
            client: reqwest::Client::builder()
                .cookie_provider(jar.clone())
                .default_headers(headers)
                .build()
                .expect("client"),
            base: base.to_string(),
            csrf: Mutex::new(None),
            jar,
        }
    }

    /// The value of cookie `name` this browser holds for the site.
    pub fn cookie(&self, name: &str) -> Option<String> {
        use reqwest::cookie::CookieStore;
        let url: reqwest::Url = self.base.parse().expect("the base URL");
        let header = self.jar.cookies(&url)?;
        let text = header.to_str().ok()?.to_string();
        text.split("; ")
            .filter_map(|pair| pair.split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }

    /// The response to a GET, headers and body, without reading it as a page.
    pub async fn get_raw(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("GET")
    }

    /// The response to a GET with these request headers, not read.
    pub async fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
        let mut request = self.client.get(format!("{}{path}", self.base));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.expect("GET")
    }

    async fn read(&self, response: reqwest::Response) -> Page {
        let status = response.status().as_u16();
        let url = response.url().to_string();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok()?.parse().ok());
        let is_stream = response
            .headers()
            .get("content-type")
            .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"));
        // A live-update stream never ends by itself: it is answered, not read.
        let body = if is_stream {
            String::new()
        } else {
            response.text().await.expect("body")
        };
        let page = Page {
            status,
            url,
            body,
            retry_after,
        };
        if let Some(token) = page.input("csrf") {
            *self.csrf.lock().expect("lock") = Some(token);
        }
        page
    }

    pub async fn get(&self, path: &str) -> Page {
        let r = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("GET");
        self.read(r).await
    }

    /// The CSRF token of this browser, loading the front page first if none was seen.
    pub async fn csrf(&self) -> String {
        if let Some(t) = self.csrf.lock().expect("lock").clone() {
            return t;
        }
        self.get("/login").await;
        self.csrf
            .lock()
            .expect("lock")
            .clone()
            .expect("a csrf token on the login page")
    }

    /// Posts a form with this browser's CSRF token added.
    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Page {
        let token = self.csrf().await;
        let mut form: Vec<(&str, &str)> = vec![("csrf", &token)];
        form.extend_from_slice(fields);
        self.post_raw(path, &form).await
    }

    /// Deletes this player's account as its form does, with the tests' password and the
    /// confirmation typed out; the answer.
    pub async fn delete_account(&self) -> Page {
        self.post(
            "/account/delete",
            &[
                ("password", "correct horse"),
                ("confirmation", "delete my account"),
            ],
        )
        .await
    }

    /// Posts exactly these fields (no token added).
    pub async fn post_raw(&self, path: &str, fields: &[(&str, &str)]) -> Page {
        let r = self
            .client
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .expect("POST");
        self.read(r).await
    }

    /// Sends a request exactly as given: the path and query as written (percent-escapes
    /// and all) and, for a body, these bytes as a url-encoded form.
    pub async fn send_raw(&self, method: &str, path: &str, body: Option<Vec<u8>>) -> Page {
        let url = format!("{}{path}", self.base);
        let request = match body {
            None => self.client.get(url),
            Some(bytes) => self
                .client
                .post(url)
                .header("content-type", "application/x-www-form-urlencoded")
                .body(bytes),
        };
        let method = method.parse().expect("an HTTP method");
        let r = request
            .build()
            .map(|mut r| {
                *r.method_mut() = method;
                r
            })
            .expect("a request");
        let response = self.client.execute(r).await.expect("send");
        self.read(response).await
    }

    /// Opens the registration page (as a person would: the form's token is tied to the
    /// session, so one from before logging out no longer serves) and registers.
    pub async fn register(&self, username: &str, email: &str, password: &str) -> Page {
        self.get("/register").await;
        self.post(
            "/register",
            &[
                ("username", username),
                ("email", email),
                ("password", password),
            ],
        )
        .await
    }

    /// Opens the login page, as `register` does, and logs in.
    pub async fn login(&self, name: &str, password: &str) -> Page {
        self.get("/login").await;
        self.post("/login", &[("name", name), ("password", password)])
            .await
    }

    /// Creates a game; `opponent` is a username, an email address or "".
    pub async fn create_game(&self, variant: &str, color: &str, opponent: &str) -> Page {
        self.post(
            "/games",
            &[
                ("variant", variant),
                ("color", color),
                ("opponent", opponent),
            ],
        )
        .await
    }

    /// Whole legal turns of game `id`, built as a player without JavaScript builds them:
    /// the game page's moves when each is a whole turn, else the page of the first move
    /// number `pick` (counted round) and its completions. Empty when nothing can be moved.
    pub async fn built_turns(&self, id: i64, pick: usize) -> Vec<String> {
        let page = self.game_page(id).await;
        let firsts = page.first_parts();
        let whole = page.builder().is_some_and(|b| {
            b["single"] == true
                && b["firsts"]
                    .as_array()
                    .is_none_or(|f| f.iter().all(|t| t["wall"] != true))
        });
        if firsts.is_empty() || whole {
            return page.legal_turns();
        }
        let first = &firsts[pick % firsts.len()];
        let query = serde_urlencoded::to_string([("first", first)]).expect("query");
        self.get(&format!("/games/{id}?{query}"))
            .await
            .legal_turns()
    }

    pub async fn game_page(&self, id: i64) -> Page {
        self.get(&format!("/games/{id}")).await
    }

    pub async fn post_move(&self, id: i64, ply: i64, text: &str) -> Page {
        self.post(
            &format!("/games/{id}/moves"),
            &[("ply", &ply.to_string()), ("move", text)],
        )
        .await
    }

    /// Plays `text` on the current position, as a player reading the page would.
    pub async fn play(&self, id: i64, text: &str) -> Page {
        let ply = self
            .game_page(id)
            .await
            .ply()
            .expect("a move form on the page");
        let page = self.post_move(id, ply, text).await;
        assert_eq!(page.status, 200, "move {text:?} refused: {}", page.body);
        page
    }

    /// Creates a game with a time control: `fields` are the form's time-control fields.
    pub async fn create_timed_game(&self, opponent: &str, fields: &[(&str, &str)]) -> Page {
        let mut form = vec![
            ("variant", "chess"),
            ("color", "white"),
            ("opponent", opponent),
        ];
        form.extend_from_slice(fields);
        self.post("/games", &form).await
    }

    pub async fn accept(&self, id: i64, token: &str) -> Page {
        self.post(&format!("/games/{id}/accept"), &[("token", token)])
            .await
    }
}

/// Starts a chess game between two new players: white (first) has invited black by name
/// and black accepted. Returns (white, black, game id).
/// The text of a piece of HTML, its tags read as spaces and its whitespace collapsed
/// (a table row as a reader sees it).
pub fn text_of(html: &str) -> String {
    let mut text = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => {
                inside = true;
                text.push(' ');
            }
            '>' => inside = false,
            c if !inside => text.push(c),
            _ => {}
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// An organiser's event of chess opened through the form, with `fields` over the
/// defaults (a name, a day-by-day move time of three days); its id.
pub async fn open_event(org: &Browser, fields: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("name", "Cup"),
        ("variant", "chess"),
        ("time_control", "move"),
        ("days", "3"),
    ];
    for (k, v) in fields {
        form.retain(|(name, _)| name != k);
        form.push((k, v));
    }
    let page = org.post("/tournaments", &form).await;
    assert_eq!(page.status, 200, "{}", page.body);
    page.url
        .rsplit("/tournaments/")
        .next()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("not an event's address: {}", page.url))
}

/// Players `names`, each made and entered in event `id`, by name.
pub async fn enter_event(
    app: &TestApp,
    id: i64,
    names: &[&str],
) -> std::collections::HashMap<String, Browser> {
    let mut players = std::collections::HashMap::new();
    for name in names {
        let p = app.player(name).await;
        let joined = p.post(&format!("/tournaments/{id}/join"), &[]).await;
        assert_eq!(joined.status, 200, "{name}: {}", joined.body);
        players.insert(name.to_string(), p);
    }
    players
}

/// The one whole number `sql` reads from the app's database.
pub async fn count(app: &TestApp, sql: &str) -> i64 {
    let pool = app.db().await;
    let n: i64 = sqlx::query_scalar(sql).fetch_one(&pool).await.expect(sql);
    pool.close().await;
    n
}

pub async fn started_game(
    app: &TestApp,
    variant: &str,
    white: &str,
    black: &str,
) -> (Browser, Browser, i64) {
    let w = app.player(white).await;
    let b = app.player(black).await;
    let created = w.create_game(variant, "white", black).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    let accepted = b.accept(id, "").await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    (w, b, id)
}

/// Like `started_game`, with a time control (the form's time-control fields).
pub async fn started_timed_game(
    app: &TestApp,
    white: &str,
    black: &str,
    fields: &[(&str, &str)],
) -> (Browser, Browser, i64) {
    let w = app.player(white).await;
    let b = app.player(black).await;
    let created = w.create_timed_game(black, fields).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let id = created.game_id();
    let accepted = b.accept(id, "").await;
    assert_eq!(accepted.status, 200, "{}", accepted.body);
    (w, b, id)
}
