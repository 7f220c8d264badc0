//! What the operator runs: checking stored games against the rules.

pub mod integrity;
pub mod reports;
