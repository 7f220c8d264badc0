//! Fairy-Stockfish's `variants.ini` as text: sections `[name]` or `[name:parent]` of
//! `key = value` lines, `#` and `;` comments. Every value remembers its line, so that an
//! option we cannot import is named with the line it stands on.

use std::collections::BTreeMap;

/// One `key = value` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub key: String,
    pub value: String,
    /// 1-based line in the file it came from (a built-in parent's lines are its own).
    pub line: usize,
    /// Its place among the options in force (parents first), set by `resolve`.
    pub order: usize,
}

/// One section as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Section {
    pub name: String,
    pub parent: Option<String>,
    pub line: usize,
    pub entries: Vec<Entry>,
}

/// Reads every section of `text`; lines outside any section and lines that are not
/// `key = value` are problems (with their line numbers).
pub(crate) fn parse(text: &str) -> (Vec<Section>, Vec<(usize, String)>) {
    let mut sections: Vec<Section> = Vec::new();
    let mut problems = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if let Some(head) = line.strip_prefix('[') {
            let Some(head) = head.strip_suffix(']') else {
                problems.push((n, format!("a section header must end with ']': {line}")));
                continue;
            };
            let (name, parent) = match head.split_once(':') {
                Some((a, b)) => (a.trim(), Some(b.trim().to_string())),
                None => (head.trim(), None),
            };
            if name.is_empty() {
                problems.push((n, "a section needs a name".into()));
                continue;
            }
            sections.push(Section {
                name: name.to_string(),
                parent,
                line: n,
                entries: Vec::new(),
            });
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            problems.push((n, format!("expected 'key = value': {line}")));
            continue;
        };
        let Some(section) = sections.last_mut() else {
            problems.push((n, format!("'{}' stands before any [section]", key.trim())));
            continue;
        };
        // A comment may follow the value.
        let value = value.split(['#', ';']).next().unwrap_or("").trim();
        section.entries.push(Entry {
            key: key.trim().to_string(),
            value: value.to_string(),
            line: n,
            order: 0,
        });
    }
    (sections, problems)
}

/// Options whose `x:y` pairs a child adds to its parent's rather than replacing them.
const ACCUMULATING: &[&str] = &["promotedPieceType", "promotionLimit"];

/// Options naming a set of kinds by their letters, which Fairy-Stockfish stores by kind:
/// a child that gives one of them another letter keeps it in the set (sittuyin's fers,
/// makruk's `m` lettered `f`).
const KIND_SETS: &[&str] = &[
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
];

/// Section `name` and its parents, nearest first. Parents are looked up in `own`
/// (sections of the same file, defined before it as Fairy-Stockfish requires) and then
/// in `builtin`.
pub(crate) fn chain<'a>(
    name: &str,
    own: &'a [Section],
    builtin: &'a [Section],
) -> Result<Vec<&'a Section>, String> {
    let mut chain: Vec<&Section> = Vec::new();
    let mut next = Some(name.to_string());
    let mut from_file = true;
    while let Some(want) = next {
        if chain.len() > 16 {
            return Err(format!("the parents of [{name}] go round in a circle"));
        }
        let found = if from_file {
            own.iter().rev().find(|s| s.name == want)
        } else {
            None
        }
        .or_else(|| builtin.iter().find(|s| s.name == want));
        let Some(section) = found else {
            return Err(match chain.last() {
                None => format!("no section [{want}]"),
                Some(child) => format!(
                    "[{}] inherits from '{want}', which is neither a section before it nor one of Fairy-Stockfish's built-in variants",
                    child.name,
                ),
            });
        };
        // A section may only inherit from one defined before it, or from a built-in.
        from_file = from_file && own.iter().any(|s| std::ptr::eq(s, section));
        next = section.parent.clone();
        chain.push(section);
    }
    Ok(chain)
}

