//! The rules a game is played under: the definition it was created with, kept by hash in
//! `definitions`, never the variant key's current meaning. A built-in whose hash is this
//! release's is taken from the binary; any other definition (an earlier release's
//! built-in, a player's variant) is compiled from its stored canonical text once and kept
//! for the life of the process. The same hash is always the same text, so what is kept
//! never goes stale. Whether a game's rules are the key's current ones is decided here
//! too (`newer_rules`).

use crate::app::rules::record::{Game, GameRecord};
use crate::app::{App, AppError};
use crate::storage::reader::Reader;
use crate::storage::{self, Conn};
use pigeonpost_engine::{Catalogue, DefinitionHash, Variant, registry};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Compiled definitions kept at most; past it the cache starts again (each is small and
/// recompiling one takes a millisecond or so).
const KEPT: usize = 256;

type Compiled = Mutex<HashMap<DefinitionHash, Arc<Variant>>>;

fn compiled() -> &'static Compiled {
    static COMPILED: OnceLock<Compiled> = OnceLock::new();
    COMPILED.get_or_init(Default::default)
}

/// A built-in of this release with `hash`.
fn builtin(hash: &DefinitionHash) -> Option<Arc<Variant>> {
    registry::hosted()
        .find(|v| v.definition_hash() == *hash)
        .cloned()
}

/// The name the definition `hash` gives its variant, if this process has it compiled
/// (every game read has; no database read here).
pub(crate) fn known_name(hash: &str) -> Option<String> {
    in_memory(&hash.parse().ok()?).map(|v| v.name().to_string())
}

/// Compiles a stored canonical text on its own (parents are merged into it) and checks
/// that it is what `hash` names.
pub(crate) fn compile_stored(hash: &DefinitionHash, text: &str) -> Result<Variant, String> {
    let catalogue = Catalogue::empty();
    let def = catalogue
        .parse("stored definition", text)
        .map_err(|e| e.to_string())?;
    if def.hash() != *hash {
        return Err(format!(
            "the text stored under {hash} has the hash {}",
            def.hash()
        ));
    }
    catalogue.compile(&def).map_err(|e| e.to_string())
}

/// The variant of the definition `hash`, read from `conn` if this process has not yet
/// compiled it.
pub(crate) async fn variant_by_hash(conn: &mut Conn, hash: &str) -> Result<Arc<Variant>, AppError> {
    let parsed = parse_hash(hash)?;
    if let Some(v) = in_memory(&parsed) {
        return Ok(v);
    }
    let text = storage::definitions::text(conn, hash)
        .await?
        .ok_or_else(|| AppError::Internal(format!("no stored definition {hash}")))?;
    let variant = Arc::new(compile_stored(&parsed, &text).map_err(AppError::Internal)?);
    if let Ok(mut c) = compiled().lock() {
        if c.len() >= KEPT {
            c.clear();
        }
        c.insert(parsed, variant.clone());
    }
    Ok(variant)
}

fn parse_hash(hash: &str) -> Result<DefinitionHash, AppError> {
    hash.parse()
        .map_err(|e| AppError::Internal(format!("stored definition hash {hash:?}: {e}")))
}

/// A built-in, or a definition this process has compiled already.
fn in_memory(hash: &DefinitionHash) -> Option<Arc<Variant>> {
    builtin(hash).or_else(|| compiled().lock().ok()?.get(hash).cloned())
}

/// The rules of a stored game.
pub(crate) async fn rules_of(conn: &mut Conn, row: &Game) -> Result<Arc<Variant>, AppError> {
    match &row.definition_hash {
        Some(hash) => variant_by_hash(conn, hash).await,
        None => unfrozen(row),
    }
}

/// The rules of a stored game if they need no database read (`None`: a definition this
/// process has not compiled yet).
pub(crate) fn rules_without_reading(row: &Game) -> Result<Option<Arc<Variant>>, AppError> {
    match &row.definition_hash {
        Some(hash) => Ok(in_memory(&parse_hash(hash)?)),
        None => unfrozen(row).map(Some),
    }
}

