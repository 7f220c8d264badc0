//! The rules of a correspondence event, decided without the database: the terms an
//! organiser may set (and what is wrong with a form), who may enter, and what a game of
//! the event scores. Every page and API shows what these functions allow.

use crate::app::AppError;
use crate::app::rules::knockout::{self, MAX_KNOCKOUT};
use crate::app::rules::{event_entry, event_leave, event_variants};
use crate::storage::tournament_games::EventGame;
use crate::zone::{Wall, Zone};
use pigeonpost_domain::{EventFormat, GameStatus, MatchTieBreak, TimeControl};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

/// A round robin's entrants at most: every game starts at once, and each entrant plays
/// every other.
pub const MAX_ROUND_ROBIN: i64 = 30;
/// A Swiss's entrants at most: the Dutch pairing of a later round of 100 takes some tens
/// of milliseconds, of 200 most of a second, and grows steeply beyond (see the pairing
/// crate's bench).
pub const MAX_SWISS: i64 = 100;
/// Rounds of a Swiss at most.
pub const MAX_ROUNDS: i64 = 20;
/// Days a Swiss round may last at most.
pub const MAX_ROUND_DAYS: i64 = 365;

/// A tie-break, in the FIDE Tie-Break Regulations' terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    Buchholz,
    BuchholzCut1,
    BuchholzMedian1,
    SonnebornBerger,
    Wins,
    DirectEncounter,
    Koya,
}

impl TieBreak {
    pub const ALL: [TieBreak; 7] = [
        TieBreak::DirectEncounter,
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::BuchholzMedian1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::Koya,
    ];

    /// Its code in a form and in storage.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "bh",
            TieBreak::BuchholzCut1 => "bh-c1",
            TieBreak::BuchholzMedian1 => "bh-m1",
            TieBreak::SonnebornBerger => "sb",
            TieBreak::Wins => "win",
            TieBreak::DirectEncounter => "de",
            TieBreak::Koya => "ks",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "Buchholz",
            TieBreak::BuchholzCut1 => "Buchholz Cut-1",
            TieBreak::BuchholzMedian1 => "Buchholz Median-1",
            TieBreak::SonnebornBerger => "Sonneborn-Berger",
            TieBreak::Wins => "Games won",
            TieBreak::DirectEncounter => "Direct encounter",
            TieBreak::Koya => "Koya",
        }
    }

    pub fn parse(code: &str) -> Option<TieBreak> {
        TieBreak::ALL.into_iter().find(|t| t.code() == code)
    }

    /// Its name in a reader's words (`title` is its name in the source language).
    pub fn said(self) -> Said {
        Said::with("event-tiebreak", [("code", self.code().into())])
    }

    /// Whether it means anything in `format`: Koya counts points against the upper half
    /// of a round robin's table.
    pub fn fits(self, format: EventFormat) -> bool {
        self != TieBreak::Koya || format == EventFormat::RoundRobin
    }
}

/// The tie-breaks stored as `codes`, in order (codes a later release dropped are skipped).
pub fn tiebreaks(codes: &str) -> Vec<TieBreak> {
    codes.split(',').filter_map(TieBreak::parse).collect()
}

/// An event's terms as an organiser sets them, checked.
#[derive(Debug, Clone)]
pub struct Terms {
    pub name: String,
    pub format: EventFormat,
    /// The event's variant, or its variants one a round in order (the first is the
    /// event's own: its rating pool for entry and seeding).
    pub variant_keys: Vec<String>,
    pub time_control: TimeControl,
    pub rated: bool,
    pub rounds: i64,
    pub max_entrants: i64,
    /// Days a Swiss round lasts.
    pub round_days: i64,
    pub tiebreaks: Vec<TieBreak>,
    pub min_rating: Option<i64>,
    pub min_games: i64,
    pub standing_plies: i64,
    pub max_timeouts: i64,
    /// When it starts by itself; none: by the organiser's hand only.
    pub starts_at: Option<i64>,
    /// A knockout match's games (0 in the other formats).
    pub match_games: i64,
    /// How a knockout's level match is decided (none in the other formats).
    pub match_tiebreak: Option<MatchTieBreak>,
    /// Each pairing plays two simultaneous games, one with each colour.
    pub basque: bool,
    /// The names of the only players who may enter; empty: anyone the entry conditions
    /// admit.
    pub invitees: Vec<String>,
    /// Days of vacation each entrant may take in all while it runs (0: none); none: no
    /// limit of its own.
    pub leave_days: Option<i64>,
}

/// Days ahead an event may be set to start at most.
pub const MAX_START_DAYS: i64 = 365;

