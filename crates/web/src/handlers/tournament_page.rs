//! An event's page: its rules before anyone enters (the variants of its rounds, who is
//! invited), its entrants, then its standings and crosstable or its bracket, every game,
//! the organiser's form for rulings, and its notices.

use super::tournament_terms::{format_title, terms};
use super::tournaments::{status_words, tiebreak_name};
use super::{nav, page};
use crate::AppState;
use crate::app::rules::event_variants;
use crate::app::rules::knockout::Decision;
use crate::app::rules::rulings::{MAX_EXTENSION_DAYS, MAX_REASON};
use crate::app::tournaments::{BracketView, LegItem, MatchItem, SeatItem};
use crate::app::tournaments::{Cell, Event, EventPage, Row};
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebPath;
use crate::session::MaybeUser;
use crate::templates::Nav;
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus};
use pigeonpost_i18n::Tr;

/// A game of the event as its page lists it.
pub struct GameItem {
    pub id: i64,
    pub round: i64,
    pub board: i64,
    pub variant: String,
    pub white: String,
    pub black: String,
    /// The message naming its result (`result_words`).
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
    /// The message naming where the event stands.
    pub status: &'static str,
    pub open: bool,
    pub running: bool,
    pub terms: Vec<String>,
    /// A multi-variant event's variants, one a round in order: (round, variant key).
    pub round_variants: Vec<(i64, String)>,
    /// Where a running Swiss stands: "Round 3 of 5, paired past at ...".
    pub round_line: Option<String>,
    /// The tie-breaks' names, in order.
    pub tiebreaks: Vec<String>,
    pub entrants: Vec<String>,
    pub rows: Vec<Row>,
    /// The crosstable's columns: a round each, or a Basque pairing's two games.
    pub columns: Vec<String>,
    pub games: Vec<GameItem>,
    pub bracket: Option<BracketView>,
    pub notices: Vec<(String, String)>,
    pub is_organiser: bool,
    pub entered: bool,
    /// An invitation-only event's invitees, by name.
    pub invitees: Vec<String>,
    /// The event is open to the viewer (not invitation-only, or they were invited).
    pub invited: bool,
    pub max_extension_days: i64,
    pub max_reason: usize,
    /// A knockout: a level match is decided by its own rule, not by tie-breaks.
    pub knockout: bool,
}

impl ShowPage {
    /// "Swiss of chess, organised by ann: under way.", its links in place.
    pub fn status_line(&self) -> String {
        let tr = self.nav.tr;
        let status = tr.t(self.status);
        match self.round_variants.is_empty() {
            true => tr.html(
                "event-status-one-html",
                [
                    ("format", self.format.as_str().into()),
                    ("variant", self.variant.as_str().into()),
                    ("organiser", self.organiser.as_str().into()),
                    ("status", status.into()),
                ],
            ),
            false => tr.html(
                "event-status-rounds-html",
                [
                    ("format", self.format.as_str().into()),
                    ("count", self.round_variants.len().into()),
                    ("organiser", self.organiser.as_str().into()),
                    ("status", status.into()),
                ],
            ),
        }
    }

    /// "Round 2: <a href=...>shogi</a>", a round of a multi-variant event.
    pub fn round_variant_link(&self, round: &i64, key: &str) -> String {
        self.nav.tr.html(
            "event-round-variant-html",
            [("round", (*round).into()), ("key", key.into())],
        )
    }

    /// The tie-breaks' names, in order, as the language lists them.
    pub fn tiebreak_list(&self) -> String {
        self.tiebreaks.join(&self.nav.tr.t("event-list-separator"))
    }

    /// An entrant's calendar of their deadlines in the event.
    pub fn calendar_link(&self, username: &str) -> String {
        format!("/tournaments/{}/players/{username}/calendar.ics", self.id)
    }

