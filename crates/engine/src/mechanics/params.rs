//! Reading one `[mechanics.<kind>]` table strictly: each parameter is taken once with
//! its type checked, and whatever is left over is reported as an unknown key. Every
//! problem names its full key (`mechanics.moves_per_turn.moves`).

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::piece::KindDef;

/// The parameters of one mechanic, consumed as they are read.
pub(super) struct Params<'a> {
    kind: &'a str,
    table: toml::Table,
    problems: &'a mut Vec<String>,
}

impl<'a> Params<'a> {
    pub(super) fn new(kind: &'a str, table: toml::Table, problems: &'a mut Vec<String>) -> Self {
        Params {
            kind,
            table,
            problems,
        }
    }

    /// Reports a problem with parameter `key` (or the whole mechanic when empty).
    pub(super) fn problem(&mut self, key: &str, reason: &str) {
        let at = if key.is_empty() {
            format!("mechanics.{}", self.kind)
        } else {
            format!("mechanics.{}.{key}", self.kind)
        };
        self.problems.push(format!("{at}: {reason}"));
    }

    /// A whole number in `lo..=hi`, or `default` when absent.
    pub(super) fn int(&mut self, key: &str, lo: i64, hi: i64, default: i64) -> i64 {
        match self.table.remove(key) {
            None => default,
            Some(toml::Value::Integer(n)) if (lo..=hi).contains(&n) => n,
            Some(_) => {
                self.problem(key, &format!("must be a whole number from {lo} to {hi}"));
                default
            }
        }
    }

    pub(super) fn boolean(&mut self, key: &str, default: bool) -> bool {
        match self.table.remove(key) {
            None => default,
            Some(toml::Value::Boolean(b)) => b,
            Some(_) => {
                self.problem(key, "must be true or false");
                default
            }
        }
    }

    /// One of `choices` (the first is the default when absent).
    pub(super) fn choice(&mut self, key: &str, choices: &[&'static str]) -> &'static str {
        let first = choices.first().copied().unwrap_or("");
        match self.table.remove(key) {
            None => first,
            Some(toml::Value::String(s)) => match choices.iter().find(|c| **c == s) {
                Some(c) => c,
                None => {
                    self.problem(key, &format!("'{s}' is not one of {}", choices.join(", ")));
                    first
                }
            },
            Some(_) => {
                self.problem(key, &format!("must be one of {}", choices.join(", ")));
                first
            }
        }
    }

    /// A list of strings (piece labels, square names), required.
    pub(super) fn strings(&mut self, key: &str) -> Vec<String> {
        match self.table.remove(key) {
            Some(toml::Value::Array(items)) => {
                let strings: Vec<String> = items
                    .iter()
                    .filter_map(|i| i.as_str().map(str::to_string))
                    .collect();
                if strings.len() != items.len() || strings.is_empty() {
                    self.problem(key, "must be a non-empty list of strings");
                }
                strings
            }
            None => {
                self.problem(key, "missing");
                Vec::new()
            }
            Some(_) => {
                self.problem(key, "must be a non-empty list of strings");
                Vec::new()
            }
        }
    }

    /// A list of strings that may be empty, or empty when absent.
    pub(super) fn strings_or_none(&mut self, key: &str) -> Vec<String> {
        match self.table.get(key) {
            Some(toml::Value::Array(items)) if items.is_empty() => {
                self.table.remove(key);
                Vec::new()
            }
            Some(_) => self.strings(key),
            None => Vec::new(),
        }
    }

    /// A table of whole numbers in `lo..=hi` by name (`points = { R = 13 }`); empty
    /// when absent.
    pub(super) fn numbers(&mut self, key: &str, lo: i64, hi: i64) -> Vec<(String, i64)> {
        let mut out = Vec::new();
        match self.table.remove(key) {
            None => {}
            Some(toml::Value::Table(t)) => {
                for (name, value) in t {
                    match value {
                        toml::Value::Integer(n) if (lo..=hi).contains(&n) => out.push((name, n)),
                        _ => self.problem(
                            &format!("{key}.{name}"),
                            &format!("must be a whole number from {lo} to {hi}"),
                        ),
                    }
                }
            }
            Some(_) => self.problem(key, "must be a table of whole numbers"),
        }
        out
    }

    /// A table of values by name (`leaps = { K = [[2, 1]] }`), in order; empty when
    /// absent.
    pub(super) fn table_of(&mut self, key: &str) -> Vec<(String, toml::Value)> {
        match self.table.remove(key) {
            None => Vec::new(),
            Some(toml::Value::Table(t)) => t.into_iter().collect(),
            Some(_) => {
                self.problem(key, "must be a table by piece");
                Vec::new()
            }
        }
    }

    /// Whether the parameter is given.
    pub(super) fn has(&self, key: &str) -> bool {
        self.table.contains_key(key)
    }

    /// Reports every key not read (call last).
    pub(super) fn finish(mut self) {
        let left: Vec<String> = self.table.keys().cloned().collect();
        for key in left {
            self.problem(&key, "unknown parameter");
        }
        self.table.clear();
    }
}

/// The squares named by a list, as a set.
pub(super) fn square_set(p: &mut Params, key: &str, g: &Geometry) -> Bits {
    let mut set = Bits::default();
    for name in p.strings(key) {
        match g.parse_square(&name) {
            Some(sq) => set.set(sq),
            None => p.problem(key, &format!("'{name}' is not a square of the board")),
        }
    }
    set
}

/// The kinds named by a list of piece labels, as a bit set.
pub(super) fn piece_set(p: &mut Params, key: &str, kinds: &[KindDef]) -> u64 {
    let mut set = 0u64;
    for label in p.strings(key) {
        match kinds.iter().position(|k| k.label == label) {
            Some(i) => set |= 1 << i,
            None => p.problem(key, &format!("no piece '{label}' in [pieces]")),
        }
    }
    set
}
