//! Pigeonpost: a correspondence server for chess variants.
//!
//! The rules engine is its own crate, `pigeonpost-engine`; everything here is built on it. The server is
//! layered `web -> app -> engine/storage/notify` (see STYLE.md).
#![forbid(unsafe_code)]

pub mod backup_cli;
pub mod copy_db_cli;
pub mod definition_cli;
pub mod perft_cli;
pub mod receive_mail_cli;
pub mod verify_cli;

pub mod app;
pub mod calendar;
pub mod clock;
pub mod config;
pub mod hex;
pub mod log;
pub mod low_priority;
pub mod notify;
pub mod server;
pub mod storage;
pub mod web;
