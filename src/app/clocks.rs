//! Correspondence time controls: choosing one, keeping it in the game row as a deadline
//! and remaining banks, and the sweep that ends overdue games and sends reminders.
//!
//! Nothing runs while a game waits: a move computes the next deadline, and `sweep` (called
//! by a background task on an interval, and directly by tests) compares deadlines with the
//! injected clock. Every update is guarded by the game's status and ply, so a sweep that
//! runs twice, or two servers sweeping one database, end a game at most once.

use super::history::EventKind;
use super::{App, AppError, color_name, found};
use crate::calendar::format_utc;
use crate::notify::messages;
use crate::storage::{self, StorageError, games::ClockState, games::GameRow};
use pigeonpost_engine::{Color, Outcome, Position, registry};

pub const DAY: i64 = 86_400;
pub const HOUR: i64 = 3_600;

/// The clock a game is played with. Durations are seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    Untimed,
    /// Each move within `days` days of the opponent's.
    PerMove {
        days: i64,
        grace: i64,
    },
    /// A bank of `days` days to start, `increment` added after each move, never above `cap`.
    Bank {
        days: i64,
        increment: i64,
        cap: Option<i64>,
        grace: i64,
    },
}

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

fn number(field: &str, what: &str, min: i64, max: i64) -> Result<i64, AppError> {
    let t = field.trim();
    if t.is_empty() {
        return Ok(0.max(min));
    }
    match t.parse::<i64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(AppError::Invalid(format!(
            "{what} must be a whole number from {min} to {max} (got \"{}\")",
            t.chars().take(20).collect::<String>()
        ))),
    }
}

