//! One logged-in browser against a Pigeonpost server: a cookie jar, and typed steps for
//! the pages the load runs go through (register, log in, create a game, accept it, read
//! the move form, post a move). Every form is fetched first and its hidden fields (the
//! CSRF token among them) are sent back as the page gave them, as a browser does.
//! Redirects are not followed, so a move's measured time is its POST alone.

use crate::LoadError;
use crate::html;
use reqwest::StatusCode;
use reqwest::redirect::Policy;
use std::time::{Duration, Instant};

/// Long enough for a server under load; a request that takes longer is an error.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

/// Every account the tools make has this password.
pub const PASSWORD: &str = "load-test-password";

#[derive(Clone)]
pub struct Browser {
    client: reqwest::Client,
    base: String,
    pub name: String,
}

/// A page as received.
pub struct Page {
    pub status: StatusCode,
    pub location: Option<String>,
    pub body: String,
}

/// The move form of a game page: what a submission must send back besides the move.
#[derive(Clone, Debug)]
pub struct MoveForm {
    pub fields: Vec<(String, String)>,
    pub ply: u64,
}

/// What became of one move submission, and how long the POST took (sent to body read).
pub struct Submitted {
    pub status: StatusCode,
    pub elapsed: Duration,
    /// The refusal's message, for 4xx and 5xx answers.
    pub gist: Option<String>,
}

impl Browser {
    pub fn new(base: &str, name: &str) -> Result<Browser, LoadError> {
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(Policy::none())
            .tcp_nodelay(true)
            .timeout(REQUEST_TIMEOUT)
            .build()
            .map_err(|e| LoadError::request("building the HTTP client", e))?;
        Ok(Browser {
            client,
            base: base.trim_end_matches('/').to_string(),
            name: name.to_string(),
        })
    }

    /// The browser's HTTP client (its cookies: its session), for runs that send their
    /// own requests; clones share the cookies and the connection pool.
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> Result<Page, LoadError> {
        let what = format!("GET {path} as {}", self.name);
        let response = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .map_err(|e| LoadError::request(&what, e))?;
        read(response, &what).await
    }

    async fn post(&self, path: &str, fields: &[(String, String)]) -> Result<Page, LoadError> {
        let what = format!("POST {path} as {}", self.name);
        let response = self
            .client
            .post(format!("{}{path}", self.base))
            .form(fields)
            .send()
            .await
            .map_err(|e| LoadError::request(&what, e))?;
        read(response, &what).await
    }

    /// Fetches `page`, fills the form posting to `action` with `extra`, posts it, and
    /// expects a redirect (303), which every form of the server answers on success.
    async fn fill_and_post(
        &self,
        page: &str,
        action: &str,
        extra: &[(&str, &str)],
    ) -> Result<Page, LoadError> {
        let shown = self.get(page).await?;
        expect(
            &shown,
            StatusCode::OK,
            &format!("GET {page} as {}", self.name),
        )?;
        let mut fields = html::hidden_fields(&shown.body, action)
            .ok_or_else(|| LoadError::Setup(format!("{page} has no form posting to {action}")))?;
        fields.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let answer = self.post(action, &fields).await?;
        expect(
            &answer,
            StatusCode::SEE_OTHER,
            &format!("POST {action} as {}", self.name),
        )?;
        Ok(answer)
    }

    /// Registers `self.name`; the server logs the new account in.
    pub async fn register(&self) -> Result<(), LoadError> {
        let email = format!("{}@example.org", self.name);
        let fields = [
            ("username", self.name.as_str()),
            ("email", email.as_str()),
            ("password", PASSWORD),
        ];
        self.fill_and_post("/register", "/register", &fields)
            .await
            .map(drop)
    }

    /// Follows the link of this player's address-confirmation mail (`path`: `/verify/...`).
    pub async fn follow_confirmation(&self, path: &str) -> Result<(), LoadError> {
        let page = self.get(path).await?;
        expect(
            &page,
            StatusCode::OK,
            &format!("GET {path} as {}", self.name),
        )
    }