/// The options in force in the first section of `chain` (as `chain` gives it): its
/// parents' first (nearest last), then its own; a later line for the same key replaces
/// an earlier one.
pub(crate) fn resolve(chain: &[&Section]) -> BTreeMap<String, Entry> {
    let mut options: BTreeMap<String, Entry> = BTreeMap::new();
    let mut order = 0;
    // The promotions in force, by the options naming the kinds: a child that gives a
    // kind another letter keeps the kind's promotion, as Fairy-Stockfish stores them by
    // piece type.
    let mut promotions: Vec<String> = Vec::new();
    for section in chain.iter().rev() {
        // Fairy-Stockfish reads a section's pieces before its other options, so a pair
        // names the kinds by the letters of its own section.
        for e in &section.entries {
            order += 1;
            let mut value = e.value.clone();
            // Pairs keyed by piece add to the parent's, as Fairy-Stockfish reads them.
            if ACCUMULATING.contains(&e.key.as_str()) {
                let letters = piece_letters(&options, section);
                for pair in e.value.split_whitespace() {
                    promotions.push(by_kind(pair, &letters));
                }
                value = promotions.join(" ");
            } else if KIND_SETS.contains(&e.key.as_str()) {
                value = set_by_kind(&e.value, &piece_letters(&options, section));
            }
            options.insert(
                e.key.clone(),
                Entry {
                    order,
                    value,
                    ..e.clone()
                },
            );
        }
    }
    // Back to letters, those of the section resolved.
    let letters = letters(options.iter().map(|(k, e)| (k.as_str(), e.value.as_str())));
    for key in KIND_SETS {
        if let Some(e) = options.get_mut(*key) {
            e.value = set_by_letter(&e.value, &letters);
        }
    }
    if let Some(e) = options.get_mut(ACCUMULATING[0]) {
        e.value = promotions
            .iter()
            .filter_map(|p| by_letter(p, &letters))
            .collect::<Vec<_>>()
            .join(" ");
    }
    options
}

/// A piece option's letter in `value` (`p`, `c:fW` for a custom piece; `-`: none).
fn letter_in(value: &str) -> Option<char> {
    let c = value.trim().chars().next()?.to_ascii_lowercase();
    c.is_ascii_alphabetic().then_some(c)
}

fn is_piece_option(key: &str) -> bool {
    super::pieces::predefined(key).is_some() || key.starts_with("customPiece")
}

/// The letters of the kinds once `section`'s own piece lines are read over `options`.
fn piece_letters(options: &BTreeMap<String, Entry>, section: &Section) -> Vec<(String, char)> {
    let mut values: BTreeMap<&str, &str> = options
        .iter()
        .map(|(k, e)| (k.as_str(), e.value.as_str()))
        .collect();
    for e in &section.entries {
        values.insert(&e.key, &e.value);
    }
    letters(values.into_iter())
}

/// The piece options among `(key, value)` lines, with the letters they give their kinds.
fn letters<'a>(values: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<(String, char)> {
    values
        .filter(|(k, _)| is_piece_option(k))
        .filter_map(|(k, v)| Some((k.to_string(), letter_in(v)?)))
        .collect()
}

/// A `from:to` pair with its letters replaced by the options naming the kinds (`{option}`);
/// a pair that is not two letters stays as written, for the reader to report.
fn by_kind(pair: &str, letters: &[(String, char)]) -> String {
    let name = |c: &str| -> Option<String> {
        let mut chars = c.chars();
        let (Some(ch), None) = (chars.next(), chars.next()) else {
            return None;
        };
        if ch == '-' {
            return Some("-".to_string());
        }
        let ch = ch.to_ascii_lowercase();
        letters
            .iter()
            .find(|(_, l)| *l == ch)
            .map(|(k, _)| format!("{{{k}}}"))
    };
    match pair.split_once(':') {
        Some((a, b)) => match (name(a), name(b)) {
            (Some(x), Some(y)) if x != "-" => format!("{x}:{y}"),
            _ => pair.to_string(),
        },
        None => pair.to_string(),
    }
}

