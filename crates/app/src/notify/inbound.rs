//! Incoming mail: one RFC 5322 message as a mail server hands it to `receive-mail`,
//! read into what a reply to a move mail needs: who sent it, the addresses it was sent
//! to (where the reply token is), whether it is an automatic message (never answered,
//! so that two robots cannot mail each other for ever), and its text.
//!
//! `mail-parser` undoes the transfer encodings (quoted-printable, base64) and charsets;
//! an HTML-only body is turned into text here (`reply_text::html_to_text`).

use super::reply_text;
use mail_parser::{HeaderValue, MessageParser, MimeHeaders, PartType};

/// A message read: the parts of it a reply is judged by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inbound {
    /// The From address, lowercased.
    pub from: Option<String>,
    /// Every address the message was delivered to, most telling first: the envelope
    /// recipient given on the command line, then X-Original-To, Delivered-To, To, Cc.
    pub recipients: Vec<String>,
    /// Why the message is automatic (an auto-reply, a bounce, a list), if it is.
    pub automatic: Option<String>,
    /// The body as text: the plain-text part, or the HTML part turned into text.
    pub text: String,
}

/// Reads `raw`; None if it is not a message at all (nothing, or no header).
pub fn parse(raw: &[u8], envelope_recipient: Option<&str>) -> Option<Inbound> {
    let message = MessageParser::default().parse(raw)?;
    if message.headers().is_empty() {
        return None;
    }
    let mut recipients: Vec<String> = envelope_recipient.map(clean).into_iter().collect();
    for name in ["X-Original-To", "Delivered-To"] {
        for value in message.header_values(name) {
            recipients.extend(raw_addresses(value));
        }
    }
    for address in message.all_to().chain(message.all_cc()) {
        recipients.extend(address.iter().filter_map(|a| a.address()).map(clean));
    }
    recipients.retain(|r| !r.is_empty());
    let from = message
        .from()
        .and_then(|f| f.first())
        .and_then(|a| a.address())
        .map(clean);
    let text = match message.text_bodies().next().map(|p| &p.body) {
        Some(PartType::Text(t)) => t.to_string(),
        Some(PartType::Html(h)) => reply_text::html_to_text(h),
        _ => String::new(),
    };
    Some(Inbound {
        from,
        recipients,
        automatic: automatic(&message),
        text,
    })
}

/// Why `message` is not a person's reply, if it is not: RFC 3834's Auto-Submitted,
/// the Precedence and X-Auto* headers responders use, an empty return path (RFC 5321:
/// bounces and other notifications are sent with one), a delivery report.
fn automatic(message: &mail_parser::Message<'_>) -> Option<String> {
    let raw = |name: &str| {
        message
            .header_raw(name)
            .map(|v| v.trim().to_ascii_lowercase())
    };
    if let Some(v) = raw("Auto-Submitted")
        && v.split(';').next().map(str::trim) != Some("no")
    {
        return Some(format!("Auto-Submitted: {v}"));
    }
    if let Some(v) = raw("Precedence")
        && ["bulk", "junk", "list", "auto_reply"].contains(&v.as_str())
    {
        return Some(format!("Precedence: {v}"));
    }
    for name in ["X-Autoreply", "X-Autorespond"] {
        if raw(name).is_some() {
            return Some(format!("{name} header"));
        }
    }
    if let Some(v) = raw("Return-Path")
        && v.trim_matches(|c: char| c == '<' || c == '>' || c.is_whitespace())
            .is_empty()
    {
        return Some("empty return path".into());
    }
    if let Some(ct) = message.content_type()
        && ct.ctype().eq_ignore_ascii_case("multipart")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    {
        return Some("a delivery report".into());
    }
    if let Some(ct) = message.content_type()
        && ct.ctype().eq_ignore_ascii_case("message")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("delivery-status"))
    {
        return Some("a delivery report".into());
    }
    None
}

/// The addresses in a header mail-parser keeps as text (X-Original-To, Delivered-To).
fn raw_addresses(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(t) => vec![clean(t)],
        HeaderValue::TextList(list) => list.iter().map(|t| clean(t)).collect(),
        HeaderValue::Address(a) => a.iter().filter_map(|a| a.address()).map(clean).collect(),
        _ => Vec::new(),
    }
}

/// An address as written, without angle brackets, blanks or case.
fn clean(address: &str) -> String {
    address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(headers: &str, body: &str) -> Vec<u8> {
        format!("{headers}\r\n\r\n{body}").into_bytes()
    }

    #[test]
    fn recipients_come_envelope_first() {
        let m = msg(
            "From: Bob <Bob@Example.org>\r\nDelivered-To: move+1@r.example\r\nTo: Move <move+2@r.example>\r\nCc: x@y.z\r\nSubject: Re",
            "e4",
        );
        let got = parse(&m, Some("<MOVE+0@R.example>")).expect("a message");
        assert_eq!(
            got.recipients,
            [
                "move+0@r.example",
                "move+1@r.example",
                "move+2@r.example",
                "x@y.z"
            ]
        );
        assert_eq!(got.from.as_deref(), Some("bob@example.org"));
        assert_eq!(got.text.trim(), "e4");
        assert_eq!(got.automatic, None);
    }

    #[test]
    fn automatic_messages_are_recognised() {
        for h in [
            "Auto-Submitted: auto-replied",
            "Precedence: bulk",
            "X-Autoreply: yes",
            "Return-Path: <>",
            "Content-Type: multipart/report; report-type=delivery-status; boundary=b",
        ] {
            let m = msg(&format!("From: a@b.c\r\nTo: move+1@r\r\n{h}"), "x");
            assert!(
                parse(&m, None).expect("a message").automatic.is_some(),
                "{h}"
            );
        }
        let m = msg("From: a@b.c\r\nAuto-Submitted: no", "x");
        assert_eq!(parse(&m, None).expect("a message").automatic, None);
    }

    #[test]
    fn nothing_is_not_a_message() {
        assert_eq!(parse(b"", None), None);
    }

    /// Broken input is read as far as it goes, never a panic: cut messages, binary
    /// bytes, broken encodings and HTML.
    #[test]
    fn broken_messages_do_not_panic() {
        let whole = "From: a@b.c\r\nTo: move+1@r\r\nContent-Type: multipart/alternative; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\nZTQ=\r\n--x\r\nContent-Type: text/html; charset=bogus\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n<div>e=3\r\n<blockquote><p>&#xFFFFFFFF; &#55296;<\r\n--x--\r\n";
        for end in 0..whole.len() {
            if let Some(m) = parse(&whole.as_bytes()[..end], None) {
                let _ = reply_text::first_line(&m.text);
            }
        }
        let mut noise = Vec::new();
        let mut x = 7u32;
        for _ in 0..4000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            noise.push((x >> 16) as u8);
        }
        let _ = parse(&noise, None);
        let _ = reply_text::html_to_text(&String::from_utf8_lossy(&noise));
    }
}
