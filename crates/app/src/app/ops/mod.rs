//! What the operator runs: checking stored games against the rules.

pub mod integrity;
pub mod reports;

crate::app::service!(
    /// What the operator runs and reads.
    Ops
);
