//! The HTTP layer: routes, extractors, CSRF, security headers, sessions, page rendering.
//! Handlers are thin: they extract, call one `app` function and render a template or
//! redirect. It depends on the app crate and never on storage (its Cargo.toml), so no
//! row type or query can reach a page but through what the app returns.
#![forbid(unsafe_code)]

pub mod analysis_page;
pub mod analysis_tree;
pub mod api;
pub mod assets;
pub mod atom;
pub mod board;
pub mod board_png;
pub mod board_words;
pub mod csrf;
pub mod diagram;
pub mod error;
pub mod extract;
pub mod feeds;
pub mod freshness;
pub mod game_page;
pub mod handlers;
pub mod icalendar;
pub mod installable;
pub mod link_preview;
pub mod log;
pub mod low_priority;
pub mod mail_boards;
pub mod next_path;
pub mod position_text;
pub mod rating_chart;
pub mod security_headers;
pub mod session;
pub mod stream_limits;
#[cfg(test)]
mod template_words;
pub mod templates;
pub mod turn_builder;
pub mod user_agent;

use pigeonpost_app::config as app_config;
use pigeonpost_app::{app, calendar, hex, notify, zone};

use crate::app::App;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::services::ServeDir;
use tower_http::timeout::TimeoutLayer;

/// Shared by every handler.
#[derive(Clone)]
pub struct AppState {
    pub app: Arc<App>,
    /// Mark cookies `Secure` (the public URL is https).
    pub secure_cookies: bool,
    /// Take the client's address from X-Forwarded-For (see `extract::ClientAddr`).
    pub behind_proxy: bool,
    /// Signs and checks the anti-forgery tokens.
    pub csrf: Arc<csrf::CsrfGuard>,
    /// This server's build, part of every page tag (`freshness::build_id`).
    pub build: u64,
    /// How often an idle live-update stream gets a keep-alive comment.
    pub live_keepalive: Duration,
    /// Each API token's and each player's allowance of requests.
    pub api_limits: Arc<api::rate::ApiAllowances>,
    /// The live-update streams open, within their bounds.
    pub streams: Arc<stream_limits::StreamLimits>,
}

