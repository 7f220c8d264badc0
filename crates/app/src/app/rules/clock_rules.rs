//! Correspondence time controls as rules: the create-game form's fields read into a
//! `TimeControl`, and the arithmetic of its clock (start, after a move, after a
//! takeback, shifted by a vacation). Storage keeps only the columns; every use-case that
//! moves a clock runs it from here.

use crate::app::AppError;
use crate::app::rules::record::ClockState;
pub use crate::app::rules::record::TimeControl;
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;

pub use crate::calendar::{DAY, HOUR};

/// The create-game form's time-control fields, as typed.
#[derive(Debug, Clone, Default)]
pub struct TimeControlFields {
    /// "none", "move" or "bank".
    pub kind: String,
    pub days: String,
    pub increment_days: String,
    pub increment_hours: String,
    pub cap_days: String,
    pub grace_hours: String,
}

/// The number in `field` of the form, the field named `what` (a key of the refusals'
/// `field` choice: `days-per-move`, `grace`, ...), from `min` to `max`.
fn number(field: &str, what: &'static str, min: i64, max: i64) -> Result<i64, AppError> {
    let t = field.trim();
    if t.is_empty() {
        return Ok(0.max(min));
    }
    match t.parse::<i64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(AppError::Invalid(Said::with(
            "refused-clock-number",
            [
                ("field", what.into()),
                ("min", min.into()),
                ("max", max.into()),
                ("got", t.chars().take(20).collect::<String>().into()),
            ],
        ))),
    }
}

/// A number the player must give: left blank, it is refused rather than taken as the
/// least allowed (a blank "days per move" once made a one-day game without a word).
fn required(field: &str, what: &'static str, min: i64, max: i64) -> Result<i64, AppError> {
    if field.trim().is_empty() {
        return Err(AppError::Invalid(Said::with(
            "refused-clock-number-missing",
            [
                ("field", what.into()),
                ("min", min.into()),
                ("max", max.into()),
            ],
        )));
    }
    number(field, what, min, max)
}

/// Checks every field of the form and builds the time control.
pub fn parse(f: &TimeControlFields) -> Result<TimeControl, AppError> {
    match f.kind.trim() {
        "" | "none" => Ok(TimeControl::Untimed),
        "move" => {
            let days = required(&f.days, "days-per-move", 1, 30)?;
            let grace = number(&f.grace_hours, "grace", 0, 72)? * HOUR;
            Ok(TimeControl::PerMove { days, grace })
        }
        "bank" => {
            let days = required(&f.days, "bank", 1, 90)?;
            let inc_days = number(&f.increment_days, "increment-days", 0, 30)?;
            let inc_hours = number(&f.increment_hours, "increment-hours", 0, 23)?;
            let grace = number(&f.grace_hours, "grace", 0, 72)? * HOUR;
            let cap = if f.cap_days.trim().is_empty() {
                None
            } else {
                let cap = number(&f.cap_days, "cap", 1, 365)?;
                if cap < days {
                    return Err(AppError::Invalid(Said::with(
                        "refused-clock-cap-below-bank",
                        [("cap", cap.into()), ("days", days.into())],
                    )));
                }
                Some(cap * DAY)
            };
            Ok(TimeControl::Bank {
                days,
                increment: inc_days * DAY + inc_hours * HOUR,
                cap,
                grace,
            })
        }
        other => Err(AppError::Invalid(Said::with(
            "refused-clock-kind",
            [("got", other.chars().take(20).collect::<String>().into())],
        ))),
    }
}