/// The rules of a game whose row names no definition: only before
/// `freeze_builtin_rules` has run on an old database.
fn unfrozen(row: &Game) -> Result<Arc<Variant>, AppError> {
    registry::get(&row.variant).ok_or_else(|| {
        AppError::Internal(format!(
            "game {} has unknown variant {}",
            row.id, row.variant
        ))
    })
}

/// A stored game with the rules it is played under.
pub(crate) async fn record(conn: &mut Conn, row: impl Into<Game>) -> Result<GameRecord, AppError> {
    let row = row.into();
    let variant = rules_of(conn, &row).await?;
    GameRecord::new(row, variant)
}

impl App {
    /// Keeps this release's built-in definitions and names them as the rules of every
    /// game stored before rules were frozen per game. Run once at start; returns how
    /// many games it froze.
    pub async fn freeze_builtin_rules(&self) -> Result<u64, AppError> {
        let mut tx = self.begin().await?;
        let now = self.clock.now();
        let mut frozen = 0;
        for key in storage::definitions::unfrozen_variants(&mut tx).await? {
            let Some(v) = registry::get(&key) else {
                tracing::error!(variant = %key, "stored games name a variant this release lacks");
                continue;
            };
            let hash = v.definition_hash().to_string();
            storage::definitions::keep(&mut tx, &hash, v.definition_text(), now).await?;
            frozen += storage::definitions::freeze(&mut tx, &key, &hash).await?;
        }
        tx.commit().await?;
        Ok(frozen)
    }
}

/// The game of `row` with its rules: compiled already, or read (a definition this process
/// has not compiled yet) on the reader's pooled connection.
pub(crate) async fn record_of(
    reader: &mut Reader,
    row: impl Into<Game>,
) -> Result<GameRecord, AppError> {
    let row = row.into();
    match rules_without_reading(&row)? {
        Some(variant) => GameRecord::new(row, variant),
        None => record(reader.conn().await?, row).await,
    }
}

/// A variant a game can be created with: its key as games store it and its rules.
pub struct Playable {
    pub key: String,
    pub variant: Arc<Variant>,
}

/// Whether the variant key `key` now names other rules than `rules`, a game's own (a
/// newer release's built-in, a newer published version). Free play borrows only the
/// key's pieces, so it has no newer version.
pub(crate) async fn newer_rules(
    conn: &mut storage::Conn,
    key: &str,
    rules: &Variant,
) -> Result<bool, AppError> {
    if let Some(newer) = newer_rules_without_reading(key, rules) {
        return Ok(newer);
    }
    // Only a player's variant (`owner/slug`) is left to read.
    let Some((owner, slug)) = key.split_once('/') else {
        return Ok(false);
    };
    let current = storage::player_variants::current_hash(conn, owner, slug).await?;
    Ok(current.is_some_and(|c| c != rules.definition_hash().to_string()))
}

/// As `newer_rules`, when no read is needed to say (`None`: a player's variant, whose
/// current definition is stored).
pub(crate) fn newer_rules_without_reading(key: &str, rules: &Variant) -> Option<bool> {
    if !rules.rules_enforced() {
        return Some(false);
    }
    if key.contains('/') {
        return None;
    }
    Some(registry::get(key).is_some_and(|v| v.definition_hash() != rules.definition_hash()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_builtin_compiles_from_its_stored_text_to_the_same_rules() {
        let chess = registry::get("chess").unwrap();
        let again = compile_stored(&chess.definition_hash(), chess.definition_text()).unwrap();
        assert_eq!(again.definition_hash(), chess.definition_hash());
        assert_eq!(again.pieces(), chess.pieces());
    }

    #[test]
    fn a_text_that_is_not_its_hash_is_refused() {
        let chess = registry::get("chess").unwrap();
        let other = registry::get("capablanca").unwrap();
        let err = compile_stored(&chess.definition_hash(), other.definition_text()).unwrap_err();
        assert!(err.contains("has the hash"), "{err}");
    }
}
