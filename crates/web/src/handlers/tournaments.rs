//! Events: the list, the organiser's form, an event's page (standings, crosstable, games,
//! notices), and entering, leaving and starting one.

use super::tournament_terms::{format_title, terms};
use super::{nav, page, see_other};
use crate::AppState;
use crate::app::AppError;
use crate::app::rules::clock_rules::{self, TimeControlFields};
use crate::app::rules::events::{MAX_ROUND_ROBIN, MAX_ROUNDS, MAX_SWISS, TermsFields, TieBreak};
use crate::app::rules::knockout::{MAX_KNOCKOUT, MAX_MATCH_GAMES};
use crate::app::rules::rulings::{MAX_EXTENSION_DAYS, MAX_REASON, Ruling};
use crate::app::tournaments::{BracketView, LegItem, SeatItem};
use crate::app::tournaments::{Cell, Event, EventPage, Row};
use crate::calendar::format_utc;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status};
use crate::extract::{WebForm, WebPath};
use crate::session::{MaybeUser, RequireUser};
use crate::templates::Nav;
use crate::templates::TimeControlForm;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus};
use serde::Deserialize;

/// An event as lists show it.
pub struct EventItem {
    pub id: i64,
    pub name: String,
    pub format: String,
    pub variant: String,
    pub organiser: String,
    pub entrants: i64,
    pub max_entrants: i64,
    pub status: &'static str,
}

impl EventItem {
    fn of(e: &Event) -> EventItem {
        EventItem {
            id: e.id,
            name: e.name.clone(),
            format: format_title(e),
            variant: e.variant.clone(),
            organiser: e.organiser.clone(),
            entrants: e.entrants,
            max_entrants: e.max_entrants,
            status: status_words(e.status),
        }
    }
}

fn status_words(s: EventStatus) -> &'static str {
    match s {
        EventStatus::Signup => "open for entries",
        EventStatus::Running => "under way",
        EventStatus::Finished => "over",
    }
}

#[derive(Template)]
#[template(path = "tournaments.html")]
pub struct ListPage {
    pub nav: Nav,
    pub events: Vec<EventItem>,
}

pub async fn list(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let events = state.app.tournaments().list().await?;
    let p = ListPage {
        nav: nav(user.as_ref(), &csrf),
        events: events.iter().map(EventItem::of).collect(),
    };
    page(StatusCode::OK, &p)
}

/// The organiser's form, as sent (kept to show it again with what was wrong).
#[derive(Deserialize, Default, Clone)]
pub struct NewEventForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    format: String,
    #[serde(default)]
    variant: String,
    #[serde(default)]
    rated: Option<String>,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    max_entrants: String,
    #[serde(default)]
    round_days: String,
    #[serde(default)]
    tiebreaks: String,
    #[serde(default)]
    min_rating: String,
    #[serde(default)]
    min_games: String,
    #[serde(default)]
    standing_plies: String,
    #[serde(default)]
    max_timeouts: String,
    /// "2026-03-01T18:30" (UTC), as a date-and-time field sends it; empty: by hand.
    #[serde(default)]
    starts_at: String,
    #[serde(default)]
    match_games: String,
    #[serde(default)]
    match_tiebreak: String,
    #[serde(default)]
    basque: Option<String>,
    #[serde(flatten)]
    tc: TimeControlForm,
}

#[derive(Template)]
#[template(path = "tournament_new.html")]
pub struct NewPage {
    pub nav: Nav,
    pub error: Option<String>,
    pub form: NewEventForm,
    /// The time-control fields as typed.
    pub tc: TimeControlFields,
    pub tiebreaks: Vec<(&'static str, &'static str)>,
    pub max_round_robin: i64,
    pub max_swiss: i64,
    pub max_rounds: i64,
    pub max_knockout: i64,
    pub max_match_games: i64,
}

fn new_page(nav: Nav, error: Option<String>, form: NewEventForm) -> NewPage {
    NewPage {
        nav,
        error,
        tc: form.tc.fields(),
        form,
        tiebreaks: TieBreak::ALL
            .iter()
            .map(|t| (t.code(), t.title()))
            .collect(),
        max_round_robin: MAX_ROUND_ROBIN,
        max_swiss: MAX_SWISS,
        max_rounds: MAX_ROUNDS,
        max_knockout: MAX_KNOCKOUT,
        max_match_games: MAX_MATCH_GAMES,
    }
}

pub async fn new_form(
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let form = NewEventForm {
        format: "round_robin".into(),
        variant: "chess".into(),
        tiebreaks: "sb,win".into(),
        standing_plies: "2".into(),
        ..NewEventForm::default()
    };
    page(
        StatusCode::OK,
        &new_page(nav(Some(&user), &csrf), None, form),
    )
}