impl TimeControl {
    /// Checks every field of the form and builds the time control.
    pub fn parse(f: &TimeControlFields) -> Result<TimeControl, AppError> {
        match f.kind.trim() {
            "" | "none" => Ok(TimeControl::Untimed),
            "move" => {
                let days = number(&f.days, "days per move", 1, 30)?;
                let grace = number(&f.grace_hours, "grace hours", 0, 72)? * HOUR;
                Ok(TimeControl::PerMove { days, grace })
            }
            "bank" => {
                let days = number(&f.days, "the starting bank in days", 1, 90)?;
                let inc_days = number(&f.increment_days, "increment days", 0, 30)?;
                let inc_hours = number(&f.increment_hours, "increment hours", 0, 23)?;
                let grace = number(&f.grace_hours, "grace hours", 0, 72)? * HOUR;
                let cap = if f.cap_days.trim().is_empty() {
                    None
                } else {
                    let cap = number(&f.cap_days, "the bank cap in days", 1, 365)?;
                    if cap < days {
                        return Err(AppError::Invalid(format!(
                            "the bank cap ({cap} days) cannot be below the starting bank ({days} days)"
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
            other => Err(AppError::Invalid(format!(
                "the time control must be none, move or bank (got \"{}\")",
                other.chars().take(20).collect::<String>()
            ))),
        }
    }

    /// (kind, days, increment, cap, grace) as stored.
    pub(crate) fn columns(&self) -> (&'static str, i64, i64, Option<i64>, i64) {
        match *self {
            TimeControl::Untimed => ("none", 0, 0, None, 0),
            TimeControl::PerMove { days, grace } => ("move", days, 0, None, grace),
            TimeControl::Bank {
                days,
                increment,
                cap,
                grace,
            } => ("bank", days, increment, cap, grace),
        }
    }

    pub fn from_row(row: &GameRow) -> TimeControl {
        match row.tc_kind.as_str() {
            "move" => TimeControl::PerMove {
                days: row.tc_days,
                grace: row.tc_grace,
            },
            "bank" => TimeControl::Bank {
                days: row.tc_days,
                increment: row.tc_increment,
                cap: row.tc_cap,
                grace: row.tc_grace,
            },
            _ => TimeControl::Untimed,
        }
    }

    fn grace(&self) -> i64 {
        match *self {
            TimeControl::Untimed => 0,
            TimeControl::PerMove { grace, .. } | TimeControl::Bank { grace, .. } => grace,
        }
    }

    /// "3 days per move", "bank 7 days + 1 day 12 hours per move (cap 10 days), 6 hours grace".
    pub fn describe(&self) -> String {
        let mut s = match *self {
            TimeControl::Untimed => return "untimed".to_string(),
            TimeControl::PerMove { days, .. } => format!("{} per move", span(days * DAY)),
            TimeControl::Bank {
                days,
                increment,
                cap,
                ..
            } => {
                let mut s = format!("bank of {}", span(days * DAY));
                if increment > 0 {
                    s.push_str(&format!(" + {} per move", span(increment)));
                }
                if let Some(cap) = cap {
                    s.push_str(&format!(" (cap {})", span(cap)));
                }
                s
            }
        };
        if self.grace() > 0 {
            s.push_str(&format!(", {} grace per move", span(self.grace())));
        }
        s
    }

    /// The clock when the game starts at `now`. Untimed games keep only when the turn
    /// began, for stalled-game claims.
    pub fn start(&self, now: i64) -> ClockState {
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
    pub fn after_move(&self, before: &ClockState, mover: Color, now: i64) -> ClockState {
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
    pub fn after_takeback(
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

/// "2 days 3 hours", "5 hours", "40 minutes".
pub fn span(secs: i64) -> String {
    let secs = secs.max(0);
    let (d, h, m) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / 60);
    let unit = |n: i64, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    let mut parts = Vec::new();
    if d > 0 {
        parts.push(unit(d, "day"));
    }
    if h > 0 {
        parts.push(unit(h, "hour"));
    }
    if d == 0 && (m > 0 || parts.is_empty()) {
        parts.push(unit(m, "minute"));
    }
    parts.join(" ")
}

/// What the game page says about the clocks of an active game at `now`.
pub fn clock_lines(row: &GameRow, to_move: Color, now: i64) -> Vec<String> {
    let mut lines = Vec::new();
    if row.status != "active" {
        return lines;
    }
    if let (Some(w), Some(b)) = (row.white_bank, row.black_bank) {
        lines.push(format!("White has {} in the bank.", span(w)));
        lines.push(format!("Black has {} in the bank.", span(b)));
    }
    if let Some(deadline) = row.deadline {
        lines.push(format!(
            "{} must move within {} (deadline {}).",
            if to_move == Color::White {
                "White"
            } else {
                "Black"
            },
            span(deadline - now),
            format_utc(deadline)
        ));
    }
    lines
}

/// What one sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SweepReport {
    pub timeouts: usize,
    pub reminders: usize,
}

impl App {
    /// Ends every active game whose deadline has passed, and reminds every player whose
    /// deadline is near and who was not yet reminded for this move.
    pub async fn sweep(&self) -> Result<SweepReport, AppError> {
        let now = self.clock.now();
        let mut report = SweepReport::default();
        let overdue = {
            let mut conn = self.conn().await?;
            storage::games::overdue(&mut conn, now).await?
        };
        for game in overdue {
            let mut tx = self.begin().await?;
            if self.time_out(&mut tx, game.id, now).await? {
                report.timeouts += 1;
            }
            tx.commit().await.map_err(StorageError::from)?;
        }
        let soon = {
            let mut conn = self.conn().await?;
            storage::games::needing_reminder(&mut conn, now + self.rules.reminder_hours * HOUR)
                .await?
        };
        for game in soon {
            let mut tx = self.begin().await?;
            if storage::games::mark_reminded(&mut tx, game.id, game.ply).await? {
                self.queue_reminder(&mut tx, &game, now).await?;
                report.reminders += 1;
            }
            tx.commit().await.map_err(StorageError::from)?;
        }
        if report != SweepReport::default() {
            self.mail_wake.notify_one();
        }
        Ok(report)
    }

    /// Ends game `id` on time if it is still active and overdue at `now`; false if it
    /// was not (already ended, or a move came in first).
    pub(crate) async fn time_out(
        &self,
        conn: &mut sqlx::SqliteConnection,
        id: i64,
        now: i64,
    ) -> Result<bool, AppError> {
        let game = found(storage::games::by_id(conn, id).await, format!("game {id}"))?;
        if game.status != "active" || game.deadline.is_none_or(|d| d > now) {
            return Ok(false);
        }
        let variant = registry::get(&game.variant)
            .ok_or_else(|| AppError::Internal(format!("unknown variant {}", game.variant)))?;
        let position = Position::from_fen(&variant, &game.fen)
            .map_err(|e| AppError::Internal(format!("game {id} stored FEN: {e}")))?;
        let loser = position.side_to_move();
        // Nobody can lose to a bare king: running out of time against one is a draw.
        let outcome = if position.only_royal(loser.opposite()) {
            Outcome {
                winner: None,
                reason: "timeout against a bare king".into(),
            }
        } else {
            Outcome {
                winner: Some(loser.opposite()),
                reason: "time".into(),
            }
        };
        let done = storage::games::time_out(
            conn,
            id,
            game.ply,
            outcome.winner.map(color_name),
            &outcome.reason,
            now,
        )
        .await?;
        if done {
            let detail = match outcome.winner {
                Some(_) => format!("{loser} ran out of time"),
                None => format!("{loser} ran out of time against a bare king, a draw"),
            };
            self.record(conn, id, game.ply, None, EventKind::TimedOut, &detail)
                .await?;
            self.queue_game_over(conn, &game, None, &outcome).await?;
        }
        Ok(done)
    }

    async fn queue_reminder(
        &self,
        conn: &mut sqlx::SqliteConnection,
        game: &GameRow,
        now: i64,
    ) -> Result<(), AppError> {
        let Some(mover) = super::games::side_to_move(game) else {
            return Ok(());
        };
        let id = match mover {
            Color::White => game.white_id,
            Color::Black => game.black_id,
        };
        let (Some(id), Some(deadline)) = (id, game.deadline) else {
            return Ok(());
        };
        let player = storage::users::by_id(conn, id).await?;
        let name = super::moves::variant_name(&game.variant);
        let label = super::moves::label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let mail = messages::reminder(&player.email, &label, &span(deadline - now), &url);
        self.enqueue(conn, &mail).await
    }
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
        assert_eq!(
            TimeControl::parse(&fields("none", "")).ok(),
            Some(TimeControl::Untimed)
        );
        assert!(TimeControl::parse(&fields("move", "0")).is_err());
        assert!(TimeControl::parse(&fields("move", "31")).is_err());
        assert!(TimeControl::parse(&fields("move", "x")).is_err());
        assert!(TimeControl::parse(&fields("blitz", "3")).is_err());
        let mut f = fields("bank", "5");
        f.cap_days = "4".into();
        assert!(TimeControl::parse(&f).is_err());
    }

    #[test]
    fn bare_king_is_seen_by_the_engine() {
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

    #[test]
    fn spans() {
        assert_eq!(span(DAY + 3 * HOUR), "1 day 3 hours");
        assert_eq!(span(40 * 60), "40 minutes");
        assert_eq!(span(2 * DAY), "2 days");
    }
}
