//! The malformed requests for one route: every path parameter, query parameter and
//! form field in turn replaced by each bad value, left out or given twice, the rest
//! valid; and, for forms, bytes that are not UTF-8 and requests without a token.

use super::routes::{Field, Method, Route};

/// Malformed values as they go on the wire (percent-escaped where they must be).
fn bad_values() -> Vec<(&'static str, String)> {
    let mut v: Vec<(&str, String)> = [
        ("empty", ""),
        ("wrong type", "abc"),
        ("negative", "-1"),
        ("fraction", "1.5"),
        ("overflow", "99999999999999999999"),
        ("below i64", "-9223372036854775809"),
        ("bad UTF-8", "%FF%FE"),
        ("lone escape", "%"),
        ("NUL", "%00"),
        ("control characters", "%0A%0D%1B%7F"),
        ("unusual Unicode", "%E2%80%AE%F0%9F%90%A6%CC%81"),
        ("markup", "%3Cscript%3E%22%27"),
    ]
    .map(|(k, v)| (k, v.to_string()))
    .to_vec();
    // Within the form size limit, so that it reaches the handler; and far beyond it.
    v.push(("long", "9".repeat(10_000)));
    v.push(("huge", "9".repeat(100_000)));
    v
}

/// Percent-escapes a valid value for a URL or form.
fn escape(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'/' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The ids and token the table's placeholders stand for.
pub(crate) struct Ids {
    pub(crate) game: i64,
    pub(crate) invite: i64,
    pub(crate) token: String,
}

impl Ids {
    fn fill(&self, text: &str) -> String {
        text.replace("{id}", &self.game.to_string())
            .replace("{invite}", &self.invite.to_string())
            .replace("{key}", "chess")
            .replace("{name}", "style.css")
            .replace("{username}", "rosa")
            .replace("{token}", &self.token)
            .replace("{owner}", "rosa")
            .replace("{slug}", "no-such-variant")
            .replace("{line}", "999999")
            .replace("{player}", "999999")
            .replace(
                "{file}",
                "00000000000000000000000000000000000000000000000000000000000000ff.atom",
            )
    }
}

/// One request of the walk: what it is, for messages, and what goes on the wire.
pub(crate) struct Probe {
    pub(crate) what: String,
    pub(crate) path: String,
    pub(crate) body: Option<Vec<u8>>,
}

/// The query string or form body for `fields`, one of them replaced by `bad` (`None`:
/// left out), or given twice when `twice`; its spoiler, if any, applied.
fn encode(ids: &Ids, fields: &[Field], target: usize, bad: Option<&str>, twice: bool) -> String {
    let spoiler = fields[target].spoiler;
    let mut pairs: Vec<String> = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        let value = match spoiler {
            Some((name, v)) if name == field.name => escape(v),
            _ => escape(&ids.fill(field.valid)),
        };
        if i != target {
            pairs.push(format!("{}={value}", field.name));
        } else if let Some(bad) = bad {
            pairs.push(format!("{}={bad}", field.name));
            if twice {
                pairs.push(format!("{}={value}", field.name));
            }
        }
    }
    pairs.join("&")
}

/// Every field with its valid value.
fn valid_form(ids: &Ids, fields: &[Field]) -> String {
    let pairs: Vec<String> = fields
        .iter()
        .map(|f| format!("{}={}", f.name, escape(&ids.fill(f.valid))))
        .collect();
    pairs.join("&")
}

/// Every malformed request for one route.
pub(crate) fn probes(route: &Route, ids: &Ids, csrf: &str) -> Vec<Probe> {
    let mut out = Vec::new();
    let post = route.method == Method::Post;
    let path = ids.fill(route.path);
    let form = |body: &str| post.then(|| format!("csrf={csrf}&{body}").into_bytes());
    let fields = if post { route.form } else { route.query };
    // Each path parameter in turn, with every field valid: a path that names nothing
    // must not act on something.
    let params = route.path.split('/').filter(|s| s.starts_with('{'));
    for param in params {
        for (what, bad) in bad_values() {
            let query = if post || fields.is_empty() {
                String::new()
            } else {
                format!("?{}", valid_form(ids, fields))
            };
            out.push(Probe {
                what: format!("{param} {what}"),
                path: ids.fill(&route.path.replace(param, &bad)) + &query,
                body: form(&valid_form(ids, fields)),
            });
        }
    }
    if !post && fields.is_empty() {
        // A page that takes no parameter ignores one it does not know.
        for (what, bad) in bad_values() {
            out.push(Probe {
                what: format!("unknown parameter {what}"),
                path: format!("{path}?x={bad}"),
                body: None,
            });
        }
    }
    for (i, field) in fields.iter().enumerate() {
        let mut cases: Vec<(String, Option<String>, bool)> = bad_values()
            .into_iter()
            .map(|(what, bad)| (what.to_string(), Some(bad), false))
            .collect();
        cases.push(("missing".into(), None, false));
        cases.push(("twice".into(), Some(escape(&ids.fill(field.valid))), true));
        for (what, bad, twice) in cases {
            let text = encode(ids, fields, i, bad.as_deref(), twice);
            out.push(Probe {
                what: format!("{} {what}", field.name),
                path: if post {
                    path.clone()
                } else {
                    format!("{path}?{text}")
                },
                body: form(&text),
            });
        }
    }
    if post {
        // Bytes that are not UTF-8 at all, with the token and without; a valid form
        // without its token.
        let name = fields.first().map_or("x", |f| f.name);
        let mut raw = format!("csrf={csrf}&{name}=").into_bytes();
        raw.extend_from_slice(b"\xFF\xFE\xC0\x80");
        let cases = [
            ("raw bad UTF-8", raw),
            ("raw bad UTF-8, no token", b"\xFF\xFE=\xFF".to_vec()),
            ("no token", valid_form(ids, fields).into_bytes()),
        ];
        for (what, body) in cases {
            out.push(Probe {
                what: what.into(),
                path: path.clone(),
                body: Some(body),
            });
        }
    }
    out
}
