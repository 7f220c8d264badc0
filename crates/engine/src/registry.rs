//! The hosted variants as process-wide catalogues: the project's own definitions
//! (`all`, `keys`), and Fairy-Stockfish's built-in games imported from its list
//! (`fairy_stockfish`), built the first time one of them is asked for. `get` and
//! `hosted` see both; a name both have is the project's own.

use super::catalogue::Catalogue;
use super::definition::DefinitionError;
use super::variant::Variant;
use std::sync::{Arc, OnceLock};

fn builtin() -> &'static Catalogue {
    static BUILTIN: OnceLock<Catalogue> = OnceLock::new();
    BUILTIN.get_or_init(Catalogue::builtin)
}

fn imported() -> &'static Catalogue {
    static IMPORTED: OnceLock<Catalogue> = OnceLock::new();
    IMPORTED.get_or_init(|| Catalogue::fairy_stockfish(builtin()))
}

/// Stable keys of the project's own variants, in the order of the definition list.
pub fn keys() -> Vec<&'static str> {
    builtin().keys()
}

/// The hosted variant with this key: one of ours, or one of Fairy-Stockfish's.
pub fn get(key: &str) -> Option<Arc<Variant>> {
    builtin().get(key).or_else(|| imported().get(key))
}

/// The project's own variants, in the order of the definition list.
pub fn all() -> &'static [Arc<Variant>] {
    builtin().all()
}

/// Fairy-Stockfish's built-in variants that are not ours too, in its order.
pub fn fairy_stockfish() -> &'static [Arc<Variant>] {
    imported().all()
}

/// Every hosted variant: ours, then Fairy-Stockfish's.
pub fn hosted() -> impl Iterator<Item = &'static Arc<Variant>> {
    all().iter().chain(fairy_stockfish())
}

/// Definitions that failed to build or to import (a test keeps this empty).
pub fn errors() -> Vec<&'static DefinitionError> {
    builtin()
        .errors()
        .iter()
        .chain(imported().errors())
        .collect()
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
