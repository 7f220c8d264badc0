//! Players' time zones, from the tz database (jiff's bundled copy): the wall clock a
//! time is shown on, and the local hour and day the daily mail keeps. A zone is kept by
//! its IANA name; an account without one reads UTC.

use jiff::Timestamp;
use jiff::tz::TimeZone;
use pigeonpost_i18n::{Civil, Tr};

/// Every zone name the tz database has, sorted, as a form offers them.
pub fn names() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = jiff::tz::db().available().map(|n| n.to_string()).collect();
        names.sort();
        names
    })
}

/// A time on a zone's wall clock, as a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wall {
    /// The moment (seconds since the epoch); of a time the clocks pass twice as they go
    /// back, the earlier.
    At(i64),
    /// The clocks skip the time as they go forward: it is no moment there.
    Skipped,
}

/// A time zone of the tz database, or UTC.
#[derive(Clone, Debug)]
pub struct Zone {
    /// The IANA name; None for UTC by default.
    name: Option<String>,
    tz: TimeZone,
}

impl Default for Zone {
    fn default() -> Self {
        Zone {
            name: None,
            tz: TimeZone::UTC,
        }
    }
}

impl PartialEq for Zone {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for Zone {}

impl std::hash::Hash for Zone {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

impl Zone {
    /// The zone the tz database calls `name` ("Europe/Berlin"; its case as the database
    /// writes it), if it has one.
    pub fn named(name: &str) -> Option<Zone> {
        let name = name.trim();
        if name.is_empty() || name.len() > 64 {
            return None;
        }
        let tz = jiff::tz::db().get(name).ok()?;
        let name = tz.iana_name().unwrap_or(name).to_string();
        Some(Zone {
            name: Some(name),
            tz,
        })
    }

    /// A kept name read back: the zone, or UTC if the database no longer has it.
    pub fn stored(name: Option<&str>) -> Zone {
        name.and_then(Zone::named).unwrap_or_default()
    }

    /// The IANA name, as kept; None for the default, UTC.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The name shown: the IANA name, or "UTC".
    pub fn label(&self) -> &str {
        self.name.as_deref().unwrap_or("UTC")
    }

    fn at(&self, secs: i64) -> jiff::Zoned {
        let ts = Timestamp::from_second(secs).unwrap_or(Timestamp::UNIX_EPOCH);
        ts.to_zoned(self.tz.clone())
    }

    /// The wall clock and calendar at `secs`, with the zone's abbreviation then ("CET",
    /// "CEST"; the offset, "+0530", where the database has no letters for it).
    pub fn civil(&self, secs: i64) -> Civil {
        let z = self.at(secs);
        let info = self.tz.to_offset_info(z.timestamp());
        Civil {
            year: z.year().into(),
            month: z.month().unsigned_abs(),
            day: z.day().unsigned_abs(),
            hour: z.hour().unsigned_abs(),
            minute: z.minute().unsigned_abs(),
            zone: info.abbreviation().to_string(),
        }
    }

    /// The moment this zone's wall clock reads `wall` (the reading counted in seconds as
    /// if it were UTC's: `calendar::parse_minute` of what a player typed).
    pub fn wall(&self, wall: i64) -> Wall {
        let Ok(reading) = Timestamp::from_second(wall) else {
            return Wall::Skipped;
        };
        let civil = reading.to_zoned(TimeZone::UTC).datetime();
        let ambiguous = self.tz.to_ambiguous_timestamp(civil);
        match ambiguous.offset() {
            jiff::tz::AmbiguousOffset::Gap { .. } => Wall::Skipped,
            _ => ambiguous
                .earlier()
                .map_or(Wall::Skipped, |t| Wall::At(t.as_second())),
        }
    }

    /// `secs` as `words` writes a date and time, on this zone's clock.
    pub fn show(&self, words: Tr, secs: i64) -> String {
        words.date_time(&self.civil(secs))
    }

    /// The local hour (0-23) at `secs`.
    pub fn hour(&self, secs: i64) -> i64 {
        self.at(secs).hour().into()
    }

    /// The calendar year on this zone's clock at `secs`.
    pub fn year(&self, secs: i64) -> i64 {
        self.at(secs).year().into()
    }

    /// When `year` begins on this zone's clock: its 1 January at midnight (or the first
    /// moment of that day, where the clocks skip midnight).
    pub fn year_start(&self, year: i64) -> i64 {
        let year = i16::try_from(year.clamp(-9_999, 9_999)).unwrap_or(1970);
        jiff::civil::date(year, 1, 1)
            .to_zoned(self.tz.clone())
            .map_or(0, |z| z.timestamp().as_second())
    }

    /// The moment `days` of this zone's days after `secs`: the same time on the clock,
    /// that many dates later (so a day across a change of clocks lasts 23 or 25 hours).
    pub fn days_after(&self, secs: i64, days: i64) -> i64 {
        let start = self.at(secs);
        start
            .checked_add(jiff::Span::new().days(days.clamp(0, 100_000)))
            .map_or(secs + days * 86_400, |z| z.timestamp().as_second())
    }

    /// The days of this zone that a stretch from `from` to `to` uses, each one started
    /// counted whole: the fewest `n` with `days_after(from, n)` at or after `to`.
    pub fn started_days(&self, from: i64, to: i64) -> i64 {
        if to <= from {
            return 0;
        }
        let whole = self
            .at(to)
            .since((jiff::Unit::Day, &self.at(from)))
            .map_or((to - from) / 86_400, |span| i64::from(span.get_days()));
        match self.days_after(from, whole) < to {
            true => whole + 1,
            false => whole,
        }
    }

