//! Placeholder root; rewritten below.
#![forbid(unsafe_code)]
pub mod blossom;
pub mod dutch;
pub mod error;
pub mod player;
pub mod trf;
pub mod wide;
pub use error::PairingError;
pub use player::*;
