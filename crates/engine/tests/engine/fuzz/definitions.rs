//! The two definition targets: Betza strings (parsed and compiled into move tables on
//! boards of several sizes) and whole definition texts (the embedded ones mutated line
//! by line and character by character, and random TOML made of their sections, keys
//! and edge-case values).

use super::check_position;
use super::harness::fuzz;
use super::mutate::{NUMBERS, mutate, random_char, tokens};
use crate::support::Rng;
use pigeonpost_engine::registry::{self, build_custom};
use pigeonpost_engine::{Position, Variant};
use std::sync::Arc;

/// A TOML basic string holding `text` exactly.
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A board `files` x `ranks` with kings in opposite corners and the piece under test,
/// `X` for White and `x` for Black, near the middle.
pub(super) fn betza_definition(betza: &str, files: usize, ranks: usize) -> String {
    let mut rows = vec![vec!['.'; files]; ranks];
    rows[0][0] = 'k';
    rows[ranks - 1][files - 1] = 'K';
    rows[ranks / 2][files / 2] = 'X';
    rows[ranks / 2 - 1][files / 2 - 1] = 'x';
    let placement: Vec<String> = rows.iter().map(|r| compress(r)).collect();
    format!(
        "key = \"betza\"\nname = \"Betza\"\n[board]\nfiles = {files}\nranks = {ranks}\n\
         [pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\nroyal = true\n\
         [pieces.X]\nname = \"Test\"\nbetza = {}\nglyph = \"queen\"\n\
         [setup]\nfen = \"{} w - - 0 1\"\n",
        toml_string(betza),
        placement.join("/")
    )
}

fn compress(row: &[char]) -> String {
    let (mut out, mut empty) = (String::new(), 0);
    for &c in row {
        if c == '.' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
            empty = 0;
        }
        out.push(c);
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    out
}

/// A variant built from fuzzed text is sound: it starts, and a few random turns from
/// its start write, read back and play.
fn exercise(v: Variant, rng: &mut Rng) {
    let v = Arc::new(v);
    let mut pos = Position::start(&v);
    for _ in 0..3 {
        check_position(&pos, rng);
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&turns[rng.below(turns.len())]);
    }
}

fn betza_corpus(_: &mut Rng) -> (Vec<String>, Vec<String>) {
    let mut corpus: Vec<String> = registry::all()
        .iter()
        .flat_map(|v| v.pieces())
        .map(|p| p.betza)
        .collect();
    corpus.extend(
        [
            "mRcpR", "gQ", "NN", "nN", "jR", "fmW", "fmWfcF", "ifmnD", "KisO1", "R4", "W2", "afsW",
            "mafsW", "caW", "yafsF", "pR", "ppR", "mpafsW", "A", "H", "DD", "zW", "vR", "sW", "bN",
            "ffN", "rlN", "fbB", "O2", "isO2", "mW[fR]", "(0,1)", "[W?F]",
        ]
        .map(String::from),
    );
    corpus.sort();
    corpus.dedup();
    // Splice material: every piece of one to three characters of a known string.
    let mut pool: Vec<String> = Vec::new();
    for s in &corpus {
        let chars: Vec<char> = s.chars().collect();
        for len in 1..=3 {
            pool.extend(chars.windows(len).map(|w| w.iter().collect::<String>()));
        }
    }
    pool.extend(NUMBERS.iter().map(|n| n.to_string()));
    pool.sort();
    pool.dedup();
    (corpus, pool)
}

#[test]
fn fuzz_betza() {
    fuzz("betza", betza_corpus, |(corpus, pool), rng, tracker| {
        let base = &corpus[rng.below(corpus.len())];
        let betza = mutate(rng, base, pool);
        // Mostly chess's board; sometimes the smallest that fits or the largest.
        let (files, ranks) = match rng.below(6) {
            0 => (2 + rng.below(15), 2 + rng.below(15)),
            1 => (16, 16),
            _ => (8, 8),
        };
        let text = betza_definition(&betza, files, ranks);
        tracker.input(&text);
        if let Ok(v) = build_custom("betza.toml", &text) {
            exercise(v, rng);
        }
    });
}

struct Definitions {
    files: Vec<String>,
    lines: Vec<String>,
    headers: Vec<String>,
    keys: Vec<String>,
    pool: Vec<String>,
}

