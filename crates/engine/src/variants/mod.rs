//! The variants we host: their definition files, embedded. Each is data only: what
//! its board and pieces cannot say, it switches on as `[mechanics]` (see `mechanics`).
//! `FILES` is the one list of definitions. Tests over the hosted variants that need the
//! engine's inner questions live here: the Tandem-84 brute-force reference and its deep
//! comparison, and the narrowed turn lists checked against the whole list.

#[cfg(test)]
mod narrowing_tests;
#[cfg(test)]
mod tandem84_brute;
#[cfg(test)]
mod tandem84_deep;

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