    /// The local day at `secs`, counted from 1970-01-01: days that differ are different
    /// days on the player's calendar, whatever their length (23 or 25 hours across a
    /// change of clocks).
    pub fn day(&self, secs: i64) -> i64 {
        let date = self.at(secs).date();
        date.to_zoned(TimeZone::UTC).map_or(0, |midnight| {
            midnight.timestamp().as_second().div_euclid(86_400)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-29 00:30 UTC: Berlin's clocks go from 02:00 to 03:00 at 01:00 UTC.
    const BEFORE_SPRING: i64 = 1_774_744_200;

    #[test]
    fn names_are_the_tz_database_s() {
        assert_eq!(
            Zone::named("Europe/Berlin").unwrap().name(),
            Some("Europe/Berlin")
        );
        assert!(Zone::named("Europe/Atlantis").is_none());
        assert!(Zone::named("").is_none());
        assert!(Zone::named("../../etc/passwd").is_none());
        assert_eq!(Zone::stored(Some("Nowhere/Land")), Zone::default());
        assert_eq!(Zone::default().label(), "UTC");
    }

    #[test]
    fn the_wall_clock_follows_a_change_of_clocks() {
        let berlin = Zone::named("Europe/Berlin").unwrap();
        let before = berlin.civil(BEFORE_SPRING);
        assert_eq!(
            (before.hour, before.minute, before.zone.as_str()),
            (1, 30, "CET")
        );
        let after = berlin.civil(BEFORE_SPRING + 3600);
        assert_eq!(
            (after.hour, after.minute, after.zone.as_str()),
            (3, 30, "CEST")
        );
        assert_eq!(after.day, 29);
        let tokyo = Zone::named("Asia/Tokyo").unwrap().civil(BEFORE_SPRING);
        assert_eq!((tokyo.day, tokyo.hour, tokyo.zone.as_str()), (29, 9, "JST"));
        let india = Zone::named("Asia/Kolkata").unwrap().civil(BEFORE_SPRING);
        assert_eq!((india.hour, india.minute), (6, 0));
    }

    #[test]
    fn a_wall_clock_time_is_the_moment_it_reads_there() {
        let berlin = Zone::named("Europe/Berlin").unwrap();
        let wall = |text: &str| crate::calendar::parse_minute(text).unwrap();
        // Winter: an hour ahead of UTC; summer: two.
        assert_eq!(
            berlin.wall(wall("2026-03-01 18:30")),
            Wall::At(wall("2026-03-01 17:30"))
        );
        assert_eq!(
            berlin.wall(wall("2026-07-01 18:30")),
            Wall::At(wall("2026-07-01 16:30"))
        );
        // 2027-03-28: from 02:00 straight to 03:00.
        assert_eq!(berlin.wall(wall("2027-03-28 02:30")), Wall::Skipped);
        // 2026-10-25: 02:30 comes twice, first in summer time (00:30 UTC).
        assert_eq!(
            berlin.wall(wall("2026-10-25 02:30")),
            Wall::At(wall("2026-10-25 00:30"))
        );
        assert_eq!(
            Zone::default().wall(wall("2027-03-28 02:30")),
            Wall::At(wall("2027-03-28 02:30"))
        );
    }

    #[test]
    fn a_local_day_is_the_calendar_s_whatever_its_length() {
        let berlin = Zone::named("Europe/Berlin").unwrap();
        // 2026-03-28 23:30 local (CET) and 2026-03-29 23:30 local (CEST) are one day apart,
        // 23 hours apart.
        let saturday_night = BEFORE_SPRING - 2 * 3600;
        let sunday_night = saturday_night + 23 * 3600;
        assert_eq!(berlin.day(sunday_night) - berlin.day(saturday_night), 1);
        assert_eq!(berlin.hour(sunday_night), 23);
        assert_eq!(Zone::default().day(0), 0);
        assert_eq!(Zone::default().day(86_399), 0);
        assert_eq!(Zone::default().day(86_400), 1);
    }

    #[test]
    fn a_player_s_days_and_year_are_their_clock_s() {
        let berlin = Zone::named("Europe/Berlin").unwrap();
        // 2026-03-28 12:00 CET; two Berlin days later is 2026-03-30 12:00 CEST, 47 hours.
        let noon = 1_774_695_600;
        let two_days = berlin.days_after(noon, 2);
        assert_eq!(two_days - noon, 47 * 3600);
        assert_eq!(berlin.started_days(noon, two_days), 2);
        assert_eq!(berlin.started_days(noon, two_days + 1), 3);
        assert_eq!(berlin.started_days(noon, noon + 3600), 1);
        assert_eq!(berlin.started_days(noon, noon), 0);
        // UTC counts 24-hour days: the same 47 hours start two of them.
        assert_eq!(Zone::default().started_days(noon, two_days), 2);
        assert_eq!(Zone::default().days_after(noon, 2) - noon, 48 * 3600);

        // Tokyo's 2027 begins nine hours before UTC's.
        let tokyo = Zone::named("Asia/Tokyo").unwrap();
        let utc_2027 = 1_798_761_600;
        assert_eq!(tokyo.year_start(2027), utc_2027 - 9 * 3600);
        assert_eq!(Zone::default().year_start(2027), utc_2027);
        assert_eq!(tokyo.year(utc_2027 - 3600), 2027);
        assert_eq!(Zone::default().year(utc_2027 - 3600), 2026);
    }
}
