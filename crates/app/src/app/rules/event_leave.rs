//! An event's leave allowance, decided without the database: the days of vacation each
//! entrant may take in all while the event runs, or none. A vacation is the server's one
//! way to stop a player's clocks (`play::vacations`), so the allowance is kept by that
//! mechanism: while a player plays in an event that limits leave, a vacation longer than
//! the days it has left for them is refused, and the days a vacation is charged (each
//! started day, those not used refunded on coming back early) count against it from the
//! event's start. An event without a limit of its own leaves its entrants their yearly
//! allowance only.

use crate::app::AppError;
use crate::app::rules::events::clipped;
use crate::storage::vacations::VacationRow;
use crate::zone::Zone;
use pigeonpost_i18n::Said;

/// Days of leave an event may allow at most.
pub const MAX_LEAVE_DAYS: i64 = 365;

/// The allowance as written in the form: empty, no limit of the event's own; "0" or
/// "none", no leave at all; otherwise whole days.
pub fn leave_days(field: &str) -> Result<Option<i64>, AppError> {
    match field.trim() {
        "" => Ok(None),
        t if t.eq_ignore_ascii_case("none") => Ok(Some(0)),
        t => match t.parse::<i64>() {
            Ok(n) if (0..=MAX_LEAVE_DAYS).contains(&n) => Ok(Some(n)),
            _ => Err(AppError::Invalid(Said::with(
                "refused-event-leave-days",
                [
                    ("max", MAX_LEAVE_DAYS.into()),
                    ("got", clipped(t, 20).into()),
                ],
            ))),
        },
    }
}

/// The days of leave `vacations` charge an event that started at `started_at`: each
/// started day (on the player's clock, `zone`) of each vacation's part from the start on.
pub fn used_days(vacations: &[VacationRow], started_at: i64, zone: &Zone) -> i64 {
    vacations
        .iter()
        .map(|v| zone.started_days(v.starts_at.max(started_at), v.until()))
        .sum()
}

/// An event that limits a player's leave, as a vacation is checked against it.
pub struct LeaveLimit {
    pub event: String,
    pub allowed_days: i64,
    pub used_days: i64,
}

/// Whether a vacation of `days` fits every event in `limits`: the first it does not.
pub fn may_take(limits: &[LeaveLimit], days: i64) -> Result<(), AppError> {
    for l in limits {
        if l.allowed_days == 0 {
            return Err(AppError::Conflict(Said::with(
                "refused-event-no-leave",
                [("event", l.event.as_str().into())],
            )));
        }
        let left = (l.allowed_days - l.used_days).max(0);
        if days > left {
            return Err(AppError::Conflict(Said::with(
                "refused-event-leave-exceeded",
                [
                    ("event", l.event.as_str().into()),
                    ("allowed", l.allowed_days.into()),
                    ("left", left.into()),
                    ("days", days.into()),
                ],
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::DAY;

    fn v(starts_at: i64, ends_at: i64, ended_at: Option<i64>) -> VacationRow {
        VacationRow {
            id: 1,
            user_id: 1,
            starts_at,
            ends_at,
            ended_at,
        }
    }

    #[test]
    fn the_form_says_none_a_number_or_nothing() {
        assert_eq!(leave_days("").unwrap(), None);
        assert_eq!(leave_days(" none ").unwrap(), Some(0));
        assert_eq!(leave_days("0").unwrap(), Some(0));
        assert_eq!(leave_days("14").unwrap(), Some(14));
        assert!(leave_days("-1").is_err());
        assert!(leave_days("366").is_err());
        assert!(leave_days("a week").is_err());
    }

    #[test]
    fn only_the_days_since_the_start_are_charged_each_started_day_whole() {
        let start = 10 * DAY;
        // Before the start: nothing. Across it: the part after. Back early: the days used.
        let utc = Zone::default();
        assert_eq!(used_days(&[v(0, 5 * DAY, None)], start, &utc), 0);
        assert_eq!(used_days(&[v(8 * DAY, 12 * DAY, None)], start, &utc), 2);
        assert_eq!(
            used_days(
                &[v(start, start + 5 * DAY, Some(start + 3600))],
                start,
                &utc
            ),
            1
        );
    }

    #[test]
    fn a_vacation_longer_than_the_leave_left_is_refused() {
        let limit = |allowed, used| LeaveLimit {
            event: "Cup".into(),
            allowed_days: allowed,
            used_days: used,
        };
        assert!(may_take(&[limit(7, 3)], 4).is_ok());
        assert!(may_take(&[limit(7, 3)], 5).is_err());
        assert!(may_take(&[limit(0, 0)], 1).is_err());
        assert!(may_take(&[], 30).is_ok());
    }
}
