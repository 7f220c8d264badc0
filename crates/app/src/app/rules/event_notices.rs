//! An event's notices as they are kept, decided without the database: each a message
//! and its values (`Said`), kept with its words in the source language beside them
//! (what a notice written before messages were kept holds alone), and read back as the
//! message, so that each reader reads it in their language. The values are kept as
//! JSON: each by name,
//! `{"t": text}`, `{"n": number}`, a length of time in seconds (`{"span": n}`,
//! `{"wait": n}`), a moment on a zone's clock as its calendar and wall show it
//! (`{"y", "mo", "d", "h", "mi", "z"}`), or a message of its own, `{"m": id, "v": {...}}`.

use crate::storage::tournament_notices::NoticeRow;
use pigeonpost_i18n::{Civil, Said, Value};
use serde_json::{Map, Value as Json, json};

/// A notice of an event, as its page and its feed show it.
#[derive(Debug, Clone)]
pub struct Notice {
    /// Stable: a feed entry's id is made from it.
    pub id: i64,
    pub at: i64,
    pub words: Said,
}

impl From<NoticeRow> for Notice {
    fn from(row: NoticeRow) -> Notice {
        let kept = row.message.as_ref().and_then(|(id, values)| {
            let values: Map<String, Json> = serde_json::from_str(values).ok()?;
            decode(id, &values)
        });
        Notice {
            id: row.id,
            at: row.at,
            // Kept before messages were, or as a message a later release dropped: its
            // words as they were written.
            words: kept.unwrap_or(Said::Written(row.text)),
        }
    }
}

/// Notice `words` as storage keeps it: its words in the source language, and the
/// message's id with its values encoded (none for words without a message).
pub fn kept(words: &Said) -> (String, Option<(&'static str, String)>) {
    let message = match words {
        Said::Message { id, .. } => Some((*id, encode(words).to_string())),
        Said::Written(_) => None,
    };
    (words.to_string(), message)
}

/// A message's values as kept, by name; words without a message as text.
fn encode(said: &Said) -> Json {
    match said {
        Said::Written(text) => json!({ "t": text }),
        Said::Message { values, .. } => Json::Object(
            values
                .iter()
                .map(|(name, v)| (name.to_string(), encode_value(v)))
                .collect(),
        ),
    }
}

fn encode_value(v: &Value) -> Json {
    match v {
        Value::Text(t) => json!({ "t": t }),
        Value::Number(n) => json!({ "n": n }),
        Value::Span(secs) => json!({ "span": secs }),
        Value::Wait(secs) => json!({ "wait": secs }),
        Value::Moment(at) => json!({
            "y": at.year, "mo": at.month, "d": at.day,
            "h": at.hour, "mi": at.minute, "z": at.zone,
        }),
        Value::Said(said) => match said.as_ref() {
            Said::Message { id, .. } => json!({ "m": id, "v": encode(said) }),
            Said::Written(text) => json!({ "t": text }),
        },
    }
}

/// Message `id` with `values` as kept; none if the shipped files no longer have it.
fn decode(id: &str, values: &Map<String, Json>) -> Option<Said> {
    let values = values
        .iter()
        .map(|(name, v)| Some((name.as_str(), decode_value(v)?)))
        .collect::<Option<Vec<_>>>()?;
    Said::stored(id, values)
}

fn decode_value(v: &Json) -> Option<Value> {
    let v = v.as_object()?;
    if let Some(t) = v.get("t") {
        return Some(Value::Text(t.as_str()?.to_string()));
    }
    if let Some(n) = v.get("n") {
        return Some(Value::Number(n.as_i64()?));
    }
    if let Some(secs) = v.get("span") {
        return Some(Value::Span(secs.as_i64()?));
    }
    if let Some(secs) = v.get("wait") {
        return Some(Value::Wait(secs.as_i64()?));
    }
    if let Some(id) = v.get("m") {
        let said = decode(id.as_str()?, v.get("v")?.as_object()?)?;
        return Some(Value::Said(Box::new(said)));
    }
    let part = |k: &str| v.get(k).and_then(Json::as_i64);
    Some(Value::Moment(Civil {
        year: i32::try_from(part("y")?).ok()?,
        month: u8::try_from(part("mo")?).ok()?,
        day: u8::try_from(part("d")?).ok()?,
        hour: u8::try_from(part("h")?).ok()?,
        minute: u8::try_from(part("mi")?).ok()?,
        zone: v.get("z")?.as_str()?.to_string(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `words` kept and read back.
    fn kept_read(words: &Said) -> Notice {
        let (text, message) = kept(words);
        Notice::from(NoticeRow {
            id: 1,
            at: 0,
            text,
            message: message.map(|(id, values)| (id.to_string(), values)),
        })
    }

    /// Whether `a` and `b` say the same in every shipped language (a kept message's
    /// values come back by name, not in the order the code gave them).
    fn same_words(a: &Said, b: &Said) -> bool {
        pigeonpost_i18n::shipped().all(|tr| a.words(tr) == b.words(tr))
    }

    #[test]
    fn a_notice_reads_back_as_its_message_with_its_values() {
        let why = Said::with(
            "refused-event-too-few-entrants",
            [("fewest", 3.into()), ("count", 1.into())],
        );
        let words = Said::with("notice-event-not-started", [("why", why.into())]);
        let read = kept_read(&words).words;
        assert!(matches!(
            read,
            Said::Message {
                id: "notice-event-not-started",
                ..
            }
        ));
        assert!(same_words(&read, &words), "{read:?}");
        let at = Civil {
            year: 2026,
            month: 3,
            day: 1,
            hour: 18,
            minute: 30,
            zone: "CET".into(),
        };
        let passed = Said::with("refused-event-start-passed", [("at", at.into())]);
        assert_eq!(kept_read(&passed).words, passed);
        let ruled = Said::with(
            "notice-ruling",
            [
                ("game", "12".into()),
                ("white", "ann".into()),
                ("black", "bob".into()),
                (
                    "done",
                    Said::with(
                        "ruling-done",
                        [
                            ("ruling", "draw".into()),
                            ("mover", "ann".into()),
                            ("days", 0.into()),
                        ],
                    )
                    .into(),
                ),
                ("reason", "{ $not-a-placeable } \"quoted\"".into()),
            ],
        );
        assert!(same_words(&kept_read(&ruled).words, &ruled));
    }

    #[test]
    fn a_notice_without_a_message_it_can_read_is_shown_as_written() {
        let old = NoticeRow {
            id: 1,
            at: 0,
            text: "Round 2 is paired.".into(),
            message: None,
        };
        assert_eq!(
            Notice::from(old).words,
            Said::Written("Round 2 is paired.".into())
        );
        let dropped = NoticeRow {
            id: 1,
            at: 0,
            text: "The words then.".into(),
            message: Some(("notice-no-longer-shipped".into(), "{}".into())),
        };
        assert_eq!(
            Notice::from(dropped).words,
            Said::Written("The words then.".into())
        );
        let garbled = NoticeRow {
            id: 1,
            at: 0,
            text: "The words then.".into(),
            message: Some(("notice-round-paired".into(), "{\"round\":".into())),
        };
        assert_eq!(
            Notice::from(garbled).words,
            Said::Written("The words then.".into())
        );
    }
}
