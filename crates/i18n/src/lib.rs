//! Pigeonpost's words in each language. Every sentence a player or an operator reads is
//! a message of `locales/<language>/*.ftl` (Project Fluent); the code names messages and
//! passes their values, and the language decides the words, plurals and order.
//!
//! A language is a folder: adding one is copying `locales/en` and translating it. A
//! message a language lacks is shown in English, and [`missing`] names each one, so a
//! translation can ship before it is complete and says what it still needs.

mod accept;
mod format;
mod said;

pub use accept::preferred;
pub use format::Civil;
pub use said::{Said, Value};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// The language every message exists in, and that stands in for a missing one.
pub const SOURCE: &str = "en";

/// One shipped language: its tag (the folder's name) and its messages.
pub struct Language {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
}

fn languages() -> &'static [Language] {
    static LANGUAGES: OnceLock<Vec<Language>> = OnceLock::new();
    LANGUAGES.get_or_init(|| FILES.iter().map(|(tag, files)| load(tag, files)).collect())
}

/// A language's bundle from its files. A file that does not parse is a fault of the
/// shipped files, which a test reads; what parses of it is kept, so one bad line in a
/// translation costs its own messages, never the page.
fn load(tag: &'static str, files: &[(&str, &'static str)]) -> Language {
    let id: unic_langid::LanguageIdentifier = tag
        .parse()
        .unwrap_or(unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The marks Fluent puts around each value keep right-to-left names in place, but
    // no shipped language is written right to left, and they would sit inside every
    // attribute and mail subject.
    bundle.set_use_isolating(false);
    for (_, text) in files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice keeps its first text.
        let _ = bundle.add_resource(resource);
    }
    Language { tag, bundle }
}

/// The words of one language, as pages and mails ask for them. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Tr {
    language: &'static Language,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.language.tag)
    }
}

impl PartialEq for Tr {
    fn eq(&self, other: &Self) -> bool {
        self.language.tag == other.language.tag
    }
}

impl Eq for Tr {}

impl std::hash::Hash for Tr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.language.tag.hash(state)
    }
}

/// A value for a message: text, or a number (which also chooses the plural form).
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
        impl From<&$t> for Arg<'_> {
            fn from(n: &$t) -> Self {
                Arg::Number(i64::try_from(*n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u32, u64, usize, u8, u16);

impl Tr {
    /// The source language.
    pub fn source() -> Tr {
        Tr::by_tag(SOURCE).expect("the source language ships")
    }

    /// A shipped language by its tag ("de", "ja"; any case), if it ships.
    pub fn by_tag(tag: &str) -> Option<Tr> {
        languages()
            .iter()
            .find(|l| l.tag.eq_ignore_ascii_case(tag))
            .map(|language| Tr { language })
    }

    /// The language for a reader: the one their account chose, else the best match of
    /// what their browser asks for (`Accept-Language`), else the source language.
    pub fn choose(account: Option<&str>, accept_language: Option<&str>) -> Tr {
        account
            .and_then(Tr::by_tag)
            .or_else(|| {
                accept_language
                    .and_then(|h| preferred(h, &tags()))
                    .and_then(Tr::by_tag)
            })
            .unwrap_or_else(Tr::source)
    }

    /// The tag, as `lang` attributes and `Content-Language` carry it.
    pub fn tag(&self) -> &'static str {
        self.language.tag
    }

    /// The language's name in itself ("Deutsch"), as a menu of languages shows it.
    pub fn own_name(&self) -> String {
        self.t("language-name")
    }

    /// The message `id` with no values.
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with one value.
    pub fn t1<'a>(&self, id: &str, name: &str, value: impl Into<Arg<'a>>) -> String {
        self.with(id, [(name, value.into())])
    }

    /// The message `id` with two values.
    pub fn t2<'a, 'b>(
        &self,
        id: &str,
        (n1, v1): (&str, impl Into<Arg<'a>>),
        (n2, v2): (&str, impl Into<Arg<'b>>),
    ) -> String {
        let mut args = FluentArgs::new();
        args.set(n1, value(v1.into()));
        args.set(n2, value(v2.into()));
        self.format(id, Some(&args))
    }

    /// The message `id` with its values by name.
    pub fn with<'a, const N: usize>(&self, id: &str, values: [(&str, Arg<'a>); N]) -> String {
        let mut args = FluentArgs::new();
        for (name, v) in values {
            args.set(name, value(v));
        }
        self.format(id, Some(&args))
    }

    /// The message `id` with `args` already gathered (see `Said`).
    pub(crate) fn format_args(&self, id: &str, args: &FluentArgs<'_>) -> String {
        self.format(id, Some(args))
    }

    /// The message `id` with any number of values by name.
    pub fn with_all<'a>(&self, id: &str, values: Vec<(&str, Arg<'a>)>) -> String {
        let mut args = FluentArgs::new();
        for (name, v) in values {
            args.set(name, value(v));
        }
        self.format(id, Some(&args))
    }

    /// The message in this language, or in the source language where this one lacks it
    /// or its text cannot be formatted; the id itself where neither has it, so that a
    /// missing message shows as its name rather than as nothing.
    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let (message_id, attribute) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let source = Tr::source();
        for language in [self.language, source.language] {
            let Some(message) = language.bundle.get_message(message_id) else {
                continue;
            };
            let pattern = match attribute {
                Some(a) => message.get_attribute(a).map(|a| a.value()),
                None => message.value(),
            };
            let Some(pattern) = pattern else { continue };
            let mut errors = Vec::new();
            let text = language.bundle.format_pattern(pattern, args, &mut errors);
            if errors.is_empty() {
                return text.into_owned();
            }
        }
        id.to_string()
    }

    /// A message written with markup (its id ends in `-html`; the shipped files are
    /// trusted), its text values escaped, for a page to include as it is.
    pub fn html<'a, const N: usize>(&self, id: &str, values: [(&str, Arg<'a>); N]) -> String {
        self.with(
            id,
            values.map(|(name, v)| match v {
                Arg::Text(s) => (name, Arg::Text(escape(&s).into())),
                number => (name, number),
            }),
        )
    }

    /// `html` of a message with no values.
    pub fn html0(&self, id: &str) -> String {
        self.t(id)
    }

    /// `html` of a message with one value.
    pub fn html1<'a>(&self, id: &str, name: &str, value: impl Into<Arg<'a>>) -> String {
        self.html(id, [(name, value.into())])
    }

    /// Whether this language has message `id` itself (not by falling back).
    pub fn has(&self, id: &str) -> bool {
        self.language.bundle.has_message(id)
    }
}