/// The time control's arithmetic: the use-cases run it, storage only keeps the columns
/// of a `TimeControl` and a `ClockState`.
pub trait ClockRules {
    /// The grace period granted on every turn, in seconds.
    fn grace(&self) -> i64;
    /// "3 days per move", "bank 7 days + 1 day 12 hours per move (cap 10 days), 6 hours
    /// grace", in the source language, as records and the API keep it.
    fn describe(&self) -> String {
        self.describe_in(pigeonpost_i18n::Tr::source())
    }
    /// The same in `tr`'s words.
    fn describe_in(&self, tr: pigeonpost_i18n::Tr) -> String;
    /// The clock when the game starts at `now`. Untimed games keep only when the turn
    /// began, for stalled-game claims.
    fn start(&self, now: i64) -> ClockState;
    /// The clock after `mover` moved at `now`: the mover's bank is charged for the time
    /// beyond the grace period and credited the increment (up to the cap); the opponent's
    /// deadline starts now.
    fn after_move(&self, before: &ClockState, mover: Color, now: i64) -> ClockState;
    /// The clock after `mover`'s move, made at `moved_at` on `before`, is taken back at
    /// `now`: the mover's turn begins again now with the bank they had left when they
    /// moved (without that move's increment), or a fresh period per move. The opponent's
    /// time since the move is not charged to anyone: their turn is undone.
    fn after_takeback(
        &self,
        before: &ClockState,
        mover: Color,
        moved_at: i64,
        now: i64,
    ) -> ClockState;
}

impl ClockRules for TimeControl {
    fn grace(&self) -> i64 {
        match *self {
            TimeControl::Untimed => 0,
            TimeControl::PerMove { grace, .. } | TimeControl::Bank { grace, .. } => grace,
        }
    }

    fn describe_in(&self, tr: pigeonpost_i18n::Tr) -> String {
        let span = |secs: i64| tr.duration(secs);
        // Each part wraps the words before it, so that a language may order them.
        let (clock, grace) = match *self {
            TimeControl::Untimed => return tr.t("tc-words-untimed"),
            TimeControl::PerMove { days, grace } => {
                (tr.t1("tc-words-per-move", "span", span(days * DAY)), grace)
            }
            TimeControl::Bank {
                days,
                increment,
                cap,
                grace,
            } => {
                let mut bank = tr.t1("tc-words-bank", "span", span(days * DAY));
                if increment > 0 {
                    bank = tr.t2(
                        "tc-words-increment",
                        ("bank", bank),
                        ("span", span(increment)),
                    );
                }
                if let Some(cap) = cap {
                    bank = tr.t2("tc-words-cap", ("bank", bank), ("span", span(cap)));
                }
                (bank, grace)
            }
        };
        match grace > 0 {
            true => tr.t2("tc-words-grace", ("clock", clock), ("span", span(grace))),
            false => clock,
        }
    }

    /// The clock when the game starts at `now`. Untimed games keep only when the turn
    /// began, for stalled-game claims.
    fn start(&self, now: i64) -> ClockState {
        match *self {
            TimeControl::Untimed => ClockState {
                turn_started_at: Some(now),
                ..ClockState::default()
            },
            TimeControl::PerMove { days, grace } => ClockState {
                turn_started_at: Some(now),
                deadline: Some(now + grace + days * DAY),
                ..ClockState::default()
            },
            TimeControl::Bank { days, grace, .. } => {
                let bank = days * DAY;
                ClockState {
                    white_bank: Some(bank),
                    black_bank: Some(bank),
                    turn_started_at: Some(now),
                    deadline: Some(now + grace + bank),
                }
            }
        }
    }

