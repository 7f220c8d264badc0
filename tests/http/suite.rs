// The modules of the HTTP suite (`tests/http.rs`). Its tests are marked
// `#[both_backends]`, not `#[tokio::test]`: each runs on SQLite and on PostgreSQL.

#[path = "test_db.rs"]
mod test_db;
#[path = "smtp_sink.rs"]
mod smtp_sink;
#[path = "support.rs"]
mod support;

#[path = "account_data.rs"]
mod account_data;
#[path = "accounts.rs"]
mod accounts;
#[path = "analysis.rs"]
mod analysis;
#[path = "analysis_builder.rs"]
mod analysis_builder;
#[path = "api.rs"]
mod api;
#[path = "agreements.rs"]
mod agreements;
#[path = "assets.rs"]
mod assets;
#[path = "bad_input.rs"]
mod bad_input;
#[path = "blocking.rs"]
mod blocking;
#[path = "board_picture.rs"]
mod board_picture;
#[path = "clocks.rs"]
mod clocks;
#[path = "conditional_moves.rs"]
mod conditional_moves;
#[path = "conversation.rs"]
mod conversation;
#[path = "copy_db.rs"]
mod copy_db;
#[path = "entry_guide.rs"]
mod entry_guide;
#[path = "feeds.rs"]
mod feeds;
#[path = "free_play.rs"]
mod free_play;
#[path = "hardening.rs"]
mod hardening;
#[path = "integrity.rs"]
mod integrity;
#[path = "invitations.rs"]
mod invitations;
#[path = "live.rs"]
mod live;
#[path = "load.rs"]
mod load;
#[path = "mail.rs"]
mod mail;
#[path = "mail_preferences.rs"]
mod mail_preferences;
#[path = "languages.rs"]
mod languages;
#[path = "languages_refusals.rs"]
mod languages_refusals;
#[path = "languages_people.rs"]
mod languages_people;
#[path = "languages_places.rs"]
mod languages_places;
#[path = "languages_events.rs"]
mod languages_events;
#[path = "languages_table.rs"]
mod languages_table;
#[path = "languages_tools.rs"]
mod languages_tools;
#[path = "mail_content.rs"]
mod mail_content;
#[path = "mail_reply.rs"]
mod mail_reply;
#[path = "malformed.rs"]
mod malformed;
#[path = "move_messages.rs"]
mod move_messages;
#[path = "newcomer.rs"]
mod newcomer;
#[path = "news.rs"]
mod news;
#[path = "direct_turns.rs"]
mod direct_turns;
#[path = "page_reads.rs"]
mod page_reads;
#[path = "page_tags.rs"]
mod page_tags;
#[path = "notes.rs"]
mod notes;
#[path = "previews.rs"]
mod previews;
#[path = "push.rs"]
mod push;
#[path = "push_service.rs"]
mod push_service;
#[path = "public_analysis.rs"]
mod public_analysis;
#[path = "password_reset.rs"]
mod password_reset;
#[path = "pgn.rs"]
mod pgn;
#[path = "play.rs"]
mod play;
#[path = "player_variants.rs"]
mod player_variants;
#[path = "profiles.rs"]
mod profiles;
#[path = "ratings.rs"]
mod ratings;
#[path = "tournaments.rs"]
mod tournaments;
#[path = "knockout.rs"]
mod knockout;
#[path = "rulings.rs"]
mod rulings;
#[path = "event_variants.rs"]
mod event_variants;
#[path = "event_invitations.rs"]
mod event_invitations;
#[path = "event_calendar.rs"]
mod event_calendar;
#[path = "event_api.rs"]
mod event_api;
#[path = "event_mail.rs"]
mod event_mail;
#[path = "event_leave.rs"]
mod event_leave;
#[path = "refused_mail.rs"]
mod refused_mail;
#[path = "sessions.rs"]
mod sessions;
#[path = "slow_clients.rs"]
mod slow_clients;
#[path = "stream_limits.rs"]
mod stream_limits;
#[path = "turn_builder.rs"]
mod turn_builder;
#[path = "vacation.rs"]
mod vacation;
#[path = "unsubscribe.rs"]
mod unsubscribe;
#[path = "variants.rs"]
mod variants;
#[path = "webhooks.rs"]
mod webhooks;
#[path = "verified_addresses.rs"]
mod verified_addresses;
#[path = "wrong_state.rs"]
mod wrong_state;
#[path = "watch.rs"]
mod watch;
#[path = "privacy.rs"]
mod privacy;
