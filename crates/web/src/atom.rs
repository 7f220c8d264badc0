//! Atom (RFC 4287) documents, written by hand: a feed is a few fixed elements, and
//! writing them here keeps every piece of player text (names, moves, comments) going
//! through one escape that also drops what XML 1.0 cannot carry at all.
//!
//! Ids are `tag:` URIs (RFC 4151): the server's host name, a day on which it held that
//! name (the day the thing named was made), and a path of our own, so that an entry's
//! id never changes while its title or text may.

use crate::calendar::rfc3339;
use std::fmt::Write;

/// The media type of every feed.
pub const CONTENT_TYPE: &str = "application/atom+xml; charset=utf-8";

/// One entry: all its text is plain (`type="text"`).
pub struct Entry {
    pub id: String,
    pub title: String,
    pub updated: i64,
    pub link: String,
    /// The entry's own author (a player), where it is not the feed's.
    pub author: Option<String>,
    pub summary: String,
}

/// A whole feed.
pub struct Feed {
    pub id: String,
    /// The language its words are in (a BCP 47 tag, as `xml:lang` takes it).
    pub lang: &'static str,
    pub title: String,
    pub updated: i64,
    pub author: String,
    /// The feed's own address and the page it follows.
    pub self_link: String,
    pub alternate: String,
    pub entries: Vec<Entry>,
}

/// `text` fit for XML 1.0 character data and attribute values: markup characters
/// escaped, and characters XML 1.0 does not allow (most control characters, U+FFFE,
/// U+FFFF) replaced by U+FFFD, since no escape can carry them.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c < ' ' || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A `tag:` URI for `specific` (letters, digits, `-`, `/`), minted under the host of
/// `base_url` on the day of `made` (seconds since 1970).
pub fn tag(base_url: &str, made: i64, specific: &str) -> String {
    format!(
        "tag:{},{}:{specific}",
        authority(base_url),
        crate::calendar::day(made)
    )
}

/// The host name of `base_url` as RFC 4151 allows it (a DNS name, no port); a base URL
/// without one (an IPv6 literal) gets a name of the reserved `.invalid` domain.
fn authority(base_url: &str) -> String {
    let rest = base_url.split_once("://").map_or(base_url, |(_, r)| r);
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = host_port
        .rsplit_once('@')
        .map_or(host_port, |(_, h)| h)
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    if host.split('.').all(label_ok) {
        host
    } else {
        "pigeonpost.invalid".to_string()
    }
}

/// The feed as an XML document.
pub fn render(feed: &Feed) -> String {
    let mut out = String::with_capacity(1024 + 512 * feed.entries.len());
    // Writing to a String cannot fail: the results are ignored on purpose.
    let _ = write!(
        out,
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n\
         <id>{}</id>\n<title type=\"text\">{}</title>\n<updated>{}</updated>\n\
         <author><name>{}</name></author>\n\
         <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n\
         <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
        escape(feed.lang),
        escape(&feed.id),
        escape(&feed.title),
        rfc3339(feed.updated),
        escape(&feed.author),
        escape(&feed.self_link),
        escape(&feed.alternate),
    );
    for e in &feed.entries {
        let _ = write!(
            out,
            "<entry>\n<id>{}</id>\n<title type=\"text\">{}</title>\n<updated>{}</updated>\n\
             <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
            escape(&e.id),
            escape(&e.title),
            rfc3339(e.updated),
            escape(&e.link),
        );
        if let Some(author) = &e.author {
            let _ = writeln!(out, "<author><name>{}</name></author>", escape(author));
        }
        let _ = write!(
            out,
            "<summary type=\"text\">{}</summary>\n</entry>\n",
            escape(&e.summary)
        );
    }
    out.push_str("</feed>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_text_cannot_break_out() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&apos;"
        );
        assert_eq!(
            escape("a\u{0}b\u{1b}c\td\u{FFFF}"),
            "a\u{FFFD}b\u{FFFD}c\td\u{FFFD}"
        );
    }

    #[test]
    fn tags_name_the_host_only() {
        assert_eq!(
            tag("https://Chess.Example.org:8443/pp", 0, "game-1"),
            "tag:chess.example.org,1970-01-01:game-1"
        );
        assert_eq!(
            tag("http://127.0.0.1:8080", 0, "game-1"),
            "tag:127.0.0.1,1970-01-01:game-1"
        );
        assert_eq!(
            tag("http://[::1]:8080", 0, "x"),
            "tag:pigeonpost.invalid,1970-01-01:x"
        );
    }
}
