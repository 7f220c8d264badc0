//! Every message a refusal names exists: the ids are written where a refusal is decided
//! (`Said::new("refused-...")`, a storage conflict's key, a limit's), far from the files
//! that word them, so a misspelt one would show its id instead of a sentence. This reads
//! the sources of the crates that name refusals and checks each such id against the
//! source language's messages.

use std::collections::BTreeSet;
use std::path::Path;

/// The beginnings of the ids that refusals and the words shown with them use.
const PREFIXES: &[&str] = &[
    "refused-",
    "conflict-",
    "not-found-",
    "limit-",
    "error-",
    "api-",
    "feed-",
    "vacation-",
    "account-",
    "reply-",
    "perft-",
    "problem-",
];

/// The string literals of `text` that look like message ids of those families.
fn ids_in(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| PREFIXES.iter().any(|p| s.starts_with(p)))
        .filter(|s| {
            s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
        .filter(|s| !s.ends_with('-'))
        .map(str::to_string)
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The keys the source language's messages choose their words by (`[account-mail]`):
/// values passed to a message, not message ids.
fn choice_keys(crates: &Path) -> BTreeSet<String> {
    let folder = crates.join("i18n").join("locales").join("en");
    let mut keys = BTreeSet::new();
    for entry in std::fs::read_dir(folder)
        .expect("the source language's folder")
        .flatten()
    {
        let text = std::fs::read_to_string(entry.path()).expect("a message file");
        for line in text.lines() {
            let line = line.trim_start().trim_start_matches('*');
            if let Some(rest) = line.strip_prefix('[')
                && let Some((key, _)) = rest.split_once(']')
            {
                keys.insert(key.to_string());
            }
        }
    }
    keys
}

#[test]
fn every_refusal_names_a_message_of_the_source_language() {
    let known: BTreeSet<String> = pigeonpost_i18n::source_ids().into_iter().collect();
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let keys = choice_keys(&crates);
    let mut files = Vec::new();
    for name in ["app", "storage", "web"] {
        rust_files(&crates.join(name).join("src"), &mut files);
    }
    let mut missing = BTreeSet::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for id in ids_in(&text) {
            seen += 1;
            if !known.contains(&id) && !keys.contains(&id) {
                missing.insert(format!("{id} ({})", file.display()));
            }
        }
    }
    assert!(
        seen > 150,
        "only {seen} ids found: is the scan reading the sources?"
    );
    assert!(missing.is_empty(), "ids no message defines: {missing:#?}");
}

#[test]
fn ids_are_read_from_literals_only() {
    assert_eq!(
        ids_in(r#"Said::new("refused-not-turn"), "not an id", "conflict-game-changed""#),
        vec!["refused-not-turn", "conflict-game-changed"]
    );
    assert!(ids_in(r#"format!("error-{kind}")"#).is_empty());
}
