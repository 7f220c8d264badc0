//! Request handlers, one module per resource.

pub mod account;
pub mod accounts;
pub mod address;
pub mod agreements;
pub mod analysis;
pub mod board_picture;
pub mod conversation;
pub mod desk;
pub mod feeds;
pub mod games;
pub mod invitations;
pub mod live;
pub mod lobby;
pub mod locale;
pub mod mail_status;
pub mod pages;
pub mod password_reset;
pub mod pgn;
pub mod players;
pub mod public_analysis;
pub mod push;
pub mod tournament_files;
pub mod tournament_page;
pub mod tournament_terms;
pub mod tournaments;
pub mod unsubscribe;
pub mod vacation;
pub mod variant_editor;
pub mod variants;
pub mod watch;
pub mod webhooks;

use super::csrf::CsrfToken;
use super::error::WebError;
use super::templates::Nav;
use crate::app::User;
use askama::Template;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use pigeonpost_i18n::Tr;

pub(crate) fn nav(user: Option<&User>, csrf: &CsrfToken) -> Nav {
    Nav {
        user: user.map(|u| u.username.clone()),
        csrf: csrf.0.clone(),
        tr: words(user, csrf),
        zone: user.map(|u| u.locale.zone.clone()).unwrap_or_default(),
    }
}

/// The language a page is written in for `user` (or a visitor): their account's
/// choice, else what their browser asks for.
pub(crate) fn words(user: Option<&User>, csrf: &CsrfToken) -> Tr {
    user.and_then(|u| u.locale.language.as_deref())
        .and_then(Tr::by_tag)
        .unwrap_or(csrf.1)
}

/// "Chess #12: ann vs bob", as lists of games name one, in `tr`'s words.
pub(crate) fn game_title(g: &crate::app::rules::record::GameRecord, tr: Tr) -> String {
    use pigeonpost_engine::Color;
    tr.with(
        "game-title",
        [
            (
                "variant",
                crate::app::rules::shared::name_in(tr, g.variant.key(), g.variant.name()).into(),
            ),
            ("id", g.row.id.to_string().into()),
            ("white", g.row.name(Color::White).into()),
            ("black", g.row.name(Color::Black).into()),
        ],
    )
}

/// Renders a page with a status.
pub(crate) fn page<T: Template>(status: StatusCode, t: &T) -> Result<Response, WebError> {
    let mut body = String::with_capacity(T::SIZE_HINT.max(PAGE_ROOM));
    t.render_into(&mut body)?;
    Ok((status, Html(body)).into_response())
}

/// Room made for a page before it is written: most pages fit (a game page of chess is
/// some 26 kB), so the text is not copied as it grows from the template's estimate.
const PAGE_ROOM: usize = 32 << 10;

/// After a successful POST: 303, so a refresh does not resubmit.
pub(crate) fn see_other(to: &str) -> Response {
    Redirect::to(to).into_response()
}
