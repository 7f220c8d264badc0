//! Variant definitions: TOML files with inheritance, checked strictly and compiled
//! into a `Variant`.
//!
//! A definition names its board, pieces (as Betza strings), setup, reserve, castling
//! rooks, morphing families, draw rules, rulings, and the rule mechanics it switches on
//! with their parameters (`[mechanics.<kind>]`). `inherits = "chess"` starts from
//! another definition and overrides tables key by key. Every problem found is reported,
//! each naming the file, the key and the reason.
//!
//! One file per section: `raw` (the file's shape), `inherit`, `pieces`, `families`,
//! `reserve`, `end` (draw rules), `castling` and `setup`; `compile` runs them in order
//! and assembles the variant (its bounds are the crate's `limits`).

mod canonical;
mod castling;
mod compile;
mod end;
mod error;
mod families;
mod free_play;
mod inherit;
mod locate;
mod pieces;
mod raw;
mod reserve;
mod setup;
mod stranded;

pub use crate::definition_hash::DefinitionHash;
pub use canonical::Definition;
pub(crate) use compile::build_definition;
pub use error::DefinitionError;
pub use free_play::{FreeBoard, free_play};
pub use locate::{Location, locate};
