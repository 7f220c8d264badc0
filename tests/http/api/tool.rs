//! A player's tool as the JSON API sees it: a plain HTTP client holding a personal API
//! token (made on the account page, as a person would make it) and no cookie.

use crate::support::{Browser, TestApp};
use serde_json::{Value, json};

/// An answer, read fully.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: String,
    pub retry_after: Option<u64>,
    pub allow: Option<String>,
    pub location: Option<String>,
    pub text: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("JSON ({e}): {}", self.text))
    }

    /// Asserts a problem document with `status` and `kind`; returns its detail.
    pub fn problem(&self, status: u16, kind: &str) -> String {
        assert_eq!(self.status, status, "{}", self.text);
        assert_eq!(
            self.content_type, "application/problem+json",
            "{}",
            self.text
        );
        let p = self.json();
        assert_eq!(p["kind"], kind, "{}", self.text);
        assert_eq!(p["status"], status);
        assert_eq!(p["type"], format!("urn:pigeonpost:problem:{kind}"));
        assert!(p["title"].is_string());
        p["detail"].as_str().expect("a detail").to_string()
    }
}

/// `request` with `body` as its JSON body.
pub fn with_json(request: reqwest::RequestBuilder, body: &Value) -> reqwest::RequestBuilder {
    request
        .header("content-type", "application/json")
        .body(serde_json::to_vec(body).expect("JSON"))
}

/// Makes a token on `browser`'s account page; returns its secret, shown this once.
pub async fn make_token(browser: &Browser, name: &str, scope: &str) -> String {
    let page = browser
        .post("/account/tokens", &[("name", name), ("scope", scope)])
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    let start = page
        .body
        .find("id=\"token-secret\">")
        .unwrap_or_else(|| panic!("the secret on the page: {}", page.body))
        + "id=\"token-secret\">".len();
    let end = page.body[start..].find("</code>").expect("end of the secret") + start;
    page.body[start..end].to_string()
}

pub struct Tool {
    client: reqwest::Client,
    base: String,
    pub token: String,
}

impl Tool {
    pub fn new(app: &TestApp, token: &str) -> Tool {
        Tool {
            client: reqwest::Client::new(),
            base: app.base.clone(),
            token: token.to_string(),
        }
    }

    /// A player with an account, logged in in a browser, and a tool with a `scope` token.
    pub async fn player(app: &TestApp, name: &str, scope: &str) -> (Browser, Tool) {
        let browser = app.player(name).await;
        let token = make_token(&browser, &format!("{name}'s tool"), scope).await;
        (browser, Tool::new(app, &token))
    }

    pub fn request(&self, method: &str, path: &str) -> reqwest::RequestBuilder {
        let method: reqwest::Method = method.to_uppercase().parse().expect("a method");
        self.client
            .request(method, format!("{}{path}", self.base))
            .bearer_auth(&self.token)
    }

    pub async fn read(response: reqwest::Response) -> Answer {
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let content_type = header("content-type").unwrap_or_default();
        let retry_after = header("retry-after").and_then(|v| v.parse().ok());
        let allow = header("allow");
        let location = header("location");
        let status = response.status().as_u16();
        let text = if content_type.starts_with("text/event-stream") {
            String::new()
        } else {
            response.text().await.expect("body")
        };
        Answer {
            status,
            content_type,
            retry_after,
            allow,
            location,
            text,
        }
    }

    pub async fn send(&self, request: reqwest::RequestBuilder) -> Answer {
        Tool::read(request.send().await.expect("send")).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.send(self.request("GET", path)).await
    }

    pub async fn post(&self, path: &str) -> Answer {
        self.send(self.request("POST", path)).await
    }

    pub async fn post_json(&self, path: &str, body: Value) -> Answer {
        self.send(with_json(self.request("POST", path), &body)).await
    }

    /// The game as the API shows it to this tool's player.
    pub async fn game(&self, id: i64) -> Value {
        let a = self.get(&format!("/api/v1/games/{id}")).await;
        assert_eq!(a.status, 200, "{}", a.text);
        a.json()
    }

    /// Submits `text` on the position at `ply`.
    pub async fn play_at(&self, id: i64, ply: i64, text: &str) -> Answer {
        self.post_json(
            &format!("/api/v1/games/{id}/moves"),
            json!({ "move": text, "ply": ply }),
        )
        .await
    }

    /// Plays `text` on the current position, which must be accepted.
    pub async fn play(&self, id: i64, text: &str) {
        let ply = self.game(id).await["ply"].as_i64().expect("a ply");
        let a = self.play_at(id, ply, text).await;
        assert_eq!(a.status, 204, "{text}: {}", a.text);
    }

    /// Invites `opponent` to a game of `variant`, playing White; returns the game's id.
    pub async fn invite(&self, variant: &str, opponent: &str) -> i64 {
        let a = self
            .post_json(
                "/api/v1/invitations",
                json!({ "variant": variant, "color": "white", "opponent": opponent }),
            )
            .await;
        assert_eq!(a.status, 201, "{}", a.text);
        let id = a.json()["id"].as_i64().expect("an id");
        assert_eq!(a.location, Some(format!("/api/v1/games/{id}")));
        id
    }

    /// A game between two tools' players, started through the API: White invites,
    /// Black accepts.
    pub async fn started(white: &Tool, black: &Tool, black_name: &str) -> i64 {
        let id = white.invite("chess", black_name).await;
        let a = black.post(&format!("/api/v1/invitations/{id}/accept")).await;
        assert_eq!(a.status, 204, "{}", a.text);
        id
    }
}
