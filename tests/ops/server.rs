//! The real `pigeonpost` binary as an operator runs it: started on a port and an SQLite
//! file, killed with SIGKILL or stopped with SIGTERM, restarted on the same file. And a
//! small browser for it (cookies, CSRF tokens, no redirects followed, so a move's
//! `303 See Other` is seen as the acknowledgement it is).

use pigeonpost_engine::{Game, registry};
use rand::Rng;
use rand::seq::SliceRandom;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, SqliteConnection};
use std::collections::{BTreeSet, HashMap};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_pigeonpost");

/// A folder holding the database, the server's logs and its .eml mail.
pub struct Site {
    pub dir: tempfile::TempDir,
    pub port: u16,
    starts: usize,
    /// The servers' `RUST_LOG`.
    pub log_filter: &'static str,
}

impl Site {
    pub fn new() -> Site {
        let reserve = std::net::TcpListener::bind("127.0.0.1:0").expect("reserve a port");
        let port = reserve.local_addr().expect("addr").port();
        drop(reserve);
        Site {
            dir: tempfile::tempdir().expect("temp dir"),
            port,
            starts: 0,
            log_filter: "pigeonpost=info",
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("pigeonpost.db")
    }

    pub fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// What the `n`-th server started here logged (1-based), for failure messages.
    pub fn log(&self, n: usize) -> String {
        let path = self.dir.path().join(format!("server-{n}.log"));
        std::fs::read_to_string(path).unwrap_or_default()
    }

    /// Starts the server on this site's file and waits until it answers.
    pub async fn start(&mut self) -> Server {
        self.start_with(&[]).await
    }

    /// Like `start`, with further command-line arguments.
    pub async fn start_with(&mut self, extra: &[&str]) -> Server {
        let db = self.db().display().to_string();
        self.start_on(&db, extra).await
    }

    /// A server of this site (its port, logs and mail folder) on `database`, a path or a
    /// URL, which other sites' servers may share.
    pub async fn start_on(&mut self, database: &str, extra: &[&str]) -> Server {
        self.starts += 1;
        let log = self.dir.path().join(format!("server-{}.log", self.starts));
        let out = std::fs::File::create(&log).expect("log file");
        let err = out.try_clone().expect("log file");
        // Sweeps are rare unless the test asks otherwise (an option may be given once).
        let sweep: &[&str] = if extra.contains(&"--clock-sweep-secs") {
            &[]
        } else {
            &["--clock-sweep-secs", "3600"]
        };
        let child = Command::new(BIN)
            .args(["--addr", &format!("127.0.0.1:{}", self.port)])
            .args(["--database", database])
            .args(["--base-url", &self.base()])
            .arg("--mail-dir")
            .arg(self.dir.path().join("mail"))
            .args(["--registrations-per-hour", "100000"])
            .args(["--invitations-per-hour", "100000"])
            .args(sweep)
            .args(extra)
            .env("RUST_LOG", self.log_filter)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("start the server");
        let mut server = Server { child, log };
        server.wait_ready(&self.base()).await;
        server
    }
}

/// A running server process; killed if the test ends without stopping it.
pub struct Server {
    child: Child,
    log: PathBuf,
}

impl Server {
    async fn wait_ready(&mut self, base: &str) {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the server exited ({status}): {}", self.log_text());
            }
            if let Ok(r) = client.get(format!("{base}/login")).send().await
                && r.status() == 200
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the server did not answer: {}", self.log_text());
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The CPU time (user and system) the server's process has used so far.
    pub fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid()))
            .expect("the server's /proc/PID/stat");
        // Fields after the command name (which may hold spaces), from the third on.
        let after = &stat[stat.rfind(')').expect("a command name") + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks = |i: usize| -> u64 { fields[i].parse().expect("a tick count") };
        let (utime, stime) = (ticks(11), ticks(12));
        Duration::from_secs_f64((utime + stime) as f64 / clock_ticks() as f64)
    }

    /// How many times its log says `what` (a message it logs, as `"clock sweep"`).
    pub fn logged(&self, what: &str) -> usize {
        self.log_text().matches(what).count()
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: no clean-up, no checkpoint, as a power cut or the OOM killer would.
    pub fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reap");
    }

    /// SIGTERM, as `systemctl stop` or `docker stop` sends, and waits for the exit.
    pub fn terminate(mut self) -> std::process::ExitStatus {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(sent.success());
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status;
            }
            assert!(Instant::now() < deadline, "no exit after SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs `pigeonpost ARGS`, returning (success, stdout + stderr).
pub fn pigeonpost<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (bool, String) {
    let out = Command::new(BIN)
        .args(args)
        .output()
        .expect("run pigeonpost");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// `pigeonpost verify --database DB` exits 0, or the test fails with its report.
pub fn assert_verify_clean(db: &Path) {
    let (ok, report) = pigeonpost(&[
        OsStr::new("verify"),
        OsStr::new("--database"),
        db.as_os_str(),
    ]);
    assert!(ok, "verify disagrees on {}:\n{report}", db.display());
}

/// A connection to the database for reading what was stored.
pub async fn open_db(db: &Path) -> SqliteConnection {
    SqliteConnectOptions::new()
        .filename(db)
        .connect()
        .await
        .expect("open the database")
}

/// The moves stored for `game`, in order.
pub async fn stored_moves(conn: &mut SqliteConnection, game: i64) -> Vec<String> {
    sqlx::query_scalar("SELECT canonical FROM moves WHERE game_id = ? ORDER BY ply")
        .bind(game)
        .fetch_all(conn)
        .await
        .expect("read moves")
}

/// The moves stored for each of `games`.
pub async fn stored_games(
    conn: &mut SqliteConnection,
    games: impl IntoIterator<Item = i64>,
) -> HashMap<i64, Vec<String>> {
    let mut out = HashMap::new();
    for game in games.into_iter().collect::<BTreeSet<_>>() {
        out.insert(game, stored_moves(conn, game).await);
    }
    out
}

/// A random legal chess game from the start, up to `max` plies, in canonical text.
pub fn random_line(rng: &mut impl Rng, max: usize) -> Vec<String> {
    let mut game = Game::new(&registry::get("chess").expect("chess"));
    let mut line = Vec::new();
    while line.len() < max && game.outcome().is_none() {
        let turns = game.position().legal_turns();
        let turn = *turns.choose(rng).expect("a legal turn");
        line.push(game.position().turn_text(&turn));
        game.play(&turn).expect("legal");
    }
    line
}

/// A client that keeps its cookies and remembers the page's anti-forgery token.
pub struct Browser {
    client: reqwest::Client,
    base: String,
    csrf: String,
}

/// What a POST got: a status and the redirect's target, or no answer at all.
pub type Answer = Result<(u16, String), reqwest::Error>;

impl Browser {
    pub fn new(base: &str) -> Browser {
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            // A fresh connection per request: after a restart no request meets a
            // connection to the dead process.
            .pool_max_idle_per_host(0)
            .timeout(Duration::from_secs(30))
            .build()
            .expect("client");
        Browser {
            client,
            base: base.to_string(),
            csrf: String::new(),
        }
    }

    /// The same player (cookies, token) talking to another server from now on.
    pub fn switch_to(&mut self, base: &str) {
        self.base = base.to_string();
    }

    /// Loads a page and keeps its token.
    pub async fn get(&mut self, path: &str) -> Result<String, reqwest::Error> {
        let r = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await?;
        let body = r.text().await?;
        let key = "name=\"csrf\" value=\"";
        if let Some(start) = body.find(key).map(|i| i + key.len())
            && let Some(len) = body[start..].find('"')
        {
            self.csrf = body[start..start + len].to_string();
        }
        Ok(body)
    }

    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Answer {
        let mut form = vec![("csrf", self.csrf.as_str())];
        form.extend_from_slice(fields);
        let r = self
            .client
            .post(format!("{}{path}", self.base))
            .form(&form)
            .send()
            .await?;
        let status = r.status().as_u16();
        let location = r
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .unwrap_or_default()
            .to_string();
        if status != 303 {
            // Keep the body of a refusal for the failure message.
            return Ok((status, r.text().await.unwrap_or_default()));
        }
        Ok((status, location))
    }

    /// Registers `name` (password "correct horse") and loads a page as that player.
    pub async fn register(base: &str, name: &str) -> Browser {
        let mut b = Browser::new(base);
        b.get("/register").await.expect("register page");
        let email = format!("{name}@example.org");
        let (status, body) = b
            .post(
                "/register",
                &[
                    ("username", name),
                    ("email", &email),
                    ("password", "correct horse"),
                ],
            )
            .await
            .expect("register");
        assert_eq!(status, 303, "register {name}: {body}");
        b.get("/").await.expect("front page");
        b
    }

    /// Posts a move: `Ok(true)` when acknowledged (303), `Ok(false)` on no answer.
    pub async fn post_move(&self, game: i64, ply: usize, text: &str) -> Result<bool, String> {
        let path = format!("/games/{game}/moves");
        match self
            .post(&path, &[("ply", &ply.to_string()), ("move", text)])
            .await
        {
            Ok((303, _)) => Ok(true),
            Ok((status, body)) => Err(format!(
                "move {text} at ply {ply} of game {game} refused ({status}): {body}"
            )),
            Err(_) => Ok(false),
        }
    }
}

/// Two players and their games, one at a time: white invites black by name and black
/// accepts. `None` when the server stopped answering on the way.
pub async fn new_game(white: &Browser, black_name: &str, black: &Browser) -> Option<i64> {
    let fields = [
        ("variant", "chess"),
        ("color", "white"),
        ("opponent", black_name),
    ];
    let (status, location) = white.post("/games", &fields).await.ok()?;
    assert_eq!(status, 303, "create a game: {location}");
    let id: i64 = location
        .rsplit('/')
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not a game URL: {location}"));
    let (status, body) = black
        .post(&format!("/games/{id}/accept"), &[("token", "")])
        .await
        .ok()?;
    assert_eq!(status, 303, "accept game {id}: {body}");
    Some(id)
}

/// Every move in `sent` is stored in the database at `db` (opened and closed here).
pub async fn assert_stored(db: &Path, sent: &[crate::players::Sent]) {
    let mut conn = open_db(db).await;
    let games = stored_games(&mut conn, sent.iter().map(|s| s.game)).await;
    for s in sent {
        assert_eq!(
            games[&s.game].get(s.ply - 1),
            Some(&s.text),
            "{} lacks the acknowledged {s:?}",
            db.display()
        );
    }
    conn.close().await.expect("close");
}

/// Clock ticks per second, the unit of /proc's CPU times.
fn clock_ticks() -> u64 {
    let out = Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .expect("run getconf");
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("CLK_TCK")
}