pub async fn create(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    WebForm(form): WebForm<NewEventForm>,
) -> Result<Response, WebError> {
    let tc = form.tc.fields();
    let fields = TermsFields {
        name: form.name.clone(),
        format: form.format.clone(),
        variant: form.variant.clone(),
        rated: form.rated.is_some(),
        rounds: form.rounds.clone(),
        max_entrants: form.max_entrants.clone(),
        round_days: form.round_days.clone(),
        tiebreaks: vec![form.tiebreaks.clone()],
        min_rating: form.min_rating.clone(),
        min_games: form.min_games.clone(),
        standing_plies: form.standing_plies.clone(),
        max_timeouts: form.max_timeouts.clone(),
        starts_at: form.starts_at.clone(),
        match_games: form.match_games.clone(),
        match_tiebreak: form.match_tiebreak.clone(),
        basque: form.basque.is_some(),
    };
    let created = match clock_rules::parse(&tc).and_then(|tc| fields.terms(tc)) {
        Ok(terms) => state.app.tournaments().create(&user, &terms).await,
        Err(e) => Err(e),
    };
    match created {
        Ok(id) => Ok(see_other(&format!("/tournaments/{id}"))),
        // The form is shown again with the organiser's choices and what was wrong.
        Err(
            e @ (AppError::Invalid(_)
            | AppError::NotFound(_)
            | AppError::Forbidden(_)
            | AppError::Conflict(_)),
        ) => page(
            app_status(&e),
            &new_page(nav(Some(&user), &csrf), Some(e.to_string()), form),
        ),
        Err(e) => Err(e.into()),
    }
}

/// A game of the event as its page lists it.
pub struct GameItem {
    pub id: i64,
    pub round: i64,
    pub board: i64,
    pub white: String,
    pub black: String,
    pub result: &'static str,
    pub annulled: bool,
}

#[derive(Template)]
#[template(path = "tournament.html")]
pub struct ShowPage {
    pub nav: Nav,
    pub id: i64,
    pub name: String,
    pub organiser: String,
    pub format: String,
    pub variant: String,
    pub status: &'static str,
    pub open: bool,
    pub running: bool,
    pub terms: Vec<String>,
    /// Where a running Swiss stands: "Round 3 of 5, paired past at ...".
    pub round_line: Option<String>,
    pub tiebreaks: Vec<&'static str>,
    pub entrants: Vec<String>,
    pub rows: Vec<Row>,
    /// The crosstable's columns: a round each, or a Basque pairing's two games.
    pub columns: Vec<String>,
    pub games: Vec<GameItem>,
    pub bracket: Option<BracketView>,
    pub notices: Vec<(String, String)>,
    pub is_organiser: bool,
    pub entered: bool,
    pub max_extension_days: i64,
    pub max_reason: usize,
    /// A knockout: a level match is decided by its own rule, not by tie-breaks.
    pub knockout: bool,
}

impl ShowPage {
    /// A crosstable cell: "+5w", "=3b", "-2w", "*4b" (being played), "(annulled)", "bye".
    pub fn cell(&self, c: &Cell) -> String {
        match c {
            Cell::Game {
                opponent,
                colour,
                half_points,
                annulled,
                ..
            } => {
                let mark = match (annulled, half_points) {
                    (true, _) => "x",
                    (false, Some(2)) => "+",
                    (false, Some(1)) => "=",
                    (false, Some(_)) => "-",
                    (false, None) => "*",
                };
                let side = colour.name().chars().next().unwrap_or('?');
                format!("{mark}{opponent}{side}")
            }
            Cell::Bye { half_points } => format!("bye {}", points(*half_points)),
            Cell::None => String::new(),
        }
    }

    pub fn points(&self, half_points: &i64) -> String {
        points(*half_points)
    }

    /// A knockout round's name: "Final", "Semi-finals", "Quarter-finals", "Round 1".
    pub fn round_name(&self, round: &i64) -> String {
        let total = self.bracket.as_ref().map_or(0, |b| b.rounds.len() as i64);
        crate::app::rules::knockout::round_name(*round, total)
    }

    /// A side of a match: "ann (seed 1)", or who it waits for.
    pub fn seat(&self, s: &Option<SeatItem>, round: &i64) -> String {
        match s {
            Some(s) => format!("{} (seed {})", s.name, s.seed),
            None if *round == 1 => "a bye".into(),
            None => "the winner of a match still being played".into(),
        }
    }

