//! Dates and numbers as each language writes them. The order and the separators are the
//! language's own messages (`date`, `date-time`, `number-group-separator`), so a
//! translator sets them as they set any other words.

use crate::{Arg, Tr};

/// A moment as a clock and calendar on the reader's wall show it, with the zone's
/// abbreviation ("CET", "JST", or "+0530" where the zone has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Civil {
    pub year: i32,
    pub month: u8,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    pub zone: String,
}

impl Tr {
    /// "2026-03-01 14:05 CET", "01.03.2026, 14:05 MEZ", "2026年3月1日 14:05 JST".
    pub fn date_time(&self, at: &Civil) -> String {
        self.with(
            "date-time",
            [
                ("year", Arg::Number(at.year.into())),
                ("month", Arg::Text(format!("{:02}", at.month).into())),
                ("month-number", Arg::Number(at.month.into())),
                ("day", Arg::Text(format!("{:02}", at.day).into())),
                ("day-number", Arg::Number(at.day.into())),
                ("hour", Arg::Text(format!("{:02}", at.hour).into())),
                ("minute", Arg::Text(format!("{:02}", at.minute).into())),
                ("zone", Arg::Text(at.zone.as_str().into())),
            ],
        )
    }

    /// The day alone: "2026-03-01", "01.03.2026".
    pub fn date(&self, at: &Civil) -> String {
        self.with(
            "date",
            [
                ("year", Arg::Number(at.year.into())),
                ("month", Arg::Text(format!("{:02}", at.month).into())),
                ("month-number", Arg::Number(at.month.into())),
                ("day", Arg::Text(format!("{:02}", at.day).into())),
                ("day-number", Arg::Number(at.day.into())),
            ],
        )
    }

    /// A length of time in days and hours, or hours and minutes under a day: "2 days 3
    /// hours", "1 hour 5 minutes", "0 minutes".
    pub fn duration(&self, secs: i64) -> String {
        let secs = secs.max(0);
        let (d, h, m) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
        let mut parts = Vec::new();
        if d > 0 {
            parts.push(self.t1("duration-days", "n", d));
        }
        if h > 0 {
            parts.push(self.t1("duration-hours", "n", h));
        }
        if d == 0 && (m > 0 || parts.is_empty()) {
            parts.push(self.t1("duration-minutes", "n", m));
        }
        parts.join(&self.t("duration-separator"))
    }

    /// How long to wait before trying again: to the second under two minutes, else in
    /// whole minutes rounded up ("1 second", "45 seconds", "6 minutes").
    pub fn wait(&self, secs: i64) -> String {
        match secs.max(1) {
            s if s < 120 => self.t1("wait-seconds", "n", s),
            s => self.t1("wait-minutes", "n", (s + 59) / 60),
        }
    }

    /// A whole number with the language's thousands separator: "12,345", "12.345".
    pub fn int(&self, n: i64) -> String {
        let separator = self.t("number-group-separator");
        let digits = n.unsigned_abs().to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * separator.len() + 1);
        if n < 0 {
            out.push('-');
        }
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(&separator);
            }
            out.push(c);
        }
        out
    }
}
