//! Pigeonpost: a correspondence server for chess variants.
//!
//! `engine` is the pure rules engine; everything else is built on it.
#![forbid(unsafe_code)]

pub mod engine;
pub mod perft_cli;
