//! The lobby: open invitations with their terms, for anyone to take; filtered by variant,
//! time control and rated. Taking one is accepting its invitation (`invitations::accept`).

use super::{nav, page};
use crate::AppState;
use crate::app::play::lobby::{Filter, LOBBY_PAGE, LobbySeek};
use crate::app::rules::clock_rules::ClockRules;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebQuery;
use crate::session::MaybeUser;
use crate::templates::{LiveLink, Nav};
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_engine::{Color, Family};
use serde::Deserialize;

#[derive(Deserialize, Default)]
pub struct LobbyQuery {
    #[serde(default)]
    pub variant: String,
    /// A family's key (`Family::all`).
    #[serde(default)]
    pub family: String,
    /// "none", "move" or "bank".
    #[serde(default)]
    pub time_control: String,
    /// "rated" or "casual".
    #[serde(default)]
    pub rated: String,
}

impl LobbyQuery {
    /// The filter, with anything unknown read as "any" (a filter is a view, not a
    /// change).
    pub fn filter(&self) -> Filter {
        Filter {
            variant: self.variant.clone(),
            family: self.family.clone(),
            time_control: self.time_control.clone(),
            rated: match self.rated.as_str() {
                "rated" => Some(true),
                "casual" => Some(false),
                _ => None,
            },
        }
    }
}

/// A seek as the lobby page and the API show it.
pub struct LobbyItem {
    pub id: i64,
    pub variant: String,
    pub variant_name: String,
    /// The variant's family: its key and name.
    pub family: String,
    pub family_name: String,
    pub poster: String,
    pub poster_rating: Option<i64>,
    pub poster_provisional: bool,
    /// The colour whoever accepts plays.
    pub color: Option<Color>,
    pub rated: bool,
    pub time_control: String,
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub message: String,
    pub expires_at: i64,
}

impl LobbyItem {
    pub fn of(s: &LobbySeek) -> LobbyItem {
        let row = &s.game.row;
        LobbyItem {
            id: row.id,
            variant: row.variant.clone(),
            variant_name: s.game.variant.name().to_string(),
            family: s.game.variant.family().key.clone(),
            family_name: s.game.variant.family().name.clone(),
            poster: row.creator.name.clone(),
            poster_rating: s.poster.map(|p| p.rounded()),
            poster_provisional: s.poster.is_none_or(|p| p.provisional()),
            color: Color::BOTH.into_iter().find(|&c| row.seat(c).is_none()),
            rated: row.rated,
            time_control: row.time_control.describe(),
            min_rating: s.min_rating,
            max_rating: s.max_rating,
            message: s.message.clone(),
            expires_at: s.expires_at,
        }
    }
}

#[derive(Template)]
#[template(path = "lobby.html")]
pub struct LobbyPage {
    pub nav: Nav,
    pub variant: String,
    pub family: String,
    /// Every family, to filter by: (key, name).
    pub families: Vec<(String, String)>,
    pub time_control: String,
    pub rated: String,
    pub seeks: Vec<LobbyItem>,
    /// The viewer's name: their own seeks are shown without an Accept button.
    pub viewer: Option<String>,
    /// The list is cut at `LOBBY_PAGE`: older seeks are reached by filtering.
    pub more: bool,
    pub live: LiveLink,
}

impl LobbyPage {
    /// When `s` lapses, on the reader's clock.
    fn expires(&self, s: &LobbyItem) -> String {
        self.nav.when(s.expires_at)
    }

    /// What the Accept button of `s` says to a screen reader.
    fn accept_label(&self, s: &LobbyItem) -> String {
        self.nav.tr.t2(
            "lobby-accept-label",
            ("poster", s.poster.as_str()),
            ("variant", s.variant_name.as_str()),
        )
    }

    /// Who may accept `s`, by rating: "1500 to 1800", "from 1500", "up to 1800", or
    /// "anyone".
    fn range(&self, s: &LobbyItem) -> String {
        let tr = self.nav.tr;
        match (s.min_rating, s.max_rating) {
            (Some(low), Some(high)) => tr.t2("lobby-range-between", ("low", low), ("high", high)),
            (Some(low), None) => tr.t1("lobby-range-from", "low", low),
            (None, Some(high)) => tr.t1("lobby-range-up-to", "high", high),
            (None, None) => tr.t("lobby-range-anyone"),
        }
    }
}

pub async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebQuery(q): WebQuery<LobbyQuery>,
) -> Result<Response, WebError> {
    // The version first: a change meanwhile makes the stream send a newer one at once.
    let version = state.app.play().lobby_version().await?;
    let seeks = state.app.play().lobby(&q.filter(), LOBBY_PAGE).await?;
    let query = serde_urlencoded::to_string([
        ("variant", q.variant.trim()),
        ("family", q.family.trim()),
        ("time_control", q.time_control.as_str()),
        ("rated", q.rated.as_str()),
    ])
    .unwrap_or_default();
    let p = LobbyPage {
        nav: nav(user.as_ref(), &csrf),
        variant: q.variant.trim().to_string(),
        family: q.family.trim().to_string(),
        families: Family::all()
            .iter()
            .map(|f| (f.key.clone(), f.name.clone()))
            .collect(),
        time_control: q.time_control.clone(),
        rated: q.rated.clone(),
        seeks: seeks.iter().map(LobbyItem::of).collect(),
        viewer: user.map(|u| u.username),
        more: seeks.len() as i64 >= LOBBY_PAGE,
        live: LiveLink::lobby(version, format!("/lobby?{query}")),
    };
    page(StatusCode::OK, &p)
}
