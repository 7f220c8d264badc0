//! Move notation: Game Courier's full algebraic notation in and out, and abbreviated
//! (SAN-like) notation. Reading is two stages: text to syntax, then syntax resolved
//! against the legal turns.

mod canonical;
mod error;
mod resolve;
mod san;

pub use canonical::canonical;
pub use error::{ErrorKind, NotationError};
pub use resolve::{Resolved, resolve};
pub use san::san;
