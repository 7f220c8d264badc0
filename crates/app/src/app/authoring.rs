//! Checking a definition a player wrote: our TOML format, or a Fairy-Stockfish
//! `variants.ini` section (the last section of the text; sections before it may be its
//! parents). A definition that checks gets a preview: its rules page (drawn by the web
//! layer from the variant, move diagrams included) and perft counts at depths 1 to 3, as
//! far as the operator's budget allows. Checking and counting are engine work, so they
//! run off the async executor and hold no connection.

use super::{App, AppError};
use pigeonpost_engine::{Catalogue, Position, Variant, fairy, locate, perft};
use std::sync::Arc;

/// The longest key a player's variant may have (it is part of its address).
const MAX_KEY: usize = 40;

/// The text format a definition is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Pigeonpost,
    Fairy,
}

impl Format {
    pub fn parse(s: &str) -> Result<Format, AppError> {
        match s {
            "pigeonpost" => Ok(Format::Pigeonpost),
            "fairy" => Ok(Format::Fairy),
            other => Err(AppError::Invalid(format!(
                "unknown definition format {other:?}: choose pigeonpost or fairy"
            ))),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Pigeonpost => "pigeonpost",
            Format::Fairy => "fairy",
        }
    }
}

/// One problem with a definition, at its place in the text where it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

impl Problem {
    fn at(source: &str, message: String) -> Problem {
        let place = locate(source, &message);
        Problem {
            line: place.map(|p| p.line),
            column: place.map(|p| p.column),
            message,
        }
    }
}

/// A definition that checks: its variant, canonical text and hash.
#[derive(Clone, Debug)]
pub struct Checked {
    pub variant: Arc<Variant>,
    pub hash: String,
}

impl Checked {
    pub fn key(&self) -> &str {
        self.variant.key()
    }

    pub fn canonical(&self) -> &str {
        self.variant.definition_text()
    }
}

/// Perft at one depth: `None` when it would take more than the budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCount {
    pub depth: u32,
    pub nodes: Option<u64>,
}

/// What the editor shows for a definition that checks, besides what any rules page
/// shows of its variant (drawn from `checked.variant`).
#[derive(Clone, Debug)]
pub struct Preview {
    pub checked: Checked,
    pub perft: Vec<PerftCount>,
}

/// Checks `source` in `format`, at most `max_bytes` long.
pub fn check(format: Format, source: &str, max_bytes: usize) -> Result<Checked, Vec<Problem>> {
    if source.len() > max_bytes {
        return Err(vec![Problem {
            line: None,
            column: None,
            message: format!(
                "the definition is {} bytes long; this server takes at most {max_bytes}",
                source.len()
            ),
        }]);
    }
    if source.contains('\0') {
        return Err(vec![Problem {
            line: None,
            column: None,
            message: "the definition contains a NUL character".into(),
        }]);
    }
    if source.trim().is_empty() {
        return Err(vec![Problem {
            line: None,
            column: None,
            message: "the definition is empty".into(),
        }]);
    }
    let ours = match format {
        Format::Pigeonpost => source.to_string(),
        Format::Fairy => import(source)?,
    };
    // Problems of an imported definition are in our text, not the author's: no place.
    let place = |m: String| match format {
        Format::Pigeonpost => Problem::at(source, m),
        Format::Fairy => Problem {
            line: None,
            column: None,
            message: m,
        },
    };
    let catalogue = Catalogue::builtin();
    let compiled = catalogue
        .parse("definition", &ours)
        .and_then(|def| catalogue.compile(&def));
    let variant = compiled.map_err(|e| e.problems.into_iter().map(place).collect::<Vec<_>>())?;
    if variant.key().len() > MAX_KEY {
        return Err(vec![place(format!("key: at most {MAX_KEY} characters"))]);
    }
    let hash = variant.definition_hash().to_string();
    Ok(Checked {
        variant: Arc::new(variant),
        hash,
    })
}

/// Our definition of the last section of a Fairy-Stockfish ini text.
fn import(source: &str) -> Result<String, Vec<Problem>> {
    let sections = fairy::sections(source);
    let Some(last) = sections.last() else {
        return Err(vec![Problem {
            line: None,
            column: None,
            message: "no section: a Fairy-Stockfish definition starts with [name] or [name:parent]"
                .into(),
        }]);
    };
    fairy::import("variants.ini", source, last).map_err(|e| {
        e.problems
            .into_iter()
            .map(|m| Problem::at(source, m))
            .collect()
    })
}

/// Perft at depths 1 to 3 from the start position. Counting depth `d` generates turns
/// in every position of depth `d - 1`, so a depth is counted only while that many
/// positions are within `budget`; past it, it and every deeper one are `None`. Free
/// play has no legal moves to count: nothing.
pub fn perft_within(variant: &Arc<Variant>, budget: u64) -> Vec<PerftCount> {
    if !variant.rules_enforced() {
        return Vec::new();
    }
    let start = Position::start(variant);
    let mut previous = 1u64;
    let mut out = Vec::new();
    for depth in 1..=3 {
        let nodes = (previous <= budget).then(|| perft::perft(&start, depth));
        if let Some(n) = nodes {
            previous = n;
        } else {
            previous = u64::MAX;
        }
        out.push(PerftCount { depth, nodes });
    }
    out
}

impl App {
    /// Checks a definition and, if it is sound, previews it.
    /// Each check counts against `from`'s hourly allowance (`Action::CheckDefinition`).
    pub async fn check_definition(
        &self,
        from: std::net::IpAddr,
        format: Format,
        source: String,
    ) -> Result<Result<Preview, Vec<Problem>>, AppError> {
        self.limits.check(
            super::limits::Action::CheckDefinition,
            from,
            self.clock.now_ms(),
        )?;
        let (max_bytes, budget) = (
            self.variant_limits.definition_bytes,
            self.variant_limits.preview_perft_nodes,
        );
        tokio::task::spawn_blocking(move || {
            let checked = check(format, &source, max_bytes)?;
            let perft = perft_within(&checked.variant, budget);
            Ok(Preview { checked, perft })
        })
        .await
        .map_err(|e| AppError::Internal(format!("checking a definition: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_placed_on_its_line() {
        let source =
            "inherits = \"chess\"\nkey = \"mine\"\nname = \"Mine\"\n[pieces.N]\nbetza = \"N!W\"\n";
        let problems = check(Format::Pigeonpost, source, 10_000).unwrap_err();
        assert!(problems.iter().any(|p| p.line == Some(5)), "{problems:?}");
    }

    #[test]
    fn a_sound_definition_checks_with_its_hash() {
        let source = "inherits = \"chess\"\nkey = \"mine\"\nname = \"Mine\"\n";
        let checked = check(Format::Pigeonpost, source, 10_000).unwrap();
        assert_eq!(checked.key(), "mine");
        assert_eq!(checked.hash.len(), 64);
    }

    #[test]
    fn too_long_a_definition_is_refused_before_reading() {
        let problems = check(Format::Pigeonpost, &"#".repeat(200), 100).unwrap_err();
        assert!(problems[0].message.contains("at most 100"));
    }

    #[test]
    fn perft_stops_at_the_budget() {
        let chess = pigeonpost_engine::registry::get("chess").unwrap();
        let counts = perft_within(&chess, 400);
        assert_eq!(counts[0].nodes, Some(20));
        assert_eq!(counts[1].nodes, Some(400));
        assert_eq!(counts[2].nodes, Some(8902));
        let counts = perft_within(&chess, 100);
        assert_eq!(counts[2].nodes, None);
    }
}
