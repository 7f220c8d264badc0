//! HTTP tests: the real server on 127.0.0.1:0 with a fresh SQLite file and a real SMTP
//! sink, driven as browsers would drive it (cookies, forms, CSRF tokens scraped from pages).

#[path = "http/smtp_sink.rs"]
mod smtp_sink;
#[path = "http/support.rs"]
mod support;

#[path = "http/account_data.rs"]
mod account_data;
#[path = "http/accounts.rs"]
mod accounts;
#[path = "http/agreements.rs"]
mod agreements;
#[path = "http/assets.rs"]
mod assets;
#[path = "http/bad_input.rs"]
mod bad_input;
#[path = "http/clocks.rs"]
mod clocks;
#[path = "http/entry_guide.rs"]
mod entry_guide;
#[path = "http/hardening.rs"]
mod hardening;
#[path = "http/integrity.rs"]
mod integrity;
#[path = "http/invitations.rs"]
mod invitations;
#[path = "http/load.rs"]
mod load;
#[path = "http/mail.rs"]
mod mail;
#[path = "http/mail_content.rs"]
mod mail_content;
#[path = "http/malformed.rs"]
mod malformed;
#[path = "http/play.rs"]
mod play;
#[path = "http/refused_mail.rs"]
mod refused_mail;
#[path = "http/sessions.rs"]
mod sessions;
#[path = "http/slow_clients.rs"]
mod slow_clients;
#[path = "http/turn_builder.rs"]
mod turn_builder;
#[path = "http/vacation.rs"]
mod vacation;
#[path = "http/variants.rs"]
mod variants;
#[path = "http/wrong_state.rs"]
mod wrong_state;
