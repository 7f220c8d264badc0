//! Protection against cross-site request forgery for every form, done once as middleware
//! so that no handler can forget it. Every POST passes two checks:
//!
//! - Where the browser says the request comes from: `Sec-Fetch-Site` must be
//!   `same-origin` (or `none`: the player's own doing) and `Origin` must be this site,
//!   whenever the browser sends them, which every current browser does for a form.
//! - A token in the form's hidden `csrf` field, equal to HMAC-SHA256(server key, the
//!   browser's session cookie), or before logging in, of a random visitor id kept in a
//!   cookie of its own. Another site cannot read our pages to learn it, and a cookie an
//!   attacker manages to plant does not help them: the token is tied to the victim's
//!   session, which they do not know. Only a session token this server issued (signed,
//!   `app::accounts::sessions::SessionKey`) binds the form token; a made-up cookie value gets the
//!   visitor's token, so that no one learns a token for a session they planted. Logging
//!   in starts a new session, so the token changes then, and a token learnt before does
//!   not carry over.

use super::error::WebError;
use super::session::{cookie, session_cookie, session_token, set_cookie};
use crate::app::accounts::sessions::{SESSION_SECONDS, SessionKey};
use axum::body::{Body, Bytes};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, header, request::Parts};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hmac::{Hmac, Mac};
use pigeonpost_i18n::Said;
use pigeonpost_i18n::Tr;
use sha2::Sha256;
use std::sync::Arc;

/// The visitor-id cookie; under https it carries the `__Host-` prefix, which browsers
/// accept only from this host, over https, for the whole site, so that a sibling
/// subdomain cannot set it.
const VISITOR_COOKIE: &str = "pp_visitor";
const VISITOR_COOKIE_HOST: &str = "__Host-pp_visitor";
pub const CSRF_FIELD: &str = "csrf";
/// The largest form body read but the editor's; matches the request-size limit.
pub const MAX_FORM_BYTES: usize = 16 * 1024;

/// This browser's token, for embedding in forms, and the language it asks for (its
/// `Accept-Language`), which a page shows a reader whose account has not chosen one.
#[derive(Clone, Debug)]
pub struct CsrfToken(pub String, pub Tr);

impl<S: Send + Sync> FromRequestParts<S> for CsrfToken {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<CsrfToken>()
            .cloned()
            .ok_or_else(|| WebError::Csrf(Said::new("error-csrf-missing")))
    }
}

/// The signing key and what the site's own requests look like.
#[derive(Clone)]
pub struct CsrfGuard {
    mac: Hmac<Sha256>,
    /// The largest form body read.
    max_form_bytes: usize,
    /// `scheme://host[:port]` of the public URL, lower case.
    origin: String,
    /// The site is served over https: the visitor cookie is `Secure` and `__Host-`.
    secure: bool,
    /// Tells the session tokens this server issued from made-up ones.
    sessions: SessionKey,
}

/// What a token is tied to.
enum Binding {
    Session(String),
    Visitor(String),
}

impl CsrfGuard {
    /// `key` is the database's `server_key`; `base_url` the public URL.
    pub fn new(key: &[u8], base_url: &str) -> CsrfGuard {
        // HMAC takes keys of any length, so this cannot fail.
        let mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC accepts any key length");
        CsrfGuard {
            mac,
            max_form_bytes: MAX_FORM_BYTES,
            origin: origin_of(base_url),
            secure: base_url.starts_with("https://"),
            sessions: SessionKey::new(key),
        }
    }

    /// The same guard, reading form bodies of up to `max_bytes` (the editor's forms).
    pub fn with_form_limit(&self, max_bytes: usize) -> CsrfGuard {
        CsrfGuard {
            max_form_bytes: max_bytes,
            ..self.clone()
        }
    }

    fn cookie_name(&self) -> &'static str {
        if self.secure {
            VISITOR_COOKIE_HOST
        } else {
            VISITOR_COOKIE
        }
    }

    fn token(&self, binding: &Binding) -> String {
        // The prefix keeps a visitor id and a session token from ever signing alike.
        let (kind, value) = match binding {
            Binding::Session(s) => ("session\n", s),
            Binding::Visitor(v) => ("visitor\n", v),
        };
        let mut mac = self.mac.clone();
        mac.update(kind.as_bytes());
        mac.update(value.as_bytes());
        crate::hex::lower(&mac.finalize().into_bytes())
    }

    /// Refuses a request that the browser says was made by another site.
    fn check_origin(&self, headers: &HeaderMap) -> Result<(), WebError> {
        let text = |name| headers.get(name).map(|v| v.to_str().unwrap_or(""));
        let from_elsewhere = || WebError::Csrf(Said::new("error-csrf-other-site"));
        if let Some(site) = text("sec-fetch-site")
            && !matches!(site, "same-origin" | "none")
        {
            return Err(from_elsewhere());
        }
        match text(header::ORIGIN.as_str()) {
            Some(origin) if !self.is_ours(origin, text(header::HOST.as_str())) => {
                Err(from_elsewhere())
            }
            _ => Ok(()),
        }
    }

    fn is_ours(&self, origin: &str, host: Option<&str>) -> bool {
        if origin.eq_ignore_ascii_case(&self.origin) {
            return true;
        }
        // A server left on its default public URL is often reached by another name
        // (localhost, a LAN address); the Host the browser sent names this site too.
        let authority = origin
            .strip_prefix("https://")
            .or_else(|| origin.strip_prefix("http://"));
        matches!((authority, host), (Some(a), Some(h)) if !a.is_empty() && a.eq_ignore_ascii_case(h))
    }

    fn visitor_cookie(&self, id: &str) -> Option<HeaderValue> {
        // Lax, not Strict: with Strict, arriving from an email link would not send the
        // cookie, a new id would replace it, and forms open in other tabs would fail.
        let secure = if self.secure { "; Secure" } else { "" };
        let name = self.cookie_name();
        format!("{name}={id}; Path=/; HttpOnly; SameSite=Lax{secure}")
            .parse()
            .ok()
    }
}