/// Whether an event may be set to start by itself at `starts_at`, seen at `now`: later,
/// and within `MAX_START_DAYS`. A time is said on the organiser's clock, `zone`.
pub fn start_time_fits(starts_at: Option<i64>, now: i64, zone: &Zone) -> Result<(), AppError> {
    match starts_at {
        Some(t) if t <= now => Err(AppError::Invalid(Said::with(
            "refused-event-start-passed",
            [("at", zone.civil(t).into())],
        ))),
        Some(t) if t > now + MAX_START_DAYS * crate::calendar::DAY => {
            Err(AppError::Invalid(Said::with(
                "refused-event-start-too-far",
                [("days", MAX_START_DAYS.into())],
            )))
        }
        _ => Ok(()),
    }
}

/// The moment the start-time field means on the organiser's clock, `zone`: a time the
/// clocks skip as they go forward is refused; one they pass twice as they go back is
/// the earlier (the form's hint says so).
fn start_time(field: &str, zone: &Zone) -> Result<i64, AppError> {
    let wall = crate::calendar::parse_minute(field).ok_or_else(|| {
        AppError::Invalid(Said::with(
            "refused-event-start-format",
            [
                ("zone", zone.label().into()),
                ("got", clipped(field, 20).into()),
            ],
        ))
    })?;
    match zone.wall(wall) {
        Wall::At(t) => Ok(t),
        Wall::Skipped => Err(AppError::Invalid(Said::with(
            "refused-event-start-skipped",
            [
                ("time", field.trim().replacen('T', " ", 1).into()),
                ("zone", zone.label().into()),
            ],
        ))),
    }
}

/// The first `n` characters of what was typed, as a refusal quotes it.
pub(crate) fn clipped(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

/// The form's fields as written (empty: the default).
#[derive(Debug, Clone, Default)]
pub struct TermsFields {
    pub name: String,
    pub format: String,
    /// A variant's key, or several separated by commas: one a round, in order.
    pub variant: String,
    pub rated: bool,
    pub rounds: String,
    pub max_entrants: String,
    pub round_days: String,
    /// Codes in order, separated by commas or given one per field.
    pub tiebreaks: Vec<String>,
    pub min_rating: String,
    pub min_games: String,
    pub standing_plies: String,
    pub max_timeouts: String,
    /// "2026-03-01 18:30" on the organiser's clock, or empty: started by hand.
    pub starts_at: String,
    /// A knockout match's games (empty: 2).
    pub match_games: String,
    /// How a knockout's level match is decided: "games" (empty) or "rating".
    pub match_tiebreak: String,
    pub basque: bool,
    /// The only players who may enter, by name, separated by commas, spaces or lines;
    /// empty: anyone the entry conditions admit.
    pub invitees: String,
    /// The leave allowance in days, "none", or empty: the players' own yearly one.
    pub leave_days: String,
}

/// A whole-number field of the event's form, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberField {
    Cycles,
    Rounds,
    MostEntrants,
    RoundDays,
    LowestRating,
    FewestGames,
    StandingPlies,
    Timeouts,
    MatchGames,
    DaysToAdd,
}

impl NumberField {
    /// Its code, as the refusal's message selects its name by.
    fn code(self) -> &'static str {
        match self {
            NumberField::Cycles => "cycles",
            NumberField::Rounds => "rounds",
            NumberField::MostEntrants => "most-entrants",
            NumberField::RoundDays => "round-days",
            NumberField::LowestRating => "lowest-rating",
            NumberField::FewestGames => "fewest-games",
            NumberField::StandingPlies => "standing-plies",
            NumberField::Timeouts => "timeouts",
            NumberField::MatchGames => "match-games",
            NumberField::DaysToAdd => "days-to-add",
        }
    }
}

pub(crate) fn number(
    field: &str,
    what: NumberField,
    default: i64,
    min: i64,
    max: i64,
) -> Result<i64, AppError> {
    match field.trim() {
        "" => Ok(default),
        t => match t.parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(n),
            _ => Err(AppError::Invalid(Said::with(
                "refused-event-number",
                [
                    ("field", what.code().into()),
                    ("min", min.into()),
                    ("max", max.into()),
                    ("got", clipped(t, 20).into()),
                ],
            ))),
        },
    }
}