/// A set of kinds written as letters (`nbrq`), each letter replaced by the option naming
/// its kind (`{knight}`); a letter no kind has is left out, as Fairy-Stockfish reads
/// it; anything else (`-`, a stray character for the reader to report) stays.
fn set_by_kind(value: &str, letters: &[(String, char)]) -> String {
    let mut out = String::new();
    for c in value.chars() {
        if !c.is_ascii_alphabetic() {
            out.push(c);
            continue;
        }
        let c = c.to_ascii_lowercase();
        if let Some((k, _)) = letters.iter().find(|(_, l)| *l == c) {
            out.push_str(&format!("{{{k}}}"));
        }
    }
    out
}

/// A set from `set_by_kind` in the letters `letters` gives the kinds, the kinds no
/// longer in the game left out.
fn set_by_letter(value: &str, letters: &[(String, char)]) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(c) = rest.chars().next() {
        if c == '{'
            && let Some(end) = rest.find('}')
        {
            let option = &rest[1..end];
            if let Some((_, l)) = letters.iter().find(|(k, _)| k == option) {
                out.push(*l);
            }
            rest = &rest[end + 1..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// A pair from `by_kind` in the letters `letters` gives the kinds; `None`: one of its
/// kinds is no longer in the game.
fn by_letter(pair: &str, letters: &[(String, char)]) -> Option<String> {
    let letter = |c: &str| -> Option<String> {
        match c.strip_prefix('{').and_then(|c| c.strip_suffix('}')) {
            Some(option) => letters
                .iter()
                .find(|(k, _)| k == option)
                .map(|(_, l)| l.to_string()),
            None => Some(c.to_string()),
        }
    };
    match pair.split_once(':') {
        Some((a, b)) => Some(format!("{}:{}", letter(a)?, letter(b)?)),
        None => Some(pair.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotion_choices_stay_with_their_kinds_when_a_child_changes_letters() {
        let (own, _) = parse(
            "[base]\nfers = m\nrook = r\nbishop = b\npromotionPieceTypes = mrx\n\n[child:base]\nfers = f\nbishop = -\ncustomPiece1 = x:W\n",
        );
        let options = resolve(&chain("child", &own, &[]).expect("resolves"));
        // The fers keeps its place by its new letter, the bishop is gone, and `x`,
        // which named no kind where it was written, names none here.
        assert_eq!(options["promotionPieceTypes"].value, "fr");
    }

    #[test]
    fn promotions_stay_with_their_kinds_when_a_child_changes_letters() {
        let (own, _) = parse(
            "[base]\nshogiPawn = p\nlance = l\ngold = g\npromotedPieceType = p:g l:g\n\n[child:base]\nshogiPawn = c\nlance = -\ncommoner = l\ngold = h\n",
        );
        let options = resolve(&chain("child", &own, &[]).expect("resolves"));
        assert_eq!(options["promotedPieceType"].value, "c:h");
    }

    #[test]
    fn sections_inherit_in_order_and_comments_are_skipped() {
        let (own, problems) = parse(
            "# a comment\n[base]\nmaxRank = 10 # ten\ncastling = false\n\n[child:base]\ncastling = true\n",
        );
        assert!(problems.is_empty(), "{problems:?}");
        let o = resolve(&chain("child", &own, &[]).expect("resolves"));
        assert_eq!(o["maxRank"].value, "10");
        assert_eq!(o["castling"].value, "true");
        assert_eq!(o["castling"].line, 7);
    }

    #[test]
    fn an_unknown_parent_and_stray_lines_are_named() {
        let (own, problems) = parse("stray = 1\n[a:nowhere]\nnot a pair\n");
        assert_eq!(problems.len(), 2);
        assert_eq!(problems[0].0, 1);
        assert_eq!(problems[1].0, 3);
        let e = chain("a", &own, &[]).expect_err("no parent");
        assert!(e.contains("nowhere"), "{e}");
    }
}
