//! The watch page: games being played now and finished lately, with their boards, for
//! anyone; filtered by variant and player.

use super::{game_title, nav, page};
use crate::AppState;
use crate::app::rules::record::GameRecord;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebQuery;
use crate::session::MaybeUser;
use crate::templates::Nav;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_i18n::Tr;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct WatchQuery {
    #[serde(default)]
    variant: String,
    #[serde(default)]
    player: String,
}

/// A game as the watch page lists it.
pub struct WatchItem {
    pub id: i64,
    pub title: String,
    pub ply: i64,
    /// The result in words, once finished.
    pub result: Option<String>,
}

/// One list of the page.
pub struct WatchList {
    pub id: &'static str,
    pub heading: String,
    pub games: Vec<WatchItem>,
}

#[derive(Template)]
#[template(path = "watch.html")]
pub struct WatchPage {
    pub nav: Nav,
    pub variant: String,
    pub player: String,
    pub lists: Vec<WatchList>,
}

pub async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebQuery(q): WebQuery<WatchQuery>,
) -> Result<Response, WebError> {
    let watched = state
        .app
        .play()
        .games_to_watch(&q.variant, &q.player)
        .await?;
    let nav = nav(user.as_ref(), &csrf);
    let tr = nav.tr;
    let p = WatchPage {
        nav,
        variant: q.variant.trim().to_string(),
        player: q.player.trim().to_string(),
        lists: vec![
            WatchList {
                id: "playing",
                heading: tr.t("watch-playing"),
                games: watched.playing.iter().map(|g| item(g, tr)).collect(),
            },
            WatchList {
                id: "finished",
                heading: tr.t("watch-finished"),
                games: watched.finished.iter().map(|g| item(g, tr)).collect(),
            },
        ],
    };
    page(StatusCode::OK, &p)
}

fn item(g: &GameRecord, tr: Tr) -> WatchItem {
    let row = &g.row;
    WatchItem {
        id: row.id,
        title: game_title(g, tr),
        ply: row.ply,
        result: row.result_in(tr).map(|(_, text)| text),
    }
}