/// Longest a request may take before it is answered 408.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// The router; `static_dir` serves a folder instead of the built-in files (development).
pub fn router(state: AppState, static_dir: Option<PathBuf>) -> Router {
    use handlers::{
        account, accounts, address, agreements, analysis, board_picture, conversation, desk, feeds,
        games, invitations, live, lobby, locale, mail_status, pages, password_reset, pgn, players,
        public_analysis, push, tournament_files, tournament_page, tournaments, vacation,
        variant_editor, variants, watch, webhooks,
    };
    let routes = Router::new()
        .route("/", get(pages::home))
        .route("/variants", get(variants::list))
        .route("/variants/{key}", get(variants::builtin))
        .route("/variants/{owner}/{slug}", get(variants::player))
        .route(
            "/variants/{owner}/leaderboard",
            get(players::builtin_leaderboard),
        )
        .route(
            "/variants/{owner}/{slug}/leaderboard",
            get(players::player_variant_leaderboard),
        )
        .route(
            "/variants/{owner}/{slug}/publish",
            post(variant_editor::publish),
        )
        .route(
            "/variants/{owner}/{slug}/unpublish",
            post(variant_editor::unpublish),
        )
        .route("/variants/{owner}/{slug}/copy", post(variant_editor::copy))
        .route(
            "/variants/{owner}/{slug}/rated",
            post(variant_editor::rated),
        )
        .route("/my", get(pages::my_games))
        .route("/my/events", get(live::my_events))
        .route("/my/games.pgn", get(pgn::archive))
        .route(
            "/register",
            get(accounts::register_page).post(accounts::register),
        )
        .route("/login", get(accounts::login_page).post(accounts::login))
        .route("/logout", post(accounts::logout))
        .route("/account", get(account::account_page))
        .route("/account/password", post(account::change_password))
        .route("/account/email", post(address::change))
        .route("/account/email/resend", post(address::resend))
        .route("/verify/{token}", get(address::confirm))
        .route(
            "/password/forgot",
            get(password_reset::forgot_page).post(password_reset::forgot),
        )
        .route("/password/reset/{token}", get(password_reset::reset_page))
        .route("/password/reset", post(password_reset::reset))
        .route("/account/preferences", post(account::set_preferences))
        .route("/account/locale", post(locale::set_locale))
        .route("/account/mail", post(account::set_mail))
        .route("/account/sessions/end", post(account::end_session))
        .route(
            "/account/sessions/end-others",
            post(account::end_other_sessions),
        )
        .route("/account/tokens", post(account::create_token))
        .route("/account/tokens/revoke", post(account::revoke_token))
        .route("/account/feed", post(account::make_feed_address))
        .route("/account/feed/revoke", post(account::revoke_feed_address))
        .route("/account/blocks", post(account::block))
        .route("/account/blocks/remove", post(account::unblock))
        .route("/operator/reports", get(conversation::reports))
        .route(
            "/games/{id}/report",
            post(conversation::report).get(games::back_to_game),
        )
        .route("/account/push", post(push::set_preferences))
        .route("/account/push/devices", post(push::subscribe))
        .route("/account/push/devices/remove", post(push::remove))
        .route("/push/key", get(push::public_key))
        .route("/manifest.webmanifest", get(installable::manifest))
        .route("/sw.js", get(installable::service_worker))
        .route("/icon-192.png", get(|| installable::icon(192)))
        .route("/icon-512.png", get(|| installable::icon(512)))
        .route("/account/webhooks", post(webhooks::create))
        .route("/account/webhooks/delete", post(webhooks::delete))
        .route("/feeds/my/{file}", get(feeds::awaiting))
        .route("/account/export", get(account::export))
        .route("/account/delete", post(account::delete_account))
        .route("/account/mail/retry", post(mail_status::retry))
        .route("/watch", get(watch::show))
        .route("/lobby", get(lobby::show))
        .route(
            "/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/tournaments/new", get(tournaments::new_form))
        .route("/tournaments/{id}", get(tournament_page::show))
        .route(
            "/tournaments/{id}/crosstable.trf",
            get(tournament_files::trf),
        )
        .route("/tournaments/{id}/feed.atom", get(feeds::event))
        .route(
            "/tournaments/{id}/players/{username}/calendar.ics",
            get(tournament_files::calendar),
        )
        .route(
            "/tournaments/{id}/join",
            post(tournaments::join).get(tournaments::back_to_event),
        )
        .route(
            "/tournaments/{id}/leave",
            post(tournaments::leave).get(tournaments::back_to_event),
        )
        .route(
            "/tournaments/{id}/start",
            post(tournaments::start).get(tournaments::back_to_event),
        )
        .route(
            "/tournaments/{id}/rulings",
            post(tournaments::rule).get(tournaments::back_to_event),
        )
        .route("/lobby/events", get(live::lobby_events))
        .route("/players/{username}", get(players::profile))
        .route("/games/new", get(games::new_page))
        .route("/games", post(games::create))
        .route("/games/{id}", get(games::show))
        .route("/games/{id}/events", get(live::game_events))
        .route("/games/{id}/pgn", get(pgn::game))
        .route("/games/{id}/board.png", get(board_picture::png))
        .route("/games/{id}/feed.atom", get(feeds::game))
        .route(
            "/games/{id}/moves",
            post(games::submit_move).get(games::back_to_game),
        )
        .route(
            "/games/{id}/conditionals",
            post(desk::add_conditional).get(games::back_to_game),
        )
        .route(
            "/games/{id}/conditionals/{line}/cancel",
            post(desk::cancel_conditional),
        )
        .route(
            "/games/{id}/conversation",
            post(conversation::say).get(games::back_to_game),
        )
        .route(
            "/games/{id}/privacy",
            post(conversation::privacy).get(games::back_to_game),
        )
        .route(
            "/games/{id}/note",
            post(desk::save_note).get(games::back_to_game),
        )
        .route("/games/{id}/analysis", get(analysis::show))
        .route("/games/{id}/analyses/{player}", get(public_analysis::show))
        .route("/games/{id}/analysis/moves", post(analysis::play))
        .route("/games/{id}/analysis/import", post(analysis::import))
        .route("/games/{id}/analysis/note", post(analysis::note))
        .route("/games/{id}/analysis/publish", post(analysis::publish))
        .route("/games/{id}/analysis/delete", post(analysis::delete))
        .route(
            "/games/{id}/analysis/conditional",
            post(analysis::conditional),
        )
        .route("/vacation", get(vacation::show).post(vacation::start))
        .route("/vacation/end", post(vacation::end))
        .route(
            "/games/{id}/accept",
            post(invitations::accept).get(games::back_to_game),
        )
        .route(
            "/games/{id}/decline",
            post(invitations::decline).get(games::back_to_game),
        )
        .route(
            "/games/{id}/withdraw",
            post(invitations::withdraw).get(games::back_to_game),
        )
        .route("/invitations/{token}", get(invitations::show));
    let routes = agreements::routes(routes);
    let routes = match static_dir {
        Some(dir) => routes.nest_service("/static", ServeDir::new(dir)),
        None => routes.route("/static/{name}", get(assets::serve)),
    };
    // The editor's forms carry a whole definition: their body may be as long as the
    // longest definition the server takes, percent-encoded (up to three bytes for one),
    // with room for the rest of the form.
    let editor = Router::new()
        .route(
            "/variants/new",
            get(variant_editor::new_page).post(variant_editor::new_submit),
        )
        .route(
            "/variants/{owner}/{slug}/edit",
            get(variant_editor::edit_page).post(variant_editor::edit_submit),
        );
    let editor_bytes = state.app.definition_bytes() * 3 + csrf::MAX_FORM_BYTES;
    let pages = html_pages(
        routes.fallback(error::not_found),
        &state,
        csrf::MAX_FORM_BYTES,
    )
    .merge(html_pages(editor, &state, editor_bytes));
    // The JSON API beside the pages, not behind their anti-forgery check or HTML error
    // pages: it answers token-authenticated calls with JSON (see `api`).
    pages
        .merge(api::router(REQUEST_TIMEOUT))
        .merge(unsubscribe_router())
        .layer(CompressionLayer::new())
        .layer(axum::middleware::from_fn(security_headers::add))
        .layer(axum::middleware::from_fn(crate::log::access_log))
        .with_state(state)
}

