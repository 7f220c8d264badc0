//! Players as others see them: profiles with ratings and the games archive, the
//! leaderboards of each pool, and rebuilding every rating from the stored results.

pub mod leaderboards;
pub mod profiles;
pub mod recompute;

crate::app::service!(
    /// Profiles, leaderboards and the ratings' recomputation.
    Players
);

/// A variant's name for a pool (its key): a built-in's name, or the key itself.
pub(crate) fn pool_name(pool: &str) -> String {
    pigeonpost_engine::registry::get(pool)
        .map(|v| v.name().to_string())
        .unwrap_or_else(|| pool.to_string())
}
