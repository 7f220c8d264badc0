//! The variants players write: drafts, published versions, and what a variant's page
//! teaches.

pub mod player_variants;
pub mod variant_guide;

crate::app::service!(
    /// The variants players write, and what a variant's page teaches.
    PlayerVariants
);

/// Published variants listed at most (the search narrows them).
pub(crate) const LISTED: i64 = 200;
