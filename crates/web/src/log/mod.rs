//! The operator's log: where it goes (standard error), in which shape (plain text, with
//! colour only on a terminal, or one JSON object a line for a log collector), and the
//! one line per HTTP request (`access_log`). Request lines carry the method, the path
//! with anything that looks like a secret token masked, the status and the time taken:
//! never a query string, a form body or a cookie. Lines are written in batches
//! (`batched`), warnings and errors at once.

mod batched;

pub use crate::app_config::LogFormat;
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use std::io::{IsTerminal, Write};
use std::time::Instant;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Registry};

use batched::Batched;
pub use batched::Flush;

/// Installs the global logger, filtered by `RUST_LOG` (default: this server at info).
/// The lines gathered and not yet written are written when the returned guard is
/// dropped, and before a panic's message.
pub fn init(format: LogFormat) -> Flush {
    let filter = || {
        EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| "pigeonpost=info,tower_http=info".into())
    };
    let out = Batched::to_stderr();
    let flush = out.flush_on_drop();
    let before_panic = out.flush_on_drop();
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        before_panic.write_if_free();
        report(info);
    }));
    match format {
        LogFormat::Text => tracing_subscriber::fmt()
            .with_env_filter(filter())
            .with_writer(out)
            .with_ansi(std::io::stderr().is_terminal())
            .init(),
        LogFormat::Json => Registry::default()
            .with(filter())
            .with(JsonLines(out))
            .init(),
    }
    flush
}

/// Writes each event as one JSON object on standard error.
struct JsonLines(Batched);

impl<S: Subscriber> Layer<S> for JsonLines {
    fn on_event(&self, event: &Event<'_>, _ctx: Context<'_, S>) {
        let meta = event.metadata();
        let mut fields = serde_json::Map::new();
        let time_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        fields.insert("time_ms".into(), time_ms.into());
        fields.insert("level".into(), meta.level().as_str().into());
        fields.insert("target".into(), meta.target().into());
        event.record(&mut JsonFields(&mut fields));
        let mut line = serde_json::Value::Object(fields).to_string();
        line.push('\n');
        // A log line that cannot be written has nowhere else to go.
        let _ = self.0.line(meta.level()).write_all(line.as_bytes());
    }
}

struct JsonFields<'a>(&'a mut serde_json::Map<String, serde_json::Value>);

impl Visit for JsonFields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0
            .insert(field.name().into(), format!("{value:?}").into());
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().into(), value.into());
    }
}

/// Middleware: one info line per request, after it is answered.
pub async fn access_log(req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = req.method().clone();
    let path = masked_path(req.uri().path());
    let response = next.run(req).await;
    let ms = (started.elapsed().as_secs_f64() * 10_000.0).round() / 10.0;
    tracing::info!(
        target: "pigeonpost::access",
        method = %method,
        path = %path,
        status = response.status().as_u16(),
        ms,
        "request"
    );
    response
}

/// The path with every segment that could be a secret (an emailed invitation's token,
/// any long run of hex digits, also before a suffix as in a feed's `SECRET.atom`)
/// replaced by `[token]`.
pub fn masked_path(path: &str) -> String {
    path.split('/')
        .map(|seg| {
            let (stem, suffix) = seg
                .split_once('.')
                .map_or((seg, ""), |(s, _)| (s, &seg[s.len()..]));
            if stem.len() >= 16 && stem.bytes().all(|b| b.is_ascii_alphanumeric()) {
                format!("[token]{suffix}")
            } else {
                seg.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::masked_path;

    #[test]
    fn tokens_in_paths_are_masked() {
        let token = "ab".repeat(32);
        assert_eq!(
            masked_path(&format!("/invitations/{token}")),
            "/invitations/[token]"
        );
        assert_eq!(
            masked_path(&format!("/feeds/my/{token}.atom")),
            "/feeds/my/[token].atom"
        );
        assert_eq!(masked_path("/games/12/feed.atom"), "/games/12/feed.atom");
        assert_eq!(masked_path("/games/12/moves"), "/games/12/moves");
        assert_eq!(masked_path("/static/style.css"), "/static/style.css");
    }
}
