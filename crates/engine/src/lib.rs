//! The rules engine: pure Rust, no I/O, no clock, no randomness.
//!
//! Variants are data (`variants/*.toml`: board, Betza pieces, setup, reserve, castling,
//! families, end rules) compiled into a variant's `Equipment` (move tables and the rest
//! the generator reads), plus mechanics for what data cannot say, meeting the generator
//! through hook traits with orthodox defaults. A `Position` lists its legal `Turn`s (one
//! or more component moves each), plays them, and knows when the game is over;
//! `notation` reads and writes Game Courier's move text; `Game` adds the draw rules
//! that need history.
//!
//! The files stand in layers, each importing only from its own and those below:
//! geometry; pieces and moves (with the variant's data and the unchecked `Setup`);
//! state; generation; legality; mechanics; variant; position text; position; notation;
//! game; definitions and import on top (`tests/engine/layers.rs` holds the map).
//!
//! The public face is what a user of the library needs: the catalogue of variants
//! (`registry`) and their descriptions (`Variant`, `PieceInfo`, `Ruling`), squares and
//! pieces (`Square`, `File`, `Rank`, `Coords`, `Piece`, `PieceKind`), setups and the
//! positions checked from them (`Setup`, `Position`, `PositionError`, `FenError`),
//! turns and why one is refused (`IllegalTurn`), notation in two stages (`notation`),
//! outcomes, games (`Game`) and perft (`perft`). The mutable state, move generation,
//! the legality filter, move tables and Betza compilation stay inside.
#![forbid(unsafe_code)]

mod betza;
mod bits;
mod catalogue;
mod color;
mod definition;
mod definition_hash;
mod diagram;
mod drawing;
mod equipment;
pub mod fairy;
mod family;
mod fen;
mod game;
mod geometry;
pub mod glyphs;
mod legal;
mod limits;
mod mechanics;
mod movegen;
mod movetable;
pub mod notation;
mod outcome;
pub mod perft;
mod piece;
mod position;
pub mod registry;
mod reserve;
mod rules;
mod setup;
mod square;
mod state;
mod turn;
mod turn_parts;
mod variant;
mod variants;

pub use catalogue::Catalogue;
pub use color::Color;
pub use definition::{
    Definition, DefinitionError, DefinitionHash, FreeBoard, Location, free_play, locate,
};
pub use diagram::{PieceDiagram, Reach};
pub use drawing::BoardDrawing;
pub use family::{DrawnOn, Family};
pub use fen::ParseFenError;
pub use game::{Game, GameError, Played, ResumeError};
pub use geometry::{BoardPart, Geometry};
pub use outcome::{Outcome, Reason, StalemateRule};
pub use piece::{Piece, PieceKind, SideLabel};
pub use position::view::{InHand, PieceOn, PieceView, Shade};
pub use position::{FenError, PositionError, PositionProblem};
pub use position::{IllegalTurn, Position};
pub use reserve::ReserveSlot;
pub use setup::{CastlingRight, Setup};
pub use square::{Coords, File, ParseCoordsError, Rank, Square};
pub use turn::{Move, Turn};
pub use turn_parts::{Completion, Completions, Part};
pub use variant::{DrawRules, MechanicInfo, PieceInfo, RepetitionResult, Ruling, Variant};