    pub async fn login(&self) -> Result<(), LoadError> {
        let fields = [("name", self.name.as_str()), ("password", PASSWORD)];
        self.fill_and_post("/login", "/login", &fields)
            .await
            .map(drop)
    }

    /// Invites `opponent` to an untimed game of `variant` with this browser's player as
    /// white; returns the game's id.
    pub async fn create_game(&self, variant: &str, opponent: &str) -> Result<i64, LoadError> {
        let fields = [
            ("variant", variant),
            ("color", "white"),
            ("opponent", opponent),
            ("time_control", "none"),
        ];
        let page = format!("/games/new?variant={variant}");
        let answer = self.fill_and_post(&page, "/games", &fields).await?;
        answer
            .location
            .as_deref()
            .and_then(|l| l.strip_prefix("/games/"))
            .and_then(|id| id.parse().ok())
            .ok_or_else(|| {
                LoadError::Setup(format!(
                    "creating a game redirected to {:?}, not /games/ID",
                    answer.location
                ))
            })
    }

    /// Accepts the invitation to game `id` from its page.
    pub async fn accept(&self, id: i64) -> Result<(), LoadError> {
        let (page, action) = (format!("/games/{id}"), format!("/games/{id}/accept"));
        self.fill_and_post(&page, &action, &[]).await.map(drop)
    }

    /// Reads the move form of game `id`; `None` when the page shows none (not this
    /// player's turn, or the game is over).
    pub async fn move_form(&self, id: i64) -> Result<Option<MoveForm>, LoadError> {
        let page = self.get(&format!("/games/{id}")).await?;
        expect(
            &page,
            StatusCode::OK,
            &format!("GET /games/{id} as {}", self.name),
        )?;
        let Some(mut fields) = html::hidden_fields(&page.body, &format!("/games/{id}/moves"))
        else {
            return Ok(None);
        };
        let ply = fields
            .iter()
            .find(|(k, _)| k == "ply")
            .and_then(|(_, v)| v.parse().ok())
            .ok_or_else(|| LoadError::Setup(format!("game {id}'s move form has no ply")))?;
        fields.retain(|(k, _)| k != "ply");
        Ok(Some(MoveForm { fields, ply }))
    }

    /// Posts `text` as the turn after `ply` with the form's other fields, timing the POST.
    pub async fn submit_move(
        &self,
        id: i64,
        form: &MoveForm,
        ply: u64,
        text: &str,
    ) -> Result<Submitted, LoadError> {
        let mut fields = form.fields.clone();
        fields.push(("ply".into(), ply.to_string()));
        fields.push(("move".into(), text.to_string()));
        let started = Instant::now();
        let page = self.post(&format!("/games/{id}/moves"), &fields).await?;
        let elapsed = started.elapsed();
        let gist = (page.status.is_client_error() || page.status.is_server_error())
            .then(|| html::gist(&page.body));
        Ok(Submitted {
            status: page.status,
            elapsed,
            gist,
        })
    }
}

async fn read(response: reqwest::Response, what: &str) -> Result<Page, LoadError> {
    let status = response.status();
    let location = response
        .headers()
        .get(reqwest::header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let body = response
        .text()
        .await
        .map_err(|e| LoadError::request(what, e))?;
    Ok(Page {
        status,
        location,
        body,
    })
}

/// Setup steps must succeed; 429 means the server's rate limits stopped the run.
fn expect(page: &Page, status: StatusCode, what: &str) -> Result<(), LoadError> {
    if page.status == status {
        return Ok(());
    }
    let gist = html::gist(&page.body);
    if page.status == StatusCode::TOO_MANY_REQUESTS {
        return Err(LoadError::RateLimited(format!("{what}: {gist}")));
    }
    Err(LoadError::Unexpected {
        what: what.to_string(),
        status: page.status.as_u16(),
        gist,
    })
}
