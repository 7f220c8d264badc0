//! The rules engine.
