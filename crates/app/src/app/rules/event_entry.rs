//! Who may enter an event and when it may start, decided without the database: the
//! entry conditions its organiser set (an invitation, a confirmed address, a rating or
//! rated games in its variant) and the fewest and most entrants of its format.

use crate::app::AppError;
use crate::app::rules::events::{MAX_ROUND_ROBIN, MAX_SWISS};
use crate::app::rules::knockout::MAX_KNOCKOUT;
use crate::app::rules::ratings;
use crate::storage::tournaments::Event;
use pigeonpost_domain::{EventFormat, EventStatus};

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
            return Err(AppError::Invalid(
                format!(
                    "{} is among the invitees twice",
                    name.chars().take(40).collect::<String>()
                )
                .into(),
            ));
        }
        names.push(name.to_string());
    }
    if names.len() > MAX_INVITEES {
        return Err(AppError::Invalid(
            format!(
                "an event invites at most {MAX_INVITEES} players (got {})",
                names.len()
            )
            .into(),
        ));
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
        return Err(AppError::Conflict(
            "this event has started: it takes no more entrants".into(),
        ));
    }
    if entrants.contains(&who.user_id) {
        return Err(AppError::Conflict(
            "you have entered this event already".into(),
        ));
    }
    if !who.invited {
        return Err(AppError::Forbidden(
            "this event is by invitation only, and its organiser has not invited you".into(),
        ));
    }
    if entrants.len() as i64 >= event.max_entrants {
        return Err(AppError::Conflict(
            format!("this event is full ({} entrants)", event.max_entrants).into(),
        ));
    }
    if !who.confirmed {
        return Err(AppError::Forbidden(
            "confirm your email address to enter events: its results are mailed, and a rated event needs it".into(),
        ));
    }
    let (rating, games) = who.standing.unwrap_or((ratings::START.rating, 0));
    if let Some(min) = event.min_rating
        && rating < min as f64
    {
        return Err(AppError::Forbidden(
            format!(
                "this event is for players rated {min} or more in its variant; yours is {rating:.0}"
            )
            .into(),
        ));
    }
    if games < event.min_games {
        return Err(AppError::Forbidden(format!(
            "this event is for players with {} rated games or more in its variant; you have {games}",
            event.min_games
        ).into()));
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
        return Err(AppError::Conflict("this event has started already".into()));
    }
    let fewest = fewest_entrants(event.format);
    if entrants < fewest {
        return Err(AppError::Conflict(
            format!("an event needs at least {fewest} entrants to start; it has {entrants}").into(),
        ));
    }
    if event.format == EventFormat::Knockout && entrants as i64 > MAX_KNOCKOUT {
        return Err(AppError::Conflict(
            format!("a knockout takes at most {MAX_KNOCKOUT} entrants").into(),
        ));
    }
    if event.format == EventFormat::RoundRobin && entrants as i64 > MAX_ROUND_ROBIN {
        return Err(AppError::Conflict(
            format!("a round robin takes at most {MAX_ROUND_ROBIN} entrants").into(),
        ));
    }
    if event.format == EventFormat::Swiss && entrants as i64 > MAX_SWISS {
        return Err(AppError::Conflict(
            format!("a Swiss takes at most {MAX_SWISS} entrants").into(),
        ));
    }
    Ok(())
}