    /// A crosstable cell: "+5w", "=3b", "-2w", "*4b" (being played), "x5w" (annulled),
    /// "bye 1".
    pub fn cell(&self, c: &Cell) -> String {
        let tr = self.nav.tr;
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
                let side = match colour {
                    pigeonpost_engine::Color::White => tr.t("event-cell-white"),
                    pigeonpost_engine::Color::Black => tr.t("event-cell-black"),
                };
                format!("{mark}{opponent}{side}")
            }
            Cell::Bye { half_points } => tr.t1("event-cell-bye", "points", points(*half_points)),
            Cell::None => String::new(),
        }
    }

    pub fn points(&self, half_points: &i64) -> String {
        points(*half_points)
    }

    /// A knockout round's name: "Final", "Semi-finals", "Quarter-finals", "Round 1".
    pub fn round_name(&self, round: &i64) -> String {
        let total = self.bracket.as_ref().map_or(0, |b| b.rounds.len() as i64);
        round_name(self.nav.tr, *round, total)
    }

    /// Whether `round` is the knockout's last.
    pub fn is_final(&self, round: &i64) -> bool {
        self.bracket
            .as_ref()
            .is_some_and(|b| b.rounds.len() as i64 == *round)
    }

    /// A side of a match: "ann (seed 1)", or who it waits for.
    pub fn seat(&self, s: &Option<SeatItem>, round: &i64) -> String {
        let tr = self.nav.tr;
        match s {
            Some(s) => tr.t2("event-seat", ("name", s.name.as_str()), ("seed", s.seed)),
            None if *round == 1 => tr.t("event-seat-bye"),
            None => tr.t("event-seat-waiting"),
        }
    }

    /// A match and its score: "ann (seed 1) against bob (seed 4): 1½-½.", as markup.
    pub fn match_line(&self, m: &MatchItem, round: &i64) -> String {
        let (high, low) = (self.seat(&m.high, round), self.seat(&m.low, round));
        match m.low.is_some() {
            true => self.nav.tr.html(
                "event-match-html",
                [
                    ("high", high.into()),
                    ("low", low.into()),
                    ("score", m.score.as_str().into()),
                ],
            ),
            false => self.nav.tr.html(
                "event-match-bye-html",
                [("high", high.into()), ("low", low.into())],
            ),
        }
    }

    /// How a match's winner went on: "on the tie-break games".
    pub fn decided(&self, how: &Decision) -> String {
        self.nav.tr.t1("event-decided", "how", how.code())
    }

    /// A match's game's result, as the message naming it.
    pub fn leg_result(&self, g: &LegItem) -> &'static str {
        match g.void {
            true => "event-result-void",
            false => result_words(g.status, g.winner),
        }
    }

    /// A game in the organiser's form: "Round 1, board 2: ann against bob (1-0)".
    pub fn game_option(&self, g: &GameItem) -> String {
        let tr = self.nav.tr;
        tr.with(
            "event-rule-option",
            [
                ("round", g.round.into()),
                ("board", g.board.into()),
                ("white", g.white.as_str().into()),
                ("black", g.black.as_str().into()),
                ("result", tr.t(g.result).into()),
            ],
        )
    }

    /// A multi-variant event's round's variant, as the bracket's round headings add it:
    /// ": shogi"; nothing in an event of one variant.
    pub fn round_variant(&self, round: &i64) -> String {
        let at = event_variants::position(*round, self.round_variants.len());
        match self.round_variants.get(at) {
            Some((_, key)) => self
                .nav
                .tr
                .t1("event-round-name-variant", "variant", key.as_str()),
            None => String::new(),
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

/// A knockout round's name, `round` of `rounds`: "Final", "Semi-finals", "Round 1".
fn round_name(tr: Tr, round: i64, rounds: i64) -> String {
    tr.t2(
        "event-round-name",
        ("left", rounds - round),
        ("round", round),
    )
}

/// The message naming a game's result: "1-0", "½-½", "being played".
fn result_words(status: GameStatus, winner: Option<pigeonpost_engine::Color>) -> &'static str {
    match (status, winner) {
        (GameStatus::Finished, Some(pigeonpost_engine::Color::White)) => "event-result-white",
        (GameStatus::Finished, Some(pigeonpost_engine::Color::Black)) => "event-result-black",
        (GameStatus::Finished, None) => "event-result-draw",
        _ => "event-result-being-played",
    }
}

fn points(half_points: i64) -> String {
    crate::app::tournaments::points(half_points)
}

/// Where a running Swiss stands: "Round 3 of 5, in shogi; the next is paired when its
/// games are over, or at ...".
fn round_line(nav: &Nav, e: &Event) -> Option<String> {
    if e.format != EventFormat::Swiss || e.status != EventStatus::Running {
        return None;
    }
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let variant = match e.round_variants.is_empty() {
        true => String::new(),
        false => e.variant_of_round(e.round).to_string(),
    };
    Some(
        nav.tr.with(
            "event-round-line",
            [
                ("round", e.round.into()),
                ("rounds", e.rounds.into()),
                ("in-variant", yes_no(!variant.is_empty()).into()),
                ("variant", variant.into()),
                ("paired-at", yes_no(e.round_deadline.is_some()).into()),
                (
                    "at",
                    e.round_deadline
                        .map(|at| nav.when(at))
                        .unwrap_or_default()
                        .into(),
                ),
            ],
        ),
    )
}

/// The crosstable's columns for `rounds`: a round each (with its variant in a
/// multi-variant event), or a Basque pairing's two games.
fn columns(tr: Tr, e: &Event, rounds: i64) -> Vec<String> {
    (1..=rounds)
        .flat_map(|r| {
            let round = match e.round_variants.is_empty() {
                true => tr.t1("event-column-round-number", "round", r),
                false => tr.t2(
                    "event-column-round-variant",
                    ("round", r),
                    ("variant", e.variant_of_round(r)),
                ),
            };
            match e.basque {
                true => [1, 2]
                    .map(|game| {
                        tr.t2(
                            "event-column-game",
                            ("round", round.as_str()),
                            ("game", game),
                        )
                    })
                    .to_vec(),
                false => vec![round],
            }
        })
        .collect()
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
            variant: g.variant.clone(),
            white: g.white.clone(),
            black: g.black.clone(),
            result: result_words(g.status, g.winner),
            annulled: g.annulled,
        })
        .collect();
    let nav = nav(user.as_ref(), &csrf);
    let tr = nav.tr;
    let show = ShowPage {
        id: e.id,
        name: e.name.clone(),
        organiser: e.organiser.clone(),
        format: format_title(tr, e),
        variant: e.variant.clone(),
        status: status_words(e.status),
        open: e.status == EventStatus::Signup,
        running: e.status == EventStatus::Running,
        terms: terms(&nav, e),
        round_variants: e
            .round_variants
            .iter()
            .enumerate()
            .map(|(i, v)| (i as i64 + 1, v.clone()))
            .collect(),
        round_line: round_line(&nav, e),
        tiebreaks: e.tiebreaks.iter().map(|t| tiebreak_name(tr, *t)).collect(),
        entrants: p
            .entrants
            .iter()
            .filter(|x| !x.withdrawn)
            .map(|x| x.name.clone())
            .collect(),
        rows: p.rows.clone(),
        columns: columns(tr, e, p.rounds as i64),
        games,
        bracket: p.bracket.clone(),
        notices: p
            .notices
            .iter()
            .map(|n| (nav.when(n.at), n.words.words(tr)))
            .collect(),
        is_organiser: p.is_organiser,
        entered: p.entered,
        invitees: p.invitees.clone(),
        invited: p.invited,
        max_extension_days: MAX_EXTENSION_DAYS,
        max_reason: MAX_REASON,
        knockout: e.format == EventFormat::Knockout,
        nav,
    };
    page(StatusCode::OK, &show)
}
