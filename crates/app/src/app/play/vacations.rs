//! Vacations: a player stops their clocks for some days, within a yearly allowance.
//!
//! Deadlines stay in the database (the sweep only compares them with "now"), so a
//! vacation moves them: when it starts, every game where the player is to move gets its
//! turn start and deadline pushed to the vacation's end; a turn that reaches them during
//! the vacation starts at its end (`pause_for_vacation`); coming back early pulls the
//! same games back by the unused part. Untimed games move only their turn start, which
//! is what stalled-game claims count from.

use super::Play;
use crate::app::rules::clock_rules::shifted;
use crate::app::rules::event_leave::{self, LeaveLimit};
use crate::app::rules::history::EventKind;
use crate::app::rules::record::ClockState;
use crate::app::{AppError, User};
use crate::calendar::format_utc;
use crate::storage::{self, vacations::VacationRow};
use crate::zone::Zone;
use pigeonpost_i18n::Said;

/// A player's vacation allowance and where they stand.
#[derive(Debug, Clone)]
pub struct VacationStatus {
    pub year: i64,
    pub allowance_days: i64,
    /// Days charged this year: every started day of each vacation begun this year.
    pub used_days: i64,
    pub current: Option<Vacation>,
}

/// A vacation taken: when it starts and is planned to end, and when the player came
/// back, if early (ms).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vacation {
    pub starts_at: i64,
    pub ends_at: i64,
    pub ended_at: Option<i64>,
}

impl From<VacationRow> for Vacation {
    fn from(r: VacationRow) -> Vacation {
        Vacation {
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            ended_at: r.ended_at,
        }
    }
}

impl VacationStatus {
    pub fn remaining_days(&self) -> i64 {
        (self.allowance_days - self.used_days).max(0)
    }
}

/// The whole days a vacation is charged: each started day on the player's clock
/// (`zone`) counts. A vacation in progress is charged in full; coming back early refunds
/// the rest.
fn charged_days(v: &VacationRow, zone: &Zone) -> i64 {
    zone.started_days(v.starts_at, v.until())
}

