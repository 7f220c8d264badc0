//! Words for a person that are chosen where they are shown: a layer that decides
//! something a person must read (a refusal, a notice) names the message and its values,
//! and the page, mail or API answer that shows it writes it in its reader's language.

use crate::{Arg, Civil, Tr};
use std::borrow::Cow;
use std::fmt;

/// A message and its values, or words that are no message and read the same in every
/// language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    Message {
        id: &'static str,
        values: Vec<(&'static str, Value)>,
    },
    /// Words already written for their reader (a refused move writes itself), kept as
    /// written before messages existed (an old record), or a checker's own that have no
    /// message yet (a variant definition's problems). Nothing converts into it: each use
    /// says which it is.
    Written(String),
}

/// A value of a message: text, a number (which also chooses the plural form), a length
/// of time in seconds (`Span` as a duration, `Wait` as a wait before trying again), a
/// moment on the reader's clock, or words of their own (a refusal quoted inside a
/// notice); all but the first two are written as the reader's language writes them,
/// words of their own in the language of the sentence around them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(i64),
    Span(i64),
    Wait(i64),
    Moment(Civil),
    Said(Box<Said>),
}

impl From<Said> for Value {
    fn from(said: Said) -> Value {
        Value::Said(Box::new(said))
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}

impl From<Civil> for Value {
    fn from(at: Civil) -> Value {
        Value::Moment(at)
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_values!(i64, i32, u32, u64, usize);

impl Said {
    /// Message `id` with no values.
    pub fn new(id: &'static str) -> Said {
        Said::Message {
            id,
            values: Vec::new(),
        }
    }

    /// Message `id` with its values by name.
    pub fn with<const N: usize>(id: &'static str, values: [(&'static str, Value); N]) -> Said {
        Said::Message {
            id,
            values: values.into(),
        }
    }

    /// Message `id` with `values`, as a record kept them (by name, not as the code
    /// spells them): none when the shipped files define no such message, or use no
    /// value of such a name (a message a later release dropped or renamed).
    pub fn stored(id: &str, values: Vec<(&str, Value)>) -> Option<Said> {
        let id = crate::source_message_id(id)?;
        let values = values
            .into_iter()
            .map(|(name, v)| Some((crate::source_value_name(name)?, v)))
            .collect::<Option<Vec<_>>>()?;
        Some(Said::Message { id, values })
    }

    /// The words in `tr`'s language.
    pub fn words(&self, tr: Tr) -> String {
        match self {
            Said::Written(text) => text.clone(),
            Said::Message { id, values } => {
                let mut args = fluent_bundle::FluentArgs::new();
                for (name, v) in values {
                    let arg = match v {
                        Value::Text(s) => Arg::Text(Cow::Borrowed(s.as_str())),
                        Value::Number(n) => Arg::Number(*n),
                        Value::Span(secs) => Arg::Text(Cow::Owned(tr.duration(*secs))),
                        Value::Wait(secs) => Arg::Text(Cow::Owned(tr.wait(*secs))),
                        Value::Moment(at) => Arg::Text(Cow::Owned(tr.date_time(at))),
                        Value::Said(said) => Arg::Text(Cow::Owned(said.words(tr))),
                    };
                    args.set(*name, crate::value(arg));
                }
                tr.format_args(id, &args)
            }
        }
    }
}

/// In the source language, as logs and records keep it.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Tr::source()))
    }
}
