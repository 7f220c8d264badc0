//! Every message a refusal or a notice names where it is decided (`Said::new("id")`,
//! `Said::with("id", ...)`, in the app and in the web layer that shows it) is one the
//! source language has: a misspelt id would show the reader the id itself. (That every
//! language has every message is the i18n crate's own test.)
//!
//! The files are read as tokens, so a call spread over lines is read as one.

use proc_macro2::{TokenStream, TokenTree};
use std::path::Path;
use std::str::FromStr;

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The ids of `Said::new(...)` and `Said::with(...)` calls in `tokens`, at any depth.
fn ids(tokens: TokenStream, out: &mut Vec<String>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in tokens.iter().enumerate() {
        if let TokenTree::Group(g) = t {
            ids(g.stream(), out);
        }
        let said = matches!(t, TokenTree::Ident(id) if id == "Said");
        let call = match (tokens.get(i + 3), tokens.get(i + 4)) {
            (Some(TokenTree::Ident(f)), Some(TokenTree::Group(args)))
                if said && (f == "new" || f == "with") =>
            {
                args.stream().into_iter().next()
            }
            _ => None,
        };
        if let Some(TokenTree::Literal(lit)) = call {
            let text = lit.to_string();
            if let Some(id) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
                out.push(id.to_string());
            }
        }
    }
}

#[test]
fn every_message_named_where_it_is_decided_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    files(&root.join("src"), &mut paths);
    files(&root.join("../web/src"), &mut paths);
    let mut named = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("a source file is readable");
        let tokens = TokenStream::from_str(&text).expect("a source file reads as tokens");
        ids(tokens, &mut named);
    }
    assert!(named.len() > 100, "only {} messages found", named.len());
    let source = pigeonpost_i18n::Tr::source();
    let mut missing: Vec<&String> = named.iter().filter(|id| !source.has(id)).collect();
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "named but not in the message files: {missing:?}"
    );
}