/// Text made safe for HTML element content and attribute values.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn value(arg: Arg<'_>) -> FluentValue<'_> {
    match arg {
        Arg::Text(s) => FluentValue::String(s),
        Arg::Number(n) => FluentValue::from(n),
    }
}

/// Every shipped language, the source first.
pub fn shipped() -> impl Iterator<Item = Tr> {
    let source = Tr::source();
    std::iter::once(source).chain(
        languages()
            .iter()
            .filter(|l| l.tag != SOURCE)
            .map(|language| Tr { language }),
    )
}

fn tags() -> Vec<&'static str> {
    languages().iter().map(|l| l.tag).collect()
}

/// The messages of the source language, by id, each file's in order.
pub fn source_ids() -> Vec<String> {
    FILES
        .iter()
        .filter(|(tag, _)| *tag == SOURCE)
        .flat_map(|(_, files)| files.iter())
        .flat_map(|(_, text)| message_ids(text))
        .collect()
}

/// The source language's message ids and the names of the values the shipped messages
/// use, as the files spell them: what a message kept in a record is read back by.
fn source_names() -> &'static (BTreeSet<&'static str>, BTreeSet<&'static str>) {
    static NAMES: OnceLock<(BTreeSet<&'static str>, BTreeSet<&'static str>)> = OnceLock::new();
    NAMES.get_or_init(|| {
        let (mut ids, mut values) = (BTreeSet::new(), BTreeSet::new());
        for (tag, files) in FILES.iter() {
            for (_, text) in files.iter() {
                let text: &'static str = text;
                // A language may use a value the source language's words do without (a
                // number only its plurals need).
                values.extend(value_names_in(text));
                if *tag != SOURCE {
                    continue;
                }
                let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
                for entry in resource.body {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        ids.insert(m.id.name);
                    }
                }
            }
        }
        (ids, values)
    })
}

/// The message `id` of the source language, spelt as its file spells it.
pub(crate) fn source_message_id(id: &str) -> Option<&'static str> {
    source_names().0.get(id).copied()
}

/// The value `name` some shipped message uses, spelt as its file does.
pub(crate) fn source_value_name(name: &str) -> Option<&'static str> {
    source_names().1.get(name).copied()
}

/// Every `$name` a file uses.
fn value_names_in(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices('$').filter_map(move |(at, _)| {
        let rest = &text[at + 1..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(rest.len());
        (len > 0).then(|| &rest[..len])
    })
}

/// The ids of the messages (not the terms) a file defines.
fn message_ids(text: &str) -> Vec<String> {
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The source language's messages that `tr` shows in the source language for want of
/// its own.
pub fn missing(tr: Tr) -> Vec<String> {
    source_ids().into_iter().filter(|id| !tr.has(id)).collect()
}

/// What does not parse in the shipped files: "de/main.ftl: ...", one line a fault.
pub fn faults() -> Vec<String> {
    FILES
        .iter()
        .flat_map(|(tag, files)| files.iter().map(move |f| (tag, f)))
        .flat_map(
            |(tag, (name, text))| match FluentResource::try_new(text.to_string()) {
                Ok(_) => Vec::new(),
                Err((_, errors)) => errors
                    .into_iter()
                    .map(|e| format!("{tag}/{name}: {e:?}"))
                    .collect(),
            },
        )
        .collect()
}

#[cfg(test)]
mod tests;
