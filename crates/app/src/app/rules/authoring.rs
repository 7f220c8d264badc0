//! Checking a definition a player wrote: our TOML format, or a Fairy-Stockfish
//! `variants.ini` section (the last section of the text; sections before it may be its
//! parents). A definition that checks gets a preview: its rules page (drawn by the web
//! layer from the variant, move diagrams included) and perft counts at depths 1 to 3, as
//! far as the operator's budget allows. Checking and counting are engine work, so they
//! run off the async executor and hold no connection.

use crate::app::support::previews::{CallOff, NotNow, PreviewRules, thread_cpu};
use crate::app::{App, AppError};
use pigeonpost_engine::{Catalogue, Position, Variant, fairy, locate, perft};
use pigeonpost_i18n::{Said, Value};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
            other => Err(AppError::Invalid(Said::with(
                "refused-definition-format",
                [("format", other.into())],
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
    pub message: Said,
}

impl Problem {
    /// A problem of the whole text, with no place in it.
    pub(crate) fn whole(message: Said) -> Problem {
        Problem {
            line: None,
            column: None,
            message,
        }
    }

    /// The engine's problem `found`, at the place in `source` it names.
    fn at(source: &str, found: String) -> Problem {
        let place = locate(source, &found);
        Problem {
            line: place.map(|p| p.line),
            column: place.map(|p| p.column),
            message: engine_words(found),
        }
    }
}

/// The words of a problem the engine found. The engine writes its problems in English
/// only; one that is the TOML reader's own (the text does not read as TOML) is quoted in
/// a sentence of ours, the others are shown as the engine wrote them.
fn engine_words(found: String) -> Said {
    // The TOML reader's errors, and only they, begin so (`toml::de::Error`'s Display).
    match found.starts_with("TOML parse error") {
        true => Said::with("problem-toml-syntax", [("why", found.into())]),
        false => Said::Written(found),
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

/// Perft at one depth: `None` when it was not counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCount {
    pub depth: u32,
    pub nodes: Option<u64>,
}

/// Perft as far as the preview's allowance went, and why it went no further.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftReport {
    pub counts: Vec<PerftCount>,
    /// Turns generated or counted, across the depths.
    pub turns: u64,
    /// The sentence for the depths not counted, if any.
    pub short: Option<Said>,
}

/// What the editor shows for a definition that checks, besides what any rules page
/// shows of its variant (drawn from `checked.variant`).
#[derive(Clone, Debug)]
pub struct Preview {
    pub checked: Checked,
    pub perft: Vec<PerftCount>,
    /// Why perft stops where it does, when it stops short of depth 3.
    pub perft_short: Option<Said>,
}

/// Checks `source` in `format`, at most `max_bytes` long.
pub fn check(format: Format, source: &str, max_bytes: usize) -> Result<Checked, Vec<Problem>> {
    if source.len() > max_bytes {
        return Err(vec![Problem::whole(Said::with(
            "problem-definition-too-long",
            [("bytes", source.len().into()), ("most", max_bytes.into())],
        ))]);
    }
    if source.contains('\0') {
        return Err(vec![Problem::whole(Said::new("problem-definition-nul"))]);
    }
    if source.trim().is_empty() {
        return Err(vec![Problem::whole(Said::new("problem-definition-empty"))]);
    }
    let ours = match format {
        Format::Pigeonpost => source.to_string(),
        Format::Fairy => import(source)?,
    };
    // Problems of an imported definition are in our text, not the author's: no place.
    let place = |m: String| match format {
        Format::Pigeonpost => Problem::at(source, m),
        Format::Fairy => Problem::whole(engine_words(m)),
    };
    let catalogue = Catalogue::builtin();
    let compiled = catalogue
        .parse("definition", &ours)
        .and_then(|def| catalogue.compile(&def));
    let variant = compiled.map_err(|e| e.problems.into_iter().map(place).collect::<Vec<_>>())?;
    if variant.key().len() > MAX_KEY {
        // At the key in the author's text (an imported one has no text of its own).
        let at = match format {
            Format::Pigeonpost => locate(source, "key: "),
            Format::Fairy => None,
        };
        return Err(vec![Problem {
            line: at.map(|p| p.line),
            column: at.map(|p| p.column),
            message: Said::with("problem-key-too-long", [("most", MAX_KEY.into())]),
        }]);
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
        return Err(vec![Problem::whole(Said::new("problem-no-section"))]);
    };
    fairy::import("variants.ini", source, last).map_err(|e| {
        e.problems
            .into_iter()
            .map(|m| Problem::at(source, m))
            .collect()
    })
}

/// Perft at depths 1 to 3 from the start position, within `rules`: counting depth `d`
/// generates turns in every position of depth `d - 1`, so a depth is started only while
/// that many positions are within `rules.positions`, and all the depths together may
/// generate or count `rules.turns` turns. The count also ends when `stop` is set (its
/// time ran out, its request ended, the server is stopping). Free play has no legal
/// moves to count: nothing.
pub fn perft_within(
    variant: &Arc<Variant>,
    rules: &PreviewRules,
    stop: &AtomicBool,
) -> PerftReport {
    let mut report = PerftReport {
        counts: Vec::new(),
        turns: 0,
        short: None,
    };
    if !variant.rules_enforced() {
        return report;
    }
    let start = Position::start(variant);
    let mut budget = perft::Budget::new(rules.turns, stop);
    let mut previous = 1u64;
    for depth in 1..=3 {
        let nodes = match report.short {
            Some(_) => None,
            None if previous > rules.positions => {
                report.short = Some(Said::with(
                    "perft-short-positions",
                    [
                        ("depth", depth.into()),
                        ("before", (depth - 1).into()),
                        ("positions", previous.into()),
                        ("most", rules.positions.into()),
                    ],
                ));
                None
            }
            None => match perft::perft_within(&start, depth, &mut budget) {
                Ok(n) => Some(n),
                Err(perft::Stopped::Exhausted) => {
                    report.short = Some(Said::with(
                        "perft-short-turns",
                        [("depth", depth.into()), ("most", rules.turns.into())],
                    ));
                    None
                }
                Err(perft::Stopped::Cancelled) => {
                    // Seconds with a fraction ("0.3"): as text, in the form the operator
                    // set them.
                    report.short = Some(Said::with(
                        "perft-short-time",
                        [
                            ("depth", depth.into()),
                            ("seconds", rules.time.as_secs_f64().to_string().into()),
                        ],
                    ));
                    None
                }
            },
        };
        previous = nodes.unwrap_or(u64::MAX);
        report.counts.push(PerftCount { depth, nodes });
    }
    report.turns = budget.spent();
    report
}

impl App {
    /// The longest definition a player may check or keep (`--definition-bytes`).
    pub fn definition_bytes(&self) -> usize {
        self.variant_limits.definition_bytes
    }

    /// Checks a definition and, if it is sound, previews it.
    /// Each check counts against `from`'s hourly allowance (`Action::CheckDefinition`);
    /// its perft counts against `from`'s previews (`previews`): one at a time, within
    /// their hourly CPU. A count is called off when this request ends.
    pub async fn check_definition(
        &self,
        from: std::net::IpAddr,
        format: Format,
        source: String,
    ) -> Result<Result<Preview, Vec<Problem>>, AppError> {
        let now_ms = self.clock.now_ms();
        self.limits.check(
            crate::app::support::limits::Action::CheckDefinition,
            from,
            now_ms,
        )?;
        let max_bytes = self.variant_limits.definition_bytes;
        let rules = self.previews.rules;
        let slot = self.previews.begin(from, now_ms);
        // Dropped with this request's future, whenever it ends: the count stops.
        let _call_off = slot.as_ref().ok().map(|s| CallOff(s.stop()));
        let timer = slot.as_ref().ok().map(|s| {
            let stop = s.stop();
            tokio::spawn(async move {
                tokio::time::sleep(rules.time).await;
                stop.store(true, Ordering::Relaxed);
            })
        });
        let counted = tokio::task::spawn_blocking(move || {
            let checked = check(format, &source, max_bytes)?;
            let (perft, perft_short) = match slot {
                // Free play has no legal moves to count, whatever the allowance.
                _ if !checked.variant.rules_enforced() => (Vec::new(), None),
                Ok(mut slot) => {
                    let before = thread_cpu();
                    let report = perft_within(&checked.variant, &rules, &slot.stop());
                    slot.used(thread_cpu().saturating_sub(before));
                    (report.counts, report.short)
                }
                Err(why) => (Vec::new(), Some(not_counted(&why))),
            };
            Ok(Preview {
                checked,
                perft,
                perft_short,
            })
        })
        .await;
        if let Some(timer) = timer {
            timer.abort();
        }
        counted.map_err(|e| AppError::Internal(format!("checking a definition: {e}")))
    }
}

/// Why a preview shows no perft at all.
fn not_counted(why: &NotNow) -> Said {
    match why {
        NotNow::Busy => Said::new("perft-none-busy"),
        NotNow::Spent { cpu_seconds, wait } => {
            let cpu = ("cpu", Value::from(*cpu_seconds));
            // Less than two minutes' wait is told in seconds, a longer one in minutes.
            match *wait {
                s if s < 120 => {
                    Said::with("perft-none-spent-seconds", [cpu, ("wait", s.max(1).into())])
                }
                s => Said::with(
                    "perft-none-spent-minutes",
                    [cpu, ("wait", ((s + 59) / 60).into())],
                ),
            }
        }
        NotNow::Stopping => Said::new("perft-none-stopping"),
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
        assert!(problems[0].message.to_string().contains("at most 100"));
    }

    fn rules(positions: u64, turns: u64) -> PreviewRules {
        PreviewRules {
            positions,
            turns,
            time: std::time::Duration::from_secs(2),
            cpu_ms_per_hour: 60_000,
        }
    }

    #[test]
    fn perft_stops_at_the_positions_bound() {
        let chess = pigeonpost_engine::registry::get("chess").unwrap();
        let go = AtomicBool::new(false);
        let report = perft_within(&chess, &rules(400, u64::MAX), &go);
        let nodes: Vec<_> = report.counts.iter().map(|c| c.nodes).collect();
        assert_eq!(nodes, [Some(20), Some(400), Some(8902)]);
        assert_eq!(report.short, None);
        let report = perft_within(&chess, &rules(100, u64::MAX), &go);
        assert_eq!(report.counts[2].nodes, None);
        assert!(report.short.unwrap().to_string().contains("400 positions"));
    }

    #[test]
    fn perft_stops_at_the_turns_bound() {
        let chess = pigeonpost_engine::registry::get("chess").unwrap();
        let go = AtomicBool::new(false);
        // Depths 1 and 2 cost 20 + (20 + 400) turns; depth 3 would cost 9,322 more.
        let report = perft_within(&chess, &rules(u64::MAX, 1_000), &go);
        let nodes: Vec<_> = report.counts.iter().map(|c| c.nodes).collect();
        assert_eq!(nodes, [Some(20), Some(400), None]);
        assert!(report.short.unwrap().to_string().contains("1000 turns"));
        assert!(report.turns < 1_000 + 60, "{}", report.turns);
    }

    #[test]
    fn a_called_off_preview_counts_nothing_more() {
        let chess = pigeonpost_engine::registry::get("chess").unwrap();
        let stopped = AtomicBool::new(true);
        let report = perft_within(&chess, &rules(u64::MAX, u64::MAX), &stopped);
        assert!(report.counts.iter().all(|c| c.nodes.is_none()));
    }
}