/// The embedded definitions, read from the source folder so that a new file joins.
fn definition_corpus(_: &mut Rng) -> Definitions {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/variants");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("the variants folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| std::fs::read_to_string(p).expect("a definition file"))
        .collect();
    files.push(betza_definition("Q", 8, 8));
    // Regions, moves beyond a rank, diagonal lines, passes.
    files.push(include_str!("../../data/regions/xiangqi.toml").to_string());
    files.push(include_str!("../../data/regions/janggi.toml").to_string());
    // Castling from any file, promotion limits.
    files.push(include_str!("../../data/mechanics/shuffle.toml").to_string());
    files.push(include_str!("../../data/mechanics/onequeen.toml").to_string());
    // Walls placed by every turn, and capturers turned to walls.
    files.push(include_str!("../../data/mechanics/duckchess.toml").to_string());
    files.push(include_str!("../../data/mechanics/stonecapture.toml").to_string());
    // Leaps from open gates.
    files.push(include_str!("../../data/mechanics/gateleaps.toml").to_string());
    // A reserve slot with a drop zone of its own.
    files.push(include_str!("../../data/mechanics/firstrankrooks.toml").to_string());
    // Running out worth a draw.
    files.push(include_str!("../../data/mechanics/bareddraw.toml").to_string());
    // Mates that count only after some checks.
    files.push(include_str!("../../data/mechanics/matingchecks.toml").to_string());
    let lines: Vec<String> = files
        .iter()
        .flat_map(|f| f.lines().map(String::from))
        .collect();
    let headers: Vec<String> = lines
        .iter()
        .filter(|l| l.starts_with('['))
        .cloned()
        .collect();
    let keys: Vec<String> = lines
        .iter()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string()))
        .collect();
    let mut pool: Vec<String> = files.iter().flat_map(|f| tokens(f)).collect();
    pool.extend(lines.iter().take(400).cloned());
    pool.sort();
    pool.dedup();
    Definitions {
        files,
        lines,
        headers,
        keys,
        pool,
    }
}

/// A value of any TOML type, with a bias to the edges.
fn random_value(rng: &mut Rng, d: &Definitions) -> String {
    match rng.below(8) {
        0 | 1 => NUMBERS[rng.below(NUMBERS.len())].to_string(),
        2 => ["true", "false", "1.5", "nan", "-inf"][rng.below(5)].to_string(),
        3 => toml_string(
            &(0..rng.below(12))
                .map(|_| random_char(rng))
                .collect::<String>(),
        ),
        4 => {
            let items: Vec<String> = (0..rng.below(4)).map(|_| random_value(rng, d)).collect();
            format!("[{}]", items.join(", "))
        }
        5 => {
            let key = &d.keys[rng.below(d.keys.len())];
            format!("{{ {key} = {} }}", random_value(rng, d))
        }
        _ => {
            // A value some definition really uses, under whichever key.
            let line = &d.lines[rng.below(d.lines.len())];
            line.split_once(" = ")
                .map_or_else(|| "1".into(), |(_, v)| v.to_string())
        }
    }
}

/// Line-level edits of an embedded definition: drop, repeat or borrow a line, or give
/// a key a value of another type.
fn mutate_lines(rng: &mut Rng, text: &str, d: &Definitions) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(lines.len() + 1);
        match rng.below(4) {
            0 if at < lines.len() => {
                lines.remove(at);
            }
            1 => lines.insert(at, d.lines[rng.below(d.lines.len())].clone()),
            2 => lines.insert(at, d.headers[rng.below(d.headers.len())].clone()),
            _ => {
                let key = &d.keys[rng.below(d.keys.len())];
                let value = random_value(rng, d);
                match lines.get_mut(at) {
                    Some(l) if l.contains(" = ") => *l = format!("{key} = {value}"),
                    _ => lines.insert(at.min(lines.len()), format!("{key} = {value}")),
                }
            }
        }
    }
    lines.join("\n")
}

/// A definition from scratch: known sections with known keys and random values.
fn random_toml(rng: &mut Rng, d: &Definitions) -> String {
    let mut out = String::new();
    if rng.below(3) == 0 {
        out.push_str(&format!(
            "inherits = {}\n",
            toml_string(["chess", "tandem84", "meteoric", "x"][rng.below(4)])
        ));
    }
    for _ in 0..rng.below(8) {
        out.push_str(&format!(
            "{} = {}\n",
            d.keys[rng.below(d.keys.len())],
            random_value(rng, d)
        ));
    }
    for _ in 0..rng.below(6) {
        out.push_str(&d.headers[rng.below(d.headers.len())]);
        out.push('\n');
        for _ in 0..rng.below(5) {
            out.push_str(&format!(
                "{} = {}\n",
                d.keys[rng.below(d.keys.len())],
                random_value(rng, d)
            ));
        }
    }
    out
}

#[test]
fn fuzz_variant_definitions() {
    fuzz("definitions", definition_corpus, |d, rng, tracker| {
        let base = &d.files[rng.below(d.files.len())];
        let text = match rng.below(5) {
            0 | 1 => mutate_lines(rng, base, d),
            2 => mutate(rng, base, &d.pool),
            3 => random_toml(rng, d),
            _ => {
                let lines = mutate_lines(rng, base, d);
                mutate(rng, &lines, &d.pool)
            }
        };
        tracker.input(&text);
        if let Ok(v) = build_custom("fuzz.toml", &text) {
            exercise(v, rng);
        }
    });
}
