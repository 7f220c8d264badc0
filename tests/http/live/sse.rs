//! A client for Server-Sent Events streams, reading them as a browser's `EventSource`
//! does: events (`id:` and `data:` lines ending with a blank line) and comments.

use std::time::Duration;

/// One event of a stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub id: Option<String>,
    pub data: String,
}

impl Event {
    /// The `ply` of a game event's JSON.
    pub fn ply(&self) -> i64 {
        let v: serde_json::Value = serde_json::from_str(&self.data).expect("event JSON");
        v["ply"].as_i64().expect("a ply")
    }

    pub fn status(&self) -> String {
        let v: serde_json::Value = serde_json::from_str(&self.data).expect("event JSON");
        v["status"].as_str().expect("a status").to_string()
    }

    pub fn version(&self) -> &str {
        self.id.as_deref().expect("an event id")
    }
}

/// What a stream sent: an event, or a comment (a keep-alive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Frame {
    Event(Event),
    Comment(String),
}

/// An open stream.
pub struct EventStream {
    response: reqwest::Response,
    buffer: String,
    ended: bool,
}

impl EventStream {
    /// Reads from an answer to a request for a stream, which must be a 200 stream.
    pub fn new(response: reqwest::Response) -> EventStream {
        assert_eq!(response.status(), 200, "a stream opened");
        let kind = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        assert!(kind.starts_with("text/event-stream"), "content type {kind}");
        EventStream {
            response,
            buffer: String::new(),
            ended: false,
        }
    }

    /// The next frame within `wait`; None when nothing came (or the stream ended).
    pub async fn frame_within(&mut self, wait: Duration) -> Option<Frame> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            if let Some(frame) = self.parse_one() {
                return Some(frame);
            }
            if self.ended {
                return None;
            }
            match tokio::time::timeout_at(deadline, self.response.chunk()).await {
                Err(_) => return None,
                Ok(Ok(Some(bytes))) => self.buffer.push_str(&String::from_utf8_lossy(&bytes)),
                Ok(Ok(None)) | Ok(Err(_)) => self.ended = true,
            }
        }
    }

    /// The next event within `wait`, skipping comments.
    pub async fn event_within(&mut self, wait: Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.frame_within(left).await? {
                Frame::Event(e) => return Some(e),
                Frame::Comment(_) => {}
            }
        }
    }

    /// The next event, which must come within `wait`.
    pub async fn expect_event(&mut self, wait: Duration, what: &str) -> Event {
        self.event_within(wait)
            .await
            .unwrap_or_else(|| panic!("no event within {wait:?}: {what}"))
    }

    /// Whether the server closed the stream within `wait` (any frames before are skipped).
    pub async fn ends_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        while tokio::time::Instant::now() < deadline {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            if self.frame_within(left).await.is_none() {
                return self.ended;
            }
        }
        self.ended
    }

    /// One whole frame from the buffer, if it holds one.
    fn parse_one(&mut self) -> Option<Frame> {
        loop {
            let end = self.buffer.find("\n\n")?;
            let block: String = self.buffer[..end].to_string();
            self.buffer.drain(..end + 2);
            let mut id = None;
            let mut data: Vec<&str> = Vec::new();
            let mut comment = None;
            for line in block.lines() {
                if let Some(text) = line.strip_prefix(':') {
                    comment = Some(text.trim().to_string());
                } else if let Some(v) = line.strip_prefix("id:") {
                    id = Some(v.trim_start().to_string());
                } else if let Some(v) = line.strip_prefix("data:") {
                    data.push(v.strip_prefix(' ').unwrap_or(v));
                }
            }
            if !data.is_empty() || id.is_some() {
                return Some(Frame::Event(Event {
                    id,
                    data: data.join("\n"),
                }));
            }
            if let Some(c) = comment {
                return Some(Frame::Comment(c));
            }
        }
    }
}
