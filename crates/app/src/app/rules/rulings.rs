//! The organiser's hand on a game of their running event, decided without the database:
//! adjudicating a game being played (a win for either side, or a draw), annulling one
//! (it counts for neither player; a game being played stops), or giving the player to
//! move more days. Each needs a reason, which the event's notices show every entrant.

use crate::app::AppError;
use crate::app::rules::events::{NumberField, clipped};
use crate::calendar::DAY;
use crate::storage::tournament_games::EventGame;
use crate::storage::tournaments::Event;
use pigeonpost_domain::{ClockState, EventStatus, GameStatus};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

/// Days a deadline may be extended by at once at most.
pub const MAX_EXTENSION_DAYS: i64 = 60;
/// Characters of a reason at most.
pub const MAX_REASON: usize = 500;

/// What the organiser does to a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ruling {
    /// Ends a game being played with this result (none: a draw).
    Adjudicate(Option<Color>),
    /// The game counts for neither player.
    Annul,
    /// The player to move has this many more days.
    Extend(i64),
}

impl Ruling {
    /// The ruling named `action` ("white", "black", "draw", "annul", "extend"), with
    /// `days` for an extension.
    pub fn parse(action: &str, days: &str) -> Result<Ruling, AppError> {
        Ok(match action.trim() {
            "white" => Ruling::Adjudicate(Some(Color::White)),
            "black" => Ruling::Adjudicate(Some(Color::Black)),
            "draw" => Ruling::Adjudicate(None),
            "annul" => Ruling::Annul,
            "extend" if days.trim().is_empty() => {
                return Err(AppError::Invalid(Said::with(
                    "refused-ruling-days",
                    [("max", MAX_EXTENSION_DAYS.into())],
                )));
            }
            "extend" => Ruling::Extend(crate::app::rules::events::number(
                days,
                NumberField::DaysToAdd,
                0,
                1,
                MAX_EXTENSION_DAYS,
            )?),
            other => {
                return Err(AppError::Invalid(Said::with(
                    "refused-ruling-unknown",
                    [("got", clipped(other, 20).into())],
                )));
            }
        })
    }

    /// What was done, as the notice and the mail say it after "ruled on game 12 (ann
    /// against bob)": "adjudicated it a win for White", "gave ann 3 more days for their
    /// move" (`mover`: the player to move).
    pub fn done(self, mover: &str) -> Said {
        let (ruling, days) = match self {
            Ruling::Adjudicate(Some(Color::White)) => ("white", 0),
            Ruling::Adjudicate(Some(Color::Black)) => ("black", 0),
            Ruling::Adjudicate(None) => ("draw", 0),
            Ruling::Annul => ("annul", 0),
            Ruling::Extend(days) => ("extend", days),
        };
        Said::with(
            "ruling-done",
            [
                ("ruling", ruling.into()),
                ("mover", mover.into()),
                ("days", days.into()),
            ],
        )
    }
}

/// The reason as written, checked: one to `MAX_REASON` characters.
pub fn reason(text: &str) -> Result<String, AppError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_REASON {
        return Err(AppError::Invalid(Said::with(
            "refused-ruling-reason",
            [("max", MAX_REASON.into())],
        )));
    }
    Ok(text.to_string())
}

/// Whether `user_id` may make `ruling` on game `game_id` of `event`, whose games are
/// `games`: the game it is about.
pub fn may_rule<'a>(
    event: &Event,
    user_id: i64,
    games: &'a [EventGame],
    game_id: i64,
    ruling: Ruling,
) -> Result<&'a EventGame, AppError> {
    if event.organiser_id != user_id {
        return Err(AppError::Forbidden(Said::new(
            "refused-ruling-not-organiser",
        )));
    }
    if event.status != EventStatus::Running {
        return Err(AppError::Conflict(Said::new("refused-ruling-not-running")));
    }
    let g = games
        .iter()
        .find(|g| g.game_id == game_id)
        .ok_or_else(|| AppError::NotFound(crate::app::missing::game_of_event(game_id)))?;
    let active = g.status == GameStatus::Active;
    match ruling {
        _ if g.annulled => Err(AppError::Conflict(Said::with(
            "refused-ruling-annulled",
            [("game", game_id.to_string().into())],
        ))),
        Ruling::Adjudicate(_) | Ruling::Extend(_) if !active => {
            Err(AppError::Conflict(Said::with(
                "refused-ruling-game-over",
                [("game", game_id.to_string().into())],
            )))
        }
        _ => Ok(g),
    }
}

/// The clock of a game whose player to move is given `days` more: their turn's start
/// and deadline move on (as a vacation moves them), or why it cannot be.
pub fn extended(clock: &ClockState, days: i64) -> Result<ClockState, AppError> {
    if clock.deadline.is_none() {
        return Err(AppError::Conflict(Said::new("refused-ruling-untimed")));
    }
    Ok(crate::app::rules::clock_rules::shifted(
        clock.clone(),
        days * DAY,
    ))
}
