//! The rules several domains decide by, each decided here once: a game as the use-cases
//! see it, the positions it has been in, what a turn writes, its history and the events
//! webhooks hear, the rules a game is played under, and checking a definition. Pure, or
//! reading only what they are given.

pub mod analysis_tree;
pub mod authoring;
pub mod clock_rules;
pub mod event_entry;
pub mod event_leave;
pub mod event_notices;
pub mod event_rounds;
pub mod event_variants;
pub mod events;
pub mod glicko;
pub mod history;
pub mod knockout;
pub mod locale;
pub mod mail_preferences;
pub mod move_list;
pub mod move_messages;
pub mod offers;
pub(crate) mod outgoing;
pub mod pgn;
pub mod pgn_variations;
pub mod piece_names;
pub(crate) mod positions;
pub mod push_preferences;
pub mod ratings;
pub mod record;
pub mod refusal_words;
pub mod result_words;
pub(crate) mod rulebook;
pub mod rulings;
pub mod shared;
pub mod stamps;
pub mod standings;
pub mod turn_builder;
pub(crate) mod turn_writes;
pub(crate) mod webhook_events;
