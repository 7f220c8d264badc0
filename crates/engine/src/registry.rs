//! The variants this server hosts, built once from the embedded definitions.

use super::definition::{self, DefinitionError};
use super::variant::Variant;
use super::variants::FILES;
use std::sync::{Arc, OnceLock};

struct Loaded {
    variants: Vec<Arc<Variant>>,
    errors: Vec<DefinitionError>,
}

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        let lookup = |name: &str| {
            FILES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, s)| s.to_string())
        };
        let mut variants = Vec::new();
        let mut errors = Vec::new();
        for (name, source) in FILES {
            match definition::build(&format!("{name}.toml"), source, &lookup) {
                Ok(v) => variants.push(Arc::new(v)),
                Err(e) => errors.push(e),
            }
        }
        Loaded { variants, errors }
    })
}

/// Stable keys of every hosted variant, in the order of the definition list.
pub fn keys() -> Vec<&'static str> {
    loaded().variants.iter().map(|v| v.key()).collect()
}

/// The hosted variant with this key.
pub fn get(key: &str) -> Option<Arc<Variant>> {
    loaded().variants.iter().find(|v| v.key() == key).cloned()
}

/// Every hosted variant, in the order of the definition list.
pub fn all() -> &'static [Arc<Variant>] {
    &loaded().variants
}

/// Definitions that failed to build (a test keeps this empty).
pub fn errors() -> &'static [DefinitionError] {
    &loaded().errors
}

/// Builds a variant from a definition text that may inherit from the embedded ones.
pub fn build_custom(file: &str, source: &str) -> Result<Variant, DefinitionError> {
    let lookup = |name: &str| {
        FILES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, s)| s.to_string())
    };
    definition::build(file, source, &lookup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;

    /// Generation deduplicates the moves of pieces whose Betza atoms overlap; none of
    /// ours do, so they keep the direct path.
    #[test]
    fn no_hosted_piece_has_overlapping_moves() {
        for v in all() {
            for k in 0..v.kinds.len() {
                for c in Color::BOTH {
                    assert!(!v.tables.overlaps(k, c), "{} kind {k}", v.key());
                }
            }
        }
    }
}