    /// The clock after `mover` moved at `now`: the mover's bank is charged for the time
    /// beyond the grace period and credited the increment (up to the cap); the opponent's
    /// deadline starts now.
    fn after_move(&self, before: &ClockState, mover: Color, now: i64) -> ClockState {
        match *self {
            // Without a bank, every turn starts the way the first one did.
            TimeControl::Untimed | TimeControl::PerMove { .. } => self.start(now),
            TimeControl::Bank {
                increment,
                cap,
                grace,
                ..
            } => {
                let started = before.turn_started_at.unwrap_or(now);
                let used = (now - started - grace).max(0);
                let mut s = before.clone();
                let (mine, theirs) = match mover {
                    Color::White => (s.white_bank.unwrap_or(0), s.black_bank.unwrap_or(0)),
                    Color::Black => (s.black_bank.unwrap_or(0), s.white_bank.unwrap_or(0)),
                };
                let mut left = (mine - used).max(0) + increment;
                if let Some(cap) = cap {
                    left = left.min(cap);
                }
                match mover {
                    Color::White => s.white_bank = Some(left),
                    Color::Black => s.black_bank = Some(left),
                }
                s.turn_started_at = Some(now);
                s.deadline = Some(now + grace + theirs);
                s
            }
        }
    }

    /// The clock after `mover`'s move, made at `moved_at` on `before`, is taken back at
    /// `now`: the mover's turn begins again now with the bank they had left when they
    /// moved (without that move's increment), or a fresh period per move. The opponent's
    /// time since the move is not charged to anyone: their turn is undone.
    fn after_takeback(
        &self,
        before: &ClockState,
        mover: Color,
        moved_at: i64,
        now: i64,
    ) -> ClockState {
        match *self {
            TimeControl::Untimed | TimeControl::PerMove { .. } => self.start(now),
            TimeControl::Bank { grace, .. } => {
                let started = before.turn_started_at.unwrap_or(moved_at);
                let used = (moved_at - started - grace).max(0);
                let mut s = before.clone();
                let mine = match mover {
                    Color::White => &mut s.white_bank,
                    Color::Black => &mut s.black_bank,
                };
                let left = (mine.unwrap_or(0) - used).max(0);
                *mine = Some(left);
                s.turn_started_at = Some(now);
                s.deadline = Some(now + grace + left);
                s
            }
        }
    }
}

/// The clock with the current turn's start and deadline moved by `by` seconds (later
/// when positive): how a vacation stops the clock of the player to move.
pub fn shifted(mut clock: ClockState, by: i64) -> ClockState {
    clock.turn_started_at = clock.turn_started_at.map(|t| t + by);
    clock.deadline = clock.deadline.map(|d| d + by);
    clock
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(kind: &str, days: &str) -> TimeControlFields {
        TimeControlFields {
            kind: kind.into(),
            days: days.into(),
            ..TimeControlFields::default()
        }
    }

    #[test]
    fn validation() {
        assert_eq!(parse(&fields("none", "")).ok(), Some(TimeControl::Untimed));
        assert!(parse(&fields("move", "0")).is_err());
        assert!(parse(&fields("move", "31")).is_err());
        assert!(parse(&fields("move", "x")).is_err());
        assert!(parse(&fields("blitz", "3")).is_err());
        let mut f = fields("bank", "5");
        f.cap_days = "4".into();
        assert!(parse(&f).is_err());
    }

    #[test]
    fn bare_king_is_seen_by_the_engine() {
        use pigeonpost_engine::{Position, registry};
        let chess = registry::get("chess").expect("chess");
        let p = Position::from_fen(&chess, "4k3/8/8/8/8/8/8/4K2Q b - - 0 1").expect("fen");
        assert!(p.only_royal(Color::Black));
        assert!(!p.only_royal(Color::White));
        assert!(!Position::start(&chess).only_royal(Color::White));
    }

    #[test]
    fn bank_charges_beyond_grace_and_caps() {
        let tc = TimeControl::Bank {
            days: 2,
            increment: 12 * HOUR,
            cap: Some(3 * DAY),
            grace: 6 * HOUR,
        };
        let s = tc.start(0);
        assert_eq!(s.deadline, Some(54 * HOUR));
        let s = tc.after_move(&s, Color::White, 10 * HOUR);
        assert_eq!(s.white_bank, Some(56 * HOUR));
        assert_eq!(s.deadline, Some(10 * HOUR + 6 * HOUR + 48 * HOUR));
    }
}
