//! Events: the list, the organiser's form, and entering, leaving, starting one and
//! ruling on its games (its page is `tournament_page`, its files `tournament_files`).

use super::tournament_terms::format_title;
use super::{nav, page, see_other, words};
use crate::AppState;
use crate::app::AppError;
use crate::app::rules::clock_rules::{self, TimeControlFields};
use crate::app::rules::event_variants;
use crate::app::rules::events::{MAX_ROUND_ROBIN, MAX_ROUNDS, MAX_SWISS, TermsFields, TieBreak};
use crate::app::rules::knockout::{MAX_KNOCKOUT, MAX_MATCH_GAMES};
use crate::app::rules::rulings::Ruling;
use crate::app::tournaments::Event;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status};
use crate::extract::{WebForm, WebPath};
use crate::session::{MaybeUser, RequireUser};
use crate::templates::Nav;
use crate::templates::TimeControlForm;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_domain::EventStatus;
use pigeonpost_i18n::{Said, Tr};
use serde::Deserialize;

/// An event as lists show it.
pub struct EventItem {
    pub id: i64,
    pub name: String,
    pub format: String,
    /// Its variant, or its variants one a round.
    pub variants: Vec<String>,
    pub organiser: String,
    pub entrants: i64,
    pub max_entrants: i64,
    /// The message naming where it stands (`status_words`).
    pub status: &'static str,
}

impl EventItem {
    fn of(tr: Tr, e: &Event) -> EventItem {
        EventItem {
            id: e.id,
            name: e.name.clone(),
            format: format_title(tr, e),
            variants: match e.round_variants.is_empty() {
                true => vec![e.variant.clone()],
                false => e.round_variants.clone(),
            },
            organiser: e.organiser.clone(),
            entrants: e.entrants,
            max_entrants: e.max_entrants,
            status: status_words(e.status),
        }
    }
}

/// The message that says where an event stands: "open for entries", "under way", "over".
pub(super) fn status_words(s: EventStatus) -> &'static str {
    match s {
        EventStatus::Signup => "event-status-signup",
        EventStatus::Running => "event-status-running",
        EventStatus::Finished => "event-status-finished",
    }
}

/// A tie-break's name as `tr` writes it ("Sonneborn-Berger", "Games won").
pub(super) fn tiebreak_name(tr: Tr, t: TieBreak) -> String {
    tr.t1("event-tiebreak", "code", t.code())
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
    let nav = nav(user.as_ref(), &csrf);
    let p = ListPage {
        events: events.iter().map(|e| EventItem::of(nav.tr, e)).collect(),
        nav,
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
    /// "2026-03-01T18:30" on the organiser's clock, as a date-and-time field sends it;
    /// empty: by hand.
    #[serde(default)]
    starts_at: String,
    #[serde(default)]
    match_games: String,
    #[serde(default)]
    match_tiebreak: String,
    #[serde(default)]
    basque: Option<String>,
    /// The only players who may enter, by name; empty: anyone.
    #[serde(default)]
    invitees: String,
    /// Days of leave, "none", or empty: the players' yearly vacation allowance.
    #[serde(default)]
    leave_days: String,
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
    /// Each tie-break's code and its name.
    pub tiebreaks: Vec<(&'static str, String)>,
    pub max_round_robin: i64,
    pub max_swiss: i64,
    pub max_rounds: i64,
    pub max_knockout: i64,
    pub max_match_games: i64,
    pub max_variants: usize,
}

impl NewPage {
    /// The start time's label, with the zone the time is read in.
    fn starts_at_label(&self) -> String {
        self.nav
            .tr
            .t1("event-new-starts-at", "zone", self.nav.zone.label())
    }

    /// What a time the clocks pass twice or skip means: said only where the zone has
    /// such times (UTC has none).
    fn starts_at_hint(&self) -> Option<String> {
        self.nav
            .zone
            .name()
            .map(|zone| self.nav.tr.t1("event-new-starts-at-hint", "zone", zone))
    }

    /// The limits on entrants of each format, and their defaults.
    fn max_entrants_label(&self) -> String {
        self.nav.tr.with(
            "event-new-max-entrants",
            [
                ("round-robin", self.max_round_robin.into()),
                ("swiss", self.max_swiss.into()),
                ("knockout", self.max_knockout.into()),
            ],
        )
    }
}

fn new_page(nav: Nav, error: Option<String>, form: NewEventForm) -> NewPage {
    NewPage {
        tiebreaks: TieBreak::ALL
            .iter()
            .map(|t| (t.code(), tiebreak_name(nav.tr, *t)))
            .collect(),
        nav,
        error,
        tc: form.tc.fields(),
        form,
        max_round_robin: MAX_ROUND_ROBIN,
        max_swiss: MAX_SWISS,
        max_rounds: MAX_ROUNDS,
        max_knockout: MAX_KNOCKOUT,
        max_match_games: MAX_MATCH_GAMES,
        max_variants: event_variants::MAX_VARIANTS,
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
        invitees: form.invitees.clone(),
        leave_days: form.leave_days.clone(),
    };
    let created = match clock_rules::parse(&tc).and_then(|tc| fields.terms(tc, &user.locale.zone)) {
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
            &new_page(
                nav(Some(&user), &csrf),
                Some(e.words(words(Some(&user), &csrf))),
                form,
            ),
        ),
        Err(e) => Err(e.into()),
    }
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
        .map_err(|_| AppError::Invalid(Said::new("refused-ruling-choose-game")))?;
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
