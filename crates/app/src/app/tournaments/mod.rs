//! Correspondence tournaments run by the server: an organiser sets an event's terms,
//! players enter, the organiser starts it, and the server
//! pairs its rounds, starts their games and mails the pairings, and keeps its standings.
//! A round robin starts every game at once, ICCF-style, from Berger tables; a Swiss pairs
//! each round by the FIDE Dutch system when the round before is over, or at its
//! deadline.

pub mod calendar;
pub mod entry;
pub mod knockout;
pub mod rounds;
pub mod rulings;
pub mod standings;
pub mod start;
pub mod swiss;
pub mod withdrawals;

crate::app::service!(
    /// Events: setting one up, entering and withdrawing, its rounds and its standings.
    Tournaments
);

pub use crate::app::rules::event_notices::Notice;
pub use crate::app::rules::events::{TermsFields, TieBreak};
pub use crate::app::rules::standings::{Cell, Row, points};
pub use standings::{EventNews, EventPage};

use crate::app::AppError;
use crate::storage;
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus, MatchTieBreak, TimeControl};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

/// Adds notice `words` to event `event`, as `rules::event_notices` keeps it.
async fn notice(
    conn: &mut storage::Conn,
    event: i64,
    words: &Said,
    now: i64,
) -> Result<(), AppError> {
    let (text, message) = crate::app::rules::event_notices::kept(words);
    let new = storage::tournament_notices::NewNotice {
        text: &text,
        message: message.as_ref().map(|(id, values)| (*id, values.as_str())),
    };
    storage::tournament_notices::notice(conn, event, &new, now).await?;
    Ok(())
}

/// An event as the pages and the API show it.
#[derive(Debug, Clone)]
pub struct Event {
    pub id: i64,
    pub organiser_id: i64,
    pub organiser: String,
    pub name: String,
    pub format: EventFormat,
    pub variant: String,
    pub time_control: TimeControl,
    pub rated: bool,
    /// The Swiss's rounds, or the round robin's cycles.
    pub rounds: i64,
    pub max_entrants: i64,
    pub round_days: i64,
    /// The round being played, and when a Swiss round's time is up.
    pub round: i64,
    pub round_deadline: Option<i64>,
    pub tiebreaks: Vec<TieBreak>,
    pub min_rating: Option<i64>,
    pub min_games: i64,
    pub standing_plies: i64,
    pub max_timeouts: i64,
    pub status: EventStatus,
    /// Entrants who have not withdrawn.
    pub entrants: i64,
    /// When it starts by itself, if it does.
    pub starts_at: Option<i64>,
    /// When it was opened.
    pub created_at: i64,
    /// A knockout match's games (0 in the other formats).
    pub match_games: i64,
    /// How a knockout's level match is decided (none in the other formats).
    pub match_tiebreak: Option<MatchTieBreak>,
    /// Each pairing plays two simultaneous games, one with each colour.
    pub basque: bool,
    /// A multi-variant event's variants, one a round in order, the list starting again
    /// from the first past its end; empty: every round plays `variant`.
    pub round_variants: Vec<String>,
    /// Only the players its organiser invited may enter.
    pub invitation_only: bool,
    /// Days of vacation each entrant may take in all while it runs (0: none); none: no
    /// limit of its own.
    pub leave_days: Option<i64>,
}

impl Event {
    /// The variant round `round` plays.
    pub fn variant_of_round(&self, round: i64) -> &str {
        let at = crate::app::rules::event_variants::position(round, self.round_variants.len());
        self.round_variants.get(at).unwrap_or(&self.variant)
    }
}

impl From<&storage::tournaments::Event> for Event {
    fn from(e: &storage::tournaments::Event) -> Event {
        Event {
            id: e.id,
            organiser_id: e.organiser_id,
            organiser: e.organiser.clone(),
            name: e.name.clone(),
            format: e.format,
            variant: e.variant.clone(),
            time_control: e.time_control,
            rated: e.rated,
            rounds: e.rounds,
            max_entrants: e.max_entrants,
            round_days: e.round_days,
            round: e.round,
            round_deadline: e.round_deadline,
            tiebreaks: crate::app::rules::events::tiebreaks(&e.tiebreaks),
            min_rating: e.min_rating,
            min_games: e.min_games,
            standing_plies: e.standing_plies,
            max_timeouts: e.max_timeouts,
            status: e.status,
            entrants: e.entrants,
            starts_at: e.starts_at,
            created_at: e.created_at,
            match_games: e.match_games,
            match_tiebreak: e.match_tiebreak,
            basque: e.basque,
            round_variants: e.round_variants.iter().map(|v| v.variant.clone()).collect(),
            invitation_only: e.invitation_only,
            leave_days: e.leave_days,
        }
    }
}

/// Why an entrant leaves a running event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withdrawal {
    Asked,
    /// More games lost on time than the event allows.
    Timeouts,
    AccountDeleted,
}

/// A side of a match as the bracket shows it.
#[derive(Debug, Clone)]
pub struct SeatItem {
    pub name: String,
    pub seed: i64,
}

/// A game of a match as the bracket shows it.
#[derive(Debug, Clone)]
pub struct LegItem {
    pub game_id: i64,
    pub white: String,
    pub black: String,
    pub status: GameStatus,
    pub winner: Option<Color>,
    /// Counts for nothing (aborted, annulled): played again.
    pub void: bool,
}

/// A match as the bracket shows it.
#[derive(Debug, Clone)]
pub struct MatchItem {
    pub board: i64,
    pub high: Option<SeatItem>,
    pub low: Option<SeatItem>,
    /// "1½-½", the higher seed's first.
    pub score: String,
    pub games: Vec<LegItem>,
    /// Who went on, and how (on the score, the tie-break games...).
    pub winner: Option<(String, crate::app::rules::knockout::Decision)>,
}

/// A round of the bracket.
#[derive(Debug, Clone)]
pub struct RoundItem {
    pub round: i64,
    pub matches: Vec<MatchItem>,
}

/// A knockout's final standing so far: those out, by the round they went out in.
#[derive(Debug, Clone)]
pub struct Placing {
    /// "1", "2", "3-4".
    pub place: String,
    pub name: String,
    /// The round they went out in; none: the winner.
    pub out_in: Option<i64>,
}

/// A knockout's bracket and standing, as its page shows them.
#[derive(Debug, Clone)]
pub struct BracketView {
    pub rounds: Vec<RoundItem>,
    pub placings: Vec<Placing>,
}