/// `scheme://host[:port]` of a URL, lower case, without path.
fn origin_of(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    let end = url[after_scheme..]
        .find(['/', '?', '#'])
        .map_or(url.len(), |i| after_scheme + i);
    url[..end].to_ascii_lowercase()
}

fn valid(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Compares without an early exit, so timing does not reveal how much matched.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

pub async fn protect(State(guard): State<Arc<CsrfGuard>>, req: Request, next: Next) -> Response {
    let reads_only = matches!(*req.method(), Method::GET | Method::HEAD);
    if !reads_only && let Err(e) = guard.check_origin(req.headers()) {
        return e.into_response();
    }
    let visitor = cookie(req.headers(), guard.cookie_name())
        .filter(|t| valid(t))
        .map(str::to_string);
    let session = session_token(req.headers(), guard.secure).filter(|s| guard.sessions.issued(s));
    let (binding, new_visitor) = match (session.clone(), visitor) {
        (Some(session), _) => (Binding::Session(session), None),
        (None, Some(visitor)) => (Binding::Visitor(visitor), None),
        (None, None) => {
            let id = crate::app::random_token();
            (Binding::Visitor(id.clone()), Some(id))
        }
    };
    let token = guard.token(&binding);
    let (mut parts, body) = req.into_parts();
    let asks = Tr::choose(
        None,
        parts
            .headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    );
    parts.extensions.insert(CsrfToken(token.clone(), asks));
    let req = if reads_only {
        Request::from_parts(parts, body)
    } else {
        match check(&token, new_visitor.is_some(), body, guard.max_form_bytes).await {
            Ok(bytes) => Request::from_parts(parts, Body::from(bytes)),
            Err(e) => return e.into_response(),
        }
    };
    let mut response = next.run(req).await;
    if let Some(value) = new_visitor.and_then(|id| guard.visitor_cookie(&id)) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
    // The session cookie lasts thirty days from the last visit, as the session does:
    // each page sends it again, unless the page itself sets it (logging in or out).
    if let Some(session) = session {
        let name = session_cookie(guard.secure);
        let sets_it = response
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .any(|v| v.as_bytes().starts_with(format!("{name}=").as_bytes()));
        if !sets_it {
            let value = set_cookie(name, &session, SESSION_SECONDS, guard.secure);
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    // A page's words follow `Accept-Language` for a visitor, so a shared cache must
    // not hand one visitor's language to another.
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

/// Reads the form body and checks its `csrf` field against the expected token.
async fn check(
    token: &str,
    no_cookie: bool,
    body: Body,
    max_bytes: usize,
) -> Result<Bytes, WebError> {
    let bytes = axum::body::to_bytes(body, max_bytes)
        .await
        .map_err(|_| WebError::PayloadTooLarge)?;
    if no_cookie {
        return Err(WebError::Csrf(Said::new("error-csrf-no-cookie")));
    }
    // Form decoding replaces bytes that are not UTF-8 with U+FFFD and carries on; a form
    // whose text is broken is refused whole instead, including on routes that read no
    // field (a logout with a garbled body is not a logout).
    if percent_encoding::percent_decode(&bytes)
        .decode_utf8()
        .is_err()
    {
        return Err(WebError::BadRequest(Said::new("error-form-not-utf8")));
    }
    let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(&bytes)
        .map_err(|_| WebError::BadRequest(Said::new("error-form-unreadable")))?;
    let sent = fields
        .iter()
        .find(|(k, _)| k == CSRF_FIELD)
        .map(|(_, v)| v.as_str());
    match sent {
        Some(sent) if same(sent, token) => Ok(bytes),
        _ => Err(WebError::Csrf(Said::new("error-csrf-mismatch"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_origin_of_a_public_url_drops_path_and_case() {
        assert_eq!(
            origin_of("https://Play.Example.org/pp/"),
            "https://play.example.org"
        );
        assert_eq!(origin_of("http://127.0.0.1:8080"), "http://127.0.0.1:8080");
    }

    #[test]
    fn tokens_depend_on_key_and_binding() {
        let a = CsrfGuard::new(b"one key", "http://x");
        let b = CsrfGuard::new(b"another key", "http://x");
        let s = Binding::Session("ab".repeat(32));
        let v = Binding::Visitor("ab".repeat(32));
        assert!(valid(&a.token(&s)));
        assert_ne!(a.token(&s), a.token(&v));
        assert_ne!(a.token(&s), b.token(&s));
        assert_eq!(a.token(&s), a.token(&Binding::Session("ab".repeat(32))));
    }
}
