//! An event's page: its rules before anyone enters (the variants of its rounds, who is
//! invited), its entrants, then its standings and crosstable or its bracket, every game,
//! the organiser's form for rulings, and its notices.

use super::tournament_terms::{format_title, terms};
use super::tournaments::status_words;
use super::{nav, page};
use crate::AppState;
use crate::app::rules::event_variants;
use crate::app::rules::rulings::{MAX_EXTENSION_DAYS, MAX_REASON};
use crate::app::tournaments::{BracketView, LegItem, SeatItem};
use crate::app::tournaments::{Cell, Event, EventPage, Row};
use crate::calendar::format_utc;
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

/// A game of the event as its page lists it.
pub struct GameItem {
    pub id: i64,
    pub round: i64,
    pub board: i64,
    pub variant: String,
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
    /// A multi-variant event's variants, one a round in order: (round, variant key).
    pub round_variants: Vec<(i64, String)>,
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

    /// A multi-variant event's round's variant, as the bracket's round headings add it:
    /// ": shogi"; nothing in an event of one variant.
    pub fn round_variant(&self, round: &i64) -> String {
        let at = event_variants::position(*round, self.round_variants.len());
        match self.round_variants.get(at) {
            Some((_, key)) => format!(": {key}"),
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

fn points(half_points: i64) -> String {
    crate::app::tournaments::points(half_points)
}

/// Where a running Swiss stands: "Round 3 of 5, in shogi; the next is paired when its
/// games are over, or at ...".
fn round_line(e: &Event) -> Option<String> {
    if e.format != EventFormat::Swiss || e.status != EventStatus::Running {
        return None;
    }
    let mut line = format!("Round {} of {}", e.round, e.rounds);
    if !e.round_variants.is_empty() {
        line.push_str(&format!(", in {}", e.variant_of_round(e.round)));
    }
    if let Some(at) = e.round_deadline {
        line.push_str(&format!(
            "; the next is paired when its games are over, or at {}",
            format_utc(at)
        ));
    }
    Some(line)
}

/// The crosstable's columns for `rounds`: a round each (with its variant in a
/// multi-variant event), or a Basque pairing's two games.
fn columns(e: &Event, rounds: i64) -> Vec<String> {
    (1..=rounds)
        .flat_map(|r| {
            let round = match e.round_variants.is_empty() {
                true => format!("Round {r}"),
                false => format!("Round {r} ({})", e.variant_of_round(r)),
            };
            match e.basque {
                true => vec![format!("{round}, game 1"), format!("{round}, game 2")],
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
        round_variants: e
            .round_variants
            .iter()
            .enumerate()
            .map(|(i, v)| (i as i64 + 1, v.clone()))
            .collect(),
        round_line: round_line(e),
        tiebreaks: e.tiebreaks.iter().map(|t| t.title()).collect(),
        entrants: p
            .entrants
            .iter()
            .filter(|x| !x.withdrawn)
            .map(|x| x.name.clone())
            .collect(),
        rows: p.rows.clone(),
        columns: columns(e, p.rounds as i64),
        games,
        bracket: p.bracket.clone(),
        notices: p
            .notices
            .iter()
            .map(|(at, text)| (format_utc(*at), text.clone()))
            .collect(),
        is_organiser: p.is_organiser,
        entered: p.entered,
        invitees: p.invitees.clone(),
        invited: p.invited,
        max_extension_days: MAX_EXTENSION_DAYS,
        max_reason: MAX_REASON,
        knockout: e.format == EventFormat::Knockout,
    };
    page(StatusCode::OK, &show)
}