    /// A match's game's result: "1-0", "being played", "aborted: played again".
    pub fn leg_result(&self, g: &LegItem) -> &'static str {
        match (g.void, g.status, g.winner) {
            (true, _, _) => "counts for nothing: played again",
            (false, GameStatus::Finished, Some(pigeonpost_engine::Color::White)) => "1-0",
            (false, GameStatus::Finished, Some(pigeonpost_engine::Color::Black)) => "0-1",
            (false, GameStatus::Finished, None) => "½-½",
            _ => "being played",
        }
    }

    pub fn value(&self, v: &f64) -> String {
        if v.fract() == 0.0 {
            format!("{v:.0}")
        } else {
            format!("{v}")
        }
    }
}

fn points(half_points: i64) -> String {
    crate::app::tournaments::points(half_points)
}

pub async fn show(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let p: EventPage = state.app.tournaments().page(id, user.as_ref()).await?;
    let e = &p.event;
    let games = p
        .games
        .iter()
        .map(|g| GameItem {
            id: g.game_id,
            round: g.round,
            board: g.board,
            white: g.white.clone(),
            black: g.black.clone(),
            result: match (g.status, g.winner) {
                (GameStatus::Finished, Some(pigeonpost_engine::Color::White)) => "1-0",
                (GameStatus::Finished, Some(pigeonpost_engine::Color::Black)) => "0-1",
                (GameStatus::Finished, None) => "½-½",
                _ => "being played",
            },
            annulled: g.annulled,
        })
        .collect();
    let show = ShowPage {
        nav: nav(user.as_ref(), &csrf),
        id: e.id,
        name: e.name.clone(),
        organiser: e.organiser.clone(),
        format: format_title(e),
        variant: e.variant.clone(),
        status: status_words(e.status),
        open: e.status == EventStatus::Signup,
        running: e.status == EventStatus::Running,
        terms: terms(e),
        round_line: (e.format == EventFormat::Swiss && e.status == EventStatus::Running).then(
            || {
                let mut line = format!("Round {} of {}", e.round, e.rounds);
                if let Some(at) = e.round_deadline {
                    line.push_str(&format!(
                        "; the next is paired when its games are over, or at {}",
                        format_utc(at)
                    ));
                }
                line
            },
        ),
        tiebreaks: e.tiebreaks.iter().map(|t| t.title()).collect(),
        entrants: p
            .entrants
            .iter()
            .filter(|x| !x.withdrawn)
            .map(|x| x.name.clone())
            .collect(),
        rows: p.rows.clone(),
        columns: (1..=p.rounds)
            .flat_map(|r| match e.basque {
                true => vec![format!("Round {r}, game 1"), format!("Round {r}, game 2")],
                false => vec![format!("Round {r}")],
            })
            .collect(),
        games,
        bracket: p.bracket.clone(),
        notices: p
            .notices
            .iter()
            .map(|(at, text)| (format_utc(*at), text.clone()))
            .collect(),
        is_organiser: p.is_organiser,
        entered: p.entered,
        max_extension_days: MAX_EXTENSION_DAYS,
        max_reason: MAX_REASON,
        knockout: e.format == EventFormat::Knockout,
    };
    page(StatusCode::OK, &show)
}

pub async fn join(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.tournaments().join(&user, id).await?;
    Ok(see_other(&format!("/tournaments/{id}")))
}

pub async fn leave(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.tournaments().leave(&user, id).await?;
    Ok(see_other(&format!("/tournaments/{id}")))
}

pub async fn start(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    state.app.tournaments().start(&user, id).await?;
    Ok(see_other(&format!("/tournaments/{id}")))
}

/// The organiser's ruling on a game, as sent.
#[derive(Deserialize)]
pub struct RulingForm {
    #[serde(default)]
    game: String,
    #[serde(default)]
    ruling: String,
    #[serde(default)]
    days: String,
    #[serde(default)]
    reason: String,
}

pub async fn rule(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<RulingForm>,
) -> Result<Response, WebError> {
    let game = form
        .game
        .trim()
        .parse::<i64>()
        .map_err(|_| AppError::Invalid("choose the game to rule on".into()))?;
    let ruling = Ruling::parse(&form.ruling, &form.days)?;
    state
        .app
        .tournaments()
        .rule(&user, id, game, ruling, &form.reason)
        .await?;
    Ok(see_other(&format!("/tournaments/{id}")))
}

/// A GET of an event's form address (a bookmark, a reload after a refused POST): back to
/// the event.
pub async fn back_to_event(WebPath(id): WebPath<i64>) -> Response {
    see_other(&format!("/tournaments/{id}"))
}

/// The crosstable as a TRF16 file (FIDE's tournament report format), for the arbiters'
/// and rating officers' programs.
pub async fn trf(
    State(state): State<AppState>,
    WebPath(id): WebPath<i64>,
) -> Result<Response, WebError> {
    let (_, text) = state.app.tournaments().trf(id).await?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"event-{id}.trf\""),
            ),
        ],
        text,
    )
        .into_response())
}
