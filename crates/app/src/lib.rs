//! Pigeonpost's use-cases: what a player, an operator or a mail can ask of the server,
//! decided with the rules engine and kept through the storage crate's operations. It
//! knows no HTTP; the web crate sees only what its functions return.
#![forbid(unsafe_code)]

pub mod app;
pub mod calendar;
pub mod clock;
pub mod config;
pub mod hex;
pub mod notify;
pub mod zone;

#[cfg(test)]
mod message_ids_tests;

// Storage is this crate's to call, never to pass on: nothing here re-exports it.
use pigeonpost_storage as storage;
