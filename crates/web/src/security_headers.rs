//! Headers that tell the browser to limit what a page may do, on every response, error
//! pages and static files included.
//!
//! The Content-Security-Policy allows scripts, styles and images only from this site: no
//! inline `<script>` runs (the game page's data travels in a `type="application/json"`
//! block, which is never executed, and `static/board.js` reads it), no inline style
//! applies, no other site may frame a page, and forms post only here. Should an escaping
//! bug ever let a player's text into a page as markup, it still cannot run script.
//! Dynamic pages are `no-store`: they carry a player's games, email address and
//! anti-forgery token, which a shared cache or the browser's disk must not keep. The
//! game page and "my games" say otherwise themselves (`private, no-cache`, with an
//! `ETag`, see `freshness`): the player's own browser keeps them and asks each time
//! whether they changed, which is what makes refreshing them cheap.

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; \
    form-action 'self'";

/// Set on every response.
const ALWAYS: [(HeaderName, &str); 3] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "same-origin"),
];

pub async fn add(req: Request, next: Next) -> Response {
    // Static files are the same for everyone and may be cached; every other response is
    // made for this visitor.
    let is_static = req.uri().path().starts_with("/static/");
    let mut response = next.run(req).await;
    let headers = response.headers_mut();
    for (name, value) in ALWAYS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if !is_static && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}
