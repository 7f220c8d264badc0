//! Pigeonpost: a correspondence server for chess variants.
//!
//! The layers are crates of their own, `web -> app -> storage`, all on the rules engine
//! (`pigeonpost-engine`); this crate is the binary's: the command line, the wiring of a
//! server (`server`) and the operator's commands. Each layer is re-exported under its
//! name for the tests and benchmarks that drive the whole.
#![forbid(unsafe_code)]

pub mod backup_cli;
pub mod copy_db_cli;
pub mod definition_cli;
pub mod perft_cli;
pub mod ratings_cli;
pub mod receive_mail_cli;
pub mod verify_cli;

pub mod address_slots;
pub mod server;

pub use pigeonpost_app::{app, calendar, clock, config, hex, notify};
pub use pigeonpost_storage as storage;
pub use pigeonpost_web as web;
pub use pigeonpost_web::{log, low_priority};
