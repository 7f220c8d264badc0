//! The language and time zone a player chooses on the account page: a language this
//! server ships (or none, to follow the browser) and a zone of the tz database (or none,
//! for UTC). Either refused refuses both.

use crate::app::Locale;
use crate::zone::Zone;
use pigeonpost_i18n::Said;

/// Why a choice of language and zone was refused; the page says it in its own words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LocaleRefusal {
    #[error("\"{0}\" is not a language this server speaks")]
    UnknownLanguage(String),
    #[error("\"{0}\" is not a time zone of the tz database")]
    UnknownZone(String),
}

impl LocaleRefusal {
    /// The refusal as its reader reads it.
    pub fn said(&self) -> Said {
        match self {
            LocaleRefusal::UnknownLanguage(l) => {
                Said::with("account-language-unknown", [("language", l.into())])
            }
            LocaleRefusal::UnknownZone(z) => {
                Said::with("account-time-zone-unknown", [("zone", z.into())])
            }
        }
    }
}

/// The form's fields read into a choice: empty means "none".
pub fn parse(language: &str, time_zone: &str) -> Result<Locale, LocaleRefusal> {
    let language = match language.trim() {
        "" => None,
        tag => Some(
            pigeonpost_i18n::Tr::by_tag(tag)
                .ok_or_else(|| LocaleRefusal::UnknownLanguage(clip(tag)))?
                .tag()
                .to_string(),
        ),
    };
    let zone = match time_zone.trim() {
        "" | "UTC" => Zone::default(),
        name => Zone::named(name).ok_or_else(|| LocaleRefusal::UnknownZone(clip(name)))?,
    };
    Ok(Locale { language, zone })
}

/// What a refusal quotes of the field: enough to recognise, never a page of it.
fn clip(s: &str) -> String {
    s.chars().take(64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shipped_language_and_a_database_zone_are_taken() {
        let l = parse("DE", "Asia/Tokyo").unwrap();
        assert_eq!(l.language.as_deref(), Some("de"));
        assert_eq!(l.zone.name(), Some("Asia/Tokyo"));
        assert_eq!(parse("", "").unwrap(), Locale::default());
        assert_eq!(parse("", "UTC").unwrap(), Locale::default());
    }

    #[test]
    fn anything_else_is_refused_by_name() {
        assert_eq!(
            parse("xx", "Europe/Berlin"),
            Err(LocaleRefusal::UnknownLanguage("xx".into()))
        );
        assert_eq!(
            parse("de", "Mars/Olympus"),
            Err(LocaleRefusal::UnknownZone("Mars/Olympus".into()))
        );
        assert!(matches!(
            parse("de", &"x".repeat(10_000)),
            Err(LocaleRefusal::UnknownZone(z)) if z.len() == 64
        ));
    }
}
