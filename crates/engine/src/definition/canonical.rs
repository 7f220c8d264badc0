//! A definition as a value: its text with inheritance resolved, written in one
//! canonical form (tables with their keys sorted, no comments, one layout), and the
//! SHA-256 of that form as its content hash. Key order, comments, whitespace and how
//! a definition was split over parents do not change the hash; any change of meaning
//! does. A stored game names its definition by this hash, and the canonical text
//! rebuilds exactly the rules it began with, with no parent to look up.

use super::error::DefinitionError;
use super::inherit;
use crate::definition_hash::DefinitionHash;
use sha2::{Digest, Sha256};

/// A definition with its parents merged in, ready to compile.
#[derive(Clone, Debug, PartialEq)]
pub struct Definition {
    file: String,
    table: toml::Table,
    canonical: String,
    hash: DefinitionHash,
}

impl Definition {
    /// Reads a definition's text, resolving `inherits` through `lookup` (file name ->
    /// source).
    pub fn parse(
        file: &str,
        source: &str,
        lookup: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Definition, DefinitionError> {
        let table = inherit::resolve_inheritance(file, source, lookup)?;
        Ok(Definition::from_table(file, table))
    }

    pub(super) fn from_table(file: &str, table: toml::Table) -> Definition {
        let sorted = sorted(&table);
        // A table of strings, numbers, booleans, arrays and tables always serializes.
        let canonical = toml::to_string(&sorted).unwrap_or_default();
        let hash = DefinitionHash(Sha256::digest(canonical.as_bytes()).into());
        Definition {
            file: file.to_string(),
            table: sorted,
            canonical,
            hash,
        }
    }

    /// The file name errors are reported against.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The `key` the definition gives, if any.
    pub fn key(&self) -> Option<&str> {
        self.table.get("key").and_then(|k| k.as_str())
    }

    /// The canonical text: parses back to this definition, with the same hash.
    pub fn canonical(&self) -> &str {
        &self.canonical
    }

    pub fn hash(&self) -> DefinitionHash {
        self.hash
    }

    pub(super) fn table(&self) -> &toml::Table {
        &self.table
    }
}

/// A copy of `table` with every table's keys in sorted order, at every depth.
fn sorted(table: &toml::Table) -> toml::Table {
    let mut keys: Vec<&String> = table.keys().collect();
    keys.sort();
    keys.into_iter()
        .map(|k| (k.clone(), sorted_value(&table[k])))
        .collect()
}

fn sorted_value(v: &toml::Value) -> toml::Value {
    match v {
        toml::Value::Table(t) => toml::Value::Table(sorted(t)),
        toml::Value::Array(a) => toml::Value::Array(a.iter().map(sorted_value).collect()),
        other => other.clone(),
    }
}