impl TermsFields {
    /// The terms, or the first thing wrong with them. `time_control` is parsed by the
    /// clock's own rules; the start time is read on the organiser's clock, `zone`.
    pub fn terms(&self, time_control: TimeControl, zone: &Zone) -> Result<Terms, AppError> {
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > 100 || name.contains(['\n', '\r']) {
            return Err(AppError::Invalid(Said::new("refused-event-name")));
        }
        let format = EventFormat::parse(self.format.trim())
            .ok_or_else(|| AppError::Invalid(Said::new("refused-event-format")))?;
        let (rounds, max_entrants) = match format {
            EventFormat::RoundRobin => (
                number(&self.rounds, NumberField::Cycles, 1, 1, 2)?,
                number(
                    &self.max_entrants,
                    NumberField::MostEntrants,
                    10,
                    3,
                    MAX_ROUND_ROBIN,
                )?,
            ),
            EventFormat::Swiss => (
                number(&self.rounds, NumberField::Rounds, 5, 1, MAX_ROUNDS)?,
                number(
                    &self.max_entrants,
                    NumberField::MostEntrants,
                    50,
                    3,
                    MAX_SWISS,
                )?,
            ),
            EventFormat::Knockout => {
                if !self.rounds.trim().is_empty() {
                    return Err(AppError::Invalid(Said::new("refused-knockout-rounds")));
                }
                (
                    0,
                    number(
                        &self.max_entrants,
                        NumberField::MostEntrants,
                        16,
                        2,
                        MAX_KNOCKOUT,
                    )?,
                )
            }
        };
        if self.basque && format == EventFormat::RoundRobin && rounds == 2 {
            return Err(AppError::Invalid(Said::new(
                "refused-basque-round-robin-cycles",
            )));
        }
        let (match_games, match_tiebreak) =
            knockout::match_terms(format, self.basque, &self.match_games, &self.match_tiebreak)?;
        let mut tiebreaks = Vec::new();
        for code in self
            .tiebreaks
            .iter()
            .flat_map(|t| t.split(','))
            .map(str::trim)
            .filter(|c| !c.is_empty())
        {
            let tb = TieBreak::parse(code).ok_or_else(|| {
                AppError::Invalid(Said::with(
                    "refused-event-unknown-tiebreak",
                    [
                        ("got", clipped(code, 20).into()),
                        ("codes", TieBreak::ALL.map(TieBreak::code).join(", ").into()),
                    ],
                ))
            })?;
            if tiebreaks.contains(&tb) {
                return Err(AppError::Invalid(Said::with(
                    "refused-event-tiebreak-twice",
                    [("tiebreak", tb.said().into())],
                )));
            }
            if format == EventFormat::Knockout {
                return Err(AppError::Invalid(Said::new("refused-knockout-tiebreaks")));
            }
            if !tb.fits(format) {
                return Err(AppError::Invalid(Said::with(
                    "refused-event-tiebreak-round-robin-only",
                    [("tiebreak", tb.said().into())],
                )));
            }
            tiebreaks.push(tb);
        }
        let variant_keys = event_variants::keys(&self.variant)?;
        if variant_keys.len() > 1 {
            event_variants::fits(
                variant_keys.len(),
                event_variants::most_rounds(format, rounds, max_entrants),
            )?;
        }
        Ok(Terms {
            name: name.to_string(),
            format,
            variant_keys,
            time_control,
            rated: self.rated,
            rounds,
            max_entrants,
            round_days: number(
                &self.round_days,
                NumberField::RoundDays,
                30,
                1,
                MAX_ROUND_DAYS,
            )?,
            tiebreaks,
            min_rating: match self.min_rating.trim() {
                "" => None,
                t => Some(number(t, NumberField::LowestRating, 0, 0, 4000)?),
            },
            min_games: number(&self.min_games, NumberField::FewestGames, 0, 0, 10_000)?,
            standing_plies: number(&self.standing_plies, NumberField::StandingPlies, 2, 0, 1000)?,
            max_timeouts: number(&self.max_timeouts, NumberField::Timeouts, 0, 0, 100)?,
            starts_at: match self.starts_at.trim() {
                "" => None,
                t => Some(start_time(t, zone)?),
            },
            match_games,
            match_tiebreak,
            basque: self.basque,
            invitees: event_entry::invitee_names(&self.invitees)?,
            leave_days: event_leave::leave_days(&self.leave_days)?,
        })
    }
}

/// What game `g` of an event scores for the player of `color`, in half points: none while
/// it is played, or when it was annulled or aborted.
pub fn half_points(g: &EventGame, color: Color) -> Option<i64> {
    if g.annulled || g.status != GameStatus::Finished || g.reason.as_deref() == Some("aborted") {
        return None;
    }
    Some(match g.winner {
        None => 1,
        Some(w) if w == color => 2,
        Some(_) => 0,
    })
}

/// Whether a game of a withdrawn entrant stands under the event's rule: at least
/// `standing_plies` plies were played. The others are annulled; a game still being played
/// ends as lost by the entrant who withdrew.
pub fn stands_after_withdrawal(g: &EventGame, standing_plies: i64) -> bool {
    g.ply >= standing_plies
}
