//! Webhooks a player registers for the events of their games.

pub mod webhooks;

crate::app::service!(
    /// Webhooks a player registers.
    Hooks
);
