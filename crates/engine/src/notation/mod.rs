//! Move notation: Game Courier's full algebraic notation in and out, and abbreviated
//! (SAN-like) notation in and out. Reading is two stages: text to a syntax value
//! (`syntax` for full notation, `san_read` for abbreviated), then that value matched
//! against the legal turns (`full`, `resolve`), with `explain` saying why nothing
//! matched.

mod canonical;
mod error;
mod examples;
mod explain;
mod explain_rule;
mod explain_san;
mod full;
mod resolve;
mod san;
mod san_read;
mod syntax;
pub(crate) mod written;

pub use canonical::canonical;
pub use error::{ErrorKind, NotationError};
pub use examples::{Example, TurnKind, examples, kinds};
pub use resolve::{Resolved, resolve};
pub use san::san;
pub use written::Written;
