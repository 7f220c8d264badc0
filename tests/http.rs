//! HTTP tests: the real server on 127.0.0.1:0 with a fresh database and a real SMTP
//! sink, driven as browsers would drive it (cookies, forms, CSRF tokens scraped from
//! pages). Every test runs twice (`#[both_backends]`): on a SQLite file, and on a fresh
//! database of the PostgreSQL server named by `PIGEONPOST_TEST_POSTGRES` (for example
//! `postgres://postgres@127.0.0.1:5432/postgres`), dropped when the test ends. Without
//! the variable the PostgreSQL runs say so on stderr and pass; under `CI=true` they fail
//! (see `http/test_db.rs`).

#[macro_use]
extern crate pigeonpost_test_macros;

#[path = "http/backend.rs"]
mod backend;

use backend::on_postgres;

include!("http/suite.rs");
