//! Move notation: Game Courier's full algebraic notation in and out, and abbreviated
//! (SAN-like) notation in and out. Reading is two stages, each with its own error:
//! text to a syntax value (`Submission::parse`, through `syntax` for full notation and
//! `san_read` for abbreviated; a `SyntaxError`), then that value matched against the
//! legal turns (`Submission::resolve`, through `full`; a `ResolveError`, with
//! `explain` saying why nothing matched). `resolve` runs both.

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
mod submission;
mod syntax;
mod why;
mod written;

pub use canonical::canonical;
pub(crate) use canonical::move_parts;
pub use error::{ErrorKind, NotationError, Place, ResolveError, Shown, SyntaxError};
pub use examples::{Example, TurnKind, examples, kinds};
pub use resolve::{Resolved, resolve};
pub use san::san;
pub use submission::Submission;
pub use why::Why;
pub use written::Written;
