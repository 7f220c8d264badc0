//! Players' profiles (`/players/NAME`) and the leaderboards of each variant's pool
//! (`/variants/KEY/leaderboard`).

use super::{nav, page};
use crate::AppState;
use crate::app::players::leaderboards::{ACTIVE_DAYS, Leaderboard};
use crate::app::players::profiles::{ArchiveQuery, PoolRating, Profile};
use crate::app::rules::ratings::PROVISIONAL_DEVIATION;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::{WebPath, WebQuery};
use crate::rating_chart;
use crate::session::MaybeUser;
use crate::templates::Nav;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize, Default)]
pub struct ProfileQuery {
    #[serde(default)]
    variant: String,
    #[serde(default)]
    result: String,
    #[serde(default)]
    colour: String,
    #[serde(default)]
    opponent: String,
    #[serde(default)]
    rated: String,
    #[serde(default)]
    from: String,
    #[serde(default)]
    until: String,
    page: Option<i64>,
}

impl ProfileQuery {
    fn archive(&self) -> ArchiveQuery {
        ArchiveQuery {
            variant: self.variant.clone(),
            result: self.result.clone(),
            colour: self.colour.clone(),
            opponent: self.opponent.clone(),
            rated: self.rated.clone(),
            from: self.from.clone(),
            until: self.until.clone(),
            page: self.page.unwrap_or(1),
        }
    }

    /// The query string of these filters at `page`, for the paging links.
    fn at_page(&self, page: i64) -> String {
        let pairs = [
            ("variant", &self.variant),
            ("result", &self.result),
            ("colour", &self.colour),
            ("opponent", &self.opponent),
            ("rated", &self.rated),
            ("from", &self.from),
            ("until", &self.until),
        ];
        let mut q = form_urlencoded::Serializer::new(String::new());
        for (k, v) in pairs {
            if !v.is_empty() {
                q.append_pair(k, v);
            }
        }
        q.append_pair("page", &page.to_string());
        q.finish()
    }
}

/// One pool's rating as the profile shows it.
pub struct RatingItem {
    pub pool: String,
    pub variant_name: String,
    pub shown: String,
    pub deviation: i64,
    pub games: i64,
    pub chart: String,
    /// The chart's points as a table: day, rating, opponent, result, game.
    pub rows: Vec<(String, i64, String, String, i64)>,
}

/// The day of `secs` on the reader's calendar, as their language writes a date.
fn day(reader: &Nav, secs: i64) -> String {
    reader.tr.date(&reader.zone.civil(secs))
}

fn rating_item(r: &PoolRating, reader: &Nav) -> RatingItem {
    let tr = reader.tr;
    let title = tr.t1("profile-chart-title", "variant", r.variant_name.as_str());
    RatingItem {
        chart: rating_chart::svg(
            &r.history,
            &title,
            &format!("chart-{}", r.pool.replace('/', "-")),
            &|secs| day(reader, secs),
        ),
        rows: r
            .history
            .iter()
            .map(|p| {
                let result = match p.score {
                    s if s > 0.75 => "profile-result-won",
                    s if s < 0.25 => "profile-result-lost",
                    _ => "profile-result-drawn",
                };
                (
                    day(reader, p.at),
                    p.rating.round() as i64,
                    p.opponent.clone(),
                    tr.t(result),
                    p.game_id,
                )
            })
            .collect(),
        pool: r.pool.clone(),
        variant_name: r.variant_name.clone(),
        shown: r.rating.shown(),
        deviation: r.rating.deviation.round() as i64,
        games: r.rating.games,
    }
}

/// A game of the profile's lists.
pub struct GameItem {
    pub id: i64,
    pub title: String,
    pub result: String,
    pub rated: bool,
    pub ended: String,
}

#[derive(Template)]
#[template(path = "profile.html")]
pub struct ProfilePage {
    pub nav: Nav,
    pub name: String,
    pub member_since: String,
    pub is_viewer: bool,
    pub ratings: Vec<RatingItem>,
    pub playing: Vec<GameItem>,
    pub games: Vec<GameItem>,
    pub page: i64,
    pub previous: Option<String>,
    pub next: Option<String>,
    pub head_to_head: Option<(i64, i64, i64)>,
    pub variants: Vec<(String, String)>,
    /// The archive's filters as typed, for the form.
    pub q: ProfileQuery,
}

impl ProfilePage {
    /// The viewer's games against this player, won, drawn and lost, if they have any.
    fn head_to_head_words(&self) -> Option<String> {
        let (won, drawn, lost) = self.head_to_head?;
        Some(self.nav.tr.with(
            "profile-head-to-head",
            [
                ("name", self.name.as_str().into()),
                ("won", won.into()),
                ("drawn", drawn.into()),
                ("lost", lost.into()),
            ],
        ))
    }
}

