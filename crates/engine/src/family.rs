//! The families variants are grouped in (`families.toml`): what a player browses and
//! filters by to find their game. A family says nothing of the rules; it is where a
//! definition says it belongs, or where its parent belongs.

use serde::Deserialize;
use std::sync::OnceLock;

/// One family of variants.
#[derive(Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Family {
    /// Stable, as a filter's value and a definition's `family`.
    pub key: String,
    pub name: String,
    pub summary: String,
    /// Fairy-Stockfish's built-in variants of this family, by their names there.
    fairy_stockfish: Vec<String>,
    /// How its players draw the board: chequered squares, squares of one colour ruled
    /// by lines, or lines whose crossings (points) the pieces stand on.
    #[serde(default)]
    pub drawn_on: DrawnOn,
    /// The pieces in hand are shown beside the board (shogi's komadai) rather than
    /// above and below it.
    #[serde(default)]
    pub hands_beside: bool,
}

/// Where a board's pieces stand in its drawing.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum DrawnOn {
    #[default]
    Squares,
    Grid,
    Points,
}

impl Family {
    /// Every family, in the order they are shown; "other" is last.
    pub fn all() -> &'static [Family] {
        static ALL: OnceLock<Vec<Family>> = OnceLock::new();
        ALL.get_or_init(|| {
            #[derive(Deserialize)]
            #[serde(deny_unknown_fields)]
            struct File {
                family: Vec<Family>,
            }
            // The file is embedded and checked by this module's tests; an unreadable
            // one would leave only "other", never a panic.
            toml::from_str::<File>(include_str!("families.toml"))
                .map(|f| f.family)
                .unwrap_or_default()
        })
    }

    /// The family of `key`, if there is one.
    pub fn find(key: &str) -> Option<&'static Family> {
        Family::all().iter().find(|f| f.key == key)
    }

    /// Where a definition that names no family, and inherits none, belongs.
    pub fn other() -> &'static Family {
        static OTHER: Family = Family {
            key: String::new(),
            name: String::new(),
            summary: String::new(),
            fairy_stockfish: Vec::new(),
            drawn_on: DrawnOn::Squares,
            hands_beside: false,
        };
        Family::find(OTHER_KEY).unwrap_or(&OTHER)
    }

    /// The family of Fairy-Stockfish's built-in variant `name`, if it is one.
    pub fn of_fairy_stockfish(name: &str) -> Option<&'static Family> {
        Family::all()
            .iter()
            .find(|f| f.fairy_stockfish.iter().any(|n| n == name))
    }

    /// Fairy-Stockfish's built-in variants listed under this family.
    pub fn fairy_stockfish(&self) -> &[String] {
        &self.fairy_stockfish
    }
}

pub const OTHER_KEY: &str = "other";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_reads_with_distinct_keys_and_other_last() {
        let all = Family::all();
        assert!(all.len() > 5, "{all:?}");
        let mut keys: Vec<&str> = all.iter().map(|f| f.key.as_str()).collect();
        assert_eq!(keys.last(), Some(&OTHER_KEY));
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), all.len(), "a key twice");
        assert_eq!(Family::other().key, OTHER_KEY);
        assert!(
            all.iter()
                .all(|f| !f.name.is_empty() && !f.summary.is_empty())
        );
    }

    #[test]
    fn no_fairy_stockfish_name_is_in_two_families() {
        let mut names: Vec<&str> = Family::all()
            .iter()
            .flat_map(|f| f.fairy_stockfish.iter().map(String::as_str))
            .collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
        assert_eq!(
            Family::of_fairy_stockfish("xiangqi").unwrap().key,
            "xiangqi"
        );
        assert_eq!(Family::of_fairy_stockfish("no-such-game"), None);
    }
}
