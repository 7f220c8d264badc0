//! The rules engine: pure Rust, no I/O, no clock, no randomness.
//!
//! Variants are data (`variants/*.toml`: board, Betza pieces, setup, reserve, castling,
//! families, end rules) compiled into move tables, plus a few named rule hooks for
//! what data cannot say. A `Position` lists its legal `Turn`s (one or more component
//! moves each), plays them, and knows when the game is over; `notation` reads and
//! writes Game Courier's move text; `Game` adds the draw rules that need history.

pub mod betza;
mod bits;
pub mod color;
pub mod definition;
pub mod fen;
pub mod game;
pub mod geometry;
pub mod legal;
pub mod movegen;
mod movetable;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
pub mod registry;
pub mod rules;
pub mod state;
pub mod turn;
pub mod variant;
pub mod variants;

pub use color::Color;
pub use definition::DefinitionError;
pub use fen::FenError;
pub use game::{Game, GameError, ResumeError};
pub use geometry::{BoardPart, Geometry, Square};
pub use outcome::Outcome;
pub use position::{IllegalTurn, PieceView, Position};
pub use turn::{Move, Turn};
pub use variant::{PieceInfo, Ruling, Variant};
