//! What a variant's page teaches about entering moves: worked examples of each kind of
//! turn the variant has, found by the engine from real legal turns of the start
//! position and short lines played from it. Finding them takes a few thousand legal
//! turns, so each variant's examples are worked out once, off the async executor, and
//! kept for the life of the process, by definition hash (the same hash is the same rules).

use super::PlayerVariants;
use crate::app::AppError;
use pigeonpost_engine::notation::{self, Example};
use pigeonpost_engine::{Position, Variant};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Legal turns looked at per variant while searching for examples.
const BUDGET: usize = 60_000;

type Cache = Mutex<HashMap<String, Arc<Vec<Example>>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

impl PlayerVariants<'_> {
    /// The worked examples for `variant`'s "How to enter moves".
    pub async fn entry_examples(
        &self,
        variant: Arc<Variant>,
    ) -> Result<Arc<Vec<Example>>, AppError> {
        let key = variant.definition_hash().to_string();
        if let Some(found) = cache().lock().ok().and_then(|c| c.get(&key).cloned()) {
            return Ok(found);
        }
        let examples = tokio::task::spawn_blocking(move || {
            notation::examples(&Position::start(&variant), BUDGET)
        })
        .await
        .map_err(|e| AppError::Internal(format!("finding entry examples: {e}")))?;
        let examples = Arc::new(examples);
        if let Ok(mut c) = cache().lock() {
            // Players' variants make the set open-ended: past a bound, start again.
            if c.len() >= 512 {
                c.clear();
            }
            c.insert(key, examples.clone());
        }
        Ok(examples)
    }
}
