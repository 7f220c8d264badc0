//! Pigeonpost's tournament rules: pairing, scheduling and scoring for correspondence
//! tournaments, as pure functions of plain values. No I/O, no clock, no randomness, no
//! `unsafe`: the server builds the values from its stored games and stores what comes
//! back.
//!
//! - [`dutch`]: a Swiss round by the FIDE Dutch system (Handbook C.04.3 with the
//!   general rules C.04.1): [`dutch::pair`] takes every player's state before the
//!   round ([`Player`]: pairing number, score in half points, colour and float
//!   history, opponents met, whether the bye was had, absence) and returns the boards
//!   in FIDE order and the pairing-allocated bye ([`Pairing`]), or
//!   [`PairingError::NoLegalPairing`]. Brackets are decided by maximum-weight
//!   matchings whose weights encode the criteria C4-C21 lexicographically, as the
//!   FIDE-endorsed bbpPairings does; colours by E.1-E.5.
//! - [`blossom`]: the maximum-weight matching itself (Edmonds' blossom algorithm,
//!   O(n³)), over [`wide::Wide`] integers wide enough that no criterion spills into
//!   the next.
//! - [`berger`]: round-robin schedules by the Berger tables (C.05 Annex 1), single or
//!   double.
//! - [`tiebreaks`]: Buchholz (with Cut-1 and Median-1), Sonneborn-Berger, wins (WIN
//!   and WON), direct encounter and Koya from a [`tiebreaks::Crosstable`], as the FIDE
//!   Tie-Break Regulations (C.07, 2023) define them, unplayed rounds included.
//! - [`knockout`]: knockout brackets, 1 against the lowest seed, byes to the top
//!   seeds, the best seeds kept apart until the late rounds.
//! - [`trf`]: FIDE's TRF16 report files: reading them into [`Player`] values (used
//!   by the `pigeonpost-pair` tool, which pairs a TRF's next round and prints it as
//!   bbpPairings does, for checking against other programs), and writing a
//!   tournament's crosstable as one (the server's export).
//!
//! Scores are integers in half points throughout; errors are one
//! [`PairingError`], whose messages are meant for an organiser.
#![forbid(unsafe_code)]

pub mod berger;
pub mod blossom;
pub mod dutch;
pub mod error;
pub mod knockout;
pub mod player;
pub mod tiebreaks;
pub mod trf;
pub mod wide;

pub use error::PairingError;
pub use player::{Board, Colour, Float, Pairing, Player};
