//! The words of a reply that matter: the first line the player wrote, above what their
//! mail program added (the quoted original, an attribution line, a signature, a
//! "Sent from my phone"). Also a small HTML-to-text reader for HTML-only replies, which
//! keeps block boundaries as line breaks and drops quoted blocks.

/// The first line of `text` the player wrote, trimmed; None if there is none.
pub fn first_line(text: &str) -> Option<String> {
    written(text).map(|(first, _)| first)
}

/// The first line of `text` the player wrote, and the lines they wrote after it (their
/// message, on one line; empty for none), each trimmed; None if they wrote nothing.
pub fn written(text: &str) -> Option<(String, String)> {
    let mut lines = Vec::new();
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if is_signature_separator(line) || is_original_start(line) {
            break;
        }
        let trimmed = line.trim();
        if trimmed.starts_with('>') || is_attribution(trimmed) {
            continue;
        }
        if is_sent_from(trimmed) {
            break;
        }
        if !trimmed.is_empty() {
            lines.push(trimmed);
        }
    }
    let (first, rest) = lines.split_first()?;
    let clip = |s: &str, n: usize| s.chars().take(n).collect::<String>();
    Some((clip(first, 500), clip(&rest.join(" "), 2000)))
}

/// "-- " (RFC 3676), and the separators people and programs write instead.
fn is_signature_separator(line: &str) -> bool {
    let t = line.trim_end();
    t == "--" || t == "__" || t == "-- " || (t.len() >= 3 && t.chars().all(|c| c == '_'))
}

/// Where a top-posting client starts the original: "-----Original Message-----", an
/// Outlook "From: ..." block.
fn is_original_start(line: &str) -> bool {
    let t = line.trim().to_ascii_lowercase();
    (t.starts_with("-----") && t.contains("original message"))
        || t.starts_with("from: ")
        || t.starts_with("________________________________")
}

/// "On Tue, 3 Mar 2026, Alice <a@b> wrote:", "Am ... schrieb ...:", "Le ... a écrit :".
fn is_attribution(line: &str) -> bool {
    let t = line.to_lowercase();
    t.ends_with(':')
        && (t.starts_with("on ")
            || t.contains(" wrote")
            || t.contains("schrieb")
            || t.contains("a écrit"))
}

/// "Sent from my iPhone", "Sent from Mail for Windows", "Get Outlook for Android".
fn is_sent_from(line: &str) -> bool {
    let t = line.to_ascii_lowercase();
    t.starts_with("sent from ") || t.starts_with("get outlook for") || t.starts_with("envoyé de")
}

/// `html` as text: tags dropped, entities read, a line break at each block, and what
/// stands in `<blockquote>`, `<head>`, `<style>` and `<script>` left out.
pub fn html_to_text(html: &str) -> String {
    const BLOCKS: [&str; 12] = [
        "br", "p", "div", "li", "tr", "hr", "h1", "h2", "h3", "table", "ul", "pre",
    ];
    const HIDDEN: [&str; 4] = ["blockquote", "head", "style", "script"];
    let mut out = String::with_capacity(html.len());
    let mut hidden = 0usize;
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        if hidden == 0 {
            out.push_str(&decode_entities(&rest[..lt]));
        }
        let after = &rest[lt + 1..];
        let Some(gt) = after.find('>') else {
            rest = "";
            break;
        };
        let tag = &after[..gt];
        rest = &after[gt + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if HIDDEN.contains(&name.as_str()) && !tag.ends_with('/') {
            hidden = if closing {
                hidden.saturating_sub(1)
            } else {
                hidden + 1
            };
        } else if BLOCKS.contains(&name.as_str()) && hidden == 0 {
            out.push('\n');
        }
    }
    if hidden == 0 {
        out.push_str(&decode_entities(rest));
    }
    out
}

/// The few character references mail programs write, and numeric ones.
fn decode_entities(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let end = after.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| match &after[..e] {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some(' '),
            n => n
                .strip_prefix("#x")
                .or_else(|| n.strip_prefix("#X"))
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        });
        match (decoded, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            _ => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_written_line_is_the_move() {
        let text = "\r\n  Nf3  \r\nthanks\r\n\r\nOn Tue, 3 Mar 2026 at 10:00, Pigeonpost <p@x> wrote:\r\n> alice played 1. e4\r\n";
        assert_eq!(first_line(text).as_deref(), Some("Nf3"));
        let quoted_first = "On Tue, Pigeonpost wrote:\n> alice played e4\n\nN g1-f3\n";
        assert_eq!(first_line(quoted_first).as_deref(), Some("N g1-f3"));
    }

    #[test]
    fn signatures_and_phones_end_the_reply() {
        assert_eq!(first_line("\n-- \nBob\n"), None);
        assert_eq!(first_line("Sent from my iPhone\n\n> e4"), None);
        assert_eq!(first_line("__\ne4"), None);
        assert_eq!(first_line("-----Original Message-----\ne4"), None);
    }

    #[test]
    fn html_keeps_lines_and_drops_quotes() {
        let html = "<html><head><style>p{}</style></head><body><div dir=\"ltr\">Qxf7&#43;&nbsp;</div><br><blockquote>alice played e4</blockquote></body></html>";
        let text = html_to_text(html);
        assert_eq!(first_line(&text).as_deref(), Some("Qxf7+"));
        assert!(!text.contains("alice"));
        assert_eq!(html_to_text("a &amp; b &bogus; c &"), "a & b &bogus; c &");
    }
}
