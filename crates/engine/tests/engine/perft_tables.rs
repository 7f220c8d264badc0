//! Perft tables as data: every `tests/data/perft/*.perft` file, one test.
//!
//! Lines above `DEBUG_LIMIT` nodes are skipped in debug builds (they are not deleted:
//! `cargo test --release -p pigeonpost-engine` runs them all). A case names a built-in
//! variant (`variant KEY`) or a section of a Fairy-Stockfish ini file under
//! `tests/data` (`definition FILE SECTION`), imported as the server imports it.

use pigeonpost_engine::{Catalogue, Position, Variant, perft, registry};
use std::fs;
use std::sync::Arc;

const DEBUG_LIMIT: u64 = 1_000_000;

struct Case {
    file: String,
    id: String,
    variant: String,
    /// `definition FILE SECTION`: an imported section instead of a built-in variant.
    definition: Option<(String, String)>,
    fen: String,
    lines: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft");
    let mut paths: Vec<_> = fs::read_dir(dir)
        .expect("perft data folder")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    paths.sort();
    for path in paths {
        let text = fs::read_to_string(&path).expect("readable perft file");
        let file = path.display().to_string();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "id" => out.push(Case {
                    file: file.clone(),
                    id: rest.to_string(),
                    variant: String::new(),
                    definition: None,
                    fen: String::new(),
                    lines: Vec::new(),
                }),
                "variant" => out.last_mut().expect("id first").variant = rest.to_string(),
                "definition" => {
                    let (f, section) = rest.split_once(' ').expect("definition FILE SECTION");
                    out.last_mut().expect("id first").definition =
                        Some((f.to_string(), section.to_string()));
                }
                "fen" => out.last_mut().expect("id first").fen = rest.to_string(),
                "perft" => {
                    let (d, n) = rest.split_once(' ').expect("perft DEPTH NODES");
                    out.last_mut()
                        .expect("id first")
                        .lines
                        .push((d.parse().expect("depth"), n.parse().expect("nodes")));
                }
                other => panic!("{file}: unknown line '{other}'"),
            }
        }
    }
    out
}

fn variant(case: &Case) -> Arc<Variant> {
    let Some((file, section)) = &case.definition else {
        return registry::get(&case.variant)
            .unwrap_or_else(|| panic!("{}: unknown variant {}", case.file, case.variant));
    };
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let v = Catalogue::builtin()
        .load_file_text(file, &text, section, file.ends_with(".ini"))
        .unwrap_or_else(|e| panic!("{} {}: {}", case.file, case.id, e.join("\n")));
    Arc::new(v)
}

#[test]
fn perft_tables_match() {
    let limit = if cfg!(debug_assertions) {
        DEBUG_LIMIT
    } else {
        u64::MAX
    };
    let (mut checked, mut deep) = (0, 0);
    for case in cases() {
        let v = variant(&case);
        let pos = Position::from_fen(&v, &case.fen)
            .unwrap_or_else(|e| panic!("{} {}: {e}", case.file, case.id));
        assert_eq!(pos.fen(), case.fen, "{}: FEN round trip", case.id);
        for &(depth, nodes) in &case.lines {
            if nodes > limit {
                continue;
            }
            assert_eq!(
                perft::perft(&pos, depth),
                nodes,
                "{} {} perft {depth}",
                case.file,
                case.id
            );
            checked += 1;
            deep += usize::from(nodes > DEBUG_LIMIT);
        }
    }
    assert!(checked >= 25, "only {checked} perft lines ran");
    // Release builds run the deep lines too (CI runs them there).
    assert!(
        cfg!(debug_assertions) || deep >= 10,
        "only {deep} deep lines ran"
    );
}

#[test]
fn divide_sums_to_perft() {
    let v = registry::get("chess").unwrap();
    let pos = Position::start(&v);
    let divide = perft::divide(&pos, 3);
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8902);
    assert!(divide.iter().any(|(t, n)| t == "P e2-e4" && *n == 600));
}
