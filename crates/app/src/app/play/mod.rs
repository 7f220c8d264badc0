//! Playing a game: inviting and accepting, moving, the buttons beside moving, clocks and
//! vacations, notes, and reading a game as its page shows it.

use crate::app::AppError;
use pigeonpost_i18n::{Said, Value};

pub mod agreements;
pub mod clocks;
pub mod conditionals;
pub mod conversation;
pub mod endings;
pub mod free_play;
pub mod freshness;
pub mod games;
pub mod invitations;
pub mod lobby;
pub mod moves;
pub mod notes;
pub mod offers;
pub mod privacy;
pub(crate) mod turn_reads;
pub mod vacations;
pub mod watching;

crate::app::service!(
    /// Playing games: invitations, turns, agreements, clocks, vacations, reading a game.
    Play
);

/// A stored line as its owner sees it.
#[derive(Debug, Clone)]
pub struct ConditionalLine {
    pub id: i64,
    pub turns: Vec<String>,
}

impl ConditionalLine {
    pub(crate) fn from_row(row: &crate::storage::conditionals::ConditionalRow) -> ConditionalLine {
        ConditionalLine {
            id: row.id,
            turns: row.turns().into_iter().map(str::to_string).collect(),
        }
    }

    /// The line in `tr`'s words: "if X, reply Y; then if Z, reply W".
    pub fn words(&self, tr: pigeonpost_i18n::Tr) -> String {
        let pairs: Vec<String> = self
            .turns
            .chunks(2)
            .map(|pair| match pair {
                [theirs, mine] => tr.t2("conditional-pair", ("theirs", theirs), ("mine", mine)),
                [theirs] => tr.t1("conditional-last", "theirs", theirs),
                _ => String::new(),
            })
            .collect();
        pairs.join(&tr.t("conditional-then"))
    }
}

/// The colour the creator asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

/// Who the invitation is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opponent {
    Open,
    Username(String),
    Email(String),
}

impl Opponent {
    /// Reads the "opponent" form field: empty, an email address, or a username.
    pub fn parse(field: &str) -> Opponent {
        let field = field.trim();
        if field.is_empty() {
            Opponent::Open
        } else if field.contains('@') {
            Opponent::Email(field.to_string())
        } else {
            Opponent::Username(field.to_string())
        }
    }
}

/// A game's variant and the position it starts from, and the creator's terms.
#[derive(Debug, Clone)]
pub struct StartSetup {
    pub variant_key: String,
    /// A position in the variant's position text, or nothing (only white space) for the
    /// variant's own start.
    pub start: String,
    pub terms: Terms,
}

impl StartSetup {
    /// The variant's own start position, casual and public, with no seek terms.
    pub fn standard(variant_key: &str) -> StartSetup {
        StartSetup {
            variant_key: variant_key.to_string(),
            start: String::new(),
            terms: Terms::default(),
        }
    }
}

/// What the creator of a game chose beside its variant, colour and opponent: whether they
/// keep it private from the start (`privacy`), whether it is rated, and, for an open
/// invitation, its terms in the lobby.
#[derive(Debug, Clone, Default)]
pub struct Terms {
    pub private: bool,
    pub rated: bool,
    pub seek: SeekRequest,
}

/// Days a seek stays in the lobby unless its poster says otherwise, and at most.
pub const SEEK_DAYS: i64 = 7;
pub const SEEK_MAX_DAYS: i64 = 30;
/// The longest word a seek may carry.
pub const SEEK_MESSAGE_CHARS: usize = 200;
/// Ratings a seek's range may name.
pub const RATING_BOUNDS: std::ops::RangeInclusive<i64> = 0..=4000;

/// An open invitation's terms in the lobby, as the poster asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekRequest {
    /// Who may accept, by their rating in the variant's pool (bounds included).
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub message: String,
    /// Days until it lapses.
    pub days: i64,
}

impl Default for SeekRequest {
    fn default() -> Self {
        SeekRequest {
            min_rating: None,
            max_rating: None,
            message: String::new(),
            days: SEEK_DAYS,
        }
    }
}

impl SeekRequest {
    /// Reads the lobby form's fields (empty: no bound, no word, the default days).
    pub fn parse(min: &str, max: &str, message: &str, days: &str) -> Result<SeekRequest, AppError> {
        let number = |field: &str, refusal: &'static str| -> Result<Option<i64>, AppError> {
            match field.trim() {
                "" => Ok(None),
                text => text
                    .parse::<i64>()
                    .map(Some)
                    .map_err(|_| AppError::Invalid(Said::new(refusal))),
            }
        };
        SeekRequest::checked(
            number(min, "refused-lowest-rating-not-number")?,
            number(max, "refused-highest-rating-not-number")?,
            message,
            number(days, "refused-seek-days-not-number")?,
        )
    }

    /// The terms asked for, or what is wrong with them (no days: the default).
    pub fn checked(
        min_rating: Option<i64>,
        max_rating: Option<i64>,
        message: &str,
        days: Option<i64>,
    ) -> Result<SeekRequest, AppError> {
        for (bound, refusal) in [
            (min_rating, "refused-lowest-rating-out-of-bounds"),
            (max_rating, "refused-highest-rating-out-of-bounds"),
        ] {
            if bound.is_some_and(|n| !RATING_BOUNDS.contains(&n)) {
                return Err(AppError::Invalid(Said::with(
                    refusal,
                    [
                        ("least", (*RATING_BOUNDS.start()).into()),
                        ("most", (*RATING_BOUNDS.end()).into()),
                    ],
                )));
            }
        }
        if let (Some(lo), Some(hi)) = (min_rating, max_rating)
            && lo > hi
        {
            return Err(AppError::Invalid(Said::with(
                "refused-rating-range-empty",
                [("lowest", lo.into()), ("highest", hi.into())],
            )));
        }
        let message = message.trim();
        if message.chars().count() > SEEK_MESSAGE_CHARS {
            return Err(AppError::Invalid(Said::with(
                "refused-seek-message-too-long",
                [("most", SEEK_MESSAGE_CHARS.into())],
            )));
        }
        if message.chars().any(char::is_control) {
            return Err(AppError::Invalid(Said::new(
                "refused-message-must-one-line-text",
            )));
        }
        let days = days.unwrap_or(SEEK_DAYS);
        if !(1..=SEEK_MAX_DAYS).contains(&days) {
            return Err(AppError::Invalid(Said::with(
                "refused-seek-days-out-of-bounds",
                [("most", SEEK_MAX_DAYS.into())],
            )));
        }
        Ok(SeekRequest {
            min_rating,
            max_rating,
            message: message.to_string(),
            days,
        })
    }

    /// Why a player rated `rating`, whom these bounds do not admit, may not take the seek.
    pub fn refusal(&self, rating: f64) -> Said {
        let yours = ("yours", Value::Number(rating.round() as i64));
        match (self.min_rating, self.max_rating) {
            (Some(lo), Some(hi)) => Said::with(
                "refused-seek-rated-between",
                [("lowest", lo.into()), ("highest", hi.into()), yours],
            ),
            (Some(lo), None) => {
                Said::with("refused-seek-rated-from", [("lowest", lo.into()), yours])
            }
            (_, hi) => Said::with(
                "refused-seek-rated-up-to",
                [("highest", hi.unwrap_or_default().into()), yours],
            ),
        }
    }

    /// Whether a player rated `rating` in the pool may accept.
    pub fn admits(&self, rating: f64) -> bool {
        self.min_rating.is_none_or(|lo| rating >= lo as f64)
            && self.max_rating.is_none_or(|hi| rating <= hi as f64)
    }
}
