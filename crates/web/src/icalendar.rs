//! iCalendar (RFC 5545) documents, written by hand: a calendar of a few events, each a
//! moment with a title, a description and a link, is a handful of properties, and
//! writing them here keeps all player text (event and player names) going through one
//! escape. Lines end in CRLF and are folded at 75 octets (§3.1), never inside a UTF-8
//! character; TEXT values escape backslashes, semicolons, commas and line breaks
//! (§3.3.11); times are UTC (§3.3.5, form 2).
//!
//! An event's UID is made from the server's host and a path of our own, so that a
//! calendar program that reads the calendar again updates the event in place (a moved
//! deadline) rather than adding a second.

/// The media type of every calendar.
pub const CONTENT_TYPE: &str = "text/calendar; charset=utf-8";

/// One event: a moment (no duration: a deadline takes no time, §3.6.1).
pub struct CalendarEvent {
    pub uid: String,
    pub at: i64,
    pub summary: String,
    pub description: String,
    pub url: String,
}

/// A whole calendar.
pub struct Calendar {
    pub name: String,
    /// When it was made, as every event's DTSTAMP.
    pub stamp: i64,
    pub events: Vec<CalendarEvent>,
}

/// `text` as a TEXT value: backslash, semicolon and comma escaped, a line break as
/// `\n`, and the other control characters (which TEXT cannot carry) dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => out.push_str("\\n"),
            c if c.is_control() && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// "20260301T140509Z": a UTC DATE-TIME.
pub fn date_time(secs: i64) -> String {
    crate::calendar::rfc3339(secs).replace(['-', ':'], "")
}

/// Appends content line `line` to `out`, folded: at most 75 octets a line, each
/// continuation beginning with a space, a UTF-8 character never split.
fn push_line(out: &mut String, line: &str) {
    let mut width = 0;
    for c in line.chars() {
        let n = c.len_utf8();
        if width + n > 75 {
            out.push_str("\r\n ");
            // The space that begins a continuation line counts toward its 75.
            width = 1;
        }
        out.push(c);
        width += n;
    }
    out.push_str("\r\n");
}

/// The calendar's text.
pub fn render(cal: &Calendar) -> String {
    let mut out = String::new();
    let stamp = date_time(cal.stamp);
    for line in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Pigeonpost//Event deadlines//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
    ] {
        push_line(&mut out, line);
    }
    push_line(&mut out, &format!("X-WR-CALNAME:{}", escape(&cal.name)));
    for e in &cal.events {
        push_line(&mut out, "BEGIN:VEVENT");
        push_line(&mut out, &format!("UID:{}", escape(&e.uid)));
        push_line(&mut out, &format!("DTSTAMP:{stamp}"));
        push_line(&mut out, &format!("DTSTART:{}", date_time(e.at)));
        push_line(&mut out, &format!("SUMMARY:{}", escape(&e.summary)));
        push_line(&mut out, &format!("DESCRIPTION:{}", escape(&e.description)));
        // A URI value is not TEXT: written as it is (our links carry no line breaks).
        push_line(&mut out, &format!("URL:{}", e.url));
        push_line(&mut out, "END:VEVENT");
    }
    push_line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_escapes_what_rfc_5545_names() {
        assert_eq!(escape("a\\b;c,d\ne\r\nf"), "a\\\\b\\;c\\,d\\ne\\nf");
        assert_eq!(escape("bell\u{7}"), "bell");
    }

    #[test]
    fn times_are_utc_date_times() {
        // 2026-03-01 14:05:09 UTC.
        assert_eq!(date_time(1_772_373_909), "20260301T140509Z");
    }

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_a_character() {
        let mut out = String::new();
        let line = format!("SUMMARY:{}", "é".repeat(60));
        push_line(&mut out, &line);
        for l in out.split("\r\n").filter(|l| !l.is_empty()) {
            assert!(l.len() <= 75, "{} octets: {l}", l.len());
        }
        // Unfolded (CRLF and the space removed), it is the line again.
        assert_eq!(out.replace("\r\n ", "").trim_end(), line);
        assert!(out.ends_with("\r\n"));
    }

    #[test]
    fn a_calendar_is_crlf_lines_with_a_uid_and_stamp_per_event() {
        let cal = Calendar {
            name: "Cup, spring".into(),
            stamp: 0,
            events: vec![CalendarEvent {
                uid: "x@host".into(),
                at: 86_400,
                summary: "Round 2".into(),
                description: "d".into(),
                url: "http://host/t/1".into(),
            }],
        };
        let text = render(&cal);
        assert!(
            text.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"),
            "{text}"
        );
        assert!(text.contains("X-WR-CALNAME:Cup\\, spring\r\n"), "{text}");
        assert!(
            text.contains("UID:x@host\r\nDTSTAMP:19700101T000000Z\r\nDTSTART:19700102T000000Z\r\n")
        );
        assert!(!text.replace("\r\n", "").contains('\n'));
        assert!(text.ends_with("END:VCALENDAR\r\n"));
    }
}
