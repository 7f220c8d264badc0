//! The variants we host: their definition files (embedded) and, for the few that need
//! them, their rule hooks.
//!
//! `FILES` is the one list of definitions and `hooks` the one place that maps a
//! definition's `rules = "..."` name to code.

mod palindromic;
mod palindromic_preclusion;

use super::rules::{Orthodox, Rules};

mod culverin;
mod meteoric;
mod tandem84;
#[cfg(test)]
mod tandem84_brute;
#[cfg(test)]
mod tandem84_deep;
mod tandem84_moves;

/// Every embedded definition: (file name without `.toml`, source).
pub const FILES: &[(&str, &str)] = &[
    ("chess", include_str!("chess.toml")),
    ("capablanca", include_str!("capablanca.toml")),
    ("meteoric", include_str!("meteoric.toml")),
    (
        "meteoric-reserve-rooks",
        include_str!("meteoric-reserve-rooks.toml"),
    ),
    ("meteoric-3rank", include_str!("meteoric-3rank.toml")),
    ("culverin", include_str!("culverin.toml")),
    ("culverin2", include_str!("culverin2.toml")),
    ("morphomania", include_str!("morphomania.toml")),
    ("palindromic", include_str!("palindromic.toml")),
    ("tandem84", include_str!("tandem84.toml")),
];

/// The rule hooks named by a definition, configured by its `[options]`.
pub fn hooks(name: &str, options: &toml::Table) -> Result<Box<dyn Rules>, String> {
    match name {
        "orthodox" => {
            no_options(options)?;
            Ok(Box::new(Orthodox))
        }
        "meteoric" => {
            no_options(options)?;
            Ok(Box::new(meteoric::Meteoric))
        }
        "culverin" => {
            no_options(options)?;
            Ok(Box::new(culverin::Culverin))
        }
        "palindromic" => {
            no_options(options)?;
            Ok(Box::new(palindromic::Palindromic::default()))
        }
        "tandem84" => Ok(Box::new(tandem84::Tandem84::from_options(options)?)),
        other => Err(format!("no rule hooks named '{other}'")),
    }
}

/// For hooks that take no options: any option is a mistake in the definition.
pub fn no_options(options: &toml::Table) -> Result<(), String> {
    match options.keys().next() {
        Some(k) => Err(format!("unknown option '{k}'")),
        None => Ok(()),
    }
}
