//! The web layer's one error type, and the one place where an error becomes an HTTP status.
//! Errors render as an HTML page; a 5xx page says nothing specific and the details go to
//! the log. `html_errors` also dresses bare error responses from the middleware stack
//! (oversized body, timeout, wrong method) in the same page.

use super::AppState;
use super::csrf::CsrfToken;
use super::session::session_token;
use super::templates::Nav;
use crate::app::AppError;
use askama::Template;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use pigeonpost_i18n::Said;

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error(transparent)]
    App(#[from] AppError),
    /// The form's anti-forgery token was missing or wrong.
    #[error("{0}")]
    Csrf(Said),
    #[error("{0}")]
    BadRequest(Said),
    #[error("{0}")]
    NotFound(Said),
    #[error("the request is too large")]
    PayloadTooLarge,
    #[error("template: {0}")]
    Render(#[from] askama::Error),
}

/// The HTTP status for an app error; also used when a handler re-renders a form page
/// (a refused move, a failed login) rather than an error page.
pub fn app_status(e: &AppError) -> StatusCode {
    match e {
        AppError::NotLoggedIn | AppError::BadCredentials => StatusCode::UNAUTHORIZED,
        AppError::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
        AppError::Busy | AppError::DatabaseUnavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
        AppError::NotFound(_) => StatusCode::NOT_FOUND,
        AppError::Forbidden(_) => StatusCode::FORBIDDEN,
        AppError::Invalid(_) | AppError::Locale(_) | AppError::MoveRejected(_) => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        AppError::Taken(_) | AppError::Stale { .. } | AppError::Conflict(_) => StatusCode::CONFLICT,
        AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The word for an app error that the JSON API's problem documents carry as `kind`
/// (`api::problem`), beside the status above: what a tool branches on. A refused move
/// says which stage refused it.
pub fn app_kind(e: &AppError) -> &'static str {
    use pigeonpost_engine::notation::ErrorKind;
    match e {
        AppError::NotLoggedIn => "unauthorized",
        AppError::BadCredentials => "bad_credentials",
        AppError::TooManyAttempts { .. } => "rate_limited",
        AppError::Busy => "busy",
        AppError::DatabaseUnavailable(_) => "unavailable",
        AppError::NotFound(_) => "not_found",
        AppError::Forbidden(_) => "forbidden",
        AppError::Invalid(_) | AppError::Locale(_) => "invalid",
        AppError::MoveRejected(r) => match r.kind {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Illegal => "illegal",
            ErrorKind::Ambiguous => "ambiguous",
        },
        AppError::Taken(_) => "taken",
        AppError::Stale { .. } => "stale",
        AppError::Conflict(_) => "conflict",
        AppError::Internal(_) => "internal",
    }
}

/// Seconds after which a refused request may be tried again (the Retry-After header).
pub fn retry_after(e: &AppError) -> Option<i64> {
    match e {
        AppError::TooManyAttempts { retry_after, .. } => Some((*retry_after).max(1)),
        AppError::Busy => Some(1),
        AppError::DatabaseUnavailable(_) => Some(5),
        _ => None,
    }
}

/// Adds the Retry-After header when the error has one.
pub fn with_retry_after(mut response: Response, e: &AppError) -> Response {
    if let Some(secs) = retry_after(e) {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    response
}

impl WebError {
    pub fn status(&self) -> StatusCode {
        match self {
            WebError::App(e) => app_status(e),
            WebError::Csrf(_) => StatusCode::FORBIDDEN,
            WebError::BadRequest(_) => StatusCode::BAD_REQUEST,
            WebError::NotFound(_) => StatusCode::NOT_FOUND,
            WebError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            WebError::Render(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    nav: Nav,
    code: u16,
    title: String,
    message: String,
    offer_login: bool,
    back_to_game: Option<String>,
}

impl ErrorPage {
    /// "404 Not found", in the page's words.
    fn heading(&self) -> String {
        format!("{} {}", self.code, self.title)
    }
}

/// What an error page says, kept on the response so that `with_menu` can render it
/// again with the visitor's menu and a way back.
#[derive(Clone, Debug)]
struct ErrorNote {
    message: Said,
    offer_login: bool,
    /// A refused move, whose words `with_menu` chooses in the reader's language.
    refusal: Option<crate::app::Refusal>,
}

/// What a 5xx page says: nothing of the cause, which goes to the log.
fn our_side() -> Said {
    Said::new("error-our-side")
}

/// An HTML error page; the only place that renders one. Rendered first without knowing
/// the visitor (the menu offers logging in); `with_menu` completes it.
pub fn error_page(status: StatusCode, message: impl Into<Said>, offer_login: bool) -> Response {
    let message = message.into();
    let nav = Nav::source();
    let mut response = render_error(status, &message, offer_login, nav, None);
    response.extensions_mut().insert(ErrorNote {
        message,
        offer_login,
        refusal: None,
    });
    response
}

fn render_error(
    status: StatusCode,
    message: &Said,
    offer_login: bool,
    nav: Nav,
    back_to_game: Option<String>,
) -> Response {
    let title = nav.tr.t1("error-status", "code", status.as_u16());
    let message = message.words(nav.tr);
    let page = ErrorPage {
        nav,
        code: status.as_u16(),
        title,
        message,
        offer_login,
        back_to_game,
    };
    match page.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "rendering the error page");
            (status, format!("{}", status.as_u16())).into_response()
        }
    }
}

/// The game a request was about (`/games/7/claim-draw` is about `/games/7`), for the
/// error page's link back to it.
fn game_of(path: &str) -> Option<String> {
    let id = path.strip_prefix("/games/")?.split('/').next()?;
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())).then(|| format!("/games/{id}"))
}

/// Middleware: an error page keeps the normal menu (the logged-in player's name and
/// the logout form) and, for a request about a game, links back to that game.
pub async fn with_menu(
    State(state): State<AppState>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let path = req.uri().path().to_string();
    let back_to_game = game_of(&path);
    let session = session_token(req.headers(), state.secure_cookies);
    let csrf = req.extensions().get::<CsrfToken>().cloned();
    let response = next.run(req).await;
    let Some(note) = response.extensions().get::<ErrorNote>().cloned() else {
        return response;
    };
    let user = match session {
        Some(token) => state
            .app
            .accounts()
            .user_for_session(&token)
            .await
            .ok()
            .flatten(),
        None => None,
    };
    let nav = match &csrf {
        Some(csrf) => super::handlers::nav(user.as_ref(), csrf),
        None => Nav {
            user: user.map(|u| u.username),
            ..Nav::source()
        },
    };
    let status = response.status();
    // A game that is not there has no page to go back to.
    let back_to_game = back_to_game.filter(|game| status != StatusCode::NOT_FOUND || *game != path);
    let message = match &note.refusal {
        Some(r) => Said::Written(r.words(nav.tr)),
        None => note.message,
    };
    let mut page = render_error(status, &message, note.offer_login, nav, back_to_game);
    for name in [header::RETRY_AFTER, header::ALLOW] {
        if let Some(v) = response.headers().get(&name) {
            page.headers_mut().insert(name, v.clone());
        }
    }
    page
}

impl IntoResponse for WebError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let WebError::App(e @ AppError::Busy) = &self {
            // Not a fault: the player should know to try again, and when.
            return with_retry_after(error_page(status, e.said(), false), e);
        }
        if let WebError::App(e @ AppError::DatabaseUnavailable(why)) = &self {
            // The player should know it is not their doing and will pass; the operator
            // gets the driver's words in the log.
            tracing::error!(error = %why, "the database cannot be reached");
            return with_retry_after(error_page(status, e.said(), false), e);
        }
        if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
            return error_page(status, our_side(), false);
        }
        let offer_login = matches!(self, WebError::App(AppError::NotLoggedIn));
        let message = match &self {
            WebError::App(e) => e.said(),
            WebError::NotFound(said) | WebError::Csrf(said) | WebError::BadRequest(said) => {
                said.clone()
            }
            WebError::PayloadTooLarge => Said::new("error-too-large"),
            WebError::Render(_) => our_side(),
        };
        let mut page = error_page(status, message, offer_login);
        if let (WebError::App(AppError::MoveRejected(r)), Some(note)) =
            (&self, page.extensions_mut().get_mut::<ErrorNote>())
        {
            note.refusal = Some(r.clone());
        }
        match &self {
            WebError::App(e) => with_retry_after(page, e),
            _ => page,
        }
    }
}

/// Middleware: a 4xx/5xx response that is not HTML (from tower-http layers or axum's own
/// rejections) is replaced by the error page for its status.
pub async fn html_errors(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let response = next.run(req).await;
    let status = response.status();
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if !(status.is_client_error() || status.is_server_error()) || is_html {
        return response;
    }
    let message = Said::new(match status {
        StatusCode::PAYLOAD_TOO_LARGE => "error-too-large",
        StatusCode::REQUEST_TIMEOUT => "error-too-slow",
        StatusCode::METHOD_NOT_ALLOWED => "error-method",
        StatusCode::NOT_FOUND => "error-no-page",
        s if s.is_server_error() => "error-our-side",
        _ => "error-not-understood",
    });
    let mut page = error_page(status, message, false);
    if let Some(allow) = response.headers().get(header::ALLOW) {
        page.headers_mut().insert(header::ALLOW, allow.clone());
    }
    drop(response.into_body() as Body);
    page
}

/// The fallback for unknown addresses.
pub async fn not_found() -> WebError {
    WebError::NotFound(Said::new("error-no-page"))
}