fn game_item(g: &crate::app::rules::record::GameRecord, reader: &Nav) -> GameItem {
    let row = &g.row;
    GameItem {
        id: row.id,
        title: super::game_title(g, reader.tr),
        result: row
            .result_in(reader.tr)
            .map(|(_, text)| text)
            .unwrap_or_default(),
        rated: row.rated,
        ended: day(reader, row.updated_at),
    }
}

pub async fn profile(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath(name): WebPath<String>,
    WebQuery(q): WebQuery<ProfileQuery>,
) -> Result<Response, WebError> {
    let p: Profile = state
        .app
        .players()
        .profile(&name, user.as_ref(), &q.archive())
        .await?;
    let page_of = |n: i64| format!("/players/{}?{}#games", p.name, q.at_page(n));
    let reader = nav(user.as_ref(), &csrf);
    let page = ProfilePage {
        member_since: day(&reader, p.member_since),
        is_viewer: p.is_viewer,
        ratings: p.ratings.iter().map(|r| rating_item(r, &reader)).collect(),
        playing: p.playing.iter().map(|g| game_item(g, &reader)).collect(),
        games: p
            .archive
            .games
            .iter()
            .map(|g| game_item(g, &reader))
            .collect(),
        page: p.archive.page,
        previous: (p.archive.page > 1).then(|| page_of(p.archive.page - 1)),
        next: p.archive.more.then(|| page_of(p.archive.page + 1)),
        head_to_head: p.head_to_head,
        variants: p.variants.clone(),
        q,
        name: p.name,
        nav: reader,
    };
    super::page(StatusCode::OK, &page)
}

#[derive(Template)]
#[template(path = "leaderboard.html")]
pub struct LeaderboardPage {
    pub nav: Nav,
    pub pool: String,
    pub variant_name: String,
    /// Place, name, rating, deviation, games, last played.
    pub leaders: Vec<(usize, String, i64, i64, i64, String)>,
    pub max_deviation: i64,
    pub active_days: i64,
    pub results: i64,
    /// The Brier score, written with three decimals.
    pub brier: Option<String>,
}

impl LeaderboardPage {
    /// Who the board lists.
    fn intro_html(&self) -> String {
        self.nav.tr.html(
            "leaders-intro-html",
            [
                ("deviation", self.max_deviation.into()),
                ("pool", self.pool.as_str().into()),
                ("variant", self.variant_name.as_str().into()),
                ("days", self.active_days.into()),
            ],
        )
    }

    /// How well the pool's ratings foretold its results (`brier`, as written).
    fn brier_html(&self, brier: &str) -> String {
        self.nav.tr.html(
            "leaders-brier-html",
            [("results", self.results.into()), ("brier", brier.into())],
        )
    }
}

/// `/variants/KEY/leaderboard`, and for a player's variant
/// `/variants/OWNER/SLUG/leaderboard`.
pub async fn leaderboard(
    state: AppState,
    user: Option<crate::app::User>,
    csrf: CsrfToken,
    pool: &str,
) -> Result<Response, WebError> {
    let b: Leaderboard = state.app.players().leaderboard(pool).await?;
    let reader = nav(user.as_ref(), &csrf);
    let point = reader.tr.t("leaders-decimal-point");
    let p = LeaderboardPage {
        leaders: b
            .leaders
            .iter()
            .enumerate()
            .map(|(i, (name, r))| {
                (
                    i + 1,
                    name.clone(),
                    r.rounded(),
                    r.deviation.round() as i64,
                    r.games,
                    reader.when(r.rated_at),
                )
            })
            .collect(),
        max_deviation: PROVISIONAL_DEVIATION as i64,
        active_days: ACTIVE_DAYS,
        results: b.results,
        brier: b.brier.map(|x| format!("{x:.3}").replace('.', &point)),
        pool: b.pool,
        variant_name: b.variant_name,
        nav: reader,
    };
    page(StatusCode::OK, &p)
}

/// `/variants/KEY/leaderboard`: a built-in's leaderboard, or else the page of a player's
/// variant whose key is "leaderboard" (`/variants/OWNER/leaderboard`), which the same
/// address names.
pub async fn builtin_leaderboard(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath(key): WebPath<String>,
) -> Result<Response, WebError> {
    if pigeonpost_engine::registry::get(&key).is_some() {
        return leaderboard(state, user, csrf, &key).await;
    }
    super::variants::player(
        State(state),
        MaybeUser(user),
        csrf,
        WebPath((key, "leaderboard".to_string())),
        WebQuery(Default::default()),
    )
    .await
}

pub async fn player_variant_leaderboard(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath((owner, slug)): WebPath<(String, String)>,
) -> Result<Response, WebError> {
    leaderboard(state, user, csrf, &format!("{owner}/{slug}")).await
}
