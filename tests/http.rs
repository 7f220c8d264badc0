//! HTTP tests: the real server on 127.0.0.1:0 with a fresh SQLite file and a real SMTP
//! sink, driven as browsers would drive it (cookies, forms, CSRF tokens scraped from pages).

/// This binary runs the suite on SQLite; `tests/http_postgres.rs` runs it on PostgreSQL.
const ON_POSTGRES: bool = false;

include!("http/suite.rs");
