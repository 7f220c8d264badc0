//! The built-in variants as one process-wide catalogue: a thin facade kept for callers
//! that do not hold their own `Catalogue` yet (the server, until it moves).

use super::catalogue::Catalogue;
use super::definition::DefinitionError;
use super::variant::Variant;
use std::sync::{Arc, OnceLock};

fn builtin() -> &'static Catalogue {
    static BUILTIN: OnceLock<Catalogue> = OnceLock::new();
    BUILTIN.get_or_init(Catalogue::builtin)
}

/// Stable keys of every hosted variant, in the order of the definition list.
pub fn keys() -> Vec<&'static str> {
    builtin().keys()
}

/// The hosted variant with this key.
pub fn get(key: &str) -> Option<Arc<Variant>> {
    builtin().get(key)
}

/// Every hosted variant, in the order of the definition list.
pub fn all() -> &'static [Arc<Variant>] {
    builtin().all()
}

/// Definitions that failed to build (a test keeps this empty).
pub fn errors() -> &'static [DefinitionError] {
    builtin().errors()
}

/// Builds a variant from a definition text that may inherit from the embedded ones.
pub fn build_custom(file: &str, source: &str) -> Result<Variant, DefinitionError> {
    let c = builtin();
    c.compile(&c.parse(file, source)?)
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
            let e = v.equipment();
            for (k, _) in e.each_kind() {
                for c in Color::BOTH {
                    assert!(!e.tables.overlaps(k, c), "{} kind {k:?}", v.key());
                }
            }
        }
    }
}