/// Pages and their forms: error pages get the menu, forms are checked against forgery,
/// bodies are at most `max_bytes` (see `bounded_pages`).
fn html_pages(routes: Router<AppState>, state: &AppState, max_bytes: usize) -> Router<AppState> {
    let routes = routes
        // Innermost first: error pages get the menu, which needs the CSRF token for its
        // logout form; CSRF reads the (already size-limited) body.
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            error::with_menu,
        ))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(state.csrf.with_form_limit(max_bytes)),
            csrf::protect,
        ));
    bounded_pages_of(routes, max_bytes)
}

/// The one-click unsubscribe address, beside the pages but not behind their anti-forgery
/// check: a mail client posts it from its own servers, with no cookie and no form token
/// (RFC 8058); the signed token in the path is its authority (see
/// `handlers::unsubscribe`).
fn unsubscribe_router() -> Router<AppState> {
    use handlers::unsubscribe;
    bounded_pages(Router::new().route(
        "/unsubscribe/{token}",
        get(unsubscribe::show).post(unsubscribe::confirm),
    ))
}

/// What every HTML route has around it: a form-sized body limit, HTML error pages, and
/// the request timeout.
fn bounded_pages(routes: Router<AppState>) -> Router<AppState> {
    bounded_pages_of(routes, csrf::MAX_FORM_BYTES)
}

/// As `bounded_pages`, with bodies of at most `max_bytes`.
fn bounded_pages_of(routes: Router<AppState>, max_bytes: usize) -> Router<AppState> {
    routes
        .layer(DefaultBodyLimit::max(max_bytes))
        .layer(RequestBodyLimitLayer::new(max_bytes))
        .layer(axum::middleware::from_fn(error::html_errors))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
}
