//! The use-cases stand side by side: `src/app/` holds one folder per domain (`play`,
//! `accounts`, ...), whose files are use-cases, beside `rules` (what several domains
//! decide by) and `support` (what they lean on). A use-case file names no other use-case
//! file, and `rules` and `support` name none at all: what two use-cases share lives in
//! `rules`, `support` or their domain's `mod.rs`. Calls between use-cases go through
//! `App`'s methods, so no file depends on another's items.
//!
//! Every file under `src/app/` is read as tokens; every path written in it (in `use`
//! items, grouped or not, and inline, also inside macros) that starts with `crate::` or
//! `super::` is resolved to the module it names. Tests (`#[cfg(test)]` items) are not read.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::BTreeSet;
use std::path::Path;
use std::str::FromStr;

/// Folders of `src/app/` whose files are not use-cases.
const SHARED: [&str; 2] = ["rules", "support"];

/// A file under `src/app/`: its module path below `app` (`["play", "moves"]`, or
/// `["play"]` for `play/mod.rs`) and its text.
struct Source {
    module: Vec<String>,
    text: String,
}

fn read(dir: &Path, module: &[String], out: &mut Vec<Source>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/app is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let mut m = module.to_vec();
        if path.is_dir() {
            m.push(name);
            read(&path, &m, out);
        } else if let Some(stem) = name.strip_suffix(".rs") {
            if stem != "mod" {
                m.push(stem.to_string());
            }
            let text = std::fs::read_to_string(&path).expect("a source file is readable");
            out.push(Source { module: m, text });
        }
    }
}

/// Is `module` a use-case file: a file of a domain folder, not its `mod.rs`?
fn is_use_case(module: &[String], files: &BTreeSet<Vec<String>>) -> bool {
    module.len() == 2 && !SHARED.contains(&module[0].as_str()) && files.contains(module)
}

/// The paths a token stream writes, as segment lists (`crate::app::play::moves::X`), a
/// brace group after `::` read as that many paths under the same prefix.
fn paths(tokens: TokenStream, out: &mut Vec<Vec<String>>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => {
                paths(g.stream(), out);
                i += 1;
            }
            TokenTree::Ident(id) if ["crate", "super"].contains(&id.to_string().as_str()) => {
                i = path_at(&tokens, i, Vec::new(), out);
            }
            _ => i += 1,
        }
    }
}

/// Reads the path starting at `tokens[i]` under `prefix`; returns the index after it.
fn path_at(
    tokens: &[TokenTree],
    mut i: usize,
    prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(i) {
            Some(TokenTree::Ident(id)) => {
                path.push(id.to_string());
                i += 1;
            }
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                // `prefix::{a::b, c}`: each item a path under the prefix.
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                let mut j = 0;
                while j < inner.len() {
                    let at = j;
                    j = path_at(&inner, j, path.clone(), out);
                    if j == at {
                        j += 1;
                    }
                }
                return i + 1;
            }
            _ => break,
        }
        if is_colons(tokens, i) {
            i += 2;
        } else {
            break;
        }
    }
    out.push(path);
    i
}

fn is_colons(tokens: &[TokenTree], i: usize) -> bool {
    matches!((tokens.get(i), tokens.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':')
}

/// The module below `app` a path written in `file` names, if it names one of ours:
/// `crate::app::a::b::Item` and, from `play/moves.rs`, `super::b::Item`.
fn resolve(file: &Source, path: &[String]) -> Option<Vec<String>> {
    let rest: Vec<String> = match path.first()?.as_str() {
        "crate" if path.get(1)? == "app" => path[2..].to_vec(),
        "super" => {
            // From `a/b.rs` (module a::b), `super` is `a`; from `a/mod.rs` (module a), the
            // app root.
            let mut base: Vec<String> = file.module.clone();
            let mut p = path;
            let from_mod_rs = file.module.len() == 1;
            if !from_mod_rs {
                base.pop();
            } else {
                base.clear();
            }
            p = &p[1..];
            while p.first().is_some_and(|s| s == "super") {
                base.pop();
                p = &p[1..];
            }
            base.extend(p.iter().cloned());
            base
        }
        _ => return None,
    };
    Some(rest)
}

/// The file-modules a file names: for each path, its longest prefix that is a file.
fn named_files(file: &Source, files: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let tokens = TokenStream::from_str(&file.text).expect("a source file is tokens");
    let mut found = Vec::new();
    paths(without_tests(tokens), &mut found);
    found
        .iter()
        .filter_map(|p| resolve(file, p))
        .filter_map(|m| {
            (1..=m.len())
                .rev()
                .map(|n| m[..n].to_vec())
                .find(|prefix| files.contains(prefix))
        })
        .collect()
}

/// The tokens without the items marked `#[cfg(test)]` (each up to its body or `;`).
fn without_tests(tokens: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let test_attribute = matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == '#')
            && matches!(tokens.get(i + 1), Some(TokenTree::Group(g))
                if g.delimiter() == Delimiter::Bracket
                    && g.stream().to_string().replace(' ', "") == "cfg(test)");
        if !test_attribute {
            kept.push(tokens[i].clone());
            i += 1;
            continue;
        }
        i += 2;
        while let Some(t) = tokens.get(i) {
            i += 1;
            match t {
                TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => break,
                TokenTree::Punct(p) if p.as_char() == ';' => break,
                _ => {}
            }
        }
    }
    kept.into_iter().collect()
}

fn sources() -> (Vec<Source>, BTreeSet<Vec<String>>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut sources = Vec::new();
    read(&dir, &[], &mut sources);
    let files = sources.iter().map(|s| s.module.clone()).collect();
    (sources, files)
}

#[test]
fn no_use_case_names_another() {
    let (sources, files) = sources();
    let mut wrong = Vec::new();
    for file in &sources {
        // The root (`App` itself) holds every use-case's state, and wires them.
        if file.module.is_empty() {
            continue;
        }
        for named in named_files(file, &files) {
            if is_use_case(&named, &files) && named != file.module {
                wrong.push(format!(
                    "{} names {}",
                    file.module.join("/"),
                    named.join("/")
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "use-case files named by another file of src/app:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_domain_file_is_read() {
    let (sources, files) = sources();
    let use_cases = files.iter().filter(|m| is_use_case(m, &files)).count();
    assert!(use_cases >= 30, "only {use_cases} use-case files found");
    // The resolver sees a path between two use-cases where one is written: this file's
    // own rule would catch `super::moves::X` written in `play/offers.rs`.
    let probe = Source {
        module: vec!["play".into(), "offers".into()],
        text: "use super::moves::Decided; fn f() { crate::app::accounts::sessions::x(); }".into(),
    };
    let named = named_files(&probe, &files);
    assert!(
        named.contains(&vec!["play".to_string(), "moves".to_string()]),
        "{named:?}"
    );
    assert!(
        named.contains(&vec!["accounts".to_string(), "sessions".to_string()]),
        "{named:?}"
    );
    assert!(sources.iter().any(|s| s.module == ["rules", "record"]));
}
