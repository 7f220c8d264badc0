//! Who may enter an event and when it may start, decided without the database: the
//! entry conditions its organiser set (an invitation, a confirmed address, a rating or
//! rated games in its variant) and the fewest and most entrants of its format.

use crate::app::AppError;
use crate::app::rules::events::clipped;
use crate::app::rules::events::{MAX_ROUND_ROBIN, MAX_SWISS};
use crate::app::rules::knockout::MAX_KNOCKOUT;
use crate::app::rules::ratings;
use crate::storage::tournaments::Event;
use pigeonpost_domain::{EventFormat, EventStatus};
use pigeonpost_i18n::Said;

/// What an event knows of a player who asks to enter.
#[derive(Debug, Clone)]
pub struct Applicant {
    pub user_id: i64,
    pub confirmed: bool,
    /// Their standing in the event's pool: (rating, rated games); none: unrated there.
    pub standing: Option<(f64, i64)>,
    /// The event is open to them: it is not invitation-only, or they were invited.
    pub invited: bool,
}

/// Names an invitation-only event may list at most.
pub const MAX_INVITEES: usize = 200;

/// The invitees' names written in `field`, separated by commas, spaces or lines; none:
/// the event is open to everyone its entry conditions admit.
pub fn invitee_names(field: &str) -> Result<Vec<String>, AppError> {
    let mut names: Vec<String> = Vec::new();
    for name in field
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|n| !n.is_empty())
    {
        if names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            return Err(AppError::Invalid(Said::with(
                "refused-event-invitee-twice",
                [("name", clipped(name, 40).into())],
            )));
        }
        names.push(name.to_string());
    }
    if names.len() > MAX_INVITEES {
        return Err(AppError::Invalid(Said::with(
            "refused-event-too-many-invitees",
            [("max", MAX_INVITEES.into()), ("count", names.len().into())],
        )));
    }
    Ok(names)
}

/// Whether event `event`, whose invitees are `invitees` (user ids), is open to `user_id`.
pub fn invited(event: &Event, invitees: &[i64], user_id: i64) -> bool {
    !event.invitation_only || invitees.contains(&user_id)
}

/// Whether `who` may enter `event`, which `entrants` (ids) have entered.
pub fn may_join(event: &Event, entrants: &[i64], who: &Applicant) -> Result<(), AppError> {
    if event.status != EventStatus::Signup {
        return Err(AppError::Conflict(Said::new(
            "refused-event-started-no-entrants",
        )));
    }
    if entrants.contains(&who.user_id) {
        return Err(AppError::Conflict(Said::new(
            "refused-event-entered-already",
        )));
    }
    if !who.invited {
        return Err(AppError::Forbidden(Said::new("refused-event-not-invited")));
    }
    if entrants.len() as i64 >= event.max_entrants {
        return Err(AppError::Conflict(Said::with(
            "refused-event-full",
            [("max", event.max_entrants.into())],
        )));
    }
    if !who.confirmed {
        return Err(AppError::Forbidden(Said::new(
            "refused-event-confirm-to-enter",
        )));
    }
    let (rating, games) = who.standing.unwrap_or((ratings::START.rating, 0));
    if let Some(min) = event.min_rating
        && rating < min as f64
    {
        return Err(AppError::Forbidden(Said::with(
            "refused-event-rating-too-low",
            [
                ("min", min.into()),
                // As the rating is shown: to the whole point.
                ("rating", format!("{rating:.0}").into()),
            ],
        )));
    }
    if games < event.min_games {
        return Err(AppError::Forbidden(Said::with(
            "refused-event-too-few-games",
            [("min", event.min_games.into()), ("games", games.into())],
        )));
    }
    Ok(())
}

/// The fewest entrants an event of `format` starts with: a knockout may be a single
/// match.
pub fn fewest_entrants(format: EventFormat) -> usize {
    match format {
        EventFormat::Knockout => 2,
        EventFormat::RoundRobin | EventFormat::Swiss => 3,
    }
}

/// Whether an event may start with `entrants` players.
pub fn may_start(event: &Event, entrants: usize) -> Result<(), AppError> {
    if event.status != EventStatus::Signup {
        return Err(AppError::Conflict(Said::new(
            "refused-event-started-already",
        )));
    }
    let fewest = fewest_entrants(event.format);
    if entrants < fewest {
        return Err(AppError::Conflict(Said::with(
            "refused-event-too-few-entrants",
            [("fewest", fewest.into()), ("count", entrants.into())],
        )));
    }
    let (format, most) = match event.format {
        EventFormat::Knockout => ("knockout", MAX_KNOCKOUT),
        EventFormat::RoundRobin => ("round-robin", MAX_ROUND_ROBIN),
        EventFormat::Swiss => ("swiss", MAX_SWISS),
    };
    if entrants as i64 > most {
        return Err(AppError::Conflict(Said::with(
            "refused-event-too-many-entrants",
            [("format", format.into()), ("max", most.into())],
        )));
    }
    Ok(())
}