impl Play<'_> {
    pub async fn vacation_status(&self, user: &User) -> Result<VacationStatus, AppError> {
        let mut conn = self.conn().await?;
        self.vacation_status_on(&mut conn, user, self.clock.now())
            .await
    }

    async fn vacation_status_on(
        &self,
        conn: &mut crate::storage::Conn,
        user: &User,
        now: i64,
    ) -> Result<VacationStatus, AppError> {
        // The allowance is the player's year, and each day charged a day of their clock.
        let zone = &user.locale.zone;
        let year = zone.year(now);
        let taken = storage::vacations::started_between(
            conn,
            user.id,
            zone.year_start(year),
            zone.year_start(year + 1),
        )
        .await?;
        let used_days = taken.iter().map(|v| charged_days(v, zone)).sum();
        let current = storage::vacations::current(conn, user.id, now)
            .await?
            .map(Vacation::from);
        Ok(VacationStatus {
            year,
            allowance_days: self.rules.vacation_days,
            used_days,
            current,
        })
    }

    /// Starts a vacation of `days` (as typed) days now. Returns when it ends.
    pub async fn start_vacation(&self, user: &User, days: &str) -> Result<i64, AppError> {
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        // Read, then written: on PostgreSQL another server could start one meanwhile.
        storage::logins::lock_account(&mut tx, user.id).await?;
        let status = self.vacation_status_on(&mut tx, user, now).await?;
        if let Some(v) = &status.current {
            return Err(AppError::Conflict(Said::with(
                "vacation-already",
                [("until", user.locale.zone.civil(v.ends_at).into())],
            )));
        }
        let left = status.remaining_days();
        if left == 0 {
            return Err(AppError::Conflict(Said::with(
                "vacation-used-up",
                [
                    ("allowance", status.allowance_days.into()),
                    ("year", status.year.into()),
                ],
            )));
        }
        let days = match days.trim().parse::<i64>() {
            Ok(d) if (1..=left).contains(&d) => d,
            _ => {
                return Err(AppError::Invalid(Said::with(
                    "vacation-bad-days",
                    [
                        ("left", left.into()),
                        ("year", status.year.into()),
                        (
                            "got",
                            days.trim().chars().take(20).collect::<String>().into(),
                        ),
                    ],
                )));
            }
        };
        let limits = self.leave_limits(&mut tx, user).await?;
        event_leave::may_take(&limits, days)?;
        let until = user.locale.zone.days_after(now, days);
        storage::vacations::insert(&mut tx, user.id, now, until).await?;
        let detail = format_utc(until);
        let games = self
            .shift_my_turns(
                &mut tx,
                user,
                now,
                until - now,
                EventKind::VacationStarted,
                &detail,
            )
            .await?;
        tx.commit().await?;
        for game in games {
            self.game_changed(game).await;
        }
        Ok(until)
    }

    /// The running events `user_id` plays in that limit leave, with the days their
    /// vacations have used of each.
    async fn leave_limits(
        &self,
        conn: &mut crate::storage::Conn,
        user: &User,
    ) -> Result<Vec<LeaveLimit>, AppError> {
        let mut limits = Vec::new();
        for (event, allowed_days, started_at) in
            storage::tournament_entrants::leave_limits(conn, user.id).await?
        {
            let taken = storage::vacations::since(conn, user.id, started_at).await?;
            limits.push(LeaveLimit {
                event,
                allowed_days,
                used_days: event_leave::used_days(&taken, started_at, &user.locale.zone),
            });
        }
        Ok(limits)
    }

    /// Ends the current vacation now; the unused days go back to the allowance.
    pub async fn end_vacation(&self, user: &User) -> Result<(), AppError> {
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let Some(v) = storage::vacations::current(&mut tx, user.id, now).await? else {
            return Err(AppError::Conflict(Said::new("refused-are-not-vacation")));
        };
        if !storage::vacations::end(&mut tx, v.id, now).await? {
            return Err(AppError::Conflict(Said::new("refused-are-not-vacation")));
        }
        let games = self
            .shift_my_turns(
                &mut tx,
                user,
                now,
                now - v.ends_at,
                EventKind::VacationEnded,
                "",
            )
            .await?;
        tx.commit().await?;
        for game in games {
            self.game_changed(game).await;
        }
        Ok(())
    }

    /// Moves the turn start and deadline of every game where `user` is to move by `by`
    /// seconds, and records `kind` in every game they play; returns those games.
    async fn shift_my_turns(
        &self,
        conn: &mut crate::storage::Conn,
        user: &User,
        now: i64,
        by: i64,
        kind: EventKind,
        detail: &str,
    ) -> Result<Vec<i64>, AppError> {
        let mut changed = Vec::new();
        for game in storage::games::active_for_user(conn, user.id).await? {
            let game = crate::app::rules::rulebook::record(conn, game).await?;
            let to_move = game.row.seat_id(game.to_move);
            let game = game.row;
            // A deadline already passed belongs to the sweep: a vacation does not save it.
            let overdue = game.clock.deadline.is_some_and(|d| d <= now);
            if to_move == Some(user.id) && !overdue {
                let clock = shifted(game.clock.clone(), by);
                storage::games::set_clock(conn, game.id, game.ply, &clock).await?;
            }
            self.record(conn, game.id, game.ply, Some(user.id), kind, detail)
                .await?;
            changed.push(game.id);
        }
        Ok(changed)
    }

    /// `clock` for a turn given to `player` at `now`: if they are on vacation, the turn
    /// starts when it ends.
    pub(crate) async fn pause_for_vacation(
        &self,
        conn: &mut crate::storage::Conn,
        player: Option<i64>,
        clock: ClockState,
        now: i64,
    ) -> Result<ClockState, AppError> {
        let Some(player) = player else {
            return Ok(clock);
        };
        Ok(
            match storage::vacations::current(conn, player, now).await? {
                Some(v) => shifted(clock, (v.ends_at - now).max(0)),
                None => clock,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::rules::clock_rules::DAY;

    fn vacation(starts_at: i64, ends_at: i64, ended_at: Option<i64>) -> VacationRow {
        VacationRow {
            id: 1,
            user_id: 1,
            starts_at,
            ends_at,
            ended_at,
        }
    }

    #[test]
    fn charging() {
        // In progress: charged in full.
        let utc = Zone::default();
        assert_eq!(charged_days(&vacation(0, 10 * DAY, None), &utc), 10);
        // Ended early after 2 days and an hour: 3 started days.
        assert_eq!(
            charged_days(&vacation(0, 10 * DAY, Some(2 * DAY + 3600)), &utc),
            3
        );
    }
}
