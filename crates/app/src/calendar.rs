//! Dates in the proleptic Gregorian calendar, UTC, as records and protocols write them
//! (feeds' RFC 3339, logs, the forms' UTC fields), and durations in words. What a player
//! reads on their own clock is `zone`'s.

/// (year, month 1-12, day 1-31) of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    // Shift to a calendar whose years start on 1 March, so the leap day ends a year, and
    // count in 400-year eras of 146 097 days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Days since 1970-01-01 of a (year, month, day).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// "2026-03-01 14:05 UTC".
pub fn format_utc(secs: i64) -> String {
    let (y, m, d) = civil_from_days(secs.div_euclid(DAY));
    let in_day = secs.rem_euclid(DAY);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        in_day / 3600,
        in_day % 3600 / 60
    )
}

/// "2026-03-01T14:05:09Z", as RFC 3339 (and so Atom) writes a moment.
pub fn rfc3339(secs: i64) -> String {
    let (y, m, d) = civil_from_days(secs.div_euclid(DAY));
    let in_day = secs.rem_euclid(DAY);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        in_day / 3600,
        in_day % 3600 / 60,
        in_day % 60
    )
}

/// "2026-03-01", the day (UTC) of a moment.
pub fn day(secs: i64) -> String {
    let (y, m, d) = civil_from_days(secs.div_euclid(DAY));
    format!("{y:04}-{m:02}-{d:02}")
}

/// The first second (UTC) of a day written "2026-03-01", if it is one.
pub fn parse_day(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let mut next = || -> Option<i64> {
        let part = parts.next()?;
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) || part.len() > 4 {
            return None;
        }
        part.parse().ok()
    };
    let (y, m, d) = (next()?, next()?, next()?);
    let days = days_from_civil(y, m, d);
    // A day that does not exist (2026-02-30) reads back as another.
    (civil_from_days(days) == (y, m, d)).then_some(days * DAY)
}

/// The moment (UTC) written "2026-03-01 18:30" or "2026-03-01T18:30" (as a browser's
/// date-and-time field sends it), if it is one.
pub fn parse_minute(text: &str) -> Option<i64> {
    let (date, time) = text.trim().split_once(['T', ' '])?;
    let (h, m) = time.trim().split_once(':')?;
    let two = |t: &str| -> Option<i64> {
        (t.len() == 2 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    let (h, m) = (two(h)?, two(m)?);
    (h < 24 && m < 60).then_some(parse_day(date)? + h * 3600 + m * 60)
}

/// Seconds in a day and in an hour.
pub const DAY: i64 = 86_400;
pub const HOUR: i64 = 3_600;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minutes_are_read_in_either_separator_and_only_when_they_exist() {
        let at = 1_767_225_600 + 18 * 3600 + 30 * 60;
        assert_eq!(parse_minute("2026-01-01T18:30"), Some(at));
        assert_eq!(parse_minute(" 2026-01-01 18:30 "), Some(at));
        assert_eq!(format_utc(at), "2026-01-01 18:30 UTC");
        for bad in [
            "2026-01-01",
            "2026-01-01T24:00",
            "2026-01-01T18:60",
            "2026-01-01T8:30",
            "2026-02-30T10:00",
            "2026-01-01T18:30:00",
            "tomorrow",
            "",
        ] {
            assert_eq!(parse_minute(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn days_are_read_only_when_they_exist() {
        assert_eq!(parse_day("2026-01-01"), Some(1_767_225_600));
        assert_eq!(parse_day("2000-02-29"), Some(951_782_400));
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "2026-1",
            "",
            "x-1-1",
            "2026-01-01T00",
            "-1-01-01",
        ] {
            assert_eq!(parse_day(bad), None, "{bad}");
        }
    }

    #[test]
    fn known_dates() {
        assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
        // 2026-01-01 00:00 UTC, the test clocks' epoch.
        assert_eq!(format_utc(1_767_225_600), "2026-01-01 00:00 UTC");
        // Leap day and the day after.
        assert_eq!(format_utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(format_utc(951_868_800 + 3_723), "2000-03-01 01:02 UTC");
        assert_eq!(format_utc(-1), "1969-12-31 23:59 UTC");
        assert_eq!(rfc3339(951_868_800 + 3_723), "2000-03-01T01:02:03Z");
        assert_eq!(day(951_868_800 + 3_723), "2000-03-01");
    }

    #[test]
    fn days_round_trip() {
        for days in (-800_000..800_000).step_by(997) {
            let (y, m, d) = civil_from_days(days);
            assert!((1..=12).contains(&m) && (1..=31).contains(&d));
            assert_eq!(days_from_civil(y, m, d), days, "{y}-{m}-{d}");
        }
    }
}
